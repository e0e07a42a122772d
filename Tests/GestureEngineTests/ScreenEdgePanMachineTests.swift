import Testing

@testable import GestureEngine

@Suite struct ScreenEdgePanMachineTests {
    typealias Driver = MachineDriver<ScreenEdgePanMachine>

    static func driver(edges: RectEdge = .left, _ configure: (inout ScreenEdgePanMachine) -> Void = { _ in }) -> Driver {
        var machine = ScreenEdgePanMachine()
        machine.edges = edges
        configure(&machine)
        return Driver(machine)
    }

    // MARK: - Edge region

    @Test("The finger must touch down within 13 pt of an enabled edge", arguments: [
        (12.0, GestureState.possible), (13.0, .possible), (14.0, .failed),
    ])
    func edgeRegion(x: Double, expected: GestureState) {
        var d = Self.driver()
        d.down(1, x: x, y: 300)
        #expect(d.state == expected)
        if expected == .failed {
            #expect(d.lastCause == .threshold(property: .edgeRegion, limit: 13, actual: x, unit: .points, comparison: .greater))
        } else {
            #expect(d.timers[.maximumDuration] == VirtualTime(microseconds: 250_000))
        }
    }

    @Test("edges is empty by default (UIKit's default), and then the gesture never begins")
    func emptyEdgesNeverBegin() {
        #expect(ScreenEdgePanMachine().edges.isEmpty)
        var d = Driver(ScreenEdgePanMachine())
        d.down(1, x: 0, y: 300)
        #expect(d.state == .failed)
        guard case .note(let text)? = d.lastCause else {
            Issue.record("unexpected cause \(String(describing: d.lastCause))")
            return
        }
        #expect(text == .edgesEmpty)
        #expect(text.description.contains("edges is empty"))
    }

    @Test("Regression 12 / A20 hold with the peer's 20 pt region", arguments: [
        (20.0, GestureState.began), (100.0, .failed),
    ])
    func peerEdgeRegion(x: Double, expected: GestureState) {
        var d = Self.driver { $0.setValue(.number(20), for: "edgeRegion") }
        d.down(1, x: x, y: 300)
        d.advance(toMs: 50)
        d.move(1, x: x + 40, y: 300)
        #expect(d.state == expected)
    }

    @Test("The right edge is measured from screenSize", arguments: [
        (375.0, GestureState.began), (1000.0, .failed),
    ])
    func rightEdgeUsesScreenWidth(width: Double, expected: GestureState) {
        var d = Self.driver(edges: .right) { $0.screenSize = Point(x: width, y: 667) }
        d.down(1, x: 365, y: 300)
        d.advance(toMs: 50)
        d.move(1, x: 349, y: 300)
        #expect(d.state == expected)
        if expected == .began { #expect(d.machine.translation == Point(x: -1, y: 0)) }
    }

    static let edgeCases: [(RectEdge, Point, Point)] = [
        (.left, Point(x: 5, y: 300), Point(x: 21, y: 300)),
        (.right, Point(x: 370, y: 300), Point(x: 354, y: 300)),
        (.top, Point(x: 200, y: 5), Point(x: 200, y: 21)),
        (.bottom, Point(x: 200, y: 662), Point(x: 200, y: 646)),
    ]

    @Test("Every edge begins on a move of 16 pt inward", arguments: edgeCases)
    func eachEdge(edge: RectEdge, start: Point, end: Point) {
        var d = Self.driver(edges: edge)
        d.down(1, x: start.x, y: start.y)
        d.advance(toMs: 50)
        d.move(1, x: end.x, y: end.y)
        #expect(d.state == .began)
        #expect((d.machine.translation - (end - start) * (1.0 / 16)).length < 1e-9)  // 1 pt left after 15 pt hysteresis
    }

    @Test func aCornerTouchesBothEdges() {
        var d = Self.driver(edges: [.left, .top])
        d.down(1, x: 5, y: 5)
        d.advance(toMs: 50)
        d.move(1, x: 6, y: 25)  // away from the top edge
        #expect(d.state == .began)
    }

    @Test func aTouchNearADisabledEdgeFails() {
        var d = Self.driver(edges: .left)
        d.down(1, x: 370, y: 300)
        #expect(d.state == .failed)
    }

    // MARK: - Hysteresis and duration

    @Test("The finger must move 15 pt away from the edge; the hysteresis leaves the translation", arguments: [
        (14.0, GestureState.possible, 0.0), (15.0, .began, 0.0), (16.0, .began, 1.0),
    ])
    func hysteresis(moved: Double, expected: GestureState, translation: Double) {
        var d = Self.driver()
        d.down(1, x: 5, y: 300)
        d.advance(toMs: 50)
        d.move(1, x: 5 + moved, y: 300)
        #expect(d.state == expected)
        if expected == .began {
            #expect(d.machine.translation == Point(x: translation, y: 0))
            #expect(d.lastCause == .threshold(property: .hysteresis, limit: 15, actual: moved, unit: .points,
                                              comparison: .greaterOrEqual))
            #expect(d.timers[.maximumDuration] == nil)
        }
    }

    @Test func hysteresisIsRemovedPerAxisThenTranslationAccumulates() {
        var d = Self.driver()
        d.down(1, x: 5, y: 300)
        d.advance(toMs: 50)
        d.move(1, x: 21, y: 303)
        #expect(d.machine.translation == Point(x: 1, y: 0))
        d.advance(toMs: 100)
        d.move(1, x: 30, y: 320)
        #expect(d.state == .changed)
        #expect(d.machine.translation == Point(x: 10, y: 17))
    }

    @Test func movingAlongOrTowardTheEdgeDoesNotBegin() {
        var d = Self.driver()
        d.down(1, x: 10, y: 300)
        d.advance(toMs: 50)
        d.move(1, x: 10, y: 400)
        d.advance(toMs: 100)
        d.move(1, x: 0, y: 400)
        #expect(d.state == .possible)
    }

    @Test func failsWhenStillPossibleAtMaximumSwipeDuration() {
        var d = Self.driver()
        d.down(1, x: 5, y: 300)
        d.advance(toMs: 100)
        d.move(1, x: 15, y: 300)
        d.advance(toMs: 249.999)
        #expect(d.state == .possible)
        d.advance(toMs: 250)
        #expect(d.state == .failed)
        #expect(d.lastCause == .timerElapsed(property: .maximumSwipeDuration, duration: .milliseconds(250)))
    }

    @Test("A move at exactly maximumSwipeDuration is too late, even before the timer fires")
    func moveAtDeadlineIsTooLate() {
        var m = ScreenEdgePanMachine()
        m.edges = .left
        let start = TrackedTouch(id: TouchID(serial: 1), finger: 1, location: Point(x: 5, y: 300),
                                 previousLocation: Point(x: 5, y: 300), phase: .began, timestamp: .start)
        _ = m.touchesBegan(TouchBatch(touches: [start], now: .start))
        var moved = start
        moved.location = Point(x: 40, y: 300)
        moved.phase = .moved
        let actions = m.touchesMoved(TouchBatch(touches: [moved], now: VirtualTime(microseconds: 250_000)))
        #expect(actions.contains(.setState(.failed)))
        #expect(m.cause == .timerElapsed(property: .maximumSwipeDuration, duration: .milliseconds(250)))
    }

    // MARK: - Touches

    @Test func extraFingersAreIgnoredBeforeAndAfterBeginning() {
        var d = Self.driver()
        d.down(1, x: 5, y: 300)
        d.down(2, x: 100, y: 300)
        let second = TouchID(serial: 2)
        #expect(d.ignored.contains(second))
        #expect(d.state == .possible)
        d.move(2, x: 300, y: 300)  // not delivered any more; would not count anyway
        #expect(d.state == .possible)
        d.advance(toMs: 50)
        d.move(1, x: 21, y: 300)
        #expect(d.state == .began)
        #expect(d.machine.translation == Point(x: 1, y: 0))
        d.down(3, x: 200, y: 200)
        #expect(d.ignored.contains(TouchID(serial: 3)))
        #expect(d.machine.translation == Point(x: 1, y: 0))
        #expect(d.location == Point(x: 21, y: 300))
    }

    @Test func twoFingersInOneEventTrackTheFirst() {
        var d = Self.driver()
        d.send([.down(1, Point(x: 5, y: 300)), .down(2, Point(x: 6, y: 400))])
        #expect(d.ignored.contains(TouchID(serial: 2)))
        d.advance(toMs: 50)
        d.send([.move(1, Point(x: 21, y: 300)), .move(2, Point(x: 100, y: 400))])
        #expect(d.state == .began)
        #expect(d.machine.translation == Point(x: 1, y: 0))
    }

    @Test(arguments: [(true, GestureState.ended), (false, .failed)])
    func lifting(began: Bool, expected: GestureState) {
        var d = Self.driver()
        d.down(1, x: 5, y: 300)
        d.advance(toMs: 50)
        d.move(1, x: began ? 30 : 10, y: 300)
        d.up(1)
        #expect(d.state == expected)
        #expect(d.lastCause == .touchesEnded)
    }

    @Test(arguments: [(true, GestureState.cancelled), (false, .failed)])
    func cancelling(began: Bool, expected: GestureState) {
        var d = Self.driver()
        d.down(1, x: 5, y: 300)
        d.advance(toMs: 50)
        d.move(1, x: began ? 30 : 10, y: 300)
        d.cancel(1)
        #expect(d.state == expected)
        #expect(d.lastCause == .touchesCancelled)
    }

    // MARK: - Pan API

    @Test("Removing the hysteresis does not reset the velocity")
    func velocityAtBegan() {
        var d = Self.driver()
        d.down(1, x: 5, y: 300)
        d.advance(toMs: 10)
        d.move(1, x: 13, y: 300)
        d.advance(toMs: 20)
        d.move(1, x: 21, y: 300)
        #expect(d.state == .began)
        #expect(machineTestClose(d.machine.velocity.x, 800))
    }

    @Test func setTranslationAndFailureRequirementRestart() {
        var d = Self.driver()
        d.down(1, x: 5, y: 300)
        d.advance(toMs: 50)
        d.move(1, x: 30, y: 300)
        #expect(d.machine.translation == Point(x: 10, y: 0))
        d.machine.setTranslation(Point(x: 12, y: 13))
        #expect(d.machine.translation == Point(x: 12, y: 13))
        #expect(d.machine.velocity == .zero)
        d.advance(toMs: 100)
        d.move(1, x: 40, y: 300)
        #expect(d.machine.translation == Point(x: 22, y: 13))
        d.machine.willBeginAfterSatisfyingFailureRequirements()
        #expect(d.machine.translation == .zero)
    }

    @Test func resetStartsOver() {
        var d = Self.driver()
        d.down(1, x: 5, y: 300)
        d.advance(toMs: 50)
        d.move(1, x: 30, y: 300)
        d.up(1)
        d.reset()
        #expect(d.machine.translation == .zero)
        d.down(2, x: 3, y: 100)
        d.advance(toMs: 100)
        d.move(2, x: 20, y: 100)
        #expect(d.state == .began)
        #expect(d.machine.translation == Point(x: 2, y: 0))
    }
}
