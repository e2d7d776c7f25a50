import CFoldoutGtk

/// A `GtkHeaderBar` used as a window's title bar.
@MainActor
public final class HeaderBar: Container {
    /// Makes a header bar with the window buttons shown.
    public convenience init(title: String) {
        self.init(retaining: UnsafeMutableRawPointer(gtk_header_bar_new()))
        gtk_header_bar_set_title(foldout_header_bar(raw), title)
        gtk_header_bar_set_show_close_button(foldout_header_bar(raw), 1)
    }

    /// Puts a widget in the title's place.
    package func setCustomTitle(_ widget: Widget) {
        gtk_header_bar_set_custom_title(foldout_header_bar(raw), widget.widget)
    }

    /// Packs a widget at the end (right in LTR).
    public func packEnd(_ child: Widget) {
        gtk_header_bar_pack_end(foldout_header_bar(raw), child.widget)
    }

    /// Packs a widget at the start (left in LTR).
    package func packStart(_ child: Widget) {
        gtk_header_bar_pack_start(foldout_header_bar(raw), child.widget)
    }
}
