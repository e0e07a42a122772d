import Testing

@testable import GestureEngine

/// `UITapGestureRecognizer` boundaries, following the UIKit reference (ref) §4.1 (the private `UITapRecognizer`):
/// movement > 45 pt fails (so exactly 45 pt does not), the next tap must touch down less than 0.35 s after the
/// previous touch-up, a tap may be held up to `maximumTapDuration` (0.75 s, a [GUESS]), the touch count must be
/// reached and never exceeded, and `location(in:)` is the first tap's start point.
///
/// **Timer versus event at the same instant.** A timer due at time T fires before an event stamped T (the driver
/// and the environment both fire due timers first, as UIKit's run loop services a timer whose fire date has passed
/// before it handles the next input). So the interval and the maximum duration are exclusive bounds: a touch-down
/// exactly 350 ms after the touch-up is too late, and a tap lifted exactly 750 ms after its touch-down is too long.
@Suite struct TapMachineTests {
    typealias Driver = MachineDriver<TapMachine>

    static func driver(_ configure: (inout TapMachine) -> Void = { _ in }) -> Driver {
        var machine = TapMachine()
        configure(&machine)
        return Driver(machine)
    }

    /// Failures and recognitions the machine asked for.
    static func states(_ d: Driver) -> [GestureState] { d.transitions.map(\.state) }

    // MARK: - Defaults

    @Test func defaultsAreUIKits() {
        let m = TapMachine()
        #expect(m.numberOfTapsRequired == 1)
        #expect(m.numberOfTouchesRequired == 1)
        #expect(m.allowableMovement == 45)
        #expect(m.maximumIntervalBetweenSuccessiveTaps == .milliseconds(350))
        #expect(m.maximumTapDuration == .milliseconds(750))
    }

    @Test func plainTapRecognizesAtTouchUpWithoutBegan() {
        var d = Self.driver()
        d.down(1, x: 100, y: 100)
        d.advance(toMs: 50)
        #expect(d.transitions.isEmpty)
        d.up(1)
        #expect(Self.states(d) == [.ended])
        #expect(d.transitions.last?.at == VirtualTime(microseconds: 50_000))
        #expect(d.lastCause == .tapCount(required: 1))
    }

    // MARK: - allowableMovement 45 pt ("> 45 fails")

    @Test("Movement from the start point: 44.9 and 45 pt recognize, 45.1 pt fails", arguments: [
        (44.9, GestureState.ended), (45.0, .ended), (45.1, .failed),
    ])
    func allowableMovementBoundary(distance: Double, expected: GestureState) {
        var d = Self.driver()
        d.down(1, x: 100, y: 100)
        d.move(1, x: 100 + distance, y: 100)
        d.up(1)
        #expect(d.state == expected)
        #expect(d.transitions.count == 1)
    }

    @Test("The limit is Euclidean: (31.8, 31.8) is 44.97 pt, (31.9, 31.9) is 45.11 pt", arguments: [
        (31.8, GestureState.ended), (31.9, .failed),
    ])
    func allowableMovementIsEuclidean(offset: Double, expected: GestureState) {
        var d = Self.driver()
        d.down(1, x: 100, y: 100)
        d.move(1, x: 100 + offset, y: 100 + offset)
        d.up(1)
        #expect(d.state == expected)
    }

    @Test func tooMuchMovementFailsAtTheMoveAndNamesTheProperty() throws {
        var d = Self.driver()
        d.down(1, x: 100, y: 100)
        d.move(1, x: 150, y: 100)
        #expect(d.state == .failed)
        let cause = try #require(d.lastCause)
        guard case .threshold(let property, let limit, let actual, _, let comparison) = cause else {
            Issue.record("unexpected cause \(cause)")
            return
        }
        #expect(property == .allowableMovement)
        #expect(limit == 45)
        #expect(machineTestClose(actual, 50))
        #expect(comparison == .greater)
    }

    @Test func movementIsMeasuredFromTheStartNotTheLastSample() {
        var d = Self.driver()
        d.down(1, x: 100, y: 100)
        for x in stride(from: 110.0, through: 140.0, by: 10) { d.move(1, x: x, y: 100) }
        #expect(d.state == .possible)
        d.move(1, x: 146, y: 100)  // 6 pt from the previous sample, 46 pt from the start
        #expect(d.state == .failed)
    }

    @Test func movingAwayAndBackWithinTheLimitStillTaps() {
        var d = Self.driver()
        d.down(1, x: 100, y: 100)
        d.move(1, x: 140, y: 100)
        d.move(1, x: 100, y: 100)
        d.up(1)
        #expect(d.state == .ended)
    }

    @Test func customAllowableMovement() {
        var d = Self.driver { $0.allowableMovement = 10 }
        d.down(1, x: 100, y: 100)
        d.move(1, x: 110, y: 100)
        #expect(d.state == .possible)
        d.move(1, x: 110.1, y: 100)
        #expect(d.state == .failed)
    }

    // MARK: - Inter-tap interval 350 ms (touch-up to next touch-down)

    @Test("Second touch-down 349 ms after the first touch-up recognizes; 350 and 351 ms are too late", arguments: [
        (349.0, GestureState.ended), (350.0, .failed), (351.0, .failed),
    ])
    func interTapIntervalBoundary(gapMs: Double, expected: GestureState) {
        var d = Self.driver { $0.numberOfTapsRequired = 2 }
        d.down(1, x: 100, y: 100)
        d.advance(toMs: 50)
        d.up(1)
        d.advance(toMs: 50 + gapMs)
        d.down(1, x: 100, y: 100)
        d.advance(toMs: 50 + gapMs + 50)
        d.up(1)
        #expect(d.state == expected)
        #expect(d.transitions.count == 1)
        if expected == .failed {
            // The interval timer failed it, at exactly up + 350 ms, before the late touch-down.
            #expect(d.transitions[0].at == VirtualTime(microseconds: 400_000))
            #expect(d.lastCause == .timerElapsed(property: .maximumIntervalBetweenSuccessiveTaps, duration: .milliseconds(350)))
        }
    }

    @Test func intervalIsMeasuredFromTouchUpNotFromTouchDown() {
        // First tap held 700 ms (under maximumTapDuration); the second starts 300 ms after its touch-up, i.e. 1 s
        // after the first touch-down.
        var d = Self.driver { $0.numberOfTapsRequired = 2 }
        d.down(1, x: 100, y: 100)
        d.advance(toMs: 700)
        d.up(1)
        d.advance(toMs: 1000)
        d.down(1, x: 100, y: 100)
        d.advance(toMs: 1050)
        d.up(1)
        #expect(d.state == .ended)
    }

    @Test func eachIntervalRestartsForTripleTaps() {
        var d = Self.driver { $0.numberOfTapsRequired = 3 }
        var t = 0.0
        for _ in 0..<3 {
            d.advance(toMs: t)
            d.down(1, x: 100, y: 100)
            t += 50
            d.advance(toMs: t)
            d.up(1)
            t += 340  // each gap 340 ms < 350 ms; 780 ms overall
        }
        #expect(d.state == .ended)
        #expect(d.transitions.count == 1)
    }

    @Test func singleTapStartsNoIntervalTimer() {
        var d = Self.driver()
        d.down(1, x: 100, y: 100)
        d.up(1)
        #expect(d.timers[.tapInterval] == nil)
        #expect(d.timers[.maximumTapDuration] == nil)
    }

    // MARK: - maximumTapDuration 750 ms

    @Test("A tap held 749 ms recognizes; 750 and 751 ms are too long", arguments: [
        (749.0, GestureState.ended), (750.0, .failed), (751.0, .failed),
    ])
    func maximumTapDurationBoundary(holdMs: Double, expected: GestureState) {
        var d = Self.driver()
        d.down(1, x: 100, y: 100)
        d.advance(toMs: holdMs)
        d.up(1)
        #expect(d.state == expected)
        if expected == .failed {
            #expect(d.transitions[0].at == VirtualTime(microseconds: 750_000))
            #expect(d.lastCause == .timerElapsed(property: .maximumTapDuration, duration: .milliseconds(750)))
        }
    }

    @Test func maximumTapDurationAppliesToEveryTapOfAMultiTap() {
        var d = Self.driver { $0.numberOfTapsRequired = 2 }
        d.down(1, x: 100, y: 100)
        d.advance(toMs: 50)
        d.up(1)
        d.advance(toMs: 100)
        d.down(1, x: 100, y: 100)
        d.advance(toMs: 849)  // second tap held 749 ms
        #expect(d.state == .possible)
        d.advance(toMs: 850)  // 750 ms
        #expect(d.state == .failed)
    }

    // MARK: - numberOfTouchesRequired

    @Test func twoFingerTapWithTwoFingers() {
        var d = Self.driver { $0.numberOfTouchesRequired = 2 }
        d.send([.down(1, p(100, 100)), .down(2, p(140, 100))])
        d.advance(toMs: 50)
        d.up(1)
        #expect(d.state == .possible)  // counts when the last finger lifts
        d.up(2)
        #expect(d.state == .ended)
        // location(in:) = centroid at the touch-down of the required fingers.
        #expect(d.location == p(120, 100))
    }

    @Test func twoFingerTapWithOneFingerFailsAtTouchUp() {
        var d = Self.driver { $0.numberOfTouchesRequired = 2 }
        d.down(1, x: 100, y: 100)
        d.advance(toMs: 50)
        #expect(d.state == .possible)
        d.up(1)
        #expect(d.state == .failed)
        guard case .touchCount(let property, let required, _) = d.lastCause else {
            Issue.record("unexpected cause \(String(describing: d.lastCause))")
            return
        }
        #expect(property == .numberOfTouchesRequired)
        #expect(required == 2)
    }

    @Test func twoFingerTapWithThreeFingersFailsAtTheThirdTouchDown() {
        var d = Self.driver { $0.numberOfTouchesRequired = 2 }
        d.send([.down(1, p(100, 100)), .down(2, p(140, 100))])
        #expect(d.state == .possible)
        d.down(3, x: 180, y: 100)
        #expect(d.state == .failed)
        #expect(d.lastCause == .touchCount(property: .numberOfTouchesRequired, required: 2, actual: 3))
    }

    @Test func threeFingersInOneEventFailATwoFingerTap() {
        var d = Self.driver { $0.numberOfTouchesRequired = 2 }
        d.send([.down(1, p(100, 100)), .down(2, p(140, 100)), .down(3, p(180, 100))])
        #expect(d.state == .failed)
    }

    @Test func oneFingerTapFailsOnASecondFinger() {
        var d = Self.driver()
        d.down(1, x: 100, y: 100)
        d.down(2, x: 150, y: 100)
        #expect(d.state == .failed)
        #expect(d.lastCause == .touchCount(property: .numberOfTouchesRequired, required: 1, actual: 2))
    }

    @Test func twoFingerTapMovementIsTheCentroids() {
        // Finger 2 moves 80 pt: the centroid moves 40 pt (< 45), then 46 pt.
        var d = Self.driver { $0.numberOfTouchesRequired = 2 }
        d.send([.down(1, p(100, 100)), .down(2, p(140, 100))])
        d.move(2, x: 220, y: 100)
        #expect(d.state == .possible)
        d.move(2, x: 232, y: 100)
        #expect(d.state == .failed)
    }

    // MARK: - Second tap position and location

    @Test("Second tap touch-down 45 pt from the first tap's start recognizes; 45.1 pt fails at that touch-down", arguments: [
        (44.9, GestureState.ended), (45.0, .ended), (45.1, .failed),
    ])
    func secondTapDistanceBoundary(distance: Double, expected: GestureState) {
        var d = Self.driver { $0.numberOfTapsRequired = 2 }
        d.down(1, x: 100, y: 100)
        d.up(1)
        d.advance(toMs: 100)
        d.down(1, x: 100, y: 100 + distance)
        if expected == .failed {
            #expect(d.state == .failed)  // at the touch-down, not at the touch-up
        }
        d.up(1)
        #expect(d.state == expected)
    }

    @Test func secondTapIsMeasuredFromTheFirstTapsStartNotFromWhereItLifted() {
        // First tap drifts 40 pt right; the second tap touches down 40 pt further right: 80 pt from the start.
        var d = Self.driver { $0.numberOfTapsRequired = 2 }
        d.down(1, x: 100, y: 100)
        d.move(1, x: 140, y: 100)
        d.up(1)
        d.advance(toMs: 100)
        d.down(1, x: 180, y: 100)
        #expect(d.state == .failed)
    }

    @Test func movementDuringTheSecondTapIsMeasuredFromTheFirstTapsStart() {
        // The second tap touches down 30 pt from the start and moves 16 pt further: 46 pt from the first start.
        var d = Self.driver { $0.numberOfTapsRequired = 2 }
        d.down(1, x: 100, y: 100)
        d.up(1)
        d.advance(toMs: 100)
        d.down(1, x: 130, y: 100)
        #expect(d.state == .possible)
        d.move(1, x: 146, y: 100)
        #expect(d.state == .failed)
    }

    @Test func locationIsTheFirstTapsStartPoint() {
        var d = Self.driver { $0.numberOfTapsRequired = 2 }
        d.down(1, x: 100, y: 100)
        #expect(d.location == p(100, 100))
        d.move(1, x: 120, y: 110)
        #expect(d.location == p(100, 100))  // not the current touch
        d.up(1)
        d.advance(toMs: 100)
        d.down(1, x: 110, y: 120)
        #expect(d.location == p(100, 100))  // not the second tap's point
        d.up(1)
        #expect(d.state == .ended)
        #expect(d.location == p(100, 100))
    }

    // MARK: - Cancel and reset

    @Test func cancelFailsATap() {
        var d = Self.driver()
        d.down(1, x: 100, y: 100)
        d.cancel(1)
        #expect(d.state == .failed)
        #expect(d.lastCause == .touchesCancelled)
    }

    @Test func cancelBetweenTapsOfADoubleTapFailsIt() {
        var d = Self.driver { $0.numberOfTapsRequired = 2 }
        d.down(1, x: 100, y: 100)
        d.up(1)
        d.advance(toMs: 100)
        d.down(1, x: 100, y: 100)
        d.cancel(1)
        #expect(d.state == .failed)
        #expect(d.lastCause == .touchesCancelled)
    }

    @Test func resetStartsANewAttemptWithANewStartPoint() {
        var d = Self.driver()
        d.down(1, x: 100, y: 100)
        d.up(1)
        #expect(d.state == .ended)
        d.reset()
        d.advance(toMs: 100)
        d.down(1, x: 300, y: 300)
        #expect(d.location == p(300, 300))
        d.move(1, x: 340, y: 300)
        d.up(1)
        #expect(d.state == .ended)
    }

    // MARK: - The same boundaries through the environment (timers and events interleaved by the environment)

    @Test("Environment: a touch-down at up + 349 ms makes a double tap; at up + 350 ms the timer wins", arguments: [
        (Int64(349), GestureState.ended), (350, .failed),
    ])
    func environmentInterTapBoundary(gapMs: Int64, expected: GestureState) {
        var s = Scene()
        s.add("double", .tap, ["numberOfTapsRequired": .integer(2)])
        s.at(0, .down(finger: 1, at: p(100, 100)))
        s.at(50, .up(finger: 1))
        s.at(50 + gapMs, .down(finger: 1, at: p(100, 100)))
        s.at(100 + gapMs, .up(finger: 1))
        if expected == .ended {
            #expect(s.transitions() == ["\(100 + gapMs)ms double: possible → ended"])
        } else {
            #expect(s.transitions() == ["400ms double: possible → failed"])
        }
    }

    @Test("Environment: a tap lifted at 749 ms recognizes; at 750 ms the maximumTapDuration timer wins", arguments: [
        (Int64(749), "749ms tap: possible → ended"), (750, "750ms tap: possible → failed"),
    ])
    func environmentMaximumTapDurationBoundary(holdMs: Int64, transition: String) {
        var s = Scene()
        s.add("tap", .tap)
        s.at(0, .down(finger: 1, at: p(100, 100)))
        s.at(holdMs, .up(finger: 1))
        #expect(s.transitions() == [transition])
    }
}
