import Glibc
import Synchronization

/// Work over a range split into parts, one per processor, done at once (``PartWorkers``): how
/// a search reads a long run of rows (``SearchKeys``) or a large batch of a tree's parents
/// (``TreeFilter``).
enum ProcessorParts {
    /// The parts a range is split into: the processors online (at most 8), at least 2.
    static let count = max(2, min(8, sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    /// What `body` returns for each of ``count`` parts of `range` (about the same size, in
    /// order, together the whole range), the parts run at once.
    static func map<Result: Sendable>(_ range: Range<Int>, _ body: @Sendable (Range<Int>) -> Result) -> [Result] {
        let parts = count
        let results = Mutex([Result?](repeating: nil, count: parts))
        PartWorkers.shared.run(parts: parts) { part in
            let lower = range.lowerBound + range.count * part / parts
            let upper = range.lowerBound + range.count * (part + 1) / parts
            let result = body(lower..<upper)
            results.withLock { $0[part] = result }
        }
        return results.withLock { $0.compactMap { $0 } }
    }
}
