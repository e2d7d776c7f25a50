import FoldoutControllers
import FoldoutGtk
import FoldoutModel

/// The main window: the account selector and the folder tree in a sidebar, the inbox's messages
/// beside them, as a list or (the Conversations button, Ctrl+T) as conversations: a tree of
/// replies of any depth, Ctrl+E opening every conversation and Shift+Ctrl+E closing them. It owns the ``Mailbox`` value and builds the controllers from it: the inbox and
/// the folder tree are built again when what they show changes (another account, another sort
/// order, a message archived or sent). With a Maildir, the sidebar shows its folders as a tree
/// of any depth (``MaildirFolderTree``), Sent and Archive (kept in memory) beneath it, and the
/// list the chosen folder's messages, read off the main thread (``MaildirSource``) with a
/// spinner turning in the header bar meanwhile.
@MainActor
final class MailWindow {
    let window: ApplicationWindow
    private var mailbox: Mailbox
    private let header = HeaderBar(title: "Mailbox")
    private let folderPlace = Box(vertical: true)
    private let inboxPlace = Box(vertical: true)
    private var accountSelector: SelectorController<Account>!
    /// Which messages the inbox shows: all, the unread or the flagged ones.
    private var filterSelector: SelectorController<MailFilter>!
    private var inbox: InboxList!
    /// The inbox as conversations, once a person asked for them.
    private var threadList: ThreadList?
    /// Shows the inbox as conversations instead of a list.
    private let conversations = ToggleButton(iconName: "mail-reply-all-symbolic", title: "Conversations")
    /// The mock-up's folders (without a Maildir).
    private var folders: FolderTree?
    /// The Maildir's folders, a tree of any depth (with a Maildir).
    private var maildirFolders: MaildirFolderTree?
    /// With a Maildir, the folders kept in memory beneath its tree: Sent (replies) and Archive.
    private var localFolders: FolderTree?
    private let localPlace = Box(vertical: true)
    /// The name of the folder whose messages the list shows.
    private let inboxHeading = Label("Inbox")
    /// Turns in the header bar while a folder's messages are read.
    private let loadingSpinner = Spinner()
    /// The first messages read take the focus (the list was empty when the window opened);
    /// a folder chosen later leaves it where the person is.
    private var focusFirstMessages = true
    /// The window's frame figures while a Maildir loads (`MAILBOX_BENCH_FRAMES=1`).
    private var frameBench: FrameBench?
    private var settings: MailSettings?
    private let application: Application
    /// The Maildir the inbox is read from (nil for the mock-up's messages).
    private var source: MaildirSource?

    init(application: Application, mailbox: Mailbox) {
        let made = FrameBench.now()
        self.mailbox = mailbox
        self.application = application
        window = ApplicationWindow(application: application)
        window.title = "Mailbox"
        window.setDefaultSize(width: 980, height: 620)
        let settingsButton = Button(iconName: "emblem-system-symbolic", tooltip: "Settings")
        settingsButton.setAction("app.settings")
        header.packEnd(settingsButton)
        loadingSpinner.setAccessibleName("Loading messages")
        loadingSpinner.setTooltip("Loading messages…")
        header.packEnd(loadingSpinner)
        window.setTitlebar(header)

        let sidebar = Box(vertical: true, spacing: 12)
        sidebar.addStyleClass("mail-sidebar")
        sidebar.setSizeRequest(width: 300)
        accountSelector = SelectorController(
            name: "Account", placeholder: "Choose an account",
            options: mailbox.accounts, chosen: mailbox.account)
        accountSelector.onChoose = { [weak self] account in self?.chooseAccount(account.address) }
        sidebar.packStart(accountSelector.widget)
        let foldersHeading = Label("Folders")
        foldersHeading.setXAlign(0)
        foldersHeading.addStyleClass("mail-heading")
        sidebar.packStart(foldersHeading)
        sidebar.packStart(folderPlace, expand: true)
        if MaildirOption.directory != nil {
            let localHeading = Label("On this computer")
            localHeading.setXAlign(0)
            localHeading.addStyleClass("mail-heading")
            sidebar.packStart(localHeading)
            localPlace.setSizeRequest(height: 150)
            sidebar.packStart(localPlace)
        }

        let content = Box(vertical: true)
        content.addStyleClass("mail-content")
        inboxHeading.setXAlign(0)
        inboxHeading.addStyleClass("mail-heading")
        let inboxBar = Box(vertical: false, spacing: 12)
        inboxBar.packStart(inboxHeading, expand: true)
        filterSelector = SelectorController(
            name: "Show", placeholder: "All messages",
            options: MailFilter.allCases, chosen: mailbox.filter)
        filterSelector.onChoose = { [weak self] filter in self?.show(filter) }
        inboxBar.packEnd(filterSelector.widget)
        conversations.onToggled { [weak self] in self?.showConversations() }
        inboxBar.packEnd(conversations)
        window.addAction("conversations") { [weak self] in
            guard let self else { return }
            self.conversations.isActive.toggle()
        }
        window.addAction("expand-all") { [weak self] in self?.threadList?.expandAll() }
        window.addAction("collapse-all") { [weak self] in self?.threadList?.collapseAll() }
        content.packStart(inboxBar)
        content.packStart(inboxPlace, expand: true)

        let body = Box(vertical: false)
        body.packStart(sidebar)
        body.packStart(content, expand: true)
        window.add(body)

        if let root = MaildirOption.folders {
            do {
                let tree = try MaildirFolderTree(root: root) { [weak self] folder in self?.showFolder(folder) }
                maildirFolders = tree
                folderPlace.packStart(tree.controller.widget, expand: true)
            } catch {
                Log.warning("The folders cannot be shown: \(error)")
            }
        }
        buildInbox()
        buildFolders()
        window.showAll()
        loadingSpinner.isVisible = false
        inbox.focus()
        if let directory = MaildirOption.directory {
            frameBench = FrameBench.fromEnvironment(window: window, application: application, made: made)
            read(directory)
        }
    }

    // MARK: Messages from the Maildir

    /// Reads the Maildir at `directory` into the (empty) list, off the main thread, and
    /// follows its changes.
    private func read(_ directory: String) {
        source?.stop()
        loadingSpinner.isVisible = true
        source = MaildirSource(
            directory: directory,
            events: MaildirSource.Events(
                batch: { [weak self] messages in self?.received(messages) },
                // The list makes room for them all at once, as the source does: an index growing
                // in the middle of the reading would stall a frame.
                listed: { [weak self] count in
                    guard let self else { return }
                    self.inbox.controller.reserveCapacity(self.mailbox.inbox.count + count)
                },
                loaded: { [weak self] count in self?.loaded(count) },
                changed: { [weak self] change in self?.changed(change) }))
        frameBench?.loadStarted()
        source?.start()
    }

    /// The first reading of the folder is done.
    private func loaded(_ count: Int) {
        putAllHeldBack()
        loadingSpinner.isVisible = false
        maildirFolders?.setCount(mailbox.inbox.count)
        frameBench?.loaded(count)
    }

    /// Shows `folder`'s messages (a person chose it in the tree): the list starts empty and
    /// fills as they are read; the focus stays in the tree.
    private func showFolder(_ folder: MaildirFolder) {
        source?.stop()
        source = nil
        dropHeldBack()
        loadingSpinner.isVisible = false
        focusFirstMessages = false
        mailbox.emptyInbox()
        inboxHeading.text = folder.fullName.isEmpty ? "Inbox" : folder.name
        buildInbox()
        showThreads()
        if let path = folder.path { read(path) }
    }

    /// A batch of messages read. While the list is short of a screenful, the messages go in a
    /// few per frame and the others wait for the frames after (``pacing``): a whole screenful
    /// at once stalled the frame showing the first rows for 50 to 100 ms
    /// (`Examples/tools/bench-frames`). Past it, a batch goes in whole.
    private func received(_ messages: [Message]) {
        let wasHolding = pacing.isHolding
        let now = pacing.arrive(messages, shown: mailbox.inbox.count)
        if !now.isEmpty { put(now) }
        guard pacing.isHolding, !wasHolding else { return }
        var painted = false
        heldBackTick = inboxPlace.addTickCallback { [weak self] _ in
            guard let self else { return false }
            // The first frame to come paints the rows just put: the next ones after it.
            guard painted else {
                painted = true
                return true
            }
            let next = self.pacing.next(shown: self.mailbox.inbox.count)
            if !next.isEmpty { self.put(next) }
            if !self.pacing.isHolding { self.heldBackTick = nil }
            return self.pacing.isHolding
        }
    }

    /// The messages read and not yet in the list while it fills its first screenful.
    private var pacing = RowPacing<Message>()
    /// The tick callback putting the messages ``pacing`` holds in the list, frame by frame.
    private var heldBackTick: UInt32?

    /// Puts every held-back message in the list at once (a change on disk is to find its
    /// message there).
    private func putAllHeldBack() {
        let all = dropHeldBack()
        if !all.isEmpty { put(all) }
    }

    /// Stops putting held-back messages in the list; returns them.
    @discardableResult
    private func dropHeldBack() -> [Message] {
        if let heldBackTick { inboxPlace.removeTickCallback(heldBackTick) }
        heldBackTick = nil
        return pacing.drain()
    }

    /// Messages put in the list: each goes in by date, in the list and in the Inbox folder.
    private func put(_ messages: [Message]) {
        let start = frameBench == nil ? 0 : FrameBench.now()
        defer { if let frameBench { frameBench.batchHandled(time: FrameBench.now() - start, count: messages.count) } }
        // The inbox was empty when the window opened: its first messages take the focus.
        let first = focusFirstMessages && inbox.controller.state.count == 0
        var edits: [DropdownEdit<Message>] = []
        var places: [Int] = []
        for message in messages {
            let place = mailbox.receive(message)
            places.append(place)
            edits.append(.insert(message, at: listIndex(place)))
        }
        if mailbox.filter == .all { inbox.controller.apply(edits) } else { showFiltered() }
        if first, !messages.isEmpty, window.isActive {
            focusFirstMessages = false
            inbox.focus()
        }
        showThreads()
        if !messages.isEmpty { frameBench?.rowsShown() }
        guard let folders else { return }
        // The Inbox folder's rows: one insert when the batch came in one run (the usual case:
        // the folder is read newest first), else the tree anew.
        if let first = places.first, places.elementsEqual(first..<first + places.count) {
            folders.controller.insertChildren(messages, at: first, of: 0)
            folders.controller.updateParent(mailbox.account.folders[0], at: 0)
        } else {
            buildFolders()
        }
    }

    /// A message file appeared, went or changed while the inbox is shown.
    private func changed(_ change: MaildirSource.Change) {
        putAllHeldBack()
        switch change {
        case let .inserted(message):
            put([message])
            if source?.isLoading == false { maildirFolders?.setCount(mailbox.inbox.count) }
            // Said once, above the list (screen readers hear the notification), while the
            // person reads on where they are: the list does not move.
            if mailbox.filter.admits(message) {
                inbox.controller.notify("New message from \(message.sender): “\(message.subject)”")
            }
        case let .removed(id):
            let place = mailbox.drop(id)
            if mailbox.filter == .all { inbox.controller.apply([.remove(id: id)]) } else { showFiltered() }
            showThreads()
            if source?.isLoading == false { maildirFolders?.setCount(mailbox.inbox.count) }
            if let place { folders?.controller.removeChildren(place..<place + 1, of: 0) }
            folders?.controller.updateParent(mailbox.account.folders[0], at: 0)
        case let .updated(message):
            defer { showThreads() }
            guard let (old, new) = mailbox.replace(message) else {
                // Taken out (undoable): the list keeps the new version on its undo stack.
                inbox.controller.apply([.update(message)])
                return
            }
            if mailbox.filter == .all {
                inbox.controller.apply([.update(message), .move(id: message.id, to: listIndex(new))])
            } else {
                // Read or flagged elsewhere: it may join the list shown or leave it.
                showFiltered()
                inbox.controller.reconfigure(ids: [message.id])
            }
            if old == new {
                folders?.controller.updateChild(message, at: new, of: 0)
            } else {
                folders?.controller.removeChildren(old..<old + 1, of: 0)
                folders?.controller.insertChildren([message], at: new, of: 0)
            }
        }
    }

    /// Shows the messages `filter` admits: the list gets them as a snapshot, so the open
    /// message, the focus, a selection and a search stay on the messages that remain.
    private func show(_ filter: MailFilter) {
        guard filter != mailbox.filter else { return }
        mailbox.filter = filter
        showFiltered()
    }

    private func showFiltered() {
        do {
            try inbox.controller.replaceAll(with: mailbox.inboxSnapshot)
        } catch {
            Log.warning("The inbox cannot be shown: \(error)")
        }
        showThreads()
    }

    /// Shows the inbox as conversations or as a list, as the Conversations button says; the
    /// one shown takes the focus.
    private func showConversations() {
        if conversations.isActive {
            if let threadList {
                threadList.show(mailbox.shownInbox, newestFirst: !mailbox.oldestFirst)
            } else {
                do {
                    let threadList = try ThreadList(messages: mailbox.shownInbox, newestFirst: !mailbox.oldestFirst)
                    self.threadList = threadList
                    inboxPlace.packStart(threadList.controller.widget, expand: true)
                } catch {
                    Log.warning("The conversations cannot be shown: \(error)")
                }
            }
            inbox.controller.widget.isVisible = false
            threadList?.controller.widget.showAll()
            threadList?.focus()
        } else {
            threadList?.controller.widget.isVisible = false
            inbox.controller.widget.isVisible = true
            inbox.focus()
        }
    }

    /// The conversations, if shown, get the inbox as it is now (a snapshot: the open ones and
    /// the focus stay).
    private func showThreads() {
        guard conversations.isActive, let threadList else { return }
        threadList.show(mailbox.shownInbox, newestFirst: !mailbox.oldestFirst)
    }

    /// The list's index of the inbox's message at `place` (the list may show oldest first).
    private func listIndex(_ place: Int) -> Int {
        mailbox.oldestFirst ? mailbox.inbox.count - 1 - place : place
    }

    // MARK: The controllers, built from the mailbox

    private func buildInbox() {
        // A new list has no undo history: what the old one took out stays out.
        mailbox.forgetUndo()
        if let old = inbox { inboxPlace.remove(old.controller.widget) }
        inbox = InboxList(
            messages: mailbox.shownInbox, showPreviews: mailbox.showPreviews,
            events: InboxList.Events(
                takenOut: { [weak self] message, fate in
                    self?.mailbox.takeOut(message.id, fate)
                    self?.buildFolders()
                },
                listChanged: { [weak self] state in
                    guard let self, self.mailbox.keepOnly(removed: state.removed) else { return }
                    self.buildFolders()
                },
                reply: { [weak self] message, notify in self?.compose(replyTo: message, notify: notify) }))
        window.insertActionGroup("inbox", inbox.controller.actions)
        inboxPlace.packStart(inbox.controller.widget, expand: true)
        inbox.controller.widget.showAll()
        if conversations.isActive {
            inbox.controller.widget.isVisible = false
            showThreads()
        }
    }

    /// Builds the folder tree again, with the folders that were open still open unless
    /// `keepOpen` is false (another account). A Maildir's tree is built once; the folders
    /// kept in memory beneath it (Sent, Archive) are built again.
    private func buildFolders(keepOpen: Bool = true) {
        guard maildirFolders == nil else { return buildLocalFolders() }
        let open = keepOpen ? folders?.openFolders ?? [] : []
        if let old = folders { folderPlace.remove(old.controller.widget) }
        let folders = FolderTree(folders: mailbox.account.folders, open: open) { [weak self] folder, place in
            guard let self, let from = self.mailbox.account.folderIndex(folder.name) else { return }
            self.mailbox.moveFolder(from: from, to: place)
        } reply: { [weak self] message in
            self?.compose(replyTo: message) { [weak self] text in self?.inbox.controller.notify(text) }
        }
        self.folders = folders
        folderPlace.packStart(folders.controller.widget, expand: true)
        folders.controller.widget.showAll()
    }

    /// With a Maildir: Sent and Archive, kept in memory, as expandable rows beneath its tree.
    private func buildLocalFolders() {
        let open = localFolders?.openFolders ?? []
        if let old = localFolders { localPlace.remove(old.controller.widget) }
        let local = FolderTree(
            folders: Array(mailbox.account.folders.dropFirst()), open: open, name: "On this computer",
            movable: false
        ) { _, _ in
        } reply: { [weak self] message in
            self?.compose(replyTo: message) { [weak self] text in self?.inbox.controller.notify(text) }
        }
        localFolders = local
        localPlace.packStart(local.controller.widget, expand: true)
        local.controller.widget.showAll()
    }

    // MARK: What a person does

    private func chooseAccount(_ address: String) {
        guard address != mailbox.account.address else { return }
        mailbox.choose(address: address)
        // Once the selector has closed its drawer and put the focus back on its field.
        MainLoop.idle { [weak self] in
            self?.buildInbox()
            self?.buildFolders(keepOpen: false)
            return false
        }
    }

    /// Opens a composer for a reply; Send files the reply in Sent and says so in the inbox's
    /// notification.
    private func compose(replyTo message: Message, notify: @escaping @MainActor (String) -> Void) {
        Composer.present(replyTo: message, over: window) { [weak self] body in
            guard let self else { return }
            self.mailbox.reply(to: message, body: body)
            self.buildFolders()
            notify("Reply sent to \(message.sender)")
        }
    }

    /// Opens the settings window (or raises it).
    func showSettings() {
        if let settings {
            settings.window.present()
            return
        }
        let settings = MailSettings(parent: window, application: application, mailbox: mailbox) { [weak self] change in
            guard let self else { return }
            // Neither rebuilds the list: a new order is a snapshot, the previews a new look of
            // the rows in view; the open message, the focus and a search stay.
            switch change {
            case let .oldestFirst(on):
                self.mailbox.oldestFirst = on
                self.showFiltered()
            case let .showPreviews(on):
                self.mailbox.showPreviews = on
                self.inbox.showPreviews = on
            }
        }
        settings.window.onDestroy { [weak self] in self?.settings = nil }
        self.settings = settings
        settings.window.present()
    }
}
