import FoldoutGtk

/// What a ``RecyclingViewport`` asks of the rows it shows, and tells of what the person does
/// with them: one object, the pattern's controller (the viewport keeps it weakly). The rows
/// are the controller's (their count and how they moved come with each render); the views,
/// their heights and which rows are bound are the viewport's.
@MainActor
protocol RecyclingViewportSource: AnyObject {
    /// Makes a view for rows of `kind` (kept and bound again to other rows of that kind).
    func makeView(ofKind kind: Int) -> RecycledRow
    /// The kind of row `index`.
    func viewKind(ofRow index: Int) -> Int
    /// Shows row `index` in `view` (from the controller's view state): a view taking a row.
    func bind(_ view: RecycledRow, toRow index: Int)
    /// Brings `view`, which keeps showing row `index`, up to date (its open state); by default
    /// binds it again.
    func update(_ view: RecycledRow, showingRow index: Int)
    /// A row above `index` to keep as a widget while `index` is the first row in view (a
    /// child's parent, which screen readers need to place the child in the tree); none by default.
    func pinnedRow(whileFirst index: Int) -> Int?
    /// What screen readers are told of row `index`, asked only when one asks: the list's
    /// accessible has a child for every row, not only for the rows bound to views.
    func facts(ofRow index: Int) -> AccessibleRowFacts?
    /// Row `index` was activated (click, Enter, Space).
    func rowActivated(_ index: Int)
    /// Row `index` took the keyboard focus (a click, Tab).
    func rowFocused(_ index: Int)
    /// Row `index` was right-clicked (or pressed however the system opens context menus);
    /// `true` when a menu opened. None by default.
    func contextMenuRequested(atRow index: Int) -> Bool
    /// A movement key the viewport does not handle itself (``keyPressed(_:)`` comes first).
    func movePressed(_ move: KeyPress.Navigation)
    /// A key for the pattern; `true` if handled (none by default).
    func keyPressed(_ key: KeyPress) -> Bool
    /// Tab came into the list (it is one Tab stop): focus the row that had the focus; `true`
    /// if done (not by default).
    func tabbedIn() -> Bool
    /// The list has its size for the first time.
    func firstShown()
}

extension RecyclingViewportSource {
    func update(_ view: RecycledRow, showingRow index: Int) { bind(view, toRow: index) }
    func pinnedRow(whileFirst index: Int) -> Int? { nil }
    func facts(ofRow index: Int) -> AccessibleRowFacts? { nil }
    func contextMenuRequested(atRow index: Int) -> Bool { false }
    func keyPressed(_ key: KeyPress) -> Bool { false }
    func tabbedIn() -> Bool { false }
    func firstShown() {}
}
