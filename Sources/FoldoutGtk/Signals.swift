import CFoldoutGtk

/// The id of a connected signal handler.
public struct SignalHandlerID: Hashable, Sendable {
    /// The GLib handler id.
    public let value: UInt
}

/// Holds a Swift closure for the lifetime of a GLib signal connection or source.
///
/// GLib owns each box: it is retained when passed to C and released by the
/// destroy-notify when the handler is disconnected or its object is finalised.
package final class ClosureBox<Function> {
    package let function: Function
    package init(_ function: Function) { self.function = function }
}

/// Releases a box handed to GLib with `passRetained`; used as `GClosureNotify`.
let releaseClosureBox: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// Releases a box handed to GLib with `passRetained`; used as `GDestroyNotify`.
package let releaseBox: @convention(c) (UnsafeMutableRawPointer?) -> Void = { data in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

typealias VoidHandler = @MainActor () -> Void
typealias PointerHandler = @MainActor (UnsafeMutableRawPointer?) -> Void
typealias EventHandler = @MainActor (UnsafeMutableRawPointer?) -> Bool
typealias IntHandler = @MainActor (Int32) -> Void
typealias OptionsHandler = @MainActor (UnsafeMutableRawPointer?) -> Int32
typealias IntStopHandler = @MainActor (Int32) -> Bool

private func unbox<F>(_ data: UnsafeMutableRawPointer?, as: F.Type) -> F? {
    guard let data else { return nil }
    return Unmanaged<ClosureBox<F>>.fromOpaque(data).takeUnretainedValue().function
}

// Trampolines: one per C signature. Signals are emitted on the main thread.
private let voidTrampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
    let data = CallbackArgument(data)
    MainActor.assumeIsolated { unbox(data.value, as: VoidHandler.self)?() }
}
private let pointerTrampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, arg, data in
    let (arg, data) = (CallbackArgument(arg), CallbackArgument(data))
    MainActor.assumeIsolated { unbox(data.value, as: PointerHandler.self)?(arg.value) }
}
private let eventTrampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = { _, event, data in
    let (event, data) = (CallbackArgument(event), CallbackArgument(data))
    return MainActor.assumeIsolated { (unbox(data.value, as: EventHandler.self)?(event.value) ?? false) ? 1 : 0 }
}
private let intTrampoline: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void = { _, value, data in
    let data = CallbackArgument(data)
    MainActor.assumeIsolated { unbox(data.value, as: IntHandler.self)?(value) }
}
private let intStopTrampoline: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> gboolean = { _, value, data in
    let data = CallbackArgument(data)
    return MainActor.assumeIsolated { (unbox(data.value, as: IntStopHandler.self)?(value) ?? false) ? 1 : 0 }
}
private let optionsTrampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Int32 = { _, dict, data in
    let (dict, data) = (CallbackArgument(dict), CallbackArgument(data))
    return MainActor.assumeIsolated { unbox(data.value, as: OptionsHandler.self)?(dict.value) ?? -1 }
}

/// A signal whose C callback takes only the instance (`clicked`, `toggled`, `map`, …).
public struct VoidSignal: Sendable, Equatable {
    /// The GLib signal name.
    public let name: String
    /// Names a signal of this shape.
    public init(_ name: String) { self.name = name }
}

/// A signal whose C callback takes one pointer argument (a row, a `GParamSpec *`, an allocation),
/// for FoldoutGtk itself and the package: the public API hands Swift values (``Widget/onKeyPress(after:_:)``,
/// ``Container/onFocusChildChanged(_:)`` …).
package struct PointerSignal: Sendable, Equatable {
    /// The GLib signal name.
    package let name: String
    /// Names a signal of this shape.
    package init(_ name: String) { self.name = name }
}

/// An event signal: `GdkEvent *` in, `gboolean` out (return `true` to stop the event), for FoldoutGtk
/// itself and the package: the public API hands Swift values (``KeyPress``, ``ScrollEvent``).
package struct EventSignal: Sendable, Equatable {
    /// The GLib signal name.
    package let name: String
    /// Names a signal of this shape.
    package init(_ name: String) { self.name = name }
}

/// A signal with one `gint` argument (a dialog's `response`).
public struct IntSignal: Sendable, Equatable {
    /// The GLib signal name.
    public let name: String
    /// Names a signal of this shape.
    public init(_ name: String) { self.name = name }
}

/// A signal with one enum or `gint` argument and a `gboolean` result (`keynav-failed`).
public struct IntStopSignal: Sendable, Equatable {
    /// The GLib signal name.
    public let name: String
    /// Names a signal of this shape.
    public init(_ name: String) { self.name = name }
}

/// A GObject property whose changes `notify::name` reports.
public struct ObservedProperty: Sendable, Equatable {
    /// The property's name.
    public let name: String
    /// Names a property.
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

extension IntSignal {
    /// A dialog was answered.
    public static let response = IntSignal("response")
}

extension IntStopSignal {
    /// Keyboard navigation hit an edge (`GtkDirectionType`).
    public static let keynavFailed = IntStopSignal("keynav-failed")
    /// The focus moves into or within a widget (`GtkDirectionType`); `true` when handled.
    public static let focus = IntStopSignal("focus")
}

extension ObservedProperty {
    /// A stack's visible page.
    public static let visibleChildName = ObservedProperty("visible-child-name")
    /// A revealer's child finished showing or hiding.
    public static let childRevealed = ObservedProperty("child-revealed")
    /// A switch's state.
    public static let active = ObservedProperty("active")
}

extension Object {
    private func connect<F>(_ signal: String, after: Bool, trampoline: UnsafeMutableRawPointer, _ function: F) -> SignalHandlerID {
        let box = Unmanaged.passRetained(ClosureBox(function) as AnyObject).toOpaque()
        let id = foldout_signal_connect(raw, signal, trampoline, box, releaseClosureBox, after ? 1 : 0)
        if id == 0 {
            // GLib refused (unknown signal) and did not take the box: release it here.
            Unmanaged<AnyObject>.fromOpaque(box).release()
        }
        return SignalHandlerID(value: UInt(id))
    }

    /// Connects a handler for a signal whose C callback takes only the instance.
    @discardableResult
    public func on(_ signal: VoidSignal, after: Bool = false, _ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect(signal.name, after: after, trampoline: unsafeBitCast(voidTrampoline, to: UnsafeMutableRawPointer.self), handler as VoidHandler)
    }

    /// Connects a handler for a signal whose C callback takes one pointer argument
    /// (a row, a `GParamSpec *`, an allocation, a `GVariant *`).
    @discardableResult
    package func on(_ signal: PointerSignal, after: Bool = false, _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void) -> SignalHandlerID {
        connect(signal.name, after: after, trampoline: unsafeBitCast(pointerTrampoline, to: UnsafeMutableRawPointer.self), handler as PointerHandler)
    }

    /// Connects a handler for an event signal (`GdkEvent *` in, `gboolean` out):
    /// returning `true` stops the event.
    @discardableResult
    package func on(_ signal: EventSignal, after: Bool = false, _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Bool) -> SignalHandlerID {
        connect(signal.name, after: after, trampoline: unsafeBitCast(eventTrampoline, to: UnsafeMutableRawPointer.self), handler as EventHandler)
    }

    /// Connects a handler for a signal with one `gint` argument (e.g. a dialog's `response`).
    @discardableResult
    public func on(_ signal: IntSignal, after: Bool = false, _ handler: @escaping @MainActor (Int32) -> Void) -> SignalHandlerID {
        connect(signal.name, after: after, trampoline: unsafeBitCast(intTrampoline, to: UnsafeMutableRawPointer.self), handler as IntHandler)
    }

    /// Connects a handler with one enum/int argument and a `gboolean` result (`keynav-failed`);
    /// return `true` to stop other handlers.
    @discardableResult
    public func on(_ signal: IntStopSignal, after: Bool = false, _ handler: @escaping @MainActor (Int32) -> Bool) -> SignalHandlerID {
        connect(signal.name, after: after, trampoline: unsafeBitCast(intStopTrampoline, to: UnsafeMutableRawPointer.self), handler as IntStopHandler)
    }

    /// Connects a handler with one pointer argument and a `gint` result (`handle-local-options`).
    @discardableResult
    func onHandleLocalOptions(_ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Int32) -> SignalHandlerID {
        let signal = "handle-local-options"
        return connect(signal, after: false, trampoline: unsafeBitCast(optionsTrampoline, to: UnsafeMutableRawPointer.self), handler as OptionsHandler)
    }

    /// Disconnects a handler; its closure is released by GLib.
    public func disconnect(_ id: SignalHandlerID) {
        g_signal_handler_disconnect(gobject, gulong(id.value))
    }

    /// Runs `body` with handler `id` blocked: what `body` changes does not call it (a view
    /// showing a value it was told, not one a person chose).
    public func blocking(_ id: SignalHandlerID, _ body: () -> Void) {
        g_signal_handler_block(gobject, gulong(id.value))
        defer { g_signal_handler_unblock(gobject, gulong(id.value)) }
        body()
    }

    /// Connects to `notify::property`.
    @discardableResult
    public func onNotify(_ property: ObservedProperty, _ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        on(PointerSignal("notify::\(property.name)")) { _ in handler() }
    }
}
