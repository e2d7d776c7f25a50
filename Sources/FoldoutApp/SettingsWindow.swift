import FoldoutAppModel
import FoldoutControllers
import FoldoutCore
import FoldoutGtk
import FoldoutModel

/// The application's settings (Ctrl+comma, "Preferences" in the primary menu): a window holding
/// the grouped settings menu of `data/menu.json`, searched with Ctrl+F or the header bar's
/// search button (`prefs.search`).
@MainActor
final class SettingsWindow {
    private let settings: AppSettings
    private let resources: Resources?
    private let mainWindow: Window
    private let application: Application
    private var window: Window?
    private var controller: SettingsMenuController?
    private let help: HelpController

    init(application: Application, settings: AppSettings, resources: Resources?, mainWindow: Window, help: HelpController) {
        self.help = help
        self.application = application
        self.settings = settings
        self.resources = resources
        self.mainWindow = mainWindow
    }

    /// Shows the preferences window (built on first use; presented again if open).
    func present() {
        if let window {
            window.present()
            return
        }
        let window = Window.makeToplevel(title: tr("Preferences"))
        window.setTransientNonModal(for: mainWindow)
        window.setApplication(application)
        window.setDefaultSize(width: 480, height: 600)
        let header = HeaderBar(title: tr("Preferences"))
        window.setTitlebar(header)
        // One registry for the file and the rows: a kind the file may name is a kind with a row.
        let kinds = MenuRowKinds.standard
        let (sections, problems) = loadMenu(kinds: kinds)
        warnOfUnboundSettings(in: sections)
        let controller = SettingsMenuController(sections: sections, kinds: kinds, environment: environment) { type in
            Log.warning("the settings menu has no row builder for \(type); it is left out")
        }
        header.packEnd(controller.makeSearchButton())
        // Ctrl+F: search the preferences (the shortcuts window lists it).
        let actions = ActionGroup()
        actions.addAction("search") { [weak controller] in controller?.beginSearch() }
        window.insertActionGroup("prefs", actions)
        application.setAccelerators(["<Control>f"], for: "prefs.search")
        window.add(controller.widget)
        // Escape ends a search first (the controller's), then closes the window.
        window.onEscape { [weak window] in window?.close() }
        window.onDestroy { [weak self] in
            self?.window = nil
            self?.controller = nil
        }
        // The focus goes back to the main window's focused widget (not while it closes too).
        window.returnsFocus(to: mainWindow)
        self.window = window
        self.controller = controller
        window.showAll()
        window.present()
        controller.focus()
        if let first = problems.first {
            controller.report(
                problems.count == 1
                    ? first
                    : trn(
                        "{problem} (and {count} more; see the log)", "{problem} (and {count} more; see the log)",
                        problems.count - 1, ["problem": first]))
        }
    }

    /// The settings window if it is the active window (the help opens over it then).
    var activeWindow: Window? { window.flatMap { $0.isActive ? $0 : nil } }

    private var environment: MenuEnvironment {
        var environment = MenuEnvironment(
            settings: bindings,
            open: { [weak self] uri in URILauncher.open(uri, parent: self?.window) },
            present: { [weak self] detail in
                if detail == "help" {
                    guard let self else { return }
                    self.help.present(over: self.activeWindow ?? self.mainWindow)
                } else {
                    self?.controller?.report(tr("Nothing to show for “{name}”", ["name": detail]))
                }
            },
            mailSubject: tr("{name} {version} feedback", ["name": FoldoutInfo.name, "version": FoldoutInfo.version]))
        // The shipped menu's titles are in the translation template.
        environment.text = { TextDomain.foldout.text($0) }
        return environment
    }

    /// The settings the menu file may name, each bound to its GSettings key (rows follow
    /// changes made elsewhere, e.g. `gsettings set`; Appearance applies them when GSettings
    /// announces them).
    private var bindings: SettingBindings {
        var bindings = SettingBindings()
        bindings.bind(AppSettings.Key.animations, to: settings.binding(forBool: AppSettings.Key.animations))
        bindings.bind(AppSettings.Key.colorScheme, to: settings.binding(forString: AppSettings.Key.colorScheme))
        return bindings
    }

    /// Logs the settings the menu names that Foldout does not have (their rows cannot be changed).
    private func warnOfUnboundSettings(in sections: [MenuSection]) {
        let bound = Set(bindings.keys)
        for option in sections.flatMap(\.items) {
            guard let key = (option as? any SwitchMenuOption)?.setting ?? (option as? any ChoiceMenuOption)?.setting,
                !bound.contains(key)
            else { continue }
            Log.warning("the settings menu names a setting “\(key)” Foldout does not have; its row cannot be changed")
        }
    }

    /// The menu's sections and the messages of entries left out (also written to the log).
    private func loadMenu(kinds: MenuRowKinds) -> ([MenuSection], [String]) {
        guard let path = resources?.data("menu.json") else {
            return ([], [tr("The settings menu file was not found")])
        }
        do {
            let document = try MenuDocument(bytes: try TextFile.read(path: path), kinds: kinds)
            let problems = document.problems.map { tr("{file}: {problem}; the entry is left out", ["file": path, "problem": $0.description]) }
            problems.forEach { Log.warning($0) }
            return (document.sections, problems)
        } catch let error as JSONError {
            let message = "\(path): \(error)"
            Log.warning(message)
            return ([], [message])
        } catch {
            let message = "\(error)"
            Log.warning(message)
            return ([], [message])
        }
    }
}
