import GestureEngine
import TouchTracker

/// TouchTracker's line model at one moment, as the transcript prints it after each statement.
public struct ModelSnapshot: Hashable, Sendable {
    /// Shared with the app's model (a `LineList` copies nothing): a snapshot after every event costs no more with
    /// thousands of lines than with one.
    public var finishedLines: LineList
    public var currentLines: [(finger: Int, line: Line)]
    public var selectedLineIndex: Int?
    public var menuVisible: Bool
    public var menuItems: [String]
    public var menuTarget: Point?
    public var colorPanelVisible: Bool
    public var currentColor: String?

    public init(_ app: TouchTrackerApp) {
        let v = app.drawView
        finishedLines = v.finishedLines
        currentLines = v.currentLinesByFinger
        selectedLineIndex = v.selectedLineIndex
        menuVisible = v.menu.isMenuVisible
        menuItems = v.menu.visibleItems.map(\.title)
        menuTarget = v.menu.targetRect?.origin
        colorPanelVisible = v.isColorPanelVisible
        currentColor = v.currentColor
    }

    public static func == (a: ModelSnapshot, b: ModelSnapshot) -> Bool {
        a.finishedLines == b.finishedLines && a.currentLines.map(\.finger) == b.currentLines.map(\.finger)
            && a.currentLines.map(\.line) == b.currentLines.map(\.line) && a.selectedLineIndex == b.selectedLineIndex
            && a.menuVisible == b.menuVisible && a.menuItems == b.menuItems && a.menuTarget == b.menuTarget
            && a.colorPanelVisible == b.colorPanelVisible && a.currentColor == b.currentColor
    }

    public func hash(into h: inout Hasher) {
        h.combine(finishedLines)
        h.combine(selectedLineIndex)
        h.combine(menuVisible)
    }
}
