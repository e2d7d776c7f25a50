import FoldoutModel

/// One load of a parent's children by an `async` loader
/// (``ExpandableChildSource/lazy(hasChildren:load:)-type.method``): the parent, the loader and
/// what to do with the children, held on the main actor, so that the task running the loader
/// takes one main-actor object and the app's parents need not be `Sendable`.
@MainActor
final class ExpandableLoadRequest<Parent, Child> {
    private let parent: Parent
    private let load: @MainActor (Parent) async throws -> [Child]
    private let done: @MainActor (Result<[Child], ExpandableLoadError>) -> Void

    init(
        parent: Parent, load: @escaping @MainActor (Parent) async throws -> [Child],
        done: @escaping @MainActor (Result<[Child], ExpandableLoadError>) -> Void
    ) {
        self.parent = parent
        self.load = load
        self.done = done
    }

    /// Runs the loader and hands on its children, or why it threw: an ``ExpandableLoadError``
    /// as it is, any other error's description.
    func run() async {
        do {
            done(.success(try await load(parent)))
        } catch let error as ExpandableLoadError {
            done(.failure(error))
        } catch {
            done(.failure(ExpandableLoadError(String(describing: error))))
        }
    }
}
