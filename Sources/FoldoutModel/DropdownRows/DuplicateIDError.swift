/// The app's new data holds an identifier twice, so it cannot be shown by identity: the
/// snapshot is refused and the list keeps what it showed (nothing garbled, nothing lost).
/// Thrown by ``DropdownList/replaceAll(with:)`` (and the state's and the controller's).
///
///     do {
///         try inbox.replaceAll(with: messages)
///     } catch {
///         inbox.notify("\(error)")   // The id “m7” is given twice (items 3 and 12): …
///     }
public struct DuplicateIDError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The identifier given twice.
    public let id: String
    /// Where it is first, in the array handed over (counting from 0).
    public let firstIndex: Int
    /// Where it is again (after ``firstIndex``).
    public let secondIndex: Int

    /// The identifier `id` is at `firstIndex` and again at `secondIndex`.
    public init(id: String, firstIndex: Int, secondIndex: Int) {
        self.id = id
        self.firstIndex = firstIndex
        self.secondIndex = secondIndex
    }

    /// What went wrong, in the person's language: the identifier and both places.
    public var description: String {
        // TRANSLATORS: an app handed a list new data in which two items have the same identifier
        // ({id}); {first} and {second} are their places in that data, counting from 0.
        tr("The id “{id}” is given twice (items {first} and {second}): the list was left as it was.",
           ["id": id, "first": String(firstIndex), "second": String(secondIndex)])
    }
}
