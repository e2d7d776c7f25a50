import FoldoutModel
import Testing

/// The obvious model of a `RowStore`: two arrays, every sum a loop.
private struct NaiveRows {
    var keys: [String] = []
    var weights: [Int?] = []

    var count: Int { keys.count }
    var knownTotal: Int { weights.reduce(0) { $0 + ($1 ?? 0) } }
    var unknownCount: Int { weights.filter { $0 == nil }.count }

    /// The top of every row and the bottom of the last (`count + 1` values), summed the way the
    /// store sums them: whole known weights, plus the unknown rows times the estimate.
    func tops(estimate: Double) -> [Double] {
        var result: [Double] = [0]
        result.reserveCapacity(count + 1)
        var known = 0
        var unknown = 0
        for weight in weights {
            if let weight { known += weight } else { unknown += 1 }
            result.append(Double(known) + Double(unknown) * estimate)
        }
        return result
    }

    /// The row `offset` falls in: the first whose bottom is below it, clamped to the rows.
    static func position(atOffset offset: Double, tops: [Double]) -> Int? {
        let count = tops.count - 1
        guard count > 0 else { return nil }
        guard offset >= 0 else { return 0 }
        var low = 0
        var high = count // the first row whose bottom (tops[row + 1]) > offset
        while low < high {
            let middle = (low + high) / 2
            if tops[middle + 1] > offset { high = middle } else { low = middle + 1 }
        }
        return min(low, count - 1)
    }

    mutating func insert(_ new: [String], weight: Int?, at position: Int) {
        let position = min(max(0, position), count)
        keys.insert(contentsOf: new, at: position)
        weights.insert(contentsOf: Array(repeating: weight.map { max(0, $0) }, count: new.count), at: position)
    }

    mutating func remove(_ range: Range<Int>) -> [String] {
        let range = range.clamped(to: 0..<count)
        let removed = Array(keys[range])
        keys.removeSubrange(range)
        weights.removeSubrange(range)
        return removed
    }
}

/// What the tests' stores sum of their keys: their lengths, and how many end in an even byte
/// (a key numbered with an even last digit), so every change is checked against the sums too.
private struct KeySummary: RowSummary {
    var length = 0
    var even = 0

    static var zero: Self { Self() }

    init() {}

    init(of key: String) {
        length = key.utf8.count
        even = key.utf8.last.map { $0 % 2 == 0 ? 1 : 0 } ?? 0
    }

    mutating func add(_ other: Self) {
        length += other.length
        even += other.even
    }

    mutating func subtract(_ other: Self) {
        length -= other.length
        even -= other.even
    }
}

private typealias Store = RowStore<String, String, KeySummary>

/// The summary of the keys above each row and of them all (`count + 1` values).
private func prefixSummaries(_ keys: [String]) -> [KeySummary] {
    var result: [KeySummary] = [.zero]
    result.reserveCapacity(keys.count + 1)
    for key in keys { result.append(result[result.count - 1].adding(KeySummary(of: key))) }
    return result
}

/// Checks the store's summaries against the keys': the total, the sum above each of `rows`,
/// and the first row where the even keys, or the length, reach a value.
private func checkSummaries(
    _ store: Store, _ keys: [String], rows: [Int], _ context: String, sourceLocation: SourceLocation
) {
    let sums = prefixSummaries(keys)
    #expect(store.summary == sums[keys.count], "total \(context)", sourceLocation: sourceLocation)
    #expect(store.summary(before: keys.count + 3) == sums[keys.count], "clamped \(context)", sourceLocation: sourceLocation)
    #expect(store.summary(before: -1) == .zero, "clamped \(context)", sourceLocation: sourceLocation)
    for row in rows where store.summary(before: row) != sums[row] {
        Issue.record("summary above row \(row) \(context)", sourceLocation: sourceLocation)
        return
    }
    let total = sums[keys.count]
    var evens = [0, 1, total.even / 3, total.even / 2, total.even - 1, total.even, total.even + 1]
    for row in rows.prefix(40) { evens.append(sums[row + 1].even) }
    for wanted in evens {
        let expected = sums.dropFirst().firstIndex { $0.even >= wanted }.map { $0 - 1 }
        let found = store.firstPosition { $0.even >= wanted }
        let row = store.firstRow { $0.even >= wanted }
        if found != expected || row?.position != found || row.map({ $0.above != sums[$0.position] }) == true {
            Issue.record(
                "first row with \(wanted) even keys: \(String(describing: found)) ≠ \(String(describing: expected)) \(context)",
                sourceLocation: sourceLocation)
            return
        }
    }
    for wanted in [1, total.length / 2, total.length, total.length + 1] {
        let expected = sums.dropFirst().firstIndex { $0.length >= wanted }.map { $0 - 1 }
        #expect(store.firstPosition { $0.length >= wanted } == expected, "length \(wanted) \(context)", sourceLocation: sourceLocation)
    }
}

private func keyed(_ keys: [String] = [], weight: Int? = nil) -> Store {
    RowStore(keys, weight: weight, key: { $0 })
}

/// One random change of `store`, made to `model` (its keys) too: any of the store's changes,
/// new keys numbered from `fresh`.
private func change(_ store: inout Store, _ model: inout [String], _ fresh: inout Int, _ random: inout SeededGenerator) {
    func newKeys(_ count: Int) -> [String] {
        defer { fresh += count }
        return names(fresh..<fresh + count)
    }
    let count = model.count
    let place = Int.random(in: 0...count, using: &random)
    switch Int.random(in: 0..<8, using: &random) {
    case 0:
        let keys = newKeys(Int.random(in: 1...1500, using: &random))
        store.insert(contentsOf: keys, weight: 5, at: place)
        model.insert(contentsOf: keys, at: place)
    case 1 where count > 0:
        let range = place == count ? place - 1..<place : place..<Swift.min(count, place + Int.random(in: 1...900, using: &random))
        store.remove(range)
        model.removeSubrange(range)
    case 2 where count > 0:
        let row = Swift.min(place, count - 1)
        let key = newKeys(1)[0]
        store[row] = key
        model[row] = key
    case 3 where count > 10:
        let rows = Array(stride(from: Int.random(in: 0..<10, using: &random), to: count, by: 7))
        let keys = newKeys(rows.count)
        store.update(at: rows[...]) { row, element in element = keys[rows.firstIndex(of: row) ?? 0] }
        for (row, key) in zip(rows, keys) { model[row] = key }
    case 4 where count > 20:
        let runs = [3..<7, count / 2..<count / 2 + 5, count - 2..<count]
        store.remove(runs: runs)
        for run in runs.reversed() { model.removeSubrange(run) }
    case 5 where count > 1:
        let from = Int.random(in: 0..<count, using: &random)
        let to = Int.random(in: 0..<count, using: &random)
        store.move(from: from, to: to)
        model.insert(model.remove(at: from), at: to)
    case 6:
        store.reserveCapacity(count + 5000)
        let key = newKeys(1)[0]
        store.insert(key, at: place)
        model.insert(key, at: place)
    default:
        let key = newKeys(1)[0]
        store.insert(contentsOf: [key], weights: [nil], at: place)
        model.insert(key, at: place)
    }
}

private func names(_ range: Range<Int>, prefix: String = "k") -> [String] { range.map { "\(prefix)\($0)" } }

/// Compares `store` with `model`: counts, sums, elements, weights and identities everywhere
/// (`positions` nil), or at `positions` and the ends; offsets both ways at every estimate.
private func check(
    _ store: inout Store, _ model: NaiveRows, at positions: [Int]? = nil,
    estimates: [Double] = [0, 37.25, 0.1], _ context: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let note = Comment(rawValue: context)
    #expect(store.invariantViolation() == nil, note, sourceLocation: sourceLocation)
    #expect(store.count == model.count, note, sourceLocation: sourceLocation)
    #expect(store.isEmpty == (model.count == 0), note, sourceLocation: sourceLocation)
    #expect(store.knownTotal == model.knownTotal, note, sourceLocation: sourceLocation)
    #expect(store.unknownCount == model.unknownCount, note, sourceLocation: sourceLocation)
    #expect(store.knownCount == model.count - model.unknownCount, note, sourceLocation: sourceLocation)
    guard store.count == model.count else { return }
    let count = model.count
    let rows: [Int]
    if let positions {
        rows = Array(Set(positions.filter { $0 >= 0 && $0 < count } + [0, count - 1].filter { $0 >= 0 })).sorted()
        for row in rows where store[row] != model.keys[row] {
            Issue.record("row \(row): \(store[row]) ≠ \(model.keys[row]) \(context)", sourceLocation: sourceLocation)
            return
        }
    } else {
        rows = Array(0..<count)
        #expect(Array(store) == model.keys, note, sourceLocation: sourceLocation)
        #expect(store.elements(in: 0..<count) == model.keys, note, sourceLocation: sourceLocation)
        #expect(store == rebuilt(model), "equal to the same rows chunked afresh \(context)", sourceLocation: sourceLocation)
    }
    if let first = rows.first, let last = rows.last {
        #expect(store.elements(in: first..<last + 1) == Array(model.keys[first...last]), note, sourceLocation: sourceLocation)
        #expect(store.elements(in: -3..<first + 1) == Array(model.keys[0...first]), "clamped \(context)", sourceLocation: sourceLocation)
    }
    for row in rows {
        if store.weight(at: row) != model.weights[row] {
            Issue.record(
                "weight of row \(row): \(String(describing: store.weight(at: row))) ≠ \(String(describing: model.weights[row])) \(context)",
                sourceLocation: sourceLocation)
            return
        }
        if store.position(ofKey: model.keys[row]) != row {
            Issue.record(
                "position of \(model.keys[row]): \(String(describing: store.position(ofKey: model.keys[row]))) ≠ \(row) \(context)",
                sourceLocation: sourceLocation)
            return
        }
    }
    #expect(store.position(ofKey: "absent") == nil, note, sourceLocation: sourceLocation)
    checkSummaries(store, model.keys, rows: rows, context, sourceLocation: sourceLocation)
    for estimate in estimates {
        let tops = model.tops(estimate: estimate)
        #expect(store.total(estimate: estimate) == tops[count], note, sourceLocation: sourceLocation)
        #expect(store.offset(of: count, estimate: estimate) == tops[count], note, sourceLocation: sourceLocation)
        #expect(store.offset(of: count + 5, estimate: estimate) == tops[count], "clamped to the bottom \(context)", sourceLocation: sourceLocation)
        #expect(store.offset(of: -5, estimate: estimate) == 0, "clamped to the top \(context)", sourceLocation: sourceLocation)
        var offsets: [Double] = [-1, 0, tops[count], tops[count] + 1, .greatestFiniteMagnitude, -.infinity]
        for row in rows {
            let top = tops[row]
            if store.offset(of: row, estimate: estimate) != top {
                Issue.record(
                    "offset of \(row) at estimate \(estimate): \(store.offset(of: row, estimate: estimate)) ≠ \(top) \(context)",
                    sourceLocation: sourceLocation)
                return
            }
            offsets += [top, (top + tops[row + 1]) / 2, tops[row + 1].nextDown]
        }
        for offset in offsets {
            let expected = NaiveRows.position(atOffset: offset, tops: tops)
            let actual = store.position(atOffset: offset, estimate: estimate)
            if actual != expected {
                Issue.record(
                    "row at offset \(offset), estimate \(estimate): \(String(describing: actual)) ≠ \(String(describing: expected)) \(context)",
                    sourceLocation: sourceLocation)
                return
            }
        }
    }
}

/// The model's rows in a store built afresh (one insertion, weights set row by row).
private func rebuilt(_ model: NaiveRows) -> Store {
    var store = keyed(model.keys)
    for (row, weight) in model.weights.enumerated() { store.setWeight(weight, at: row) }
    return store
}

private func randomWeight(_ random: inout SeededGenerator) -> Int? {
    switch Int.random(in: 0..<10, using: &random) {
    case 0..<3: nil
    case 3: 0
    default: Int.random(in: 1...80, using: &random)
    }
}

/// One random operation on both the store and the model; returns what it did.
private func randomStep(
    _ store: inout Store, _ model: inout NaiveRows, serial: inout Int, maxRun: Int,
    lookups: Bool = true, using random: inout SeededGenerator
) -> String {
    let count = model.count
    let dice = Int.random(in: 0..<100, using: &random)
    // Past twice the longest run, insertions of runs become removals of runs: the rows stay few
    // enough to check often, and many enough to fill several chunks.
    switch dice < 20 && count > 2 * maxRun + 2_000 ? dice + 32 : dice {
    case 0..<20:
        let run = Int.random(in: 1...maxRun, using: &random)
        let new = names(serial..<serial + run)
        serial += run
        let weight = randomWeight(&random)
        let position = Int.random(in: -2...count + 2, using: &random)
        store.insert(contentsOf: new, weight: weight, at: position)
        model.insert(new, weight: weight, at: position)
        return "insert \(run) at \(position) weighing \(String(describing: weight))"
    case 20..<32:
        let weight = randomWeight(&random)
        let position = Int.random(in: 0...count, using: &random)
        store.insert("k\(serial)", weight: weight, at: position)
        model.insert(["k\(serial)"], weight: weight, at: position)
        serial += 1
        return "insert one at \(position)"
    case 32..<44 where count > 0:
        let start = Int.random(in: -2..<count, using: &random)
        let length = Int.random(in: 0...maxRun, using: &random)
        let removed = store.remove(start..<start + length)
        let expected = model.remove(start..<start + length)
        #expect(removed == expected)
        return "remove \(start)..<\(start + length)"
    case 44..<54 where count > 0:
        let position = Int.random(in: 0..<count, using: &random)
        #expect(store.remove(at: position) == model.remove(position..<position + 1)[0])
        return "remove at \(position)"
    case 54..<68 where count > 0:
        let from = Int.random(in: 0..<count, using: &random)
        let to = Int.random(in: 0..<count, using: &random)
        store.move(from: from, to: to)
        let key = model.keys.remove(at: from)
        let weight = model.weights.remove(at: from)
        model.keys.insert(key, at: to)
        model.weights.insert(weight, at: to)
        return "move \(from) to \(to)"
    case 68..<88 where count > 0:
        let position = Int.random(in: 0..<count, using: &random)
        let weight = randomWeight(&random)
        store.setWeight(weight, at: position)
        model.weights[position] = weight
        return "weight \(String(describing: weight)) at \(position)"
    case 88..<94 where count > 0:
        let position = Int.random(in: 0..<count, using: &random)
        store[position] = "k\(serial)"
        model.keys[position] = "k\(serial)"
        serial += 1
        return "rename row \(position)"
    default:
        let key = count > 0 ? model.keys[Int.random(in: 0..<count, using: &random)] : "none"
        if lookups { #expect(store.position(ofKey: key) == model.keys.firstIndex(of: key)) }
        return "position of \(key)"
    }
}

@Suite struct RowStoreTests {
    @Test func anEmptyStoreHasNoRowsAndNoRowAtAnyOffset() {
        var store = keyed()
        #expect(store.isEmpty && store.count == 0 && store.knownTotal == 0 && store.unknownCount == 0)
        #expect(store.position(atOffset: 0, estimate: 40) == nil)
        #expect(store.offset(of: 0, estimate: 40) == 0)
        #expect(store.position(ofKey: "a") == nil)
        #expect(store.elements(in: 0..<3).isEmpty)
        #expect(store.remove(0..<3).isEmpty)
        store.move(from: 0, to: 0)
        #expect(Array(store).isEmpty)
    }

    @Test func theDocumentationExample() {
        var rows: RowStore<String, String, NoSummary<String>> = RowStore(["a", "b", "c"], key: { $0 })
        rows.setWeight(41, at: 0)
        #expect(rows.offset(of: 2, estimate: 30) == 71)
        #expect(rows.position(ofKey: "c") == 2)
    }

    /// Room made ahead for the identity index (before it is built, and after) changes nothing
    /// of what is found: rows coming in batches are found by identity wherever they went.
    @Test func roomMadeAheadKeepsEveryRowFoundByIdentity() {
        var early = keyed()
        early.reserveCapacity(3000)
        var late = keyed(["k0"])
        #expect(late.position(ofKey: "k0") == 0) // the index is built, then grows ahead
        late.reserveCapacity(3000)
        early.insert("k0", at: 0)
        for batch in 0..<20 {
            let keys = (1 + batch * 100..<1 + (batch + 1) * 100).map { "k\($0)" }
            early.insert(contentsOf: keys, at: batch % 2 == 0 ? early.count : 1)
            late.insert(contentsOf: keys, at: batch % 2 == 0 ? late.count : 1)
        }
        #expect(Array(early) == Array(late) && early.count == 2001)
        for key in ["k0", "k1", "k100", "k1999", "k2000"] {
            #expect(early.position(ofKey: key) == Array(early).firstIndex(of: key))
            #expect(late.position(ofKey: key) == Array(late).firstIndex(of: key))
        }
    }

    @Test func manyRowsAppendedAtOnceAreNewChunksThatKeepEverySum() {
        // A search's results come a slice of thousands at a time, at the end.
        var store = keyed((0..<700).map { "k\($0)" })
        #expect(store.position(ofKey: "k5") == 5) // the identity index is built
        store.setWeight(40, at: 3)
        store.insert(contentsOf: (700..<5000).map { "k\($0)" }, weight: 20, at: store.count)
        store.insert(contentsOf: (5000..<5100).map { "k\($0)" }, weight: nil, at: store.count)
        #expect(store.count == 5100)
        #expect(store.knownTotal == 40 + 4300 * 20 && store.unknownCount == 699 + 100)
        #expect(store.position(ofKey: "k4999") == 4999 && store.position(ofKey: "k5099") == 5099)
        #expect(store.elements(in: 698..<702) == ["k698", "k699", "k700", "k701"])
        #expect(store.offset(of: 701, estimate: 10) == 699 * 10 + 40 + 20)
        #expect(store.position(atOffset: 699 * 10 + 40 + 20, estimate: 10) == 701)
    }

    @Test func aSmallStoreFindsItsRowsByIdentity() {
        // One chunk, never split: the identity index must know where that chunk is.
        var store = keyed(["a", "b", "c"])
        #expect(store.position(ofKey: "a") == 0 && store.position(ofKey: "c") == 2)
        store.insert("d", at: 1)
        #expect(store.position(ofKey: "d") == 1 && store.position(ofKey: "c") == 3)
        store.remove(0..<4)
        store.insert("e", at: 0)
        #expect(store.position(ofKey: "e") == 0, "a store emptied and filled again")
        var later = keyed()
        later.insert("x", at: 0)
        #expect(later.position(ofKey: "x") == 0, "a store that started empty")
    }

    @Test func storesWithoutIdentityFindNothingByIt() {
        // A store of no identity has `Never` for its key: nothing can even be asked of it.
        let store = RowStore<String, Never, NoSummary<String>>(repeating: "x", count: 3, weight: 10)
        #expect(store.total(estimate: 99) == 30 && store.knownCount == 3)
        #expect(RowStore<String, Never, NoSummary<String>>(repeating: "x", count: -4).isEmpty)
        // One made with an identity it was not given (an app's parents without ids).
        let unnamed = RowStore<String, String, NoSummary<String>>(["x", "y"], weight: 10, identity: nil)
        #expect(unnamed.position(ofKey: "x") == nil && unnamed.count == 2)
    }

    /// Any `Hashable` value can be the identity: here an `Int` read from a pair.
    @Test func theIdentityIsAnyHashableKey() {
        let store = RowStore<(Int, String), Int, NoSummary<(Int, String)>>([(7, "seven"), (3, "three"), (11, "eleven")], key: { $0.0 })
        #expect(store.position(ofKey: 3) == 1 && store.position(ofKey: 11) == 2 && store.position(ofKey: 4) == nil)
    }

    /// A lookup does not change the store (it is a `let` here), and copies share the index a
    /// lookup built until one of them changes: the one that changes takes its own, before it is
    /// built as well as after, so each copy finds its own rows whichever asks first. Every
    /// kind of change is tried, keys renamed in place included, on copies that diverge.
    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
    func copiesFindTheirOwnRowsWhicheverLooksFirst(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let original = keyed(names(0..<2500))
        var stores = [original, original, original]
        var models = Array(repeating: names(0..<2500), count: 3)
        var fresh = 2500
        for step in 0..<60 {
            let which = Int.random(in: 0..<3, using: &random)
            if Bool.random(using: &random) { stores[which] = stores[Int.random(in: 0..<3, using: &random)] }
            models[which] = Array(stores[which])
            change(&stores[which], &models[which], &fresh, &random)
            // The copies are asked in a random order: a shared index built by the wrong one
            // would lead the others astray.
            for index in [0, 1, 2].shuffled(using: &random) {
                let model = models[index]
                let probes = (0..<5).map { _ in model.isEmpty ? "none" : model[Int.random(in: 0..<model.count, using: &random)] }
                for probe in probes + ["k\(fresh - 1)", "gone"] {
                    #expect(
                        stores[index].position(ofKey: probe) == model.firstIndex(of: probe),
                        "seed \(seed) step \(step): copy \(index) finds \(probe)")
                }
                #expect(stores[index].invariantViolation() == nil, "seed \(seed) step \(step) copy \(index)")
            }
        }
        #expect(original.position(ofKey: "k2499") == 2499, "the first store is as it was made")
    }

    /// Lookups from several threads at once on copies of one store, the index not yet built:
    /// it is built once, under its lock, and every thread finds every row.
    @Test func lookupsFromSeveralThreadsAtOnceAgree() async {
        let store = keyed(names(0..<20_000))
        let found = await withTaskGroup(of: Int.self) { group in
            for part in 0..<8 {
                let copy = store
                group.addTask {
                    var right = 0
                    for row in stride(from: part, to: 20_000, by: 8) where copy.position(ofKey: "k\(row)") == row { right += 1 }
                    return right
                }
            }
            return await group.reduce(0, +)
        }
        #expect(found == 20_000)
        #expect(store.invariantViolation() == nil)
    }

    @Test func unknownWeightsCountAsTheEstimateAndMoveTogether() {
        var store = keyed(names(0..<10))
        store.setWeight(100, at: 3)
        #expect(store.offset(of: 4, estimate: 20) == 160)
        #expect(store.offset(of: 4, estimate: 30) == 190)
        #expect(store.position(atOffset: 159, estimate: 20) == 3)
        #expect(store.position(atOffset: 160, estimate: 20) == 4)
        #expect(store.position(atOffset: 189, estimate: 30) == 3)
        store.setWeight(nil, at: 3)
        #expect(store.knownTotal == 0 && store.unknownCount == 10)
        #expect(store.position(atOffset: 60, estimate: 20) == 3)
        #expect(store.position(atOffset: 1_000, estimate: 0) == 9, "every row of height 0: the last")
    }

    @Test func rowsOfWeightZeroAreNeverTheRowAtAnOffset() {
        var model = NaiveRows()
        model.insert(["a", "b", "c", "d", "e", "f"], weight: 10, at: 0)
        for zero in [0, 1, 3, 5] { model.weights[zero] = 0 }
        var store = rebuilt(model)
        check(&store, model)
        #expect(store.position(atOffset: 0, estimate: 10) == 2, "rows a and b are empty: c is at the top")
        #expect(store.position(atOffset: 9.5, estimate: 10) == 2)
        #expect(store.position(atOffset: 10, estimate: 10) == 4, "d is empty: e starts at 10")
        #expect(store.position(atOffset: 20, estimate: 10) == 5, "past the end: the last row")
        #expect(store.position(atOffset: -1, estimate: 10) == 0, "above the top: the first row")
        #expect(store.position(atOffset: .nan, estimate: 10) == 0)
    }

    @Test func weightsAreClampedToZeroAndBeyond() {
        var store = keyed(["a", "b"])
        store.setWeight(-5, at: 0)
        store.setWeight(Int.max, at: 1)
        #expect(store.weight(at: 0) == 0 && store.weight(at: 1) == Int(Int32.max))
        store.insert("c", weight: -1, at: 2)
        #expect(store.weight(at: 2) == 0 && store.unknownCount == 0)
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func randomSequencesOfSmallStoresMatchTheModel(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var store = keyed()
        var model = NaiveRows()
        var serial = 0
        for step in 0..<200 {
            let did = randomStep(&store, &model, serial: &serial, maxRun: 8, using: &random)
            check(&store, model, "seed \(seed), step \(step): \(did)")
            if store.count != model.count || Array(store) != model.keys { break }
        }
    }

    @Test(arguments: [11, 12, 13] as [UInt64])
    func randomSequencesAcrossManyChunksMatchTheModel(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var model = NaiveRows()
        model.insert(names(0..<3_000), weight: nil, at: 0)
        for row in 0..<3_000 where row % 3 != 0 { model.weights[row] = row % 7 == 0 ? 0 : 20 + row % 40 }
        var store = rebuilt(model)
        var serial = 3_000
        for step in 0..<300 {
            let did = randomStep(&store, &model, serial: &serial, maxRun: 1_200, using: &random)
            let samples = (0..<12).map { _ in Int.random(in: 0..<max(1, model.count), using: &random) }
            if step % 100 == 99 {
                check(&store, model, "seed \(seed), step \(step): \(did)")
            } else {
                check(&store, model, at: samples + [511, 512, 513, 1_023, 1_024, 1_025], "seed \(seed), step \(step): \(did)")
            }
            if store.count != model.count { break }
        }
        check(&store, model, "seed \(seed), the end")
    }

    @Test func theIdentityIndexBuiltLateMatchesOneKeptUpToDate() {
        var random = SeededGenerator(seed: 99)
        var early = keyed(names(0..<2_000))
        var late = early
        var model = NaiveRows()
        model.insert(names(0..<2_000), weight: nil, at: 0)
        #expect(early.position(ofKey: "k0") == 0) // indexes now
        var serial = 2_000
        var copy = serial
        var copyModel = model
        for _ in 0..<150 {
            var step = random // the same operations on both
            _ = randomStep(&early, &model, serial: &serial, maxRun: 600, using: &random)
            _ = randomStep(&late, &copyModel, serial: &copy, maxRun: 600, lookups: false, using: &step)
        }
        #expect(model.keys == copyModel.keys)
        check(&late, copyModel)
        check(&early, model)
    }

    // MARK: Chunks

    @Test func aChunkSplitsPastItsCapacityAndEveryRowIsStillFound() {
        #expect(Store.chunkCapacity == 1_024)
        var store = keyed()
        var model = NaiveRows()
        for row in 0..<2_049 {
            store.insert("k\(row)", weight: row % 5 == 0 ? nil : row % 50, at: row)
            model.insert(["k\(row)"], weight: row % 5 == 0 ? nil : row % 50, at: row)
            if [1_023, 1_024, 1_025, 2_047, 2_048, 2_049].contains(row + 1) {
                check(&store, model, "\(row + 1) rows, appended one by one")
            }
        }
    }

    @Test(arguments: [1_023, 1_024, 1_025, 2_047, 2_048, 2_049])
    func insertionsAndRemovalsAtTheChunkBoundaries(count: Int) {
        var model = NaiveRows()
        model.insert(names(0..<count), weight: 30, at: 0)
        for row in stride(from: 0, to: count, by: 4) { model.weights[row] = nil }
        var store = rebuilt(model)
        var serial = count
        for position in [0, 511, 512, 513, 1_023, 1_024, 1_025, count / 2, count - 1, count] {
            store.insert("k\(serial)", weight: 7, at: position)
            model.insert(["k\(serial)"], weight: 7, at: position)
            serial += 1
            check(&store, model, at: [position - 1, position, position + 1, 512, 1_024], "\(count) rows, insert at \(position)")
        }
        // A run that overfills a chunk by more than its capacity.
        store.insert(contentsOf: names(serial..<serial + 2_500), weight: nil, at: 700)
        model.insert(names(serial..<serial + 2_500), weight: nil, at: 700)
        check(&store, model, "a run of 2,500 at 700")
        // Removals across chunks, and of whole chunks.
        for range in [0..<1, 500..<1_600, 1_020..<1_030, 0..<1_024, store.count - 700..<store.count + 3] {
            #expect(store.remove(range) == model.remove(range))
            check(&store, model, at: [range.lowerBound - 1, range.lowerBound, range.lowerBound + 1], "remove \(range)")
        }
        check(&store, model, "after the removals")
        #expect(store.remove(0..<store.count).count == model.count)
        model = NaiveRows()
        check(&store, model, "emptied")
        store.insert(contentsOf: ["again"], weight: 3, at: 0)
        model.insert(["again"], weight: 3, at: 0)
        check(&store, model, "filled again")
    }

    @Test func movesAcrossChunksKeepTheirWeight() {
        var model = NaiveRows()
        model.insert(names(0..<3_000), weight: 10, at: 0)
        model.weights[5] = 99
        model.weights[2_990] = nil
        var store = rebuilt(model)
        for (from, to) in [(5, 2_999), (2_999, 0), (2_990, 1_024), (1_024, 1_023), (512, 2_048), (0, 1_500)] {
            store.move(from: from, to: to)
            let key = model.keys.remove(at: from)
            let weight = model.weights.remove(at: from)
            model.keys.insert(key, at: to)
            model.weights.insert(weight, at: to)
            check(&store, model, at: [from, to, from - 1, to + 1], "move \(from) to \(to)")
        }
        check(&store, model)
        store.move(from: 3, to: 3_000)
        store.move(from: -1, to: 3)
        check(&store, model, "moves out of range do nothing")
    }

    @Test func equalStoresHoldTheSameRowsHoweverChunked() {
        var appended = keyed()
        for row in 0..<1_500 { appended.insert("k\(row)", weight: 10, at: row) }
        let atOnce = keyed(names(0..<1_500), weight: 10)
        #expect(appended == atOnce)
        var heavier = atOnce
        heavier.setWeight(11, at: 1_499)
        #expect(heavier != atOnce)
        var renamed = atOnce
        renamed[0] = "other"
        #expect(renamed != atOnce)
    }

    @Test func theStoreIsARandomAccessCollectionOfItsRows() {
        // Rows over several chunks, some inserted in the middle so the chunks differ in size.
        var store = keyed(names(0..<3_000))
        var model = names(0..<3_000)
        for row in stride(from: 2_900, to: 0, by: -700) {
            store.insert("m\(row)", at: row)
            model.insert("m\(row)", at: row)
        }
        #expect(store.invariantViolation() == nil)
        #expect(store.startIndex == 0 && store.endIndex == model.count && store.indices == model.indices)
        #expect(Array(store) == model)
        #expect(Array(store.reversed()) == Array(model.reversed()))
        #expect(Array(store[1_020..<1_030]) == Array(model[1_020..<1_030]))
        #expect(store.map { $0.count } == model.map { $0.count })
        #expect(store.firstIndex(of: "m2200") == model.firstIndex(of: "m2200"))
        #expect(store.lastIndex(where: { $0.hasPrefix("m") }) == model.lastIndex(where: { $0.hasPrefix("m") }))
        #expect(store.index(store.startIndex, offsetBy: 1_500) == 1_500 && store.distance(from: 10, to: 2_010) == 2_000)
        #expect(store.first == model.first && store.last == model.last)
        #expect(store.dropFirst(2_998).elementsEqual(model.dropFirst(2_998)))
    }

    // MARK: A million rows

    @Test func aMillionRowsRoundTripOffsetsAndPositions() {
        let count = 1_000_000
        var store = keyed(names(0..<count))
        // Every tenth row measured at 58, every hundredth at 0 (hidden); the rest unknown.
        for row in stride(from: 0, to: count, by: 10) { store.setWeight(row % 100 == 0 ? 0 : 58, at: row) }
        let estimate = 41.5
        let measured = count / 10
        let hidden = count / 100
        #expect(store.knownCount == measured && store.knownTotal == (measured - hidden) * 58)
        #expect(store.total(estimate: estimate) == Double((measured - hidden) * 58) + Double(count - measured) * estimate)
        for row in [1, 2, 9, 11, 499_999, 500_002, 500_005, 999_998, 999_999] {
            let top = store.offset(of: row, estimate: estimate)
            #expect(store.position(atOffset: top, estimate: estimate) == row, "row \(row)")
            #expect(store.position(atOffset: top.nextDown, estimate: estimate) == row - 1, "row \(row)")
            #expect(store.position(ofKey: "k\(row)") == row)
        }
        for row in [0, 500_000, 999_900] {
            let top = store.offset(of: row, estimate: estimate)
            #expect(store.position(atOffset: top, estimate: estimate) == row + 1, "row \(row) is hidden: the next one")
        }
        #expect(store.offset(of: 10, estimate: estimate) == 9 * estimate)
        #expect(store.offset(of: 500_000, estimate: estimate) == Double(50_000 - 5_000) * 58 + Double(450_000) * estimate)
        #expect(store.position(atOffset: store.total(estimate: estimate), estimate: estimate) == 999_999)
    }

    @Test func aThousandInsertionsInTheMiddleOfAMillionRows() {
        let count = 1_000_000
        var store = keyed(names(0..<count), weight: 40)
        #expect(store.position(ofKey: "k500000") == 500_000)
        for new in 0..<1_000 {
            store.insert("new\(new)", weight: new % 2 == 0 ? nil : 80, at: 500_000)
        }
        #expect(store.count == count + 1_000)
        #expect(store.position(ofKey: "new999") == 500_000)
        #expect(store.position(ofKey: "new0") == 500_999)
        #expect(store.position(ofKey: "k500000") == 501_000)
        #expect(store.position(ofKey: "k999999") == 1_000_999)
        #expect(store.unknownCount == 500 && store.knownTotal == count * 40 + 500 * 80)
        let middle: Double = 500_000 * 40
        #expect(store.offset(of: 501_000, estimate: 10) == middle + 500 * 80 + 500 * 10)
        #expect(store.position(atOffset: middle + 79, estimate: 10) == 500_000, "new999: 80 px")
        #expect(store.position(atOffset: middle + 80, estimate: 10) == 500_001, "new998: unknown, 10 px")
        #expect(store.position(atOffset: middle + 90, estimate: 10) == 500_002, "new997: 80 px")
        #expect(store.elements(in: 499_999..<500_002) == ["k499999", "new999", "new998"])
        #expect(store.elements(in: 500_999..<501_001) == ["new0", "k500000"])
        store.remove(500_000..<501_000)
        #expect(store == keyed(names(0..<count), weight: 40))
    }

    @Test(arguments: [21, 22, 23, 24] as [UInt64])
    func manyRunsRemovedAtOnceMatchTheModel(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var model = NaiveRows()
        model.insert(names(0..<5_000), weight: nil, at: 0)
        for row in 0..<5_000 where row % 3 != 0 { model.weights[row] = 20 + row % 40 }
        var store = rebuilt(model)
        // Identities indexed before (kept up to date) in one store, after in the other.
        _ = store.position(ofKey: "k0")
        var late = rebuilt(model)
        for step in 0..<6 where model.count > 0 {
            // Runs of one row to a few chunks, ascending and apart; every other row at the end.
            var runs: [Range<Int>] = []
            var start = Int.random(in: 0..<40, using: &random)
            while start < model.count {
                let length = step == 5 ? 1 : [1, 1, 3, 700, 2_100].randomElement(using: &random) ?? 1
                runs.append(start..<min(model.count, start + length))
                start += length + (step == 5 ? 1 : Int.random(in: 1..<900, using: &random))
            }
            for run in runs.reversed() { _ = model.remove(run) }
            store.remove(runs: runs)
            late.remove(runs: runs)
            check(&store, model, "seed \(seed), step \(step): \(runs.count) runs")
            check(&late, model, "seed \(seed), step \(step), indexed after")
            // The store goes on as any other.
            let middle = model.count / 2
            model.insert(["new\(step)"], weight: 5, at: middle)
            store.insert("new\(step)", weight: 5, at: middle)
            late.insert("new\(step)", weight: 5, at: middle)
        }
        check(&store, model, "seed \(seed), the end")
    }

    @Test(arguments: [41, 42] as [UInt64])
    func manyRunsInsertedAtOnceMatchTheModel(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var model = NaiveRows()
        model.insert(names(0..<3_000), weight: nil, at: 0)
        for row in 0..<3_000 where row % 3 != 0 { model.weights[row] = 20 + row % 40 }
        var store = rebuilt(model)
        _ = store.position(ofKey: "k0")
        for step in 0..<4 {
            // Runs where they end up: one row to a few chunks, ascending and apart.
            var runs: [Range<Int>] = []
            var start = Int.random(in: 0..<3, using: &random)
            var serial = 0
            var total = 0
            while start < model.count + total, runs.count < 300 {
                let length = step == 3 ? 1 : [1, 1, 2, 600, 1_500].randomElement(using: &random) ?? 1
                runs.append(start..<start + length)
                total += length
                start += length + (step == 3 ? 1 : Int.random(in: 0..<700, using: &random))
            }
            var added: [String] = []
            for run in runs {
                let new = (0..<run.count).map { _ in
                    serial += 1
                    return "s\(step)-\(serial)"
                }
                added += new
                model.insert(new, weight: nil, at: run.lowerBound)
            }
            // The store inserts one element everywhere: the model's names are put back after.
            var named = store
            named.insert("new", runs: runs)
            var position = 0
            for run in runs {
                for row in run {
                    named[row] = added[position]
                    position += 1
                }
            }
            store = named
            let samples = (0..<40).map { _ in Int.random(in: 0..<model.count, using: &random) }
            check(
                &store, model, at: samples + runs.prefix(12).flatMap { [$0.lowerBound - 1, $0.lowerBound, $0.upperBound - 1, $0.upperBound] },
                "seed \(seed), step \(step): \(runs.count) runs")
            #expect(Array(store) == model.keys, "seed \(seed), step \(step): every row")
        }
    }

    @Test func updatesAtPositionsNearAndFarAcrossChunks() {
        // Chunks of 1,024 after appending; positions within a chunk, across boundaries, and
        // farther apart than the store steps (it searches for those).
        var store = RowStore<Int, Never, NoSummary<Int>>(Array(0..<20_000))
        let positions = [0, 1, 1_023, 1_024, 1_025, 3_000, 9_500, 9_501, 19_999]
        var seen: [Int] = []
        store.update(at: positions[...]) { position, element in
            seen.append(position)
            #expect(element == position, "each position is given its own element")
            element = -position
        }
        #expect(seen == positions)
        let expected = (0..<20_000).map { positions.contains($0) ? -$0 : $0 }
        #expect(store.elements(in: 0..<20_000) == expected)
        store.update(at: [][...]) { _, _ in Issue.record("no position, no call") }

        // A store kept by identity follows the changed keys.
        var named = keyed(names(0..<3_000))
        named.update(at: [5, 2_500][...]) { _, element in element += "x" }
        #expect(named.position(ofKey: "k5x") == 5 && named.position(ofKey: "k2500x") == 2_500)
        #expect(named.position(ofKey: "k5") == nil)
    }
}
