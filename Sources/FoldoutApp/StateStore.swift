import FoldoutModel
import GtkKit

/// Holds the user's state in memory and writes it through ``StateFile`` on every change.
@MainActor
final class StateStore {
    private(set) var state: AppState
    private var file: StateFile?

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
    }

    /// Changes the state and writes it at once (atomically).
    func update(_ change: (inout AppState) -> Void) {
        var next = state
        change(&next)
        guard next != state else { return }
        state = next
        guard let file else { return }
        do {
            try file.save(state)
        } catch {
            Log.warning("could not save state: \(error)")
        }
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
