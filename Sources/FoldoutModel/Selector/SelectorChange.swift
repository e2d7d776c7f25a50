/// What a ``SelectorState`` transition changed, for the view to follow in order: the options'
/// rows that went (bottom up, each index counted before it went), then those that came (top
/// down, each index where it ends up), then those that stayed with a new title
/// (``SelectorState/replaceOptions(_:now:)`` only); then the choice, which options are shown,
/// the drawer's heading and the highlight, each when it changed.
package enum SelectorChange: Sendable, Equatable {
    /// The row of the option at `index` went.
    case removed(index: Int)
    /// A row for the new option at `index` came.
    case inserted(index: Int)
    /// The option at `index` stayed (same ``SelectorOption/id``) with a new value: its row
    /// shows its new title.
    case updated(index: Int)
    /// The chosen option is now at `index`; nil: its option went, so nothing is chosen.
    case chosen(index: Int?)
    /// The options shown changed (a search kept others, or ended): see
    /// ``SelectorState/shown``.
    case found
    /// The drawer started heading open (`open` true) or closed, and the arrow with it: the view
    /// follows ``SelectorState/drawerProgress(at:)`` and ``SelectorState/arrowTurn(at:)`` frame
    /// by frame until ``SelectorState/isSettled(at:)``.
    case drawer(open: Bool)
    /// The highlight (while the drawer is open) is now on `index`; nil: none (closed, or a
    /// search found nothing).
    case highlighted(index: Int?)
}
