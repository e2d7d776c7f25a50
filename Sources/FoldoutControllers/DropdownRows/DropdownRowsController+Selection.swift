import FoldoutGtk
import FoldoutModel

/// Selection mode (GNOME's), where the app allows it (``DropdownRowsController/allowsSelection``):
/// every row shows a check box, and the ``DropdownRowsController/selectionActions`` wait in an
/// action bar at the bottom, for every selected item at once. A person enters it with the
/// app's select button (``DropdownRowsController/isSelecting``), Ctrl+click or Shift+click on a
/// row, Ctrl+A, or "Select" in a row's context menu; in it a click, Space or Enter toggles a
/// row, Shift+click and Shift+Up/Down select a range, Ctrl+A selects every row (a million at
/// once: rows are selected by identity, all-but-some), Delete runs the removing action, and
/// Escape leaves. Removing the selection is one undo step. Screen readers hear each row as
/// selectable and "selected" or "not selected", and the count ("3 selected") as it changes;
/// the app hears it through ``DropdownRowsController/onSelectionChange`` (to show it in its
/// header bar).
extension DropdownRowsController {
    /// Whether the list is in selection mode; setting it enters it (with nothing selected) or
    /// leaves it. Entering folds the open row.
    public var isSelecting: Bool {
        get { state.isSelecting }
        set {
            guard newValue != state.isSelecting, !newValue || allowsSelection else { return }
            if newValue {
                if state.openIndex != nil { fold() }
                showSelection(state.beginSelection())
            } else {
                showSelection(state.endSelection())
            }
        }
    }

    /// How many rows are selected (0 outside selection mode).
    public var selectedCount: Int { state.selectedCount }

    /// The selected items, top to bottom.
    public func selectedItems() -> [Item] { state.selectedItems() }

    /// What the header says in selection mode: "3 selected" (the count as the locale groups
    /// digits), or "Click on items to select them" when none is.
    public var selectionTitle: String {
        let count = state.selectedCount
        // TRANSLATORS: the header in selection mode while nothing is selected.
        guard count > 0 else { return tr("Click on items to select them") }
        // TRANSLATORS: how many rows are selected; {number} is the count, written as the locale groups digits.
        return trn("{number} selected", "{number} selected", count, ["number": Self.number(count)])
    }

    /// Selects row `index` or unselects it (entering selection mode); it becomes the anchor of
    /// a range.
    public func toggleSelection(at index: Int) {
        guard allowsSelection, state.item(at: index) != nil else { return }
        if state.openIndex != nil { fold() }
        let changes = state.toggleSelection(at: index)
        state.focus(index)
        showSelection(changes)
    }

    /// Selects the rows from the anchor (the row last toggled, else the focused row) to `index`.
    public func extendSelection(to index: Int) {
        guard allowsSelection, state.item(at: index) != nil else { return }
        if state.openIndex != nil { fold() }
        let changes = state.extendSelection(to: index)
        state.focus(index)
        showSelection(changes)
    }

    /// Selects every row (entering selection mode): at once, whatever the length.
    public func selectAll() {
        guard allowsSelection, state.count > 0 else { return }
        if state.openIndex != nil { fold() }
        showSelection(state.selectAll())
    }

    /// Runs selection action number `action` on the selected items: a removing action takes
    /// them out as one undo step first and leaves selection mode.
    public func performSelection(action: Int) {
        guard selectionActions.indices.contains(action), state.selectedCount > 0 else { return }
        let chosen = selectionActions[action]
        let items = state.selectedItems()
        let context = DropdownActionContext(index: state.focusIndex ?? 0) { [weak self] message in self?.toast.show(message) }
        if chosen.removesRows {
            let hadFocus = viewport.hasFocus
            let changes = state.removeSelected()
            render(changes)
            showSelection(changes)
            // TRANSLATORS: said when several selected rows were removed at once; {number} is their count.
            let message =
                chosen.removalMessage?(items.count)
                ?? trn("{number} removed", "{number} removed", items.count, ["number": Self.number(items.count)])
            toast.show(message, actionTitle: tr("_Undo")) { [weak self] in self?.undo() }
            if hadFocus, let focused = state.focusIndex { focus(at: focused) }
        }
        chosen.perform(items, context)
    }

    // MARK: Rendering selection mode

    /// Shows what a selection transition of the state changed (the mode, rows selected or
    /// not), if anything.
    func showSelection(_ changes: [DropdownChange<Item>]) {
        guard changes.contains(where: \.isSelection) else { return }
        selectionChanged()
    }

    /// Brings the rows, the action bar and the count (to screen readers and the app) up to date.
    func selectionChanged() {
        let count = state.isSelecting ? state.selectedCount : nil
        // The count is told on the focused row (screen readers speak a change of its
        // description), and on no other; entering and leaving the mode are told with it.
        let modeChanges = (count == nil) != (reportedSelection == nil)
        var note = count.map { _ in selectionTitle } ?? ""
        if modeChanges, count != nil {
            // TRANSLATORS: said as a list enters selection mode; {status} is what is selected ("2 selected").
            note = tr("Selection mode on. {status}", ["status": note])
        } else if modeChanges {
            // TRANSLATORS: said as a list leaves selection mode (Escape): no row is selected any more.
            note = tr("Selection mode off")
        }
        // A count is told first on the row that is to have the focus (Shift+Down moves it
        // there): a screen reader says a focused row's description with it, and a change of
        // another row's not at all, so the count is heard once, with the row; where the focus
        // stays, as it changes. Entering or leaving the mode is told only after the rows have
        // their new accessible parent: Orca handles an event after the ones that follow it
        // have come, and an event from a row whose parent has gone by then has no app to it,
        // so Orca drops it ("App is defunct").
        if !modeChanges { tellSelection(note) }
        push()
        viewport.listBox.accessibleSelectionChanged(selecting: state.isSelecting, selected: state.selectedCount)
        updateSelectionBar()
        tellSelection(note)
        if count != reportedSelection {
            reportedSelection = count
            onSelectionChange?(count)
        }
    }

    /// Gives the focused row's view `note` as its description, and every other view none.
    private func tellSelection(_ note: String) {
        for view in viewport.views {
            guard let row = view as? DropdownRowView<Item> else { continue }
            row.note = view.index == state.focusIndex ? note : ""
        }
    }

    /// The action bar of selection mode, made the first time it is shown.
    private func updateSelectionBar() {
        guard state.isSelecting || selectionBar != nil else { return }
        let bar = selectionBar ?? makeSelectionBar()
        bar.revealer.revealChild = state.isSelecting
        for button in bar.buttons { button.isSensitive = state.selectedCount > 0 }
    }

    private func makeSelectionBar() -> (revealer: Revealer, buttons: [Button]) {
        let revealer = Revealer(transition: .slideUp, duration: 200)
        let bar = ActionBar()
        bar.addStyleClass("selection-bar")
        var buttons: [Button] = []
        for (position, action) in selectionActions.enumerated() {
            let button = action.style.button(title: action.title, iconName: action.iconName)
            button.onClicked { [weak self] in self?.performSelection(action: position) }
            if action.style == .destructive { bar.packEnd(button) } else { bar.packStart(button) }
            buttons.append(button)
        }
        revealer.add(bar)
        column.packEnd(revealer)
        revealer.showAll()
        selectionBar = (revealer, buttons)
        return (revealer, buttons)
    }

    // MARK: Input in selection mode

    /// A row activated (click, Enter, Space): in selection mode, or with Control or Shift held
    /// where selection is allowed, it toggles or extends the selection; `false` otherwise.
    func activateSelecting(at index: Int) -> Bool {
        guard allowsSelection else { return false }
        let modifiers = KeyPress.Modifiers.current
        if modifiers.contains(.shift) {
            extendSelection(to: index)
        } else if state.isSelecting || modifiers.contains(.control) {
            toggleSelection(at: index)
        } else {
            return false
        }
        return true
    }

    /// The keys of selection mode: Ctrl+A, Escape, Delete, Shift+Up/Down; `true` if handled.
    func handleSelectionKey(_ key: KeyPress) -> Bool {
        guard allowsSelection else { return false }
        if key.isControlOnly, key.character == "a" {
            selectAll()
            return true
        }
        guard state.isSelecting else { return false }
        if key.isEscape {
            isSelecting = false
            return true
        }
        if key.isDelete, key.isPlain {
            if let action = selectionActions.firstIndex(where: \.removesRows), state.selectedCount > 0 { performSelection(action: action) }
            return true
        }
        if key.modifiers.contains(.shift), !key.modifiers.contains(.control), let move = key.navigation, move == .up || move == .down,
            let focused = state.focusIndex
        {
            let target = focused + (move == .up ? -1 : 1)
            guard state.item(at: target) != nil else { return true }
            extendSelection(to: target)
            focus(at: target)
            return true
        }
        return false
    }
}
