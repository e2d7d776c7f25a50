import Glibc

// Mailbox's entry point: the GtkApplication runs until its window closes.
exit(MainActor.assumeIsolated { MailboxApp().run(arguments: CommandLine.arguments) })
