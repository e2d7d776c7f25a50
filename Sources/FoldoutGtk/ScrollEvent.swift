import CFoldoutGtk
import Glibc

/// A vertical scroll of the mouse wheel or touchpad (``ScrolledWindow/onScroll(_:)`` hands them).
package struct ScrollEvent: Sendable, Equatable {
    /// How far to move, in lines (wheel clicks) or in touchpad units; positive is down.
    package let deltaY: Double
    /// Whether the deltas are a touchpad's smooth scrolling (else one wheel click each).
    package let isSmooth: Bool

    /// Makes a scroll (for tests and synthesised input).
    package init(deltaY: Double, isSmooth: Bool) {
        self.deltaY = deltaY
        self.isSmooth = isSmooth
    }

    /// Reads a `GdkEventScroll *` as delivered to a `scroll-event` handler; nil for sideways scrolls.
    init?(event: UnsafeMutableRawPointer?) {
        guard let event else { return nil }
        let scroll = event.assumingMemoryBound(to: GdkEventScroll.self)
        switch foldout_scroll_direction(scroll) {
        case GDK_SCROLL_UP: self.init(deltaY: -1, isSmooth: false)
        case GDK_SCROLL_DOWN: self.init(deltaY: 1, isSmooth: false)
        case GDK_SCROLL_SMOOTH: self.init(deltaY: foldout_scroll_delta_y(scroll), isSmooth: true)
        default: return nil
        }
    }

    /// The distance in pixels for a view `pageSize` high, the way GTK's scrolled windows reckon
    /// it (a wheel click is pageSize^(2/3)).
    package func pixels(pageSize: Double) -> Double {
        deltaY * pow(max(1, pageSize), 2.0 / 3.0)
    }
}
