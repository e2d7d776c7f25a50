/// A value's own identity (`Identifiable`), as the controllers' `id` functions take it: a
/// function rather than a closure made in a main-actor initializer, so it is `Sendable` without
/// carrying the app's type along.
func ownID<Value: Identifiable>(_ value: Value) -> Value.ID { value.id }
