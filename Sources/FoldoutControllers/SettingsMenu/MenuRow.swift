import FoldoutGtk
import FoldoutModel

/// One built row of a grouped menu: the list row and what activating it does.
@MainActor
public final class MenuRow {
    /// The row to insert in a section's list.
    package let row: ListBoxRow
    /// Runs when the row is activated (click, Enter, Space).
    package let activate: @MainActor () -> Void
    /// What the row shows or tells screen readers besides its title, now (a choice row's chosen
    /// value, an email row's address), or nil: a search of the menu finds the row by it too.
    package var subtitle: @MainActor () -> String? = { nil }

    /// Makes a row.
    public init(row: ListBoxRow, activate: @escaping @MainActor () -> Void) {
        self.row = row
        self.activate = activate
    }

    /// The standard layout: the option's symbolic icon, its title, and `trailing` (a switch or
    /// an accessory mark) at the end. Screen readers get the title as the row's name and `role`.
    /// `title` is what the row shows (default: the option's own title).
    public static func layout(_ option: any MenuOption, title shown: String? = nil, trailing: Widget?, role: AccessibleRole? = nil) -> ListBoxRow {
        let shown = shown ?? option.title
        let row = ListBoxRow()
        let box = Box(vertical: false, spacing: 12)
        box.setMargins(top: 12, bottom: 12, start: 12, end: 12)
        let icon = Image(iconName: option.iconName)
        box.packStart(icon)
        let title = Label(shown)
        title.setXAlign(0)
        title.ellipsizeEnd()
        box.packStart(title, expand: true)
        if let trailing {
            trailing.setAlign(vertical: .center)
            box.packEnd(trailing)
        }
        row.add(box)
        row.addStyleClass("settings-row")
        row.setAccessibleName(shown)
        if let role { row.setAccessibleRole(role) }
        return row
    }

    /// The trailing mark of `accessory`: an external-link or a disclosure icon (which GTK
    /// mirrors in right-to-left locales: `go-next-symbolic-rtl`), or nil.
    package static func accessoryImage(_ accessory: MenuAccessory) -> Image? {
        let name: String
        switch accessory {
        case .none: return nil
        case .externalLink: name = IconTheme.first(of: ["adw-external-link-symbolic", "send-to-symbolic", "go-next-symbolic"])
        case .disclosure: name = "go-next-symbolic"
        }
        let image = Image(iconName: name)
        image.addStyleClass("dim-label")
        // A mark, not a control: no name of its own (GTK would call go-next "Forward", in
        // English whatever the language; the row's role already says link or button).
        image.setAccessibleName("")
        return image
    }
}
