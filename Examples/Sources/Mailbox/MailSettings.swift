import FoldoutControllers
import FoldoutCore
import FoldoutGtk
import FoldoutModel

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
    /// The window's settings, kept in memory: the mailbox hears of each change through these.
    private let sort: InMemorySetting<Int>
    private let previews: InMemorySetting<Bool>
    private var observations: [SettingObservation] = []

    static let sortSetting = "sort"
    static let previewsSetting = "previews"

    init(parent: ApplicationWindow, application: Application, mailbox: Mailbox, change: @escaping @MainActor (Change) -> Void) {
        window = Window.makeToplevel(title: "Settings")
        window.setTransientNonModal(for: parent)
        window.setApplication(application)
        window.setDefaultSize(width: 440, height: 420)
        window.setTitlebar(HeaderBar(title: "Settings"))

        // The values the rows show; the window is built again each time it opens, from the mailbox.
        sort = InMemorySetting(mailbox.oldestFirst ? 1 : 0)
        previews = InMemorySetting(mailbox.showPreviews)
        var settings = SettingBindings()
        settings.bind(Self.sortSetting, to: sort.binding)
        settings.bind(Self.previewsSetting, to: previews.binding)
        let environment = MenuEnvironment(
            settings: settings,
            open: { [weak parent] uri in URILauncher.open(uri, parent: parent) },
            mailSubject: "Mailbox feedback")
        // One registration: the row builder of the example's own kind, and "cycle" in the menu file.
        var kinds = MenuRowKinds.standard
        kinds.register(CycleMenuItem.self, CycleMenuItem.row)
        let (sections, problems) = Self.loadMenu(kinds: kinds)
        controller = SettingsMenuController(sections: sections, kinds: kinds, environment: environment) { type in
            MailResources.warn("the settings menu has no row builder for \(type); it is left out")
        }
        observations = [
            sort.binding.observe { change(.oldestFirst($0 == 1)) },
            previews.binding.observe { change(.showPreviews($0)) },
        ]
        window.add(controller.widget)
        window.onEscape { [weak window] in window?.close() }
        window.showAll()
        controller.focus()
        for problem in problems { MailResources.warn(problem) }
        if let first = problems.first { controller.report(first) }
    }

    /// The sections of `resources/settings.json`, and what was wrong with it (each problem
    /// names the file and the entry's JSON path); a broken file gives no sections.
    private static func loadMenu(kinds: MenuRowKinds) -> ([MenuSection], [String]) {
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
