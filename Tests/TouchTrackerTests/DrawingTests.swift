import GestureEngine
import Testing
@testable import TouchTracker

/// Chapter 18's UIResponder methods: touches become lines in progress (`currentLines`, keyed by touch) and then
/// finished lines. Driven through the bare app (the DrawView without recognizers), so the view sees every touch.
@Suite struct DrawingTests {
    @Test func oneFingerDrawsOneLine() throws {
        let h = TouchTrackerHarness(.bare)
        try h.down(1, 50, 100)
        #expect(h.view.currentLines.count == 1)
        #expect(h.view.currentLinesByFinger.map(\.finger) == [1])
        #expect(h.view.currentLinesByFinger.first?.line == line(50, 100, 50, 100))
        try h.move(1, 100, 100)
        try h.move(1, 150, 120)
        #expect(h.view.currentLinesByFinger.first?.line == line(50, 100, 150, 120))
        #expect(h.lines.isEmpty)
        try h.up(1)
        #expect(h.view.currentLines.isEmpty)
        #expect(h.lines == [line(50, 100, 150, 120)])
        #expect(h.log == ["touchesBegan(_:with:)", "touchesMoved(_:with:)", "touchesMoved(_:with:)", "touchesEnded(_:with:)"])
    }

    /// Two fingers in one event: one call per phase with both touches; one line each.
    @Test func twoFingersTogether() throws {
        let h = TouchTrackerHarness(.bare)
        try h.env.dispatch([.down(finger: 1, at: p(50, 200)), .down(finger: 2, at: p(50, 300))])
        #expect(h.view.currentLinesByFinger.map(\.finger) == [1, 2])
        try h.move((1, p(200, 200)), (2, p(200, 350)))
        try h.env.dispatch([.up(finger: 1), .up(finger: 2)])
        #expect(Set(h.lines) == [line(50, 200, 200, 200), line(50, 300, 200, 350)])
        #expect(h.log == ["touchesBegan(_:with:)", "touchesMoved(_:with:)", "touchesEnded(_:with:)"])
    }

    /// Fingers at different times: each keeps its own line; the one lifted first is finished first.
    @Test func twoFingersApart() throws {
        let h = TouchTrackerHarness(.bare)
        try h.down(1, 100, 450)
        try h.down(2, 250, 450)
        try h.move(2, 250, 550)
        #expect(h.view.currentLinesByFinger.map(\.line) == [line(100, 450, 100, 450), line(250, 450, 250, 550)])
        try h.up(2)
        #expect(h.lines == [line(250, 450, 250, 550)])
        #expect(h.view.currentLinesByFinger.map(\.finger) == [1])
        try h.move(1, 100, 500)
        try h.up(1)
        #expect(h.lines == [line(250, 450, 250, 550), line(100, 450, 100, 500)])
    }

    /// Lines in progress are keyed by touch, not by finger number: the same finger touching down again is a new
    /// touch and starts a new line.
    @Test func sameFingerAgainIsANewTouch() throws {
        let h = TouchTrackerHarness(.bare)
        try h.down(1, 10, 10)
        let firstKey = try #require(h.view.currentLines.keys.first)
        try h.up(1)
        try h.down(1, 20, 20)
        let secondKey = try #require(h.view.currentLines.keys.first)
        #expect(firstKey != secondKey)
        try h.up(1)
        #expect(h.lines == [line(10, 10, 10, 10), line(20, 20, 20, 20)])
    }

    /// The Swift chapter's `touchesCancelled` removes *all* lines in progress (`currentLines.removeAll()`), so a
    /// cancelled finger takes the other finger's line with it; that finger's later touchesEnded finds no line.
    @Test func cancelRemovesEveryLineInProgress() throws {
        let h = TouchTrackerHarness(.bare)
        try h.down(1, 100, 100)
        try h.down(2, 200, 200)
        try h.move(2, 250, 250)
        h.mark()
        try h.cancel(1)
        #expect(h.view.currentLines.isEmpty)
        try h.move(2, 260, 260)
        try h.up(2)
        #expect(h.lines.isEmpty)
        #expect(h.log == ["touchesCancelled(_:with:)", "touchesMoved(_:with:)", "touchesEnded(_:with:)"])
    }

    /// The canvas is full screen and has `isMultipleTouchEnabled` on, as chapter 18 sets it.
    @Test func canvasIsFullScreenWithMultipleTouch() {
        let h = TouchTrackerHarness(.bare)
        let canvas = h.env.views[h.app.canvas.index]
        #expect(canvas.name == "canvas")
        #expect(canvas.isMultipleTouchEnabled)
        #expect(canvas.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(h.env.recognizers.isEmpty)
    }

    /// In the final app the recognizers withhold a drawing finger's touches until they fail; the view then gets
    /// them in order, so the line is the same as without recognizers.
    @Test func finalAppStillDraws() throws {
        let h = TouchTrackerHarness()
        try h.drag(from: p(50, 100), to: p(250, 100))
        #expect(h.lines == [line(50, 100, 250, 100)])
        #expect(h.view.currentLines.isEmpty)
    }
}
