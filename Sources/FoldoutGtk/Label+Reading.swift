import CFoldoutGtk

/// The key under which a heading label keeps its level (1 the highest) for its accessible.
private let headingLevelKey = "foldout-heading-level"

/// `get_attributes` of a heading's accessible: the label's own attributes and `level`, which
/// screen readers read with the HEADING role ("heading level 2").
private let headingAttributes: @convention(c) (UnsafeMutablePointer<AtkObject>?) -> UnsafeMutablePointer<AtkAttributeSet>? = { accessible in
    guard let accessible else { return nil }
    let attributes = AccessibleSubtype.parentClass(of: accessible)?.pointee.get_attributes?(accessible)
    guard let widget = Widget.widget(of: accessible),
        let level = g_object_get_data(foldout_object(widget), headingLevelKey)
    else { return attributes }
    let attribute = g_malloc0(gsize(MemoryLayout<AtkAttribute>.size))!.assumingMemoryBound(to: AtkAttribute.self)
    attribute.pointee.name = g_strdup("level")
    attribute.pointee.value = g_strdup(String(Int(bitPattern: level)))
    return g_slist_prepend(attributes, attribute)
}

/// `initialize` of a heading's accessible: the label's, then the HEADING role.
private let headingInitialize: @convention(c) (UnsafeMutablePointer<AtkObject>?, gpointer?) -> Void = { accessible, data in
    guard let accessible else { return }
    AccessibleSubtype.parentClass(of: accessible)?.pointee.initialize?(accessible, data)
    atk_object_set_role(accessible, ATK_ROLE_HEADING)
}

/// The widget type of ``Label/heading(_:level:)``: a GtkLabel whose accessible is a heading.
@MainActor
private let headingType: GType = AccessibleSubtype.register(
    name: "FoldoutHeading", widgetParent: gtk_label_get_type(), accessibleParent: gtk_label_accessible_get_type(),
    accessibleClassInit: { klass, _ in
        let atkClass = foldout_atk_object_class(klass)
        atkClass?.pointee.get_attributes = headingAttributes
        atkClass?.pointee.initialize = headingInitialize
    }
).widget

extension Label {
    /// Makes a heading: a label that screen readers see as a heading of `level` (1 the
    /// highest, as HTML's `h1`…`h6`), so they read it as one ("Months heading level 2") and
    /// can tell the sections of a text apart. Its look is the caller's (a style class).
    ///
    ///     let title = Label.heading("Months", level: 2)
    package static func heading(_ text: String, level: Int) -> Label {
        let label = Label(retaining: UnsafeMutableRawPointer(g_object_new_with_properties(headingType, 0, nil, nil)!))
        g_object_set_data(label.gobject, headingLevelKey, UnsafeMutableRawPointer(bitPattern: max(1, level)))
        label.text = text
        return label
    }

    /// The heading level screen readers are told, or nil for a label that is not a heading.
    package var headingLevel: Int? {
        g_object_get_data(gobject, headingLevelKey).map { Int(bitPattern: $0) }
    }
}

extension Label {
    /// Makes the label a stop of the keyboard focus with a text caret, for text that is read
    /// rather than used (a help page): Tab reaches it, screen readers read it whole when it
    /// takes the focus and by character, word or line as the caret moves (Left, Right, Home,
    /// End, with Ctrl by words), and its text can be selected and copied. It takes the focus
    /// with its caret where it was (at first its start) and nothing selected: GTK's own
    /// selectable label selects its whole text as the keyboard brings the focus, and screen
    /// readers then hear the caret jump before the label, and not the label.
    package func makeReadable() {
        gtk_label_set_selectable(foldout_label(raw), 1)
        nonisolated(unsafe) let pointer = widget
        on(VoidSignal("grab-focus")) {
            // Runs before GtkLabel's handler: take the focus as any widget does, and stop there.
            foldout_widget_class(g_type_class_peek(gtk_widget_get_type()))?.pointee.grab_focus?(pointer)
            g_signal_stop_emission_by_name(pointer, "grab-focus")
        }
    }
}
