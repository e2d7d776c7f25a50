import CFoldoutGtk

/// The key of the flag a concealable box keeps while its children are hidden from assistive
/// technology and the keyboard.
private let concealedFlagKey = "foldout-concealed"

private func isConcealed(_ accessible: UnsafeMutableRawPointer) -> Bool {
    guard let widget = Widget.widget(of: accessible) else { return false }
    return g_object_get_data(foldout_object(widget), concealedFlagKey) != nil
}

private let concealableChildCount: @convention(c) (UnsafeMutablePointer<AtkObject>?) -> gint = { accessible in
    guard let accessible, !isConcealed(accessible) else { return 0 }
    return AccessibleSubtype.parentClass(of: accessible)?.pointee.get_n_children?(accessible) ?? 0
}

private let concealableRefChild: @convention(c) (UnsafeMutablePointer<AtkObject>?, gint) -> UnsafeMutablePointer<AtkObject>? = { accessible, index in
    guard let accessible, !isConcealed(accessible) else { return nil }
    return AccessibleSubtype.parentClass(of: accessible)?.pointee.ref_child?(accessible, index)
}

/// The widget type of a concealable ``Box``: a GtkBox whose accessible has no children while
/// the box is concealed.
@MainActor
private let concealableBoxType = AccessibleSubtype.register(
    name: "FoldoutConcealableBox", widgetParent: gtk_box_get_type(),
    accessibleParent: gtk_container_accessible_get_type(),
    accessibleClassInit: { klass, _ in
        guard let atkClass = foldout_atk_object_class(klass) else { return }
        atkClass.pointee.get_n_children = concealableChildCount
        atkClass.pointee.ref_child = concealableRefChild
    }
).widget

extension Box {
    /// Makes a box whose children can be concealed (``isConcealed``) while they are still drawn:
    /// the buttons of a bar that is folding away.
    package static func concealable(vertical: Bool, spacing: Int = 0) -> Box {
        let box = Box(retaining: UnsafeMutableRawPointer(g_object_new_with_properties(concealableBoxType, 0, nil, nil)!))
        gtk_orientable_set_orientation(OpaquePointer(box.raw), vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL)
        gtk_box_set_spacing(foldout_box(box.raw), Int32(spacing))
        // A concealed box lets the focus pass by (GtkContainer's handler would enter it).
        box.on(.focus) { [weak box] _ in
            guard let box, box.isConcealed else { return false }
            g_signal_stop_emission_by_name(box.raw, "focus")
            return false
        }
        return box
    }

    /// Whether the children are hidden from screen readers (the box's accessible has none) and
    /// from the keyboard (Tab passes the box by), though still drawn. Only a box made with
    /// ``concealable(vertical:spacing:)`` hides them from screen readers. Changes are announced
    /// to assistive technology as children removed or added. A focused child keeps the focus:
    /// move it first.
    package var isConcealed: Bool {
        get { flag(concealedFlagKey) }
        set {
            guard newValue != isConcealed else { return }
            setFlag(concealedFlagKey, newValue)
            let accessible = gtk_widget_get_accessible(widget)
            let children = gtk_container_get_children(foldout_container(raw))
            defer { g_list_free(children) }
            var index: guint = 0
            var node = children
            while let current = node {
                if let child = current.pointee.data {
                    foldout_emit_children_changed(accessible, newValue ? 0 : 1, index, gtk_widget_get_accessible(foldout_widget(child)))
                }
                index += 1
                node = current.pointee.next
            }
        }
    }
}
