import CGtk
import FoldoutModel
import GtkKit

/// The Tweetbot-style dropdown rows pattern: activating a row unfolds an action bar
/// (Share, Remove) beneath it; activating it again, or another row, folds it.
///
/// The open row, the items and the undo stack live in a ``DropdownList``; this controller
/// only applies the list's changes to widgets, so the open row survives scrolling,
/// removals and restarts. Keyboard: Up/Down move, Enter/Space unfold, Tab reaches the
/// bar's buttons, Escape folds, Delete removes, and the `undo` action restores.
@MainActor
public final class DropdownRowsController {
    /// The page: the scrolled list with its notifications above it.
    public let widget = Overlay()
    /// Actions to insert on the window under a prefix (e.g. `months.undo`).
    public let actions = ActionGroup()
    /// The model, as it is now.
    public private(set) var list: DropdownList
    /// Called after every change with the state to persist.
    public var onStateChange: (@MainActor (DropdownState) -> Void)?

    private let listBox = ListBox()
    private let scrolled = ScrolledWindow()
    private let column = Box(vertical: true)
    private let toast = Toast()
    private var views: [DropdownRowView] = []
    private let scroller: SmoothScroller
    private var undoAction: SimpleAction?

    /// Makes the page for `list`; `name` is what screen readers call the list.
    public init(list: DropdownList, name: String) {
        self.list = list
        scroller = SmoothScroller(scrolled)
        listBox.addStyleClass("dropdown-list")
        listBox.setAccessibleName(name)
        listBox.setAlign(vertical: GTK_ALIGN_START)
        let empty = Label("Nothing left here. Press Ctrl+Z to bring back what you removed.")
        empty.wrap()
        empty.addStyleClass("dim-label")
        empty.addStyleClass("dropdown-empty")
        empty.show()
        listBox.setPlaceholder(empty)

        column.addStyleClass("dropdown-column")
        column.packStart(listBox)
        scrolled.add(column)
        listBox.followFocus(of: scrolled)
        widget.add(scrolled)
        widget.addOverlay(toast.widget)

        for (index, item) in list.items.enumerated() { insertView(for: item, at: index) }
        if let open = list.openIndex { views[open].setOpen(true, animated: false) }

        listBox.onRowActivated { [weak self] index in self?.activate(at: index) }
        listBox.on("key-press-event", event: { [weak self] event in
            guard let self, let key = KeyPress(event: event), key.isPlain else { return false }
            return self.handleKey(key)
        })
        var revealedOnce = false
        listBox.on("map", after: true) { [weak self] in
            guard !revealedOnce else { return }
            revealedOnce = true
            self?.scrollOpenRowIntoView()
        }
        undoAction = actions.addAction("undo") { [weak self] in self?.undo() }
        undoAction?.isEnabled = list.canUndo
        widget.showAll()
        toast.widget.revealChild = false
    }

    // MARK: What a person does

    /// Gives the keyboard focus to the open row, or else the first row.
    public func focus() {
        guard !views.isEmpty else { return }
        views[list.openIndex ?? 0].row.grabFocus()
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
        let hadFocus = listBox.focusedRowIndex == index
        let title = list.items[index].title
        apply(list.remove(at: index))
        toast.show("“\(title)” removed", actionTitle: "_Undo") { [weak self] in self?.undo() }
        if hadFocus, !views.isEmpty { views[min(index, views.count - 1)].row.grabFocus() }
    }

    /// Restores the most recently removed row at its place (and its open state).
    public func undo() {
        guard let item = list.lastRemoved else { return }
        apply(list.undo())
        toast.dismiss()
        if let index = list.items.firstIndex(of: item) { views[index].row.grabFocus() }
    }

    // MARK: Applying the model's changes

    private func apply(_ changes: [DropdownChange]) {
        guard !changes.isEmpty else { return }
        for change in changes {
            switch change {
            case let .opened(index): views[index].setOpen(true, animated: true)
            case let .closed(index): views[index].setOpen(false, animated: true)
            case let .removed(index, _):
                views[index].row.destroy()
                views.remove(at: index)
            case let .inserted(index, item):
                insertView(for: item, at: index)
            }
        }
        undoAction?.isEnabled = list.canUndo
        onStateChange?(list.state)
    }

    private func insertView(for item: DropdownItem, at index: Int) {
        let view = DropdownRowView(item: item, onShare: { [weak self] view in
            guard let self, let index = self.index(of: view) else { return }
            self.share(at: index)
        }, onRemove: { [weak self] view in
            guard let self, let index = self.index(of: view) else { return }
            self.remove(at: index)
        })
        views.insert(view, at: index)
        listBox.insert(view.row, at: index)
        view.revealer.onNotify("child-revealed") { [weak self, weak view] in
            guard let self, let view, view.revealer.childRevealed, self.list.openID == view.item.id else { return }
            // Layout of the grown row lands in the next frame: measure after it.
            MainLoop.idle { [weak self] in
                self?.scrollOpenRowIntoView()
                return false
            }
        }
    }

    private func index(of view: DropdownRowView) -> Int? {
        views.firstIndex { $0 === view }
    }

    private func handleKey(_ key: KeyPress) -> Bool {
        if key.isEscape, list.openID != nil {
            let focused = listBox.focusedRowIndex
            fold()
            if let open = focused, views.indices.contains(open) { views[open].row.grabFocus() }
            return true
        }
        if key.isDelete, let index = listBox.focusedRowIndex {
            remove(at: index)
            return true
        }
        return false
    }

    private func scrollOpenRowIntoView() {
        // The column is the scrolled content: its coordinates are the scroll offsets.
        guard let index = list.openIndex, let origin = views[index].row.origin(in: column) else { return }
        scroller.reveal(top: Double(origin.y), height: Double(views[index].row.allocation.height))
    }
}
