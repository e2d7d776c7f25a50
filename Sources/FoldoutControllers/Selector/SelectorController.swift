import FoldoutGtk
import FoldoutModel

/// The animated dropdown selector: a field showing the chosen option (or a placeholder) with an
/// arrow at its end; activating it turns the arrow 180° and springs a drawer of options open
/// beneath it, pushing what follows down. Choosing an option sets the field and closes the
/// drawer (its options go at once and the empty drawer shuts, as in the article); Escape or a
/// click outside closes it without a change.
///
/// The options are the app's own values, of any ``/FoldoutModel/SelectorOption`` type (an enum,
/// a struct): the selector shows their titles and hands back the value chosen.
///
///     enum Speed: String, SelectorOption, CaseIterable {
///         case slow, fast
///         var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
///     }
///     let speed = SelectorController(name: "Speed", placeholder: "Pick a speed",
///                                    options: Speed.allCases, chosen: .slow)
///     speed.onChoose = { (chosen: Speed) in print(chosen) }
///
/// The state lives in a ``/FoldoutModel/SelectorState``, whose transitions return what they
/// changed; the controller renders those changes. The drawer's height and the arrow's turn
/// follow the state's one `/FoldoutModel/DrawerMotion` (damping 0.5 over 0.7 s, as in the
/// article) from a tick callback, so activating it mid-flight reverses both from where they are.
/// With `gtk-enable-animations` off everything happens at once.
///
/// Keyboard: Enter, Space or Alt+Down on the field open it; in the drawer Up/Down move, a letter
/// jumps to the next option starting with it, Enter or Space choose, Escape or Alt+Up close.
/// Screen readers see a combo box with the selector's name (expandable, expanded while
/// open) whose value is the chosen option's title (read on focus, on choosing and on Where Am I), and
/// a list box of the options with the highlighted one selected while it is open (the chosen one
/// while it is closed). Any number of selectors can share a page.
///
/// A long list can be searched: with ``searchThreshold`` set, a drawer of more options than that
/// opens with a search field at its top holding the focus; typing keeps the options whose titles
/// hold the words typed (case and accents ignored) and highlights the first, Enter chooses it,
/// Down goes to the options (and Up from the first back to the field), a letter typed in the
/// options goes on in the field, and the number of options found is shown and heard.
@MainActor
public final class SelectorController<Option: SelectorOption> {
    /// The field and its drawer, to pack in a vertical box (or any container).
    public let widget = Box(vertical: true)
    /// The selector's state, as it is now.
    public private(set) var state: SelectorState<Option>
    /// Called when an option is chosen, with the option.
    public var onChoose: (@MainActor (Option) -> Void)?
    /// Called every frame of the drawer's motion with its progress (0 closed, 1 open).
    public var onFrame: (@MainActor (Double) -> Void)?
    /// Called when the drawer comes to rest, open or closed.
    public var onSettle: (@MainActor (_ open: Bool) -> Void)?
    /// When set, a drawer holding more options than this opens with a search field that filters
    /// them as the person types (GNOME's combo rows do so past a few options); nil, the default,
    /// keeps the letter jumps only.
    public var searchThreshold: Int? {
        didSet { setUpSearch() }
    }

    /// The field's text while nothing is chosen.
    private let placeholder: String
    /// What screen readers call the field.
    private let name: String
    /// The drawer's contents: the search (when on), then the options.
    private let content = Box(vertical: true)
    private let searchSlot = Box(vertical: true)
    private var searchEntry: SearchEntry?
    private var searchStatus: SearchStatus?
    private let field = ComboField()
    private let text = Label()
    private let arrow = Image(iconName: "pan-down-symbolic")
    private let drawer = ScrolledWindow()
    private let list = ListBox(selectable: true)
    private var rows: [ListBoxRow] = []
    /// Each row's label, as `rows`.
    private var rowLabels: [Label] = []
    private var tick: UInt32?
    /// The options' height, measured when the drawer opens.
    private var contentHeight = 0

    /// Makes a selector called `name` (what screen readers call the field, e.g. "Sport") over
    /// `options` (in order, no duplicates), showing `placeholder` while nothing is chosen, with
    /// `chosen` chosen if it is one of the options.
    public init(name: String, placeholder: String, options: [Option], chosen: Option? = nil) {
        self.placeholder = placeholder
        self.name = name
        state = SelectorState(options: options, chosen: chosen)
        widget.addStyleClass("selector")

        let face = Box(vertical: false, spacing: 8)
        face.addStyleClass("selector-face")
        text.setXAlign(0)
        text.ellipsizeEnd()
        face.packStart(text, expand: true)
        arrow.addStyleClass("selector-arrow")
        face.packEnd(arrow)
        field.add(face)
        field.addStyleClass("selector-field")
        field.setAccessibleRole(.comboBox)
        field.setAccessibleName(name)
        field.setTooltip(placeholder)
        widget.packStart(field)

        list.addStyleClass("selector-options")
        list.canFocus = false
        // TRANSLATORS: the accessible name of a selector's list of options; {name} is the
        // selector's name, e.g. "Sport".
        list.setAccessibleName(tr("{name} options", ["name": name]))
        for option in state.labels {
            let (row, label) = Self.makeRow(option)
            list.insert(row, at: -1)
            rows.append(row)
            rowLabels.append(label)
        }
        drawer.addStyleClass("selector-drawer")
        drawer.clipWithoutScrolling()
        content.packStart(searchSlot)
        content.packStart(list)
        drawer.add(content)
        widget.packStart(drawer)

        field.onPrimaryPress { [weak self] in self?.toggle() }
        field.onKeyPress { [weak self] key in
            guard let self else { return false }
            return self.fieldKey(key)
        }
        list.onKeyPress { [weak self] key in
            guard let self else { return false }
            return self.drawerKey(key)
        }
        list.onRowActivated { [weak self] index in self?.choose(at: index) }
        widget.onPressOutside { [weak self] in
            guard let self, self.state.isOpen else { return }
            self.close()
        }

        widget.showAll()
        drawer.isVisible = false
        drawer.excludeFromShowAll()
        drawer.canFocus = false
        drawer.setSizeRequest(height: 0)
        showChosen()
    }

    /// A row showing `title`, not focusable (until its drawer opens).
    private static func makeRow(_ title: String) -> (ListBoxRow, Label) {
        let row = ListBoxRow()
        let label = Label(title)
        label.setXAlign(0)
        row.add(label)
        row.addStyleClass("selector-option")
        row.setAccessibleName(title)
        row.canFocus = false
        return (row, label)
    }

    // MARK: The app's options

    /// Replaces the options with `options` (see `/FoldoutModel/SelectorState/replaceOptions(_:now:)`),
    /// by their ``/FoldoutModel/SelectorOption/id``: the rows of options that stay are kept
    /// (a new title shown in place), the others go or come. The chosen option stays chosen
    /// while its id remains; when it goes, nothing is chosen (the field shows the placeholder;
    /// ``onChoose`` is not called). The drawer stays open or closed as it was; while open, the
    /// highlight and the keyboard focus stay on their option, or go to the option now nearest
    /// its place, and a search goes on over the new options. An empty list closes the drawer.
    ///
    ///     enum Position: String, SelectorOption {
    ///         case forward, guardian, winger
    ///         var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    ///     }
    ///     let positions = SelectorController(name: "Position", placeholder: "Select a Position",
    ///                                        options: [Position.forward, .guardian], chosen: .forward)
    ///     // Another sport: Forward stays chosen, Guardian goes, Winger comes.
    ///     positions.replaceOptions([.forward, .winger])
    public func replaceOptions(_ options: [Option]) {
        let changes = state.replaceOptions(options, now: now)
        guard !changes.isEmpty else { return }
        render(changes, byApp: true)
        setUpSearch()
    }

    // MARK: What a person does

    /// Gives the keyboard focus to the field.
    public func focus() { field.grabFocus() }

    /// Opens the drawer, or closes it if it is open (the field or the arrow was activated).
    public func toggle() { render(state.toggle(now: now)) }

    /// Opens the drawer.
    public func open() { render(state.open(now: now)) }

    /// Closes the drawer without changing the choice.
    public func close() { render(state.close(now: now)) }

    /// Chooses option `index`, sets the field's text and closes the drawer.
    public func choose(at index: Int) { render(state.choose(at: index, now: now)) }

    private func fieldKey(_ key: KeyPress) -> Bool {
        let activate = key.isPlain && (key.isKey(.enter) || key.isKey(.keypadEnter) || key.isKey(.space))
        if activate || (key.isAlt && (key.isKey(.down) || key.isKey(.keypadDown))) {
            key.isAlt ? open() : toggle()
            return true
        }
        if key.isEscape, state.isOpen {
            close()
            return true
        }
        return false
    }

    private func drawerKey(_ key: KeyPress) -> Bool {
        if key.isEscape || (key.isAlt && (key.isKey(.up) || key.isKey(.keypadUp))) {
            close()
            return true
        }
        guard key.isPlain else { return false }
        if key.isKey(.down) || key.isKey(.keypadDown) {
            render(state.moveHighlight(by: 1))
            return true
        }
        if key.isKey(.up) || key.isKey(.keypadUp) {
            if let searchEntry, state.isHighlightFirst {
                searchEntry.grabFocus()
                searchEntry.moveCursorToEnd()
                return true
            }
            render(state.moveHighlight(by: -1))
            return true
        }
        if key.isKey(.tab) {
            close()
            return false
        }
        if let letter = key.character {
            if let searchEntry {
                // The search goes on in its field.
                searchEntry.grabFocus()
                searchEntry.text += String(letter)
                searchEntry.moveCursorToEnd()
            } else {
                render(state.jump(toLetter: letter))
            }
            return true
        }
        return false
    }

    // MARK: Searching

    private func setUpSearch() {
        let wanted = searchThreshold.map { state.options.count > $0 } ?? false
        if !wanted, let searchEntry {
            if state.isOpen { close() }
            searchSlot.remove(searchEntry)
            if let searchStatus { searchSlot.remove(searchStatus.widget) }
            self.searchEntry = nil
            searchStatus = nil
        }
        guard wanted, searchEntry == nil else { return }
        // TRANSLATORS: the search field of a selector's options; {name} is the selector's name, e.g. "Country".
        let entry = SearchEntry(placeholder: tr("Search {name}", ["name": name]))
        entry.addStyleClass("selector-search")
        entry.setMargins(top: 6, bottom: 6, start: 6, end: 6)
        let status = SearchStatus()
        status.widget.setMargins(bottom: 6, start: 12, end: 12)
        searchSlot.packStart(entry)
        searchSlot.packStart(status.widget)
        searchSlot.show()
        entry.show()
        entry.onSearchChanged { [weak self, weak entry] in
            guard let self, let entry, self.state.isOpen else { return }
            self.render(self.state.search(entry.text))
        }
        entry.onActivate { [weak self] in
            guard let self else { return }
            self.render(self.state.chooseHighlighted(now: self.now))
        }
        entry.onStopSearch { [weak self] in self?.close() }
        entry.onKeyPress { [weak self] key in
            guard let self else { return false }
            if key.isAlt && (key.isKey(.up) || key.isKey(.keypadUp)) {
                self.close()
                return true
            }
            if key.isKey(.tab) {
                self.close()
                return false
            }
            guard key.isPlain, key.isKey(.down) || key.isKey(.keypadDown), let highlighted = self.state.highlighted else { return false }
            self.rows[highlighted].grabFocus()
            return true
        }
        searchEntry = entry
        searchStatus = status
    }

    /// Shows the options the search kept and fits the open drawer to them.
    private func showFound() {
        for (index, row) in rows.enumerated() { row.isVisible = state.isShown(index) }
        searchStatus?.show(state.found?.count)
        guard state.isOpen else { return }
        contentHeight = content.naturalHeight
        if tick == nil { setDrawerHeight(1) }
    }

    // MARK: Rendering the state

    /// The frame clock's time, in seconds: the drawer's motion starts from it. Read through the
    /// selector's own widget, on screen whenever there is a motion to follow: the drawer is
    /// hidden while closed, and a widget never shown has no frame clock (the motion would start
    /// at time 0, long over by the first frame: the drawer would snap open).
    private var now: Double { Double(widget.frameClock?.frameTime ?? 0) / 1_000_000 }

    /// Shows what the state's transition changed, in order. `byApp`: the app replaced the
    /// options (a choice that moves or goes is not the person's, so ``onChoose`` is not called;
    /// the focus goes on the highlight again, as its row may be another one).
    private func render(_ changes: [SelectorChange], byApp: Bool = false) {
        guard !changes.isEmpty else { return }
        var focusHighlight = false
        var opened = false
        for change in changes {
            switch change {
            case let .removed(index):
                list.remove(rows[index])
                rows.remove(at: index)
                rowLabels.remove(at: index)
            case let .inserted(index):
                let (row, label) = Self.makeRow(state.labels[index])
                row.canFocus = state.isOpen
                list.insert(row, at: index)
                row.showAll()
                rows.insert(row, at: index)
                rowLabels.insert(label, at: index)
            case let .updated(index):
                rowLabels[index].text = state.labels[index]
                rows[index].setAccessibleName(state.labels[index])
            case .chosen:
                showChosen()
                // The person's choice (not an option the app took away, nor one that moved).
                if !byApp, let option = state.chosen { onChoose?(option) }
            case .found:
                showFound()
            case let .drawer(open):
                showDrawer(open: open)
                opened = open
            case .highlighted:
                focusHighlight = true
            }
        }
        // Selected before focused: screen readers read the option's state as the focus arrives.
        showSelected()
        if let searchEntry, opened {
            // A search opens in its field.
            searchEntry.grabFocus()
        } else if focusHighlight, let highlighted = state.highlighted, searchEntry?.hasFocus != true {
            rows[highlighted].grabFocus()
        }
    }

    /// The drawer started heading open or closed: the options take the focus only while open,
    /// and the motion starts (or turns back from where it is).
    private func showDrawer(open: Bool) {
        field.expanded = open
        if !open, list.focusedRowIndex != nil || searchEntry?.hasFocus == true { field.grabFocus() }
        if !open, let searchEntry, !searchEntry.text.isEmpty { searchEntry.text = "" }
        // Only an open drawer's options take the focus (not those of a closing one).
        for row in rows { row.canFocus = open }
        list.canFocus = open
        if searchEntry != nil { searchSlot.isVisible = open }
        if open {
            list.isVisible = true
            drawer.isVisible = true
            contentHeight = content.naturalHeight
        } else {
            // As in the article, the options go at once and the empty drawer shuts.
            list.isVisible = false
            list.removeStyleClass("separators")
        }
        startMotion()
    }

    /// The option list's selection, as screen readers see it: the highlighted option while the
    /// drawer is open (as in GTK's own combo box popups), the chosen one while it is closed.
    private func showSelected() {
        list.selectRow(at: state.isOpen ? state.highlighted : state.chosenIndex)
    }

    private func showChosen() {
        if let chosen = state.chosenIndex {
            text.text = state.labels[chosen]
            text.removeStyleClass("dim-label")
        } else {
            text.text = placeholder
            text.addStyleClass("dim-label")
        }
        field.setChosen(state.chosenIndex.map { rows[$0] }, hint: placeholder)
        showSelected()
    }

    /// Follows the state's motion frame by frame: the drawer's height and the arrow's turn.
    private func startMotion() {
        guard Style.animationsEnabled, widget.isMapped else {
            settle()
            return
        }
        guard tick == nil else { return }
        tick = drawer.addTickCallback { [weak self] frameTime in
            guard let self else { return false }
            let time = Double(frameTime) / 1_000_000
            let progress = self.state.drawerProgress(at: time)
            self.setDrawerHeight(progress)
            self.arrow.turn = self.state.arrowTurn(at: time)
            if self.state.isOpen, progress >= 1 { self.list.addStyleClass("separators") }
            self.onFrame?(progress)
            guard self.state.isSettled(at: time) else { return true }
            self.tick = nil
            self.settle()
            return false
        }
    }

    private func settle() {
        if let tick {
            drawer.removeTickCallback(tick)
            self.tick = nil
        }
        state.settle()
        let open = state.isOpen
        setDrawerHeight(open ? 1 : 0)
        arrow.turn = open ? 0.5 : 0
        if open {
            list.addStyleClass("separators")
        } else {
            drawer.isVisible = false
        }
        onFrame?(open ? 1 : 0)
        onSettle?(open)
    }

    private func setDrawerHeight(_ progress: Double) {
        let height = Double(contentHeight) * progress
        drawer.setSizeRequest(height: Int(height.rounded()))
    }
}
