import FoldoutModel
import Synchronization
import Testing

/// Searching a dropdown list: the results shown in its place, what a person does to them, the
/// app's edits arriving meanwhile, and the whole list given back.
@Suite struct DropdownSearchTests {
    private static func list(_ titles: [String]) -> DropdownList<TitledItem> {
        DropdownList(items: titles.enumerated().map { TitledItem(id: "i\($0.offset)", title: $0.element) })
    }

    private static let months = [
        "January", "February", "March", "April", "May", "June", "July",
        "August", "September", "October", "November", "December",
    ]

    private func shown(_ state: DropdownRowsState<TitledItem>) -> [TitledItem] { (0..<state.count).compactMap { state.item(at: $0) } }

    private func titles(_ state: DropdownRowsState<TitledItem>) -> [String] { shown(state).map(\.title) }

    /// A view's copy of the rows shown, kept from the changes alone.
    private func mirror(_ state: DropdownRowsState<TitledItem>) -> DropdownMirror {
        var mirror = DropdownMirror(DropdownList(items: []))
        mirror.rows = shown(state)
        mirror.open = state.openIndex
        return mirror
    }

    private func same(_ mirror: DropdownMirror, _ state: DropdownRowsState<TitledItem>) -> Bool {
        mirror.rows == shown(state) && mirror.open == state.openIndex
    }

    private func searched(_ query: String, in list: DropdownList<TitledItem> = list(months), budget: Int = 1_000) -> DropdownRowsState<TitledItem> {
        var state = DropdownRowsState(list: list)
        state.search(query) { $0.title }
        while state.search?.isComplete == false { state.advanceSearch(budget: budget) }
        return state
    }

    @Test func resultsReplaceTheListAndTheWholeListComesBack() {
        var state = DropdownRowsState(list: Self.list(Self.months))
        state.focus(5)
        state.search("ber") { $0.title }
        #expect(state.count == 0 && state.isSearching && state.focusIndex == nil)
        #expect(state.advanceSearch(budget: 9) == 0..<1) // January … September
        #expect(state.advanceSearch(budget: 9) == 1..<4)
        #expect(titles(state) == ["September", "October", "November", "December"])
        #expect(state.count == 4 && state.search?.isComplete == true)
        state.endSearch()
        #expect(state.count == 12 && !state.isSearching && state.focusIndex == 5)
    }

    @Test func accentsCaseAndNarrowing() {
        var state = searched("ma", in: Self.list(["Málaga", "MARCH", "Madrid", "Oslo", "Amsterdam"]))
        #expect(titles(state) == ["Málaga", "MARCH", "Madrid"])
        state.search("mad") { $0.title }
        while state.search?.isComplete == false { state.advanceSearch(budget: 1) }
        #expect(titles(state) == ["Madrid"])
        #expect(state.search?.filter.remaining == 0)
        state.search("a") { $0.title } // widening: everything again
        while state.search?.isComplete == false { state.advanceSearch(budget: 2) }
        #expect(titles(state) == ["Málaga", "MARCH", "Madrid", "Amsterdam"])
        state.search("") { $0.title }
        #expect(!state.isSearching && state.count == 5)
    }

    @Test func theChosenResultHasTheFocusAfterwards() {
        var state = searched("ju") // June, July
        state.focus(1)
        state.endSearch()
        #expect(state.focusIndex == 6 && state.item(at: 6)?.title == "July")
    }

    @Test func openingAResultOpensItsRowInTheWholeList() {
        var state = searched("ber")
        let changes = state.activate(at: 2) // November
        #expect(changes == [.opened(index: 2)])
        #expect(state.openIndex == 2 && state.list.openIndex == 10)
        state.endSearch()
        #expect(state.openIndex == 10)
        // Searching again shows it open among the results.
        state.search("nov") { $0.title }
        state.advanceSearch(budget: 100)
        #expect(state.openIndex == 0)
    }

    @Test func removingAResultIsUndoneInTheResultsAndKeptInTheList() {
        var state = searched("ber")
        var mirror = mirror(state)
        mirror.apply(state.remove(at: 1)) // October
        #expect(titles(state) == ["September", "November", "December"] && same(mirror, state))
        #expect(state.list.count == 11 && state.list.saved.removed == ["i9"])
        mirror.apply(state.undo())
        #expect(titles(state) == ["September", "October", "November", "December"] && same(mirror, state))
        #expect(state.focusIndex == 1 && state.list.count == 12)
        // Removed during the search, undone after it.
        mirror.apply(state.remove(at: 3))
        state.endSearch()
        #expect(state.list.count == 11)
        state.undo()
        #expect(state.item(at: 11)?.title == "December" && state.focusIndex == 11)
    }

    @Test func theAppsEditsReachTheResults() {
        var state = searched("ber")
        var mirror = mirror(state)
        mirror.apply(
            state.apply([
                .insert(TitledItem(id: "x", title: "Remember"), at: 0),
                .update(TitledItem(id: "i8", title: "Septembers")),
                .update(TitledItem(id: "i4", title: "Mayber")),
                .update(TitledItem(id: "i11", title: "Winter")),
                .remove(id: "i10"),
            ]))
        #expect(titles(state) == ["Remember", "Mayber", "Septembers", "October"])
        #expect(same(mirror, state))
        mirror.apply(state.apply([.move(id: "i9", to: 0)]))
        #expect(titles(state) == ["October", "Remember", "Mayber", "Septembers"] && same(mirror, state))
        state.endSearch()
        #expect(
            state.list.items.map(\.title) == [
                "October", "Remember", "January", "February", "March", "April",
                "Mayber", "June", "July", "August", "Septembers", "Winter",
            ])
    }

    @Test func editsWhileTheSearchIsStillRunning() {
        var state = DropdownRowsState(list: Self.list((0..<100).map { "Item \($0)" }))
        state.search("item 5") { $0.title }
        state.advanceSearch(budget: 20) // rows 0–19: Item 5
        var mirror = mirror(state)
        mirror.apply(
            state.apply([
                .insert(TitledItem(id: "a", title: "Item 5a"), at: 10),
                .insert(TitledItem(id: "b", title: "Item 5b"), at: 60),
                .remove(id: "i55"),
            ]))
        #expect(same(mirror, state))
        while state.search?.isComplete == false {
            let found = state.advanceSearch(budget: 7)
            mirror.rows += shown(state)[found]
        }
        #expect(
            titles(state) == [
                "Item 5", "Item 5a", "Item 50", "Item 51", "Item 52", "Item 53", "Item 54",
                "Item 56", "Item 57", "Item 58", "Item 5b", "Item 59",
            ])
        #expect(same(mirror, state))
    }

    /// Backspace: a query typed before shows its results again at once, all of them, before
    /// any row is tested, with the open row still open among them.
    @Test func typingBackShowsTheResultsFoundBeforeAtOnce() {
        var state = DropdownRowsState(list: Self.list(Self.months))
        state.activate(at: 6) // July
        for query in ["j", "ju", "jul"] {
            state.search(query) { $0.title }
            while state.search?.isComplete == false { state.advanceSearch(budget: 2) }
        }
        #expect(titles(state) == ["July"])
        state.search("ju") { $0.title }
        #expect(state.search?.isComplete == true, "nothing left to test")
        #expect(titles(state) == ["June", "July"] && state.openIndex == 1)
        #expect(state.count == 2 && state.invariantViolation() == nil)
        state.search("j") { $0.title }
        #expect(titles(state) == ["January", "June", "July"] && state.openIndex == 2)
        // Typed on again from there: narrowed from "j"'s results, tested as before.
        state.search("jan") { $0.title }
        #expect(state.search?.isComplete == false && state.count == 0)
        while state.search?.isComplete == false { state.advanceSearch(budget: 2) }
        #expect(titles(state) == ["January"])
        state.search("j") { $0.title }
        #expect(titles(state) == ["January", "June", "July"], "the earliest query is kept")
    }

    /// After the list changes (the app's edit, a person's removal), what was found before may
    /// no longer hold: typing back tests the rows again and finds what changed.
    @Test func anEditMakesTypingBackSearchAgain() {
        var state = DropdownRowsState(list: Self.list(Self.months))
        for query in ["ju", "jul"] {
            state.search(query) { $0.title }
            while state.search?.isComplete == false { state.advanceSearch(budget: 100) }
        }
        _ = state.apply([.insert(TitledItem(id: "x", title: "Juniper"), at: 0)])
        state.search("ju") { $0.title }
        #expect(state.search?.isComplete == false, "tested again")
        while state.search?.isComplete == false { state.advanceSearch(budget: 100) }
        #expect(titles(state) == ["Juniper", "June", "July"])
        // A person removes a result: typing back after it searches again too.
        state.search("jun") { $0.title }
        while state.search?.isComplete == false { state.advanceSearch(budget: 100) }
        _ = state.remove(at: 0) // Juniper
        state.search("ju") { $0.title }
        while state.search?.isComplete == false { state.advanceSearch(budget: 100) }
        #expect(titles(state) == ["June", "July"])
        // Opening a row changes no row's text: what was found stays.
        state.search("jul") { $0.title }
        while state.search?.isComplete == false { state.advanceSearch(budget: 100) }
        _ = state.activate(at: 0)
        state.search("ju") { $0.title }
        #expect(state.search?.isComplete == true && titles(state) == ["June", "July"])
    }

    /// Typing "item 99" into a list of 200,000 rows and back: each query typed back shows its
    /// results whole at once, as many as they are.
    @Test func typingBackThroughALongListTestsNoRow() {
        let list = DropdownList(items: (1...200_000).map { TitledItem(id: "\($0)", title: "Item \($0)") })
        var state = DropdownRowsState(list: list)
        for query in ["item 9", "item 99"] {
            state.search(query) { $0.title }
            while state.search?.isComplete == false { state.advanceSearch(budget: 100_000) }
        }
        #expect(state.count == 1_111)
        state.search("item 9") { $0.title }
        #expect(state.search?.isComplete == true && state.count == 11_111)
        #expect(state.item(at: 11_110)?.title == "Item 99999")
        state.search("item") { $0.title }
        #expect(state.search?.isComplete == false, "never typed before: tested")
    }

    /// Texts folded ahead of a search (the person opened the bar and has not typed yet): the
    /// first key reads no item's text, it only compares; after the app's edits, folding ahead
    /// again reads only the rows that came or changed.
    @Test func textsFoldedAheadLeaveTheFirstKeyOnlyComparing() {
        let reads = Mutex(0)
        let text: @Sendable (TitledItem) -> String = { item in
            reads.withLock { $0 += 1 }
            return item.title
        }
        func read() -> Int { reads.withLock { $0 } }
        var state = DropdownRowsState(list: Self.list((0..<5_000).map { "Item \($0)" }))
        #expect(!state.keepsSearchTexts)
        var first = true
        var passes = 0
        while state.prepareSearchAhead(first: first, budget: 700, text: text) {
            first = false
            passes += 1
        }
        #expect(passes == 7 && read() == 5_000 && state.keepsSearchTexts)
        let more = state.prepareSearchAhead(first: true, budget: 700, text: text)
        #expect(!more && read() == 5_000, "nothing left to fold")
        state.search("item 49") { text($0) }
        while state.search?.isComplete == false { state.advanceSearch(budget: 1_000) }
        #expect(read() == 5_000, "the keys typed only compared")
        #expect(titles(state) == ["Item 49"] + (490...499).map { "Item \($0)" } + (4_900...4_999).map { "Item \($0)" })
        state.endSearch()
        _ = state.apply([.update(TitledItem(id: "i7", title: "Item 4977")), .insert(TitledItem(id: "new", title: "Item 49 new"), at: 2_000)])
        #expect(state.search == nil && state.keepsSearchTexts)
        first = true
        while state.prepareSearchAhead(first: first, budget: 700, text: text) { first = false }
        #expect(read() == 5_002, "only the updated and the inserted row read again")
        state.search("item 497") { text($0) }
        while state.search?.isComplete == false { state.advanceSearch(budget: 1_000) }
        #expect(titles(state) == ["Item 4977", "Item 497"] + (4_970...4_979).map { "Item \($0)" })
        #expect(read() == 5_002)
    }

    /// The app gives another searchable text while a search shows its results: the folded
    /// texts are made anew and the search starts again by the new text, its query kept.
    @Test func anotherSearchableTextSearchesAgainByIt() {
        var state = searched("ju") // June, July by their titles
        state.focus(1)
        state.forgetSearchTexts { "\($0.title) \($0.id)" }
        #expect(state.search?.query == "ju" && state.count == 0 && state.search?.isComplete == false)
        while state.search?.isComplete == false { state.advanceSearch(budget: 5) }
        #expect(titles(state) == ["June", "July"])
        state.search("i1") { "\($0.title) \($0.id)" }
        while state.search?.isComplete == false { state.advanceSearch(budget: 5) }
        #expect(titles(state) == ["February", "November", "December"]) // i1, i10, i11
        state.endSearch()
        #expect(state.focusIndex == 6, "the result focused before the search started again")
    }

    @Test func aMillionRowsNarrowToEleven() {
        let list = DropdownList(items: (1...1_000_000).map { TitledItem(id: "\($0)", title: "Item \($0)") })
        var state = DropdownRowsState(list: list)
        for length in 1..."item 99999".count {
            state.search(String("item 99999".prefix(length))) { $0.title }
            while state.search?.isComplete == false { state.advanceSearch(budget: 100_000) }
        }
        #expect(state.count == 11)
        #expect(titles(state).first == "Item 99999" && titles(state).last == "Item 999999")
    }

    /// Rows selected and removed at once after a search (their folded texts kept) leave and come
    /// back as runs: a second search finds the same rows in their places.
    @Test func aSearchedListRemovesASelectionAndTakesItBackAsRuns() {
        let list = DropdownList(items: (1...200_000).map { TitledItem(id: "\($0)", title: "Item \($0)") })
        var state = DropdownRowsState(list: list)
        state.search("item 1999") { $0.title }
        while state.search?.isComplete == false { state.advanceSearch(budget: 100_000) }
        let before = titles(state)
        state.endSearch()
        state.selectAll()
        for index in [0, 100_000] { state.toggleSelection(at: index) }
        state.removeSelected()
        #expect(titles(state) == ["Item 1", "Item 100001"])
        state.undo()
        #expect(state.count == 200_000 && state.item(at: 150_000)?.title == "Item 150001")
        state.search("item 1999") { $0.title }
        while state.search?.isComplete == false { state.advanceSearch(budget: 100_000) }
        #expect(titles(state) == before)
    }
}
