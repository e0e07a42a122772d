import Testing
@testable import GestureEngine

/// `ignore(_:for:)` asked by a machine for several fingers that go down in one event: the environment drops exactly
/// those touches from the recognizer (`MachineAction.ignoreNewTouches(keeping:)`), keeping the first ones in
/// arrival order.
@Suite struct IgnoredTouchesTests {
    private func fingers(_ s: Scene, _ name: String) -> [Int] {
        s.env.tracked[s.ids[name]!.index].map(\.finger)
    }

    @Test func aRecognizingLongPressIgnoresEveryFingerThatJoins() {
        var s = Scene()
        s.add("press", .longPress)
        s.at(0, .down(finger: 1, at: p(100, 100)))
        s.wait(until: 500)
        #expect(s.state("press") == .began)
        s.at(520, .down(finger: 2, at: p(150, 100)), .down(finger: 3, at: p(200, 100)))
        #expect(fingers(s, "press") == [1])
        // The ignored fingers no longer count: moving them far does not end the press.
        s.at(540, .move(finger: 2, to: p(300, 300)), .move(finger: 3, to: p(350, 300)))
        #expect(s.state("press") == .changed)
        #expect(s.env.numberOfTouches(of: s.ids["press"]!) == 1)
    }

    @Test func aPanKeepsTheFirstFingersUpToItsMaximum() {
        var s = Scene()
        s.add("pan", .pan, ["maximumNumberOfTouches": .integer(2)])
        s.at(0, .down(finger: 1, at: p(100, 100)))
        s.at(16, .move(finger: 1, to: p(130, 100)))
        #expect(s.state("pan") == .began)
        s.at(32, .down(finger: 2, at: p(150, 150)), .down(finger: 3, at: p(200, 150)), .down(finger: 4, at: p(250, 150)))
        #expect(fingers(s, "pan") == [1, 2])
    }

    @Test func aScreenEdgePanFollowsOnlyTheFirstOfFingersThatLandTogether() {
        var s = Scene()
        s.add("edge", .screenEdgePan, ["edges": .edges(.left)])
        s.at(0, .down(finger: 1, at: p(5, 300)), .down(finger: 2, at: p(6, 400)))
        #expect(fingers(s, "edge") == [1])
    }
}
