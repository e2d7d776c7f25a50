import FoldoutAppModel
import FoldoutModel

/// Rows made up in bulk, for measuring and testing long lists ("Item 1" … "Item N"): what
/// `FOLDOUT_MONTHS_ITEMS=N` puts in Months (see ``BenchmarkHooks``).
package enum GeneratedItems {
    /// The largest list that may be asked for.
    package static let maximum = 10_000_000

    /// `count` rows (clamped to 0...``maximum``): ids "item-1" …, titles "Item 1" … (translated).
    package static func items(count: Int) -> [DropdownItem] {
        let count = min(max(0, count), maximum)
        var items: [DropdownItem] = []
        items.reserveCapacity(count)
        // The title's words around the number, translated once for the whole list.
        // TRANSLATORS: the title of generated rows (benchmarks and tests), e.g. "Item 42".
        let template = tr("Item {number}")
        let parts = template.split(separator: "{number}", maxSplits: 1, omittingEmptySubsequences: false)
        let (before, after) = parts.count == 2 ? (String(parts[0]), String(parts[1])) : ("Item ", "")
        for number in 1...max(1, count) where number <= count {
            let digits = String(number)
            items.append(DropdownItem(id: "item-" + digits, title: before + digits + after))
        }
        return items
    }

    /// Reads a count given in the environment: a whole number from 0 to ``maximum``, else nil.
    package static func count(from text: String?) -> Int? {
        guard let text, let count = Int(text), (0...maximum).contains(count) else { return nil }
        return count
    }
}
