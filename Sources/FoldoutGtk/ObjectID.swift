/// Which GObject a wrapper wraps: equal for two wrappers of the same object, so code can find
/// the wrapper of an object a signal names (``Container/onFocusChildChanged(_:)``).
package struct ObjectID: Hashable, Sendable {
    let address: UInt

    init(_ pointer: UnsafeMutableRawPointer) { address = UInt(bitPattern: pointer) }
}

extension Object {
    /// The identity of the wrapped object.
    package var objectID: ObjectID { ObjectID(raw) }
}
