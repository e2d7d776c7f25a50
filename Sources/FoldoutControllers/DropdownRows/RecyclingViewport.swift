import FoldoutModel
import GtkKit

/// The window onto a dropdown list of any length: only the rows in view (and a row or two
/// more) exist as widgets, and scrolling rebinds them to other items. It renders a
/// ``DropdownRowsState`` and reports what a person does; it keeps no state of its own that the
/// model holds.
///
/// The list's height is virtual: a ``RowLayout`` says where every row is, the scrollbar's
/// adjustment holds the offset into that height (a million 40 px rows are 40,000,000 px, far
/// beyond what an X11 window or cairo can hold), and the recycled rows sit in a short list box
/// that a code-scrolled window shifts by the part of the first row above the view. Rows in view
/// are placed by the list box from their real heights; while a bar's revealer slides, the
/// layout reads that row's real height too. The focused item is the model's: when it scrolls
/// out of view the list box itself holds the keyboard focus, and the row takes it back when it
/// is shown again.
@MainActor
final class RecyclingViewport<Item: DropdownListItem> {
    /// The list, its scrollbar beside it.
    let widget = Box(vertical: false)
    /// The state to render.
    var source: @MainActor () -> DropdownRowsState<Item>?
    /// A row was activated (click, Enter, Space), by item index.
    var onActivate: @MainActor (Int) -> Void = { _ in }
    /// Button `action` of item `index`'s bar was clicked.
    var onAction: @MainActor (_ action: Int, _ index: Int) -> Void = { _, _ in }
    /// A movement key: the item to focus, as the key reckons it from the focused one.
    var onMove: @MainActor (KeyPress.Navigation) -> Void = { _ in }
    /// A row took the keyboard focus (a click, Tab), by item index.
    var onFocusRow: @MainActor (Int) -> Void = { _ in }
    /// A key the list does not handle itself; `true` if handled.
    var onKey: @MainActor (KeyPress) -> Bool = { _ in false }
    /// Tab came into the list (it is one Tab stop): focus the row that had the focus; `true` if done.
    var onTabIn: @MainActor () -> Bool = { false }
    /// The list has its size for the first time.
    var onFirstShow: @MainActor () -> Void = {}

    /// Space above the first row and below the last.
    static var padding: Double { 18 }

    private let clip = ScrolledWindow()
    private let column = Box(vertical: true)
    private let listBox = ListBox()
    private let adjustment = Adjustment()
    /// Shown only while the list is taller than its viewport, as a scrolled window would.
    private lazy var scrollbar = Scrollbar(vertical: adjustment)
    private let content: DropdownRowContent<Item>
    private let actions: [DropdownAction<Item>]
    private var pool: [DropdownRowView<Item>] = []
    private var rowHeight = 41.0
    /// The bar's height: the design's until a bar is first shown, then measured (measuring
    /// builds a bar, which the first frame does not need).
    private var barHeight = 48.0
    private var measured = false
    private var barMeasured = false
    /// The viewport's height (before the first allocation, a guess that fills most windows).
    private var height = 600.0
    private var innerOffset = 0.0
    private var refreshing = false
    private var shown = false
    /// The count the list's accessible description says (set only when it changes: screen
    /// readers hear every change).
    private var describedCount: Int?
    private lazy var scroller = SmoothScroller(
        host: widget, get: { [weak self] in self?.adjustment.value ?? 0 },
        set: { [weak self] in self?.adjustment.value = $0 },
        page: { [weak self] in self?.height ?? 0 },
        maximum: { [weak self] in self.map { $0.layout().maxOffset(viewport: $0.height) } ?? 0 })

    init(name: String, emptyText: String, content: DropdownRowContent<Item>, actions: [DropdownAction<Item>],
         source: @escaping @MainActor () -> DropdownRowsState<Item>?) {
        self.content = content
        self.actions = actions
        self.source = source
        listBox.addStyleClass("dropdown-list")
        listBox.setAccessibleName(name)
        let empty = Label(emptyText)
        empty.wrap()
        empty.addStyleClass("dim-label")
        empty.addStyleClass("dropdown-empty")
        empty.show()
        listBox.setPlaceholder(empty)

        column.addStyleClass("dropdown-column")
        column.setMargins(top: Int(Self.padding), bottom: Int(Self.padding))
        column.setAlign(vertical: .start)
        column.packStart(listBox)
        clip.makeCodeScrolled { [weak self] scroll in self?.scroll(by: scroll) ?? false }
        clip.add(column)
        clip.onRangeChanged { [weak self] in
            guard let self, self.clip.scrollOffset != self.innerOffset else { return }
            self.clip.scrollOffset = self.innerOffset
        }
        widget.packStart(clip, expand: true)
        scrollbar.excludeFromShowAll()
        widget.packEnd(scrollbar)

        adjustment.onValueChanged { [weak self] in self?.refresh() }
        clip.onSizeAllocate(after: true) { [weak self] in self?.allocated() }
        listBox.onRowActivated { [weak self] position in
            guard let self, self.pool.indices.contains(position), let index = self.pool[position].index else { return }
            self.onActivate(index)
        }
        listBox.onFocusChildChanged { [weak self] child in
            guard let self, !self.refreshing, let child,
                  let view = self.pool.first(where: { $0.row.objectID == child }), let index = view.index else { return }
            self.focusedIndex = index
            self.onFocusRow(index)
        }
        // One Tab stop: Tab comes back to the row that had the focus (scrolled into view).
        listBox.makeOneTabStop { [weak self] in self?.onTabIn() ?? false }
        // Rows in item order: each view's row has its item's index as its sort key (the views
        // are not moved when they take other items).
        listBox.sortByRowKeys()
        listBox.onKeyPress { [weak self] key in
            guard let self else { return false }
            if let move = key.navigation, key.isPlain || key.isControlOnly {
                self.onMove(move)
                return true
            }
            return self.onKey(key)
        }
        refresh()
    }

    // MARK: Focus and scrolling

    /// Whether the keyboard focus is in the list (on a row, a bar's button or the list itself).
    var hasFocus: Bool { listBox.containsFocus }

    /// The first item in view.
    private(set) var firstRow = 0

    /// Rows in a page, for Page Up and Page Down.
    var rowsPerPage: Int { max(1, Int(height / rowHeight) - 1) }

    /// Scrolls just enough to show all of item `index` (with its bar), smoothly if `animated`.
    func show(_ index: Int, animated: Bool) {
        let goal = layout().offset(showing: index, current: adjustment.value, viewport: height)
        if animated { scroller.scroll(to: goal) } else {
            scroller.stop()
            adjustment.value = goal
        }
    }

    /// Puts the keyboard focus on the focused item's view (leaving it on a button of that row
    /// unless `onRow`), or on the list while that item is out of view; `force` takes it from
    /// elsewhere in the window too.
    func placeFocus(force: Bool = false, onRow: Bool = false) {
        guard let index = source()?.focusIndex, force || hasFocus else { return }
        if let view = pool.first(where: { $0.index == index }) {
            if onRow || !view.row.containsFocus { view.row.grabFocus() }
            if view.row.hasFocus { focusedIndex = index }
        } else {
            listBox.grabFocus()
            focusedIndex = nil
        }
    }

    /// The item whose row took the keyboard focus last (nil while the list holds it).
    private var focusedIndex: Int?

    /// A wheel or touchpad scroll over the list (a row's bar passes its scrolls on to here).
    private func scroll(by scroll: ScrollEvent) -> Bool {
        scroller.stop()
        adjustment.value += scroll.pixels(pageSize: height)
        return true
    }

    // MARK: Layout

    /// Where the rows are: the model's bars, except that a bar whose revealer is sliding
    /// counts with its real height.
    private func layout() -> RowLayout {
        guard let state = source() else { return RowLayout(count: 0, rowHeight: rowHeight, barHeight: barHeight) }
        measureBar(open: state.list.openIndex != nil || !state.reveal.fractions.isEmpty)
        var bars: [Int: Double] = [:]
        // Whole pixels, as the widgets show them, so the virtual offsets match the rows.
        for (index, fraction) in state.reveal.fractions { bars[index] = (fraction * barHeight).rounded() / barHeight }
        for view in pool {
            guard let index = view.index, let item = state.item(at: index), item.id == view.item?.id,
                  let fraction = view.slidingFraction(barHeight: barHeight) else { continue }
            bars[index] = fraction
        }
        return RowLayout(count: state.count, rowHeight: rowHeight, barHeight: barHeight, padding: Self.padding, bars: bars)
    }

    private func allocated() {
        let newHeight = Double(clip.allocation.height)
        guard newHeight > 0, newHeight != height || !measured else { return }
        height = newHeight
        // Rebinding changes sizes: not in the middle of an allocation, but right after it.
        MainLoop.idle { [weak self] in
            guard let self else { return false }
            self.measure()
            self.refresh()
            if !self.shown {
                self.shown = true
                self.onFirstShow()
            }
            return false
        }
    }

    /// Reads the rows' height from the styled widgets, once they are on screen.
    private func measure() {
        guard !measured, let view = pool.first(where: { $0.index != nil && !$0.row.expanded }) ?? pool.first else { return }
        measured = true
        let row = Double(view.row.naturalHeight)
        if row > 0, !view.row.expanded { rowHeight = row }
    }

    /// Reads the bar's height from a styled bar once the rows are measured and a bar is open
    /// or moving (`open`).
    private func measureBar(open: Bool) {
        guard open, measured, !barMeasured,
              let view = pool.first(where: { $0.index != nil && !$0.row.expanded }) ?? pool.first else { return }
        barMeasured = true
        let bar = Double(view.measureBar())
        if bar > 0 { barHeight = bar }
    }

    /// Binds the views to the items in view, shifts them by the first one's hidden part and
    /// keeps the focus on its item.
    func refresh() {
        guard !refreshing, let state = source() else { return }
        refreshing = true
        defer { refreshing = false }
        let hadFocus = hasFocus
        let list = state.list
        let layout = layout()
        if describedCount != list.count {
            describedCount = list.count
            listBox.setAccessibleDescription(trn("{count} item", "{count} items", list.count))
        }
        adjustment.configure(upper: layout.totalHeight, pageSize: height, step: rowHeight)
        scrollbar.isVisible = layout.totalHeight > height
        let offset = adjustment.value
        let first = layout.row(atOffset: offset) ?? 0
        firstRow = first
        // Enough views to cover the viewport from the first row's hidden part down; no spare
        // ones (screen readers would see them), so the pool shrinks with a short list.
        let needed = max(0, min(Int((height + rowHeight + barHeight) / rowHeight) + 2, list.count - first))
        assign(first ..< first + needed, focus: state.focusIndex) { view, index in
            view.bind(list.items[index], at: index, open: list.openIndex == index,
                      first: index == 0, last: index == list.count - 1)
        }
        innerOffset = max(0, offset - (layout.offset(ofRow: first) - Self.padding))
        clip.scrollOffset = innerOffset
        // A row that had the focus keeps it as it is rebound; one whose bar folded away with
        // the focused button in it takes the focus back.
        if hadFocus { placeFocus(force: true) }
    }

    /// Gives each item of `range` a view. A view keeps its item while the item stays in view,
    /// and the views of items gone from view take the items come into it, so scrolling rebinds
    /// only the rows that scrolled in, and a focused row keeps its item and the focus. Screen
    /// readers follow the focus from object to object and ignore a focused row's new name: so
    /// the newly focused item (Down past the last row in view, Page Down, End) never gets the
    /// view that has the focus while another view is free, and the focus moves to a new
    /// object. The list box shows the views in item order.
    private func assign(_ range: Range<Int>, focus: Int?, bind: (DropdownRowView<Item>, Int) -> Void) {
        let count = pool.count
        while pool.count > range.count {
            // Views of items out of view go first, the focused one last.
            let out = { (view: DropdownRowView<Item>) in view.index.map { !range.contains($0) } ?? true }
            let spare = pool.lastIndex { out($0) && !$0.row.hasFocus } ?? pool.lastIndex(where: out) ?? pool.count - 1
            pool.remove(at: spare).row.destroy()
        }
        while pool.count < range.count { addView() }
        var kept = Set<Int>()
        var free: [DropdownRowView<Item>] = []
        for view in pool {
            if let index = view.index, range.contains(index), kept.insert(index).inserted {
                bind(view, index)
            } else {
                free.append(view)
            }
        }
        // The view with the focus is the last to be given a new item; the focused item, if it
        // came into view, the first to be given one.
        free.sort { !$0.row.hasFocus && $1.row.hasFocus }
        var coming = range.filter { !kept.contains($0) }
        if let focus, let at = coming.firstIndex(of: focus) { coming.insert(coming.remove(at: at), at: 0) }
        for (view, index) in zip(free, coming) { bind(view, index) }
        guard !coming.isEmpty || pool.count != count else { return }
        pool.sort { ($0.index ?? Int.max) < ($1.index ?? Int.max) }
        listBox.invalidateSort()
    }

    private func addView() {
        let view = DropdownRowView(content: content, actions: actions) { [weak self] action, index in
            self?.onAction(action, index)
        }
        pool.append(view)
        listBox.insert(view.row, at: -1)
    }
}
