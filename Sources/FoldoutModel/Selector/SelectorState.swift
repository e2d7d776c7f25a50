/// The state of one animated selector: its options, the chosen one, its drawer's motion (open
/// or closed, and where it is on the way), and the option the keyboard highlights while it is
/// open. Value type; every transition is a mutating method that returns what it changed
/// (`SelectorChange`), and the controller renders those changes.
///
/// The drawer and the arrow move on one clock: `motion` is the drawer's spring, the drawer's
/// height is its `drawerProgress(at:)` and the arrow's turn its `arrowTurn(at:)`, so both
/// reverse together from where they are when a person changes their mind mid-flight. The
/// transitions that open or close take the time (`now`, in seconds, the frame clock's).
///
/// An app reads it from its `SelectorController`'s `state`:
///
///     enum Sport: String, SelectorOption {
///         case soccer, hockey
///         var title: String { rawValue == "soccer" ? "Soccer" : "Hockey" }
///     }
///     let sport = SelectorController(name: "Sport", placeholder: "Choose a sport", options: [Sport.soccer, .hockey])
///     let chosen = sport.state.chosen     // nil until a person chooses
public struct SelectorState<Option: SelectorOption>: Sendable, Equatable {
    /// The options, in order (no two with one ``SelectorOption/id``).
    package private(set) var options: [Option]
    /// What each option shows (its ``SelectorOption/title``): the letter keys jump by these.
    package private(set) var labels: [String]
    /// The index of the chosen option, nil while nothing is chosen.
    package private(set) var chosenIndex: Int?
    /// The drawer's motion: heading open or closed, and where it is on the way. The one clock
    /// of the drawer's height and the arrow's turn.
    package private(set) var motion: DrawerMotion
    /// The highlighted option while the drawer is open, nil when closed (or when a search
    /// finds nothing).
    package private(set) var highlighted: Int?
    /// What the drawer's search field holds ("" while no search filters the options).
    package private(set) var query = ""
    /// The options a search kept, in order; nil while none filters them (all are shown).
    package private(set) var found: [Int]?

    /// A closed selector over `options`, with `chosen` chosen if it is one of them; its drawer
    /// moves on `motion`'s spring, from `motion`'s initial speed (closed at first).
    package init(options: [Option], chosen: Option? = nil, motion: DrawerMotion = DrawerMotion()) {
        self.options = options
        self.motion = DrawerMotion(spring: motion.spring, initialSpeed: motion.initialSpeed)
        labels = options.map(\.title)
        chosenIndex = chosen.flatMap { options.firstIndex(of: $0) }
    }

    /// The chosen option, if any.
    public var chosen: Option? { chosenIndex.map { options[$0] } }

    /// Whether the drawer is open (or heading open).
    package var isOpen: Bool { motion.isOpening }

    /// How far the drawer is open at `time`: 0 closed, 1 open, above 1 while an opening
    /// overshoots.
    package func drawerProgress(at time: Double) -> Double { motion.progress(at: time) }

    /// The arrow's turn at `time`, in turns: 0 pointing down (closed), half a turn open; it
    /// follows the drawer's spring, overshooting with it.
    package func arrowTurn(at time: Double) -> Double { motion.progress(at: time) / 2 }

    /// Whether the drawer has come to rest by `time` (then ``settle()``).
    package func isSettled(at time: Double) -> Bool { motion.isFinished(at: time) }

    /// Ends the drawer's motion where it was heading (its last frame, or at once when motion is
    /// reduced).
    package mutating func settle() { motion.finish() }

    /// Replaces the options with `newOptions` (no two with one id; a later one with the id of
    /// an earlier one is left out), by identity (``SelectorOption/id``): an option whose id
    /// stays keeps its row (updated when its value changed), the others' rows go or come. The
    /// chosen option stays chosen while its id remains, else nothing is chosen. The drawer stays
    /// open or closed; while open, the highlight stays on its option if its id remains, else
    /// goes to the option now nearest its place (among those a search shows), and a search
    /// filters the new options by the same words. Returns the changes, in the order
    /// ``SelectorChange`` describes (none when nothing changed). An open drawer left with no
    /// options closes (from `now`).
    @discardableResult
    package mutating func replaceOptions(_ newOptions: [Option], now: Double = 0) -> [SelectorChange] {
        var seen = Set<Option.ID>()
        let wanted = newOptions.filter { seen.insert($0.id).inserted }
        let oldIDs = options.map(\.id)
        let newPlaces = Dictionary(uniqueKeysWithValues: wanted.enumerated().map { ($1.id, $0) })
        let kept = oldIDs.indices.filter { newPlaces[oldIDs[$0]] != nil }
        // The rows that stay are those in the new order (a longest increasing run of their new
        // places, few options: quadratic is fine); the others go and come back.
        let stays = Self.inOrder(kept.map { newPlaces[oldIDs[$0]] ?? 0 })
        var stayingOld = Set<Int>()
        var stayingNew = Set<Int>()
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
        let oldChosen = chosenIndex
        let oldHighlighted = highlighted
        let oldShown = shown
        let oldFound = found
        chosenIndex = chosenIndex.flatMap { newPlaces[oldIDs[$0]] }
        options = wanted
        labels = wanted.map(\.title)
        let rowsChanged = !changes.isEmpty
        if chosenIndex != oldChosen || (chosenIndex.map { changes.contains(.updated(index: $0)) } ?? false) {
            changes.append(.chosen(index: chosenIndex))
        }
        guard isOpen else { return changes }
        if query.isEmpty {
            found = nil
        } else {
            let words = query
            search(words)
        }
        if rowsChanged || found != oldFound { changes.append(.found) }
        if options.isEmpty {
            // Nothing left to show: the drawer closes (its search ends with it).
            changes += close(now: now).filter { $0 != .found }
            return changes
        }
        highlighted =
            oldHighlighted.flatMap { old in
                newPlaces[oldIDs[old]].flatMap { isShown($0) ? $0 : nil }
                    ?? nearest(to: oldShown.firstIndex(of: old) ?? 0)
            } ?? shown.first
        // The view puts the focus on the highlight again when rows changed (the focused one may
        // have gone).
        if highlighted != oldHighlighted || rowsChanged {
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
        var length = [Int](repeating: 1, count: places.count)
        var previous = [Int](repeating: -1, count: places.count)
        for i in places.indices {
            for j in 0..<i where places[j] < places[i] && length[j] + 1 > length[i] {
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

    /// Opens the drawer at `now`, highlighting the chosen option (or the first).
    @discardableResult
    package mutating func open(now: Double = 0) -> [SelectorChange] {
        guard !isOpen, !options.isEmpty else { return [] }
        motion.move(open: true, at: now)
        highlighted = chosenIndex ?? 0
        return [.drawer(open: true), .highlighted(index: highlighted)]
    }

    /// Closes the drawer at `now` without changing the choice (Escape, a click outside); a
    /// search ends.
    @discardableResult
    package mutating func close(now: Double = 0) -> [SelectorChange] {
        guard isOpen else { return [] }
        motion.move(open: false, at: now)
        highlighted = nil
        query = ""
        var changes: [SelectorChange] = []
        if found != nil {
            found = nil
            changes.append(.found)
        }
        return changes + [.drawer(open: false), .highlighted(index: nil)]
    }

    /// The options the drawer shows, in order: all of them, or those a search kept.
    package var shown: [Int] { found ?? Array(options.indices) }

    /// Whether option `index` is shown in the drawer.
    package func isShown(_ index: Int) -> Bool {
        options.indices.contains(index) && (found?.contains(index) ?? true)
    }

    /// Filters the open drawer's options to those whose labels hold every word of `query`,
    /// whatever the case and accents (a ``SearchQuery``); an empty query shows them all. The
    /// highlight stays on its option if it is kept, else goes to the first option kept (none
    /// when nothing is). Does nothing while the drawer is closed.
    @discardableResult
    package mutating func search(_ query: String) -> [SelectorChange] {
        guard isOpen else { return [] }
        self.query = query
        let words = SearchQuery(query)
        let before = found
        let highlightedBefore = highlighted
        if words.isEmpty {
            found = nil
        } else {
            // The settings menu's matcher: every word, in the option's title.
            found = options.indices.filter { words.matches(SearchText(labels[$0])) }
        }
        if highlighted.map(isShown) != true { highlighted = shown.first }
        var changes: [SelectorChange] = found != before ? [.found] : []
        if highlighted != highlightedBefore { changes.append(.highlighted(index: highlighted)) }
        return changes
    }

    /// Opens a closed drawer or closes an open one at `now` (activating the field or the arrow).
    @discardableResult
    package mutating func toggle(now: Double = 0) -> [SelectorChange] {
        isOpen ? close(now: now) : open(now: now)
    }

    /// Chooses option `index` and closes the drawer at `now`; an index out of range changes
    /// nothing.
    @discardableResult
    package mutating func choose(at index: Int, now: Double = 0) -> [SelectorChange] {
        guard options.indices.contains(index) else { return [] }
        let before = chosenIndex
        chosenIndex = index
        return (before != index ? [.chosen(index: index)] : []) + close(now: now)
    }

    /// Chooses the highlighted option (Enter) at `now`; does nothing when closed.
    @discardableResult
    package mutating func chooseHighlighted(now: Double = 0) -> [SelectorChange] {
        guard isOpen, let highlighted, isShown(highlighted) else { return [] }
        return choose(at: highlighted, now: now)
    }

    /// Highlights option `index` (the pointer or the focus moved there) while open, if shown.
    @discardableResult
    package mutating func highlight(_ index: Int) -> [SelectorChange] {
        guard isOpen, isShown(index) else { return [] }
        return setHighlight(index)
    }

    /// Moves the highlight by `step` (Up −1, Down +1) among the options shown, stopping at the
    /// ends; only while open.
    @discardableResult
    package mutating func moveHighlight(by step: Int) -> [SelectorChange] {
        guard isOpen, let current = highlighted else { return [] }
        guard found != nil else {
            return setHighlight(min(max(current + step, 0), options.count - 1))
        }
        let shown = shown
        guard let place = shown.firstIndex(of: current) else {
            return setHighlight(shown.first)
        }
        return setHighlight(shown[min(max(place + step, 0), shown.count - 1)])
    }

    /// Whether the highlight is on the first option shown (Up from there leaves the options).
    package var isHighlightFirst: Bool { highlighted != nil && highlighted == shown.first }

    /// Highlights the next option shown after the highlighted one whose label starts with
    /// `letter` (ignoring case), wrapping around; nothing changes when none does or when closed.
    @discardableResult
    package mutating func jump(toLetter letter: Character) -> [SelectorChange] {
        guard isOpen, let current = highlighted else { return [] }
        let wanted = String(letter).lowercased()
        let shown = shown
        let start = shown.firstIndex(of: current) ?? -1
        for step in 1...max(shown.count, 1) where !shown.isEmpty {
            let index = shown[(start + step + shown.count) % shown.count]
            if labels[index].lowercased().hasPrefix(wanted) {
                return setHighlight(index)
            }
        }
        return []
    }

    /// Puts the highlight on `index`: the change, or none when it was there.
    private mutating func setHighlight(_ index: Int?) -> [SelectorChange] {
        guard index != highlighted else { return [] }
        highlighted = index
        return [.highlighted(index: index)]
    }
}
