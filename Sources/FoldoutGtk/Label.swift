import CFoldoutGtk

/// A `GtkLabel`.
@MainActor
public final class Label: Widget {
    /// Makes a label.
    public convenience init(_ text: String = "") {
        self.init(retaining: UnsafeMutableRawPointer(gtk_label_new(text)))
    }

    /// The text.
    public var text: String {
        get { String(cString: gtk_label_get_text(foldout_label(raw))) }
        set { gtk_label_set_text(foldout_label(raw), newValue) }
    }

    /// Horizontal alignment of the text in its space (0 start … 1 end).
    public func setXAlign(_ value: Float) { gtk_label_set_xalign(foldout_label(raw), value) }

    /// Ellipsizes at the end when space is short.
    public func ellipsizeEnd() { gtk_label_set_ellipsize(foldout_label(raw), PANGO_ELLIPSIZE_END) }

    /// Wraps long text at word boundaries.
    public func wrap() { gtk_label_set_line_wrap(foldout_label(raw), 1) }

    /// Wraps the text at word boundaries to at most `lines` lines, the last ending in "…" when
    /// the text is longer.
    public func wrap(maxLines lines: Int) {
        let label = foldout_label(raw)
        gtk_label_set_line_wrap(label, 1)
        gtk_label_set_line_wrap_mode(label, PANGO_WRAP_WORD_CHAR)
        gtk_label_set_ellipsize(label, PANGO_ELLIPSIZE_END)
        gtk_label_set_lines(label, Int32(max(1, lines)))
    }

    /// Whether the text can be selected (and copied) with the mouse or keyboard.
    package var isSelectable: Bool {
        get { gtk_label_get_selectable(foldout_label(raw)) != 0 }
        set { gtk_label_set_selectable(foldout_label(raw), newValue ? 1 : 0) }
    }
}
