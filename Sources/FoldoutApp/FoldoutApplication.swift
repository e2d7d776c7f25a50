import FoldoutAppModel
import FoldoutControllers
import FoldoutCore
import FoldoutGtk
import FoldoutModel
import Glibc

/// The application shell: a single-instance, D-Bus activatable GtkApplication with its
/// options, app-wide actions and accelerators, the built-in stylesheets and shortcuts window
/// (GResource), the preferences (GSettings) and the main window.
@MainActor
package final class FoldoutApplication {
    private let app = Application(id: FoldoutInfo.applicationID)
    private var window: MainWindow?
    private var settingsWindow: SettingsWindow?
    private var help: HelpController?
    private var store: StateStore?
    private var settings: AppSettings?
    private var appearance: Appearance?
    private var environment: [String: String]
    private let hooks: AppHooks

    /// Makes the application for the process environment.
    package convenience init(environment: [String: String]) {
        self.init(environment: environment, hooks: AppHooks())
    }

    /// Makes the application for the process environment, with `hooks` attached (the
    /// benchmarks' `foldout-bench`).
    package init(environment: [String: String], hooks: AppHooks) {
        hooks.phase(.app)
        self.hooks = hooks
        Log.domain = "Foldout"
        self.environment = environment
        // gettext first: --help is written before GTK starts up.
        let resources = Resources.locate(environment: environment)
        self.resources = resources
        // Foldout's own domain; the kit's (`foldout-kit`) is FoldoutGtk's to bind.
        TextDomain.foldout.catalog = Gettext.setUp(
            domain: TextDomain.foldout.name,
            directory: Resources.localeDirectory(environment: environment, resources: resources))
        Log.keepStdoutForResults()
        // Before run: GtkApplication looks at its resource base path (from the application id)
        // at start-up.
        if let problem = ResourceBundle.register(base64: BuiltResources.gresource) { Log.warning(problem) }
        app.addOptions([
            ApplicationOption(name: "version", help: tr("Show the version and exit")),
            ApplicationOption(
                // TRANSLATORS: FILE is the placeholder of the option's argument, translated below.
                name: "destinations", help: tr("Show the destinations of FILE (a JSON file; see README) instead of the shipped ones"),
                // TRANSLATORS: the argument of --destinations in --help; keep it in capitals if your language has them.
                argument: .filename(placeholder: tr("FILE"))),
        ]) { [weak self] given in
            if given.contains("version") {
                print("\(FoldoutInfo.name) \(FoldoutInfo.version)")
                return 0
            }
            // The option wins over the variable; pages read the variable.
            if let file = given.value("destinations") { self?.environment[DestinationsPage.fileVariable] = file }
            return nil
        }
        app.setOptionDescription(
            tr(
                // TRANSLATORS: --help's list of environment variables. Translate the words, keep the
                // variable names, option names and page names (months, destinations, selector) as they are.
                "Environment:\n  FOLDOUT_DESTINATIONS=FILE   destinations data file (as --destinations; the option wins)\n  FOLDOUT_DATADIR=DIR         folder holding data/\n  FOLDOUT_LOCALEDIR=DIR       folder holding the translations (<lang>/LC_MESSAGES/foldout.mo)\n  FOLDOUT_PAGE=NAME           page shown at start: months, destinations or selector"
            ))
        app.onStartup { [weak self] in self?.startup() }
        app.onActivate { [weak self] in self?.activate() }
        app.onShutdown { [weak self] in
            self?.window?.saveSize()
            self?.store?.flush()
            self?.settings?.sync()
        }
    }

    /// Runs until the last window closes; returns the exit status.
    package func run(arguments: [String]) -> Int32 {
        hooks.phase(.gtkInit)
        return app.run(arguments: arguments)
    }

    /// The built-in stylesheets: `css/foldout.css` (application-wide) first, then the pages' in
    /// name order.
    static let stylesheetFolder = "/io/github/foldout/Foldout/css/"

    private func startup() {
        hooks.phase(.css)
        let sheets = ResourceBundle.children(of: Self.stylesheetFolder)
        for name in ["foldout.css"] + sheets.filter({ $0 != "foldout.css" }) {
            if let problem = Style.loadCSS(fromResource: Self.stylesheetFolder + name) { Log.warning(problem) }
        }
        // The controllers' defaults, under Foldout's stylesheets (which give its own look).
        if let problem = ControllerStyle.install() { Log.warning(problem) }
        if resources == nil {
            Log.warning("the data folder was not found (set FOLDOUT_DATADIR to the folder holding data/)")
        }
        // From a source checkout the icon is not installed yet: look in data/icons too. Its
        // folders of icons themselves, not data/icons: GTK would look in that for every folder
        // of every size and context the hicolor theme lists (about 660, at each start).
        if let resources {
            for folder in ["scalable", "symbolic"] { Style.addIconSearchPath(resources.data("icons/hicolor/\(folder)/apps")) }
        }
        hooks.phase(.state)
        let store = StateStore(environment: environment)
        self.store = store
        let settings = AppSettings(executable: Resources.executablePath())
        settings.migrate(from: store)
        self.settings = settings
        appearance = Appearance(settings: settings, application: app)
        app.addAction("quit", accelerators: ["<Control>q"]) { [weak self] in
            self?.window?.saveSize()
            self?.app.quit()
        }
        app.setAccelerators(["<Control>question", "<Control>F1"], for: "win.show-help-overlay")
        app.addAction("preferences", accelerators: ["<Control>comma"]) { [weak self] in self?.settingsWindow?.present() }
        app.addAction("help", accelerators: ["F1"]) { [weak self] in
            guard let self, let main = self.window?.window else { return }
            self.help?.present(over: self.settingsWindow?.activeWindow ?? main)
        }
    }

    private let resources: Resources?

    private func activate() {
        if let window {
            window.window.presentForActivation()
            return
        }
        guard let store, let settings else { return }
        hooks.phase(.window)
        let main = MainWindow(application: app, store: store, settings: settings, resources: resources, environment: environment, hooks: hooks)
        window = main
        let help = HelpController(pages: main.pages, application: app)
        self.help = help
        settingsWindow = SettingsWindow(application: app, settings: settings, resources: resources, mainWindow: main.window, help: help)
        hooks.windowBuilt(BuiltWindow(main))
        main.window.presentForActivation()
    }
}
