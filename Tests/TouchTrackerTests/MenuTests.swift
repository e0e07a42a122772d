import GestureEngine
import Testing
@testable import TouchTracker

/// UIMenuController as the chapter uses it: the Delete item, first-responder filtering, `deleteLine(_:)`, and the
/// `didSet` that hides the menu when the selection is cleared.
@Suite struct MenuTests {
    @Test func tapOnALineShowsDeleteAtTheTapPoint() throws {
        let h = TouchTrackerHarness(stage: "06")
        try h.drawLines()
        #expect(!h.view.isFirstResponder)
        try h.tapAndSettle(160, 110)
        #expect(h.view.selectedLineIndex == 0)
        #expect(h.view.isFirstResponder)
        #expect(h.view.menu.isMenuVisible)
        #expect(h.view.menu.menuItems == [MenuController.Item(title: "Delete", action: "deleteLine")])
        #expect(h.view.menu.visibleItems.map(\.title) == ["Delete"])
        #expect(h.view.menu.targetRect == Rect(x: 160, y: 110, width: 2, height: 2))
    }

    @Test func tapAwayHidesTheMenu() throws {
        let h = TouchTrackerHarness(stage: "06")
        try h.drawLines()
        try h.tapAndSettle(150, 100)
        try h.tapAndSettle(150, 500)
        #expect(h.view.selectedLineIndex == nil)
        #expect(!h.view.menu.isMenuVisible)
        #expect(h.view.menu.visibleItems.isEmpty)
    }

    /// Stage 05 selects but has no menu yet.
    @Test func noMenuBeforeStage06() throws {
        let h = TouchTrackerHarness(stage: "05")
        try h.drawLines()
        try h.tapAndSettle(150, 100)
        #expect(h.view.selectedLineIndex == 0)
        #expect(!h.view.menu.isMenuVisible)
        #expect(!h.view.isFirstResponder)
    }

    /// Delete removes the selected line (only it, keeping the others in order) and clears the selection.
    @Test(arguments: [0, 1, 2])
    func deleteRemovesTheSelectedLine(index: Int) throws {
        let h = TouchTrackerHarness()
        let all = [line(50, 100, 250, 100), line(50, 300, 250, 300), line(50, 500, 250, 500)]
        for l in all { try h.drag(from: l.begin, to: l.end) }
        try h.tapAndSettle(150, all[index].begin.y)
        #expect(h.view.selectedLineIndex == index)
        try h.app.menuTap("Delete", in: h.env)
        var rest = all
        rest.remove(at: index)
        #expect(h.lines == rest)
        #expect(h.view.selectedLineIndex == nil)
        #expect(!h.view.menu.isMenuVisible)
    }

    @Test func menuTapNeedsAVisibleMenuAndAKnownItem() throws {
        let h = TouchTrackerHarness()
        try h.drawLines()
        #expect(throws: TouchTrackerApp.CommandError.menuHidden) { try h.app.menuTap("Delete", in: h.env) }
        try h.tapAndSettle(150, 100)
        #expect(throws: TouchTrackerApp.CommandError.noSuchMenuItem("Copy", available: ["Delete"])) {
            try h.app.menuTap("Copy", in: h.env)
        }
        #expect(h.lines.count == 1)
        #expect(h.view.menu.isMenuVisible)  // a refused choice leaves the menu up
    }

    /// "Select a line and then double-tap to clear all lines while the menu controller is still visible": before
    /// the `didSet` (stage 06) the menu stays up; from stage 07 it hides.
    @Test(arguments: [("06", true), ("07", false), ("12", false)])
    func doubleTapWhileTheMenuIsUp(stage: String, menuStillVisible: Bool) throws {
        let h = TouchTrackerHarness(stage: stage)
        try h.drawLines()
        try h.tapAndSettle(150, 100)
        #expect(h.view.menu.isMenuVisible)
        try h.tap(150, 500, taps: 2)
        #expect(h.view.selectedLineIndex == nil)
        #expect(h.lines.isEmpty)
        #expect(h.view.menu.isMenuVisible == menuStillVisible)
    }

    // MARK: - MenuController on its own

    /// Items whose action the first responder cannot perform are not shown; with none left, no menu appears.
    @Test(arguments: [
        (["deleteLine"], ["Delete"], true),
        (["copy", "deleteLine"], ["Delete"], true),
        (["copy"], [], false),
        ([], [], false),
    ])
    func filtering(actions: [String], visible: [String], shown: Bool) {
        var menu = MenuController()
        let titles = ["copy": "Copy", "deleteLine": "Delete"]
        menu.menuItems = actions.map { MenuController.Item(title: titles[$0]!, action: $0) }
        menu.setMenuVisible(true) { DrawView.respondsTo($0) }
        #expect(menu.visibleItems.map(\.title) == visible)
        #expect(menu.isMenuVisible == shown)
    }

    @Test func aFirstResponderThatPerformsNothingShowsNoMenu() {
        var menu = MenuController()
        menu.menuItems = [MenuController.Item(title: "Delete", action: "deleteLine")]
        menu.setMenuVisible(true) { _ in false }
        #expect(!menu.isMenuVisible)
        menu.setMenuVisible(true) { _ in true }
        #expect(menu.isMenuVisible)
        menu.setMenuVisible(false) { _ in true }
        #expect(!menu.isMenuVisible)
        #expect(menu.visibleItems.isEmpty)
        #expect(menu.menuItems.count == 1)  // hiding keeps the items
    }

    @Test func drawViewPerformsOnlyDeleteLine() {
        #expect(DrawView.respondsTo("deleteLine"))
        #expect(!DrawView.respondsTo("copy"))
        #expect(!DrawView.respondsTo("cut"))
    }
}
