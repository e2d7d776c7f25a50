import CFoldoutGtk

/// A command-line option handled by the application itself.
public struct ApplicationOption: Sendable {
    /// What follows the option on the command line.
    public enum Argument: Sendable, Equatable {
        /// Nothing: a flag (`--version`).
        case none
        /// A file name in the file system's encoding (`--destinations FILE`); `placeholder` is
        /// what `--help` shows for it.
        case filename(placeholder: String)
        /// A UTF-8 string (`--name TEXT`).
        case string(placeholder: String)
    }

    /// Long name without dashes.
    public let name: String
    /// One-line help; shown by `--help`.
    package let help: String
    /// Hidden from `--help` (for benchmarks and tests).
    package let hidden: Bool
    /// The option's argument, if it takes one.
    package let argument: Argument
    /// Makes an option.
    public init(name: String, help: String, hidden: Bool = false, argument: Argument = .none) {
        self.name = name
        self.help = help
        self.hidden = hidden
        self.argument = argument
    }
}
