import GestureEngine
import Testing
@testable import TouchTracker

/// The chapter's `indexOfLine(at:)`: points at t = 0, 0.05, …, 0.95 along each finished line (stride stops *below*
/// 1.0), the first line with such a point strictly closer than 20 pt wins.
@Suite struct IndexOfLineTests {
    /// A harness with line 0 from 50,100 to 250,100 (the checked points are x = 50, 60, …, 240).
    private func oneLine() throws -> TouchTrackerHarness {
        let h = TouchTrackerHarness(.bare)
        try h.drag(from: p(50, 100), to: p(250, 100))
        #expect(h.lines == [line(50, 100, 250, 100)])
        return h
    }

    @Test(arguments: [
        // Across the line, at its middle.
        (p(150, 100), 0 as Int?),
        (p(150, 119.9), 0),
        (p(150, 120.1), nil),
        (p(150, 80.1), 0),
        (p(150, 79.9), nil),
        // Before the begin point (t = 0 is checked).
        (p(30.1, 100), 0),
        (p(29.9, 100), nil),
        // Beyond the end: the last checked point is 240,100, not the end point 250,100.
        (p(259.9, 100), 0),
        (p(260.1, 100), nil),
        (p(250, 118), nil),  // 18 pt from the end point, 20.6 pt from 240,100
        (p(240, 118), 0),
    ])
    func distanceFromOneLine(point: Point, expected: Int?) throws {
        let h = try oneLine()
        #expect(h.view.indexOfLine(at: point) == expected)
    }

    /// "A point near the very end of a long line may not select": the last checked point is 5 % of the line's
    /// length before its end. On a 600 pt line that is 30 pt, so a tap 8 pt from the end point selects nothing.
    @Test func theEndOfALongLineDoesNotSelect() throws {
        let h = TouchTrackerHarness(.bare)
        try h.drag(from: p(100, 20), to: p(100, 620))
        #expect(h.view.indexOfLine(at: p(100, 620)) == nil)  // the end point itself
        #expect(h.view.indexOfLine(at: p(100, 612)) == nil)  // 8 pt from the end, 22 pt from 100,590 (t = 0.95)
        #expect(h.view.indexOfLine(at: p(100, 609.9)) == 0)  // 19.9 pt from 100,590
        #expect(h.view.indexOfLine(at: p(100, 20)) == 0)  // the begin point is checked (t = 0)
    }

    @Test func noLinesSelectsNothing() {
        let h = TouchTrackerHarness(.bare)
        #expect(h.view.indexOfLine(at: p(100, 100)) == nil)
    }

    /// A dot (a line whose begin and end are the same point) is selectable around that point.
    @Test func aDotIsSelectable() throws {
        let h = TouchTrackerHarness(.bare)
        try h.down(1, 100, 100)
        try h.up(1)
        #expect(h.lines == [line(100, 100, 100, 100)])
        #expect(h.view.indexOfLine(at: p(110, 110)) == 0)  // 14.1 pt
        #expect(h.view.indexOfLine(at: p(115, 115)) == nil)  // 21.2 pt
    }

    /// Overlapping lines: the first one in `finishedLines` wins.
    @Test func theFirstCloseLineWins() throws {
        let h = TouchTrackerHarness(.bare)
        try h.drag(from: p(50, 100), to: p(250, 100))
        try h.drag(from: p(50, 110), to: p(250, 110))
        #expect(h.view.indexOfLine(at: p(150, 112)) == 0)  // closer to line 1, but line 0 is within 20 pt
        #expect(h.view.indexOfLine(at: p(150, 125)) == 1)  // 25 pt from line 0
    }

    /// A diagonal line: the distance is Euclidean (`hypot`) to the sampled points.
    @Test func diagonalLine() throws {
        let h = TouchTrackerHarness(.bare)
        try h.drag(from: p(0, 0), to: p(200, 200))  // samples every 10,10
        #expect(h.view.indexOfLine(at: p(114, 86)) == 0)  // 19.8 pt from 100,100
        #expect(h.view.indexOfLine(at: p(115, 85)) == nil)  // 21.2 pt
    }
}
