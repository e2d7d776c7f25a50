import CFoldoutGtk

/// A `GSimpleAction` with no parameter.
@MainActor
public final class SimpleAction: Object {
    /// Makes an action that runs `handler` when activated.
    public convenience init(name: String, _ handler: @escaping @MainActor () -> Void) {
        self.init(retaining: UnsafeMutableRawPointer(g_simple_action_new(name, nil)))
        on(.activate) { _ in handler() }
    }

    /// Makes an action with a string parameter, run by its detailed names (`win.page::months`,
    /// or `win.page('months')`): `handler` gets the string.
    public convenience init(name: String, stringParameter handler: @escaping @MainActor (String) -> Void) {
        self.init(retaining: UnsafeMutableRawPointer(g_simple_action_new(name, foldout_variant_type_string())))
        on(.activate) { parameter in
            guard let parameter, let text = g_variant_get_string(OpaquePointer(parameter), nil) else { return }
            handler(String(cString: text))
        }
    }

    /// Whether the action can be activated.
    public var isEnabled: Bool {
        get { g_action_get_enabled(OpaquePointer(raw)) != 0 }
        set { g_simple_action_set_enabled(OpaquePointer(raw), newValue ? 1 : 0) }
    }
}

/// A group of actions inserted under a prefix on a widget (e.g. `months.`).
@MainActor
public final class ActionGroup: Object {
    /// Makes an empty group.
    public convenience init() {
        self.init(retaining: UnsafeMutableRawPointer(g_simple_action_group_new()))
    }

    /// Adds a stateless action.
    @discardableResult
    public func addAction(_ name: String, _ handler: @escaping @MainActor () -> Void) -> SimpleAction {
        let action = SimpleAction(name: name, handler)
        g_action_map_add_action(foldout_action_map(raw), OpaquePointer(action.raw))
        return action
    }
}

/// A command-line option handled by the application itself.
public struct ApplicationOption: Sendable {
    /// What follows the option on the command line.
    public enum Argument: Sendable, Equatable {
        /// Nothing: a flag (`--version`).
        case none
        /// A file name in the file system's encoding (`--destinations FILE`); `placeholder` is
        /// what `--help` shows for it.
        case filename(placeholder: String)
        /// A UTF-8 string (`--name TEXT`).
        case string(placeholder: String)
    }

    /// Long name without dashes.
    public let name: String
    /// One-line help; shown by `--help`.
    public let help: String
    /// Hidden from `--help` (for benchmarks and tests).
    public let hidden: Bool
    /// The option's argument, if it takes one.
    public let argument: Argument
    /// Makes an option.
    public init(name: String, help: String, hidden: Bool = false, argument: Argument = .none) {
        self.name = name; self.help = help; self.hidden = hidden; self.argument = argument
    }
}

/// The options given on the command line: the names of those present, and the values of those
/// that take an argument.
public struct GivenOptions: Sendable {
    /// Names of the options given.
    public let names: Set<String>
    /// Values of the options given that take an argument, by name.
    public let values: [String: String]

    /// Makes a set of given options.
    public init(names: Set<String>, values: [String: String] = [:]) {
        self.names = names
        self.values = values
    }

    /// Whether option `name` was given.
    public func contains(_ name: String) -> Bool { names.contains(name) }

    /// The argument of option `name`, if it was given.
    public func value(_ name: String) -> String? { values[name] }
}

/// A `GtkApplication`.
@MainActor
public final class Application: Object {
    /// Makes an application with a reverse-DNS id; it is single-instance unless `unique` is false.
    /// The kit's own translations are set up here (``KitCatalogs/install()``), and the main
    /// actor's work is run in the application's main loop from here on: `Task { @MainActor in }`,
    /// `await MainActor.run`, `DispatchQueue.main.async` (see <doc:WorkingOffTheMainLoop>).
    /// Make it on the main thread, in synchronous code (a `main.swift`, or a synchronous
    /// `static func main()`).
    public convenience init(id: String, unique: Bool = true) {
        KitCatalogs.install()
        MainQueueSource.install()
        let flags = unique ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE
        self.init(retaining: UnsafeMutableRawPointer(gtk_application_new(id, flags)))
    }

    private var app: UnsafeMutablePointer<GApplication> { foldout_g_application(raw) }

    /// Calls `handler` once, in the primary instance, before the first activation.
    public func onStartup(_ handler: @escaping @MainActor () -> Void) { on(.startup, handler) }

    /// Calls `handler` each time the application is activated (launched, or launched again).
    public func onActivate(_ handler: @escaping @MainActor () -> Void) { on(.activate, handler) }

    /// Calls `handler` when the application shuts down.
    public func onShutdown(_ handler: @escaping @MainActor () -> Void) { on(.shutdown, handler) }

    /// Declares options; `handler` gets the options given (flags by name, arguments by name and
    /// value) and returns an exit code to stop (e.g. after `--version`) or nil to go on.
    public func addOptions(_ options: [ApplicationOption], _ handler: @escaping @MainActor (GivenOptions) -> Int32?) {
        for option in options {
            let flags = option.hidden ? Int32(G_OPTION_FLAG_HIDDEN.rawValue) : 0
            let (kind, placeholder): (GOptionArg, String?) = switch option.argument {
            case .none: (G_OPTION_ARG_NONE, nil)
            case let .filename(text): (G_OPTION_ARG_FILENAME, text)
            case let .string(text): (G_OPTION_ARG_STRING, text)
            }
            g_application_add_main_option(app, option.name, 0, GOptionFlags(rawValue: UInt32(flags)), kind, option.help, placeholder)
        }
        let declared = options.map { ($0.name, $0.argument) }
        onHandleLocalOptions { dict in
            guard let dict else { return -1 }
            let variantDict = dict.assumingMemoryBound(to: GVariantDict.self)
            var names = Set<String>()
            var values: [String: String] = [:]
            for (name, argument) in declared where g_variant_dict_contains(variantDict, name) != 0 {
                names.insert(name)
                switch argument {
                case .none: break
                case .filename:
                    // G_OPTION_ARG_FILENAME arrives as a bytestring ("ay").
                    if let variant = g_variant_dict_lookup_value(variantDict, name, foldout_variant_type_bytestring()) {
                        values[name] = String(cString: g_variant_get_bytestring(variant))
                        g_variant_unref(variant)
                    }
                case .string:
                    if let variant = g_variant_dict_lookup_value(variantDict, name, foldout_variant_type_string()) {
                        values[name] = String(cString: g_variant_get_string(variant, nil))
                        g_variant_unref(variant)
                    }
                }
            }
            return handler(GivenOptions(names: names, values: values)) ?? -1
        }
    }

    /// Text shown after the options by `--help` (e.g. the environment variables read).
    public func setOptionDescription(_ text: String) {
        g_application_set_option_context_description(app, text)
    }

    /// Adds a stateless action under `app.` with keyboard accelerators (e.g. `<Control>q`).
    @discardableResult
    public func addAction(_ name: String, accelerators: [String] = [], _ handler: @escaping @MainActor () -> Void) -> SimpleAction {
        let action = SimpleAction(name: name, handler)
        g_action_map_add_action(foldout_action_map(raw), OpaquePointer(action.raw))
        if !accelerators.isEmpty { setAccelerators(accelerators, for: "app.\(name)") }
        return action
    }

    /// Binds accelerators to a detailed action name (`app.quit`, `win.show-help-overlay`, `months.undo`).
    public func setAccelerators(_ accelerators: [String], for detailedAction: String) {
        withCStrings(accelerators) { list in
            gtk_application_set_accels_for_action(foldout_application(raw), detailedAction, list)
        }
    }

    /// Quits the main loop.
    public func quit() { g_application_quit(app) }

    /// Runs the application with the process arguments; returns the exit status.
    public func run(arguments: [String]) -> Int32 {
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        argv.append(nil)
        defer { argv.forEach { free($0) } }
        return argv.withUnsafeMutableBufferPointer { buffer in
            g_application_run(app, Int32(arguments.count), buffer.baseAddress)
        }
    }
}

/// Calls `body` with a NULL-terminated C array of strings.
func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    var array: [UnsafePointer<CChar>?] = copies.map { $0.map { UnsafePointer($0) } }
    array.append(nil)
    return array.withUnsafeBufferPointer { buffer in
        body(buffer.baseAddress!)
    }
}

extension Application {
    /// Quits the process's application (e.g. after a benchmark), if there is one.
    public static func quitDefault() {
        guard let app = g_application_get_default() else { return }
        g_application_quit(app)
    }
}
