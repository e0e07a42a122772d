import GestureEngine
import Testing
@testable import TouchTracker

/// The two tap recognizers through the chapter's stages: the red dot, `delaysTouchesBegan`, both firing,
/// `require(toFail:)`, and `tap(_:)` selecting a line.
@Suite struct TapTests {
    /// What the console shows for a double tap at each stage of the chapter.
    @Test(arguments: [
        ("01", ["touchesBegan(_:with:)", "Recognized a double tap", "touchesCancelled(_:with:)"]),
        ("02", ["Recognized a double tap"]),
        ("03", ["Recognized a tap", "Recognized a double tap"]),
        ("04", ["Recognized a double tap"]),
        ("07", ["Recognized a double tap"]),
        ("12", ["Recognized a double tap"]),
    ])
    func doubleTapConsole(stage: String, expected: [String]) throws {
        let h = TouchTrackerHarness(stage: stage)
        try h.tap(100, 300, taps: 2)
        h.wait(1000)
        #expect(h.log == expected)
    }

    /// Stage 01: the first tap's touchesBegan reaches the view, which starts a line (the red dot); it stays while
    /// the double tap is possible (touchesEnded is withheld) and goes with touchesCancelled.
    @Test func redDot() throws {
        let h = TouchTrackerHarness(stage: "01")
        try h.down(1, 100, 300)
        #expect(h.view.currentLinesByFinger.map(\.line) == [line(100, 300, 100, 300)])
        try h.up(1)
        #expect(h.view.currentLines.count == 1)
        #expect(h.lines.isEmpty)
        h.wait(150)
        try h.down(1, 100, 300)
        try h.up(1)
        #expect(h.view.currentLines.isEmpty)
        #expect(h.lines.isEmpty)
    }

    /// With delaysTouchesBegan the view never hears of the double tap: no dot at any time.
    @Test func noRedDotWithDelaysTouchesBegan() throws {
        let h = TouchTrackerHarness(stage: "02")
        try h.down(1, 100, 300)
        #expect(h.view.currentLines.isEmpty)
        try h.up(1)
        h.wait(150)
        try h.down(1, 100, 300)
        #expect(h.view.currentLines.isEmpty)
        try h.up(1)
        #expect(h.log == ["Recognized a double tap"])
    }

    /// doubleTap(_:) clears the lines in progress and the finished lines, and (from stage 05) the selection; from
    /// stage 07 that hides the menu.
    @Test func doubleTapClearsAndDeselects() throws {
        let h = TouchTrackerHarness()
        try h.drawLines(2)
        try h.tapAndSettle(150, 300)
        #expect(h.view.selectedLineIndex == 1)
        #expect(h.view.menu.isMenuVisible)
        try h.down(2, 300, 600)  // a finger drawing elsewhere (its touches are withheld by the taps…)
        try h.move(2, 300, 500)  // …until it moves 100 pt: then the view starts its line
        #expect(h.view.currentLines.count == 1)
        try h.tap(150, 500, taps: 2)
        #expect(h.lines.isEmpty)
        #expect(h.view.currentLines.isEmpty)
        #expect(h.view.selectedLineIndex == nil)
        #expect(!h.view.menu.isMenuVisible)
    }

    /// Stage 03 (no requirement): a single tap fires at its lift, with no delay.
    @Test func singleTapFiresAtOnceWithoutRequirement() throws {
        let h = TouchTrackerHarness(stage: "03")
        try h.tap(100, 300)
        #expect(h.nowMilliseconds == 50)
        #expect(h.actions("tap") == [.ended])
    }

    /// Stage 04: the tap waits 0.35 s after its lift for the double tap to fail, staying possible meanwhile.
    @Test func singleTapWaitsForDoubleTapToFail() throws {
        let h = TouchTrackerHarness(stage: "04")
        try h.tap(100, 300)
        h.wait(349)
        #expect(h.state("tap") == .possible)
        #expect(h.state("doubleTap") == .possible)
        #expect(h.actions("tap").isEmpty)
        h.wait(1)
        #expect(h.actions("tap") == [.ended])
        #expect(h.log == ["Recognized a tap"])
    }

    /// tap(_:) selects the line within 20 pt of the tap, or nothing; a tap away deselects.
    @Test func tapSelects() throws {
        let h = TouchTrackerHarness(stage: "05")
        try h.drawLines(2)
        h.mark()
        try h.tapAndSettle(150, 310)
        #expect(h.view.selectedLineIndex == 1)
        try h.tapAndSettle(150, 90)
        #expect(h.view.selectedLineIndex == 0)
        try h.tapAndSettle(150, 200)
        #expect(h.view.selectedLineIndex == nil)
        #expect(h.log == ["Recognized a tap", "Recognized a tap", "Recognized a tap"])
    }

    /// Before stage 05 tap(_:) only prints.
    @Test func tapOnlyPrintsBeforeSelection() throws {
        let h = TouchTrackerHarness(stage: "04")
        try h.drawLines()
        try h.tapAndSettle(150, 100)
        #expect(h.view.selectedLineIndex == nil)
        #expect(!h.view.menu.isMenuVisible)
    }

    /// The tap's location(in:) is where the first tap touched down, not where it lifted [DEC `startPoint`].
    @Test func tapLocationIsTheTouchDownPoint() throws {
        let h = TouchTrackerHarness()
        try h.drawLines()
        try h.down(1, 150, 100)  // on the line…
        try h.move(1, by: 0, 30, over: 100, steps: 3)  // …lifted 30 pt below it (less than the tap's 45 pt)
        try h.up(1)
        h.wait(400)
        #expect(h.actions("tap") == [.ended])
        #expect(h.view.selectedLineIndex == 0)
        #expect(h.view.menu.targetRect == Rect(x: 150, y: 100, width: 2, height: 2))
    }
}
