/// The bindings of an app's settings by key name, for rows read from a menu file: a row names
/// its setting (`"setting": "animations"`), and the menu's environment resolves the name here.
///
///     var settings = SettingBindings()
///     settings.bind("animations", to: SettingBinding.inMemory(true))
///     let animations = settings.binding("animations", as: Bool.self)   // nil for another type
public struct SettingBindings: Sendable {
    private var bindings: [String: any Sendable] = [:]

    /// No settings.
    public init() {}

    /// Binds key `key` to `binding` (replacing an earlier binding of the key).
    public mutating func bind<Value: Sendable>(_ key: String, to binding: SettingBinding<Value>) {
        bindings[key] = binding
    }

    /// The binding of `key` if it is bound to a setting of type `Value`, else nil.
    public func binding<Value: Sendable>(_ key: String, as type: Value.Type = Value.self) -> SettingBinding<Value>? {
        bindings[key] as? SettingBinding<Value>
    }

    /// The bound keys, sorted.
    package var keys: [String] { bindings.keys.sorted() }
}
