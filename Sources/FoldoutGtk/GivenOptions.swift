import CFoldoutGtk

/// The options given on the command line: the names of those present, and the values of those
/// that take an argument.
public struct GivenOptions: Sendable {
    /// Names of the options given.
    package let names: Set<String>
    /// Values of the options given that take an argument, by name.
    package let values: [String: String]

    /// Makes a set of given options.
    package init(names: Set<String>, values: [String: String] = [:]) {
        self.names = names
        self.values = values
    }

    /// Whether option `name` was given.
    package func contains(_ name: String) -> Bool { names.contains(name) }

    /// The argument of option `name`, if it was given.
    public func value(_ name: String) -> String? { values[name] }
}
