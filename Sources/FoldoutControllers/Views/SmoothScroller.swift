import FoldoutGtk

/// Scrolls a view so a vertical span is fully visible, moving as little as possible, with a
/// short ease-out when animations are enabled. Works on a scrolled window or on any offset a
/// controller keeps itself (a long list's virtual offset).
@MainActor
final class SmoothScroller {
    private weak var host: Widget?
    private let get: @MainActor () -> Double
    private let set: @MainActor (Double) -> Void
    private let page: @MainActor () -> Double
    private let maximum: @MainActor () -> Double
    private var tick: UInt32?
    /// Where the glide under way heads.
    private var heading: Double?
    private let durationMicroseconds: Int64 = 200_000

    /// Scrolls an offset read and written by closures; `host` paces the animation.
    init(
        host: Widget, get: @escaping @MainActor () -> Double, set: @escaping @MainActor (Double) -> Void,
        page: @escaping @MainActor () -> Double, maximum: @escaping @MainActor () -> Double
    ) {
        self.host = host
        self.get = get
        self.set = set
        self.page = page
        self.maximum = maximum
    }

    /// Scrolls a scrolled window.
    convenience init(_ scrolled: ScrolledWindow) {
        self.init(
            host: scrolled, get: { [weak scrolled] in scrolled?.scrollOffset ?? 0 },
            set: { [weak scrolled] in scrolled?.scrollOffset = $0 },
            page: { [weak scrolled] in scrolled?.pageSize ?? 0 },
            maximum: { [weak scrolled] in scrolled?.maxOffset ?? 0 })
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
        let start = get()
        scroll(to: Self.target(top: top, height: height, offset: start, page: page(), maxOffset: maximum()))
    }

    /// Moves to `goal`, smoothly when animations are on. A glide already heading there goes on
    /// undisturbed: a held key asks for the same goal on every repeat once the list is at its
    /// end, and starting again each time would creep towards it by fractions of a pixel, a
    /// frame painted for each, for as long as the key is held.
    func scroll(to goal: Double) {
        if tick != nil, heading == goal { return }
        let start = get()
        stop()
        guard goal != start, let host else { return }
        // Under a pixel away there is no glide to see.
        guard Style.animationsEnabled, host.isMapped, abs(goal - start) >= 1 else {
            set(goal)
            return
        }
        heading = goal
        var begin: Int64?
        tick = host.addTickCallback { [weak self] now in
            guard let self else { return false }
            let t0 = begin ?? now
            begin = t0
            let t = min(1, Double(now - t0) / Double(self.durationMicroseconds))
            let eased = 1 - (1 - t) * (1 - t) * (1 - t)
            self.set(start + (goal - start) * eased)
            if t >= 1 {
                self.tick = nil
                self.heading = nil
                return false
            }
            return true
        }
    }

    /// Stops a scroll under way where it is (a person scrolled or moved the focus meanwhile).
    func stop() {
        if let tick, let host { host.removeTickCallback(tick) }
        tick = nil
        heading = nil
    }
}
