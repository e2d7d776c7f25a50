import CFoldoutGtk
import Testing

@testable import FoldoutGtk

/// The About dialog states the app's own licence, or none: never one the app did not give.
@Suite(.serialized)
@MainActor
struct AboutDialogTests {
    private func info(_ license: AboutLicense?) -> AboutInfo {
        var info = AboutInfo(
            name: "Ledger", version: "2.1", comments: "Keeps accounts.", website: "https://example.org/ledger",
            websiteLabel: "Website", iconName: "accessories-calculator", copyright: "© 2026 Ledger's authors")
        info.license = license
        return info
    }

    /// The licence type and text of the dialog shown for `license`.
    private func shown(_ license: AboutLicense?) -> (type: GtkLicense, text: String?) {
        let parent = Window(retaining: UnsafeMutableRawPointer(gtk_window_new(GTK_WINDOW_TOPLEVEL)))
        defer { parent.destroy() }
        let about = AboutDialog()
        about.present(info(license), over: parent)
        guard let dialog = about.dialog else { return (GTK_LICENSE_UNKNOWN, "no dialog") }
        defer { dialog.destroy() }
        let raw = foldout_about_dialog(dialog.raw)
        return (gtk_about_dialog_get_license_type(raw), gtk_about_dialog_get_license(raw).map { String(cString: $0) })
    }

    @Test func theDialogStatesTheAppsLicence() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        #expect(shown(.gpl3OrLater).type == GTK_LICENSE_GPL_3_0)
        #expect(shown(.apache2).type == GTK_LICENSE_APACHE_2_0)
        #expect(shown(.mit).type == GTK_LICENSE_MIT_X11)
        let own = shown(.text("Ledger may be copied by anyone who keeps this line."))
        #expect(own.type == GTK_LICENSE_CUSTOM)
        #expect(own.text == "Ledger may be copied by anyone who keeps this line.")
    }

    @Test func anAppThatStatesNoLicenceGetsNone() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let none = shown(nil)
        #expect(none.type == GTK_LICENSE_UNKNOWN, "not Foldout's MIT licence")
        #expect(none.text == nil)
    }
}
