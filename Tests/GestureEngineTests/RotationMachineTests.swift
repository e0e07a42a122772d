import Testing

@testable import GestureEngine

@Suite struct RotationMachineTests {
    typealias Driver = MachineDriver<RotationMachine>

    static let center = Point(x: 200, y: 300)

    /// Rotation values are compared to 1e-6 rad: `sqrt(|Δd/d0|)` turns a 1e-16 rounding of the finger distance into
    /// about 1e-8 of hysteresis.
    static func close(_ a: Double, _ b: Double) -> Bool { machineTestClose(a, b, 1e-6) }

    /// Fingers 1 and 2 down `distance` apart on a horizontal line through `center`, at t = 0.
    static func twoFingers(distance: Double = 100, _ configure: (inout RotationMachine) -> Void = { _ in }) -> Driver {
        var machine = RotationMachine()
        configure(&machine)
        var d = Driver(machine)
        let (a, b) = machineTestPair(center: center, distance: distance, degrees: 0)
        d.down(1, x: a.x, y: a.y)
        d.down(2, x: b.x, y: b.y)
        return d
    }

    /// Moves both fingers (symmetrically about `center`) to `distance` apart at `degrees` (θ, counterclockwise on
    /// screen), as one event.
    static func turn(_ d: inout Driver, distance: Double = 100, degrees: Double, by offset: Point = .zero) {
        let (a, b) = machineTestPair(center: center + offset, distance: distance, degrees: degrees)
        d.send([.move(1, a), .move(2, b)])
    }

    // MARK: - Hysteresis

    @Test("At constant distance the rotation begins past 5°, with the 5° removed", arguments: [
        (4.9, GestureState.possible), (5.1, .began), (-4.9, .possible), (-5.1, .began),
    ])
    func hysteresisAtConstantDistance(degrees: Double, expected: GestureState) {
        var d = Self.twoFingers()
        Self.turn(&d, degrees: degrees)
        #expect(d.state == expected)
        if expected == .began {
            // θ grew counterclockwise on screen, so the rotation is negative (UIKit: clockwise positive).
            let sign: Double = degrees > 0 ? -1 : 1
            #expect(Self.close(d.machine.rotation, sign * machineTestRadians(abs(degrees) - 5)))
        } else {
            #expect(Self.close(d.machine.rotation, -machineTestRadians(degrees)))
        }
    }

    @Test("The hysteresis grows to 5° + 5°·sqrt(min(|Δd/d0|, 1)) when the distance changes", arguments: [
        (150.0, 8.4, GestureState.possible), (150.0, 8.6, .began),  // 5 + 5·√0.5 = 8.536°
        (200.0, 9.9, .possible), (200.0, 10.1, .began),  // 10°
        (300.0, 9.9, .possible), (300.0, 10.1, .began),  // capped at 10°
        // Pinching in counts too (8.536°); just past it the recent pinch still dominates the rotation weights, so
        // the "over" case turns further.
        (50.0, 8.4, .possible), (50.0, 20, .began),
    ])
    func hysteresisGrowsWithDistanceChange(distance: Double, degrees: Double, expected: GestureState) {
        var d = Self.twoFingers()
        Self.turn(&d, distance: distance, degrees: 0)  // spread or pinch, no rotation
        #expect(d.state == .possible)
        Self.turn(&d, distance: distance, degrees: degrees)
        #expect(d.state == expected)
        if expected == .began {
            let h = 5 + 5 * min(abs(distance - 100) / 100, 1).squareRoot()
            #expect(Self.close(d.machine.rotation, -machineTestRadians(degrees - h)))
        }
    }

    @Test(arguments: [(100.0, 5.0), (150.0, 5 + 5 * 0.5.squareRoot()), (50.0, 5 + 5 * 0.5.squareRoot()), (200.0, 10.0), (400.0, 10.0), (0.0, 10.0)])
    func hysteresisFormula(distance: Double, degrees: Double) {
        let m = RotationMachine()
        #expect(Self.close(m.hysteresis(distance: distance, initialDistance: 100), machineTestRadians(degrees)))
    }

    @Test func beganNamesTheHysteresisInDegrees() {
        var d = Self.twoFingers()
        Self.turn(&d, degrees: 8)
        guard case .threshold(.hysteresis, let limit, let actual, .degrees, .greater)? = d.lastCause else {
            Issue.record("unexpected cause \(String(describing: d.lastCause))")
            return
        }
        #expect(Self.close(limit, 5))
        #expect(Self.close(actual, 8))
    }

    // MARK: - Turns

    @Test("Turns are counted when θ wraps through ±π", arguments: [1.0, -1.0])
    func countsTurnsPastPi(direction: Double) {
        var d = Self.twoFingers()
        for step in 1...13 {  // 13 × 30° = 390°
            Self.turn(&d, degrees: direction * Double(step) * 30)
        }
        #expect(d.state == .changed)
        #expect(Self.close(d.machine.rotation, -direction * machineTestRadians(390 - 5)))
    }

    // MARK: - Velocity and setRotation

    @Test("Velocity = 0.75·previous + 0.25·current sample of Δrotation/Δt, in rad/s")
    func velocity() {
        var d = Self.twoFingers()
        d.advance(toMs: 100)
        Self.turn(&d, degrees: 10)  // began; sample −10°/0.1 s
        let sample = -machineTestRadians(10) / 0.1
        #expect(Self.close(d.machine.velocity, 0.25 * sample))
        d.advance(toMs: 200)
        Self.turn(&d, degrees: 30)  // sample −20°/0.1 s
        #expect(Self.close(d.machine.velocity, 0.75 * sample + 0.25 * 2 * sample))
    }

    @Test func setRotationResetsVelocityAndLaterMovesContinueFromIt() {
        var d = Self.twoFingers()
        d.advance(toMs: 100)
        Self.turn(&d, degrees: 10)
        d.machine.setRotation(1)
        #expect(Self.close(d.machine.rotation, 1))
        #expect(d.machine.velocity == 0)
        d.advance(toMs: 200)
        Self.turn(&d, degrees: 20)
        #expect(Self.close(d.machine.rotation, 1 - machineTestRadians(10)))
        d.machine.setRotation(10)  // more than a turn: kept as given
        #expect(Self.close(d.machine.rotation, 10))
    }

    // MARK: - Dominance

    @Test("Past the hysteresis but dominated by translation: stays possible and the rotation holds")
    func translationDominatedMoveDoesNotBegin() {
        var d = Self.twoFingers()
        Self.turn(&d, degrees: 6, by: Point(x: 100, y: 0))
        #expect(d.state == .possible)
        #expect(Self.close(d.machine.rotation, 0))
        Self.turn(&d, degrees: 36, by: Point(x: 100, y: 0))  // a clear turn: 30° more
        #expect(d.state == .began)
        #expect(Self.close(d.machine.rotation, -machineTestRadians(25)))
    }

    @Test func afterBeganANonRotationMoveHoldsTheRotation() {
        var d = Self.twoFingers()
        d.advance(toMs: 100)
        Self.turn(&d, degrees: 10)
        let before = d.machine.rotation
        let sample = -machineTestRadians(10) / 0.1
        d.advance(toMs: 200)
        Self.turn(&d, degrees: 11, by: Point(x: 200, y: 0))  // mostly a slide
        #expect(d.state == .changed)
        #expect(Self.close(d.machine.rotation, before))
        #expect(Self.close(d.machine.velocity, 0.75 * sample))  // this event's sample is 0
    }

    // MARK: - Fingers

    @Test func oneFingerNeverBegins() {
        var d = Driver(RotationMachine())
        d.down(1, x: 100, y: 100)
        d.move(1, x: 100, y: 200)
        d.up(1)
        #expect(d.state == .failed)
    }

    @Test func liftingOneFingerPausesAndANewPairContinues() {
        var d = Self.twoFingers()
        Self.turn(&d, degrees: 20)  // rotation −15°
        d.up(2)
        #expect(d.state == .changed)
        #expect(Self.close(d.machine.rotation, -machineTestRadians(15)))
        let (a, _) = machineTestPair(center: Self.center, distance: 100, degrees: 20)
        d.down(3, x: a.x + 100, y: a.y)  // a new pair along the x axis: no jump
        #expect(Self.close(d.machine.rotation, -machineTestRadians(15)))
        // Turn finger 3 by 10° counterclockwise around finger 1: the rotation continues from −15°. (The same turn
        // clockwise would not count yet: the analyzer's low-pass still remembers the counterclockwise turn.)
        let r = machineTestRadians(10)
        d.move(3, x: a.x + 100 * machineTestCos(r), y: a.y - 100 * machineTestSin(r))
        #expect(Self.close(d.machine.rotation, -machineTestRadians(25)))
    }

    @Test(arguments: [(true, GestureState.ended), (false, .failed)])
    func allFingersUp(began: Bool, expected: GestureState) {
        var d = Self.twoFingers()
        Self.turn(&d, degrees: began ? 20 : 2)
        d.send([.up(1), .up(2)])
        #expect(d.state == expected)
        #expect(d.lastCause == .touchesEnded)
    }

    @Test(arguments: [(true, GestureState.cancelled), (false, .failed)])
    func cancelledTouches(began: Bool, expected: GestureState) {
        var d = Self.twoFingers()
        Self.turn(&d, degrees: began ? 20 : 2)
        d.cancel(1)
        #expect(d.state == expected)
    }

    @Test func locationIsTheCentroidThenTheAnchorPoint() {
        var d = Self.twoFingers()
        #expect(d.location == Self.center)
        Self.turn(&d, degrees: 20, by: Point(x: 10, y: 0))
        #expect(Self.close(d.location.x, 210) && Self.close(d.location.y, 300))
        d.send([.up(1), .up(2)])
        let anchor = d.machine.location(touches: [])
        #expect(Self.close(anchor.x, 210) && Self.close(anchor.y, 300))
    }

    @Test func resetClearsRotation() {
        var d = Self.twoFingers()
        Self.turn(&d, degrees: 40)
        d.send([.up(1), .up(2)])
        d.reset()
        #expect(d.machine.rotation == 0)
        #expect(d.machine.velocity == 0)
    }

    // MARK: - Arctangent

    @Test(arguments: [
        (1.0, 1.0, Double.pi / 4), (1.0, -1.0, 3 * Double.pi / 4), (-1.0, -1.0, -3 * Double.pi / 4),
        (-1.0, 1.0, -Double.pi / 4), (0.0, -1.0, Double.pi), (1.0, 0.0, Double.pi / 2), (-1.0, 0.0, -Double.pi / 2),
        (0.0, 1.0, 0.0), (0.0, 0.0, 0.0), (1e-300, 1.0, 1e-300),
    ])
    func arctangentKnownValues(y: Double, x: Double, expected: Double) {
        #expect(machineTestClose(RotationMachine.arctangent2(y, x), expected, 1e-15))
    }

    @Test func arctangentInvertsSineAndCosine() {
        for step in -179...179 {
            let a = Double(step) * Double.pi / 180 + 0.0123
            #expect(machineTestClose(RotationMachine.arctangent2(3 * machineTestSin(a), 3 * machineTestCos(a)), a, 1e-13))
        }
    }
}
