import CFoldoutGtk

extension Widget {
    /// Calls `handler` with each key pressed while the widget (or one inside it) has the focus;
    /// returning `true` stops the key there. With `after`, runs after the widget's own handling.
    @discardableResult
    package func onKeyPress(after: Bool = false, _ handler: @escaping @MainActor (KeyPress) -> Bool) -> SignalHandlerID {
        on(.keyPressEvent, after: after) { event in
            guard let key = KeyPress(event: event) else { return false }
            return handler(key)
        }
    }

    /// Calls `handler` each time the widget is given its size and place (`size-allocate`);
    /// with `after`, once its children have theirs too.
    @discardableResult
    package func onSizeAllocate(after: Bool = false, _ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        on(.sizeAllocate, after: after) { _ in handler() }
    }
}

extension Container {
    /// Calls `handler` when the child holding the focus changes (`set-focus-child`), with the
    /// identity of the new one (compare it with a child's ``Object/objectID``), or nil when the
    /// focus has left the container.
    @discardableResult
    package func onFocusChildChanged(_ handler: @escaping @MainActor (ObjectID?) -> Void) -> SignalHandlerID {
        on(.setFocusChild) { child in handler(child.map(ObjectID.init)) }
    }
}
