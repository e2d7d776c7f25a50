import FoldoutGtk

/// Dragging a row of a recycling list to a new place with the mouse: by its drag handle at
/// once, or by the row itself once the pointer has moved a few pixels (before that the press
/// is a click). While it drags, a line between two rows shows where the row will land
/// (`drop-before` / `drop-after` on the row below or above the gap, drawn by CSS), the dragged
/// row is dimmed (`dragging`), and the list scrolls by itself while the pointer is near its top
/// or bottom edge, the faster the nearer and the longer it is held there, across any number of
/// rows. Letting go reports the
/// move (``onDrop``); Escape (``cancel()``) puts everything back as it was.
///
/// It holds only the drag's own state (which row, where the pointer is); the list's order is
/// the controller's model, changed once, on the drop.
@MainActor
final class RowDragging {
    /// Whether row `index` may be dragged now.
    var canDrag: @MainActor (_ index: Int) -> Bool = { _ in false }
    /// Whether the point (x, y) of a row's view (in the list box's coordinates) is on its drag handle.
    var isOnHandle: @MainActor (_ view: RecycledRow, _ x: Double, _ y: Double) -> Bool = { _, _, _ in false }
    /// A row was dropped: move it from `from` so that it sits at `to`.
    var onDrop: @MainActor (_ from: Int, _ to: Int) -> Void = { _, _ in }

    /// Pixels the pointer moves before pressing on a row becomes a drag (GTK's drag threshold).
    static var threshold: Double { 8 }
    /// How near the list's top or bottom edge (pixels) the pointer scrolls the list.
    static var edge: Double { 48 }
    /// The fastest the list scrolls while dragging, in pixels per frame, when the pointer has
    /// just reached the edge; held there, it speeds up to ``acceleration`` times that within
    /// two seconds (a long list is crossed in seconds, a short distance stays precise).
    static var fastest: Double { 30 }
    /// How many times faster the list scrolls after two seconds at its edge.
    static var acceleration: Double { 8 }

    private unowned let viewport: RecyclingViewport
    private let gesture: DragGesture
    /// The drag going on: the row dragged, where the press began (the viewport's coordinates),
    /// and whether it has become a drag yet.
    private var drag: (index: Int, startX: Double, startY: Double, started: Bool)?
    /// The pointer, in the viewport's coordinates (the list box moves under it as it scrolls:
    /// rows are found in the list box's, through ``listTop``).
    private var pointer = 0.0
    /// The row showing the drop line, and which side.
    private var marked: (view: RecycledRow, style: String)?
    private var dimmed: RecycledRow?
    private var scrollTick: UInt32?
    /// When the pointer reached the edge (the frame clock's microseconds), while it stays there.
    private var edgeSince: Int64?
    private var cancelled = false

    init(viewport: RecyclingViewport) {
        self.viewport = viewport
        // On the list and its scrollbar's box: the rows are found from its coordinates, which
        // stay put as the list box moves inside it while it scrolls.
        gesture = DragGesture(on: viewport.widget)
        gesture.onBegin = { [weak self] x, y in self?.begin(x: x, y: y) }
        gesture.onUpdate = { [weak self] dx, dy in self?.update(dx: dx, dy: dy) }
        gesture.onEnd = { [weak self] dx, dy in self?.end(dx: dx, dy: dy) }
    }

    /// Whether a row is being dragged (past the threshold).
    var isDragging: Bool { drag?.started == true }

    /// Ends the drag without moving anything (Escape).
    func cancel() {
        guard drag != nil else { return }
        cancelled = true
        gesture.cancel()
        finish()
    }

    // MARK: The gesture

    private func begin(x: Double, y: Double) {
        cancelled = false
        let origin = viewport.listBox.origin(in: viewport.widget) ?? (0, 0)
        let listX = x - Double(origin.x)
        let listY = y - Double(origin.y)
        guard let view = viewAt(y: listY), let index = view.index, canDrag(index) else { return }
        drag = (index, x, y, false)
        if isOnHandle(view, listX, listY) { start(pointerY: y) }
    }

    private func update(dx: Double, dy: Double) {
        guard let current = drag, !cancelled else { return }
        let y = current.startY + dy
        if !current.started {
            guard abs(dy) >= Self.threshold || abs(dx) >= Self.threshold else { return }
            start(pointerY: y)
        }
        pointer = y
        markGap()
        followEdges()
    }

    private func end(dx: Double, dy: Double) {
        guard let current = drag else { return }
        defer { finish() }
        guard current.started, !cancelled else { return }
        pointer = current.startY + dy
        guard let gap = gap() else { return }
        let to = gap > current.index ? gap - 1 : gap
        if to != current.index { onDrop(current.index, to) }
    }

    private func start(pointerY y: Double) {
        guard var current = drag else { return }
        current.started = true
        drag = current
        gesture.claim()
        pointer = y
        if let view = viewport.view(at: current.index) {
            view.row.addStyleClass("dragging")
            dimmed = view
        }
        markGap()
    }

    private func finish() {
        drag = nil
        if let scrollTick { viewport.widget.removeTickCallback(scrollTick) }
        scrollTick = nil
        edgeSince = nil
        unmark()
        dimmed?.row.removeStyleClass("dragging")
        dimmed = nil
    }

    // MARK: Where the row would land

    /// The list box's top in the viewport's coordinates (it moves as the list scrolls).
    private var listTop: Double {
        Double(viewport.listBox.origin(in: viewport.widget)?.y ?? 0)
    }

    private func viewAt(y: Double) -> RecycledRow? {
        viewport.views.first { view in
            guard view.index != nil else { return false }
            let box = view.row.allocation
            return y >= Double(box.y) && y < Double(box.y + box.height)
        }
    }

    /// The gap the pointer is over: 0 above the first row, `count` below the last.
    private func gap() -> Int? {
        let y = pointer - listTop
        let bound = viewport.views.filter { $0.index != nil }.sorted { ($0.index ?? 0) < ($1.index ?? 0) }
        guard let first = bound.first, let firstIndex = first.index else { return nil }
        if y < Double(first.row.allocation.y) { return firstIndex }
        for view in bound {
            guard let index = view.index else { continue }
            let box = view.row.allocation
            if y < Double(box.y) + Double(box.height) / 2 { return index }
            if y < Double(box.y + box.height) { return index + 1 }
        }
        return (bound.last?.index ?? firstIndex) + 1
    }

    private func markGap() {
        guard let gap = gap() else { return unmark() }
        var wanted: (RecycledRow, String)?
        if let below = viewport.view(at: gap) {
            wanted = (below, "drop-before")
        } else if let above = viewport.view(at: gap - 1) {
            wanted = (above, "drop-after")
        }
        if let marked, let wanted, marked.view === wanted.0, marked.style == wanted.1 { return }
        unmark()
        if let (view, style) = wanted {
            view.row.addStyleClass(style)
            marked = (view, style)
        }
    }

    private func unmark() {
        marked?.view.row.removeStyleClass(marked?.style ?? "")
        marked = nil
    }

    // MARK: Scrolling near the edges

    /// Scrolls on every frame while the pointer is near the top or bottom edge.
    private func followEdges() {
        guard scrollTick == nil, edgeSpeed != 0 else { return }
        scrollTick = viewport.widget.addTickCallback { [weak self] time in
            guard let self, self.isDragging else { return false }
            let speed = self.edgeSpeed
            guard speed != 0 else {
                self.scrollTick = nil
                self.edgeSince = nil
                return false
            }
            let since = self.edgeSince ?? time
            self.edgeSince = since
            let held = min(1, Double(time - since) / 2_000_000)
            self.viewport.scroll(byPixels: speed * (1 + (Self.acceleration - 1) * held * held))
            self.markGap()
            return true
        }
    }

    /// Pixels per frame: negative near the top, positive near the bottom, 0 elsewhere.
    private var edgeSpeed: Double {
        let height = Double(viewport.widget.allocation.height)
        if pointer < Self.edge { return -Self.fastest * min(1, (Self.edge - pointer) / Self.edge) }
        if pointer > height - Self.edge { return Self.fastest * min(1, (pointer - (height - Self.edge)) / Self.edge) }
        return 0
    }
}
