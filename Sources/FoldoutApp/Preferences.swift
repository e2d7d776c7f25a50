import FoldoutControllers
import FoldoutModel
import GtkKit

/// The application's own settings menu (Ctrl+comma) and help (F1): a preferences window
/// holding the grouped menu of `data/menu.json`, and the modal help dialog (``HelpDialog``).
@MainActor
final class Preferences {
    private let store: StateStore
    private let resources: Resources?
    private let mainWindow: Window
    private let application: Application
    private var window: Window?
    private var controller: SettingsMenuController?
    private let help = HelpDialog()
    private let pages: [Page]

    init(application: Application, store: StateStore, resources: Resources?, mainWindow: Window, pages: [Page]) {
        self.pages = pages
        self.application = application
        self.store = store
        self.resources = resources
        self.mainWindow = mainWindow
    }

    /// Applies the stored switches (dark theme, animations) at start-up; settings never
    /// switched follow the desktop.
    static func applyStored(_ store: StateStore) {
        let settings = store.section(SettingsState.self)
        if let dark = settings[SettingsState.darkTheme] { Style.prefersDarkTheme = dark }
        if let animations = settings[SettingsState.animations] { Style.setAnimationsEnabled(animations) }
    }

    /// Shows the preferences window (built on first use; presented again if open).
    func showPreferences() {
        if let window {
            window.present()
            return
        }
        let window = Window.makeToplevel(title: tr("Preferences"))
        window.setTransientNonModal(for: mainWindow)
        window.setApplication(application)
        window.setDefaultSize(width: 480, height: 600)
        window.setTitlebar(HeaderBar(title: tr("Preferences")))
        let (sections, problems) = loadMenu()
        let controller = SettingsMenuController(sections: sections, environment: environment) { type in
            StateStore.warn("the settings menu has no row builder for \(type); it is left out")
        }
        window.add(controller.widget)
        window.onEscape { [weak window] in window?.close() }
        window.onDestroy { [weak self] in
            self?.window = nil
            self?.controller = nil
        }
        self.window = window
        self.controller = controller
        window.showAll()
        window.present()
        controller.focus()
        if let first = problems.first {
            controller.report(problems.count == 1 ? first
                              : trn("{problem} (and {count} more; see the log)", "{problem} (and {count} more; see the log)",
                                    problems.count - 1, ["problem": first]))
        }
    }

    /// Shows the help as a modal dialog over the preferences window if it is the active one,
    /// else over the main window. Escape or Close closes it.
    func showHelp() {
        let parent = window.flatMap { $0.isActive ? $0 : nil } ?? mainWindow
        help.present(pages: pages, over: parent, application: application)
    }

    private var environment: MenuEnvironment {
        var environment = MenuEnvironment(
            isOn: { [weak self] key in
                switch key {
                case SettingsState.darkTheme: return Style.prefersDarkTheme
                case SettingsState.animations: return Style.animationsEnabled
                default: return self?.store.section(SettingsState.self)[key] ?? false
                }
            },
            setOn: { [weak self] key, on in
                switch key {
                case SettingsState.darkTheme: Style.prefersDarkTheme = on
                case SettingsState.animations: Style.setAnimationsEnabled(on)
                default: break
                }
                guard let self else { return }
                var settings = self.store.section(SettingsState.self)
                settings[key] = on
                self.store.save(settings)
            },
            open: { [weak self] uri in URILauncher.open(uri, parent: self?.window) },
            present: { [weak self] detail in
                if detail == "help" {
                    self?.showHelp()
                } else {
                    self?.controller?.report(tr("Nothing to show for “{name}”", ["name": detail]))
                }
            },
            mailSubject: tr("{name} {version} feedback", ["name": FoldoutInfo.name, "version": FoldoutInfo.version]))
        // The shipped menu's titles are in the translation template.
        environment.text = { Localization.text($0) }
        return environment
    }

    /// The menu's sections and the messages of entries left out (also written to stderr).
    private func loadMenu() -> ([MenuSection], [String]) {
        guard let path = resources?.data("menu.json") else {
            return ([], [tr("The settings menu file was not found")])
        }
        do {
            let document = try MenuDocument(bytes: try TextFile.read(path: path))
            let problems = document.problems.map { tr("{file}: {problem}; the entry is left out", ["file": path, "problem": $0.description]) }
            problems.forEach(StateStore.warn)
            return (document.sections, problems)
        } catch let error as JSONError {
            let message = "\(path): \(error)"
            StateStore.warn(message)
            return ([], [message])
        } catch {
            let message = "\(error)"
            StateStore.warn(message)
            return ([], [message])
        }
    }
}
