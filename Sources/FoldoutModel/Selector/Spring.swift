import Glibc

/// A damped spring, as UIKit's `animate(withDuration:usingSpringWithDamping:…)` uses:
/// a damping ratio (below 1 overshoots and rings, 1 is critical, above 1 creeps) and a
/// duration within which it settles.
///
/// The natural frequency is chosen so that the motion's envelope has decayed to
/// ``settleFraction`` of the distance by `duration`: ω₀ = ln(1/fraction) / (ζ·duration)
/// (with ζ taken as at most 1, so an over-damped spring is not made faster than a critical one).
package struct Spring: Sendable, Equatable {
    /// The damping ratio ζ (> 0): 0.5 overshoots by about 16 %, 1 never overshoots.
    package let dampingRatio: Double
    /// The time in seconds by which the motion has (about) settled.
    package let duration: Double
    /// The part of the distance the envelope has decayed to after `duration` (1 %).
    package static let settleFraction = 0.01

    /// Makes a spring; non-positive values are raised to small positive ones.
    package init(dampingRatio: Double, duration: Double) {
        self.dampingRatio = max(dampingRatio, 0.01)
        self.duration = max(duration, 0.001)
    }

    /// The article's spring: damping 0.5 over 0.7 s.
    package static let drawer = Spring(dampingRatio: 0.5, duration: 0.7)

    /// The natural (undamped) angular frequency ω₀ in radians per second.
    package var naturalFrequency: Double {
        log(1 / Self.settleFraction) / (min(dampingRatio, 1) * duration)
    }

    /// The displacement from the target and its velocity `t` seconds after starting at
    /// displacement `y0` with velocity `v0` (the closed-form solution of y″ + 2ζω₀y′ + ω₀²y = 0).
    package func displacement(at t: Double, from y0: Double, velocity v0: Double) -> (position: Double, velocity: Double) {
        let w = naturalFrequency
        let z = dampingRatio
        if abs(z - 1) < 1e-9 {
            let b = v0 + w * y0
            let e = exp(-w * t)
            return ((y0 + b * t) * e, (b - w * (y0 + b * t)) * e)
        }
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            let a = y0
            let b = (v0 + z * w * y0) / wd
            let e = exp(-z * w * t)
            let c = cos(wd * t)
            let s = sin(wd * t)
            let position = e * (a * c + b * s)
            let velocity = e * ((b * wd - z * w * a) * c - (a * wd + z * w * b) * s)
            return (position, velocity)
        }
        let root = (z * z - 1).squareRoot()
        let r1 = -w * (z - root)
        let r2 = -w * (z + root)
        let c2 = (v0 - r1 * y0) / (r2 - r1)
        let c1 = y0 - c2
        let e1 = exp(r1 * t)
        let e2 = exp(r2 * t)
        return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
    }
}
