import CFoldoutGtk

/// A signal whose C callback takes only the instance (`clicked`, `toggled`, `map`, …).
public struct VoidSignal: Sendable, Equatable {
    /// The GLib signal name.
    public let name: String
    /// Names a signal of this shape.
    public init(_ name: String) { self.name = name }
}

extension VoidSignal {
    /// A button was clicked or activated.
    public static let clicked = VoidSignal("clicked")
    /// A toggle button changed.
    public static let toggled = VoidSignal("toggled")
    /// A widget was mapped.
    public static let map = VoidSignal("map")
    /// A widget was realized (it has its GdkWindow and frame clock).
    public static let realize = VoidSignal("realize")
    /// An object is being destroyed.
    public static let destroy = VoidSignal("destroy")
    /// An adjustment's range changed.
    public static let changed = VoidSignal("changed")
    /// An adjustment's value changed.
    public static let valueChanged = VoidSignal("value-changed")
    /// A frame clock painted a frame.
    public static let afterPaint = VoidSignal("after-paint")
    /// A widget's style changed: its theme, font or text scale (`style-updated`).
    public static let styleUpdated = VoidSignal("style-updated")
    /// An application starts (once, in the primary instance).
    public static let startup = VoidSignal("startup")
    /// An application is activated (launched, or launched again).
    public static let activate = VoidSignal("activate")
    /// An application shuts down.
    public static let shutdown = VoidSignal("shutdown")
}
