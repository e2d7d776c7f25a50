import FoldoutAppModel
import FoldoutControllers
import FoldoutModel
import GtkKit

/// The animated selector pattern: two selectors (a sport and a position) read from `data/`,
/// stacked in a scrolling column so an opening drawer pushes what follows down.
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
    private var section: SelectorSection
    private let store: StateStore
    private let resources: Resources?
    /// Each selector's state key and its options file, loaded and checked by ``prepare()``
    /// (or when the page is first shown).
    private lazy var loaded: [(id: String, options: Result<SelectorOptions, DataFileError>)] = load()

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

    private func load() -> [(id: String, options: Result<SelectorOptions, DataFileError>)] {
        let loaded = Self.files.map { id, file in
            guard let path = resources?.data(file) else {
                return (id, Result<SelectorOptions, DataFileError>.failure(DataFileError(file: "data/\(file)", place: nil,
                                           reason: tr("resources not found (set FOLDOUT_DATADIR to the folder holding data/)"))))
            }
            // The shipped options are in the translation template.
            return (id, SelectorOptions.load(path: path).map { $0.translated { Localization.text($0) } })
        }
        for case let (_, .failure(error)) in loaded { Log.warning(error.description) }
        return loaded
    }

    private func makeWidget() -> Widget {
        column.addStyleClass("selector-column")
        column.setAlign(vertical: .start)
        let intro = Label(tr("Pick a sport, then a position. Each field springs a drawer of options open beneath it."))
        intro.wrap()
        intro.setXAlign(0)
        intro.addStyleClass("dim-label")
        column.packStart(intro)
        for (id, options) in loaded {
            switch options {
            case let .success(options):
                let items = DataFileOption.all(of: options)
                add(SelectorController(name: options.name, placeholder: options.placeholder, options: items,
                                       chosen: items.first { $0.text == section.chosen[id] }), id: id)
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
        return scrolled
    }

    func focus() { selectors.first?.focus() }

    let help = PageHelp(
        summary: tr("Fields that open a drawer of options with a spring, the arrow turning as it opens. Choose an option to put it in the field; the drawer pushes what is below it down. Your choices are kept."),
        keys: [(tr("Enter, Space, Alt+Down"), tr("open the options")), (tr("Up, Down"), tr("move between options")),
               (tr("a letter"), tr("jump to the next option starting with it")), (tr("Enter, Space"), tr("choose the option")),
               (tr("Escape, Alt+Up"), tr("close without choosing"))])

    private func add(_ selector: SelectorController<DataFileOption>, id: String) {
        selector.onChoose = { [weak self] option in
            guard let self else { return }
            // Kept by the option's text as the file writes it (not its translation).
            self.section.chosen[id] = option.text
            self.store.save(self.section)
        }
        selector.onSettle = { [weak self, weak selector] open in
            guard let self, let selector, open, let origin = selector.widget.origin(in: self.column) else { return }
            let top = Double(origin.y)
            self.scrolled.scrollToShow(top: top, bottom: top + Double(selector.widget.allocation.height))
        }
        selectors.append(selector)
        column.packStart(selector.widget)
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

/// An option of a selector's data file (`data/sports.json`): its text as the file writes it
/// (what the state file keeps) and the title shown (its translation).
struct DataFileOption: SelectorOption {
    /// The option as written in the file.
    let text: String
    /// What the selector shows.
    let title: String

    /// The options of `file`, in order.
    static func all(of file: SelectorOptions) -> [DataFileOption] {
        zip(file.options, file.labels).map { DataFileOption(text: $0, title: $1) }
    }
}
