import FoldoutGtk
import FoldoutModel

/// The search of a list pattern, as a person meets it: a GNOME search bar above the list that
/// Ctrl+F, the pattern's `search` action or a letter typed in the list opens; each key press
/// shows its first screenful of results at once, the rest of a long list is searched in the
/// next frames (never holding up the next key), and the count is told to screen readers once
/// it is known ("11 results", "No results"), as the field's description. Down moves from the
/// field into the results, Enter takes the first; Escape (or emptying the field) ends the
/// search. The pattern's controller keeps the results in its view state and does the searching
/// (its ``ListSearchSource``); this holds the bar, the keys and the frame-split work.
@MainActor
final class ListSearch {
    /// Where the bar goes, above the list. The bar itself is made the first time it is
    /// needed: most lists are never searched, and a search bar is work at start-up.
    let slot = Box(vertical: true)
    private var madeBar: SearchBar?
    /// The bar (made now if it was not).
    var bar: SearchBar { madeBar ?? makeBar() }
    private let listName: String
    /// The pattern searched: its controller.
    weak var source: (any ListSearchSource)?

    /// The list searched: its empty text says "No results for “query”" while searching, and
    /// a screenful of its rows is found before a key's frame is drawn.
    private weak var viewport: RecyclingViewport?
    /// The list's own empty text, shown again when the search ends.
    private let emptyText: String
    private var work: MainLoop.Source?
    /// The pass preparing the texts ahead of a search, if one goes on.
    private var preparing: PreparingPass?

    /// A pass of preparing ahead: its idle source while it goes on (nil once it ended). Its
    /// closure holds the pass, not the search: a weak reference to the search, made for a pass
    /// that ends before the search does, would leave the runtime's side table behind the
    /// search's reference count (memcheck's "definitely lost" at exit, though freed with it).
    private final class PreparingPass {
        var source: MainLoop.Source?
    }
    private var changingField = false
    private(set) var query: String?

    /// Rows tested by a search's first slice of work; the next slices test more while a slice
    /// takes little time (``nextSlice(after:took:)``), up to ``largestSlice``.
    nonisolated static var slice: Int { 4096 }
    /// The most rows a slice tests (a list reads them on all processors: about a millisecond).
    nonisolated static var largestSlice: Int { 262_144 }
    /// Time spent searching before the pace says whether the search ends within the key's
    /// frame (``showsFirstResultsNow(found:screenful:tested:left:spent:)``): the first slices
    /// are small, and cost more per row than the rest.
    nonisolated static var paceAfter: Duration { .milliseconds(1) }
    /// How often results found after a full screen are shown while the search goes on.
    static var showInterval: Duration { .milliseconds(250) }
    /// Time each slice of a search spends before the main loop draws a frame.
    static var budget: Duration { .milliseconds(8) }
    /// Time a key press may spend finding results before its frame is drawn: a frame less
    /// what drawing it takes, so that a million rows are searched whole before it.
    nonisolated static var keyBudget: Duration { .milliseconds(11) }

    init(listName: String, viewport: RecyclingViewport, emptyText: String) {
        self.viewport = viewport
        self.emptyText = emptyText
        self.listName = listName
    }

    private func makeBar() -> SearchBar {
        let bar = SearchBar()
        madeBar = bar
        let entry = bar.entry
        entry.setAccessibleName(tr("Search {list}", ["list": listName]))
        // ATK announces no first description (one set while there was none): start with an
        // empty one, so that every count is announced.
        entry.setAccessibleDescription("")
        entry.onChanged { [weak self] in
            guard let self, !self.changingField else { return }
            self.search(entry.text)
        }
        entry.onStopSearch { [weak self] in self?.finish() }
        entry.onActivate { [weak self] in
            guard let self, self.query != nil, self.count > 0 else { return }
            self.source?.takeFirstResult()
        }
        entry.onKeyPress { [weak self] key in
            guard let self, self.query != nil, key.isPlain, key.navigation == .down || key.navigation == .pageDown,
                self.count > 0
            else { return false }
            self.source?.focusFirstResult()
            return true
        }
        slot.packStart(bar)
        bar.showAll()
        return bar
    }

    /// Whether the pattern can search now.
    private var isEnabled: Bool { source?.canSearch == true }

    /// The number of results found so far.
    private var count: Int { source?.searchResultCount ?? 0 }

    /// Whether the keyboard focus is in the search field.
    var hasFocus: Bool { madeBar?.entry.containsFocus ?? false }

    /// Opens the bar with `text` added to its field, the focus in it after the text.
    func start(_ text: String = "") {
        guard isEnabled else { return }
        bar.isSearching = true
        if !text.isEmpty { bar.entry.text += text }
        bar.entry.focusAtEnd()
        // Opened with nothing typed: the texts are made ready while the person types the
        // first letter (a search prepares what is left itself).
        prepareAhead(priority: .idle)
    }

    /// Has the rows' searchable texts made ready when the main loop has nothing else to do
    /// (the pattern's rows came or changed, its searchable text was set, a search ended), so
    /// that the first key only compares: a new pass over the rows, in place of one going on.
    /// Nothing when search is off or on (a search prepares what it needs).
    func prepareWhenIdle() {
        let opened = madeBar?.isSearching == true
        cancelPreparing()
        prepareAhead(priority: opened ? .idle : .low)
    }

    private func prepareAhead(priority: MainLoop.IdlePriority) {
        guard isEnabled, query == nil, preparing?.source == nil, let source else { return }
        let pass = PreparingPass()
        var first = true
        pass.source = MainLoop.idleBatches(budget: Self.budget, priority: priority) { [weak source] in
            defer { first = false }
            let more = source?.prepareSearchAhead(first: first) ?? false
            if !more { pass.source = nil }
            return more
        }
        preparing = pass
    }

    private func cancelPreparing() {
        if let source = preparing?.source { MainLoop.cancel(source) }
        preparing = nil
    }

    /// Searches for `query`: as much as fits before the key's frame now (most often all of
    /// it; a long search, once it has a screenful), the rest in the next frames; an empty
    /// query ends the search.
    func search(_ query: String) {
        guard isEnabled, let source else { return }
        cancelWork()
        guard !SearchText(query).isEmpty else {
            finish()
            return
        }
        if !bar.isSearching { bar.isSearching = true }
        if bar.entry.text != query { setField(query) }
        self.query = query
        source.beginSearch(query)
        viewport?.emptyText = tr("No results for “{query}”", ["query": query])
        let screenful = (viewport?.rowsPerPage ?? 18) + 2
        let start = ContinuousClock.now
        let toTest = source.searchRowsLeft
        var more = true
        // As many rows as the key's frame can wait for: most searches end here. One that has
        // found a screenful and, at the pace it goes, would not end within the key's frame
        // shows the screenful now and goes on after it: the results show in the next frame,
        // not a frame later.
        var rows = Self.slice
        while more {
            let spent = ContinuousClock.now - start
            guard spent < Self.keyBudget else { break }
            let left = source.searchRowsLeft
            if Self.showsFirstResultsNow(found: count, screenful: screenful, tested: toTest - left, left: left, spent: spent) { break }
            more = step(source, rows: &rows)
        }
        source.showSearchResults(first: true)
        viewport?.show(0, animated: false)
        progressed(complete: !more)
        guard more else { return }
        var shown = count
        var shownAt = ContinuousClock.now
        work = MainLoop.idleBatches(
            budget: Self.budget,
            afterEachBatch: { [weak self] in
                guard let self, self.query != nil else { return }
                // New results show while the screen is not full, and then now and again (each
                // show lays out and paints the list: a frame spent on the scrollbar); all when done.
                let done = self.work == nil
                if self.count != shown, done || shown < screenful || ContinuousClock.now - shownAt > Self.showInterval {
                    shown = self.count
                    shownAt = ContinuousClock.now
                    self.source?.showSearchResults(first: false)
                }
                if done { self.progressed(complete: true) }
            }
        ) { [weak self] in
            guard let self, self.query != nil else { return false }
            let more = self.source.map { self.step($0, rows: &rows) } ?? false
            if !more { self.work = nil }
            return more
        }
    }

    /// Tests a slice of `rows` rows of `source`'s search and sizes the next slice by the time
    /// this one took (``nextSlice(after:took:)``); returns whether rows remain to test.
    private func step(_ source: ListSearchSource, rows: inout Int) -> Bool {
        let began = ContinuousClock.now
        let more = source.stepSearch(rows: rows)
        rows = Self.nextSlice(after: rows, took: ContinuousClock.now - began)
        return more
    }

    /// Whether a key's search that has `found` results (a screen holds `screenful`), having
    /// tested `tested` rows in `spent` with `left` still to test, shows them now and goes on
    /// after the key's frame: when it has a screenful and, at the pace it went, what is left
    /// would not fit in what remains of ``keyBudget``. The pace is read once ``paceAfter`` was
    /// spent: before, the search goes on.
    nonisolated static func showsFirstResultsNow(found: Int, screenful: Int, tested: Int, left: Int, spent: Duration) -> Bool {
        guard found >= screenful, tested > 0, left > 0, spent >= paceAfter else { return false }
        return spent * (Double(left) / Double(tested)) > keyBudget - spent
    }

    /// The rows the slice after one of `rows` that took `took` tests: twice as many while a
    /// slice takes under a millisecond, up to ``largestSlice``; half as many, down to
    /// ``slice``, when one took over three (a tree's parents of many children); else as many.
    /// A search goes at its rows' pace, in slices the main loop can draw between (a batch of
    /// slices lasts ``budget``), each long enough to pay once for what every slice costs
    /// whatever its size: handing its second half to another processor, and gathering what
    /// the parts found. A tree's million parents, in slices of 8,192 (a third of a
    /// millisecond each), took a third longer than in slices of 32,768 (the model alone,
    /// outside the app).
    nonisolated static func nextSlice(after rows: Int, took: Duration) -> Int {
        if took < .milliseconds(1) { return min(largestSlice, rows * 2) }
        if took > .milliseconds(3) { return max(slice, rows / 2) }
        return rows
    }

    /// Ends the search (closing the bar) and has the pattern show its whole list.
    func finish() {
        cancelWork()
        let was = query
        query = nil
        if let bar = madeBar {
            setField("")
            bar.isSearching = false
            bar.entry.setAccessibleDescription("")
        }
        viewport?.emptyText = emptyText
        // What a pass cut short (or the rows' changes meanwhile) left to fold.
        defer { prepareWhenIdle() }
        guard was != nil else { return }
        source?.searchEnded()
        source?.searchProgressed(SearchProgress(query: nil, results: count, isComplete: true))
    }

    /// What screen readers hear as a search ends, on the row with the focus: "Search closed, 12
    /// items", the whole list's `count`.
    static func closedNote(count: Int) -> String {
        // TRANSLATORS: said as a search of a list ends (Escape, or the field emptied) and the
        // whole list shows again; {count} is the number of its items.
        trn("Search closed, {count} item", "Search closed, {count} items", count)
    }

    /// Keys in the list that search: Ctrl+F, a character typed, Escape while searching; nil
    /// for other keys.
    func handleKey(_ key: KeyPress) -> Bool? {
        guard isEnabled else { return nil }
        if key.isEscape, key.isPlain, query != nil {
            finish()
            return true
        }
        if key.isControlOnly, key.character.map({ $0 == "f" || $0 == "F" }) == true {
            start()
            return true
        }
        if !key.modifiers.contains(.control), !key.modifiers.contains(.alt), let character = key.character {
            start(String(character))
            return true
        }
        return nil
    }

    private func progressed(complete: Bool) {
        guard let query else { return }
        source?.searchProgressed(SearchProgress(query: query, results: count, isComplete: complete))
        guard complete else { return }
        let count = count
        // Screen readers speak the field's description each time it is set while the field has
        // the focus: set only when the count changed (a letter that keeps the results keeps it).
        let told = count == 0 ? tr("No results") : trn("{count} result", "{count} results", count)
        if bar.entry.accessibleDescription != told { bar.entry.setAccessibleDescription(told) }
    }

    private func setField(_ text: String) {
        changingField = true
        bar.entry.text = text
        changingField = false
    }

    private func cancelWork() {
        if let work { MainLoop.cancel(work) }
        work = nil
        cancelPreparing()
    }
}
