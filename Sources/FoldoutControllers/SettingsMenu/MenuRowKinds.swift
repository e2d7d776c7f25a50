import FoldoutGtk
import FoldoutModel

/// The kinds of row of a ``SettingsMenuController``: one registration per kind gives the
/// function building its row and, for a ``/FoldoutModel/MenuFileOption``, makes a menu file
/// able to name it (pass the same registry to ``/FoldoutModel/MenuDocument``).
///
///     var kinds = MenuRowKinds.standard
///     kinds.register(ModalMenuItem.self) { option, context in
///         MenuRow(row: MenuRow.layout(option, trailing: nil, role: .pushButton)) { print("\(option.title) opens") }
///     }
public typealias MenuRowKinds = MenuKindRegistry<MenuRowContext, MenuRow>

extension MenuKindRegistry where Context == MenuRowContext, Row == MenuRow {
    /// The standard kinds: switch, choice, link, email and modal rows (also readable from a
    /// menu file as `switch`, `choice`, `link`, `email` and `modal`).
    @MainActor
    public static var standard: MenuRowKinds {
        var kinds = MenuRowKinds()
        kinds.register(SwitchMenuItem.self) { switchRow($0, $1) }
        kinds.register(ChoiceMenuItem.self) { choiceRow($0, $1) }
        kinds.register(LinkMenuItem.self) { linkRow($0, $1) }
        kinds.register(EmailMenuItem.self) { emailRow($0, $1) }
        kinds.register(ModalMenuItem.self) { modalRow($0, $1) }
        return kinds
    }

    /// A link row: opens its URL in the browser; screen readers see a link.
    @MainActor
    package static func linkRow(_ option: any LinkMenuOption, _ context: MenuRowContext) -> MenuRow {
        let row = MenuRow.layout(option, title: context.title(of: option), trailing: MenuRow.accessoryImage(option.accessory), role: .link)
        row.setTooltip(option.url)
        let url = option.url
        let title = context.title(of: option)
        return MenuRow(row: row) { context.open(url, title: title) }
    }

    /// An email row: opens the mail composer with a `mailto:` URI, subject prefilled.
    @MainActor
    package static func emailRow(_ option: any EmailMenuOption, _ context: MenuRowContext) -> MenuRow {
        let row = MenuRow.layout(option, title: context.title(of: option), trailing: MenuRow.accessoryImage(option.accessory), role: .link)
        row.setTooltip(option.address)
        row.setAccessibleDescription(tr("Write to {address}", ["address": option.address]))
        let uri = option.mailto(defaultSubject: context.environment.mailSubject)
        let title = context.title(of: option)
        let menuRow = MenuRow(row: row) { context.open(uri, title: title) }
        let address = option.address
        menuRow.subtitle = { address }
        return menuRow
    }

    /// A modal row: presents its view; shows a disclosure chevron; screen readers see a button.
    @MainActor
    package static func modalRow(_ option: any ModalMenuOption, _ context: MenuRowContext) -> MenuRow {
        let row = MenuRow.layout(option, title: context.title(of: option), trailing: MenuRow.accessoryImage(option.accessory), role: .pushButton)
        let detail = option.detail
        return MenuRow(row: row) { context.environment.present(detail) }
    }
}
