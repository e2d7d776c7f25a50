import Glibc

/// One spring-driven motion of a value toward a target, started at a known time from a
/// known position and velocity. Pure maths: time is given in seconds by the caller.
package struct SpringMotion: Sendable, Equatable {
    /// The spring.
    package let spring: Spring
    /// Where the value started.
    package let start: Double
    /// The velocity at the start, in units per second.
    package let initialVelocity: Double
    /// Where the value is heading.
    package let target: Double
    /// When the motion started, in seconds (any clock, as long as it is the caller's).
    package let startTime: Double

    /// Makes a motion from `start` with `velocity` toward `target`, beginning at `startTime`.
    package init(spring: Spring, from start: Double, velocity: Double, to target: Double, at startTime: Double) {
        self.spring = spring
        self.start = start
        self.initialVelocity = velocity
        self.target = target
        self.startTime = startTime
    }

    private func state(at time: Double) -> (position: Double, velocity: Double) {
        let t = max(0, time - startTime)
        let (y, v) = spring.displacement(at: t, from: start - target, velocity: initialVelocity)
        return (target + y, v)
    }

    /// The value at `time`.
    package func position(at time: Double) -> Double { state(at: time).position }

    /// The velocity at `time`, in units per second.
    package func velocity(at time: Double) -> Double { state(at: time).velocity }

    /// Whether the value is within `tolerance` of the target and (nearly) at rest at `time`;
    /// `tolerance` is a fraction of the distance from start to target (default 0.5 %).
    package func isSettled(at time: Double, tolerance: Double = 0.005) -> Bool {
        let scale = max(abs(target - start), 1e-9)
        let (position, velocity) = state(at: time)
        return abs(position - target) <= tolerance * scale && abs(velocity) <= tolerance * scale * spring.naturalFrequency
    }

    /// Whether the value has reached or passed the target at `time` (on its way from the
    /// start): a closing drawer stops there instead of bouncing off its frame.
    package func hasReachedTarget(at time: Double) -> Bool {
        let position = state(at: time).position
        return start <= target ? position >= target : position <= target
    }

    /// A new motion toward `newTarget` that continues from this one's position and velocity at
    /// `time`, so reversing mid-flight has no jump in place or speed.
    package func retargeted(to newTarget: Double, at time: Double) -> SpringMotion {
        let (position, velocity) = state(at: max(time, startTime))
        return SpringMotion(spring: spring, from: position, velocity: velocity, to: newTarget, at: time)
    }
}
