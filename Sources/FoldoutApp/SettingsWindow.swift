import FoldoutControllers
import FoldoutModel
import GtkKit

/// The application's settings (Ctrl+comma, "Preferences" in the primary menu): a window holding
/// the grouped settings menu of `data/menu.json`.
@MainActor
final class SettingsWindow {
    private let store: StateStore
    private let resources: Resources?
    private let mainWindow: Window
    private let application: Application
    private var window: Window?
    private var controller: SettingsMenuController?
    private let help: HelpController

    init(application: Application, store: StateStore, resources: Resources?, mainWindow: Window, help: HelpController) {
        self.help = help
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
    func present() {
        if let window {
            window.present()
            return
        }
        let window = Window.makeToplevel(title: "Preferences")
        window.setTransientNonModal(for: mainWindow)
        window.setApplication(application)
        window.setDefaultSize(width: 480, height: 600)
        window.setTitlebar(HeaderBar(title: "Preferences"))
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
            controller.report(problems.count == 1 ? first : "\(first) (and \(problems.count - 1) more; see the log)")
        }
    }

    /// The settings window if it is the active window (the help opens over it then).
    var activeWindow: Window? { window.flatMap { $0.isActive ? $0 : nil } }

    private var environment: MenuEnvironment {
        MenuEnvironment(
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
                    guard let self else { return }
                    self.help.present(over: self.activeWindow ?? self.mainWindow)
                } else {
                    self?.controller?.report("Nothing to show for “\(detail)”")
                }
            },
            mailSubject: "\(FoldoutInfo.name) \(FoldoutInfo.version) feedback")
    }

    /// The menu's sections and the messages of entries left out (also written to stderr).
    private func loadMenu() -> ([MenuSection], [String]) {
        guard let path = resources?.data("menu.json") else {
            return ([], ["The settings menu file was not found"])
        }
        do {
            let document = try MenuDocument(bytes: try TextFile.read(path: path))
            let problems = document.problems.map { "\(path): \($0); the entry is left out" }
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
