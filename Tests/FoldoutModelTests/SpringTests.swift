import FoldoutModel
import Testing

@Suite struct SpringTests {
    private func samples(_ motion: SpringMotion, until end: Double = 3, step: Double = 0.001) -> [Double] {
        stride(from: 0.0, through: end, by: step).map { motion.position(at: $0) }
    }

    @Test func startsAtZeroWithTheGivenVelocity() {
        for damping in [0.3, 0.5, 1.0, 1.5] {
            let motion = SpringMotion(spring: Spring(dampingRatio: damping, duration: 0.7), from: 0, velocity: 1.5, to: 1, at: 10)
            #expect(abs(motion.position(at: 10)) < 1e-12, "damping \(damping)")
            #expect(abs(motion.velocity(at: 10) - 1.5) < 1e-9, "damping \(damping)")
            // The velocity is the derivative of the position.
            let h = 1e-6
            let numeric = (motion.position(at: 10.2 + h) - motion.position(at: 10.2 - h)) / (2 * h)
            #expect(abs(numeric - motion.velocity(at: 10.2)) < 1e-4, "damping \(damping)")
        }
    }

    @Test func overshootsAtDampingOneHalf() {
        let motion = SpringMotion(spring: .drawer, from: 0, velocity: 1, to: 1, at: 0)
        let peak = samples(motion).max() ?? 0
        // About 16 % for ζ = 0.5 (e^(−πζ/√(1−ζ²))), a little more with the initial push.
        #expect(peak > 1.1 && peak < 1.3, "peak \(peak)")
    }

    @Test func neverOvershootsAtDampingOne() {
        let motion = SpringMotion(spring: Spring(dampingRatio: 1, duration: 0.7), from: 0, velocity: 1, to: 1, at: 0)
        #expect(samples(motion).allSatisfy { $0 <= 1 + 1e-12 })
        #expect(motion.position(at: 3) > 0.999)
    }

    @Test func overDampedNeverOvershootsEither() {
        let motion = SpringMotion(spring: Spring(dampingRatio: 2, duration: 0.7), from: 0, velocity: 1, to: 1, at: 0)
        #expect(samples(motion).allSatisfy { $0 <= 1 + 1e-12 })
    }

    @Test func settlesToTheTargetWithinTolerance() {
        let motion = SpringMotion(spring: .drawer, from: 0, velocity: 1, to: 1, at: 0)
        #expect(!motion.isSettled(at: 0))
        #expect(!motion.isSettled(at: 0.2))
        let settled = stride(from: 0.0, through: 3, by: 0.001).first { motion.isSettled(at: $0) }
        #expect(settled != nil)
        if let settled {
            // Around the duration the spring was made for; and it stays settled afterwards.
            #expect(settled > 0.5 && settled < 1.0, "settled at \(settled)")
            #expect(stride(from: settled, through: 3, by: 0.01).allSatisfy { abs(motion.position(at: $0) - 1) <= 0.005 })
        }
        #expect(abs(motion.position(at: 0.7) - 1) < 0.02)
    }

    @Test func reversingMidFlightContinuesFromThePositionAndVelocity() {
        let opening = SpringMotion(spring: .drawer, from: 0, velocity: 1, to: 1, at: 0)
        let reversed = opening.retargeted(to: 0, at: 0.15)
        #expect(reversed.start == opening.position(at: 0.15))
        #expect(reversed.initialVelocity == opening.velocity(at: 0.15))
        #expect(abs(reversed.position(at: 0.15) - opening.position(at: 0.15)) < 1e-12)
        #expect(abs(reversed.velocity(at: 0.15) - opening.velocity(at: 0.15)) < 1e-9)
        // Still moving outward at first (no jump in speed), then heading home.
        #expect(reversed.position(at: 0.16) > reversed.position(at: 0.15))
        #expect(reversed.position(at: 3) < 0.001)
    }
}

@Suite struct DrawerMotionTests {
    @Test func opensWithOvershootAndSettlesOpen() {
        var drawer = DrawerMotion()
        #expect(drawer.progress(at: 0) == 0)
        let started = drawer.move(open: true, at: 1)
        let startedAgain = drawer.move(open: true, at: 1.1)
        #expect(started && !startedAgain)
        #expect(drawer.progress(at: 1) == 0)
        let peak = stride(from: 1.0, through: 2, by: 0.005).map { drawer.progress(at: $0) }.max() ?? 0
        #expect(peak > 1.1)
        #expect(!drawer.isFinished(at: 1.2))
        #expect(drawer.isFinished(at: 3))
        drawer.finish()
        #expect(drawer.progress(at: 5) == 1 && !drawer.isMoving)
    }

    @Test func closingStopsAtZeroNeverBelow() {
        var drawer = DrawerMotion(open: true)
        drawer.move(open: false, at: 0)
        let path = stride(from: 0.0, through: 2, by: 0.005).map { drawer.progress(at: $0) }
        #expect(path.allSatisfy { $0 >= 0 })
        let end = stride(from: 0.0, through: 2, by: 0.001).first { drawer.isFinished(at: $0) }
        #expect(end != nil && end! < 0.7)
    }

    @Test func reversingAnOpeningHasNoJump() {
        var drawer = DrawerMotion()
        drawer.move(open: true, at: 0)
        let before = drawer.progress(at: 0.2)
        drawer.move(open: false, at: 0.2)
        #expect(abs(drawer.progress(at: 0.2) - before) < 1e-12)
        #expect(drawer.isFinished(at: 3))
        #expect(drawer.progress(at: 3) == 0)
    }
}
