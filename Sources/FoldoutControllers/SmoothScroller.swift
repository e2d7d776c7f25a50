import GtkKit

/// Scrolls a scrolled window so a vertical span is fully visible, moving as little as
/// possible, with a short ease-out when animations are enabled.
@MainActor
final class SmoothScroller {
    private weak var scrolled: ScrolledWindow?
    private var tick: UInt32?
    private let durationMicroseconds: Int64 = 200_000

    init(_ scrolled: ScrolledWindow) {
        self.scrolled = scrolled
    }

    /// The offset that shows `top..<top+height` (its top wins when it is taller than the page).
    static func target(top: Double, height: Double, offset: Double, page: Double, maxOffset: Double) -> Double {
        var value = offset
        if top + height > offset + page { value = top + height - page }
        if top < value { value = top }
        return min(max(0, value), maxOffset)
    }

    /// Brings `top..<top+height` (in the scrolled content's coordinates) into view.
    func reveal(top: Double, height: Double) {
        guard let scrolled else { return }
        let start = scrolled.scrollOffset
        let goal = Self.target(top: top, height: height, offset: start, page: scrolled.pageSize, maxOffset: scrolled.maxOffset)
        guard goal != start else { return }
        if let tick { scrolled.removeTickCallback(tick) }
        tick = nil
        guard Style.animationsEnabled, scrolled.isMapped else {
            scrolled.scrollOffset = goal
            return
        }
        var begin: Int64?
        tick = scrolled.addTickCallback { [weak self, weak scrolled] now in
            guard let self, let scrolled else { return false }
            let t0 = begin ?? now
            begin = t0
            let t = min(1, Double(now - t0) / Double(self.durationMicroseconds))
            let eased = 1 - (1 - t) * (1 - t) * (1 - t)
            scrolled.scrollOffset = start + (goal - start) * eased
            if t >= 1 { self.tick = nil; return false }
            return true
        }
    }
}
