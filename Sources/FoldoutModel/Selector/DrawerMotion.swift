/// The opening and closing of a drawer, as progress from 0 (closed) to 1 (open) driven by a
/// ``Spring``. Opening overshoots past 1 and settles; closing stops when it reaches 0 (the drawer
/// meets its frame). Moving again mid-flight continues from the current place and speed.
package struct DrawerMotion: Sendable, Equatable {
    /// The spring.
    package let spring: Spring
    /// The speed a motion from rest starts with, in drawer heights per second toward its target
    /// (UIKit's `initialSpringVelocity`; the article uses 1).
    package let initialSpeed: Double
    /// The current motion, nil when the drawer is at rest.
    package private(set) var motion: SpringMotion?
    /// Whether the drawer is (heading) open.
    package private(set) var isOpening: Bool
    /// When a closing motion first reaches 0 (found at 1 ms steps), nil while opening.
    package private(set) var closedTime: Double?

    /// A drawer at rest, open or closed.
    package init(spring: Spring = .drawer, initialSpeed: Double = 1, open: Bool = false) {
        self.spring = spring
        self.initialSpeed = initialSpeed
        self.isOpening = open
    }

    /// Whether a motion is under way.
    package var isMoving: Bool { motion != nil }

    /// Starts moving toward open (`open` true) or closed at `time`; returns false when it is
    /// already heading there. From rest it starts with ``initialSpeed``; mid-flight it continues
    /// from the current position and velocity.
    @discardableResult
    package mutating func move(open: Bool, at time: Double) -> Bool {
        guard open != isOpening else { return false }
        isOpening = open
        let target: Double = open ? 1 : 0
        if let motion {
            self.motion = motion.retargeted(to: target, at: time)
        } else {
            motion = SpringMotion(spring: spring, from: open ? 0 : 1, velocity: open ? initialSpeed : -initialSpeed, to: target, at: time)
        }
        closedTime = open ? nil : motion.map(Self.firstArrival)
        return true
    }

    /// The progress at `time` (never below 0; above 1 while an opening overshoots).
    package func progress(at time: Double) -> Double {
        guard let motion else { return isOpening ? 1 : 0 }
        if let closedTime, time >= closedTime { return 0 }
        return max(0, motion.position(at: time))
    }

    /// Whether the motion has ended by `time`: an opening has settled, a closing has reached 0.
    package func isFinished(at time: Double) -> Bool {
        guard let motion else { return true }
        if let closedTime, time >= closedTime { return true }
        return motion.isSettled(at: time)
    }

    /// The first time (at 1 ms resolution) a motion reaches its target, or when it settles.
    private static func firstArrival(of motion: SpringMotion) -> Double {
        let limit = motion.startTime + 20 * motion.spring.duration
        var time = motion.startTime
        while time < limit, !motion.hasReachedTarget(at: time), !motion.isSettled(at: time) {
            time += 0.001
        }
        return time
    }

    /// Ends any motion, leaving the drawer at rest where it is heading.
    package mutating func finish() { motion = nil }
}
