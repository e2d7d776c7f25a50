import FoldoutControllers
import FoldoutAppModel
import FoldoutModel
import GtkKit

/// The application's settings (Ctrl+comma, "Preferences" in the primary menu): a window holding
/// the grouped settings menu of `data/menu.json`.
@MainActor
final class SettingsWindow {
    private let settings: AppSettings
    private let resources: Resources?
    private let mainWindow: Window
    private let application: Application
    private var window: Window?
    /// What the Animations switch of the open window shows.
    private var shownAnimations = true
    /// Stops following the Animations key (while the window is open).
    private var stopFollowing: (@MainActor () -> Void)?
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
        window.setTitlebar(HeaderBar(title: tr("Preferences")))
        let (sections, problems) = loadMenu()
        var builders = MenuRowBuilders.standard
        builders.registerChoiceRows(choiceSettings)
        let controller = SettingsMenuController(sections: sections, builders: builders, environment: environment) { type in
            Log.warning("the settings menu has no row builder for \(type); it is left out")
        }
        window.add(controller.widget)
        followAnimations(sections: sections)
        window.onEscape { [weak window] in window?.close() }
        window.onDestroy { [weak self] in
            self?.stopFollowing?()
            self?.stopFollowing = nil
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

    /// The settings window if it is the active window (the help opens over it then).
    var activeWindow: Window? { window.flatMap { $0.isActive ? $0 : nil } }

    /// Keeps the Animations switch showing the key while the window is open: a change made
    /// elsewhere (`gsettings set`) toggles the switch as a click would (which stores the value the
    /// key already has, so nothing loops).
    private func followAnimations(sections: [MenuSection]) {
        shownAnimations = settings.animations
        var place: (section: Int, row: Int)?
        for (section, entries) in sections.enumerated() {
            if let row = entries.items.firstIndex(where: { ($0 as? any SwitchMenuOption)?.setting == AppSettings.Key.animations }) {
                place = (section, row)
            }
        }
        guard let place else { return }
        stopFollowing = settings.observe(AppSettings.Key.animations) { [weak self] in
            guard let self, self.settings.animations != self.shownAnimations else { return }
            self.controller?.activate(section: place.section, row: place.row)
        }
    }

    private var environment: MenuEnvironment {
        var environment = MenuEnvironment(
            isOn: { [weak self] key in
                key == AppSettings.Key.animations ? self?.settings.animations ?? true : false
            },
            setOn: { [weak self] key, on in
                // Appearance applies the change when GSettings announces it.
                guard key == AppSettings.Key.animations else {
                    Log.warning("the settings menu names a switch “\(key)” Foldout does not have")
                    return
                }
                self?.shownAnimations = on
                self?.settings.animations = on
            },
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

    /// Choice rows read and write GSettings keys (the colour scheme).
    private var choiceSettings: ChoiceSettings {
        let settings = self.settings
        return ChoiceSettings(
            value: { settings.string($0) },
            set: { settings.set($0, string: $1) },
            isWritable: { settings.isWritable($0) },
            observe: { settings.observe($0, $1) })
    }

    /// The menu's sections and the messages of entries left out (also written to the log).
    private func loadMenu() -> ([MenuSection], [String]) {
        guard let path = resources?.data("menu.json") else {
            return ([], [tr("The settings menu file was not found")])
        }
        do {
            let document = try MenuDocument(bytes: try TextFile.read(path: path))
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
