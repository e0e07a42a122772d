import Testing

@testable import GestureEngine

/// `UIPanGestureRecognizer` boundaries, following the UIKit reference (ref) §4.3: the pan begins when
/// |translation.x| ≥ 10 or |translation.y| ≥ 10 (per axis, not Euclidean, "≥"); at began the hysteresis is removed
/// per axis toward zero (+12,+3 → +2,0); the translation then accumulates the centroid movement; velocity is
/// Δ/Δt per move smoothed as 0.2·current + 0.8·previous sample; `setTranslation` sets the translation and resets the
/// velocity; too many fingers while possible fail it; lifting all fingers ends it (or fails it before began); a
/// cancel cancels it (or fails it before began).
@Suite struct PanMachineTests {
    typealias Driver = MachineDriver<PanMachine>

    static func driver(_ configure: (inout PanMachine) -> Void = { _ in }) -> Driver {
        var machine = PanMachine()
        configure(&machine)
        return Driver(machine)
    }

    /// One finger down at (100, 100) at t = 0, then moved by (dx, dy) at 16 ms.
    static func moved(_ dx: Double, _ dy: Double, _ configure: (inout PanMachine) -> Void = { _ in }) -> Driver {
        var d = driver(configure)
        d.down(1, x: 100, y: 100)
        d.advance(toMs: 16)
        d.move(1, x: 100 + dx, y: 100 + dy)
        return d
    }

    static func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
        machineTestClose(a.x, b.x, tolerance) && machineTestClose(a.y, b.y, tolerance)
    }

    static func states(_ d: Driver) -> [GestureState] { d.transitions.map(\.state) }

    @Test func defaultsAreUIKits() {
        let m = PanMachine()
        #expect(m.minimumNumberOfTouches == 1)
        #expect(m.maximumNumberOfTouches == 20)  // NSUIntegerMax in UIKit; every finger a script can use
        #expect(m.hysteresis == 10)
    }

    // MARK: - Hysteresis 10 pt per axis ("≥")

    @Test("Hysteresis on x: 9.9 pt stays possible; 10 and 10.1 pt begin", arguments: [
        (9.9, GestureState.possible), (10.0, .began), (10.1, .began),
    ])
    func hysteresisOnX(dx: Double, expected: GestureState) {
        let d = Self.moved(dx, 0)
        #expect(d.state == expected)
    }

    @Test("Hysteresis on y: 9.9 pt stays possible; 10 and 10.1 pt begin", arguments: [
        (9.9, GestureState.possible), (10.0, .began), (10.1, .began),
    ])
    func hysteresisOnY(dy: Double, expected: GestureState) {
        let d = Self.moved(0, dy)
        #expect(d.state == expected)
    }

    @Test("Negative directions too: -9.9 stays possible, -10 begins", arguments: [
        (-9.9, 0.0, GestureState.possible), (-10.0, 0.0, .began), (0.0, -9.9, .possible), (0.0, -10.0, .began),
    ])
    func hysteresisNegative(dx: Double, dy: Double, expected: GestureState) {
        let d = Self.moved(dx, dy)
        #expect(d.state == expected)
    }

    @Test("Per axis, not Euclidean: (8,8) is 11.3 pt but does not begin; (9.9,9.9) neither; (8,10) does", arguments: [
        (8.0, 8.0, GestureState.possible), (9.9, 9.9, .possible), (8.0, 10.0, .began),
    ])
    func hysteresisIsPerAxis(dx: Double, dy: Double, expected: GestureState) {
        let d = Self.moved(dx, dy)
        #expect(d.state == expected)
    }

    @Test func hysteresisAccumulatesOverSmallMoves() {
        var d = Self.driver()
        d.down(1, x: 100, y: 100)
        for (i, x) in [103.0, 106, 109].enumerated() {
            d.advance(toMs: Double(16 * (i + 1)))
            d.move(1, x: x, y: 100)
            #expect(d.state == .possible)
        }
        d.advance(toMs: 80)
        d.move(1, x: 110, y: 100)
        #expect(d.state == .began)
        #expect(Self.close(d.machine.translation, p(0, 0)))
    }

    @Test func beganNamesTheHysteresis() {
        let d = Self.moved(12, 3)
        #expect(d.lastCause == .threshold(property: .hysteresis, limit: 10, actual: 12, unit: .points, comparison: .greaterOrEqual))
    }

    @Test func customHysteresis() {
        let d1 = Self.moved(4.9, 0) { $0.hysteresis = 5 }
        #expect(d1.state == .possible)
        let d2 = Self.moved(5, 0) { $0.hysteresis = 5 }
        #expect(d2.state == .began)
        #expect(Self.close(d2.machine.translation, p(0, 0)))
    }

    // MARK: - Translation at began: hysteresis removed per axis, toward zero

    @Test("Translation at began", arguments: [
        (12.0, 3.0, 2.0, 0.0),       // the reference's example
        (-15.0, 4.0, -5.0, 0.0),
        (3.0, -12.0, 0.0, -2.0),
        (10.0, 0.0, 0.0, 0.0),
        (10.1, 0.0, 0.1, 0.0),
        (25.0, 25.0, 15.0, 15.0),
        (-30.0, -10.0, -20.0, 0.0),
        (11.0, -9.0, 1.0, 0.0),
    ])
    func translationAtBegan(dx: Double, dy: Double, tx: Double, ty: Double) {
        let d = Self.moved(dx, dy)
        #expect(d.state == .began)
        #expect(Self.close(d.machine.translation, p(tx, ty), 1e-9))
    }

    @Test func translationBeforeBeganIsFromTouchDown() {
        let d = Self.moved(6, -7)
        #expect(d.state == .possible)
        #expect(Self.close(d.machine.translation, p(6, -7)))
    }

    // MARK: - Translation after began

    @Test func translationAccumulates() {
        var d = Self.moved(12, 3)  // (2, 0)
        d.advance(toMs: 32)
        d.move(1, x: 117, y: 108)  // +5, +5
        #expect(d.state == .changed)
        #expect(Self.close(d.machine.translation, p(7, 5)))
        d.advance(toMs: 48)
        d.move(1, x: 90, y: 90)  // -27, -18
        #expect(Self.close(d.machine.translation, p(-20, -13)))
        d.up(1)
        #expect(d.state == .ended)
        #expect(Self.close(d.machine.translation, p(-20, -13)))  // readable after ended
    }

    @Test func setTranslationThenMovesAddToIt() {
        var d = Self.moved(30, 0)  // (20, 0)
        d.machine.setTranslation(p(12, 13))
        #expect(d.machine.translation == p(12, 13))
        d.advance(toMs: 32)
        d.move(1, x: 140, y: 105)
        #expect(Self.close(d.machine.translation, p(22, 18)))
        // The incremental-drag idiom (peer F14): reset to zero, then only the new movement counts.
        d.machine.setTranslation(.zero)
        d.advance(toMs: 48)
        d.move(1, x: 150, y: 115)
        #expect(Self.close(d.machine.translation, p(10, 10)))
    }

    @Test func setTranslationResetsTheVelocity() {
        var d = Self.driver()
        d.down(1, x: 100, y: 100)
        d.advance(toMs: 100)
        d.move(1, x: 150, y: 100)  // 500 pt/s
        #expect(Self.close(d.machine.velocity, p(500, 0)))
        d.machine.setTranslation(.zero)
        #expect(d.machine.velocity == .zero)
        // The next sample starts a new smoothing history: 0.2·cur + 0.8·prev with prev = the sample itself.
        d.advance(toMs: 200)
        d.move(1, x: 160, y: 100)  // 100 pt/s
        #expect(Self.close(d.machine.velocity, p(100, 0)))
    }

    // MARK: - Velocity: Δ/Δt per move, 0.2·current + 0.8·previous sample

    @Test func velocitySmoothing() {
        var d = Self.driver()
        d.down(1, x: 100, y: 100)
        d.advance(toMs: 100)
        d.move(1, x: 110, y: 100)  // sample 100 pt/s (first sample: reported as is)
        #expect(Self.close(d.machine.velocity, p(100, 0)))
        d.advance(toMs: 200)
        d.move(1, x: 140, y: 100)  // sample 300 pt/s → 0.2·300 + 0.8·100 = 140
        #expect(Self.close(d.machine.velocity, p(140, 0)))
        d.advance(toMs: 300)
        d.move(1, x: 140, y: 120)  // sample (0, 200) → (0.8·300, 0.2·200) = (240, 40)
        #expect(Self.close(d.machine.velocity, p(240, 40)))
        d.advance(toMs: 400)
        d.move(1, x: 140, y: 120 + 0.0001)  // sample ≈ (0, 0) → (0, 0.8·200) = (0, 160)
        #expect(Self.close(d.machine.velocity, p(0, 160), 1e-3))
    }

    @Test("Peer F11: one sample of 50 pt over 1 s is 50 pt/s") func velocitySingleSample() {
        var d = Self.driver()
        d.down(1, x: 0, y: 0)
        d.advance(toMs: 1000)
        d.move(1, x: 50, y: 0)
        #expect(Self.close(d.machine.velocity, p(50, 0)))
    }

    @Test func samplesUnderOneMillisecondReadAsZero() {
        var d = Self.driver()
        d.down(1, x: 100, y: 100)
        d.advance(toMs: 100)
        d.move(1, x: 110, y: 100)  // 100 pt/s
        d.advance(toMs: 100.5)
        d.move(1, x: 120, y: 100)  // Δt = 0.5 ms: sample 0 → 0.2·0 + 0.8·100 = 80
        #expect(Self.close(d.machine.velocity, p(80, 0)))
        d.advance(toMs: 101.5)
        d.move(1, x: 121, y: 100)  // Δt = 1 ms: 1000 pt/s → 0.2·1000 + 0.8·0 = 200
        #expect(Self.close(d.machine.velocity, p(200, 0)))
    }

    // MARK: - Number of touches

    @Test func minimumTwoTouchesOneFingerNeverBegins() {
        var d = Self.driver { $0.minimumNumberOfTouches = 2 }
        d.down(1, x: 100, y: 100)
        d.advance(toMs: 16)
        d.move(1, x: 200, y: 100)
        #expect(d.state == .possible)
        d.up(1)
        #expect(d.state == .failed)
        #expect(d.lastCause == .touchesEnded)
    }

    @Test func minimumTwoTouchesBeginsWithTwo() {
        var d = Self.driver { $0.minimumNumberOfTouches = 2 }
        d.send([.down(1, p(100, 100)), .down(2, p(100, 200))])
        d.advance(toMs: 16)
        d.send([.move(1, p(112, 100)), .move(2, p(112, 200))])
        #expect(d.state == .began)
        #expect(Self.close(d.machine.translation, p(2, 0)))
        #expect(d.location == p(112, 150))  // centroid
    }

    @Test("Two fingers, only finger 2 moves: the centroid moves half as far (19.8 pt → 9.9, 20 pt → 10)", arguments: [
        (19.8, GestureState.possible), (20.0, .began),
    ])
    func twoFingersTranslationIsTheCentroids(dx: Double, expected: GestureState) {
        var d = Self.driver()
        d.send([.down(1, p(100, 100)), .down(2, p(100, 200))])
        d.move(2, x: 100 + dx, y: 200)
        #expect(d.state == expected)
        #expect(Self.close(d.machine.translation, expected == .began ? p(0, 0) : p(dx / 2, 0)))
    }

    @Test func addingAFingerDoesNotMakeTheTranslationJump() {
        var d = Self.moved(30, 0)  // (20, 0), finger 1 at (130, 100)
        d.down(2, x: 300, y: 300)  // the centroid jumps to (215, 200)
        #expect(Self.close(d.machine.translation, p(20, 0)))
        d.send([.move(1, p(140, 100)), .move(2, p(310, 300))])
        #expect(Self.close(d.machine.translation, p(30, 0)))
        d.up(2)
        #expect(Self.close(d.machine.translation, p(30, 0)))
        #expect(d.state == .changed)  // one finger still down
    }

    @Test("maximumNumberOfTouches while possible: at the maximum stays possible, one more fails", arguments: [
        (1, 1, GestureState.possible), (1, 2, .failed), (2, 2, .possible), (2, 3, .failed),
    ])
    func maximumTouchesWhilePossible(maximum: Int, fingers: Int, expected: GestureState) {
        var d = Self.driver { $0.maximumNumberOfTouches = maximum }
        for f in 1...fingers { d.down(f, x: Double(50 * f), y: 100) }
        #expect(d.state == expected)
        if expected == .failed {
            #expect(d.lastCause == .touchCount(property: .maximumNumberOfTouches, required: maximum, actual: fingers))
        }
    }

    @Test func maximumTouchesAfterBeganExtraFingersAreNotTracked() throws {
        var d = Self.moved(30, 0) { $0.maximumNumberOfTouches = 1 }
        #expect(d.state == .began)
        d.down(2, x: 300, y: 300)
        #expect(d.state != .failed)
        let second = try #require(d.touch(2))
        #expect(d.ignored.contains(second.id))
        d.advance(toMs: 32)
        d.move(2, x: 350, y: 350)
        #expect(Self.close(d.machine.translation, p(20, 0)))  // the extra finger does not move the pan
        d.up(2)
        #expect(d.state == .changed)
        d.up(1)
        #expect(d.state == .ended)
    }

    // MARK: - End, fail, cancel

    @Test func liftBeforeBeganFails() {
        var d = Self.moved(9, 9)
        d.up(1)
        #expect(Self.states(d) == [.failed])
        #expect(d.lastCause == .touchesEnded)
    }

    @Test func liftAfterBeganEnds() {
        var d = Self.moved(12, 0)
        d.up(1)
        #expect(Self.states(d) == [.began, .ended])
    }

    @Test func liftingOneOfTwoFingersDoesNotEnd() {
        var d = Self.driver()
        d.send([.down(1, p(100, 100)), .down(2, p(100, 200))])
        d.up(2)
        #expect(d.state == .possible)
        d.advance(toMs: 16)
        d.move(1, x: 115, y: 100)
        #expect(d.state == .began)
        d.up(1)
        #expect(d.state == .ended)
    }

    @Test func cancelAfterBeganCancels() {
        var d = Self.moved(30, 0)
        d.advance(toMs: 32)
        d.move(1, x: 140, y: 100)
        d.cancel(1)
        #expect(Self.states(d) == [.began, .cancelled])
        #expect(d.lastCause == .touchesCancelled)
    }

    @Test func cancelBeforeBeganFails() {
        var d = Self.moved(5, 0)
        d.cancel(1)
        #expect(Self.states(d) == [.failed])
        #expect(d.lastCause == .touchesCancelled)
    }

    @Test func resetClearsTranslationAndVelocity() {
        var d = Self.moved(30, 0)
        d.up(1)
        d.reset()
        #expect(d.machine.translation == .zero)
        #expect(d.machine.velocity == .zero)
        d.advance(toMs: 100)
        d.down(1, x: 200, y: 200)
        d.advance(toMs: 116)
        d.move(1, x: 209, y: 200)
        #expect(d.state == .possible)  // a new attempt needs the full hysteresis again
    }

    @Test func locationIsTheCurrentCentroid() {
        var d = Self.driver()
        d.send([.down(1, p(100, 100)), .down(2, p(200, 100))])
        #expect(d.location == p(150, 100))
        d.move(2, x: 200, y: 200)
        #expect(d.location == p(150, 150))
    }

    /// A scroll view's pan may begin only on an axis its view can scroll (scroll-view ref C2): with vertical panning
    /// alone, 50 pt across does not begin it and 10 pt along does; with neither axis nothing does.
    @Test(arguments: [
        // dx, dy, can pan horizontally, vertically, begins
        (50.0, 9.0, false, true, false), (0.0, 10.0, false, true, true), (50.0, 10.0, false, true, true),
        (10.0, 0.0, true, false, true), (9.0, 50.0, true, false, false), (50.0, 50.0, false, false, false),
        (10.0, 0.0, true, true, true),
    ])
    func beginsOnlyOnAnAxisItCanPan(_ c: (Double, Double, Bool, Bool, Bool)) {
        let d = Self.moved(c.0, c.1) {
            $0.canPanHorizontally = c.2
            $0.canPanVertically = c.3
        }
        #expect(Self.states(d) == (c.4 ? [.began] : []), "\(c)")
    }

    /// Scroll-view ref D8: a scroll view's pan while its view decelerates begins at touch-down; its translation stays
    /// zero (and its velocity too) until the movement passes the hysteresis on an axis it may pan, which is then taken
    /// off as at an ordinary begin; a lift without movement ends it.
    @Test(arguments: [
        // moves (dy each), translation y after them
        ([-4.0], 0.0), ([-9.9], 0.0), ([-12.0], -2.0), ([-8.0, -8.0], -6.0), ([-8.0, -8.0, -5.0], -11.0),
    ])
    func caughtWhileDeceleratingBeginsAtTouchDown(_ c: ([Double], Double)) {
        var d = Self.driver { $0.beginsAtTouchDown = true; $0.canPanHorizontally = false }
        d.down(1, x: 100, y: 100)
        #expect(Self.states(d) == [.began])
        var y = 100.0
        for (k, dy) in c.0.enumerated() {
            d.advance(toMs: Double(16 * (k + 1)))
            y += dy
            d.move(1, x: 100, y: y)
        }
        #expect(Self.close(d.machine.translation, p(0, c.1)))
        if c.1 == 0 { #expect(Self.close(d.machine.velocity, p(0, 0))) }
        d.up(1)
        #expect(Self.states(d).last == .ended)
    }
}
