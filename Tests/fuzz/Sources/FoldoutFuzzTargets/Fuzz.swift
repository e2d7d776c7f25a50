import FoldoutAppModel
import FoldoutModel
import Glibc

/// The loaders libFuzzer feeds, by the name given in `FOLDOUT_FUZZ_LOADER`.
///
/// Each takes a file's bytes through the same entry point the application uses, and goes on
/// to use what it read (sections, formatted texts) so that later code sees fuzzed values too.
/// A thrown error is a correct refusal; only a crash, a sanitizer report or a hang is a finding.
enum Loader: String, CaseIterable {
    case destinations, options, menu, state

    func run(_ bytes: [UInt8]) {
        switch self {
        case .destinations:
            guard let catalog = try? DestinationCatalog(parsing: bytes) else { return }
            for destination in catalog.destinations {
                _ = catalog.airportName(destination.name)
            }
        case .options:
            _ = try? SelectorOptions.parse(bytes)
        case .menu:
            guard let document = try? MenuDocument(bytes: bytes) else { return }
            for section in document.sections {
                for item in section.items {
                    if let email = item as? any EmailMenuOption { _ = email.mailto(defaultSubject: "Foldout feedback") }
                    _ = item.accessory
                }
            }
            _ = document.problems.map(\.description)
        case .state:
            guard let state = try? AppState(json: JSONReader(parsing: bytes)) else { return }
            _ = state.section(SettingsState.self)
            _ = state.section(SelectorSection.self)
            _ = state.section(DestinationsSection.self)
            // What is read must write back and read again to the same state.
            let written = Array(JSONWriter.write(state.json, pretty: true, sortedKeys: true).utf8)
            guard let again = try? AppState(json: JSONReader(parsing: written)), again == state else {
                say("state does not round-trip")
                abort()
            }
        }
    }
}

/// Writes a line to standard error.
func say(_ text: String) {
    let line = Array((text + "\n").utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

/// The loader chosen once, at the first input.
nonisolated(unsafe) private var chosen: Loader?

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    if chosen == nil {
        let name = getenv("FOLDOUT_FUZZ_LOADER").map { String(cString: $0) } ?? ""
        guard let loader = Loader(rawValue: name) else {
            let names = Loader.allCases.map(\.rawValue).joined(separator: ", ")
            say("foldout-fuzz: set FOLDOUT_FUZZ_LOADER to one of: \(names)")
            exit(2)
        }
        chosen = loader
    }
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    chosen?.run(bytes)
    return 0
}
