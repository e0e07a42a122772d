import Testing

@testable import GestureEngine

@Suite struct SwipeMachineTests {
    typealias Driver = MachineDriver<SwipeMachine>

    static func driver(_ configure: (inout SwipeMachine) -> Void = { _ in }) -> Driver {
        var machine = SwipeMachine()
        configure(&machine)
        return Driver(machine)
    }

    /// One finger down at (100, 300) at t = 0, moved by (dx, dy) at `ms`.
    static func swipe(dx: Double, dy: Double, atMs ms: Double, _ configure: (inout SwipeMachine) -> Void = { _ in }) -> Driver {
        var d = driver(configure)
        d.down(1, x: 100, y: 300)
        d.advance(toMs: ms)
        d.move(1, x: 100 + dx, y: 300 + dy)
        return d
    }

    // MARK: - Primary movement and its decay

    @Test("At t = 0 the minimum primary movement is exactly 50 pt", arguments: [
        (49.0, GestureState.possible), (50.0, .ended), (51.0, .ended),
    ])
    func primaryThresholdAtTouchDown(dx: Double, expected: GestureState) {
        let d = Self.swipe(dx: dx, dy: 0, atMs: 0)
        #expect(d.state == expected)
    }

    @Test("At t = 1 ms the threshold has decayed to 50 × (1 − 0.001 × 0.94) = 49.953 pt", arguments: [
        (49.94, GestureState.possible), (49.96, .ended),
    ])
    func primaryThresholdAfterOneMillisecond(dx: Double, expected: GestureState) {
        let d = Self.swipe(dx: dx, dy: 0, atMs: 1)
        #expect(d.state == expected)
    }

    @Test("Just before maximumDuration the threshold is 50 × (1 − 0.499 × 0.94) = 26.547 pt", arguments: [
        (26.5, GestureState.possible), (26.6, .ended),
    ])
    func decayedThresholdAt499ms(dx: Double, expected: GestureState) {
        let d = Self.swipe(dx: dx, dy: 0, atMs: 499)
        #expect(d.state == expected)
        #expect(machineTestClose(d.machine.minimumPrimaryMovement(after: .milliseconds(499)), 26.547))
    }

    @Test("t is capped at 0.5 s whatever maximumDuration is [DEC fmin(time, 0.5)]: still 26.5 pt at 0.8 s when maximumDuration is 1 s", arguments: [
        (500.0, 26.4, GestureState.possible), (500.0, 26.6, .ended), (800.0, 26.4, .possible), (800.0, 26.6, .ended),
        (1500.0, 0.1, .failed),  // past the 1 s window the timer has failed it
    ])
    func decayWithLongerMaximumDuration(ms: Double, dx: Double, expected: GestureState) {
        let d = Self.swipe(dx: dx, dy: 0, atMs: ms) { $0.maximumDuration = .milliseconds(1000) }
        #expect(d.state == expected)
    }

    @Test func decayedThresholdsMatchTheReferenceAtHalfASecond() {
        var m = SwipeMachine()
        m.maximumDuration = .milliseconds(1000)
        #expect(machineTestClose(m.minimumPrimaryMovement(after: .milliseconds(500)), 26.5))
        #expect(machineTestClose(m.maximumSecondaryMovement(after: .milliseconds(500)), 102))
        // t stops at 0.5 s, a constant in UIKit's code, not at maximumDuration [DEC `fmin(time, 0.5)`].
        m.maximumDuration = .milliseconds(2000)
        #expect(machineTestClose(m.minimumPrimaryMovement(after: .milliseconds(2000)), 26.5))
        #expect(machineTestClose(m.maximumSecondaryMovement(after: .milliseconds(2000)), 102))
    }

    // MARK: - Secondary movement

    @Test("Movement across the axis above the decayed maximum fails", arguments: [
        (0.0, 60.0, 199.0, GestureState.ended), (0.0, 60.0, 200.0, .ended), (0.0, 60.0, 201.0, .failed),
        (499.0, 30.0, 102.1, .ended), (499.0, 30.0, 102.3, .failed),  // 200 × (1 − 0.499 × 0.98) = 102.196 pt
        (0.0, 60.0, -201.0, .failed),  // upward counts the same
    ])
    func secondaryLimit(ms: Double, dx: Double, dy: Double, expected: GestureState) {
        let d = Self.swipe(dx: dx, dy: dy, atMs: ms)
        #expect(d.state == expected)
    }

    @Test func secondaryFailureNamesTheThreshold() {
        let d = Self.swipe(dx: 60, dy: 201, atMs: 0)
        #expect(d.lastCause == .threshold(property: .maximumSecondaryMovement, limit: 200, actual: 201, unit: .points,
                                          comparison: .greater))
    }

    @Test func secondaryFailsEvenBeforeThePrimaryIsReached() {
        let d = Self.swipe(dx: 10, dy: 201, atMs: 0)
        #expect(d.state == .failed)
    }

    // MARK: - Duration

    @Test func failsWhenStillPossibleAtMaximumDuration() {
        var d = Self.driver()
        d.down(1, x: 100, y: 300)
        #expect(d.timers[.maximumDuration] == VirtualTime(microseconds: 500_000))
        d.move(1, x: 110, y: 300)
        d.advance(toMs: 499.999)
        #expect(d.state == .possible)
        d.advance(toMs: 500)
        #expect(d.state == .failed)
        #expect(d.lastCause == .timerElapsed(property: .maximumDuration, duration: .milliseconds(500)))
        #expect(d.transitions.last?.at == VirtualTime(microseconds: 500_000))
    }

    @Test("A move at exactly maximumDuration is too late, even before the timer fires")
    func moveAtMaximumDurationIsTooLate() {
        var m = SwipeMachine()
        let start = TrackedTouch(id: TouchID(serial: 1), finger: 1, location: Point(x: 0, y: 0),
                                 previousLocation: Point(x: 0, y: 0), phase: .began, timestamp: .start)
        _ = m.touchesBegan(TouchBatch(touches: [start], now: .start))
        var moved = start
        moved.location = Point(x: 100, y: 0)
        moved.phase = .moved
        let late = VirtualTime(microseconds: 500_000)
        let actions = m.touchesMoved(TouchBatch(touches: [moved], now: late))
        #expect(actions.contains(.setState(.failed)))
        #expect(m.cause == .timerElapsed(property: .maximumDuration, duration: .milliseconds(500)))
    }

    @Test("Regression 11 / H13: a fast swipe is recognized during the move, before the lift")
    func fastSwipeRecognizesDuringMove() {
        var d = Self.driver()
        d.down(1, x: 10, y: 10)
        d.advance(toMs: 50)
        d.move(1, x: 110, y: 10)
        #expect(d.state == .ended)
        #expect(d.transitions.count == 1)
        #expect(d.transitions[0].at == VirtualTime(microseconds: 50_000))
        guard case .threshold(.minimumPrimaryMovement, let limit, 100, .points, .greaterOrEqual)? = d.lastCause else {
            Issue.record("unexpected cause \(String(describing: d.lastCause))")
            return
        }
        #expect(machineTestClose(limit, 50 * (1 - 0.05 * 0.94)))
    }

    @Test("Regression 11 / H14: the same swipe spread over 1000 ms fails at 500 ms")
    func slowSwipeFails() {
        var d = Self.driver()
        d.down(1, x: 10, y: 10)
        d.advance(toMs: 500)
        #expect(d.state == .failed)
        d.move(1, x: 110, y: 10)  // not delivered any more: the machine is finished
        #expect(d.transitions.count == 1)
    }

    // MARK: - Direction

    static let directionCases: [(SwipeDirection, Double, Double, GestureState)] = [
        (.left, -60, 0, .ended), (.left, 60, 0, .possible),
        (.up, 0, -60, .ended), (.up, 0, 60, .possible),
        (.down, 0, 60, .ended), (.down, 0, -60, .possible),
        (.right, 60, 0, .ended), (.right, -60, 0, .possible),
        ([.left, .up], 0, -60, .ended), ([.left, .up], -60, 0, .ended), ([.left, .up], 60, 0, .possible),
        ([], 60, 0, .possible),
    ]

    @Test("Only the allowed directions recognize", arguments: directionCases)
    func directions(direction: SwipeDirection, dx: Double, dy: Double, expected: GestureState) {
        let d = Self.swipe(dx: dx, dy: dy, atMs: 10) { $0.direction = direction }
        #expect(d.state == expected)
    }

    /// What decided is the timer: the failure names `maximumDuration`, not the direction the finger went.
    @Test func wrongDirectionStaysPossibleThenFailsOnTheTimerAtTimeout() {
        var d = Self.driver()
        d.down(1, x: 200, y: 300)
        d.advance(toMs: 10)
        d.move(1, x: 100, y: 300)
        #expect(d.state == .possible)
        d.advance(toMs: 100)
        d.move(1, x: 20, y: 300)  // still going the wrong way, far: no failure
        #expect(d.state == .possible)
        d.advance(toMs: 500)
        #expect(d.state == .failed)
        #expect(d.lastCause == .timerElapsed(property: .maximumDuration, duration: .milliseconds(500)))
    }

    @Test func wrongDirectionThenLiftReportsTheDirection() {
        var d = Self.driver { $0.direction = .up }
        d.down(1, x: 200, y: 300)
        d.advance(toMs: 10)
        d.move(1, x: 200, y: 380)
        d.up(1)
        #expect(d.state == .failed)
        #expect(d.lastCause == .wrongDirection(allowed: .up, moved: .down))
    }

    // MARK: - Touches

    @Test func moreFingersThanRequiredFail() {
        var d = Self.driver()
        d.down(1, x: 100, y: 300)
        d.down(2, x: 150, y: 300)
        #expect(d.state == .failed)
        #expect(d.lastCause == .touchCount(property: .numberOfTouchesRequired, required: 1, actual: 2))
    }

    @Test func liftBeforeRecognitionFails() {
        var d = Self.driver()
        d.down(1, x: 100, y: 300)
        d.advance(toMs: 20)
        d.move(1, x: 130, y: 300)
        d.up(1)
        #expect(d.state == .failed)
        #expect(d.lastCause == .touchesEnded)
        #expect(d.actions.contains(.cancelTimer(.maximumDuration)))
    }

    @Test func cancelledTouchesFail() {
        var d = Self.driver()
        d.down(1, x: 100, y: 300)
        d.cancel(1)
        #expect(d.state == .failed)
        #expect(d.lastCause == .touchesCancelled)
    }

    @Test func twoFingerSwipeNeedsEveryFingerToQualify() {
        var d = Self.driver { $0.numberOfTouchesRequired = 2 }
        d.send([.down(1, Point(x: 100, y: 300)), .down(2, Point(x: 100, y: 400))])
        d.advance(toMs: 20)
        d.move(1, x: 180, y: 300)
        #expect(d.state == .possible)  // finger 2 has not moved
        d.move(2, x: 180, y: 400)
        #expect(d.state == .ended)
    }

    @Test func oneFingerOfARequiredTwoNeverRecognizes() {
        var d = Self.driver { $0.numberOfTouchesRequired = 2 }
        d.down(1, x: 100, y: 300)
        d.advance(toMs: 20)
        d.move(1, x: 250, y: 300)
        #expect(d.state == .possible)
        d.advance(toMs: 500)
        #expect(d.state == .failed)
    }

    @Test func eachTouchDownRestartsTheClock() {
        var d = Self.driver { $0.numberOfTouchesRequired = 2 }
        d.down(1, x: 100, y: 300)
        d.advance(toMs: 400)
        d.down(2, x: 100, y: 400)
        d.advance(toMs: 899)
        #expect(d.state == .possible)
        d.advance(toMs: 900)
        #expect(d.state == .failed)
    }

    // MARK: - Speed

    @Test("minimumPrimaryMovementRate compares the speed along the axis since the previous move", arguments: [
        (50.0, GestureState.ended),  // 60 pt in 50 ms = 1200 pt/s
        (100.0, .possible),  // 60 pt in 100 ms = 600 pt/s
    ])
    func minimumRate(ms: Double, expected: GestureState) {
        let d = Self.swipe(dx: 60, dy: 0, atMs: ms) { $0.minimumPrimaryMovementRate = 1000 }
        #expect(d.state == expected)
    }

    @Test func rateUsesTheLatestStepNotTheWholeMovement() {
        var d = Self.driver { $0.minimumPrimaryMovementRate = 1000 }
        d.down(1, x: 100, y: 300)
        d.advance(toMs: 100)
        d.move(1, x: 140, y: 300)  // 400 pt/s, and 40 pt is short anyway
        #expect(d.state == .possible)
        d.advance(toMs: 110)
        d.move(1, x: 160, y: 300)  // 20 pt in 10 ms = 2000 pt/s; total 60 pt
        #expect(d.state == .ended)
    }

    // MARK: - Location and properties

    @Test func locationIsTheStartCentroid() {
        var d = Self.driver { $0.numberOfTouchesRequired = 2 }
        d.down(1, x: 10, y: 10)
        #expect(d.location == Point(x: 10, y: 10))
        d.down(2, x: 30, y: 20)
        #expect(d.location == Point(x: 20, y: 15))
        d.advance(toMs: 20)
        d.send([.move(1, Point(x: 110, y: 10)), .move(2, Point(x: 130, y: 20))])
        #expect(d.state == .ended)
        #expect(d.location == Point(x: 20, y: 15))
        #expect(d.machine.startLocation == Point(x: 20, y: 15))
        d.reset()
        #expect(d.machine.startLocation == nil)
    }

    @Test func settingPropertiesByName() {
        var m = SwipeMachine()
        m.setValue(.direction([.left, .down]), for: "direction")
        m.setValue(.number(30), for: "minimumPrimaryMovement")
        m.setValue(.duration(.milliseconds(300)), for: "maximumDuration")
        #expect(m.direction == [.left, .down])
        #expect(m.minimumPrimaryMovement == 30)
        #expect(m.maximumDuration == .milliseconds(300))
    }
}
