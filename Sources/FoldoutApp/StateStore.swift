import FoldoutAppModel
import FoldoutModel
import GtkKit

/// Holds the user's state in memory and writes it through ``StateFile`` on every change, on
/// the ``StateSaver``'s thread (the frame showing a change does not wait for the disk).
@MainActor
final class StateStore {
    private(set) var state: AppState
    private var file: StateFile?
    /// Writes `file` (none when there is no file, or a damaged one that must not be overwritten).
    private var saver: StateSaver?

    /// Loads the state file; a damaged one is reported in the log and set aside, and
    /// Foldout starts from defaults.
    init(environment: [String: String]) {
        let found = StateFile.defaultPath(environment: environment).map(StateFile.init(path:))
        file = found
        guard let found else {
            Log.warning("no state folder (neither XDG_STATE_HOME nor HOME is set); changes will not be kept")
            state = AppState()
            return
        }
        switch found.load() {
        case .missing:
            state = AppState()
        case let .loaded(loaded):
            state = loaded
        case let .damaged(error, movedTo):
            let kept = movedTo.map { "it was kept as \($0)" } ?? "it could not be moved aside and will not be overwritten"
            Log.warning("the state file is damaged: \(error); \(kept). Starting from defaults.")
            state = AppState()
            if movedTo == nil { file = nil }
        }
        saver = file.map(Self.saver(for:))
    }

    /// Changes the state and has it written at once (atomically, on the saver's thread).
    func update(_ change: (inout AppState) -> Void) {
        var next = state
        change(&next)
        guard next != state else { return }
        state = next
        saver?.save(state)
    }

    /// Waits until every change is written (at quit).
    func flush() {
        saver?.flush()
    }

    private static func saver(for file: StateFile) -> StateSaver {
        StateSaver(file: file) { error in Log.warning("could not save state: \(error)") }
    }

    /// A page's section: its stored value, or its defaults (with a message in the log naming the
    /// file and the JSON path) when it cannot be read.
    func section<S: PersistentSection>(_ type: S.Type) -> S {
        switch state.section(type) {
        case let .success(value):
            return value
        case let .failure(error):
            Log.warning("\(file?.path ?? "state"): \(error); that page starts from its defaults")
            return S()
        }
    }

    /// Stores a page's section and writes the state.
    func save<S: PersistentSection>(_ value: S) {
        update { $0.setSection(value) }
    }

    /// The state file's path, for messages ("state" when there is no state folder).
    var path: String { file?.path ?? "state" }
}
