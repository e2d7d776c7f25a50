import FoldoutGtk
import FoldoutModel

/// The window onto a list of any length, of rows of any height, under every list pattern:
/// only the rows in view (and a row or two more) exist as widgets, and scrolling rebinds them
/// to other rows. It renders what its controller pushes (``render(_:edits:)``: how many rows
/// there are, how they moved, and the focused row) and reports what a person does; it keeps
/// no state of its own that the model holds, and the model holds none of its geometry.
///
/// The geometry is the viewport's own, as GTK 4's list views keep it in their tiles: the
/// heights (``RowHeights``: where every row is), the row kept still and the scroll offset.
/// The list's height is virtual: the scrollbar's
/// adjustment holds the offset into that height (a million 40 px rows are 40,000,000 px, far
/// beyond what an X11 window or cairo can hold), and the recycled rows sit in a short list box
/// that a code-scrolled window shifts by the part of the first row above the view. Each row is
/// measured for the list's width as it is bound (and every frame while part of it slides), and
/// its height kept here, correcting the estimate of the rows not yet shown; the heights follow
/// the edits each render brings (``RowHeights/apply(_:)``). Nothing goes back to the model,
/// so a sliding row costs its controller nothing. It asks and tells its controller through one protocol,
/// ``RecyclingViewportSource`` (the kinds of rows, binding, what screen readers are told, what
/// the person does). The
/// row under the focus (or the first row in view) stays where it is on screen while heights
/// change above it and while rows come and go. The focused row is the model's: when it scrolls
/// out of view the list box itself holds the keyboard focus, and the row takes it back when it
/// is shown again.
@MainActor
final class RecyclingViewport {
    /// What the viewport shows: how many rows there are and which has the focus (the
    /// controller's view state; where the rows are is the viewport's own).
    struct Rows {
        var count: Int
        var focus: Int?
    }

    /// The list, its scrollbar beside it.
    let widget = Box(vertical: false)
    /// The list box holding the recycled rows (its accessible name, role and description are
    /// the pattern's).
    let listBox = ListBox.tellingRows()

    /// The controller: what the rows are and what is done with them (kept weakly: the
    /// controller keeps the viewport).
    weak var source: (any RecyclingViewportSource)?
    /// A note to tell screen readers on row `index` (its view's ``RecycledRow/note``) as the row
    /// is bound or brought up to date, which is before the keyboard focus goes to it: heard
    /// with the row as the focus reaches it, or as it changes where the focus stays on its
    /// view. Set by the pattern around the rendering that moves the focus, then cleared.
    var noteOnBind: (index: Int, text: String)?
    /// The context menu on screen, if any (one at a time).
    private(set) var contextMenu: PopupMenu?

    /// Where to scroll, which rows to bind and the row kept still (display-free).
    private var geometry: ViewportGeometry
    private var padding: Double { geometry.padding }
    /// What shows when there are no rows.
    private let empty: Label
    private let clip = ScrolledWindow()
    private let column = Box(vertical: true)
    private let adjustment = Adjustment()
    /// Shown only while the list is taller than its viewport, as a scrolled window would.
    private lazy var scrollbar = Scrollbar(vertical: adjustment)
    private var pool: [RecycledRow] = []
    /// Views made ahead (``prepareViews(of:)``), never yet in the list (no screen reader sees
    /// them): the first rows of their kind are bound to them instead of views made in the frame
    /// that shows them, which costs that frame most.
    private var reserve: [RecycledRow] = []
    /// Views that fewer rows left spare, hidden in the list and bound to no row
    /// (``setAside(_:)``): the next rows of their kind show in them again.
    private var hidden: [RecycledRow] = []
    private var rows = Rows(count: 0, focus: nil)
    /// Where every row is: the heights measured as rows were shown, an estimate for the others.
    private var heights: RowHeights
    /// The viewport's height (``ViewportGeometry/height``).
    private var height: Double { geometry.height }
    private var width = 0
    private var innerOffset = 0.0
    /// The list box's height at its last allocation.
    private var listHeight = 0
    private var refreshing = false
    private var renderAgain = false
    private var shown = false
    /// A tick callback re-measuring rows while part of one slides.
    private var slideTick: UInt32?
    /// Counts the scrolls asked for (``show(_:animated:)``, the wheel, the scrollbar): a
    /// scroll waiting for a slide to end gives way to any later one.
    private var scrolls = 0
    /// Set while the viewport itself moves the scrollbar's adjustment.
    private var scrollingItself = false
    private lazy var scroller = SmoothScroller(
        host: widget, get: { [weak self] in self?.adjustment.value ?? 0 },
        set: { [weak self] in self?.scrollTo($0) },
        page: { [weak self] in self?.height ?? 0 },
        maximum: { [weak self] in self?.maxOffset ?? 0 })

    /// A viewport with `padding` pixels above the first row and below the last, whose rows
    /// count `rowEstimate` pixels each until one is measured; `emptyText` shows when there are
    /// no rows (styled by `emptyClass`); `columnClass` styles the column holding the list box.
    init(padding: Double, rowEstimate: Double, emptyText: String, emptyClass: String, columnClass: String) {
        geometry = ViewportGeometry(padding: padding)
        heights = RowHeights(count: 0, defaultEstimate: rowEstimate)
        column.addStyleClass(columnClass)
        empty = Label(emptyText)
        empty.wrap()
        empty.addStyleClass("dim-label")
        empty.addStyleClass(emptyClass)
        empty.show()
        listBox.setPlaceholder(empty)
        // Screen readers see every row at its true place, not the views among the widgets.
        listBox.tellRows(count: 0) { [weak self] index in self?.source?.facts(ofRow: index) }

        column.setMargins(top: Int(padding), bottom: Int(padding))
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

        adjustment.onValueChanged { [weak self] in
            guard let self, !self.refreshing else { return }
            // The scrollbar dragged, or its trough clicked.
            if !self.scrollingItself { self.scrolls += 1 }
            self.geometry.anchor = nil
            self.refresh()
        }
        clip.onSizeAllocate(after: true) { [weak self] in self?.allocated() }
        // A row's size changes after its style does (a class set as it was bound): measure again.
        listBox.onSizeAllocate(after: true) { [weak self] in
            guard let self, !self.refreshing, self.listBox.allocation.height != self.listHeight else { return }
            self.listHeight = self.listBox.allocation.height
            MainLoop.idle { [weak self] in
                self?.refresh()
                return false
            }
        }
        listBox.on(.styleUpdated) { [weak self] in self?.restyled() }
        listBox.onRowActivated { [weak self] position in
            guard let self, let view = self.pool.first(where: { $0.row.index == position }), let index = view.index else { return }
            self.source?.rowActivated(index)
        }
        listBox.onFocusChildChanged { [weak self] child in
            guard let self, !self.refreshing, let child,
                let view = self.pool.first(where: { $0.row.objectID == child }), let index = view.index
            else { return }
            self.source?.rowFocused(index)
        }
        listBox.onContextPress { [weak self] position in
            guard let self, let position, let view = self.pool.first(where: { $0.row.index == position }),
                let index = view.index
            else { return false }
            return self.source?.contextMenuRequested(atRow: index) ?? false
        }
        // One Tab stop: Tab comes back to the row that had the focus (scrolled into view).
        listBox.makeOneTabStop { [weak self] in self?.source?.tabbedIn() ?? false }
        // Rows in row order: each view's row has its row's index as its sort key (the views
        // are not moved when they take other rows).
        listBox.sortByRowKeys()
        listBox.onKeyPress { [weak self] key in
            guard let self else { return false }
            if self.source?.keyPressed(key) == true { return true }
            if let move = key.navigation, key.isPlain || key.isControlOnly {
                self.source?.movePressed(move)
                return true
            }
            return false
        }
    }

    // MARK: Rendering

    /// Shows `rows`; `edits` are how the rows moved since the last render (inserted, removed,
    /// moved, updated), so the heights follow their rows (an updated row is measured again),
    /// each view keeps its row and the row kept still on screen follows its item (or the row
    /// that took its place: ``RowTracker``). Nil `edits`: every row is new (a search's
    /// results in the whole list's place, or the whole list back), estimated until shown.
    func render(_ rows: Rows, edits: [RowEdit]?) {
        self.rows = rows
        if let edits { heights.apply(edits) }
        // Edits that do not account for the rows are the controller's mistake: the rows are
        // then taken as new (estimated until shown), not left where they are not.
        assert(edits == nil || heights.count == rows.count, "edits leave \(heights.count) rows, not \(rows.count)")
        if edits == nil || heights.count != rows.count {
            heights = RowHeights(count: rows.count, defaultEstimate: heights.estimate)
        }
        let edits = edits ?? []
        let moved = edits.contains { if case .updated = $0 { false } else { true } }
        listBox.accessibleRowsChanged(count: rows.count, moved: moved)
        // The views keep showing their rows as rows come and go above them.
        if moved {
            for view in pool {
                guard let index = view.index else { continue }
                view.index = RowTracker.follow(index, through: edits)
            }
            geometry.follow(edits, count: rows.count)
        }
        if refreshing {
            renderAgain = true
        } else {
            refresh()
        }
    }

    /// What shows when there are no rows (the list's empty text, or "No results").
    var emptyText: String {
        get { empty.text }
        set { empty.text = newValue }
    }

    /// The view showing row `index`, if it is bound.
    func view(at index: Int) -> RecycledRow? { pool.first { $0.index == index } }

    /// Every bound view.
    var views: [RecycledRow] { pool }

    /// The number of rows (as last rendered).
    var count: Int { rows.count }

    /// Binds the views to the rows in view, measures them, shifts them by the first one's
    /// hidden part and keeps the focus on its row. Rows measured anew move the rows below
    /// them, which may bring other rows into view: it lays out again until a pass measures no
    /// row it had not measured in this refresh, which ends, as each pass before the last
    /// measures a row more. A render asked for while it lays out (a controller answering a
    /// bind) is laid out too, a few times at most.
    func refresh() {
        guard !refreshing else { return }
        refreshing = true
        defer { refreshing = false }
        let hadFocus = hasFocus
        var measuredHere = Set<Int>()
        var renders = 0
        while true {
            renderAgain = false
            let measured = layOut()
            let more = measured.reduce(false) { measuredHere.insert($1).inserted || $0 }
            if more { continue }
            renders += 1
            guard renderAgain, renders < 4 else { break }
        }
        if hadFocus { placeFocus(force: true) }
        followSliding()
    }

    /// Forgets every row's height (the width, the font, the text scale, the theme or what
    /// the rows show changed): rows are estimated until they are shown again. The row under
    /// the focus (or the first in view) stays still.
    func forgetHeights() {
        let index = rows.focus.flatMap { view(at: $0) != nil ? $0 : nil } ?? firstRow
        geometry.keepStillIfFree(heights, index: index, offset: adjustment.value)
        heights.forgetHeights()
    }

    /// Row `index`'s height as measured, or nil while it is estimated (not shown since it came,
    /// changed or the heights were forgotten).
    func measuredHeight(ofRow index: Int) -> Int? {
        heights.isMeasured(index) ? Int(heights.height(of: index)) : nil
    }

    /// Forgets row `index`'s height: it is measured again when next laid out (what it shows
    /// changed).
    func forgetHeight(of index: Int) {
        heights.setHeight(nil, at: index)
    }

    /// Binds every row in view again, through the source, to be measured anew when next laid
    /// out (how the rows look changed: UIKit's `reconfigureItems`); `heightsChanged` forgets
    /// the heights of the rows out of view too. The controller then pushes.
    func rebindRowsInView(heightsChanged: Bool) {
        if heightsChanged { forgetHeights() }
        for view in views {
            guard let index = view.index else { continue }
            source?.bind(view, toRow: index)
            forgetHeight(of: index)
        }
    }

    /// Shows a controller's changes of its rows, `edits`, with its `push` (which renders
    /// them): the rows they update bind anew (they show something else), and a focus in the
    /// list stays in it, on its row.
    func show(_ edits: [RowEdit], push: ([RowEdit]) -> Void) {
        let hadFocus = hasFocus
        for case let .updated(range) in edits {
            for index in range { view(at: index)?.index = nil }
        }
        push(edits)
        if hadFocus { placeFocus(force: true) }
    }

    /// Lays the rows out at the scroll offset; returns the rows whose heights it measured
    /// anew, or none once they are placed.
    private func layOut() -> [Int] {
        let count = heights.count
        adjustment.configure(upper: heights.totalHeight + 2 * padding, pageSize: height, step: heights.estimate)
        scrollbar.isVisible = heights.totalHeight + 2 * padding > height
        if let anchor = geometry.anchor, anchor.index < count {
            let value = geometry.offset(heights, current: adjustment.value)
            // Not for the rounding of sums (a glide would step back by a hair).
            if abs(value - adjustment.value) > 0.01 { adjustment.value = value }
        }
        let value = min(adjustment.value, geometry.maxOffset(heights))
        let span = geometry.rows(heights, at: value)
        let first = span?.lowerBound ?? 0
        firstRow = first
        var last = span?.upperBound ?? first
        let pinned = count > 0 ? source?.pinnedRow(whileFirst: first).flatMap { $0 < first ? $0 : nil } : nil
        if count > 0 { last = usingSpareViews(first: first, last: last, pinned: pinned) }
        var wanted = count > 0 ? Array(first...last) : []
        if let pinned { wanted.insert(pinned, at: 0) }
        assign(wanted)
        // Measure what was bound for the list's width.
        var measured: [(index: Int, height: Int)] = []
        let width = max(1, listBox.allocation.width > 1 ? listBox.allocation.width : Int(clip.allocation.width) - 24)
        // Not before the list has a width: a row measured for one pixel is as tall as its
        // text is long, and costly to lay out (the first allocation measures them all).
        let sized = listBox.allocation.width > 1 || clip.allocation.width > 24
        for view in pool where sized {
            guard let index = view.index else { continue }
            let real = view.row.naturalHeight(forWidth: width)
            if real > 0, !heights.isMeasured(index) || Int(heights.height(of: index)) != real {
                measured.append((index, real))
            }
        }
        if !measured.isEmpty {
            // The row under the focus (or the first in view) stays where it is on screen.
            keepStill(first: first, last: last, value: value)
            for (index, height) in measured { heights.setHeight(height, at: index) }
            return measured.map(\.index)
        }
        let above = pinned.map { heights.height(of: $0) } ?? 0
        innerOffset = geometry.hidden(heights, first: first, at: value, above: above)
        clip.scrollOffset = innerOffset
        keepStill(first: first, last: last, value: value)
        return []
    }

    /// `last`, or a later row so that no view is spare: views left over when the rows in view
    /// are taller than before (or than estimated, once measured) bind the rows below instead of
    /// going. Making a view and destroying one are what a frame can least afford (GTK restyles
    /// the rows beside it and screen readers are told of each), and a drag across rows of mixed
    /// heights would otherwise make and destroy views on most frames, even twice in one; so
    /// the views settle at the most the view has needed.
    private func usingSpareViews(first: Int, last: Int, pinned: Int?) -> Int {
        let count = rows.count
        guard last < count - 1, pool.count > last - first + 1 + (pinned == nil ? 0 : 1) else { return last }
        var spare: [Int: Int] = [:]
        for view in pool { spare[view.kind, default: 0] += 1 }
        for index in [pinned].compactMap({ $0 }) + Array(first...last) { spare[kindOf(index), default: 0] -= 1 }
        var last = last
        while last < count - 1, let left = spare[kindOf(last + 1)], left > 0 {
            last += 1
            spare[kindOf(last)] = left - 1
        }
        return last
    }

    /// Remembers the focused row (when in view) or the first row in view, and where its top
    /// is in the view, to keep it there.
    private func keepStill(first: Int, last: Int, value: Double) {
        geometry.keepStill(heights, focus: rows.focus, shown: first...max(first, last), offset: value)
    }

    /// Gives each row of `wanted` a view of its kind. A view keeps its row while the row stays
    /// wanted, and the views of rows gone from view take the rows come into it, so scrolling
    /// rebinds only the rows that scrolled in, and a focused row keeps its row and the focus.
    /// Screen readers follow the focus from object to object and ignore a focused row's new
    /// name: so the newly focused row never gets the view that has the focus while another
    /// view is free, and the focus moves to a new object. The list box shows the views in
    /// row order.
    private func assign(_ wanted: [Int]) {
        let wantedSet = Set(wanted)
        let kinds = Dictionary(wanted.map { ($0, kindOf($0)) }, uniquingKeysWith: { first, _ in first })
        var need: [Int: Int] = [:]
        for kind in kinds.values { need[kind, default: 0] += 1 }
        var have: [Int: Int] = [:]
        for view in pool { have[view.kind, default: 0] += 1 }
        // Set spare views aside (hidden, or destroyed past a screenful of them), those of rows
        // out of view first, the focused one last.
        for (kind, count) in have where count > need[kind, default: 0] {
            var extra = count - need[kind, default: 0]
            while extra > 0 {
                let out = { (view: RecycledRow) in view.kind == kind && (view.index.map { !wantedSet.contains($0) || kinds[$0] != kind } ?? true) }
                let mine = { (view: RecycledRow) in view.kind == kind }
                guard let spare = pool.lastIndex(where: { out($0) && !$0.row.hasFocus }) ?? pool.lastIndex(where: out) ?? pool.lastIndex(where: mine) else {
                    break
                }
                let gone = pool.remove(at: spare)
                // Not with the keyboard focus in it: GTK would leave the window without one.
                if gone.row.containsFocus { holdFocusInList() }
                setAside(gone)
                extra -= 1
            }
        }
        for (kind, count) in need where count > have[kind, default: 0] {
            for _ in 0..<count - have[kind, default: 0] {
                if let view = shownAgain(kind) {
                    pool.append(view)
                    continue
                }
                let view = reserved(kind) ?? makeRow(kind)
                pool.append(view)
                listBox.insert(view.row, at: -1)
                view.enteringList()
            }
        }
        var kept = Set<Int>()
        var free: [RecycledRow] = []
        // A view whose row moved (a row moved above it, or it moved itself) sorts anew.
        var moved = false
        for view in pool {
            if let index = view.index, wantedSet.contains(index), kinds[index] == view.kind, kept.insert(index).inserted {
                if view.row.sortKey != index { moved = true }
                view.row.sortKey = index
                view.row.accessibleIndex = index
                setClass(view.row, "first-item", index == 0)
                setClass(view.row, "last-item", index == rows.count - 1)
                if let source { source.update(view, showingRow: index) }
                tellNote(view, index)
            } else {
                free.append(view)
            }
        }
        // The view with the focus is the last to be given a new row; the focused row, if it
        // came into view, the first to be given one.
        free.sort { !$0.row.hasFocus && $1.row.hasFocus }
        var coming = wanted.filter { !kept.contains($0) }
        if let focus = rows.focus, let at = coming.firstIndex(of: focus) { coming.insert(coming.remove(at: at), at: 0) }
        for index in coming {
            guard let at = free.firstIndex(where: { $0.kind == kinds[index] }) else { continue }
            bindView(free.remove(at: at), index)
            moved = true
        }
        for view in free {
            view.index = nil
            view.row.accessibleIndex = nil
        }
        guard moved else { return }
        pool.sort { ($0.index ?? Int.max) < ($1.index ?? Int.max) }
        listBox.invalidateSort()
    }

    /// How many views of a kind are made ahead: a screenful, and the rows bound beyond it.
    private var reserveSize: Int {
        geometry.rowsHeld(heights) + 3
    }

    /// Hides a spare view in the list, unbound, while fewer than ``reserveSize`` of its kind
    /// are hidden; destroys it otherwise. Taking views out of the list and putting them back
    /// costs most (about a millisecond a view: GTK restyles the list, screen readers are told
    /// of each view and all it holds), and a search that narrows and widens again would do it
    /// at every key. Hidden, a view takes no room and no key reaches it; screen readers find
    /// it nowhere, the rows they are told of being the bound views' (its true index is none).
    /// A view under a press is destroyed: the list box would act on it at the release (take it
    /// as the row activated, give it the focus), and only a row gone from the list is
    /// forgotten (a row taken out of the list and kept was given the focus out of it).
    private func setAside(_ view: RecycledRow) {
        guard hidden.count(where: { $0.kind == view.kind }) < reserveSize, !view.row.isPressed else {
            view.row.destroy()
            return
        }
        // Not shown again by a `showAll()` of the window.
        view.row.isShownWithAncestors = false
        view.row.hide()
        view.index = nil
        view.row.accessibleIndex = nil
        view.forgetNote()
        hidden.append(view)
    }

    /// A hidden view of `kind` (``setAside(_:)``) shown again, if there is one.
    private func shownAgain(_ kind: Int) -> RecycledRow? {
        let view = Self.take(kind, from: &hidden)
        view?.row.show()
        return view
    }

    /// A view of `kind` from the reserve, if it holds one.
    private func reserved(_ kind: Int) -> RecycledRow? { Self.take(kind, from: &reserve) }

    /// The last view of `kind` in `views`, taken out of them.
    private static func take(_ kind: Int, from views: inout [RecycledRow]) -> RecycledRow? {
        guard let at = views.lastIndex(where: { $0.kind == kind }) else { return nil }
        return views.remove(at: at)
    }

    /// Makes views of `kind` ahead, a few each time the main loop is idle, until the reserve
    /// holds a screenful with those in the list: the first rows of that kind to show (a
    /// parent's children as it opens, or a search's results) are then bound, not made. Such
    /// views make their accessible as they enter the list (``RecycledRow/enteringList()``).
    func prepareViews(of kind: Int) {
        MainLoop.idle(priority: .low) { [weak self] in
            guard let self else { return false }
            let have = [self.pool, self.hidden, self.reserve].reduce(0) { $0 + $1.count(where: { $0.kind == kind }) }
            guard have < self.reserveSize else { return false }
            for _ in 0..<min(Self.viewsMadeAtOnce, self.reserveSize - have) { self.reserve.append(self.makeRow(kind)) }
            return true
        }
    }

    /// Views made ahead in one go: about a millisecond each.
    private static var viewsMadeAtOnce: Int { 2 }

    private func bindView(_ view: RecycledRow, _ index: Int) {
        view.index = index
        view.row.sortKey = index
        view.row.accessibleIndex = index
        setClass(view.row, "first-item", index == 0)
        setClass(view.row, "last-item", index == rows.count - 1)
        source?.bind(view, toRow: index)
        tellNote(view, index)
    }

    /// The kind of row `index` (0 with no source).
    private func kindOf(_ index: Int) -> Int { source?.viewKind(ofRow: index) ?? 0 }

    /// A new view for rows of `kind`.
    private func makeRow(_ kind: Int) -> RecycledRow {
        source?.makeView(ofKind: kind) ?? RecycledRow(row: ListItemRow(), kind: kind)
    }

    /// Gives `view`, bound to row `index`, the note to tell there, if any.
    private func tellNote(_ view: RecycledRow, _ index: Int) {
        if let noteOnBind, noteOnBind.index == index { view.note = noteOnBind.text }
    }

    private func setClass(_ row: ListItemRow, _ name: String, _ on: Bool) {
        if on { row.addStyleClass(name) } else { row.removeStyleClass(name) }
    }

    /// While part of a bound row slides (a revealer), measures it on every frame.
    private func followSliding() {
        guard slideTick == nil, pool.contains(where: \.isSliding) else { return }
        slideTick = widget.addTickCallback { [weak self] _ in
            guard let self else { return false }
            let sliding = self.pool.contains(where: \.isSliding)
            self.refresh()
            guard sliding else {
                self.slideTick = nil
                return false
            }
            return true
        }
    }

    // MARK: Focus and scrolling

    /// Whether the keyboard focus is in the list (on a row, a button in a row or the list itself).
    var hasFocus: Bool { listBox.containsFocus }

    /// The first row in view.
    private(set) var firstRow = 0

    /// Rows in a page, for Page Up and Page Down.
    var rowsPerPage: Int { geometry.rowsPerPage(heights) }

    private var maxOffset: Double { geometry.maxOffset(heights) }

    /// Scrolls just enough to show all of row `index`, smoothly if `animated`.
    func show(_ index: Int, animated: Bool) {
        scrolls += 1
        guard index >= 0, index < rows.count else { return }
        scroll(to: geometry.offset(showing: index, heights, current: adjustment.value), animated: animated)
    }

    /// Scrolls by `pixels` (up when negative), stopping any glide: a row dragged near an edge.
    func scroll(byPixels pixels: Double) {
        scrolls += 1
        scroller.stop()
        scrollTo(min(max(0, adjustment.value + pixels), maxOffset))
    }

    /// Scrolls so that rows `range` are in view (the first wins when they do not all fit).
    func show(_ range: ClosedRange<Int>, animated: Bool) {
        scrolls += 1
        guard range.lowerBound >= 0, range.upperBound < rows.count else { return }
        scroll(to: geometry.offset(showing: range, heights, current: adjustment.value), animated: animated)
    }

    /// Scrolls to offset `goal`, gliding there if `animated`, else at once (stopping a glide).
    private func scroll(to goal: Double, animated: Bool) {
        if animated {
            scroller.scroll(to: goal)
        } else {
            scroller.stop()
            scrollTo(goal)
        }
    }

    /// The row a navigation key goes to from row `focus` (from the first row in view without
    /// one): one up or down, a page up or down, the first or the last row, unclamped (the
    /// controller's move clamps it); nil when there are no rows.
    func row(after move: KeyPress.Navigation, from focus: Int?) -> Int? {
        guard count > 0 else { return nil }
        let current = focus ?? firstRow
        switch move {
        case .up: return current - 1
        case .down: return current + 1
        case .pageUp: return current - rowsPerPage
        case .pageDown: return current + rowsPerPage
        case .home: return 0
        case .end: return count - 1
        }
    }

    /// Scrolls rows `range()` into view, smoothly, once no bound row slides any more (a row
    /// unfolding its bar, children sliding in); at once unless `animated`. `range` is asked
    /// then, so it follows its rows; nil scrolls nowhere. Any scroll asked for in between (a
    /// key moving the focus, the wheel, the scrollbar) cancels it: the person has moved on.
    func showAfterSliding(animated: Bool, _ range: @escaping @MainActor () -> ClosedRange<Int>?) {
        guard animated else {
            if let range = range() { show(range, animated: false) }
            return
        }
        scrolls += 1
        let asked = scrolls
        // A slide lasts a quarter of a second; never wait beyond two.
        var frames = 120
        widget.addTickCallback { [weak self] _ in
            guard let self, self.scrolls == asked else { return false }
            frames -= 1
            if frames > 0, self.pool.contains(where: \.isSliding) { return true }
            if let range = range() { self.show(range, animated: true) }
            return false
        }
    }

    private func scrollTo(_ value: Double) {
        geometry.anchor = nil
        if adjustment.value == value {
            // No scroll to lay the rows out: remember the row to keep still now.
            refresh()
        } else {
            scrollingItself = true
            adjustment.value = value
            scrollingItself = false
        }
    }

    /// Puts the keyboard focus on the focused row's view (leaving it on a button of that row
    /// unless `onRow`), or on the list while that row is out of view; `force` takes it from
    /// elsewhere in the window too.
    func placeFocus(force: Bool = false, onRow: Bool = false) {
        guard let index = rows.focus, force || hasFocus else { return }
        if let view = pool.first(where: { $0.index == index }) {
            // Its name first: screen readers say it as the focus comes.
            view.row.flushAccessibleName()
            if onRow || !view.row.containsFocus { view.row.grabFocus() }
            if listBox.canFocus, view.row.containsFocus { listBox.canFocus = false }
        } else {
            // The view that had it keeps it (showing another row) until the row comes into view.
            listBox.grabFocus()
        }
    }

    /// The list box itself takes the keyboard focus when the view that holds it goes (the
    /// focused row is out of view, and fewer views are needed): GtkListBox takes the focus only
    /// while it is focusable, which it is until a row takes the focus back.
    private func holdFocusInList() {
        listBox.canFocus = true
        listBox.grabFocus()
    }

    /// A wheel or touchpad scroll over the list (a row's bar passes its scrolls on to here).
    private func scroll(by scroll: ScrollEvent) -> Bool {
        scrolls += 1
        scroller.stop()
        scrollTo(adjustment.value + scroll.pixels(pageSize: height))
        return true
    }

    /// Shows `menu`, a row's context menu: under row `index` (the Menu key, Shift+F10: its first
    /// item selected), or at the pointer (a right-click). Either way the row is its anchor (its
    /// accessible parent: screen readers hear it as the row's menu). It stays the list's until
    /// it closes.
    func showContextMenu(_ menu: PopupMenu, forRow index: Int, atPointer: Bool) {
        guard let view = view(at: index) else { return }
        contextMenu = menu
        menu.onClosed = { [weak self, weak menu] in
            if let self, self.contextMenu === menu { self.contextMenu = nil }
        }
        if atPointer {
            menu.popUpAtPointer(on: view.row, attachedTo: listBox)
        } else {
            menu.popUp(under: view.row, attachedTo: listBox)
        }
    }

    // MARK: Size and style

    private func allocated() {
        let newHeight = Double(clip.allocation.height)
        let newWidth = clip.allocation.width
        guard newHeight > 0, newHeight != height || newWidth != width || !shown else { return }
        let widthChanged = shown && newWidth != width
        geometry.height = newHeight
        width = newWidth
        // Rebinding changes sizes: not in the middle of an allocation, but right after it.
        MainLoop.idle { [weak self] in
            guard let self else { return false }
            if widthChanged { self.forgetHeights() }
            self.refresh()
            if !self.shown {
                self.shown = true
                self.source?.firstShown()
            }
            return false
        }
    }

    private func restyled() {
        guard shown else { return }
        forgetHeights()
        refresh()
    }
}

extension RecyclingViewport {
    /// `key` as if the list ran left to right: in a right-to-left list Left points forward
    /// (expands, goes into a parent) and Right back, so they swap; other keys stay. The trees'
    /// keys read arrows through it.
    func forwardArrow(_ key: Key) -> Key {
        guard listBox.isRightToLeft else { return key }
        switch key {
        case .left: return .right
        case .right: return .left
        case .keypadLeft: return .keypadRight
        case .keypadRight: return .keypadLeft
        default: return key
        }
    }
}
