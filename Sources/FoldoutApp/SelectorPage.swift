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
    let accelerators: [String: [String]] = [:]
    let actions: ActionGroup? = nil
    private let scrolled = ScrolledWindow()
    private let column = Box(vertical: true, spacing: 24)
    private var selectors: [SelectorController] = []
    private var section: SelectorSection
    private let store: StateStore

    /// The selectors on the page: id (the state key), data file.
    private static let files = [("sport", "sports.json"), ("position", "positions.json")]

    init(_ context: PageContext) {
        store = context.store
        section = context.store.section(SelectorSection.self)
        column.addStyleClass("selector-column")
        column.setAlign(vertical: GTK_ALIGN_START)
        let intro = Label("Pick a sport, then a position. Each field springs a drawer of options open beneath it.")
        intro.wrap()
        intro.setXAlign(0)
        intro.addStyleClass("dim-label")
        column.packStart(intro)
        for (id, file) in Self.files {
            guard let path = context.resources?.data(file) else {
                showProblem("data/\(file): resources not found (set FOLDOUT_DATADIR to the folder holding data/)")
                continue
            }
            switch SelectorOptions.load(path: path) {
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
        if context.environment["FOLDOUT_BENCH_SELECTOR"] == "1" { startBenchmark() }
    }

    var widget: Widget { scrolled }
    func focus() { selectors.first?.focus() }

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

    /// A data file that cannot be used: said on the page and on stderr.
    private func showProblem(_ message: String) {
        StateStore.warn(message)
        let label = Label("Cannot show this selector: \(message)")
        label.wrap()
        label.setXAlign(0)
        label.addStyleClass("selector-problem")
        label.setAccessibleRole(ATK_ROLE_ALERT)
        column.packStart(label)
    }

    /// `FOLDOUT_BENCH_SELECTOR=1`: shows this page, opens the first drawer after the first
    /// frame, counts the frames painted during the 0.7 s opening, prints them and quits.
    private func startBenchmark() {
        let benchmark = SelectorBenchmark(page: scrolled)
        MainLoop.idle { [weak self] in
            guard let self, let first = self.selectors.first else { return false }
            self.scrolled.showInParentStack()
            benchmark.run(opening: first)
            return false
        }
    }
}
