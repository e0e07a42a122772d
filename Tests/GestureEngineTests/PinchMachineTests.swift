import Testing

@testable import GestureEngine

@Suite struct PinchMachineTests {
    typealias Driver = MachineDriver<PinchMachine>

    /// Fingers 1 and 2 down at (100, 100) and (200, 100): 100 pt apart, at t = 0.
    static func twoFingers(hysteresis: Double? = nil) -> Driver {
        var machine = PinchMachine()
        if let hysteresis { machine.hysteresis = hysteresis }
        var d = Driver(machine)
        d.down(1, x: 100, y: 100)
        d.down(2, x: 200, y: 100)
        return d
    }

    // MARK: - Beginning

    @Test("F8: one finger never begins a pinch")
    func oneFingerNeverBegins() {
        var d = Driver(PinchMachine())
        d.down(1, x: 100, y: 100)
        d.move(1, x: 150, y: 100)
        #expect(d.state == .possible)
        #expect(d.machine.scale == 1)
        d.up(1)
        #expect(d.state == .failed)
        #expect(d.lastCause == .touchesEnded)
    }

    @Test func secondFingerAloneDoesNotBegin() {
        let d = Self.twoFingers()
        #expect(d.state == .possible)
        #expect(d.transitions.isEmpty)
    }

    @Test("The distance must change by more than 8 pt; d0 then moves 8 pt toward d", arguments: [
        (107.9, GestureState.possible, 1.0), (108.0, .possible, 1.0), (108.1, .began, 108.1 / 108),
        (92.1, .possible, 1.0), (91.9, .began, 91.9 / 92),
    ])
    func hysteresis(distance: Double, expected: GestureState, scale: Double) {
        var d = Self.twoFingers()
        d.move(2, x: 100 + distance, y: 100)
        #expect(d.state == expected)
        #expect(machineTestClose(d.machine.scale, scale))
    }

    @Test func beganNamesTheHysteresis() {
        var d = Self.twoFingers()
        d.move(2, x: 250, y: 100)
        #expect(d.lastCause == .threshold(property: .hysteresis, limit: 8, actual: 50, unit: .points, comparison: .greater))
    }

    // MARK: - Peer cases F7 / H15 / regression 10

    @Test("H15 / regression 10 with UIKit's 8 pt hysteresis: 150/108 at began, 200/108 after")
    func peerPinchWithHysteresis() {
        var d = Self.twoFingers()
        d.advance(toMs: 50)
        d.move(2, x: 250, y: 100)
        #expect(d.state == .began)
        #expect(machineTestClose(d.machine.scale, 150.0 / 108))
        d.advance(toMs: 100)
        d.move(2, x: 300, y: 100)
        #expect(d.state == .changed)
        #expect(machineTestClose(d.machine.scale, 200.0 / 108))
        d.advance(toMs: 120)
        d.up(2)
        #expect(d.state == .changed)  // paused with one finger; UIKit does not end here
        #expect(machineTestClose(d.machine.scale, 200.0 / 108))
        d.advance(toMs: 130)
        d.up(1)
        #expect(d.state == .ended)
    }

    @Test("F7 / H15 hold exactly with the peers' threshold 0: 1.5, then 2.0")
    func peerPinchWithoutHysteresis() {
        var d = Self.twoFingers(hysteresis: 0)
        d.move(2, x: 250, y: 100)
        #expect(d.state == .began)
        #expect(machineTestClose(d.machine.scale, 1.5))
        d.move(2, x: 300, y: 100)
        #expect(machineTestClose(d.machine.scale, 2.0))
    }

    @Test("The scale is absolute since began, not per event: 3.0 at 300 pt, not flowkey's 1.5")
    func scaleIsCumulative() {
        var d = Self.twoFingers(hysteresis: 0)
        d.move(2, x: 300, y: 100)
        d.move(2, x: 400, y: 100)
        #expect(machineTestClose(d.machine.scale, 3.0))
    }

    @Test("H15's ending on the first lift needs endsOnSingleTouch")
    func endsOnSingleTouch() {
        var machine = PinchMachine()
        machine.setValue(.bool(true), for: "endsOnSingleTouch")
        var d = Driver(machine)
        d.down(1, x: 100, y: 100)
        d.down(2, x: 200, y: 100)
        d.move(2, x: 300, y: 100)
        d.up(2)
        #expect(d.state == .ended)
    }

    @Test("H-G4: pinching in begins and the scale falls below 1")
    func pinchIn() {
        var d = Driver(PinchMachine())
        d.send([.down(1, Point(x: 100, y: 100)), .down(2, Point(x: 300, y: 100))])
        for step in 1...5 {
            d.advance(toMs: Double(step) * 100)
            let inset = Double(step) * 10
            d.send([.move(1, Point(x: 100 + inset, y: 100)), .move(2, Point(x: 300 - inset, y: 100))])
        }
        #expect(d.transitions.map(\.state) == [.began])
        #expect(machineTestClose(d.machine.scale, 100.0 / 192))
        #expect(d.machine.velocity < 0)
    }

    // MARK: - Pausing and resuming

    @Test func oneFingerLeftPausesTheScale() {
        var d = Self.twoFingers(hysteresis: 0)
        d.move(2, x: 300, y: 100)
        d.up(2)
        d.move(1, x: 0, y: 0)
        #expect(d.state == .changed)
        #expect(machineTestClose(d.machine.scale, 2.0))
    }

    @Test func aNewSecondFingerContinuesFromTheCurrentScale() {
        var d = Self.twoFingers(hysteresis: 0)
        d.move(2, x: 300, y: 100)  // scale 2
        d.up(2)
        d.down(3, x: 150, y: 100)  // 50 pt apart now: no jump
        #expect(machineTestClose(d.machine.scale, 2.0))
        d.move(3, x: 200, y: 100)  // distance doubles
        #expect(machineTestClose(d.machine.scale, 4.0))
    }

    @Test func threeFingersPauseAndLiftingOneReanchors() {
        var d = Self.twoFingers(hysteresis: 0)
        d.move(2, x: 300, y: 100)  // scale 2
        d.down(3, x: 400, y: 200)
        d.move(2, x: 400, y: 100)  // three fingers: ignored
        #expect(machineTestClose(d.machine.scale, 2.0))
        d.up(1)  // fingers 2 and 3 remain, 100 pt apart: a new pair, no jump
        #expect(machineTestClose(d.machine.scale, 2.0))
        d.move(3, x: 400, y: 300)  // 200 pt apart: twice the distance when the pair formed
        #expect(machineTestClose(d.machine.scale, 4.0))
    }

    // MARK: - Ending

    @Test func allFingersUpBeforeBeganFails() {
        var d = Self.twoFingers()
        d.move(2, x: 205, y: 100)
        d.up(1)
        #expect(d.state == .possible)
        d.up(2)
        #expect(d.state == .failed)
    }

    @Test(arguments: [(true, GestureState.cancelled), (false, .failed)])
    func cancelledTouches(began: Bool, expected: GestureState) {
        var d = Self.twoFingers()
        if began { d.move(2, x: 250, y: 100) }
        d.cancel(2)
        #expect(d.state == expected)
        #expect(d.lastCause == .touchesCancelled)
    }

    // MARK: - Dominance

    @Test("A move dominated by translation begins the pinch but keeps the scale; d0 follows the fingers")
    func translationDominatedMoveKeepsTheScale() {
        var d = Self.twoFingers()
        d.advance(toMs: 100)
        // Both fingers slide right by 100 pt while spreading by 10 pt: mostly a translation.
        d.send([.move(1, Point(x: 200, y: 100)), .move(2, Point(x: 310, y: 100))])
        #expect(d.state == .began)
        #expect(d.machine.scale == 1)
        #expect(d.machine.velocity == 0)
        d.advance(toMs: 200)
        d.move(2, x: 410, y: 100)  // a clear spread: 110 → 210 pt
        #expect(machineTestClose(d.machine.scale, 210.0 / 110))
    }

    @Test func analyzerPicksTheDominantComponent() {
        func touch(_ serial: Int, from: Point, to: Point) -> TrackedTouch {
            TrackedTouch(id: TouchID(serial: serial), finger: serial, location: to, previousLocation: from, phase: .moved,
                         timestamp: .start)
        }
        var a = TransformAnalyzer(translationWeight: 0.5, pinchingWeight: 4, rotationWeight: 0.5)
        a.analyze([touch(1, from: Point(x: 0, y: 0), to: Point(x: 10, y: 0)),
                   touch(2, from: Point(x: 100, y: 0), to: Point(x: 110, y: 0))])
        #expect(a.dominant == .translation)
        a.reset()
        a.analyze([touch(1, from: Point(x: 0, y: 0), to: Point(x: -10, y: 0)),
                   touch(2, from: Point(x: 100, y: 0), to: Point(x: 110, y: 0))])
        #expect(a.dominant == .pinching)
        // Turning the pair by 11°: the chords' small radial part still wins with the pinch's weights (4.0 vs 0.5)…
        let turn = [touch(1, from: Point(x: 0, y: 0), to: Point(x: 0, y: 10)),
                    touch(2, from: Point(x: 100, y: 0), to: Point(x: 100, y: -10))]
        a.reset()
        a.analyze(turn)
        #expect(a.dominant == .pinching)
        // …but rotation dominates with the rotation recognizer's weights (1.0 vs 0.25).
        var r = TransformAnalyzer(translationWeight: 0.25, pinchingWeight: 0.25, rotationWeight: 1)
        r.analyze(turn)
        #expect(r.dominant == .rotation)
    }

    // MARK: - Velocity and setScale

    @Test("Velocity = 0.75·previous + 0.25·current sample, in scale per second")
    func velocity() {
        var d = Self.twoFingers()
        d.advance(toMs: 100)
        d.move(2, x: 250, y: 100)
        let s1 = 150.0 / 108
        let sample1 = (s1 - 1) / 0.1
        #expect(machineTestClose(d.machine.velocity, 0.25 * sample1))
        d.advance(toMs: 200)
        d.move(2, x: 300, y: 100)
        let sample2 = (200.0 / 108 - s1) / 0.1
        #expect(machineTestClose(d.machine.velocity, 0.75 * sample1 + 0.25 * sample2))
    }

    @Test func setScaleResetsVelocityAndLaterMovesContinueFromIt() {
        var d = Self.twoFingers(hysteresis: 0)
        d.advance(toMs: 100)
        d.move(2, x: 300, y: 100)  // scale 2, velocity > 0
        #expect(d.machine.velocity > 0)
        d.machine.setScale(3)
        #expect(d.machine.scale == 3)
        #expect(d.machine.velocity == 0)
        d.advance(toMs: 200)
        d.move(2, x: 400, y: 100)  // 200 → 300 pt: × 1.5
        #expect(machineTestClose(d.machine.scale, 4.5))
    }

    @Test func setScaleBeforeBeganKeepsTheHysteresisInPoints() {
        var d = Self.twoFingers()
        d.machine.setScale(2)
        d.move(2, x: 207.9, y: 100)
        #expect(d.state == .possible)
        #expect(d.machine.scale == 2)
        d.move(2, x: 250, y: 100)
        #expect(d.state == .began)
        #expect(machineTestClose(d.machine.scale, 2 * 150.0 / 108))
    }

    // MARK: - Location and reset

    @Test func locationIsTheCentroidThenTheLastAnchorPoint() {
        var d = Self.twoFingers()
        #expect(d.location == Point(x: 150, y: 100))
        d.move(2, x: 300, y: 100)
        #expect(d.location == Point(x: 200, y: 100))
        d.send([.up(1), .up(2)])
        #expect(d.state == .ended)
        #expect(d.machine.location(touches: []) == Point(x: 200, y: 100))
    }

    @Test func resetRestoresScaleOne() {
        var d = Self.twoFingers()
        d.move(2, x: 300, y: 100)
        d.send([.up(1), .up(2)])
        d.reset()
        #expect(d.machine.scale == 1)
        #expect(d.machine.velocity == 0)
    }
}
