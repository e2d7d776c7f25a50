/// The state of one animated selector: its options, the chosen one, whether its drawer is
/// open, and the option the keyboard highlights while it is. Value type; every transition is a
/// mutating method, and the controller renders the difference.
public struct SelectorState<Option: SelectorOption>: Sendable, Equatable {
    /// The options, in order (no two with one ``SelectorOption/id``).
    public private(set) var options: [Option]
    /// What each option shows (its ``SelectorOption/title``): the letter keys jump by these.
    public private(set) var labels: [String]
    /// The index of the chosen option, nil while nothing is chosen.
    public private(set) var chosenIndex: Int?
    /// Whether the drawer is open.
    public private(set) var isOpen = false
    /// The highlighted option while the drawer is open, nil when closed (or when a search
    /// finds nothing).
    public private(set) var highlighted: Int?
    /// What the drawer's search field holds ("" while no search filters the options).
    public private(set) var query = ""
    /// The options a search kept, in order; nil while none filters them (all are shown).
    public private(set) var found: [Int]?

    /// A closed selector over `options`, with `chosen` chosen if it is one of them.
    public init(options: [Option], chosen: Option? = nil) {
        self.options = options
        labels = options.map(\.title)
        chosenIndex = chosen.flatMap { options.firstIndex(of: $0) }
    }

    /// The chosen option, if any.
    public var chosen: Option? { chosenIndex.map { options[$0] } }

    /// Replaces the options with `newOptions` (no two with one id; a later one with the id of
    /// an earlier one is left out), by identity (``SelectorOption/id``): an option whose id
    /// stays keeps its row (updated when its value changed), the others' rows go or come. The
    /// chosen option stays chosen while its id remains, else nothing is chosen. The drawer stays
    /// open or closed; while open, the highlight stays on its option if its id remains, else
    /// goes to the option now nearest its place (among those a search shows), and a search
    /// filters the new options by the same words. Returns the changes, in the order
    /// ``SelectorChange`` describes (none when nothing changed).
    @discardableResult
    public mutating func replaceOptions(_ newOptions: [Option]) -> [SelectorChange] {
        var seen = Set<Option.ID>()
        let wanted = newOptions.filter { seen.insert($0.id).inserted }
        let oldIDs = options.map(\.id)
        let newPlaces = Dictionary(uniqueKeysWithValues: wanted.enumerated().map { ($1.id, $0) })
        let kept = oldIDs.indices.filter { newPlaces[oldIDs[$0]] != nil }
        // The rows that stay are those in the new order (a longest increasing run of their new
        // places, few options: quadratic is fine); the others go and come back.
        let stays = Self.inOrder(kept.map { newPlaces[oldIDs[$0]] ?? 0 })
        var stayingOld = Set<Int>(), stayingNew = Set<Int>()
        for (place, old) in kept.enumerated() where stays.contains(place) {
            stayingOld.insert(old)
            stayingNew.insert(newPlaces[oldIDs[old]] ?? 0)
        }
        var changes: [SelectorChange] = []
        for old in options.indices.reversed() where !stayingOld.contains(old) { changes.append(.removed(index: old)) }
        for new in wanted.indices where !stayingNew.contains(new) { changes.append(.inserted(index: new)) }
        for new in wanted.indices where stayingNew.contains(new) {
            if let old = options.firstIndex(where: { $0.id == wanted[new].id }), options[old] != wanted[new] {
                changes.append(.updated(index: new))
            }
        }
        let oldChosen = chosenIndex, oldHighlighted = highlighted, oldShown = shown
        chosenIndex = chosenIndex.flatMap { newPlaces[oldIDs[$0]] }
        options = wanted
        labels = wanted.map(\.title)
        if isOpen {
            if query.isEmpty {
                found = nil
            } else {
                let words = query
                search(words)
            }
            highlighted = oldHighlighted.flatMap { old in
                newPlaces[oldIDs[old]].flatMap { isShown($0) ? $0 : nil }
                    ?? nearest(to: oldShown.firstIndex(of: old) ?? 0)
            } ?? shown.first
            if options.isEmpty {
                close()
            }
        }
        let rowsChanged = !changes.isEmpty
        if chosenIndex != oldChosen || (chosenIndex.map { changes.contains(.updated(index: $0)) } ?? false) {
            changes.append(.chosen(index: chosenIndex))
        }
        // While open, the view puts the focus on the highlight again when rows changed (the
        // focused one may have gone).
        if highlighted != oldHighlighted || (isOpen && rowsChanged) {
            changes.append(.highlighted(index: highlighted))
        }
        return changes
    }

    /// The option shown at `place` among those shown now (or the last), nil when none is.
    private func nearest(to place: Int) -> Int? {
        let shown = shown
        guard !shown.isEmpty else { return nil }
        return shown[min(max(0, place), shown.count - 1)]
    }

    /// The indices into `places` of a longest increasing sequence of them.
    private static func inOrder(_ places: [Int]) -> Set<Int> {
        guard !places.isEmpty else { return [] }
        var length = [Int](repeating: 1, count: places.count), previous = [Int](repeating: -1, count: places.count)
        for i in places.indices {
            for j in 0 ..< i where places[j] < places[i] && length[j] + 1 > length[i] {
                length[i] = length[j] + 1
                previous[i] = j
            }
        }
        var index = length.indices.max { length[$0] < length[$1] } ?? -1
        var result = Set<Int>()
        while index >= 0 {
            result.insert(index)
            index = previous[index]
        }
        return result
    }

    /// Opens the drawer, highlighting the chosen option (or the first).
    public mutating func open() {
        guard !isOpen, !options.isEmpty else { return }
        isOpen = true
        highlighted = chosenIndex ?? 0
    }

    /// Closes the drawer without changing the choice (Escape, a click outside); a search ends.
    public mutating func close() {
        isOpen = false
        highlighted = nil
        query = ""
        found = nil
    }

    /// The options the drawer shows, in order: all of them, or those a search kept.
    public var shown: [Int] { found ?? Array(options.indices) }

    /// Whether option `index` is shown in the drawer.
    public func isShown(_ index: Int) -> Bool {
        options.indices.contains(index) && (found?.contains(index) ?? true)
    }

    /// Filters the open drawer's options to those whose labels hold every word of `query`,
    /// whatever the case and accents (``SearchText``); an empty query shows them all. The
    /// highlight stays on its option if it is kept, else goes to the first option kept (none
    /// when nothing is). Does nothing while the drawer is closed.
    public mutating func search(_ query: String) {
        guard isOpen else { return }
        self.query = query
        let words = query.split(whereSeparator: \.isWhitespace).map { SearchText(String($0)) }.filter { !$0.isEmpty }
        if words.isEmpty {
            found = nil
        } else {
            let keys = labels.map(SearchText.init)
            found = options.indices.filter { index in words.allSatisfy { $0.occurs(in: keys[index]) } }
        }
        if let highlighted, isShown(highlighted) { return }
        highlighted = shown.first
    }

    /// Opens a closed drawer or closes an open one (activating the field or the arrow).
    public mutating func toggle() {
        if isOpen { close() } else { open() }
    }

    /// Chooses option `index` and closes the drawer; an index out of range changes nothing.
    public mutating func choose(at index: Int) {
        guard options.indices.contains(index) else { return }
        chosenIndex = index
        close()
    }

    /// Chooses the highlighted option (Enter); does nothing when closed.
    public mutating func chooseHighlighted() {
        guard isOpen, let highlighted, isShown(highlighted) else { return }
        choose(at: highlighted)
    }

    /// Highlights option `index` (the pointer or the focus moved there) while open, if shown.
    public mutating func highlight(_ index: Int) {
        guard isOpen, isShown(index) else { return }
        highlighted = index
    }

    /// Moves the highlight by `step` (Up −1, Down +1) among the options shown, stopping at the
    /// ends; only while open.
    public mutating func moveHighlight(by step: Int) {
        guard isOpen, let current = highlighted else { return }
        guard found != nil else {
            highlighted = min(max(current + step, 0), options.count - 1)
            return
        }
        let shown = shown
        guard let place = shown.firstIndex(of: current) else {
            highlighted = shown.first
            return
        }
        highlighted = shown[min(max(place + step, 0), shown.count - 1)]
    }

    /// Whether the highlight is on the first option shown (Up from there leaves the options).
    public var isHighlightFirst: Bool { highlighted != nil && highlighted == shown.first }

    /// Highlights the next option shown after the highlighted one whose label starts with
    /// `letter` (ignoring case), wrapping around; nothing changes when none does or when closed.
    public mutating func jump(toLetter letter: Character) {
        guard isOpen, let current = highlighted else { return }
        let wanted = String(letter).lowercased()
        let shown = shown
        let start = shown.firstIndex(of: current) ?? -1
        for step in 1...max(shown.count, 1) where !shown.isEmpty {
            let index = shown[(start + step + shown.count) % shown.count]
            if labels[index].lowercased().hasPrefix(wanted) {
                highlighted = index
                return
            }
        }
    }
}
