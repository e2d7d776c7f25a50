import FoldoutAppModel
import FoldoutControllers
import FoldoutModel
import GtkKit

/// Foldout's preferences and window geometry, kept in GSettings (schema
/// `io.github.foldout.Foldout`). When no schema can be found, Foldout runs on the schema's
/// defaults, says so once in the log, and keeps changes for the session only.
@MainActor
final class AppSettings {
    /// The schema id (the application id).
    static let schemaID = FoldoutInfo.applicationID
    /// The keys, as in `data/io.github.foldout.Foldout.gschema.xml`.
    enum Key {
        static let colorScheme = "color-scheme"
        static let animations = "animations"
        static let windowWidth = "window-width"
        static let windowHeight = "window-height"
        static let windowMaximized = "window-maximized"
        static let all = [colorScheme, animations, windowWidth, windowHeight, windowMaximized]
    }

    private let settings: Settings?
    /// Values used when there is no schema (the schema's defaults, then the session's changes).
    private var fallback: [String: String] = [
        Key.colorScheme: ColorScheme.system.rawValue, Key.animations: "true",
        Key.windowWidth: String(WindowState.default.width), Key.windowHeight: String(WindowState.default.height),
        Key.windowMaximized: "false",
    ]
    private var fallbackObservers: [String: [Int: @MainActor () -> Void]] = [:]
    private var nextObserver = 0

    /// Opens the schema: the installed one, or from a build tree the one its build compiled.
    init(executable: String?) {
        switch Settings.open(schema: Self.schemaID, keys: Key.all, schemaDirectory: BuiltResources.schemaDirectory,
                             buildDirectory: BuiltResources.buildDirectory, executable: executable) {
        case let .success(settings):
            self.settings = settings
        case let .failure(reason):
            settings = nil
            Log.message("\(reason); preferences start from their defaults and are not kept")
        }
    }

    /// Whether the preferences are kept (a schema was found).
    var isPersistent: Bool { settings != nil }

    /// The colour scheme preference.
    var colorScheme: ColorScheme { ColorScheme(nick: string(Key.colorScheme)) ?? .system }

    /// The Animations preference.
    var animations: Bool {
        get { settings?.bool(Key.animations) ?? (fallback[Key.animations] == "true") }
        set { setBool(Key.animations, newValue) }
    }

    /// The main window's geometry (the schema's ranges keep it valid).
    var window: WindowState {
        get {
            guard let settings else {
                return WindowState(width: Int(fallback[Key.windowWidth] ?? "") ?? WindowState.default.width,
                                   height: Int(fallback[Key.windowHeight] ?? "") ?? WindowState.default.height,
                                   maximized: fallback[Key.windowMaximized] == "true")
            }
            return WindowState(width: settings.int(Key.windowWidth), height: settings.int(Key.windowHeight),
                               maximized: settings.bool(Key.windowMaximized))
        }
        set {
            guard newValue.isValid else { return }
            if let settings {
                // Only what changed: an unchanged key is not written (nor its change announced).
                if settings.int(Key.windowWidth) != newValue.width { settings.set(Key.windowWidth, int: newValue.width) }
                if settings.int(Key.windowHeight) != newValue.height { settings.set(Key.windowHeight, int: newValue.height) }
                if settings.bool(Key.windowMaximized) != newValue.maximized { settings.set(Key.windowMaximized, bool: newValue.maximized) }
            } else {
                fallback[Key.windowWidth] = String(newValue.width)
                fallback[Key.windowHeight] = String(newValue.height)
                fallback[Key.windowMaximized] = newValue.maximized ? "true" : "false"
            }
        }
    }

    /// A string (or enum) key's value.
    func string(_ key: String) -> String {
        settings?.string(key) ?? fallback[key] ?? ""
    }

    /// Sets a string (or enum) key; false when the value is not one the key takes or it is locked.
    @discardableResult
    func set(_ key: String, string value: String) -> Bool {
        if let settings { return settings.set(key, string: value) }
        guard key == Key.colorScheme, ColorScheme(nick: value) != nil else { return false }
        fallback[key] = value
        notifyFallback(key)
        return true
    }

    private func setBool(_ key: String, _ value: Bool) {
        if let settings {
            settings.set(key, bool: value)
        } else {
            fallback[key] = value ? "true" : "false"
            notifyFallback(key)
        }
    }

    /// Whether a key can be changed (an administrator may lock it with dconf).
    func isWritable(_ key: String) -> Bool { settings?.isWritable(key) ?? true }

    /// Calls `handler` whenever `key` changes, here or in another program (`gsettings set`).
    /// The returned function stops the calls.
    @discardableResult
    func observe(_ key: String, _ handler: @escaping @MainActor () -> Void) -> @MainActor () -> Void {
        if let settings {
            let id = settings.onChanged(key, handler)
            return { [weak settings] in settings?.disconnect(id) }
        }
        let id = nextObserver
        nextObserver += 1
        fallbackObservers[key, default: [:]][id] = handler
        return { [weak self] in self?.fallbackObservers[key]?[id] = nil }
    }

    private func notifyFallback(_ key: String) {
        fallbackObservers[key]?.values.forEach { $0() }
    }

    /// Boolean key `key` as a binding (GSettings, or the session's values without a schema).
    func binding(forBool key: String) -> SettingBinding<Bool> {
        if let settings { return settings.binding(forBool: key) }
        return SettingBinding(
            read: { [weak self] in self?.fallback[key] == "true" },
            write: { [weak self] in self?.setBool(key, $0); return self != nil },
            observe: { [weak self] handler in
                let stop = self?.observe(key) { [weak self] in handler(self?.fallback[key] == "true") }
                return SettingObservation { stop?() }
            })
    }

    /// String or enum key `key` as a binding (GSettings, or the session's values without a schema).
    func binding(forString key: String) -> SettingBinding<String> {
        if let settings { return settings.binding(forString: key) }
        return SettingBinding(
            read: { [weak self] in self?.string(key) ?? "" },
            write: { [weak self] in self?.set(key, string: $0) ?? false },
            observe: { [weak self] handler in
                let stop = self?.observe(key) { [weak self] in handler(self?.string(key) ?? "") }
                return SettingObservation { stop?() }
            })
    }

    /// Writes the values of preferences an earlier version kept in the state file, once:
    /// then they are removed from the state file. Without a schema nothing moves (nothing lost).
    func migrate(from store: StateStore) {
        guard settings != nil else { return }
        let migration = LegacyPreferences.migrate(store.state)
        guard migration.found else { return }
        let old = migration.preferences
        if let scheme = old.colorScheme { set(Key.colorScheme, string: scheme.rawValue) }
        if let animations = old.animations { self.animations = animations }
        if let window = old.window { self.window = window }
        for problem in migration.problems {
            Log.warning("\(store.path): \(problem); that earlier preference is dropped")
        }
        store.update { $0 = migration.state }
        Log.message("moved the preferences of \(store.path) to GSettings (\(Self.schemaID))")
    }

    /// Writes pending changes (before the process exits).
    func sync() {
        if settings != nil { Settings.sync() }
    }
}
