import CFoldoutGtk

/// A `GtkApplication`.
@MainActor
public final class Application: Object {
    /// Makes an application with a reverse-DNS id; it is single-instance unless `unique` is false.
    /// The kit's own translations are set up here (`KitCatalogs/install()`), and the main
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
    package func onShutdown(_ handler: @escaping @MainActor () -> Void) { on(.shutdown, handler) }

    /// Declares options; `handler` gets the options given (flags by name, arguments by name and
    /// value) and returns an exit code to stop (e.g. after `--version`) or nil to go on.
    public func addOptions(_ options: [ApplicationOption], _ handler: @escaping @MainActor (GivenOptions) -> Int32?) {
        for option in options {
            let flags = option.hidden ? Int32(G_OPTION_FLAG_HIDDEN.rawValue) : 0
            let (kind, placeholder): (GOptionArg, String?) =
                switch option.argument {
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
    package static func quitDefault() {
        guard let app = g_application_get_default() else { return }
        g_application_quit(app)
    }
}
