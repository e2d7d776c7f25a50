/// One setting of type `Value`, wherever it is kept (GSettings, memory, the app's own store):
/// read it, write it, and follow its changes. Every settings row reads and writes its setting
/// through one, whatever the value's type.
///
///     let animations = SettingBinding.inMemory(true)
///     let observation = animations.observe { on in print("animations", on) }
///     animations.write(false)   // prints "animations false"
///     observation.cancel()
///
/// Observers hear every change, made through this binding or elsewhere (`gsettings set`);
/// a change to the value it already has may be announced too, so observers compare.
public struct SettingBinding<Value: Sendable>: Sendable {
    private let reader: @MainActor () -> Value
    private let writer: @MainActor (Value) -> Bool
    private let writability: @MainActor () -> Bool
    private let observer: @MainActor (@escaping @MainActor (Value) -> Void) -> SettingObservation

    /// Makes a binding from its store's functions: `read` gives the value, `write` stores one
    /// (false when refused: out of range, locked down), `isWritable` says whether writes can
    /// succeed, and `observe` calls its handler with the new value on every change until the
    /// observation it returns is cancelled.
    public init(
        read: @escaping @MainActor () -> Value, write: @escaping @MainActor (Value) -> Bool,
        isWritable: @escaping @MainActor () -> Bool = { true },
        observe: @escaping @MainActor (@escaping @MainActor (Value) -> Void) -> SettingObservation
    ) {
        reader = read
        writer = write
        writability = isWritable
        observer = observe
    }

    /// The current value.
    @MainActor public var value: Value { reader() }

    /// Stores `value`; returns false when it was refused (and the setting keeps its value).
    @MainActor @discardableResult
    public func write(_ value: Value) -> Bool { writer(value) }

    /// Whether the setting can be changed now (not locked down).
    @MainActor public var isWritable: Bool { writability() }

    /// Calls `handler` with the new value on every change until the observation is cancelled.
    @MainActor
    public func observe(_ handler: @escaping @MainActor (Value) -> Void) -> SettingObservation { observer(handler) }

    /// The same setting seen as another type: `read` turns a stored value into the new type,
    /// `write` turns a new value back (e.g. a GSettings enum's nick and the app's enum).
    package func map<Other: Sendable>(
        read: @escaping @Sendable (Value) -> Other,
        write: @escaping @Sendable (Other) -> Value
    ) -> SettingBinding<Other> {
        let base = self
        return SettingBinding<Other>(
            read: { read(base.value) }, write: { base.write(write($0)) },
            isWritable: { base.isWritable },
            observe: { handler in base.observe { handler(read($0)) } })
    }

    /// A binding over a value kept in memory (tests, apps without a settings store); see
    /// ``InMemorySetting`` to change it from the side.
    @MainActor
    public static func inMemory(_ value: Value) -> SettingBinding<Value> {
        InMemorySetting(value).binding
    }
}
