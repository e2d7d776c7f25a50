import FoldoutAppModel
import FoldoutControllers
import FoldoutCore
import FoldoutGtk
import FoldoutModel

/// The animated selector pattern: two selectors (a sport and a position) read from `data/`,
/// stacked in a scrolling column so an opening drawer pushes what follows down. A selector whose
/// file `follows` another (the position follows the sport) offers the options for that one's
/// choice, replaced as it changes (``SelectorController/replaceOptions(_:)``).
@MainActor
final class SelectorPage: Page {
    let name = "selector"
    let title = tr("Selector")
    let iconName = "selection-mode-symbolic"
    let accelerators: [String: [String]] = [:]
    let actions: ActionGroup? = nil
    /// The page's widgets, built the first time the page is shown (see ``Page/widget``).
    private(set) lazy var widget: Widget = makeWidget()
    /// Made with the page's widgets (a scrolled window alone costs GTK ~2 M instructions).
    private lazy var scrolled = ScrolledWindow()
    private lazy var column = Box(vertical: true, spacing: 24)
    /// The selectors on the page, once it is built.
    private(set) var selectors: [SelectorController<DataFileOption>] = []
    /// The selectors on the page by id, with their files.
    private var built: [String: (selector: SelectorController<DataFileOption>, file: SelectorFile)] = [:]
    /// Beneath each selector (by id): why its file, changed while the app runs, cannot be used;
    /// hidden while the file is good.
    private var reloadProblems: [String: Label] = [:]
    /// Watches `data/` once the page is built: the options follow their files as they change.
    private var monitor: FileMonitor?
    private var section: SelectorSection
    private let store: StateStore
    private let resources: Resources?
    /// Each selector's state key and its options file, loaded and checked by ``prepare()``
    /// (or when the page is first shown).
    private lazy var loaded: [(id: String, file: Result<SelectorFile, DataFileError>)] = load()

    /// The selectors on the page: id (the state key), data file.
    private static let files = [("sport", "sports.json"), ("position", "positions.json")]

    /// Keeps what the page needs to load its options files, which wait until the first frame
    /// is on screen (see ``Page/prepare()``); the widgets wait until the page is first shown.
    init(_ context: PageContext) {
        store = context.store
        resources = context.resources
        section = context.store.section(SelectorSection.self)
    }

    /// Loads and checks the options files (a bad file is reported in the log).
    func prepare() { _ = loaded }

    private func load() -> [(id: String, file: Result<SelectorFile, DataFileError>)] {
        let loaded: [(id: String, file: Result<SelectorFile, DataFileError>)] = Self.files.map { id, file in
            guard let path = resources?.data(file) else {
                return (
                    id,
                    Result<SelectorFile, DataFileError>.failure(
                        DataFileError(
                            file: "data/\(file)", place: nil,
                            reason: tr("resources not found (set FOLDOUT_DATADIR to the folder holding data/)")))
                )
            }
            return (id, SelectorFile.load(path: path))
        }
        for case let (_, .failure(error)) in loaded { Log.warning(error.description) }
        for case let (id, .success(file)) in loaded {
            guard let follows = file.follows else { continue }
            guard case let .success(followed)? = loaded.first(where: { $0.id == follows })?.file else {
                Log.warning(tr("The {selector} selector follows {other}, which is not on the page", ["selector": id, "other": follows]))
                continue
            }
            for choice in file.unknownChoices(of: followed.options) {
                Log.warning(
                    tr(
                        "The {selector} selector has options for {choice}, which {other} does not offer",
                        ["selector": id, "choice": choice, "other": follows]))
            }
        }
        return loaded
    }

    /// What `file` offers while the selector it follows has `choice`, translated (the shipped
    /// options are in the translation template).
    private static func options(of file: SelectorFile, for choice: String?) -> SelectorOptions {
        file.options(for: choice).translated { TextDomain.foldout.text($0) }
    }

    private func makeWidget() -> Widget {
        column.addStyleClass("selector-column")
        column.setAlign(vertical: .start)
        let intro = Label(tr("Pick a sport, then a position. Each field springs a drawer of options open beneath it."))
        intro.wrap()
        intro.setXAlign(0)
        intro.addStyleClass("dim-label")
        column.packStart(intro)
        for (id, file) in loaded {
            switch file {
            case let .success(file):
                let options = Self.options(of: file, for: file.follows.flatMap { section.chosen[$0] })
                let items = DataFileOption.all(of: options)
                add(
                    SelectorController(
                        name: options.name, placeholder: options.placeholder, options: items,
                        chosen: items.first { $0.text == section.chosen[id] }), id: id, file: file)
            case let .failure(error):
                showProblem(error.description)
            }
        }
        let footer = Label(tr("Your choices are kept when you quit."))
        footer.addStyleClass("dim-label")
        footer.addStyleClass("selector-footer")
        footer.setXAlign(0)
        column.packStart(footer)
        scrolled.add(column)
        scrolled.showAll()
        watchFiles()
        return scrolled
    }

    /// Follows the options files as they are written (a change, or a new file moved or renamed
    /// into place, as editors save).
    private func watchFiles() {
        guard let resources else { return }
        do {
            monitor = try FileMonitor(directory: resources.data(".")) { [weak self] event in
                switch event {
                case .changed, .movedIn, .renamed: self?.reload(event.path)
                case .created, .deleted, .movedOut: break
                }
            }
        } catch {
            Log.warning(error.description)
        }
    }

    /// Reads the options file at `path` again and gives its selector (and those that follow it)
    /// the new options, keeping the choice, the open drawer and the focus on the options that
    /// remain. A file that is no longer good is said beneath its selector (file, place and
    /// reason; an alert for screen readers) and in the log, and the selector keeps the options
    /// it has; the message goes when the file is good again.
    private func reload(_ path: String) {
        let name = path.split(separator: "/").last.map(String.init)
        guard let id = Self.files.first(where: { $0.1 == name })?.0, let entry = built[id] else { return }
        switch SelectorFile.load(path: path) {
        case let .failure(error):
            Log.warning(error.description)
            showReloadProblem(error.description, id: id)
        case let .success(file):
            showReloadProblem(nil, id: id)
            guard file != entry.file else { return }
            built[id] = (entry.selector, file)
            entry.selector.replaceOptions(DataFileOption.all(of: Self.options(of: file, for: file.follows.flatMap { section.chosen[$0] })))
            if entry.selector.state.chosen == nil {
                section.chosen[id] = nil
            }
            follow(id)
            store.save(section)
        }
    }

    func focus() { selectors.first?.focus() }

    let help = PageHelp(
        summary: tr(
            "Fields that open a drawer of options with a spring, the arrow turning as it opens. Choose an option to put it in the field; the drawer pushes what is below it down. Your choices are kept."
        ),
        keys: [
            (tr("Enter, Space, Alt+Down"), tr("open the options")), (tr("Up, Down"), tr("move between options")),
            (tr("a letter"), tr("jump to the next option starting with it")), (tr("Enter, Space"), tr("choose the option")),
            (tr("Escape, Alt+Up"), tr("close without choosing")),
        ])

    private func add(_ selector: SelectorController<DataFileOption>, id: String, file: SelectorFile) {
        selector.onChoose = { [weak self] option in
            guard let self else { return }
            // Kept by the option's text as the file writes it (not its translation).
            self.section.chosen[id] = option.text
            self.follow(id)
            self.store.save(self.section)
        }
        selector.onSettle = { [weak self, weak selector] open in
            guard let self, let selector, open, let origin = selector.widget.origin(in: self.column) else { return }
            let top = Double(origin.y)
            self.scrolled.scrollToShow(top: top, bottom: top + Double(selector.widget.allocation.height))
        }
        selectors.append(selector)
        built[id] = (selector, file)
        column.packStart(selector.widget)
        let problem = Label()
        problem.wrap()
        problem.setXAlign(0)
        problem.addStyleClass("selector-problem")
        problem.setAccessibleRole(.alert)
        problem.excludeFromShowAll()
        problem.hide()
        reloadProblems[id] = problem
        column.packStart(problem)
    }

    /// Says beneath the selector `id` that its changed file cannot be used, for `message` (the
    /// file, the place and the reason), or takes the message away (nil).
    private func showReloadProblem(_ message: String?, id: String) {
        guard let label = reloadProblems[id] else { return }
        guard let message else {
            label.hide()
            label.text = ""
            return
        }
        // TRANSLATORS: a selector's options file was changed while Foldout runs and cannot be
        // used; {problem} names the file, the place in it and the reason.
        label.text = tr("The changed options cannot be used, so this selector keeps the ones it had: {problem}", ["problem": message])
        label.show()
    }

    /// Gives the selectors that follow `id` the options for its new choice. A following
    /// selector keeps its choice if the new options have it; otherwise it shows its placeholder,
    /// and the state file forgets the choice.
    private func follow(_ id: String) {
        for (other, entry) in built where entry.file.follows == id {
            entry.selector.replaceOptions(DataFileOption.all(of: Self.options(of: entry.file, for: section.chosen[id])))
            if entry.selector.state.chosen == nil, section.chosen[other] != nil {
                section.chosen[other] = nil
                follow(other)
            }
        }
    }

    /// A data file that cannot be used: said on the page (the log heard of it at start-up).
    private func showProblem(_ message: String) {
        let label = Label(tr("Cannot show this selector: {problem}", ["problem": message]))
        label.wrap()
        label.setXAlign(0)
        label.addStyleClass("selector-problem")
        label.setAccessibleRole(.alert)
        column.packStart(label)
    }
}
