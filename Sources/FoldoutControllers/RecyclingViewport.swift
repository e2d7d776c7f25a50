import CGtk
import FoldoutModel
import GtkKit

/// The window onto a dropdown list of any length: only the rows in view (and a row or two
/// more) exist as widgets, and scrolling rebinds them to other items.
///
/// The list's height is virtual: a ``RowLayout`` says where every row is, the scrollbar's
/// adjustment holds the offset into that height (a million 40 px rows are 40,000,000 px, far
/// beyond what an X11 window or cairo can hold), and the recycled rows sit in a short list box
/// that a code-scrolled window shifts by the part of the first row above the view. The focused
/// row is kept by index: when it scrolls out of view the list box itself holds the keyboard
/// focus, and the row takes it back when it is shown again.
@MainActor
final class RecyclingViewport {
    /// The list, its scrollbar beside it.
    let widget = Box(vertical: false)
    /// The list and its bars as they are now.
    var source: @MainActor () -> (list: DropdownList, reveal: BarReveal) = { (DropdownList(items: []), BarReveal()) }
    /// A row was activated (click, Enter, Space), by item index.
    var onActivate: @MainActor (Int) -> Void = { _ in }
    /// A row's Share or Remove button was clicked, by item index.
    var onShare: @MainActor (Int) -> Void = { _ in }
    var onRemove: @MainActor (Int) -> Void = { _ in }
    /// A key the list does not handle itself (it handles the movement keys); `true` if handled.
    var onKey: @MainActor (KeyPress) -> Bool = { _ in false }
    /// The list has its size for the first time.
    var onFirstShow: @MainActor () -> Void = {}
    /// The item that has (or last had) the keyboard focus.
    private(set) var focusIndex: Int?

    /// Space above the first row and below the last.
    static let padding = 18.0

    private let clip = ScrolledWindow()
    private let column = Box(vertical: true)
    private let listBox = ListBox()
    private let adjustment = Adjustment()
    private var pool: [DropdownRowView] = []
    /// The item shown by the first view of the pool.
    private var first = 0
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
    private lazy var scroller = SmoothScroller(
        host: widget, get: { [weak self] in self?.adjustment.value ?? 0 },
        set: { [weak self] in self?.adjustment.value = $0 },
        page: { [weak self] in self?.height ?? 0 },
        maximum: { [weak self] in self.map { $0.layout().maxOffset(viewport: $0.height) } ?? 0 })

    init(name: String) {
        listBox.addStyleClass("dropdown-list")
        listBox.setAccessibleName(name)
        let empty = Label("Nothing left here. Press Ctrl+Z to bring back what you removed.")
        empty.wrap()
        empty.addStyleClass("dim-label")
        empty.addStyleClass("dropdown-empty")
        empty.show()
        listBox.setPlaceholder(empty)

        column.addStyleClass("dropdown-column")
        column.setMargins(top: Int(Self.padding), bottom: Int(Self.padding))
        column.setAlign(vertical: GTK_ALIGN_START)
        column.packStart(listBox)
        clip.makeCodeScrolled { [weak self] scroll in self?.scroll(by: scroll) ?? false }
        clip.add(column)
        clip.onRangeChanged { [weak self] in
            guard let self, self.clip.scrollOffset != self.innerOffset else { return }
            self.clip.scrollOffset = self.innerOffset
        }
        widget.packStart(clip, expand: true)
        widget.packEnd(Scrollbar(vertical: adjustment))

        adjustment.onValueChanged { [weak self] in self?.refresh() }
        clip.on("size-allocate", after: true, pointer: { [weak self] _ in self?.allocated() })
        listBox.onRowActivated { [weak self] position in
            guard let self, self.pool.indices.contains(position), let index = self.pool[position].index else { return }
            self.onActivate(index)
        }
        listBox.on("set-focus-child", pointer: { [weak self] child in
            guard let self, let child, let view = self.pool.first(where: { $0.row.raw == child }), let index = view.index else { return }
            self.focusIndex = index
        })
        // One Tab stop: Tab comes back to the row that had the focus (scrolled into view).
        listBox.makeOneTabStop { [weak self] in
            guard let self, self.source().list.count > 0 else { return false }
            self.focus(self.focusIndex ?? self.first)
            return true
        }
        listBox.on("key-press-event", event: { [weak self] event in
            guard let self, let key = KeyPress(event: event) else { return false }
            if let move = key.navigation, key.isPlain || key.isControlOnly {
                self.move(move)
                return true
            }
            return self.onKey(key)
        })
        refresh()
    }

    // MARK: Focus and scrolling

    /// Whether the keyboard focus is in the list (on a row, a bar's button or the list itself).
    var hasFocus: Bool { listBox.containsFocus }

    /// Scrolls item `index` into view and gives its row (not a button in it) the keyboard focus.
    func focus(_ index: Int) {
        let count = source().list.count
        guard count > 0 else { return }
        focusIndex = min(max(0, index), count - 1)
        scroller.stop()
        show(focusIndex ?? 0, animated: false)
        refresh()
        placeFocus(force: true, onRow: true)
    }

    /// Scrolls just enough to show all of item `index` (with its bar), smoothly if `animated`.
    func reveal(_ index: Int, animated: Bool) {
        show(index, animated: animated)
    }

    /// Says how many items the list holds, for screen readers.
    func describe(count: Int) {
        listBox.setAccessibleDescription(count == 1 ? "1 item" : "\(count) items")
    }

    /// Row `index` has gone: the focus keeps to its place.
    func rowRemoved(at index: Int) {
        if let focus = focusIndex, focus > index { focusIndex = focus - 1 }
    }

    /// A row came in at `index`: the focused item moves down with the rows below.
    func rowInserted(at index: Int) {
        if let focus = focusIndex, focus >= index { focusIndex = focus + 1 }
    }

    /// A wheel or touchpad scroll over the list (a row's bar passes its scrolls on to here).
    private func scroll(by scroll: ScrollEvent) -> Bool {
        scroller.stop()
        adjustment.value += scroll.pixels(pageSize: height)
        return true
    }

    private func show(_ index: Int, animated: Bool) {
        let goal = layout().offset(showing: index, current: adjustment.value, viewport: height)
        if animated { scroller.scroll(to: goal) } else { adjustment.value = goal }
    }

    private func move(_ move: KeyPress.Navigation) {
        let count = source().list.count
        guard count > 0 else { return }
        let current = focusIndex.map { min($0, count - 1) } ?? first
        let page = max(1, Int(height / rowHeight) - 1)
        let target = switch move {
        case .up: current - 1
        case .down: current + 1
        case .pageUp: current - page
        case .pageDown: current + page
        case .home: 0
        case .end: count - 1
        }
        focus(target)
    }

    /// Puts the keyboard focus on the focused item's view (leaving it on a button of that row
    /// unless `onRow`), or on the list while that item is out of view; `force` takes it from
    /// elsewhere in the window too.
    private func placeFocus(force: Bool = false, onRow: Bool = false) {
        guard let index = focusIndex, force || hasFocus else { return }
        if let view = pool.first(where: { $0.index == index }) {
            if onRow || !view.row.containsFocus { view.row.grabFocus() }
        } else {
            listBox.grabFocus()
        }
    }

    // MARK: Layout

    private func layout() -> RowLayout {
        let (list, reveal) = source()
        return layout(list, reveal)
    }

    private func layout(_ list: DropdownList, _ reveal: BarReveal) -> RowLayout {
        measureBar(list, reveal)
        var bars: [Int: Double] = [:]
        // Whole pixels, as the widgets show them, so the virtual offsets match the rows.
        for (index, fraction) in reveal.fractions { bars[index] = (fraction * barHeight).rounded() / barHeight }
        return RowLayout(count: list.count, rowHeight: rowHeight, barHeight: barHeight, padding: Self.padding, bars: bars)
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
        guard !measured, let view = pool.first(where: { $0.index != nil && !$0.row.isExpanded }) ?? pool.first else { return }
        measured = true
        let row = Double(view.row.naturalHeight)
        if row > 0, !view.row.isExpanded { rowHeight = row }
    }

    /// Reads the bar's height from a styled bar once the rows are measured and a bar is open
    /// or moving.
    private func measureBar(_ list: DropdownList, _ reveal: BarReveal) {
        guard measured, !barMeasured, list.openIndex != nil || !reveal.fractions.isEmpty,
              let view = pool.first(where: { $0.index != nil && !$0.row.isExpanded }) ?? pool.first else { return }
        barMeasured = true
        let bar = Double(view.measureBar())
        if bar > 0 { barHeight = bar }
    }

    /// Binds the views to the items in view, shifts them by the first one's hidden part and
    /// keeps the focus on its item.
    func refresh() {
        guard !refreshing else { return }
        refreshing = true
        defer { refreshing = false }
        let hadFocus = hasFocus
        let (list, reveal) = source()
        let layout = layout(list, reveal)
        adjustment.configure(upper: layout.totalHeight, pageSize: height, step: rowHeight)
        let offset = adjustment.value
        first = layout.row(atOffset: offset) ?? 0
        // Enough views to cover the viewport from the first row's hidden part down; no spare
        // ones (screen readers would see them), so the pool shrinks with a short list.
        let needed = min(Int((height + rowHeight + barHeight) / rowHeight) + 2, list.count - first)
        while pool.count < needed { addView() }
        while pool.count > needed, let view = pool.popLast() { view.row.destroy() }
        for (position, view) in pool.enumerated() {
            let index = first + position
            view.bind(list.items[index], at: index, open: list.openIndex == index,
                      barHeight: Int((reveal.fraction(of: index) * barHeight).rounded()),
                      first: index == 0, last: index == list.count - 1)
        }
        innerOffset = max(0, offset - (layout.offset(ofRow: first) - Self.padding))
        clip.scrollOffset = innerOffset
        // A row that had the focus keeps it as it is rebound; one whose bar folded away with
        // the focused button in it takes the focus back.
        if hadFocus { placeFocus(force: true) }
    }

    private func addView() {
        let view = DropdownRowView(
            onShare: { [weak self] index in self?.onShare(index) },
            onRemove: { [weak self] index in self?.onRemove(index) })
        pool.append(view)
        listBox.insert(view.row, at: -1)
    }
}
