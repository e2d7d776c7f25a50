import FoldoutControllers
import FoldoutGtk

/// The application: a single-instance GtkApplication with its accelerators and stylesheets, and
/// the main window.
@MainActor
final class MailboxApp {
    let app = Application(id: "org.example.Mailbox")
    private var window: MailWindow?

    init() {
        app.addOptions([MaildirOption.option]) { options in
            MaildirOption.choose(given: options.value(MaildirOption.option.name))
            return nil
        }
        app.setOptionDescription("Environment:\n  \(MaildirOption.environmentVariable)=DIR  the Maildir to read when --maildir is not given")
        app.onStartup { [weak self] in self?.startup() }
        app.onActivate { [weak self] in self?.activate() }
    }

    func run(arguments: [String]) -> Int32 { app.run(arguments: arguments) }

    private func startup() {
        // The controllers' own look (turning arrows, the selector's drawer), then Mailbox's.
        ControllerStyle.install()
        MailResources.loadStylesheet()
        app.addAction("quit", accelerators: ["<Control>q"]) { [weak self] in self?.app.quit() }
        app.addAction("settings", accelerators: ["<Control>comma"]) { [weak self] in self?.window?.showSettings() }
        // The inbox controller's `undo` action, inserted on the window as `inbox.undo`.
        app.setAccelerators(["<Control>z"], for: "inbox.undo")
        // The window's: the inbox as conversations or a list, and every conversation open or closed.
        app.setAccelerators(["<Control>t"], for: "win.conversations")
        app.setAccelerators(["<Control>e"], for: "win.expand-all")
        app.setAccelerators(["<Shift><Control>e"], for: "win.collapse-all")
    }

    private func activate() {
        if let window {
            window.window.present()
            return
        }
        let main = MailWindow(application: app, mailbox: Mailbox(accounts: MaildirOption.accounts))
        window = main
        main.window.present()
    }
}
