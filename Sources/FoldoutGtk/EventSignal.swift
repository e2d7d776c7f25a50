import CFoldoutGtk

/// An event signal: `GdkEvent *` in, `gboolean` out (return `true` to stop the event), for FoldoutGtk
/// itself and the package: the public API hands Swift values (``KeyPress``, ``ScrollEvent``).
package struct EventSignal: Sendable, Equatable {
    /// The GLib signal name.
    package let name: String
    /// Names a signal of this shape.
    package init(_ name: String) { self.name = name }
}

extension EventSignal {
    /// A key was pressed (`GdkEventKey *`).
    package static let keyPressEvent = EventSignal("key-press-event")
    /// A mouse button was pressed (`GdkEventButton *`).
    package static let buttonPressEvent = EventSignal("button-press-event")
    /// The wheel or touchpad scrolled (`GdkEventScroll *`).
    package static let scrollEvent = EventSignal("scroll-event")
    /// A widget draws (`cairo_t *`).
    package static let draw = EventSignal("draw")
}
