import CGtk
import FoldoutModel
import GtkKit

/// The Tweetbot-style dropdown rows pattern: activating a row unfolds an action bar
/// (Share, Remove) beneath it; activating it again, or another row, folds it.
///
/// The list holds any number of items at the cost of the few rows in view: a handful of row
/// views are recycled as it scrolls (see ``RecyclingViewport``), and everything a row shows —
/// its item, whether it is open, how far its bar has unfolded, whether it has the focus — comes
/// from the model. The open row, the items and the undo stack live in a ``DropdownList``, the
/// bars' unfolding in a ``BarReveal``, the positions in a ``RowLayout``.
///
/// Keyboard: Up/Down/Page Up/Page Down/Home/End (and Ctrl+Home/End) move with the focus,
/// Enter/Space unfold, Tab reaches the open bar's buttons and then leaves the list (the list is
/// one Tab stop; Tab back in returns to the row that had the focus), Escape folds, Delete
/// removes, and the `undo` action restores. Mouse wheel, touchpad and the scrollbar scroll.
/// Screen readers hear no selection state on the rows, and a folding bar's buttons leave the
/// accessibility tree and the focus chain as soon as folding starts.
@MainActor
public final class DropdownRowsController {
    /// The page: the list with its notifications above it.
    public let widget = Overlay()
    /// Actions to insert on the window under a prefix (e.g. `months.undo`).
    public let actions = ActionGroup()
    /// The model, as it is now.
    public private(set) var list: DropdownList
    /// Called after every change with the state to persist.
    public var onStateChange: (@MainActor (DropdownState) -> Void)?

    private let viewport: RecyclingViewport
    private let toast = Toast()
    private var reveal = BarReveal(duration: 0.3)
    private var tick: UInt32?
    private var lastFrame: Int64?
    private var undoAction: SimpleAction?
    private let name: String

    /// Makes the page for `list`; `name` is what screen readers call the list.
    public init(list: DropdownList, name: String) {
        self.list = list
        self.name = name
        viewport = RecyclingViewport(name: name)
        if let open = list.openIndex { reveal.set(open, open: true, animated: false) }
        widget.add(viewport.widget)
        widget.addOverlay(toast.widget)

        viewport.source = { [weak self] in
            guard let self else { return (DropdownList(items: []), BarReveal()) }
            return (self.list, self.reveal)
        }
        viewport.onActivate = { [weak self] index in self?.activate(at: index) }
        viewport.onShare = { [weak self] index in self?.share(at: index) }
        viewport.onRemove = { [weak self] index in self?.remove(at: index) }
        viewport.onKey = { [weak self] key in self?.handleKey(key) ?? false }
        viewport.onFirstShow = { [weak self] in
            guard let self, let open = self.list.openIndex else { return }
            self.viewport.reveal(open, animated: false)
        }
        undoAction = actions.addAction("undo") { [weak self] in self?.undo() }
        undoAction?.isEnabled = list.canUndo
        viewport.describe(count: list.count)
        widget.showAll()
        toast.widget.revealChild = false
    }

    // MARK: What a person does

    /// Gives the keyboard focus to the focused row of before, the open row, or the first row.
    public func focus() {
        guard list.count > 0 else { return }
        viewport.focus(viewport.focusIndex ?? list.openIndex ?? 0)
    }

    /// Scrolls row `index` into view and gives it the keyboard focus.
    public func focus(at index: Int) {
        viewport.focus(index)
    }

    /// Unfolds row `index`, or folds it if it is the open one (folding any other).
    public func activate(at index: Int) {
        apply(list.activate(at: index))
    }

    /// Folds the open row, if any.
    public func fold() {
        apply(list.fold())
    }

    /// Copies row `index`'s text to the clipboard and says so.
    public func share(at index: Int) {
        guard list.items.indices.contains(index) else { return }
        let title = list.items[index].title
        Clipboard.copy(title)
        toast.show("“\(title)” copied")
    }

    /// Removes row `index` and offers to undo it.
    public func remove(at index: Int) {
        guard list.items.indices.contains(index) else { return }
        let hadFocus = viewport.hasFocus
        let title = list.items[index].title
        apply(list.remove(at: index))
        toast.show("“\(title)” removed", actionTitle: "_Undo") { [weak self] in self?.undo() }
        if hadFocus, list.count > 0 { viewport.focus(min(index, list.count - 1)) }
    }

    /// Restores the most recently removed row at its place (and its open state).
    public func undo() {
        guard list.canUndo else { return }
        let changes = list.undo()
        apply(changes)
        toast.dismiss()
        for case let .inserted(index, _) in changes { viewport.focus(index) }
    }

    // MARK: Applying the model's changes

    private func apply(_ changes: [DropdownChange]) {
        guard !changes.isEmpty else { return }
        let animated = Style.animationsEnabled && viewport.widget.isMapped
        var opened: Int?
        for change in changes {
            switch change {
            case let .opened(index):
                reveal.set(index, open: true, animated: animated)
                opened = index
            case let .closed(index):
                reveal.set(index, open: false, animated: animated)
            case let .removed(index, _):
                reveal.rowRemoved(at: index)
                viewport.rowRemoved(at: index)
            case let .inserted(index, _):
                reveal.rowInserted(at: index)
                viewport.rowInserted(at: index)
            }
        }
        viewport.describe(count: list.count)
        viewport.refresh()
        if reveal.isMoving { animate() } else if let opened { viewport.reveal(opened, animated: animated) }
        undoAction?.isEnabled = list.canUndo
        onStateChange?(list.state)
    }

    /// Moves the bars on every frame until they rest; an unfolded row that does not fit is then
    /// scrolled into view.
    private func animate() {
        guard tick == nil else { return }
        lastFrame = nil
        tick = viewport.widget.addTickCallback { [weak self] now in
            guard let self else { return false }
            let seconds = self.lastFrame.map { Double(now - $0) / 1_000_000 } ?? 0
            self.lastFrame = now
            let finished = self.reveal.advance(by: seconds)
            self.viewport.refresh()
            if let open = self.list.openIndex, finished.contains(open) { self.viewport.reveal(open, animated: true) }
            guard self.reveal.isMoving else {
                self.tick = nil
                return false
            }
            return true
        }
    }

    private func handleKey(_ key: KeyPress) -> Bool {
        if key.isEscape, list.openID != nil {
            let focused = viewport.hasFocus ? viewport.focusIndex : nil
            fold()
            // Out of the folding bar's buttons, back onto the row.
            if let focused { viewport.focus(focused) }
            return true
        }
        if key.isDelete, key.isPlain, let index = viewport.focusIndex, viewport.hasFocus {
            remove(at: index)
            return true
        }
        return false
    }
}
