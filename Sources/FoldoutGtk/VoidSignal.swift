import CFoldoutGtk

/// A signal whose C callback takes only the instance (`clicked`, `toggled`, `map`, …).
public struct VoidSignal: Sendable, Equatable {
    /// The GLib signal name.
    package let name: String
    /// Names a signal of this shape.
    package init(_ name: String) { self.name = name }
}

extension VoidSignal {
    /// A button was clicked or activated.
    package static let clicked = VoidSignal("clicked")
    /// A toggle button changed.
    package static let toggled = VoidSignal("toggled")
    /// A widget was mapped.
    package static let map = VoidSignal("map")
    /// A widget was realized (it has its GdkWindow and frame clock).
    package static let realize = VoidSignal("realize")
    /// An object is being destroyed.
    public static let destroy = VoidSignal("destroy")
    /// An adjustment's range changed.
    package static let changed = VoidSignal("changed")
    /// An adjustment's value changed.
    package static let valueChanged = VoidSignal("value-changed")
    /// A frame clock painted a frame.
    package static let afterPaint = VoidSignal("after-paint")
    /// A widget's style changed: its theme, font or text scale (`style-updated`).
    package static let styleUpdated = VoidSignal("style-updated")
    /// An application starts (once, in the primary instance).
    package static let startup = VoidSignal("startup")
    /// An application is activated (launched, or launched again).
    package static let activate = VoidSignal("activate")
    /// An application shuts down.
    package static let shutdown = VoidSignal("shutdown")
}
