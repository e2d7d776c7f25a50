import FoldoutAppModel
import FoldoutControllers
import FoldoutCore
import FoldoutGtk
import FoldoutModel

/// The expandable table pattern over a destinations data file: `$FOLDOUT_DESTINATIONS` (which
/// the `--destinations FILE` option sets) or else the shipped `data/destinations.json`. A file
/// that cannot be used gives an error state naming the file, the place and the reason. The
/// benchmarks' `foldout-bench` may give generated destinations instead (``AppHooks/destinations``),
/// whose expanded rows are not kept.
@MainActor
final class DestinationsPage: Page {
    /// The environment variable naming a data file to use instead of the shipped one.
    static let fileVariable = "FOLDOUT_DESTINATIONS"

    let name = "destinations"
    let title = tr("Destinations")
    let iconName = "airplane-mode-symbolic"
    let accelerators = ["expand-all": ["<Control>e"], "collapse-all": ["<Control><Shift>e"]]
    /// Expand All and Collapse All, for whichever list the page shows.
    private(set) lazy var actions: ActionGroup? = {
        let group = ActionGroup()
        group.addAction("expand-all") { [weak self] in
            if let outline = self?.outline { outline.expandAll() } else { self?.controller?.expandAll() }
        }
        group.addAction("collapse-all") { [weak self] in
            if let outline = self?.outline { outline.collapseAll() } else { self?.controller?.collapseAll() }
        }
        return group
    }()
    /// The page's widgets, built the first time the page is shown (see ``Page/widget``).
    private(set) lazy var widget: Widget = makeWidget()
    /// The list, once the page is built from a usable data file.
    private(set) var controller: ExpandableRowsController<Destination, Flight, String>?
    /// The tree of any depth shown in place of the destinations (``AppHooks/outline``), once built.
    private(set) var outline: OutlineRowsController<OutlineEntry, Never>?
    /// The generated tree to show in place of the destinations, or nil.
    private let generatedOutline: GeneratedOutline?
    /// The data file, loaded and checked by ``prepare()`` (or when the page is first shown).
    private lazy var loaded: Result<DestinationCatalog, DestinationsFile.LoadError> = load()
    private let store: StateStore
    private let environment: [String: String]
    private let resources: Resources?
    /// Destinations in place of the data file's, or nil.
    private let generate: (@MainActor () -> GeneratedDestinations)?
    /// The generated destinations' open ones at start (set by ``load()``), or nil for the file's.
    private var generatedExpanded: Set<Int>?

    /// Keeps what the page needs to load its data file, which waits until the first frame is
    /// on screen (see ``Page/prepare()``); the widgets wait until the page is first shown.
    init(_ context: PageContext) {
        store = context.store
        environment = context.environment
        resources = context.resources
        generate = context.destinations
        generatedOutline = context.outline
    }

    /// Loads and checks the data file (a bad file is reported in the log).
    func prepare() {
        if generatedOutline == nil { _ = loaded }
    }

    private func load() -> Result<DestinationCatalog, DestinationsFile.LoadError> {
        if let generated = generate?() {
            generatedExpanded = generated.expanded
            // The list takes an array of parents: built here, one destination at a time.
            return .success(DestinationCatalog(destinations: Array(generated.destinations), airports: generated.airports))
        }
        let own = environment[Self.fileVariable].flatMap { $0.isEmpty ? nil : $0 }
        let path = own ?? resources?.data("destinations.json")
        let result: Result<DestinationCatalog, DestinationsFile.LoadError> =
            path.map { path in
                // The shipped file's names are in the translation template; a person's own file
                // is shown as written.
                DestinationsFile.load(path: path).map { own == nil ? $0.translated { TextDomain.foldout.text($0, context: $1) } : $0 }
            }
            ?? .failure(.init(path: "data/destinations.json", place: nil, reason: tr("the resources folder was not found (set FOLDOUT_DATADIR)")))
        if case let .failure(error) = result {
            Log.warning("cannot load destinations: \(error)")
        }
        return result
    }

    private func makeWidget() -> Widget {
        if let generatedOutline { return makeOutline(generatedOutline) }
        switch loaded {
        case let .success(catalog):
            let formatter = PriceFormatter(conventions: .current())
            let destinations = catalog.destinations
            let open =
                generatedExpanded.map { Set($0.filter(destinations.indices.contains).map { destinations[$0].name }) }
                ?? Set(store.section(DestinationsSection.self).expanded)
            let controller = ExpandableRowsController(
                parents: destinations, id: { $0.name }, children: .immediate { $0.flights }, name: tr("Destinations"),
                expanded: open,
                parentContent: DestinationRows.destination(price: formatter.string(for:)),
                childContent: DestinationRows.flight(catalog: catalog),
                emptyText: tr("The data file lists no destinations."))
            if generatedExpanded == nil {
                controller.onOpenParentsChange = { [weak store] names in
                    // In the catalogue's order, as the state file has always listed them.
                    store?.save(DestinationsSection(expanded: destinations.map(\.name).filter(names.contains)))
                }
            }
            // Search finds a destination by its name, and by a flight or an airport's name (it
            // opens at the matching flights).
            controller.searchableParentText = { $0.label }
            controller.searchableChildText = { "\($0.title) \(catalog.airportName($0.from)) \(catalog.airportName($0.to))" }
            self.controller = controller
            return controller.widget
        case let .failure(error):
            return DataErrorView(
                title: tr("The destinations could not be loaded"),
                file: error.path, place: error.place, reason: error.reason,
                hint: tr("Fix the file and start Foldout again, or start it without --destinations and FOLDOUT_DESTINATIONS to see the shipped destinations.")
            ).widget
        }
    }

    /// The generated tree, its first root open down to the last level (as `treedeep.c`).
    private func makeOutline(_ generated: GeneratedOutline) -> Widget {
        // Its nodes go by place: a million ids would cost a string each, and nothing asks by id.
        let outline = OutlineRowsController(
            unidentified: generated.rootEntries,
            children: .onOpen(hasChildren: { $0.level < generated.depth }, children: { generated.children(of: $0) }),
            name: tr("Destinations"), contents: [OutlineEntryLine.content(root: true), OutlineEntryLine.content(root: false)])
        // Generated nodes may move among their siblings (Alt+Up, Alt+Down; Ctrl+Z undoes): not kept.
        outline.allowsReordering = true
        // Its shape is known: expand all opens every node without making it.
        outline.descendantCount = { generated.nodesBeneath($0) }
        var node = outline.tree.rootNodes.first
        while let open = node, outline.tree.isExpandable(open) {
            outline.expand(open)
            node = outline.tree.child(0, of: open)
        }
        self.outline = outline
        return outline.widget
    }

    let help = PageHelp(
        summary: tr(
            "Destinations with their prices. Activate a destination to insert its flights as rows beneath it; activate it again to remove them. Several can be open at once; one without flights does not open. Start Foldout with --destinations FILE (or FOLDOUT_DESTINATIONS=FILE) to show your own data file."
        ),
        keys: [
            (tr("Up, Down, Home, End"), tr("walk the visible rows")), (tr("Enter, Space"), tr("show or hide the flights")),
            // TRANSLATORS: in a right-to-left language the list swaps Left and Right (as GtkTreeView does):
            // there Left shows the flights and Right hides them, so name the keys that way round.
            (tr("Right, +"), tr("show the flights; Right again goes to the first flight")),
            // TRANSLATORS: in a right-to-left language this is Right (see the key above).
            (tr("Left, -"), tr("hide the flights; Left on a flight goes to its destination")),
            (tr("Ctrl+F"), tr("search destinations, flights and airports; Escape shows them all")),
            (tr("Ctrl+E"), tr("show the flights of every destination")),
            (tr("Shift+Ctrl+E"), tr("hide every destination's flights")),
        ])

    func focus() {
        outline?.focus()
        controller?.focus()
    }
    func startSearch() -> Bool {
        controller?.startSearch()
        return controller != nil
    }
}
