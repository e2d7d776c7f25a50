import FoldoutModel
import GtkKit

/// What row builders may ask of the application: settings, opening URIs, modal views, messages.
@MainActor
public struct MenuEnvironment {
    /// The current value of a switchable setting.
    public var isOn: @MainActor (String) -> Bool
    /// Applies and stores a switched setting.
    public var setOn: @MainActor (String, Bool) -> Void
    /// Opens a URI with the desktop's handler; returns a failure message or nil.
    public var open: @MainActor (String) -> String?
    /// Presents the modal view named by a modal option's `detail`.
    public var present: @MainActor (String) -> Void
    /// The subject prefilled for email rows that give none (e.g. "Foldout 0.1.0 feedback").
    public var mailSubject: String
    /// What a title from the menu's data shows: itself (the default), or its translation for
    /// the shipped `data/menu.json`, whose strings are in the translation template.
    public var text: @MainActor (String) -> String = { $0 }

    /// Makes an environment.
    public init(isOn: @escaping @MainActor (String) -> Bool, setOn: @escaping @MainActor (String, Bool) -> Void,
                open: @escaping @MainActor (String) -> String?, present: @escaping @MainActor (String) -> Void,
                mailSubject: String) {
        self.isOn = isOn; self.setOn = setOn; self.open = open; self.present = present; self.mailSubject = mailSubject
    }
}

/// What a row builder gets: the environment and a way to tell the user about a failure.
@MainActor
public struct MenuRowContext {
    /// The application's side.
    public let environment: MenuEnvironment
    /// Shows a message to the user (the controller's toast).
    public let report: @MainActor (String) -> Void

    /// What `option`'s row shows as its title (see ``MenuEnvironment/text``).
    public func title(of option: any MenuOption) -> String {
        environment.text(option.title)
    }

    /// Opens `uri`, reporting a failure to the user.
    public func open(_ uri: String, title: String) {
        if let problem = environment.open(uri) {
            let scheme = uri.prefix { $0 != ":" }
            // TRANSLATORS: {scheme} is "https" or "mailto"; {problem} is the system's message.
            report(tr("Could not open “{title}”: no application is set up for {scheme}: links ({problem})",
                      ["title": title, "scheme": String(scheme), "problem": problem]))
        }
    }
}

/// The row builders of a grouped menu, keyed by option type. A new kind of row is one
/// `register` call with its type and builder; the other kinds are not touched.
@MainActor
public struct MenuRowBuilders {
    /// A builder: makes the row for one option.
    public typealias Build<T> = @MainActor (T, MenuRowContext) -> MenuRow

    private var dispatch = MenuDispatch<@MainActor (MenuRowContext) -> MenuRow>()

    /// No builders.
    public init() {}

    /// Builds rows of type `T` with `build`.
    public mutating func register<T: MenuOption>(_ type: T.Type, _ build: @escaping Build<T>) {
        dispatch.register(type) { option in { context in build(option, context) } }
    }

    /// The row for `option`, or nil when no builder handles its type.
    public func build(_ option: any MenuOption, context: MenuRowContext) -> MenuRow? {
        dispatch.dispatch(option)?(context)
    }

    /// Builders for switch, link, email and modal options.
    public static var standard: MenuRowBuilders {
        var builders = MenuRowBuilders()
        builders.register(SwitchMenuItem.self, switchRow)
        builders.register(LinkMenuItem.self, linkRow)
        builders.register(EmailMenuItem.self, emailRow)
        builders.register(ModalMenuItem.self, modalRow)
        return builders
    }

    /// A switch row: the switch is the control (Tab reaches it; screen readers see a toggle
    /// button named with the title); activating the row toggles it.
    public static func switchRow(_ option: any SwitchMenuOption, _ context: MenuRowContext) -> MenuRow {
        let toggle = Switch()
        toggle.isActive = context.environment.isOn(option.setting)
        toggle.setAccessibleName(context.title(of: option))
        let setting = option.setting
        let environment = context.environment
        toggle.onToggled { on in environment.setOn(setting, on) }
        let row = MenuRow.layout(option, title: context.title(of: option), trailing: toggle)
        // The row owns the switch's wrapper; GTK holds no reference to this closure, so no cycle.
        return MenuRow(row: row) { toggle.isActive.toggle() }
    }

    /// A link row: opens its URL in the browser; screen readers see a link.
    public static func linkRow(_ option: any LinkMenuOption, _ context: MenuRowContext) -> MenuRow {
        let row = MenuRow.layout(option, title: context.title(of: option), trailing: MenuRow.accessoryImage(option.accessory), role: .link)
        row.setTooltip(option.url)
        let url = option.url, title = context.title(of: option)
        return MenuRow(row: row) { context.open(url, title: title) }
    }

    /// An email row: opens the mail composer with a `mailto:` URI, subject prefilled.
    public static func emailRow(_ option: any EmailMenuOption, _ context: MenuRowContext) -> MenuRow {
        let row = MenuRow.layout(option, title: context.title(of: option), trailing: MenuRow.accessoryImage(option.accessory), role: .link)
        row.setTooltip(option.address)
        row.setAccessibleDescription(tr("Write to {address}", ["address": option.address]))
        let uri = option.mailto(defaultSubject: context.environment.mailSubject), title = context.title(of: option)
        return MenuRow(row: row) { context.open(uri, title: title) }
    }

    /// A modal row: presents its view; shows a disclosure chevron; screen readers see a button.
    public static func modalRow(_ option: any ModalMenuOption, _ context: MenuRowContext) -> MenuRow {
        let row = MenuRow.layout(option, title: context.title(of: option), trailing: MenuRow.accessoryImage(option.accessory), role: .pushButton)
        let detail = option.detail
        return MenuRow(row: row) { context.environment.present(detail) }
    }
}
