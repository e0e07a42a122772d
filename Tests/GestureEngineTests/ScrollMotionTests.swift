import Foundation
import Testing

@testable import GestureEngine

/// A scroll view's motion after the lift, one axis (scroll-view reference D5–D7), checked against the closed forms
/// computed here with Foundation's `pow` and `exp`; and the engine's own `exp`/`log`/`pow` against Foundation's.
@Suite struct ScrollMotionTests {
    /// D6: over t ms the offset moves v·d·(1 − dᵗ)/(1 − d) and the velocity becomes v·dᵗ, whatever the frame steps.
    @Test(arguments: [
        // start, velocity pt/ms, frames, ms per frame
        (0.0, 1.0, 60, 1000.0 / 60), (1500.0, -2.0, 30, 1000.0 / 60), (100.0, 0.5, 20, 50.0), (0.0, 3.0, 1000, 1.0),
    ])
    func decelerationFollowsTheClosedForm(_ c: (Double, Double, Int, Double)) {
        var m = ScrollAxisMotion(position: c.0, velocity: c.1, maximum: 100_000, boundsSize: 400, bounces: true)
        for _ in 0..<c.2 { m.step(milliseconds: c.3) }
        let d = 0.998
        let t = Double(c.2) * c.3
        let expected = c.0 + c.1 * d * (1 - Foundation.pow(d, t)) / (1 - d)
        #expect(abs(m.position - expected) < 1e-6)
        #expect(abs(m.velocity - c.1 * Foundation.pow(d, t)) < 1e-9)
        #expect(m.mode == .decelerating)
    }

    /// D3/D6: let go past an edge with no velocity, the overshoot decays as (1 + k·t)·e^(−k·t) and the view comes to
    /// rest exactly at the edge once within 0.5 pt; without bounces it is held at the edge at once.
    @Test(arguments: [(-100.0, 0.0), (1700.0, 1600.0), (-5.0, 0.0)])
    func pastAnEdgeItSpringsBack(_ c: (Double, Double)) {
        var m = ScrollAxisMotion(position: c.0, velocity: 0, maximum: 1600, boundsSize: 400, bounces: true)
        let k = 0.01005
        m.step(milliseconds: 100)
        let o0 = c.0 - c.1
        #expect(abs(m.position - (c.1 + o0 * (1 + k * 100) * Foundation.exp(-k * 100))) < 1e-9)
        var frames = 1
        while !m.isDone && frames < 10_000 {
            m.step(milliseconds: 1000.0 / 60)
            frames += 1
        }
        #expect(m.isDone)
        #expect(m.position == c.1)
        let held = ScrollAxisMotion(position: c.0, velocity: 0, maximum: 1600, boundsSize: 400, bounces: false)
        #expect(held.isDone && held.position == c.1)
    }

    /// D6: a coasting axis that crosses the edge goes on past it and comes back to rest on it; without bounces it
    /// stops at the edge.
    @Test func aFlickAcrossTheEdgeBouncesBack() {
        var m = ScrollAxisMotion(position: 1500, velocity: 2, maximum: 1600, boundsSize: 400, bounces: true)
        var furthest = 0.0
        var frames = 0
        while !m.isDone && frames < 10_000 {
            m.step(milliseconds: 1000.0 / 60)
            furthest = max(furthest, m.position)
            frames += 1
        }
        #expect(furthest > 1600)
        #expect(m.position == 1600)
        var clamped = ScrollAxisMotion(position: 1500, velocity: 2, maximum: 1600, boundsSize: 400, bounces: false)
        while !clamped.isDone { clamped.step(milliseconds: 1000.0 / 60) }
        #expect(clamped.position == 1600)
    }

    /// D7: the page a paging view settles on.
    @Test(arguments: [
        // position, velocity pt/ms, page size, maximum, target
        (100.0, 0.0, 320.0, 960.0, 0.0), (200.0, 0.0, 320.0, 960.0, 320.0), (100.0, 0.31, 320.0, 960.0, 320.0),
        (100.0, 0.3, 320.0, 960.0, 0.0), (400.0, -0.5, 320.0, 960.0, 320.0), (700.0, 0.5, 320.0, 960.0, 960.0),
        (900.0, 1.0, 320.0, 1000.0, 960.0), (1000.0, 1.0, 320.0, 1000.0, 1000.0), (-30.0, -1.0, 320.0, 960.0, 0.0),
    ])
    func pagingPicksThePage(_ c: (Double, Double, Double, Double, Double)) {
        var m = ScrollAxisMotion(pagingFrom: c.0, velocity: c.1, maximum: c.3, pageSize: c.2)
        #expect(m.pagingTarget == c.4)
        var ms = 0
        while !m.isDone && ms < 20_000 {
            m.step(milliseconds: 1)
            ms += 1
        }
        #expect(m.isDone)
        #expect(m.position == c.4)
    }

    /// D7: the spring, stepped per millisecond, does not depend on how the frames cut the time.
    @Test func pagingIsTheSameAtAnyFrameRate() {
        var a = ScrollAxisMotion(pagingFrom: 90, velocity: 0.1, maximum: 960, pageSize: 320)
        var b = a
        for _ in 0..<30 { a.step(milliseconds: 10) }
        for _ in 0..<20 { b.step(milliseconds: 15) }
        #expect(a.position == b.position)
    }

    @Test(arguments: [-700.0, -20.0, -1.0, -0.01005 * 16.7, 0.0, 1e-9, 0.5, 1.0, 3.3, 50.0, 700.0])
    func expMatchesFoundation(_ x: Double) {
        let want = Foundation.exp(x)
        #expect(abs(Exponential.exp(x) - want) <= want * 1e-14)
    }

    @Test(arguments: [0.998, 0.99, 0.5, 1.0, 2.0, 1e-300, 1e300, 123.456])
    func logMatchesFoundation(_ x: Double) {
        #expect(abs(Exponential.log(x) - Foundation.log(x)) <= max(1e-15, abs(Foundation.log(x)) * 1e-14))
    }

    @Test(arguments: [(0.998, 16.6667), (0.998, 1000.0), (0.99, 2.5), (0.998, 0.0)])
    func powMatchesFoundation(_ c: (Double, Double)) {
        let want = Foundation.pow(c.0, c.1)
        #expect(abs(Exponential.pow(c.0, c.1) - want) <= want * 1e-13)
    }
}
