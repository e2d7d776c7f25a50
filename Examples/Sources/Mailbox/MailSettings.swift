import FoldoutControllers
import FoldoutModel
import GtkKit

/// The settings window (Ctrl+comma, or the header's gear): a grouped settings menu with the
/// standard switch and link rows and the example's own ``CycleMenuItem`` kind.
@MainActor
final class MailSettings {
    /// What the window asks of the mailbox.
    enum Change {
        case oldestFirst(Bool)
        case showPreviews(Bool)
    }

    let window: Window
    private let controller: SettingsMenuController

    static let sortSetting = "sort"
    static let previewsSetting = "previews"

    init(parent: ApplicationWindow, application: Application, mailbox: Mailbox, change: @escaping @MainActor (Change) -> Void) {
        window = Window.makeToplevel(title: "Settings")
        window.setTransientNonModal(for: parent)
        window.setApplication(application)
        window.setDefaultSize(width: 440, height: 420)
        window.setTitlebar(HeaderBar(title: "Settings"))

        // Values the rows read; the window is built again each time it opens, from the mailbox.
        var oldestFirst = mailbox.oldestFirst
        var previews = mailbox.showPreviews
        var builders = MenuRowBuilders.standard
        builders.register(CycleMenuItem.self, CycleMenuItem.builder(
            current: { key in key == Self.sortSetting && oldestFirst ? 1 : 0 },
            choose: { key, index in
                guard key == Self.sortSetting else { return }
                oldestFirst = index == 1
                change(.oldestFirst(oldestFirst))
            }))
        let environment = MenuEnvironment(
            isOn: { key in key == Self.previewsSetting ? previews : false },
            setOn: { key, on in
                guard key == Self.previewsSetting else { return }
                previews = on
                change(.showPreviews(on))
            },
            open: { [weak parent] uri in URILauncher.open(uri, parent: parent) },
            present: { _ in },
            mailSubject: "Mailbox feedback")
        // The menu file may use the example's own kind: MenuKinds reads it, the builder above shows it.
        var kinds = MenuKinds.standard
        kinds.register(CycleMenuItem.self)
        let (sections, problems) = Self.loadMenu(kinds: kinds)
        controller = SettingsMenuController(sections: sections, builders: builders, environment: environment) { type in
            MailResources.warn("the settings menu has no row builder for \(type); it is left out")
        }
        window.add(controller.widget)
        window.onEscape { [weak window] in window?.close() }
        window.showAll()
        controller.focus()
        for problem in problems { MailResources.warn(problem) }
        if let first = problems.first { controller.report(first) }
    }

    /// The sections of `resources/settings.json`, and what was wrong with it (each problem
    /// names the file and the entry's JSON path); a broken file gives no sections.
    private static func loadMenu(kinds: MenuKinds) -> ([MenuSection], [String]) {
        guard let path = MailResources.path("settings.json") else {
            return ([], ["resources/settings.json not found (set MAILBOX_DATADIR to the folder holding resources/)"])
        }
        do {
            let document = try MenuDocument(bytes: try TextFile.read(path: path), kinds: kinds)
            return (document.sections, document.problems.map { "\(path): \($0)" })
        } catch {
            return ([], ["\(path): \(error)"])
        }
    }
}
