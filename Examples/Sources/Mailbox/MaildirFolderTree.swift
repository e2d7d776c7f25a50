import FoldoutControllers
import FoldoutGtk
import FoldoutModel

/// A Maildir's folders as a tree of any depth (the kit's ``OutlineRowsController``): the Inbox
/// at the top, open at start, its Maildir++ subfolders beneath it, theirs beneath them. Keys
/// are GtkTreeView's (Right or `+` opens a folder, Right again goes to its first subfolder,
/// Left or `-` closes it or goes to its parent, `*` opens all beneath it); screen readers hear
/// each folder's level and place among its siblings, and its message count.
///
/// Choosing a folder (Enter, Space, a click) hands it to `choose`: the window shows its
/// messages. The outline opens or closes a folder with subfolders as it is activated; that
/// folder is chosen too, unless the keys that only open and close (Right, Left, `+`, `-`, `*`,
/// `/`) did it. Each folder's count is read off the main thread once (a listing of its `cur/`
/// and `new/`), and the chosen folder's follows its messages as they load.
@MainActor
final class MaildirFolderTree {
    private(set) var controller: OutlineRowsController<MaildirFolder, String>!
    /// The folder tree as scanned at start.
    let root: MaildirFolder
    /// The folder shown in the message list (its ``id(of:)``).
    private(set) var chosen: String
    /// Messages in each folder, by id, once counted.
    private var counts: [String: Int] = [:]
    private let choose: @MainActor (MaildirFolder) -> Void

    /// The tree of the Maildir++ at `root`'s folders (the Inbox chosen at start); `choose`
    /// hears each folder a person chooses.
    /// - Throws: `DuplicateIDError` when two folders have the same name (never, in one
    ///   directory).
    init(root: MaildirFolder, choose: @escaping @MainActor (MaildirFolder) -> Void) throws(DuplicateIDError) {
        self.root = root
        self.choose = choose
        chosen = Self.id(of: root)
        let content = ExpandableRowContent<MaildirFolder>(views: { [weak self] in
            let line = FolderLine()
            return (
                line.widget,
                { folder, row in
                    let id = Self.id(of: folder)
                    line.show(folder, count: self?.counts[id], chosen: self?.chosen == id, in: row)
                }
            )
        })
        controller = try OutlineRowsController(
            roots: [root], id: { Self.id(of: $0) },
            children: .onOpen(hasChildren: { !$0.subfolders.isEmpty }, children: { $0.subfolders }),
            name: "Folders", expanded: [Self.id(of: root)], contents: [content], emptyText: "No folders.")
        controller.onActivated = { [weak self] folder, _ in self?.pick(folder) }
        // A folder with subfolders opens or closes as it is activated, and is chosen then;
        // Right, Left and the other opening keys only open and close.
        controller.onParentActivated = { [weak self] folder, _ in self?.pick(folder) }
        count()
    }

    /// A folder's identity in the tree: `INBOX`, `INBOX.Work`, `INBOX.Work.Projects` (as IMAP
    /// servers name Maildir++ folders).
    nonisolated static func id(of folder: MaildirFolder) -> String {
        folder.fullName.isEmpty ? "INBOX" : "INBOX.\(folder.fullName)"
    }

    func focus() { controller.focus() }

    /// The chosen folder now holds `count` messages (its messages loading or changing).
    func setCount(_ count: Int) {
        guard counts[chosen] != count else { return }
        counts[chosen] = count
        refresh(chosen)
    }

    private func pick(_ folder: MaildirFolder) {
        let id = Self.id(of: folder)
        guard id != chosen else { return }
        let before = chosen
        chosen = id
        refresh(before)
        refresh(id)
        choose(folder)
    }

    /// Binds the row of folder `id` again (a new count, chosen or not).
    private func refresh(_ id: String) {
        guard let node = controller.node(id: id), let folder = controller.value(of: node) else { return }
        controller.update(folder, id: id)
    }

    /// Counts every folder's messages on another thread, then shows the counts.
    private func count() {
        let folders = Self.all(root)
        // The tree lives as long as the window; were it gone, the counts would go nowhere.
        Task.detached(priority: .utility) { [weak self] in
            var found: [String: Int] = [:]
            for folder in folders {
                found[Self.id(of: folder)] = folder.path.map(MaildirFolder.messageCount) ?? 0
            }
            await self?.counted(found)
        }
    }

    private func counted(_ found: [String: Int]) {
        for (id, count) in found where id != chosen || counts[id] == nil {
            counts[id] = count
            refresh(id)
        }
    }

    /// `folder` and every folder beneath it.
    nonisolated private static func all(_ folder: MaildirFolder) -> [MaildirFolder] {
        [folder] + folder.subfolders.flatMap(all)
    }
}
