/// A setting kept in memory: setting ``value`` tells every observer of ``binding``.
@MainActor
public final class InMemorySetting<Value: Sendable> {
    /// The value; setting it (here or through ``binding``) calls the observers.
    public var value: Value {
        didSet { observers.values.forEach { $0(value) } }
    }
    /// Whether ``binding`` accepts writes (a locked-down setting when false).
    package var isWritable = true
    private var observers: [Int: @MainActor (Value) -> Void] = [:]
    private var nextObserver = 0

    /// A setting holding `value`.
    public init(_ value: Value) { self.value = value }

    /// The number of observers not yet cancelled.
    package var observerCount: Int { observers.count }

    /// The binding reading and writing ``value``.
    public var binding: SettingBinding<Value> {
        SettingBinding(
            read: { self.value },
            write: { value in
                guard self.isWritable else { return false }
                self.value = value
                return true
            },
            isWritable: { self.isWritable },
            observe: { handler in
                let id = self.nextObserver
                self.nextObserver += 1
                self.observers[id] = handler
                return SettingObservation { [weak self] in self?.observers[id] = nil }
            })
    }
}
