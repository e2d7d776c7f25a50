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
    /// The highlighted option while the drawer is open, nil when closed.
    public private(set) var highlighted: Int?

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

    /// Closes the drawer without changing the choice (Escape, a click outside).
    public mutating func close() {
        isOpen = false
        highlighted = nil
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
        guard isOpen, let highlighted else { return }
        choose(at: highlighted)
    }

    /// Highlights option `index` (the pointer or the focus moved there) while open.
    public mutating func highlight(_ index: Int) {
        guard isOpen, options.indices.contains(index) else { return }
        highlighted = index
    }

    /// Moves the highlight by `step` (Up −1, Down +1), stopping at the ends; only while open.
    public mutating func moveHighlight(by step: Int) {
        guard isOpen, let current = highlighted else { return }
        highlighted = min(max(current + step, 0), options.count - 1)
    }

    /// Highlights the next option after the highlighted one whose label starts with `letter`
    /// (ignoring case), wrapping around; nothing changes when none does or when closed.
    public mutating func jump(toLetter letter: Character) {
        guard isOpen, let current = highlighted else { return }
        let wanted = String(letter).lowercased()
        for step in 1...options.count {
            let index = (current + step) % options.count
            if labels[index].lowercased().hasPrefix(wanted) {
                highlighted = index
                return
            }
        }
    }
}
