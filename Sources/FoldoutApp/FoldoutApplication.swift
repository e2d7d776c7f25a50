import CGtk
import FoldoutModel
import Glibc
import GtkKit

/// The application shell: a single-instance GtkApplication with its options,
/// app-wide actions and accelerators, the stylesheet and the main window.
@MainActor
public final class FoldoutApplication {
    private let app = Application(id: FoldoutInfo.applicationID)
    private var window: MainWindow?
    private var preferences: Preferences?
    private var store: StateStore?
    private var exitAfterFirstFrame = false
    private var environment: [String: String]

    /// Makes the application for the process environment.
    public init(environment: [String: String]) {
        StartupPhase.app.begin()
        self.environment = environment
        app.addOptions([
            ApplicationOption(name: "version", help: "Show the version and exit"),
            ApplicationOption(name: "exit-after-first-frame", help: "Quit once the first frame is painted (benchmarks)", hidden: true),
            ApplicationOption(name: "destinations", help: "Show the destinations of FILE (a JSON file; see README) instead of the shipped ones",
                              argument: .filename(placeholder: "FILE")),
        ]) { [weak self] given in
            if given.contains("version") {
                print("\(FoldoutInfo.name) \(FoldoutInfo.version)")
                return 0
            }
            self?.exitAfterFirstFrame = given.contains("exit-after-first-frame")
            // The option wins over the variable; pages read the variable.
            if let file = given.value("destinations") { self?.environment[DestinationsPage.fileVariable] = file }
            return nil
        }
        app.setOptionDescription("""
            Environment:
              \(DestinationsPage.fileVariable)=FILE   destinations data file (as --destinations; the option wins)
              FOLDOUT_DATADIR=DIR         folder holding resources/ and data/
              FOLDOUT_PAGE=NAME           page shown at start: months, destinations or selector
            """)
        app.onStartup { [weak self] in self?.startup() }
        app.onActivate { [weak self] in self?.activate() }
        app.onShutdown { [weak self] in
            self?.window?.saveSize()
            self?.store?.flush()
        }
    }

    /// Runs until the last window closes; returns the exit status.
    public func run(arguments: [String]) -> Int32 {
        StartupPhase.gtkInit.begin()
        return app.run(arguments: arguments)
    }

    private func startup() {
        StartupPhase.css.begin()
        let resources = Resources.locate(environment: environment)
        if let resources {
            for sheet in resources.stylesheets {
                if let problem = Style.loadCSS(fromFile: sheet) { StateStore.warn(problem) }
            }
        } else {
            StateStore.warn("resources not found (set FOLDOUT_DATADIR to the folder holding resources/); using the plain theme")
        }
        // From a source checkout the icon is not installed yet: look in data/icons too.
        if let resources { Style.addIconSearchPath(resources.data("icons")) }
        StartupPhase.state.begin()
        store = StateStore(environment: environment)
        app.addAction("quit", accelerators: ["<Control>q"]) { [weak self] in
            self?.window?.saveSize()
            self?.app.quit()
        }
        app.setAccelerators(["<Control>question", "<Control>F1"], for: "win.show-help-overlay")
        app.addAction("preferences", accelerators: ["<Control>comma"]) { [weak self] in self?.preferences?.showPreferences() }
        app.addAction("help", accelerators: ["F1"]) { [weak self] in self?.preferences?.showHelp() }
        if let store { Preferences.applyStored(store) }
        self.resources = resources
    }

    private var resources: Resources?

    private func activate() {
        if let window {
            window.window.presentForActivation()
            return
        }
        guard let store else { return }
        StartupPhase.window.begin()
        let main = MainWindow(application: app, store: store, resources: resources, environment: environment)
        window = main
        preferences = Preferences(application: app, store: store, resources: resources, mainWindow: main.window, pages: main.pages)
        if exitAfterFirstFrame {
            main.window.onFirstFrame { [weak self] in self?.app.quit() }
        }
        BenchmarkTrace.attach(to: main.window)
        main.window.presentForActivation()
    }
}
