// state-hammer PATH: loads the state file at PATH (as the app does at start, which also removes
// leftovers of killed saves), prints "start N" where N is the counter it holds (0 when missing),
// then saves states N+1, N+2, … forever through `StateFile.save`, printing each number after
// its save returned. Odd and even states differ in size (a few hundred bytes against ~64 KiB),
// so a torn file cannot pass for either. Exits 1 if the file is damaged or a save fails.
import FoldoutAppModel
import FoldoutModel
import Glibc

func say(_ text: String) {
    let line = Array((text + "\n").utf8)
    _ = line.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
}

func state(_ n: Int) -> AppState {
    let odd = n % 2 == 1
    var state = AppState(MonthsSection(rows: DropdownSavedState(removed: odd ? ["month-1", "month-5", "month-12"] : [])))
    state.sections["hammer"] = .object([
        ("n", .number(Double(n))),
        ("pad", .string(String(repeating: odd ? "o" : "e", count: odd ? 65_536 : 100))),
    ])
    return state
}

guard CommandLine.arguments.count == 2 else {
    say("usage: state-hammer PATH")
    exit(2)
}
let file = StateFile(path: CommandLine.arguments[1])
var n = 0
switch file.load() {
case .missing:
    break
case let .loaded(loaded):
    guard case let .object(members)? = loaded.sections["hammer"],
        case let .number(value)? = members.first(where: { $0.key == "n" })?.value,
        loaded == state(Int(value))
    else {
        say("damaged: the state is not one the hammer wrote")
        exit(1)
    }
    n = Int(value)
case let .damaged(error, _):
    say("damaged: \(error)")
    exit(1)
}
say("start \(n)")
while true {
    n += 1
    do {
        try file.save(state(n))
    } catch {
        say("save failed: \(error)")
        exit(1)
    }
    say("saved \(n)")
}
