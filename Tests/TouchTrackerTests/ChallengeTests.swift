import GestureEngine
import Testing
@testable import TouchTracker

/// The chapter's challenges: Silver (the mysterious moving line), Gold (line width from the pan's velocity) and
/// Platinum (a colour panel on a three-finger swipe up).
@Suite struct ChallengeTests {
    // MARK: - Silver

    /// Tap line 0 (the menu comes up), then draw a new line elsewhere with three 50 pt moves. The chapter's final
    /// app drags line 0 along (by 150 pt less the pan's 10 pt hysteresis); the fix leaves it alone.
    @Test(arguments: [(false, 140.0), (true, 0.0)])
    func drawingWhileTheMenuIsUp(fixed: Bool, lineMoves: Double) throws {
        let h = fixed ? TouchTrackerHarness(challenges: { $0.silverFix = true }) : TouchTrackerHarness()
        try h.drawLines()
        try h.tapAndSettle(150, 100)
        #expect(h.view.selectedLineIndex == 0)
        #expect(h.view.menu.isMenuVisible)
        try h.down(1, 50, 400)
        for _ in 0..<3 { try h.move(1, by: 50, 0) }
        try h.up(1)
        #expect(h.lines[1] == line(50, 400, 200, 400))  // the new line is drawn either way
        #expect(h.lines[0] == line(50 + lineMoves, 100, 250 + lineMoves, 100))
        #expect(h.view.selectedLineIndex == 0)
    }

    /// The fix keeps press-and-drag working.
    @Test func silverFixStillMovesAPressedLine() throws {
        let h = TouchTrackerHarness(challenges: { $0.silverFix = true })
        try h.drawLines()
        try h.down(1, 150, 100)
        h.wait(500)
        try h.move(1, by: 0, 100, over: 100, steps: 6)
        try h.up(1)
        #expect(close(h.lines[0].begin, p(50, 190)))
        #expect(close(h.lines[0].end, p(250, 190)))
    }

    // MARK: - Gold

    @Test(arguments: [
        (0.0, 4.0), (100, 4.5), (200, 5), (1000, 9), (3000, 19), (4000, 24), (6000, 24),
    ])
    func widthForSpeed(speed: Double, width: Double) {
        #expect(Challenges.width(forSpeed: speed) == width)
    }

    /// Drawing at a constant speed gives the line the width for that speed, and the console shows the mapping.
    @Test(arguments: [
        (100.0, 100.0, 2, 9.0, "Pan velocity: 1000,0 pt/s (speed 1000) → line width 9 pt"),
        (100, 1000, 10, 4.5, "Pan velocity: 100,0 pt/s (speed 100) → line width 4.5 pt"),
        (300, 50, 1, 24, "Pan velocity: 6000,0 pt/s (speed 6000) → line width 24 pt"),
    ])
    func lineWidthFromVelocity(distance: Double, milliseconds: Double, steps: Int, width: Double, logLine: String) throws {
        let h = TouchTrackerHarness(challenges: { $0.gold = true })
        try h.down(1, 50, 100)
        try h.move(1, by: distance, 0, over: milliseconds, steps: steps)
        // The pan's first action comes before the line exists (the taps still withhold touchesBegan), so a
        // one-step move logs its first velocity, and sets the width, only at the lift.
        #expect(h.view.currentLinesByFinger.first?.line.width == (steps == 1 ? nil : width))
        h.mark()
        try h.up(1)
        #expect(h.lines.map(\.width) == [width])
        #expect(h.log == ["Recognized a pan", logLine, "touchesEnded(_:with:)"])
    }

    /// Each line keeps the width it was finished with.
    @Test func linesKeepTheirWidths() throws {
        let h = TouchTrackerHarness(challenges: { $0.gold = true })
        try h.drag(from: p(50, 100), to: p(150, 100), over: 100, steps: 2)
        try h.drag(from: p(50, 300), to: p(350, 300), over: 50, steps: 1)
        #expect(h.lines.map(\.width) == [9, 24])
    }

    /// Without the Gold challenge lines have no width and nothing about velocity is printed.
    @Test func noWidthWithoutGold() throws {
        let h = TouchTrackerHarness()
        try h.drag(from: p(50, 100), to: p(150, 100), over: 100, steps: 2)
        #expect(h.lines.map(\.width) == [nil])
        #expect(!h.allLog.contains { $0.hasPrefix("Pan velocity") })
    }

    /// Moving a selected line is not drawing: no velocity should be logged for it. While the line moves this holds;
    /// at the lift, the long press's `.ended` deselects the line *before* the pan's `.ended` action, so the pan's
    /// last action sees no selection and logs a velocity (and sets the width of the next line).
    @Test func movingALineLogsNoVelocity() throws {
        let h = TouchTrackerHarness(challenges: { $0.gold = true })
        try h.drawLines()
        h.mark()
        try h.down(1, 100, 100)
        h.wait(500)
        try h.move(1, by: 0, 50, over: 50, steps: 1)
        try h.move(1, by: 0, 50, over: 50, steps: 1)
        #expect(!h.log.contains { $0.hasPrefix("Pan velocity") })
        try h.up(1)
        #expect(!h.log.contains { $0.hasPrefix("Pan velocity") })
    }

    // MARK: - Platinum

    @Test func threeFingerSwipeUpShowsThePanelAndLeavesNoLines() throws {
        let h = TouchTrackerHarness(challenges: { $0.platinum = true })
        try h.drawLines()
        #expect(h.recognizerNames.last == "colorSwipe")
        #expect(!h.view.isColorPanelVisible)
        // The script shorthand `swipe up fingers 3`: three fingers 20 pt apart, 150 pt up in 100 ms (6 events).
        try h.env.dispatch([.down(finger: 1, at: p(187, 333)), .down(finger: 2, at: p(207, 333)), .down(finger: 3, at: p(227, 333))])
        #expect(h.view.currentLines.count == 3)  // the taps fail at once (3 touches), so the view starts 3 lines
        for k in 1...6 {
            h.wait(100.0 / 6)
            let y = 333 - 25 * Double(k)
            try h.move((1, p(187, y)), (2, p(207, y)), (3, p(227, y)))
        }
        try h.env.dispatch([.up(finger: 1), .up(finger: 2), .up(finger: 3)])
        #expect(h.actions("showColorPanel") == [.ended])
        #expect(h.view.isColorPanelVisible)
        #expect(h.view.currentLines.isEmpty)
        #expect(h.lines == [line(50, 100, 250, 100)])  // no stray lines
        #expect(h.allLog.contains("Recognized a three-finger swipe up: colour panel shown"))
    }

    /// Fingers landing one by one: the first two reach the view (the taps fail when the second lands), the third is
    /// withheld by the reset taps; the swipe cancels or claims all three. Nothing is left behind.
    @Test func staggeredFingersLeaveNoLines() throws {
        let h = TouchTrackerHarness(challenges: { $0.platinum = true })
        try h.down(1, 100, 600)
        try h.down(2, 150, 600)
        try h.down(3, 200, 600)
        #expect(h.view.currentLines.count == 2)
        for k in 1...6 {
            h.wait(100.0 / 6)
            let y = 600 - 100 * Double(k) / 6
            try h.move((1, p(100, y)), (2, p(150, y)), (3, p(200, y)))
        }
        try h.env.dispatch([.up(finger: 1), .up(finger: 2), .up(finger: 3)])
        #expect(h.view.isColorPanelVisible)
        #expect(h.view.currentLines.isEmpty)
        #expect(h.lines.isEmpty)
    }

    @Test func pickingAColourColoursLaterLines() throws {
        let h = TouchTrackerHarness(challenges: { $0.platinum = true })
        try h.drawLines()
        #expect(throws: TouchTrackerApp.CommandError.panelHidden) { try h.app.panelPick("red") }
        try h.env.dispatch([.down(finger: 1, at: p(187, 333)), .down(finger: 2, at: p(207, 333)), .down(finger: 3, at: p(227, 333))])
        try h.move((1, p(187, 233)), (2, p(207, 233)), (3, p(227, 233)))
        try h.env.dispatch([.up(finger: 1), .up(finger: 2), .up(finger: 3)])
        #expect(h.view.isColorPanelVisible)
        #expect(throws: TouchTrackerApp.CommandError.unknownColor("teal")) { try h.app.panelPick("teal") }
        try h.app.panelPick("red")
        #expect(!h.view.isColorPanelVisible)
        #expect(h.view.currentColor == "red")
        try h.drag(from: p(50, 300), to: p(250, 300))
        #expect(h.lines.map(\.color) == [nil, "red"])
    }

    @Test func noColourSwipeWithoutPlatinum() {
        let h = TouchTrackerHarness()
        #expect(!h.recognizerNames.contains("colorSwipe"))
        #expect(Challenges.colors.contains("red"))
    }
}
