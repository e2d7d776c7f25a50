import FoldoutCore

extension Settings {
    /// Boolean key `key` as a binding: reads, writes (false when locked down) and follows it,
    /// changes made by other programs (`gsettings set`) included.
    ///
    ///     let animations = settings.binding(forBool: "animations")
    package func binding(forBool key: String) -> SettingBinding<Bool> {
        binding(key, read: { $0.bool(key) }, write: { $0.set(key, bool: $1) })
    }

    /// String or enum key `key` as a binding (an enum key's value is its nick; a write outside
    /// the key's range is refused). Map it to the app's own enum with
    /// ``/FoldoutCore/SettingBinding/map(read:write:)``.
    package func binding(forString key: String) -> SettingBinding<String> {
        binding(key, read: { $0.string(key) }, write: { $0.set(key, string: $1) })
    }

    /// Integer key `key` as a binding (a write outside the key's range is refused).
    package func binding(forInt key: String) -> SettingBinding<Int> {
        binding(key, read: { $0.int(key) }, write: { $0.set(key, int: $1) })
    }

    private func binding<Value: Sendable>(
        _ key: String, read: @escaping @MainActor (Settings) -> Value,
        write: @escaping @MainActor (Settings, Value) -> Bool
    ) -> SettingBinding<Value> {
        SettingBinding(
            read: { read(self) },
            write: { write(self, $0) },
            isWritable: { self.isWritable(key) },
            observe: { handler in
                // GLib keeps this closure on the GSettings object: it must not keep the
                // wrapper (and so the object) alive itself.
                let id = self.onChanged(key) { [weak self] in
                    guard let self else { return }
                    handler(read(self))
                }
                return SettingObservation { [weak self] in self?.disconnect(id) }
            })
    }
}
