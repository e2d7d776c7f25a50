/// What to do with each kind of row, keyed by the option's concrete type: the row builders of a
/// view, the handlers of a test. Registering a new type touches no other entry.
///
///     var builders = MenuDispatch<RowView>()
///     builders.register(LinkMenuItem.self) { link in LinkRowView(link) }
///     let view = builders.dispatch(option)   // nil for an unregistered type
public struct MenuDispatch<Output> {
    private var handlers: [ObjectIdentifier: (any MenuOption) -> Output?] = [:]

    /// An empty dispatch.
    public init() {}

    /// Handles options of type `T` with `handler`.
    public mutating func register<T: MenuOption>(_ type: T.Type, _ handler: @escaping (T) -> Output) {
        handlers[ObjectIdentifier(type)] = { option in (option as? T).map(handler) }
    }

    /// Whether options of `type` are handled.
    public func handles(_ type: any MenuOption.Type) -> Bool {
        handlers[ObjectIdentifier(type)] != nil
    }

    /// The handler's result for `option`, or nil when its type is not registered.
    public func dispatch(_ option: any MenuOption) -> Output? {
        handlers[ObjectIdentifier(type(of: option))]?(option) ?? nil
    }
}
