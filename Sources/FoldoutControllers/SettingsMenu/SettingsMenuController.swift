import FoldoutModel
import GtkKit

/// A grouped menu in the GNOME style: a header per section above a framed list, rows built by
/// kind (see ``MenuRowKinds``), keyboard focus moving across sections with Up and Down, and
/// failures (e.g. no browser) shown as a notification.
@MainActor
public final class SettingsMenuController {
    /// The widget to show: the scrolled groups with the notification above them.
    public let widget = Overlay()
    private let scrolled = ScrolledWindow()
    private let toast = Toast()
    private var lists: [ListBox] = []
    private var rows: [[MenuRow]] = []
    /// The rows per section and the focused row: the controller's one view-state value.
    public private(set) var state = SettingsMenuState(rowCounts: [])

    /// Builds the menu of `sections` with the row builders of `kinds`; options of a kind not
    /// registered there are left out and reported through `onUnhandled` (the type's name).
    public init(sections: [MenuSection], kinds: MenuRowKinds = .standard, environment: MenuEnvironment,
                onUnhandled: (String) -> Void = { _ in }) {
        let column = Box(vertical: true, spacing: 0)
        column.addStyleClass("settings-menu")
        column.setMargins(top: 24, bottom: 24, start: 24, end: 24)
        let context = MenuRowContext(environment: environment) { [weak toast] message in toast?.show(message) }
        for section in sections {
            let sectionTitle = environment.text(section.title)
            let header = Label(sectionTitle)
            header.setXAlign(0)
            header.addStyleClass("settings-group-title")
            header.setMargins(top: lists.isEmpty ? 0 : 24, bottom: 8, start: 6)
            column.packStart(header)
            let list = ListBox()
            list.addStyleClass("settings-group")
            list.setAccessibleName(sectionTitle)
            var built: [MenuRow] = []
            for option in section.items {
                guard let row = kinds.build(option, context: context) else {
                    onUnhandled(String(describing: type(of: option)))
                    continue
                }
                list.insert(row.row, at: -1)
                built.append(row)
            }
            column.packStart(list)
            let index = lists.count
            list.onRowActivated { [weak self] row in self?.activate(section: index, row: row) }
            list.onKeynavFailed { [weak self] down in self?.moveFocus(from: index, down: down) ?? false }
            list.onFocusChildChanged { [weak self, weak list] child in
                guard let self, let list, child != nil, let row = list.focusedRowIndex else { return }
                self.state.focus(MenuPosition(section: index, row: row))
            }
            lists.append(list)
            rows.append(built)
        }
        state = SettingsMenuState(rowCounts: rows.map(\.count))
        let clamp = Box(vertical: false)
        column.setSizeRequest(width: 360)
        clamp.packStart(column, expand: true, fill: false)
        scrolled.add(clamp)
        widget.add(scrolled)
        widget.addOverlay(toast.widget)
    }

    /// Gives the focus to the first row.
    public func focus() {
        state.focusFirst()
        showFocus()
    }

    /// Activates row `row` of section `section`, as a click would.
    public func activate(section: Int, row: Int) {
        guard rows.indices.contains(section), rows[section].indices.contains(row) else { return }
        rows[section][row].activate()
    }

    /// The message shown now, if any.
    public var message: String? { toast.message }

    /// Shows a message above the menu.
    public func report(_ message: String) { toast.show(message) }

    /// Down past the last row goes to the next section's first row, Up past the first to the
    /// previous section's last; returns whether the focus moved.
    private func moveFocus(from index: Int, down: Bool) -> Bool {
        guard state.move(from: index, down: down) != nil else { return false }
        showFocus()
        return true
    }

    /// Puts the keyboard focus on the state's focused row.
    private func showFocus() {
        guard let focused = state.focused else { return }
        lists[focused.section].focusRow(at: focused.row)
    }
}
