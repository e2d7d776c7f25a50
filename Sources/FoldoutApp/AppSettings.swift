import FoldoutAppModel
import FoldoutControllers
import FoldoutCore
import FoldoutGtk
import FoldoutModel
import Glibc

/// Foldout's preferences and window geometry, kept in GSettings (schema
/// `io.github.foldout.Foldout`). When no schema can be found, Foldout runs on the schema's
/// defaults, says so once in the log, and keeps changes for the session only.
///
/// A write GSettings could not store (its keyfile backend on a full or read-only disk) keeps the
/// value for the session: the person is told (``onNotice``), the key is written again on the
/// next change of a preference and on a timer, and once all are stored they are told so.
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
    /// The keys whose write failed, and what to tell the person.
    private var unsaved = UnsavedPreferences(policy: RetryPolicy(environment: AppSettings.retryEnvironment))
    /// Writes the value of each unsaved key again.
    private var rewrites: [String: @MainActor () -> Bool] = [:]
    /// The next try of the unsaved keys.
    private var retry: MainLoop.Source?
    /// A notice given before anyone showed them.
    private var undelivered: UnsavedPreferences.Notice?

    /// `FOLDOUT_SAVE_RETRY_MS`, if set (the waits between tries, as for the state file).
    private static var retryEnvironment: [String: String] {
        getenv(RetryPolicy.variable).map { [RetryPolicy.variable: String(cString: $0)] } ?? [:]
    }

    /// Shows what the person must be told (preferences not saved, saved again); a notice given
    /// before it is set is handed to it when it is.
    var onNotice: (@MainActor (UnsavedPreferences.Notice) -> Void)? {
        didSet {
            if let onNotice, let notice = undelivered {
                undelivered = nil
                onNotice(notice)
            }
        }
    }

    /// Opens the schema: the installed one, or from a build tree the one its build compiled.
    init(executable: String?) {
        switch Settings.open(
            schema: Self.schemaID, keys: Key.all, schemaDirectory: BuiltResources.schemaDirectory,
            buildDirectory: BuiltResources.buildDirectory, executable: executable)
        {
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
                return WindowState(
                    width: Int(fallback[Key.windowWidth] ?? "") ?? WindowState.default.width,
                    height: Int(fallback[Key.windowHeight] ?? "") ?? WindowState.default.height,
                    maximized: fallback[Key.windowMaximized] == "true")
            }
            return WindowState(
                width: settings.int(Key.windowWidth), height: settings.int(Key.windowHeight),
                maximized: settings.bool(Key.windowMaximized))
        }
        set {
            guard newValue.isValid else { return }
            if let settings {
                // Only what changed: an unchanged key is not written (nor its change announced).
                if settings.int(Key.windowWidth) != newValue.width { write(Key.windowWidth, int: newValue.width) }
                if settings.int(Key.windowHeight) != newValue.height { write(Key.windowHeight, int: newValue.height) }
                if settings.bool(Key.windowMaximized) != newValue.maximized { write(Key.windowMaximized, bool: newValue.maximized) }
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
        if settings != nil { return write(key, string: value) }
        guard key == Key.colorScheme, ColorScheme(nick: value) != nil else { return false }
        fallback[key] = value
        notifyFallback(key)
        return true
    }

    private func setBool(_ key: String, _ value: Bool) {
        if settings != nil {
            write(key, bool: value)
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
        if let settings {
            let stored = settings.binding(forBool: key)
            return SettingBinding(
                read: { stored.value }, write: { [weak self] in self?.write(key, bool: $0) ?? false },
                isWritable: { stored.isWritable }, observe: { stored.observe($0) })
        }
        return SettingBinding(
            read: { [weak self] in self?.fallback[key] == "true" },
            write: { [weak self] in
                self?.setBool(key, $0)
                return self != nil
            },
            observe: { [weak self] handler in
                let stop = self?.observe(key) { [weak self] in handler(self?.fallback[key] == "true") }
                return SettingObservation { stop?() }
            })
    }

    /// String or enum key `key` as a binding (GSettings, or the session's values without a schema).
    func binding(forString key: String) -> SettingBinding<String> {
        if let settings {
            let stored = settings.binding(forString: key)
            return SettingBinding(
                read: { stored.value }, write: { [weak self] in self?.write(key, string: $0) ?? false },
                isWritable: { stored.isWritable }, observe: { stored.observe($0) })
        }
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

    /// Writes pending changes (before the process exits); keys whose writes failed are tried a
    /// last time, and those that still fail are named in the log.
    func sync() {
        guard settings != nil else { return }
        onNotice = nil
        if let retry { MainLoop.cancel(retry) }
        retry = nil
        rewriteUnsaved()
        Settings.sync()
        if unsaved.isFailing {
            Log.warning(
                "preferences could not be saved at quit (see GLib's message above); these changes are lost: "
                    + unsaved.keys.map { "\($0) = \(current($0))" }.joined(separator: ", "))
        }
    }

    @discardableResult
    private func write(_ key: String, bool value: Bool) -> Bool {
        write(key, set: { $0.set(key, bool: value) }, isInMemory: { $0.bool(key) == value })
    }

    @discardableResult
    private func write(_ key: String, int value: Int) -> Bool {
        write(key, set: { $0.set(key, int: value) }, isInMemory: { $0.int(key) == value })
    }

    @discardableResult
    private func write(_ key: String, string value: String) -> Bool {
        write(key, set: { $0.set(key, string: value) }, isInMemory: { $0.string(key) == value })
    }

    /// Writes a key through `set`. GSettings refuses a value out of range and a locked key (the
    /// value stays: false); a write its backend could not store returns false too, but the key
    /// stays writable and holds the new value (`isInMemory`): that is a failure to save, told to
    /// the person and tried again later, and the change counts as made (true).
    private func write(
        _ key: String, set: @escaping @MainActor (Settings) -> Bool,
        isInMemory: @escaping @MainActor (Settings) -> Bool
    ) -> Bool {
        guard let settings else { return false }
        // A change is a chance to store what could not be stored before.
        defer { if unsaved.isFailing && rewrites[key] == nil { rewriteUnsaved() } }
        if set(settings) {
            rewrites[key] = nil
            if let notice = unsaved.saved(key) { savedAgain(notice) }
            return true
        }
        guard settings.isWritable(key), isInMemory(settings) else { return false }
        rewrites[key] = { [weak settings] in settings.map(set) ?? true }
        if let notice = unsaved.failed(key) {
            Log.warning("preferences could not be saved (see GLib's message above); they are kept for this session and saved when possible")
            tell(notice)
        }
        scheduleRetry()
        return true
    }

    /// Writes each unsaved key's value again.
    private func rewriteUnsaved() {
        for key in unsaved.keys {
            guard let rewrite = rewrites[key] else { continue }
            if rewrite() {
                rewrites[key] = nil
                if let notice = unsaved.saved(key) { savedAgain(notice) }
            } else {
                unsaved.failed(key)
            }
        }
        if unsaved.isFailing { scheduleRetry() }
    }

    private func savedAgain(_ notice: UnsavedPreferences.Notice) {
        if let retry { MainLoop.cancel(retry) }
        retry = nil
        Log.message("preferences saved again")
        tell(notice)
    }

    private func scheduleRetry() {
        if let retry { MainLoop.cancel(retry) }
        retry = nil
        guard let delay = unsaved.retryDelay else { return }
        retry = MainLoop.timeout(milliseconds: delay) { [weak self] in
            self?.retry = nil
            self?.rewriteUnsaved()
            return false
        }
    }

    private func tell(_ notice: UnsavedPreferences.Notice) {
        if let onNotice {
            onNotice(notice)
        } else {
            undelivered = notice
        }
    }

    /// A key's value as text, for the log.
    private func current(_ key: String) -> String {
        guard let settings else { return "" }
        switch key {
        case Key.animations, Key.windowMaximized: return settings.bool(key) ? "true" : "false"
        case Key.windowWidth, Key.windowHeight: return String(settings.int(key))
        default: return settings.string(key)
        }
    }
}
