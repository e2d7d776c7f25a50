import FoldoutGtk
import FoldoutModel

/// The dropdown rows pattern over any items: activating a row unfolds an action bar beneath it
/// (the buttons are the app's ``DropdownAction``s); activating it again, or another row, folds
/// it. One row is open at a time; an unfolded row is scrolled into view and stays open as the
/// list scrolls; actions that remove their row can be undone (the `undo` action, and the
/// notification's Undo button).
///
///     let controller = DropdownRowsController(list: DropdownList(items: messages), name: "Inbox",
///                                             actions: [reply, archive, delete])
///     window.add(controller.widget)
///     window.insertActionGroup("inbox", controller.actions)   // inbox.undo
///
/// The list holds any number of items, of any height, at the cost of the few rows in view: a
/// handful of row views are recycled as it scrolls, and everything a row shows comes from the
/// controller's one view-state value, ``state`` (a ``/FoldoutModel/DropdownRowsState``: items, open row,
/// undo stack, the rows' heights, the focused item), which only the model's functions change.
/// Each bar is a `GtkRevealer`, so it slides as GNOME's do and honours `gtk-enable-animations`.
///
/// The app's data may change at any time: ``apply(_:)`` inserts, updates, removes and moves
/// items (a batch in one frame), ``replaceAll(with:)`` diffs a new set by identity; the open
/// row, the focus and the scroll position follow their items.
///
///     let inbox = DropdownRowsController(list: DropdownList(items: messages), name: "Inbox", actions: [archive])
///     inbox.apply([.update(Message(id: "m2", title: "Tea, read")), .insert(Message(id: "m9", title: "New"), at: 0)])
///
/// Keyboard: Up/Down/Page Up/Page Down/Home/End (and Ctrl+Home/End) move the focus (Page Up and
/// Page Down glide there when animations are on), Enter/Space
/// unfold, Tab reaches the open bar's buttons and then leaves the list (the list is one Tab stop;
/// Tab back in returns to the row that had the focus), Escape folds, Delete runs the first
/// removing action. A folding bar's buttons leave the accessibility tree and the focus chain as
/// soon as folding starts; rows have no selection state.
/// Mouse wheel, touchpad and the scrollbar scroll. Screen readers hear each row's title, whether
/// it is expanded, and the list's size in its description.
@MainActor
public final class DropdownRowsController<Item: DropdownItem> {
    /// The widget to put in a window: the list and its scrollbar, with notifications above them.
    public let widget = Overlay()
    /// The controller's actions, to insert on a window under a prefix: `undo` (e.g. `inbox.undo`,
    /// with an accelerator such as Ctrl+Z set on the application).
    public let actions = ActionGroup()
    /// Everything the list shows, as it is now.
    public internal(set) var state: DropdownRowsState<Item>
    /// Called after every change of the list (open row, removals) with its persisted form.
    public var onStateChange: (@MainActor (DropdownSavedState) -> Void)?
    /// The notification shown when a row is removed (default: "“Title” removed").
    public var removalMessage: @MainActor (Item) -> String = { tr("“{title}” removed", ["title": $0.title]) }

    /// Space above the first row and below the last.
    static var padding: Double { 18 }

    /// The bar's actions, in order.
    let buttons: [DropdownAction<Item>]
    private let content: DropdownRowContent<Item>
    let viewport: RecyclingViewport
    let toast = Toast()
    private var undoAction: SimpleAction?
    /// The count the list's accessible description says (set only when it changes: screen
    /// readers hear every change).
    var describedCount: Int?
    /// The list's persisted form as last told to ``onStateChange``.
    private var reportedState: DropdownSavedState?
    /// The search bar above the list and its work (Ctrl+F, or a letter typed in the list).
    let listSearch: ListSearch
    /// The text of each item that search looks in: its title by default (return more fields,
    /// joined by a space, to search them too); nil turns search off.
    ///
    ///     inbox.searchableText = { "\($0.title) \($0.sender)" }
    public var searchableText: (@Sendable (Item) -> String)? = { $0.title } {
        didSet { searchableTextChanged() }
    }
    /// Whether a person may reorder the rows: Alt+Up/Alt+Down, "Move Up"/"Move Down" and
    /// dragging (off by default: a list in the app's order, such as an inbox by date). The rows
    /// show their drag handles at once (set it before the window is shown, and the rows are
    /// measured once, with their handles).
    public var allowsReordering = false {
        didSet { if allowsReordering != oldValue { push() } }
    }
    /// Called after a person moved an item, with the item and its new position.
    public var onItemMoved: (@MainActor (Item, Int) -> Void)?
    /// Whether a person may select rows to act on several at once (selection mode; off by
    /// default). See ``isSelecting``.
    public var allowsSelection = false
    /// The actions selection mode offers in its action bar, for every selected item at once.
    public var selectionActions: [DropdownSelectionAction<Item>] = []
    /// Called when selection mode starts, its count changes, or it ends (nil): e.g. to show
    /// ``selectionTitle`` in the header bar.
    public var onSelectionChange: (@MainActor (Int?) -> Void)?
    /// The count last reported to ``onSelectionChange``.
    var reportedSelection: Int?
    /// Selection mode's action bar and its buttons, once made.
    var selectionBar: (revealer: Revealer, buttons: [Button])?
    /// A row dragged with the mouse to a new place (where reordering is allowed).
    var dragging: RowDragging?
    /// The search bar, the list and (in selection mode) the action bar, top to bottom.
    let column = Box(vertical: true)
    /// Called as a search shows its first results for a query, when it has tested every row
    /// (the count is final), and when it ends (the query nil).
    public var onSearchChange: (@MainActor (SearchProgress) -> Void)?

    /// Makes the list of `list`'s items. `name` is what screen readers call the list; `actions`
    /// are the bar's buttons, in order; `content` shows an item in its row (by default its
    /// title); `emptyText` is shown when no row is left.
    public init(
        list: DropdownList<Item>, name: String, actions: [DropdownAction<Item>],
        content: DropdownRowContent<Item> = .title, emptyText: String = tr("Nothing left here.")
    ) {
        state = DropdownRowsState(list: list)
        reportedState = list.saved // what the app gave: told again only once it changes
        buttons = actions
        self.content = content
        viewport = RecyclingViewport(padding: Self.padding, rowEstimate: 41, emptyText: emptyText, emptyClass: "dropdown-empty", columnClass: "dropdown-column")
        listSearch = ListSearch(listName: name, viewport: viewport, emptyText: emptyText)
        viewport.widget.addStyleClass("dropdown-viewport")
        viewport.listBox.addStyleClass("dropdown-list")
        viewport.listBox.setAccessibleName(name)
        column.packStart(listSearch.slot)
        column.packStart(viewport.widget, expand: true)
        widget.add(column)
        widget.addOverlay(toast.widget)

        viewport.source = self
        setUpDragging()
        undoAction = self.actions.addAction("undo") { [weak self] in self?.undo() }
        self.actions.addAction("search") { [weak self] in self?.startSearch() }
        listSearch.source = self
        undoAction?.isEnabled = list.canUndo
        push(nil)
        widget.showAll()
        toast.widget.revealChild = false
    }

    // MARK: What a person does

    /// Gives the keyboard focus to the focused row of before, the open row, or the first row.
    public func focus() {
        guard state.count > 0 else { return }
        focus(at: state.focusIndex ?? state.openIndex ?? 0)
    }

    /// Scrolls row `index` into view and gives it the keyboard focus.
    public func focus(at index: Int) {
        focus(at: index, gliding: false)
    }

    /// Focuses row `index`; `gliding` scrolls to it smoothly when animations are on (Page Up
    /// and Page Down: a held key glides the list instead of jumping a page per key repeat).
    /// While the row is still out of view the list holds the keyboard focus; the row takes it
    /// as it comes into view.
    func focus(at index: Int, gliding: Bool) {
        state.focus(index)
        guard let focused = state.focusIndex else { return }
        push()
        viewport.show(focused, animated: gliding && animated)
        viewport.placeFocus(force: true, onRow: true)
    }

    /// Unfolds row `index`, or folds it if it is the open one (folding any other).
    public func activate(at index: Int) {
        render(state.activate(at: index))
    }

    /// Folds the open row, if any.
    public func fold() {
        render(state.fold())
    }

    /// Runs action number `action` (in the order given to `init`) on row `index`, as its button does.
    public func perform(action: Int, at index: Int) {
        guard buttons.indices.contains(action), let item = state.item(at: index) else { return }
        let context = DropdownActionContext(index: index) { [weak self] message in self?.toast.show(message) }
        if buttons[action].removesRow { remove(at: index, message: buttons[action].removalMessage) }
        buttons[action].perform(item, context)
    }

    /// Removes row `index` and offers to undo it.
    public func remove(at index: Int) { remove(at: index, message: nil) }

    /// Shows `message` in the notification above the list (screen readers hear it), as an
    /// action's ``DropdownActionContext/notify(_:)`` does.
    public func notify(_ message: String) { toast.show(message) }

    /// Removes row `index` and offers to undo it, saying `message` (or ``removalMessage``).
    private func remove(at index: Int, message: (@MainActor (Item) -> String)?) {
        guard let item = state.item(at: index) else { return }
        let hadFocus = viewport.hasFocus
        render(state.remove(at: index))
        toast.show((message ?? removalMessage)(item), actionTitle: tr("_Undo")) { [weak self] in self?.undo() }
        if hadFocus, let focused = state.focusIndex { focus(at: focused) }
    }

    /// Restores the most recently removed row at its place (and its open state), focused, and
    /// says so ("“Title” restored": screen readers hear what came back, then the focused row).
    public func undo() {
        guard state.list.canUndo else { return }
        let changes = state.undo()
        render(changes)
        let restored = changes.lazy.compactMap { change -> Item? in
            switch change {
            case let .inserted(_, item): item
            case let .insertedRun(_, items): items.first
            default: nil
            }
        }.first
        let movedBack = changes.lazy.compactMap { change -> (Item, Int)? in
            if case let .moved(_, to, item) = change { return (item, to) }
            return nil
        }.first
        if let (item, position) = movedBack {
            let message = tr(
                // TRANSLATORS: said after Undo put a moved row back; {title} is its title, {position} and {count} numbers.
                "“{title}”, back at position {position} of {count}",
                ["title": item.title, "position": Self.number(position + 1), "count": Self.number(state.count)])
            toast.show(message, heardElsewhere: tellOnFocusedRow(message))
        } else if let restored {
            // TRANSLATORS: said after Undo brought a removed row back; {title} is its title.
            let message = tr("“{title}” restored", ["title": restored.title])
            toast.show(message, heardElsewhere: tellOnFocusedRow(message))
        } else {
            toast.dismiss()
        }
        if let focused = state.focusIndex {
            viewport.show(focused, animated: false)
            viewport.placeFocus(force: true, onRow: true)
        }
    }

    /// Tells screen readers `message` on the focused row (its description, heard as it changes
    /// or with the row as the focus reaches it), when the keyboard focus is in the list;
    /// `true` if told.
    private func tellOnFocusedRow(_ message: String) -> Bool {
        guard viewport.hasFocus, let focused = state.focusIndex else { return false }
        return tell(message, onRow: focused)
    }

    /// Gives row `index`'s view `message` as its description (the selection's note place: it
    /// goes when the focus leaves the row); `true` if the row has a view.
    @discardableResult
    func tell(_ message: String, onRow index: Int) -> Bool {
        guard let view = viewport.view(at: index) as? DropdownRowView<Item> else { return false }
        view.note = message
        return true
    }

    // MARK: The app's data

    /// Makes room for `count` items at once, for an app that knows how many will come in
    /// batches (`apply`): no batch then stalls a frame while the list's index of identities
    /// grows, copying every entry.
    ///
    ///     inbox.reserveCapacity(100_000)   // the files listed; messages come a thousand at a time
    public func reserveCapacity(_ count: Int) { state.reserveCapacity(count) }

    /// Applies the app's changes to its items as one batch, rendered in one frame: inserts,
    /// updates (the row showing the item re-binds at once), removals (not undoable: the data
    /// is gone) and moves. The open row, the focus and the scroll position follow their items.
    public func apply(_ edits: [DropdownEdit<Item>]) {
        render(state.apply(edits))
    }

    /// Makes the list show `items`, the app's whole data in order (a snapshot), by identity,
    /// rendered in one frame: the changes are computed in O(n) (see
    /// `/FoldoutModel/DropdownList/replaceAll(with:)`), and the open row, the focus, the
    /// selection, the search and the scroll position stay on the items that remain.
    ///
    /// Two items with one identifier cannot be shown by identity: the snapshot is refused with
    /// a ``/FoldoutModel/DuplicateIDError`` (naming the identifier and both places, its
    /// `description` in the person's language) and the list stays as it was. The error is the
    /// app's to handle: it is a mistake in the data the app built, not something a person did.
    ///
    ///     do {
    ///         try inbox.replaceAll(with: messages)
    ///     } catch {
    ///         inbox.notify("\(error)")
    ///     }
    public func replaceAll(with items: [Item]) throws(DuplicateIDError) {
        // The removals as runs only: the viewport, the heights and the search keys take them at
        // once, and no change is made for each row gone.
        let batch = try state.replaceAllBatch(with: items, listingRemovals: false)
        render(batch.changes, removals: batch.removals)
    }

    /// Shows the rows in view again, as the row content shows their items now: for a change
    /// of how items look, not of the items (a "Show descriptions" setting, a date format),
    /// as UIKit's `reconfigureItems`. Nothing else changes: the search, the open row, the
    /// focus and the scroll position stay. The rows are measured again (a row may grow or
    /// shrink); rows out of view show the change when they come into view, and
    /// `heightsChanged` forgets their heights (estimated until shown) for a change that
    /// makes rows taller or shorter.
    public func reconfigureRows(heightsChanged: Bool = false) {
        if heightsChanged { viewport.forgetHeights() }
        reconfigure { _ in true }
    }

    /// Shows the rows of the items with identifiers `ids` again, when they are in view (as
    /// ``reconfigureRows(heightsChanged:)`` does for every row in view); the others show
    /// the change when they come into view.
    public func reconfigure(ids: [Item.ID]) {
        let wanted = Set(ids)
        reconfigure { wanted.contains($0.id) }
    }

    /// Re-binds the views in view whose item passes `wanted`, and measures them again.
    private func reconfigure(where wanted: (Item) -> Bool) {
        for case let view as DropdownRowView<Item> in viewport.views {
            guard let index = view.index, let item = state.item(at: index), wanted(item) else { continue }
            view.reconfigure()
            viewport.forgetHeight(of: index)
        }
        push()
    }

    /// The position of the item with identifier `id`, if it is shown.
    public func index(of id: Item.ID) -> Int? { state.index(of: id) }

    // MARK: Rendering the state

    var animated: Bool { Style.animationsEnabled && viewport.widget.isMapped }

    /// Pushes the view state to the viewport, with the edits of `changes` (what keeps the
    /// scroll position and the heights on their rows).
    /// `removals`, when given, are the removals `changes` start with, as runs.
    func push(_ changes: [DropdownChange<Item>] = [], removals: LeadingRemovals? = nil) {
        push(DropdownChange.edits(of: changes, removals: removals))
    }

    /// Pushes the view state to the viewport, the rows having moved by `edits` (nil: every
    /// row is new, a search's results in the whole list's place or the whole list back).
    func push(_ edits: [RowEdit]?) {
        if describedCount != state.count {
            describedCount = state.count
            viewport.listBox.setAccessibleDescription(trn("{count} item", "{count} items", state.count))
        }
        viewport.render(.init(count: state.count, focus: state.focusIndex), edits: edits)
        // The selection's count is told on the focused row only.
        for case let view as DropdownRowView<Item> in viewport.views where view.index != state.focusIndex {
            view.note = ""
        }
    }

    /// Shows `changes` of the rows shown, and tells the app of any change of the whole list
    /// (while searching, a change can leave the results as they are: an undo, or the app's
    /// edit of a row that does not match).
    func render(_ changes: [DropdownChange<Item>], removals: LeadingRemovals? = nil) {
        let removed = removals.map { !$0.runs.isEmpty } ?? false
        if !changes.isEmpty || removed {
            let hadFocus = viewport.hasFocus
            push(changes, removals: removals)
            // (The removals a batch starts with open nothing: not read one by one.)
            let rest = changes[(removals?.changes ?? 0)...]
            let opened = rest.compactMap { change -> Int? in
                if case let .opened(index) = change { return index }
                return nil
            }.last
            if let opened { revealWhenOpen(opened) }
            // A focused row that moved or went: the focus follows its item.
            if hadFocus,
                removed
                    || rest.contains(where: \.movesRows)
            {
                viewport.placeFocus(force: true)
            }
        }
        undoAction?.isEnabled = state.list.canUndo
        // Rows that came or changed since a search: their texts folded while the app is idle.
        if state.keepsSearchTexts, !state.isSearching, !changes.isEmpty { listSearch.prepareWhenIdle() }
        // Rows the app removed leave the selection.
        if state.isSelecting, reportedSelection != state.selectedCount { selectionChanged() }
        let persisted = state.list.saved
        guard persisted != reportedState || !changes.isEmpty || removed else { return }
        reportedState = persisted
        onStateChange?(persisted)
    }

    /// Scrolls an unfolded row into view once its bar has slid open (at once without
    /// animations), unless the person scrolled or moved on meanwhile.
    private func revealWhenOpen(_ index: Int) {
        let id = state.item(at: index)?.id
        viewport.showAfterSliding(animated: animated) { [weak self] in
            guard let self, let open = self.state.openIndex, self.state.item(at: open)?.id == id else { return nil }
            return open...open
        }
    }

    // MARK: Input

    private func move(_ move: KeyPress.Navigation) {
        guard let target = viewport.row(after: move, from: state.focusIndex) else { return }
        focus(at: target, gliding: move == .pageUp || move == .pageDown)
    }

    private func handleKey(_ key: KeyPress) -> Bool {
        if key.isEscape, let dragging, dragging.isDragging {
            dragging.cancel()
            return true
        }
        if key.opensContextMenu, let index = state.focusIndex, viewport.hasFocus {
            openContextMenu(at: index)
            return true
        }
        if handleSelectionKey(key) { return true }
        if key.isEscape, state.openIndex != nil {
            let focused = viewport.hasFocus ? state.focusIndex : nil
            fold()
            // Out of the folding bar's buttons, back onto the row.
            if let focused { focus(at: focused) }
            return true
        }
        if let handled = listSearch.handleKey(key) { return handled }
        if key.isAlt, !key.modifiers.contains(.shift), let move = key.navigation, move == .up || move == .down {
            return moveFocused(by: move == .up ? -1 : 1)
        }
        if key.isDelete, key.isPlain, let index = state.focusIndex, viewport.hasFocus, let action = deleteAction {
            perform(action: action, at: index)
            return true
        }
        return false
    }
}

/// The viewport's questions about the rows, and what the person did with them.
extension DropdownRowsController: RecyclingViewportSource {
    func makeView(ofKind kind: Int) -> RecycledRow {
        DropdownRowView(content: content, actions: buttons) { [weak self] action, index in self?.perform(action: action, at: index) }
    }

    func viewKind(ofRow index: Int) -> Int { 0 }

    func bind(_ view: RecycledRow, toRow index: Int) {
        guard let view = view as? DropdownRowView<Item>, let item = state.item(at: index) else { return }
        view.bind(
            item, open: state.openIndex == index, query: state.search?.filter.query,
            selected: state.isSelecting ? state.isSelected(at: index) : nil,
            draggable: allowsReordering && state.canMove && !state.isSelecting)
    }

    func facts(ofRow index: Int) -> AccessibleRowFacts? {
        guard let item = state.item(at: index) else { return nil }
        return AccessibleRowFacts(
            name: item.title, position: index + 1, setSize: state.count,
            selected: state.isSelecting ? state.isSelected(at: index) : nil,
            expanded: state.openIndex == index)
    }

    func rowActivated(_ index: Int) {
        guard !activateSelecting(at: index) else { return }
        activate(at: index)
    }

    func contextMenuRequested(atRow index: Int) -> Bool {
        openContextMenu(at: index, atPointer: true)
        return true
    }

    func movePressed(_ move: KeyPress.Navigation) { self.move(move) }

    func rowFocused(_ index: Int) {
        state.focus(index)
        push()
    }

    func keyPressed(_ key: KeyPress) -> Bool { handleKey(key) }

    func tabbedIn() -> Bool {
        guard state.count > 0 else { return false }
        focus(at: state.focusIndex ?? viewport.firstRow)
        return true
    }

    func firstShown() {
        guard let open = state.openIndex else { return }
        viewport.show(open, animated: false)
    }
}
