import GestureEngine
import Testing
@testable import TouchTracker

/// moveLine(_:) through stages 09–12: the pan excluded by the long press, simultaneous recognition, the line
/// running away without `setTranslation(.zero, in:)`, and following the finger with it.
@Suite struct MoveLineTests {
    /// Press line 0 (y = 100) for 0.5 s, then four moves of 20 pt down, one event each. After each move: the pan's
    /// translation and line 0's y.
    private func pressAndDrag(_ h: TouchTrackerHarness) throws -> [(translation: Double, y: Double)] {
        try h.drawLines()
        try h.down(1, 150, 100)
        h.wait(500)
        #expect(h.view.selectedLineIndex == 0)
        var steps: [(Double, Double)] = []
        for k in 1...4 {
            try h.move(1, 150, 100 + 20 * Double(k))
            steps.append((h.env.translation(of: h.id("moveLine"))!.y, h.lines[0].begin.y))
        }
        try h.up(1)
        return steps
    }

    /// Without setTranslation the whole translation is added at every `.changed`: 30, 50, 70 pt for a finger that
    /// moved 20 pt each time. With it, each change adds only the movement since the last one. Either way nothing
    /// moves at `.began`, whose translation is the movement less the pan's 10 pt hysteresis.
    @Test(arguments: [
        ("11", [(10.0, 100.0), (30, 130), (50, 180), (70, 250)]),
        ("12", [(10.0, 100.0), (0, 130), (0, 150), (0, 170)]),
    ])
    func lineFollowsTheTranslation(stage: String, expected: [(translation: Double, y: Double)]) throws {
        let h = TouchTrackerHarness(stage: stage)
        let steps = try pressAndDrag(h)
        #expect(steps.map(\.translation) == expected.map(\.translation))
        #expect(steps.map(\.y) == expected.map(\.y))
        #expect(h.lines[0] == line(50, expected[3].y, 250, expected[3].y))  // the begin and end points move together
        #expect(h.view.selectedLineIndex == nil)
    }

    /// A smooth diagonal drag of 30,100 pt in six events: the pan begins at the first (5,16.7), where the
    /// hysteresis is removed per axis toward zero: y loses 10 pt, x loses only the 5 pt it had. The final app moves
    /// the line by 25,90.
    @Test func finalAppFollowsTheFingerLessTheHysteresis() throws {
        let h = TouchTrackerHarness()
        try h.drawLines()
        try h.down(1, 150, 100)
        h.wait(500)
        try h.move(1, by: 30, 100, over: 100, steps: 6)
        try h.up(1)
        #expect(close(h.lines[0].begin, p(75, 190)))
        #expect(close(h.lines[0].end, p(275, 190)))
    }

    /// Stage 09: the long press excludes the pan (no simultaneous recognition): only long presses are reported.
    /// Stage 10: both are reported, but moveLine(_:) only prints.
    @Test(arguments: [
        ("09", [GestureState.failed], [GestureState](),
         ["Recognized a long press", "Recognized a long press", "Recognized a long press"]),
        ("10", [], [.began, .ended],
         ["Recognized a long press", "Recognized a long press", "Recognized a pan", "Recognized a long press", "Recognized a pan"]),
    ])
    func pressThenDrag(stage: String, panAtBegan: [GestureState], panActions: [GestureState], console: [String]) throws {
        let h = TouchTrackerHarness(stage: stage)
        try h.drawLines()
        h.mark()
        let before = h.transitions("moveLine").count
        let actionsBefore = h.actions("moveLine").count
        try h.down(1, 150, 100)
        h.wait(500)
        #expect(Array(h.transitions("moveLine").dropFirst(before)) == panAtBegan)  // 09: excluded by the long press
        try h.move(1, 150, 150)
        try h.up(1)
        #expect(Array(h.actions("moveLine").dropFirst(actionsBefore)) == panActions)
        #expect(h.log == console)
        #expect(h.lines == [line(50, 100, 250, 100)])
    }

    /// The pan does not hide lines being drawn (cancelsTouchesInView = false) from the view; with the default
    /// (true) it claims them and no line is drawn.
    @Test(arguments: [(false, 1), (true, 0)])
    func cancelsTouchesInView(cancels: Bool, lines: Int) throws {
        let h = TouchTrackerHarness(stage: "09")
        #expect(h.env.property("cancelsTouchesInView", of: h.id("moveLine")) == .bool(false))
        try h.env.setProperty("cancelsTouchesInView", of: h.id("moveLine"), to: .bool(cancels))
        try h.drag(from: p(50, 100), to: p(250, 100))
        #expect(h.actions("moveLine").first == .began)
        #expect(h.lines.count == lines)
    }

    /// With no line selected, a pan moves nothing.
    @Test func nothingSelectedNothingMoves() throws {
        let h = TouchTrackerHarness()
        try h.drawLines(2)
        try h.drag(from: p(50, 500), to: p(250, 600))
        #expect(h.lines == [line(50, 100, 250, 100), line(50, 300, 250, 300), line(50, 500, 250, 600)])
    }
}
