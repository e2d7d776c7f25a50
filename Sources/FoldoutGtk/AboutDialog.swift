import CFoldoutGtk

/// The standard GTK About dialog, one at a time, transient for its window.
@MainActor
package final class AboutDialog {
    /// The dialog while it is open.
    private(set) var dialog: Window?

    /// Makes an About presenter (the dialog is built when first shown).
    package init() {}

    /// Shows the dialog over `parent` (raises it if it is already open).
    package func present(_ info: AboutInfo, over parent: Window) {
        if let dialog {
            dialog.present()
            return
        }
        guard let pointer = gtk_about_dialog_new() else { return }
        let window = Window(retaining: UnsafeMutableRawPointer(pointer))
        let about = foldout_about_dialog(window.raw)
        gtk_about_dialog_set_program_name(about, info.name)
        gtk_about_dialog_set_version(about, info.version)
        gtk_about_dialog_set_comments(about, info.comments)
        gtk_about_dialog_set_website(about, info.website)
        gtk_about_dialog_set_website_label(about, info.websiteLabel)
        gtk_about_dialog_set_logo_icon_name(about, info.iconName)
        gtk_about_dialog_set_copyright(about, info.copyright)
        // The app's own licence, or none: never one the app did not state.
        switch info.license {
        case let .text(text)?:
            gtk_about_dialog_set_license(about, text)
            gtk_about_dialog_set_wrap_license(about, 1)
        case let license?:
            gtk_about_dialog_set_license_type(about, license.gtk)
        case nil:
            break
        }
        if let credits = info.translatorCredits, credits != "translator-credits", !credits.isEmpty {
            gtk_about_dialog_set_translator_credits(about, credits)
        }
        window.setTransient(for: parent)
        // Close (its button or Escape) emits "response"; the dialog goes and can be made again.
        window.on(.response) { [weak self] _ in
            self?.dialog?.destroy()
            self?.dialog = nil
        }
        // The focus goes back to the window it was asked from, once (a window manager may not
        // give it back, and screen readers speak it as it comes back).
        window.returnsFocus(to: parent)
        dialog = window
        // Shown, then presented if it did not take the focus by itself: a window presented
        // before it is shown is only shown, and the focus is left to the window manager (none
        // gives it in the UI tests' X server); presented when it already has it, screen
        // readers would hear it twice.
        window.show()
        window.presentUnlessFocused()
    }
}
