import CFoldoutGtk

/// How a widget sits in space larger than it needs (`GtkAlign`).
public enum Align: Sendable, CaseIterable {
    /// Stretches to fill the space.
    case fill
    /// At the start (left, or right in a right-to-left layout; the top).
    case start
    /// At the end (right, or left in a right-to-left layout; the bottom).
    case end
    /// Centred.
    case center
    /// Vertically, on the baseline of the text of its neighbours.
    case baseline

    var gtk: GtkAlign {
        switch self {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .end: GTK_ALIGN_END
        case .center: GTK_ALIGN_CENTER
        case .baseline: GTK_ALIGN_BASELINE
        }
    }
}
