/// The state of one animated selector: its options, the chosen one, whether its drawer is
/// open, and the option the keyboard highlights while it is. Value type; every transition is a
/// mutating method, and the controller renders the difference.
public struct SelectorState<Option: SelectorOption>: Sendable, Equatable {
    /// The options, in order (non-empty, no duplicates).
    public let options: [Option]
    /// What each option shows (its ``SelectorOption/title``): the letter keys jump by these.
    public let labels: [String]
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
