import FoldoutApp
import FoldoutControllers
import FoldoutGtk
import FoldoutModel
import Glibc

/// Live edits of the app's data in the middle of a long Months list, measured on the GDK frame
/// clock: after the first frame the list is scrolled to its middle item (item 500,000 of
/// 1,000,000: `focus(at: 499_999)`), then `rounds` times, one edit every 50 ms: a new item is
/// inserted there, updated (a new title) and removed, each through the controller's
/// `apply(_:)`. For each edit it takes the time from the call to the next painted frame (the
/// clock's after-paint) and the time spent in the call itself; an edit whose frame does not come
/// within a second is counted as without a frame. Prints one line per kind, and one for the
/// first edit alone (a list may do work once, on its first edit: `DropdownList` indexes its
/// items by id the first time it looks one up), and quits. Started by
/// ``FrameBenchmarks`` for `tools/bench edits` (`FOLDOUT_BENCH_EDITS=N`).
@MainActor
final class EditBenchmark {
    /// The kinds of edit, in the order each round makes them.
    enum Kind: String, CaseIterable {
        case insert, update, remove
    }

    /// The time between two edits, in milliseconds (several frames: each edit has its own).
    static let interval: UInt32 = 50
    /// How long a frame is waited for after an edit, in microseconds.
    static let patience: Int64 = 1_000_000
    /// A frame of a 60 Hz display, in microseconds.
    nonisolated static let frame: Int64 = 16_667

    private let controller: DropdownRowsController<TitledItem>
    private let rounds: Int
    private let index: Int
    private var pending: (kind: Kind, begun: Int64)?
    private var toFrame: [Kind: [Int64]] = [:]
    private var inCall: [Kind: [Int64]] = [:]
    private var missed: [Kind: Int] = [:]
    private var step = 0
    /// The first edit's time in the call and to its frame (the list may do work once, on its
    /// first edit: indexing its items by id).
    private var first: (inCall: Int64, toFrame: Int64?)?

    /// `rounds` rounds of edits at the middle item of `controller`'s list.
    init(controller: DropdownRowsController<TitledItem>, rounds: Int) {
        self.controller = controller
        self.rounds = rounds
        index = (controller.state.count - 1) / 2
    }

    /// Waits until the list is on screen, scrolls to the middle item, lets the loop settle, then
    /// makes the edits.
    func run() {
        // The benchmark keeps itself alive through its sources until it reports.
        MainLoop.timeout(milliseconds: 20) {
            guard self.controller.widget.isMapped, let clock = self.controller.widget.frameClock else { return true }
            self.controller.focus(at: self.index)
            MainLoop.timeout(milliseconds: 500) {
                self.measure(clock: clock)
                return false
            }
            return false
        }
    }

    private func measure(clock: FrameClock) {
        clock.onAfterPaint { [weak self] _ in
            guard let self, let pending = self.pending else { return }
            let time = MainLoop.monotonicTime - pending.begun
            self.toFrame[pending.kind, default: []].append(time)
            if self.step == 1 { self.first?.toFrame = time }
            self.pending = nil
        }
        MainLoop.timeout(milliseconds: Self.interval) {
            if let pending = self.pending {
                // Its frame has not come yet: wait for it, up to a second.
                guard MainLoop.monotonicTime - pending.begun > Self.patience else { return true }
                self.missed[pending.kind, default: 0] += 1
                self.pending = nil
            }
            guard self.step < self.rounds * Kind.allCases.count else {
                self.report()
                return false
            }
            self.edit()
            return true
        }
    }

    /// The next edit of the round: insert a new item at the middle, give it a new title, remove it.
    private func edit() {
        let round = step / Kind.allCases.count
        let kind = Kind.allCases[step % Kind.allCases.count]
        step += 1
        let id = "edit-bench-\(round)"
        let edit: DropdownEdit<TitledItem>
        switch kind {
        case .insert: edit = .insert(TitledItem(id: id, title: "Inserted \(round + 1)"), at: index)
        case .update: edit = .update(TitledItem(id: id, title: "Updated \(round + 1)"))
        case .remove: edit = .remove(id: id)
        }
        let begun = MainLoop.monotonicTime
        pending = (kind, begun)
        controller.apply([edit])
        let call = MainLoop.monotonicTime - begun
        inCall[kind, default: []].append(call)
        if step == 1 { first = (call, nil) }
    }

    private func report() {
        var text = ""
        for kind in Kind.allCases {
            text +=
                Self.line(
                    kind: kind.rawValue, item: index + 1, count: controller.state.count,
                    toFrame: toFrame[kind] ?? [], inCall: inCall[kind] ?? [], missed: missed[kind] ?? 0) + "\n"
        }
        if let first {
            let frame = first.toFrame.map { "\(Self.ms($0, places: 1)) ms to the next frame" } ?? "no frame"
            text += "edit-bench: the first edit (insert): \(frame), \(Self.ms(first.inCall, places: 1)) ms in the call\n"
        }
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
        Application.quitDefault()
    }

    /// `micros` in milliseconds with one or three decimals.
    nonisolated static func ms(_ micros: Int64, places: Int) -> String {
        let scale: Int64 = places == 3 ? 1 : 100
        let units = (max(0, micros) + scale / 2) / scale
        let fraction = String(units % (1000 / scale))
        return "\(units / (1000 / scale))." + String(repeating: "0", count: max(0, places - fraction.count)) + fraction
    }

    /// The benchmark's line for one kind of edit (times in µs):
    /// "edit-bench: insert at item 500000 of 1000000: 100 edits, to the next frame median 5.1 ms,
    /// worst 12.3 ms, 100 within a frame (16.7 ms), 0 without a frame; in the call median
    /// 0.041 ms, worst 0.210 ms".
    nonisolated static func line(kind: String, item: Int, count: Int, toFrame: [Int64], inCall: [Int64], missed: Int) -> String {
        func median(_ values: [Int64]) -> Int64 {
            let sorted = values.sorted()
            guard !sorted.isEmpty else { return 0 }
            return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        }
        let within = toFrame.filter { $0 <= frame }.count
        return "edit-bench: \(kind) at item \(item) of \(count): \(toFrame.count + missed) edits, to the next frame "
            + "median \(ms(median(toFrame), places: 1)) ms, worst \(ms(toFrame.max() ?? 0, places: 1)) ms, "
            + "\(within) within a frame (16.7 ms), \(missed) without a frame; "
            + "in the call median \(ms(median(inCall), places: 3)) ms, worst \(ms(inCall.max() ?? 0, places: 3)) ms"
    }
}
