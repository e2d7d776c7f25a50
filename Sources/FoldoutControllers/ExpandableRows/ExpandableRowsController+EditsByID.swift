import FoldoutModel

/// The app's edits by a parent's identity (the initializer's `id`), for the app that keeps its
/// data by id rather than by place: each finds the parent (O(log n) after the first, which
/// indexes every parent) and does what the edit by index does; nothing happens when no parent
/// has the id (and always for a list made with builders, whose parents have none). While
/// searching, they change the whole tree, and the results follow.
///
///     let folder = folders[0]
///     folderList.updateParent(folder, id: folder.name)
///     folderList.setChildren(folder.messages, ofParentID: folder.name)
///     folderList.removeParent(id: "Drafts")
extension ExpandableRowsController {
    /// The parent with identity `id` is now `parent` (which keeps that id): its row shows it
    /// at once. Its children are not read again; give new ones with ``setChildren(_:ofParentID:)``.
    public func updateParent(_ parent: Parent, id: ID) {
        guard let index = index(ofParent: id) else { return }
        updateParent(parent, at: index)
    }

    /// Removes the parent with identity `id`, with its children.
    public func removeParent(id: ID) {
        guard let index = index(ofParent: id) else { return }
        removeParents(index..<index + 1)
    }

    /// The children of the parent with identity `id` are now `children` (see
    /// ``setChildren(_:of:)``: an open parent keeps its first child rows; with none, it stays
    /// open, for the children to come).
    public func setChildren(_ children: [Child], ofParentID id: ID) {
        guard let index = index(ofParent: id) else { return }
        setChildren(children, of: index)
    }

    /// Inserts `children` at `index` (clamped) among the loaded children of the parent with
    /// identity `id`.
    public func insertChildren(_ children: [Child], at index: Int, ofParentID id: ID) {
        guard let parent = self.index(ofParent: id) else { return }
        insertChildren(children, at: index, of: parent)
    }

    /// Removes children `range` of the parent with identity `id` (with none left, it stays
    /// open, with no expander until children come).
    public func removeChildren(_ range: Range<Int>, ofParentID id: ID) {
        guard let parent = index(ofParent: id) else { return }
        removeChildren(range, of: parent)
    }

    /// Child `index` of the parent with identity `id` is now `child`: its row (if shown) shows
    /// it at once.
    public func updateChild(_ child: Child, at index: Int, ofParentID id: ID) {
        guard let parent = self.index(ofParent: id) else { return }
        updateChild(child, at: index, of: parent)
    }
}
