import CFoldoutGtk

/// How a ``Revealer`` shows and hides its child (`GtkRevealerTransitionType`).
package enum RevealerTransition: Sendable, CaseIterable {
    /// At once, no animation.
    case instant
    /// Fades in and out.
    case crossfade
    /// Slides in from the top edge down, and back up.
    case slideDown
    /// Slides in from the bottom edge up, and back down.
    case slideUp
    /// Slides in from the left edge rightwards.
    case slideRight
    /// Slides in from the right edge leftwards.
    case slideLeft

    var gtk: GtkRevealerTransitionType {
        switch self {
        case .instant: GTK_REVEALER_TRANSITION_TYPE_NONE
        case .crossfade: GTK_REVEALER_TRANSITION_TYPE_CROSSFADE
        case .slideDown: GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN
        case .slideUp: GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP
        case .slideRight: GTK_REVEALER_TRANSITION_TYPE_SLIDE_RIGHT
        case .slideLeft: GTK_REVEALER_TRANSITION_TYPE_SLIDE_LEFT
        }
    }
}
