/// One of the values a choice row offers: the value stored, and the title shown.
import FoldoutCore

public struct MenuChoice: Sendable, Equatable {
    /// The stored value (e.g. `"dark"`, a GSettings enum nick).
    package let value: String
    /// What the user reads (e.g. "Dark").
    package let title: String

    /// Makes a choice.
    public init(value: String, title: String) {
        self.value = value
        self.title = title
    }
}
