import CGtk
import FoldoutControllers
import FoldoutModel
import GtkKit

/// The animated selector pattern: two selectors (a sport and a position) read from `data/`,
/// stacked in a scrolling column so an opening drawer pushes what follows down.
@MainActor
final class SelectorPage: Page {
    let name = "selector"
    let title = "Selector"
    let iconName = "selection-mode-symbolic"
    let accelerators: [String: [String]] = [:]
    let actions: ActionGroup? = nil
    /// The page's widgets, built the first time the page is shown (see ``Page/widget``).
    private(set) lazy var widget: Widget = makeWidget()
    private let scrolled = ScrolledWindow()
    private let column = Box(vertical: true, spacing: 24)
    /// The selectors on the page, once it is built.
    private(set) var selectors: [SelectorController] = []
    private var section: SelectorSection
    private let store: StateStore
    /// Each selector's state key and its options file, loaded and checked.
    private let loaded: [(id: String, options: Result<SelectorOptions, DataFileError>)]

    /// The selectors on the page: id (the state key), data file.
    private static let files = [("sport", "sports.json"), ("position", "positions.json")]

    /// Loads and checks the options files at once (a bad file is reported in the log at
    /// start-up); the widgets wait until the page is first shown.
    init(_ context: PageContext) {
        store = context.store
        section = context.store.section(SelectorSection.self)
        loaded = Self.files.map { id, file in
            guard let path = context.resources?.data(file) else {
                return (id, .failure(DataFileError(file: "data/\(file)", place: nil,
                                           reason: "resources not found (set FOLDOUT_DATADIR to the folder holding data/)")))
            }
            return (id, SelectorOptions.load(path: path))
        }
        for case let (_, .failure(error)) in loaded { Log.warning(error.description) }
    }

    private func makeWidget() -> Widget {
        column.addStyleClass("selector-column")
        column.setAlign(vertical: GTK_ALIGN_START)
        let intro = Label("Pick a sport, then a position. Each field springs a drawer of options open beneath it.")
        intro.wrap()
        intro.setXAlign(0)
        intro.addStyleClass("dim-label")
        column.packStart(intro)
        for (id, options) in loaded {
            switch options {
            case let .success(options):
                add(SelectorController(options: options, chosen: section.chosen[id]), id: id)
            case let .failure(error):
                showProblem(error.description)
            }
        }
        let footer = Label("Your choices are kept when you quit.")
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
        summary: "Fields that open a drawer of options with a spring, the arrow turning as it opens. "
            + "Choose an option to put it in the field; the drawer pushes what is below it down. Your choices are kept.",
        keys: [("Enter, Space, Alt+Down", "open the options"), ("Up, Down", "move between options"),
               ("a letter", "jump to the next option starting with it"), ("Enter, Space", "choose the option"),
               ("Escape, Alt+Up", "close without choosing")])

    private func add(_ selector: SelectorController, id: String) {
        selector.onChoose = { [weak self] option in
            guard let self else { return }
            self.section.chosen[id] = option
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
        let label = Label("Cannot show this selector: \(message)")
        label.wrap()
        label.setXAlign(0)
        label.addStyleClass("selector-problem")
        label.setAccessibleRole(ATK_ROLE_ALERT)
        column.packStart(label)
    }
}
