import FoldoutGtk
import FoldoutModel

/// A grouped menu in the GNOME style: a header per section above a framed list, rows built by
/// kind (see ``MenuRowKinds``), keyboard focus moving across sections with Up and Down, and
/// failures (e.g. no browser) shown as a notification.
///
/// It can be searched (see <doc:SettingsMenu#Searching-the-menu>): a search bar above the groups
/// (``beginSearch()``, or the button ``makeSearchButton()`` makes for a header bar) finds rows by
/// their titles, what they show besides (`MenuRow/subtitle`) and the keywords their options
/// declare (``/FoldoutModel/MenuOption/keywords``), whatever the case and accents; the rows found
/// stay under their group's title, the others are hidden. Down in the field goes to the results,
/// Enter opens the first, Escape ends the search; screen readers hear the number of results.
@MainActor
public final class SettingsMenuController {
    /// The widget to show: the search bar and the scrolled groups, with the notification above them.
    public let widget = Overlay()
    private let scrolled = ScrolledWindow()
    private let toast = Toast()
    private var lists: [ListBox] = []
    private var headers: [Label] = []
    private var rows: [[MenuRow]] = []
    private var options: [[any MenuOption]] = []
    private let environment: MenuEnvironment
    /// What builds rows, kept for the rows the app adds or changes later.
    private let kinds: MenuRowKinds
    private var context: MenuRowContext?
    private let onUnhandled: (String) -> Void
    private let searchEntry = SearchEntry(placeholder: tr("Search settings"))
    private let searchBar: SearchBar
    private let searchStatus = SearchStatus()
    /// The row told "Search closed" as a search ended, with its own description, given back as
    /// the focus leaves it.
    private var toldRow: (row: ListBoxRow, own: String)?
    /// The rows per section and the focused row: the controller's one view-state value.
    public private(set) var state = SettingsMenuState(rowCounts: [])

    /// Builds the menu of `sections` with the row builders of `kinds`; options of a kind not
    /// registered there are left out and reported through `onUnhandled` (the type's name).
    public init(
        sections: [MenuSection], kinds: MenuRowKinds = .standard, environment: MenuEnvironment,
        onUnhandled: @escaping (String) -> Void = { _ in }
    ) {
        self.environment = environment
        self.kinds = kinds
        self.onUnhandled = onUnhandled
        searchBar = SearchBar(entry: searchEntry)
        let column = Box(vertical: true, spacing: 0)
        column.addStyleClass("settings-menu")
        column.setMargins(top: 24, bottom: 24, start: 24, end: 24)
        searchStatus.widget.setMargins(bottom: 16, start: 6, end: 6)
        column.packStart(searchStatus.widget)
        let context = MenuRowContext(environment: environment) { [weak toast] message in toast?.show(message) }
        self.context = context
        for section in sections {
            let sectionTitle = environment.text(section.title)
            let header = Label(sectionTitle)
            header.setXAlign(0)
            header.addStyleClass("settings-group-title")
            header.setMargins(top: lists.isEmpty ? 0 : 24, bottom: 8, start: 6)
            column.packStart(header)
            let list = ListBox()
            list.addStyleClass("settings-group")
            list.setAccessibleName(sectionTitle)
            var built: [MenuRow] = []
            var builtOptions: [any MenuOption] = []
            for option in section.items {
                guard let row = kinds.build(option, context: context) else {
                    onUnhandled(String(describing: type(of: option)))
                    continue
                }
                list.insert(row.row, at: -1)
                built.append(row)
                builtOptions.append(option)
            }
            column.packStart(list)
            let index = lists.count
            list.onRowActivated { [weak self] row in self?.activate(section: index, row: row) }
            list.onKeynavFailed { [weak self] down in self?.moveFocus(from: index, down: down) ?? false }
            list.onFocusChildChanged { [weak self, weak list] child in
                if let self, let told = self.toldRow, !told.row.hasFocus { self.forgetTold() }
                guard let self, let list, child != nil, let row = list.focusedRowIndex else { return }
                self.state.focus(MenuPosition(section: index, row: row))
            }
            lists.append(list)
            headers.append(header)
            rows.append(built)
            options.append(builtOptions)
        }
        state = SettingsMenuState(rowIDs: options.map { $0.map(\.id) })
        let clamp = Box(vertical: false)
        column.setSizeRequest(width: 360)
        clamp.packStart(column, expand: true, fill: false)
        scrolled.add(clamp)
        scrolled.setExpand(vertical: true)
        let page = Box(vertical: true, spacing: 0)
        page.packStart(searchBar)
        page.packStart(scrolled, expand: true)
        widget.add(page)
        widget.addOverlay(toast.widget)
        connectSearch()
    }

    // MARK: Changing the menu after it is built

    /// Inserts a row for `option` in section `section` at `row` (clamped to the section); the
    /// keyboard focus stays on its row. Returns false when there is no such section or no row
    /// builder for the option's kind (reported through `onUnhandled`).
    @discardableResult
    public func insertRow(_ option: any MenuOption, section: Int, at row: Int) -> Bool {
        guard lists.indices.contains(section), let context else { return false }
        guard let built = kinds.build(option, context: context) else {
            onUnhandled(String(describing: type(of: option)))
            return false
        }
        let hadFocus = focusedPosition
        render(state.insertRow(id: option.id, section: section, at: row), built: built, option: option, hadFocus: hadFocus)
        searchAgain()
        return true
    }

    /// Removes the row whose option has id `id` (``/FoldoutModel/MenuOption/id``); when it had
    /// the keyboard focus, the focus goes to the row now at its place (else the section's last,
    /// else the menu's first). Returns false when no row has the id.
    @discardableResult
    public func removeRow(id: String) -> Bool {
        let hadFocus = focusedPosition
        let changes = state.removeRow(id: id)
        render(changes, built: nil, option: nil, hadFocus: hadFocus)
        searchAgain()
        return !changes.isEmpty
    }

    /// Builds the row of `option` again in place of the row with the same id (its address,
    /// title or setting changed: e.g. an email row for the maintainer of what is in view); the
    /// keyboard focus stays on it. Returns false when no row has the id or its kind has no row
    /// builder.
    @discardableResult
    public func updateRow(_ option: any MenuOption) -> Bool {
        guard let context, state.position(of: option.id) != nil else { return false }
        guard let built = kinds.build(option, context: context) else {
            onUnhandled(String(describing: type(of: option)))
            return false
        }
        let hadFocus = focusedPosition
        render(state.updateRow(id: option.id), built: built, option: option, hadFocus: hadFocus)
        searchAgain()
        return true
    }

    /// The row holding the keyboard focus now, if any.
    private var focusedPosition: MenuPosition? {
        guard let focused = state.focused, rows.indices.contains(focused.section),
            rows[focused.section].indices.contains(focused.row), rows[focused.section][focused.row].row.hasFocus
        else { return nil }
        return focused
    }

    /// Shows `changes` (`built`: the row made for an insertion or an update, of `option`).
    /// The keyboard focus follows a ``/FoldoutModel/MenuRowChange/focused(_:)`` when `hadFocus`
    /// (a row had it before an edit) or `takeFocus` (a move, the first row, a search's end).
    private func render(
        _ changes: [MenuRowChange], built: MenuRow? = nil, option: (any MenuOption)? = nil,
        hadFocus: MenuPosition? = nil, takeFocus: Bool = false
    ) {
        var refocus = false
        for change in changes {
            switch change {
            case let .inserted(position):
                guard let built, let option else { continue }
                lists[position.section].insert(built.row, at: position.row)
                built.row.showAll()
                // While searching, a new row shows once the search finds it.
                built.row.isVisible = state.isShown(position)
                rows[position.section].insert(built, at: position.row)
                options[position.section].insert(option, at: position.row)
            case let .removed(position):
                lists[position.section].remove(rows[position.section][position.row].row)
                rows[position.section].remove(at: position.row)
                options[position.section].remove(at: position.row)
                refocus = refocus || hadFocus == position
            case let .updated(position):
                guard let built, let option else { continue }
                lists[position.section].remove(rows[position.section][position.row].row)
                lists[position.section].insert(built.row, at: position.row)
                built.row.showAll()
                built.row.isVisible = state.isShown(position)
                rows[position.section][position.row] = built
                options[position.section][position.row] = option
                refocus = refocus || hadFocus == position
            case let .shown(position), let .hidden(position):
                rows[position.section][position.row].row.isVisible = change == .shown(position)
            case let .sectionShown(section), let .sectionHidden(section):
                lists[section].isVisible = change == .sectionShown(section)
                headers[section].isVisible = change == .sectionShown(section)
            case .focused:
                refocus = refocus || takeFocus
            }
        }
        if refocus || (hadFocus != nil && hadFocus != state.focused) { showFocus() }
    }

    /// After an edit while searching: the search runs again over the rows as they are now.
    private func searchAgain() {
        guard state.isSearching else { return }
        showSearch(searchEntry.text)
    }

    /// Gives the focus to the first row.
    public func focus() {
        state.focusFirst()
        showFocus()
    }

    /// Activates row `row` of section `section`, as a click would.
    public func activate(section: Int, row: Int) {
        guard rows.indices.contains(section), rows[section].indices.contains(row) else { return }
        rows[section][row].activate()
    }

    /// The message shown now, if any.
    public var message: String? { toast.message }

    /// Shows a message above the menu.
    public func report(_ message: String) { toast.show(message) }

    /// Down past the last row goes to the next section's first row, Up past the first to the
    /// previous section's last (while searching, Up past the first result goes back to the
    /// search field); returns whether the focus moved.
    private func moveFocus(from index: Int, down: Bool) -> Bool {
        let changes = state.move(from: index, down: down)
        guard !changes.isEmpty else {
            if !down, state.isSearching {
                searchEntry.grabFocus()
                return true
            }
            return false
        }
        render(changes, takeFocus: true)
        return true
    }

    /// Puts the keyboard focus on the state's focused row.
    private func showFocus() {
        guard let focused = state.focused else { return }
        lists[focused.section].focusRow(at: focused.row)
    }
}

// MARK: Searching the menu

extension SettingsMenuController {
    /// Whether a search is on (the search bar is open).
    public var isSearching: Bool { searchBar.isSearching }

    /// What the search found, nil while no search is on.
    public var searchResults: MenuSearchResults? { state.results }

    /// Opens the search bar (if closed) and gives its field the keyboard focus, the text typed
    /// before selected (Ctrl+F).
    public func beginSearch() {
        searchBar.isSearching = true
        searchEntry.grabFocus()
        searchEntry.selectAll()
    }

    /// Closes the search bar: the field is cleared, the whole menu shows again and the focus goes
    /// back to the row that had it (or the first).
    public func endSearch() {
        searchBar.isSearching = false
    }

    /// Opens the search bar and searches for `query`, as if typed (for scripts and tests).
    public func search(_ query: String) {
        beginSearch()
        searchEntry.text = query
        showSearch(query)
    }

    /// A header bar button (a magnifier, "Search" to screen readers and in its tooltip) that
    /// is pressed in while the search bar is open and opens or closes it.
    public func makeSearchButton() -> ToggleButton {
        let button = ToggleButton(iconName: "system-search-symbolic", title: tr("Search"))
        searchBar.bind(toggle: button)
        return button
    }

    func connectSearch() {
        searchBar.onSearchModeChanged { [weak self] in
            guard let self else { return }
            if self.searchBar.isSearching {
                if !self.searchEntry.hasFocus { self.searchEntry.grabFocus() }
                self.showSearch(self.searchEntry.text)
            } else {
                self.closeSearch()
            }
        }
        searchEntry.onSearchChanged { [weak self] in
            guard let self, self.searchBar.isSearching else { return }
            self.showSearch(self.searchEntry.text)
        }
        searchEntry.onActivate { [weak self] in self?.openFirstResult() }
        searchEntry.onKeyPress { [weak self] key in
            guard let self, key.isPlain, key.isKey(.down) || key.isKey(.keypadDown) else { return false }
            guard self.state.first != nil else { return false }
            self.state.focusFirst()
            self.showFocus()
            return true
        }
        // Escape on a result ends the search (in the field, the bar closes by itself).
        widget.onKeyPress { [weak self] key in
            guard let self, key.isEscape, key.isPlain, self.searchBar.isSearching else { return false }
            self.endSearch()
            return true
        }
    }

    /// The keys of every row now: its title, what it shows besides, its keywords (as shown).
    private var searchKeys: [[MenuSearchKeys]] {
        zip(rows, options).map { rows, options in
            zip(rows, options).map { row, option in
                MenuSearchKeys(
                    title: environment.text(option.title), subtitle: row.subtitle(),
                    keywords: option.keywords.map(environment.text))
            }
        }
    }

    /// Searches for `query` and shows what was found.
    private func showSearch(_ query: String) {
        render(state.search(query, keys: searchKeys))
        guard let results = state.results else { return }
        searchStatus.show(results.query.isEmpty ? nil : results.count)
    }

    /// Shows the whole menu again and gives the focus back.
    private func closeSearch() {
        guard state.isSearching else { return }
        render(state.endSearch(), takeFocus: true)
        searchStatus.show(nil)
        // The focus stays on its row (a result's), or comes back to it from the field: the end
        // of the search is said there, once, as its description (a change of the focused row's
        // description is spoken, and it is said with the row as the focus reaches it).
        if let position = focusedPosition {
            let row = rows[position.section][position.row].row
            forgetTold()
            // The description it shows now (its own, or its tooltip's), set as its own first:
            // ATK announces no first description (none to some is silent).
            let own = row.accessibleDescription
            row.setAccessibleDescription(own)
            // TRANSLATORS: said as a search of the settings ends (Escape) and every setting shows again.
            row.setAccessibleDescription(tr("Search closed"))
            toldRow = (row, own)
        }
    }

    /// Gives the row told of the search's end its own description back.
    private func forgetTold() {
        guard let told = toldRow else { return }
        toldRow = nil
        told.row.setAccessibleDescription(told.own)
    }

    /// Enter in the field: the first result takes the focus and is activated.
    private func openFirstResult() {
        guard let first = state.results?.first else { return }
        state.focus(first)
        showFocus()
        activate(section: first.section, row: first.row)
    }
}
