import FoldoutModel

/// Twelve month rows with English titles.
let englishMonths = [
    "January", "February", "March", "April", "May", "June",
    "July", "August", "September", "October", "November", "December",
].enumerated().map { offset, name in TitledItem(id: "month-\(offset + 1)", title: name) }

/// `count` rows titled "Item 1" … "Item N", as a long list's test data.
func numberedItems(count: Int) -> [TitledItem] {
    (0..<count).map { TitledItem(id: "item-\($0 + 1)", title: "Item \($0 + 1)") }
}

/// A seeded random number generator (SplitMix64): the randomized tests replay the same
/// sequence on every run, and a failure names its seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
