import CFoldoutGtk
import FoldoutModel
import Synchronization
import Testing

@testable import FoldoutControllers
@testable import FoldoutGtk

private struct Folder: Sendable {
    let name: String
    let messages: [String]
}

/// The list patterns' searches, driven through their controllers on a display (the keys, the
/// bar and what screen readers hear are in Tests/ui/test_search.py).
@Suite(.serialized)
@MainActor
struct ListSearchTests {
    private let folders = [
        Folder(name: "Inbox", messages: ["Tea on Thursday", "Notes on the Engine"]),
        Folder(name: "Projects", messages: ["Engine drawings", "Loom cards"]),
        Folder(name: "Zürich", messages: []),
        Folder(name: "Archive", messages: ["Old tea receipts"]),
    ]

    private func tree(expanded: Set<String> = []) -> ExpandableRowsController<Folder, String, String> {
        let content = ExpandableRowContent<Folder>(make: { Label() }, bind: { label, folder, _ in label.text = folder.name })
        let child = ExpandableRowContent<String>(make: { Label() }, bind: { label, text, _ in label.text = text })
        let controller = ExpandableRowsController(
            parents: folders, id: { $0.name }, children: .immediate(\.messages),
            name: "Folders", expanded: expanded,
            parentContent: content, childContent: child)
        controller.searchableParentText = { $0.name }
        controller.searchableChildText = { $0 }
        return controller
    }

    /// The loads a lazy tree asked for and that have not ended, by folder name.
    private final class PendingLoads {
        var pending: [String: @MainActor (Result<[String], ExpandableLoadError>) -> Void] = [:]
    }

    /// The folders, their children loaded lazily: each load waits in `loads` until a test ends it.
    private func lazyTree(_ loads: PendingLoads) -> ExpandableRowsController<Folder, String, String> {
        let content = ExpandableRowContent<Folder>(make: { Label() }, bind: { label, folder, _ in label.text = folder.name })
        let child = ExpandableRowContent<String>(make: { Label() }, bind: { label, text, _ in label.text = text })
        let controller = ExpandableRowsController<Folder, String, String>(
            parents: folders, id: { $0.name },
            children: .lazy(hasChildren: { _ in true }, load: { folder, done in loads.pending[folder.name] = done }),
            name: "Folders", parentContent: content, childContent: child)
        controller.searchableParentText = { $0.name }
        return controller
    }

    private func rows(_ controller: ExpandableRowsController<Folder, String, String>) -> [String] {
        controller.tree.visibleRows.map { row in
            switch row {
            case let .parent(index): controller.tree.isExpanded(index) ? "v \(index)" : "> \(index)"
            case let .child(parent, index): "  \(parent).\(index)"
            case let .status(parent): "  \(parent) status"
            }
        }
    }

    @Test func aTreeShowsParentsFoundByThemselvesOrOpenedAtTheirChildren() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let controller = tree(expanded: ["Projects"])
        var progress: [SearchProgress] = []
        controller.onSearchChange = { progress.append($0) }
        controller.search("TEA")
        // Inbox (a child), Archive (a child): opened at those children only.
        #expect(rows(controller) == ["v 0", "  0.0", "v 1", "  1.0"])
        #expect(controller.parents.map(\.name) == ["Inbox", "Projects", "Zürich", "Archive"], "the app's parents stay the whole list's")
        #expect(progress.last == SearchProgress(query: "TEA", results: 2, isComplete: true))
        controller.search("zurich")
        #expect(rows(controller) == ["> 0"], "a parent matched by its own name, accents ignored")
        controller.search("engine")
        #expect(rows(controller) == ["v 0", "  0.0", "v 1", "  1.0"])
        var activated: [String] = []
        controller.onChildActivated = { folder, message, parent, child in activated.append("\(folder.name) \(message) \(parent).\(child)") }
        controller.activateChild(0, of: 1)
        #expect(activated == ["Projects Engine drawings 1.0"], "a result's child is the app's, at its own place")
        controller.endSearch()
        #expect(!controller.isSearching)
        #expect(rows(controller) == ["> 0", "v 1", "  1.0", "  1.1", "> 2", "> 3"], "the parents open before, and only they")
    }

    @Test func childrenLoadedWhileSearchingShowUnderTheResultAndStayLoaded() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        var asked: [String] = []
        let content = ExpandableRowContent<Folder>(make: { Label() }, bind: { label, folder, _ in label.text = folder.name })
        let child = ExpandableRowContent<String>(make: { Label() }, bind: { label, text, _ in label.text = text })
        let controller = ExpandableRowsController<Folder, String, String>(
            parents: folders, id: { $0.name },
            children: .lazy(
                hasChildren: { !$0.messages.isEmpty },
                load: { folder, done in
                    asked.append(folder.name)
                    done(.success(folder.messages))
                }),
            name: "Folders", parentContent: content, childContent: child)
        controller.searchableParentText = { $0.name }
        controller.search("archive")
        #expect(rows(controller) == ["> 0"])
        controller.expand(0) // Inbox: not a result
        #expect(asked.isEmpty && rows(controller) == ["> 0"])
        controller.expand(3) // Archive, the app's parent 3, shown as result 0
        #expect(asked == ["Archive"], "the result's own parent is loaded")
        #expect(rows(controller) == ["v 0", "  0.0"])
        #expect(controller.children(of: 3) == ["Old tea receipts"])
        controller.endSearch()
        controller.expand(3)
        #expect(asked == ["Archive"], "the whole tree kept what was loaded while searching")
        #expect(rows(controller) == ["> 0", "> 1", "> 2", "v 3", "  3.0"])
    }

    /// Loads that end while the person searches: the whole tree hears of them, so the search
    /// gives back what happened (a failure with Retry, a parent with no children open with
    /// nothing beneath).
    @Test func loadsEndingWhileSearchingReachTheWholeTree() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let loads = PendingLoads()
        let controller = lazyTree(loads)
        var open: Set<String> = []
        controller.onOpenParentsChange = { open = $0 }
        controller.expand(0) // Inbox: loading
        controller.expand(1) // Projects: loading
        controller.search("zurich") // neither is a result
        loads.pending.removeValue(forKey: "Inbox")?(.failure(ExpandableLoadError("offline")))
        loads.pending.removeValue(forKey: "Projects")?(.success([]))
        controller.endSearch()
        #expect(controller.tree.children(of: 0) == .failed("offline"), "Inbox offers Retry, not Loading… for ever")
        #expect(
            !controller.tree.isExpanded(1) && controller.tree.isOpen(1),
            "Projects, with nothing in it, shows no expander and stays open for the children to come")
        controller.expand(3)
        #expect(open == ["Projects", "Inbox", "Archive"], "the parents the person opened")
        loads.pending.removeValue(forKey: "Archive")?(.success(["Old tea receipts"]))
        // The app's refresh of a parent that is not a result, while searching.
        controller.search("zurich")
        controller.reloadChildren(of: 3)
        #expect(loads.pending["Archive"] != nil, "the whole tree's parent is loaded again")
        loads.pending.removeValue(forKey: "Archive")?(.success(["New tea receipts"]))
        controller.endSearch()
        #expect(controller.children(of: 3) == ["New tea receipts"])
    }

    @Test func theAppsEditsDuringATreeSearchAreSearchedToo() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let controller = tree()
        controller.search("tea")
        #expect(rows(controller).count == 4)
        controller.insertParents([Folder(name: "Teaching", messages: ["Lecture"])], at: 0)
        #expect(rows(controller).first == "> 0", "Teaching matches by its name")
        #expect(controller.parents.first?.name == "Teaching")
        controller.endSearch()
        #expect(controller.parents.count == 5 && rows(controller).count == 5)
    }

    /// An edit under a finished search changes only what it touches among the results: a
    /// result the person opened stays open with the focus on its row, a parent that matches now
    /// comes in at its place, one that no longer matches goes, and nothing is searched again.
    @Test func anEditUnderASearchKeepsTheResultsThePersonOpened() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let controller = tree()
        controller.search("zurich")
        #expect(rows(controller) == ["> 0"] && controller.state.search?.isComplete == true)
        controller.search("e")
        // Inbox (by children), Projects (by a child), Archive (its name and its child).
        #expect(rows(controller) == ["v 0", "  0.0", "  0.1", "v 1", "  1.0", "v 2", "  2.0"])
        controller.collapse(0)
        controller.activateRow(0) // opened again by the person
        controller.move(to: 2)
        controller.insertParents([Folder(name: "Calm", messages: ["Loom"])], at: 1)
        #expect(rows(controller) == ["v 0", "  0.0", "  0.1", "v 1", "  1.0", "v 2", "  2.0"], "Calm does not match")
        #expect(controller.tree.focusedRow == 2, "the focus stays on Inbox's second child")
        controller.updateParent(Folder(name: "Calmer", messages: ["Loom"]), at: 1)
        #expect(rows(controller) == ["v 0", "  0.0", "  0.1", "> 1", "v 2", "  2.0", "v 3", "  3.0"])
        #expect(controller.tree.focusedRow == 2)
        #expect(controller.state.shownParent(1)?.name == "Calmer", "renamed to match, it comes in at its place")
        #expect(controller.state.shownParent(0)?.name == "Inbox" && controller.tree.isExpanded(0), "Inbox stays open")
        controller.removeParents(0..<1)
        #expect(controller.state.shownParent(0)?.name == "Calmer" && controller.tree.parentCount == 3)
        #expect(controller.state.search?.earlier.queries.isEmpty == true, "what other texts found is forgotten")
        controller.endSearch()
        #expect(controller.parents.map(\.name) == ["Calmer", "Projects", "Zürich", "Archive"])
    }

    /// Typing back (Backspace) to a text searched a moment ago shows what it found then, all
    /// at once, without testing a parent again; typing on from there narrows again; any change
    /// of the texts forgets what was found.
    @Test func typingBackShowsTheResultsFoundBeforeUntilTheTextsChange() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let controller = tree()
        var results: [String: [String]] = [:]
        for query in ["n", "ne", "nes"] {
            controller.search(query)
            results[query] = rows(controller)
        }
        #expect(results["n"] != results["nes"], "the results narrow as one types")
        #expect(controller.state.search?.earlier.queries == [SearchText("n"), SearchText("ne")])
        controller.search("ne")
        #expect(rows(controller) == results["ne"], "what \"ne\" found")
        #expect(
            controller.state.search?.isComplete == true && controller.state.search?.earlier.queries == [SearchText("n")],
            "found before, not searched again")
        controller.search("ng") // "ne" does not narrow to it: from "n"'s results
        #expect(controller.state.search?.earlier.queries == [SearchText("n")])
        let inN = Set(results["n"] ?? []).count
        #expect(rows(controller).count <= inN)
        controller.search("n")
        #expect(rows(controller) == results["n"] && controller.state.search?.earlier.queries.isEmpty == true)
        // An edit: the texts change, and what was found before is searched again.
        controller.search("ne")
        controller.insertParents([Folder(name: "Nest", messages: [])], at: 0)
        #expect(controller.state.search?.earlier.queries.isEmpty == true, "the texts changed")
        controller.search("n")
        let names = (0..<controller.tree.parentCount).compactMap { controller.state.shownParent($0)?.name }
        #expect(names.first == "Nest", "the new parent is found by a text searched before it came")
    }

    /// Children that load while searching change the texts: typing back searches again.
    @Test func typingBackAfterChildrenLoadedFindsThem() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let loads = PendingLoads()
        let controller = lazyTree(loads)
        controller.searchableChildText = { $0 }
        controller.expand(0) // Inbox: loading
        controller.search("r")
        let names = { (0..<controller.tree.parentCount).compactMap { controller.state.shownParent($0)?.name } }
        #expect(names() == ["Projects", "Zürich", "Archive"])
        controller.search("re")
        loads.pending.removeValue(forKey: "Inbox")?(.success(["Receipts"]))
        controller.search("r")
        #expect(names() == ["Inbox", "Projects", "Zürich", "Archive"], "Inbox, by the child that came")
    }

    @Test func theTextsKeptFromTheLastSearchFollowTheAppsEdits() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let controller = tree()
        controller.search("tea") // folds every text once
        controller.endSearch()
        controller.updateParent(Folder(name: "Tea house", messages: []), at: 2) // was Zürich
        controller.moveParent(from: 3, to: 0) // Archive first
        controller.insertChildren(["Jasmine tea"], at: 0, of: 2) // Projects
        controller.removeParents(1..<2) // Inbox
        controller.insertParents([Folder(name: "Drafts", messages: ["Green TEA"])], at: 1)
        #expect(controller.parents.map(\.name) == ["Archive", "Drafts", "Projects", "Tea house"])
        controller.search("tea")
        let found = (0..<controller.tree.parentCount).compactMap { controller.parent(at: $0)?.name }
        #expect(found == ["Archive", "Drafts", "Projects", "Tea house"], "each edit searched by its new text")
        #expect(rows(controller) == ["v 0", "  0.0", "v 1", "  1.0", "v 2", "  2.0", "> 3"])
        controller.updateChild("Coffee", at: 0, of: 2)
        #expect(rows(controller) == ["v 0", "  0.0", "v 1", "  1.0", "> 2"], "a child no longer matching, during the search")
        controller.endSearch()
        controller.search("zurich")
        #expect(controller.tree.parentCount == 0, "the old text is gone")
    }

    @Test func newSearchableTextFunctionsAreSearchedNotTheTextsKept() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let controller = tree()
        controller.search("tea") // folds every text once
        controller.endSearch()
        controller.searchableParentText = { "Folder " + $0.name }
        controller.searchableChildText = nil
        controller.search("folder")
        #expect(controller.tree.parentCount == controller.parents.count, "every parent by its new text")
        controller.endSearch()
        controller.search("tea")
        let found = (0..<controller.tree.parentCount).compactMap { controller.parent(at: $0)?.name }
        #expect(
            found == controller.parents.map(\.name).filter { $0.lowercased().contains("tea") },
            "no child searched, no child shown")
    }

    @Test func theTextsAreFoldedWhileTheBarIsOpenBeforeTheFirstKey() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let controller = tree()
        var asked = 0
        controller.searchableParentText = {
            asked += 1
            return $0.name
        }
        controller.startSearch() // Ctrl+F: the bar opens, nothing typed
        let deadline = MainLoop.monotonicTime + 5_000_000
        while asked < folders.count, MainLoop.monotonicTime < deadline { MainLoop.drain() }
        #expect(asked == folders.count, "every parent's text folded while waiting for a key")
        controller.search("zurich")
        #expect(asked == folders.count, "the search only compares")
        #expect(rows(controller) == ["> 0"])
        controller.endSearch()
    }

    @Test func theTextsAreMadeReadyWithTheTreeWhenTheMainLoopIsIdle() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let controller = tree()
        var parents = 0
        var children = 0
        controller.searchableParentText = {
            parents += 1
            return $0.name
        }
        controller.searchableChildText = {
            children += 1
            return $0
        }
        let messages = folders.map(\.messages.count).reduce(0, +)
        func idle(until wanted: Int, _ count: () -> Int) {
            let deadline = MainLoop.monotonicTime + 5_000_000
            while count() < wanted, MainLoop.monotonicTime < deadline { MainLoop.drain() }
            MainLoop.drain()
        }
        idle(until: folders.count) { parents }
        idle(until: messages) { children }
        #expect(parents == folders.count && children == messages, "every text folded with no search")
        controller.insertParents([Folder(name: "Drafts", messages: ["Tea"])], at: 1)
        controller.updateParent(Folder(name: "Zurich old town", messages: []), at: 3) // was Zürich
        idle(until: folders.count + 2) { parents }
        #expect(parents == folders.count + 2 && children == messages + 1, "what came and what changed, nothing else")
        controller.search("old town")
        #expect(parents == folders.count + 2, "the first key only compares")
        #expect(rows(controller) == ["> 0"], "the new text is searched")
        controller.endSearch()
    }

    @Test func foldingAheadFollowsEditsStopsWhenSearchIsOffAndResumesAfterASearch() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        // Enough parents that a pass takes many slices of the main loop.
        let many = (0..<200_000).map { Folder(name: "Folder \($0)", messages: []) }
        let content = ExpandableRowContent<Folder>(make: { Label() }, bind: { label, folder, _ in label.text = folder.name })
        let child = ExpandableRowContent<String>(make: { Label() }, bind: { label, text, _ in label.text = text })
        let controller = ExpandableRowsController(
            parents: many, id: { $0.name }, children: .immediate(\.messages),
            name: "Folders", parentContent: content, childContent: child)
        var asked = 0
        func idle(until wanted: Int) {
            let deadline = MainLoop.monotonicTime + 10_000_000
            while asked < wanted, MainLoop.monotonicTime < deadline { MainLoop.drain() }
            MainLoop.drain()
        }
        // A search cuts the pass short (ended at once, it folded only its first screenful's
        // worth); the pass goes on with what is left when the search ends.
        controller.searchableParentText = {
            asked += 1
            return $0.name
        }
        controller.search("folder 199999")
        controller.endSearch()
        #expect(asked < many.count)
        idle(until: many.count)
        #expect(asked == many.count, "each text once, after the search as before it")
        // An edit behind a pass going on is folded too.
        controller.searchableParentText = {
            asked += 1
            return $0.name
        } // a new pass from nothing
        asked = 0
        while asked == 0 { _ = g_main_context_iteration(nil, 0) } // one slice, or a few
        #expect(asked < many.count, "the pass is under way")
        controller.updateParent(Folder(name: "Renamed", messages: []), at: 10)
        idle(until: many.count + 1)
        #expect(asked == many.count + 1)
        controller.search("renamed")
        #expect(asked == many.count + 1 && controller.tree.parentCount == 1)
        controller.endSearch()
        // Search turned off with a pass to come: nothing is folded, nothing kept.
        controller.searchableParentText = {
            asked += 1
            return $0.name
        }
        controller.searchableParentText = nil
        for _ in 0..<20 { MainLoop.drain() }
        let kept = controller.state.searchKeys != nil
        #expect(!kept, "no texts made once search is off")
    }

    /// Found by the monkey (seed 1290864880): an undo while the results did not show the row
    /// it brought back changed the list, but the app never heard of it, so the state file
    /// still had the row removed after the search.
    @Test func changesThatTheResultsDoNotShowAreStillToldToTheApp() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let items = ["March", "April", "May", "June", "July"].map { TitledItem(id: $0, title: $0) }
        let controller = DropdownRowsController(list: DropdownList(items: items), name: "Months", actions: [])
        controller.searchableText = { $0.title }
        var told: [DropdownSavedState] = []
        controller.onStateChange = { told.append($0) }
        controller.activate(at: 0)
        controller.remove(at: 0) // March, open
        controller.move(from: 3, to: 2) // July before June
        #expect(told.last?.removed == ["March"])
        controller.search("-") // nothing matches
        #expect(controller.state.count == 0)
        told = []
        controller.undo() // July back after June
        #expect(told.last?.order.isEmpty == true, "the move undone is told")
        controller.undo() // March back, open
        #expect(told.last?.removed.isEmpty == true && told.last?.open == "March", "the removal undone is told")
        let count = told.count
        controller.endSearch()
        #expect(told.count == count, "nothing changed, nothing told")
        #expect((0..<controller.state.count).compactMap { controller.state.item(at: $0)?.title } == items.map(\.title))
    }

    @Test func aDropdownListSearchesItsTitlesAndGivesTheListBack() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let items = (1...5000).map { TitledItem(id: "\($0)", title: "Item \($0)") }
        let controller = DropdownRowsController(list: DropdownList(items: items), name: "Items", actions: [])
        controller.search("item 49")
        // The first screenful at once; the rest in the main loop's next turns.
        #expect(controller.isSearching && controller.state.count > 0)
        let deadline = MainLoop.monotonicTime + 5_000_000
        while controller.state.search?.isComplete == false, MainLoop.monotonicTime < deadline { MainLoop.drain() }
        #expect(controller.state.count == 111) // 49, 490–499, 4900–4999
        controller.apply([.update(TitledItem(id: "1", title: "Item 49 bis"))])
        #expect(controller.state.count == 112 && controller.state.item(at: 0)?.title == "Item 49 bis")
        controller.endSearch()
        #expect(!controller.isSearching && controller.state.count == 5000)
    }

    /// The list folds its titles while the bar is open and nothing is typed, and again, only
    /// the rows the app changed, once a search ended: each first key only compares.
    @Test func aDropdownListFoldsItsTextsWhileTheBarIsOpenBeforeTheFirstKey() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let items = (1...3000).map { TitledItem(id: "\($0)", title: "Item \($0)") }
        let controller = DropdownRowsController(list: DropdownList(items: items), name: "Items", actions: [])
        let reads = Mutex(0)
        var asked: Int { reads.withLock { $0 } }
        controller.searchableText = { item in
            reads.withLock { $0 += 1 }
            return item.title
        }
        #expect(asked == 0, "nothing folded before the bar opens")
        controller.startSearch() // Ctrl+F: the bar opens, nothing typed
        var deadline = MainLoop.monotonicTime + 5_000_000
        while asked < items.count, MainLoop.monotonicTime < deadline { MainLoop.drain() }
        #expect(asked == items.count, "every row's text folded while waiting for a key")
        controller.search("item 29")
        while controller.state.search?.isComplete == false, MainLoop.monotonicTime < deadline { MainLoop.drain() }
        #expect(asked == items.count && controller.state.count == 111, "the search only compared") // 29, 290–299, 2900–2999
        controller.endSearch()
        controller.apply([.update(TitledItem(id: "5", title: "Item 2999 bis"))])
        deadline = MainLoop.monotonicTime + 5_000_000
        while asked < items.count + 1, MainLoop.monotonicTime < deadline { MainLoop.drain() }
        for _ in 0..<20 { MainLoop.drain() }
        #expect(asked == items.count + 1, "only the changed row folded again")
        controller.search("item 2999")
        #expect(asked == items.count + 1 && controller.state.count == 2)
        controller.endSearch()
    }

    /// The app searches another text while a person's search shows: the search starts again
    /// by it, the query kept in the field.
    @Test func aDropdownListSearchesAgainByANewSearchableText() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let items = ["March", "April", "May", "June", "July"].map { TitledItem(id: "id-\($0.lowercased())", title: $0) }
        let controller = DropdownRowsController(list: DropdownList(items: items), name: "Months", actions: [])
        controller.search("ju")
        #expect((0..<controller.state.count).compactMap { controller.state.item(at: $0)?.title } == ["June", "July"])
        controller.searchableText = { $0.id }
        let deadline = MainLoop.monotonicTime + 5_000_000
        while controller.state.search?.isComplete == false, MainLoop.monotonicTime < deadline { MainLoop.drain() }
        #expect(controller.state.search?.query == "ju")
        #expect((0..<controller.state.count).compactMap { controller.state.item(at: $0)?.title } == ["June", "July"])
        controller.search("id-ma")
        #expect((0..<controller.state.count).compactMap { controller.state.item(at: $0)?.title } == ["March", "May"])
        controller.searchableText = nil
        #expect(!controller.isSearching && controller.state.count == 5, "search off: the whole list")
    }
}
