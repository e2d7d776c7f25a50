/// The one registry of a grouped menu's kinds of row: for each type, the function building its
/// row; for a type that is also a ``MenuFileOption``, the same registration lets a menu file
/// name it by its ``MenuFileOption/kind``. A new kind is one ``register(_:_:)`` call; the other
/// kinds are not touched.
///
/// `Context` is what a builder is given and `Row` what it makes: the settings menu controller
/// uses `MenuRowKinds` (a registry of `MenuRow`s built with a `MenuRowContext`); a test may
/// build strings. A menu file is read with the registry that names its kinds:
///
///     var kinds = MenuKindRegistry<Void, String>()
///     kinds.register(LinkMenuItem.self) { link, _ in "open \(link.url)" }
///     let file = try MenuDocument(bytes: Array(#"{"sections": []}"#.utf8), kinds: kinds)
///     let links = file.sections.flatMap(\.items).compactMap { $0 as? LinkMenuItem }
public struct MenuKindRegistry<Context, Row> {
    /// A builder: makes the row of one option.
    public typealias Build<T> = @MainActor (T, Context) -> Row

    private var builders: [ObjectIdentifier: @MainActor (any MenuOption, Context) -> Row?] = [:]
    private var fileKinds = MenuFileKinds()

    /// No kinds.
    public init() {}

    /// Builds rows of type `T` with `build`, replacing an earlier builder of `T`. When `T` is a
    /// ``MenuFileOption``, menu files read with this registry may hold it too, by `T.kind`.
    public mutating func register<T: MenuOption>(_ type: T.Type, _ build: @escaping Build<T>) {
        builders[ObjectIdentifier(type)] = { option, context in (option as? T).map { build($0, context) } }
        if let fileType = type as? any MenuFileOption.Type { fileKinds.register(fileType) }
    }

    /// Whether options of `type` have a builder.
    package func handles(_ type: any MenuOption.Type) -> Bool {
        builders[ObjectIdentifier(type)] != nil
    }

    /// The row of `option`, or nil when its type has no builder.
    @MainActor
    package func build(_ option: any MenuOption, context: Context) -> Row? {
        builders[ObjectIdentifier(type(of: option))]?(option, context) ?? nil
    }

    /// The kind names a menu file read with this registry may use, sorted.
    package var names: [String] { fileKinds.names }

    /// Reads one menu file entry as the registered type its `"kind"` names; an unknown kind
    /// throws at the entry's `kind` field.
    package func read(_ entry: JSONReader) throws(JSONError) -> any MenuOption {
        try fileKinds.read(entry)
    }

    /// The file side of the registry, for ``MenuDocument``.
    var files: MenuFileKinds { fileKinds }
}
