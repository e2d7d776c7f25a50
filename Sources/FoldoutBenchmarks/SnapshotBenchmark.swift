import FoldoutControllers
import FoldoutGtk
import FoldoutModel
import Glibc

/// Snapshots of the app's data handed to a long Months list, measured on the GDK frame clock:
/// after the first frame the list is scrolled to an item that every snapshot keeps, which is
/// focused and opened; then `rounds` times, one snapshot every 50 ms or more: every other item
/// kept, all of them back, 1,000 items spread over the list kept (a filter), all back. Each is
/// made twice: by `replaceAll(with:)` (the diff by identity), and as the edits the kit's
/// replaceAll made before it diffed in one pass (each removal, bottom up, then each insertion at
/// its place, top down, through `apply(_:)`: the same as it for snapshots in the list's order,
/// which these are). For each it takes the time from the call to the next painted frame and the
/// time in the call. Prints one line per kind and way, and quits. Started by ``FrameBenchmarks``
/// for `tools/bench snapshot` (`FOLDOUT_BENCH_SNAPSHOT=N`).
@MainActor
final class SnapshotBenchmark {
    /// The snapshots of a round, in order.
    enum Kind: String, CaseIterable {
        case half = "every other item kept"
        case wholeAgain = "all items back"
        case filter = "1000 items kept"
        case unfiltered = "all items back from 1000"
    }

    /// The two ways of handing the data over.
    enum Way: String, CaseIterable {
        /// `replaceAll(with:)`.
        case snapshot
        /// One edit per row, as `replaceAll` did before (`apply(_:)`).
        case edits = "edits one by one (before)"
    }

    /// How long a frame is waited for after a snapshot, in microseconds.
    static let patience: Int64 = 120_000_000

    private let controller: DropdownRowsController<TitledItem>
    private let rounds: Int
    private let ways: [Way]
    private var all: [TitledItem] = []
    private var half: [TitledItem] = []
    private var few: [TitledItem] = []
    private var plan: [(kind: Kind, way: Way)] = []
    private var pending: (kind: Kind, way: Way, begun: Int64, call: Int64)?
    private var toFrame: [String: [Int64]] = [:]
    private var inCall: [String: [Int64]] = [:]
    private var missed: [String: Int] = [:]
    private var step = 0
    private var failure: String?

    /// `rounds` rounds of snapshots of `controller`'s list, each made the ways of `ways`.
    init(controller: DropdownRowsController<TitledItem>, rounds: Int, ways: [Way] = Way.allCases) {
        self.controller = controller
        self.rounds = rounds
        self.ways = ways
    }

    /// Waits until the list is on screen, focuses and opens a kept item, then makes the snapshots.
    func run() {
        MainLoop.timeout(milliseconds: 20) {
            guard self.controller.widget.isMapped, let clock = self.controller.widget.frameClock else { return true }
            self.prepare()
            MainLoop.timeout(milliseconds: 500) {
                self.measure(clock: clock)
                return false
            }
            return false
        }
    }

    private func prepare() {
        all = controller.state.list.items
        half = stride(from: 1, to: all.count, by: 2).map { all[$0] }
        // Every `spacing`-th item from the second: an even spacing keeps them among every other.
        let spacing = max(2, all.count / 1_000 / 2 * 2)
        let kept = Array(stride(from: 1, to: all.count, by: spacing).prefix(1_000))
        few = kept.map { all[$0] }
        // An item every snapshot keeps, near the middle.
        if let index = kept.dropFirst(kept.count / 2).first {
            controller.focus(at: index)
            controller.activate(at: index)
        }
        for _ in 0..<rounds {
            for way in ways {
                for kind in Kind.allCases { plan.append((kind, way)) }
            }
        }
    }

    private func key(_ kind: Kind, _ way: Way) -> String { "\(kind.rawValue), \(way.rawValue)" }

    private func measure(clock: FrameClock) {
        clock.onAfterPaint { [weak self] _ in
            guard let self, let pending = self.pending else { return }
            let key = self.key(pending.kind, pending.way)
            self.toFrame[key, default: []].append(MainLoop.monotonicTime - pending.begun)
            self.inCall[key, default: []].append(pending.call)
            self.pending = nil
        }
        MainLoop.timeout(milliseconds: 50) {
            if let pending = self.pending {
                guard MainLoop.monotonicTime - pending.begun > Self.patience else { return true }
                self.missed[self.key(pending.kind, pending.way), default: 0] += 1
                self.pending = nil
            }
            guard self.step < self.plan.count, self.failure == nil else {
                self.report()
                return false
            }
            self.hand(self.plan[self.step])
            self.step += 1
            return true
        }
    }

    /// Hands the list the snapshot of `kind`, the way `way` says.
    private func hand(_ next: (kind: Kind, way: Way)) {
        let data =
            switch next.kind {
            case .half: half
            case .filter: few
            case .wholeAgain, .unfiltered: all
            }
        let begun = MainLoop.monotonicTime
        switch next.way {
        case .snapshot:
            do {
                try controller.replaceAll(with: data)
            } catch {
                failure = "\(error)"
            }
        case .edits:
            controller.apply(Self.edits(from: controller.state.list, to: data))
        }
        let call = MainLoop.monotonicTime - begun
        pending = (next.kind, next.way, begun, call)
    }

    /// The edits `replaceAll` made before the one-pass diff, for `data` in the order of `list`
    /// (a snapshot that moves nothing): the items gone, bottom up, then each new item at its
    /// place, top down.
    static func edits(from list: DropdownList<TitledItem>, to data: [TitledItem]) -> [DropdownEdit<TitledItem>] {
        let wanted = Set(data.map(\.id))
        var edits: [DropdownEdit<TitledItem>] = []
        var present = Set<String>()
        for index in (0..<list.count).reversed() {
            guard let item = list.item(at: index) else { continue }
            if wanted.contains(item.id) { present.insert(item.id) } else { edits.append(.remove(id: item.id)) }
        }
        for (place, item) in data.enumerated() where !present.contains(item.id) {
            edits.append(.insert(item, at: place))
        }
        return edits
    }

    private func report() {
        var text = ""
        if let failure { text += "snapshot-bench: refused: \(failure)\n" }
        for way in ways {
            for kind in Kind.allCases {
                let key = key(kind, way)
                let frames = toFrame[key] ?? []
                let calls = inCall[key] ?? []
                text +=
                    "snapshot-bench: \(kind.rawValue) of \(all.count), \(way.rawValue): \(frames.count + (missed[key] ?? 0)) times, "
                    + "to the next frame median \(EditBenchmark.ms(Self.median(frames), places: 1)) ms, "
                    + "worst \(EditBenchmark.ms(frames.max() ?? 0, places: 1)) ms, \(missed[key] ?? 0) without a frame; "
                    + "in the call median \(EditBenchmark.ms(Self.median(calls), places: 1)) ms\n"
            }
        }
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
        Application.quitDefault()
    }

    private static func median(_ values: [Int64]) -> Int64 {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}
