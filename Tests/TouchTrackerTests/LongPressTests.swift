import GestureEngine
import Testing
@testable import TouchTracker

/// longPress(_:): select at `.began`, deselect at `.ended`; a selection clears the lines in progress.
@Suite struct LongPressTests {
    @Test func selectsAtBeganAndDeselectsAtEnded() throws {
        let h = TouchTrackerHarness(stage: "08")
        try h.drawLines()
        h.mark()
        try h.down(1, 150, 105)
        h.wait(499)
        #expect(h.state("longPress") == .possible)
        #expect(h.view.selectedLineIndex == nil)
        h.wait(1)
        #expect(h.state("longPress") == .began)
        #expect(h.view.selectedLineIndex == 0)
        #expect(h.log == ["Recognized a long press"])
        h.wait(300)
        try h.up(1)
        #expect(h.view.selectedLineIndex == nil)
        #expect(h.actions("longPress") == [.began, .ended])
        #expect(h.log == ["Recognized a long press", "Recognized a long press"])
        #expect(h.lines == [line(50, 100, 250, 100)])  // the press drew nothing
    }

    /// Lines in progress are removed only when the press selected a line.
    @Test(arguments: [(p(150, 100), 0 as Int?, 0), (p(300, 600), nil, 1)])
    func linesInProgress(press: Point, selected: Int?, remaining: Int) throws {
        let h = TouchTrackerHarness(stage: "08")
        try h.drawLines()
        try h.down(2, 50, 400)
        try h.move(2, by: 100, 0, over: 100, steps: 6)
        #expect(h.view.currentLines.count == 1)
        try h.down(1, press.x, press.y)
        h.wait(500)
        #expect(h.view.selectedLineIndex == selected)
        #expect(h.view.currentLines.count == remaining)
    }

    /// The long press's location(in:) is the current centroid: a finger that crept 7 pt toward the line before the
    /// press began selects it [DEC].
    @Test func locationIsWhereTheFingerIsAtBegan() throws {
        let h = TouchTrackerHarness()
        try h.drawLines()
        try h.down(1, 150, 125)  // 25 pt from the line
        try h.move(1, 150, 118)  // 18 pt: within 20, and less than the 10 pt allowableMovement
        h.wait(500)
        #expect(h.state("longPress") == .began)
        #expect(h.view.selectedLineIndex == 0)
    }

    /// From stage 07 the deselection at `.ended` hides a menu left by an earlier tap.
    @Test func endingHidesTheMenu() throws {
        let h = TouchTrackerHarness()
        try h.drawLines(2)
        try h.tapAndSettle(150, 100)
        #expect(h.view.menu.isMenuVisible)
        try h.down(1, 150, 300)
        h.wait(500)
        #expect(h.view.selectedLineIndex == 1)
        #expect(h.view.menu.isMenuVisible)  // selecting does not hide it (the index is not nil)
        try h.up(1)
        #expect(h.view.selectedLineIndex == nil)
        #expect(!h.view.menu.isMenuVisible)
    }

    /// Before stage 08 there is no long press: a touch held past the tap's 0.75 s limit is just a touch, and the
    /// view, which had it withheld until the taps failed, draws a dot.
    @Test func noLongPressBeforeStage08() throws {
        let h = TouchTrackerHarness(stage: "07")
        #expect(!h.recognizerNames.contains("longPress"))
        try h.drawLines()
        try h.down(1, 150, 100)
        h.wait(800)
        try h.up(1)
        h.wait(400)
        #expect(h.view.selectedLineIndex == nil)
        #expect(h.lines == [line(50, 100, 250, 100), line(150, 100, 150, 100)])
    }
}
