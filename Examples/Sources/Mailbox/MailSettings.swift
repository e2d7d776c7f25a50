import FoldoutControllers
import FoldoutModel
import GtkKit

/// The settings window (Ctrl+comma, or the header's gear): a grouped settings menu with the
/// standard switch and link rows and the example's own ``ChoiceMenuItem`` kind.
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
        builders.register(ChoiceMenuItem.self, ChoiceMenuItem.builder(
            current: { _ in oldestFirst ? 1 : 0 },
            choose: { _, index in
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
        let sections = [
            MenuSection(title: "Reading", items: [
                ChoiceMenuItem(title: "Sort messages", iconName: "view-sort-descending-symbolic",
                               setting: Self.sortSetting, choices: ["Newest first", "Oldest first"]),
                SwitchMenuItem(title: "Show previews", iconName: "view-reveal-symbolic", setting: Self.previewsSetting),
            ]),
            MenuSection(title: "About", items: [
                LinkMenuItem(title: "Foldout's controllers", iconName: "help-about-symbolic",
                             url: "https://foldout.example.org/"),
            ]),
        ]
        controller = SettingsMenuController(sections: sections, builders: builders, environment: environment)
        window.add(controller.widget)
        window.onEscape { [weak window] in window?.close() }
        window.showAll()
        controller.focus()
    }
}
