/// Rows made up in bulk, for measuring and testing long lists ("Item 1" … "Item N").
public enum GeneratedItems {
    /// The largest list that may be asked for.
    public static let maximum = 10_000_000

    /// `count` rows (clamped to 0...``maximum``): ids "item-1" …, titles "Item 1" ….
    public static func items(count: Int) -> [DropdownItem] {
        let count = min(max(0, count), maximum)
        var items: [DropdownItem] = []
        items.reserveCapacity(count)
        for number in 1...max(1, count) where number <= count {
            let digits = String(number)
            items.append(DropdownItem(id: "item-" + digits, title: "Item " + digits))
        }
        return items
    }

    /// Reads a count given in the environment: a whole number from 0 to ``maximum``, else nil.
    public static func count(from text: String?) -> Int? {
        guard let text, let count = Int(text), (0...maximum).contains(count) else { return nil }
        return count
    }
}
