import CFoldoutGtk

/// The desktop clipboard (what Ctrl+V pastes).
@MainActor
package enum Clipboard {
    /// Puts `text` on the clipboard.
    package static func copy(_ text: String) {
        let clipboard = gtk_clipboard_get(gdk_atom_intern_static_string("CLIPBOARD"))
        gtk_clipboard_set_text(clipboard, text, -1)
        gtk_clipboard_store(clipboard)
    }
}
