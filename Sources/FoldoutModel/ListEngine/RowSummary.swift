/// What a ``RowStore`` sums over its rows besides their count, read from each row's element:
/// the rows a tree's parent shows, whether it is open, and so on. The store keeps each chunk's
/// sum and sums of chunks (as swift-collections' `Rope` keeps a `RopeSummary` per node), so the
/// sum above any row, and the first row where a running sum reaches a value, cost O(log n).
///
/// A summary is a commutative group: ``zero``, ``add(_:)`` and ``subtract(_:)``, the last undoing
/// the first (the store takes a changed row's old summary away and adds its new one).
///
///     struct OpenParents: RowSummary {
///         var open = 0
///         static var zero: Self { Self() }
///         init() {}
///         init(of parent: Folder) { open = parent.isOpen ? 1 : 0 }
///         mutating func add(_ other: Self) { open += other.open }
///         mutating func subtract(_ other: Self) { open -= other.open }
///     }
///     let third = folders.firstPosition { $0.open >= 3 }   // the third open folder
package protocol RowSummary<Element>: Sendable, Equatable {
    /// The rows' element it reads.
    associatedtype Element
    /// The summary of no rows.
    static var zero: Self { get }
    /// The summary of one row holding `element`.
    init(of element: Element)
    /// Adds `other`'s rows to this summary.
    mutating func add(_ other: Self)
    /// Takes `other`'s rows, added before, away from this summary.
    mutating func subtract(_ other: Self)
}

extension RowSummary {
    /// Whether the summary holds nothing (``NoSummary``): a type of no size has one value, so
    /// every sum is ``zero`` and the elements need not be read. Known without specialising: a
    /// store of an app's values, reached through the generic controllers, would otherwise
    /// read each of a million values for nothing.
    package static var sumsNothing: Bool { MemoryLayout<Self>.size == 0 }

    /// The summary of `elements` together.
    package static func sum(_ elements: some Sequence<Element>) -> Self {
        if sumsNothing { return .zero }
        var sum = Self.zero
        for element in elements { sum.add(Self(of: element)) }
        return sum
    }

    /// This summary and `other`'s rows.
    package func adding(_ other: Self) -> Self {
        var sum = self
        sum.add(other)
        return sum
    }

    /// This summary without `other`'s rows.
    package func subtracting(_ other: Self) -> Self {
        var sum = self
        sum.subtract(other)
        return sum
    }
}
