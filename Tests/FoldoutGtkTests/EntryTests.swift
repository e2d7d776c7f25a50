import CFoldoutGtk
import Testing

@testable import FoldoutGtk

@Suite(.serialized)
@MainActor
struct EntryTests {
    @Test func textRoundTripsAndEnterRunsTheHandler() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let entry = Entry(placeholder: "Write your reply")
        #expect(entry.text == "")
        entry.text = "Thanks — à bientôt"
        #expect(entry.text == "Thanks — à bientôt")
        #expect(String(cString: gtk_entry_get_placeholder_text(entry.raw.assumingMemoryBound(to: GtkEntry.self))) == "Write your reply")
        var activated = 0
        entry.onActivate { activated += 1 }
        // What Enter does in a GtkEntry: its activate signal.
        gtk_widget_activate(entry.widget)
        #expect(activated == 1)
    }
}
