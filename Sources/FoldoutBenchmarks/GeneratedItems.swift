import FoldoutAppModel
import FoldoutModel

/// Rows made up in bulk, for measuring and testing long lists ("Item 1" … "Item N"): what
/// `FOLDOUT_MONTHS_ITEMS=N` puts in Months (see ``BenchmarkHooks``); with `FOLDOUT_MONTHS_MIXED=1`
/// rows of one, two or three lines (``lines(number:)``).
package enum GeneratedItems {
    /// The largest list that may be asked for.
    package static let maximum = 10_000_000

    /// `count` rows (clamped to 0...``maximum``): ids "item-1" …, titles "Item 1" … (translated);
    /// `mixed` gives item N a title of ``lines(number:)`` lines ("Item N", then "Line 2",
    /// "Line 3": a row's label shows each on a line of its own).
    package static func items(count: Int, mixed: Bool = false) -> [TitledItem] {
        let count = min(max(0, count), maximum)
        var items: [TitledItem] = []
        items.reserveCapacity(count)
        // The title's words around the number, translated once for the whole list.
        // TRANSLATORS: the title of generated rows (benchmarks and tests), e.g. "Item 42".
        let template = tr("Item {number}")
        let parts = template.split(separator: "{number}", maxSplits: 1, omittingEmptySubsequences: false)
        let (before, after) = parts.count == 2 ? (String(parts[0]), String(parts[1])) : ("Item ", "")
        for number in 1...max(1, count) where number <= count {
            let digits = String(number)
            let title = before + digits + after
            items.append(TitledItem(id: "item-" + digits, title: mixed ? title + extraLines[lines(number: number) - 1] : title))
        }
        return items
    }

    /// What follows the first line of a mixed row of one, two or three lines.
    private static let extraLines = ["", "\nLine 2", "\nLine 2\nLine 3"]

    /// The lines of mixed item `number` (from 1): one, two or three, in an irregular pattern
    /// (a hash of the number, SplitMix64's mixing) that gives each about a third of the rows;
    /// item 1 has one line.
    package static func lines(number: Int) -> Int {
        var hash = UInt64(truncatingIfNeeded: number &- 1) &* 0x9E37_79B9_7F4A_7C15
        hash ^= hash >> 31
        hash &*= 0xBF58_476D_1CE4_E5B9
        hash ^= hash >> 29
        return 1 + Int(hash % 3)
    }

    /// Reads a count given in the environment: a whole number from 0 to ``maximum``, else nil.
    package static func count(from text: String?) -> Int? {
        guard let text, let count = Int(text), (0...maximum).contains(count) else { return nil }
        return count
    }
}
