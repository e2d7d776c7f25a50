/// What a row shows at its trailing end, besides its own control.
import FoldoutCore

public enum MenuAccessory: Sendable, Equatable {
    /// Nothing.
    case none
    /// The row leaves the application (a browser, a mail composer): an external-link mark.
    case externalLink
    /// The row opens a detail view inside the application: a disclosure chevron.
    case disclosure
}
