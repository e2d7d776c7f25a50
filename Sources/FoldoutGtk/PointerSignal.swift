import CFoldoutGtk

/// A signal whose C callback takes one pointer argument (a row, a `GParamSpec *`, an allocation),
/// for FoldoutGtk itself and the package: the public API hands Swift values (``Widget/onKeyPress(after:_:)``,
/// ``Container/onFocusChildChanged(_:)`` …).
package struct PointerSignal: Sendable, Equatable {
    /// The GLib signal name.
    package let name: String
    /// Names a signal of this shape.
    package init(_ name: String) { self.name = name }
}

extension PointerSignal {
    /// A widget was given its size (`GtkAllocation *`).
    package static let sizeAllocate = PointerSignal("size-allocate")
    /// A container's focus child changed (`GtkWidget *`, may be NULL).
    package static let setFocusChild = PointerSignal("set-focus-child")
    /// A list box row was activated (`GtkListBoxRow *`).
    package static let rowActivated = PointerSignal("row-activated")
    /// An action is activated (its parameter, a `GVariant *` or NULL).
    package static let activate = PointerSignal("activate")
}
