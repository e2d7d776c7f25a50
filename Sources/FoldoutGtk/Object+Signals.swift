import CFoldoutGtk

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
    package func on(_ signal: IntSignal, after: Bool = false, _ handler: @escaping @MainActor (Int32) -> Void) -> SignalHandlerID {
        connect(signal.name, after: after, trampoline: unsafeBitCast(intTrampoline, to: UnsafeMutableRawPointer.self), handler as IntHandler)
    }

    /// Connects a handler with one enum/int argument and a `gboolean` result (`keynav-failed`);
    /// return `true` to stop other handlers.
    @discardableResult
    package func on(_ signal: IntStopSignal, after: Bool = false, _ handler: @escaping @MainActor (Int32) -> Bool) -> SignalHandlerID {
        connect(signal.name, after: after, trampoline: unsafeBitCast(intStopTrampoline, to: UnsafeMutableRawPointer.self), handler as IntStopHandler)
    }

    /// Connects a handler with one pointer argument and a `gint` result (`handle-local-options`).
    @discardableResult
    func onHandleLocalOptions(_ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Int32) -> SignalHandlerID {
        let signal = "handle-local-options"
        return connect(signal, after: false, trampoline: unsafeBitCast(optionsTrampoline, to: UnsafeMutableRawPointer.self), handler as OptionsHandler)
    }

    /// Disconnects a handler; its closure is released by GLib.
    package func disconnect(_ id: SignalHandlerID) {
        g_signal_handler_disconnect(gobject, gulong(id.value))
    }

    /// Runs `body` with handler `id` blocked: what `body` changes does not call it (a view
    /// showing a value it was told, not one a person chose).
    package func blocking(_ id: SignalHandlerID, _ body: () -> Void) {
        g_signal_handler_block(gobject, gulong(id.value))
        defer { g_signal_handler_unblock(gobject, gulong(id.value)) }
        body()
    }

    /// Connects to `notify::property`.
    @discardableResult
    package func onNotify(_ property: ObservedProperty, _ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        on(PointerSignal("notify::\(property.name)")) { _ in handler() }
    }
}
