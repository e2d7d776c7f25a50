import FoldoutModel

/// Twelve month rows with English titles.
let englishMonths = [
    "January", "February", "March", "April", "May", "June",
    "July", "August", "September", "October", "November", "December",
].enumerated().map { offset, name in DropdownItem(id: "month-\(offset + 1)", title: name) }

/// `count` rows titled "Item 1" … "Item N", as a long list's test data.
func numberedItems(count: Int) -> [DropdownItem] {
    (0..<count).map { DropdownItem(id: "item-\($0 + 1)", title: "Item \($0 + 1)") }
}
