/// What a `UITableView` or `UICollectionView` adds to a scroll view: its cells, laid out from a count and a size, and
/// the highlight and selection state its touch methods keep (uikit-scrollviews reference §7, facts G1–G9).
///
/// Rows are virtual: nothing is stored per row. The cell under a point is computed from the point, the content
/// offset and the layout, so a table of a million rows costs what a table of ten does.
public struct TableViewState: Sendable {
    /// A table (one column of rows) or a collection (a vertical flow layout of items).
    public enum Kind: Sendable, Hashable {
        case table, collection
    }

    public let kind: Kind
    /// The number of rows (items), 0 or more (one less after each swipe-to-delete); a script declares at most
    /// 10 000 000, the language's limit (docs/limits.md).
    public internal(set) var count: Int
    /// A cell's size, points: a table's rows are as wide as the table and `rowHeight` high; a collection's items
    /// are `itemSize`. Both sides finite and greater than zero (the interpreter checks).
    public let cellSize: Point
    /// The table's width, points (its frame's): a table's rows and a collection's lines span it.
    public let width: Double

    /// `allowsSelection` [DOC UITableView, UICollectionView]: true.
    public var allowsSelection = true
    /// The delegate's answer to `tableView(_:shouldHighlightRowAt:)` (`collectionView(_:shouldHighlightItemAt:)`),
    /// the same for every row: true unless the script says otherwise [DOC D-H: returning false "halts the selection
    /// process"] (G2).
    public var shouldHighlight = true
    /// `indexPathForSelectedRow` (`indexPathsForSelectedItems`, at most one here: single selection is the default).
    public internal(set) var selected: Int?
    /// The highlighted row, if any (a row highlights when the table's `touchesBegan` accepts it, G2).
    public internal(set) var highlighted: Int?
    /// The row the current touch would select at touch-up (`_pendingSelectionIndexPath`), G2–G5.
    var pending: Int?
    /// UITableView's "don't select" flag: set when the touch left the row, was cancelled, or began while dragging.
    var dontSelect = false
    /// The touch the table tracks (`touchesBegan` ignores others while one is current, G2).
    var currentTouch: TouchID?
    /// Rows whose selection waits for the end of the touch-up event (the CA-commit deferral, G4).
    var selectionQueued: Int?
    /// The delegate calls received so far, by `TableViewDelegateCall.rawValue`.
    var delegateCallCounts = [Int](repeating: 0, count: TableViewDelegateCall.allCases.count)
    /// A row swiped open by swipe-to-delete, showing its `Delete` button (G9), if any.
    public internal(set) var openRow: Int?
    /// The row the swipe-to-delete pan is dragging (between its `began` and its end).
    var swipingRow: Int?
    /// `swipingRow`, for `show`.
    public var swipingRowShown: Int? { swipingRow }
    /// The touch that began on an open row's `Delete` button: its touch-up inside the button deletes the row.
    var deleteTouch: TouchID?
    /// The touch that closed the open row at its touch-down (G9): the table ignores the rest of it.
    var dismissTouch: TouchID?
    /// Swipe-to-delete's pan, once the data source lets rows be edited (`canEditRowAt`), G9.
    public internal(set) var swipeActionPan: RecognizerID?
    /// The data source's `canEditRowAt` answer for rows the script did not name (`delegate NAME canEditRowAt = B`).
    public internal(set) var canEditByDefault = false
    /// The answers for rows the script named (`delegate NAME canEditRowAt R = B`), which take precedence. They follow
    /// their rows when a row above is deleted (a data source answers for its model's rows).
    public internal(set) var canEditRows: [Int: Bool] = [:]
    /// The swiping (or open) row's horizontal offset, points, negative to the left: the swipe's translation from where
    /// the row rested, rubber-banded past the `Delete` button's width (G9, `swipeRubberBand`); nil when no row is
    /// swiped. An open row rests at −`swipeDeleteButtonWidth`.
    public internal(set) var swipeOffset: Double?

    /// The data source's `canEditRowAt` for `row`: an answer given for that row, else the table-wide one.
    public func canEdit(_ row: Int) -> Bool { canEditRows[row] ?? canEditByDefault }

    /// Whether any row can be edited (the swipe-action pan is enabled then).
    public var canEditAnyRow: Bool { canEditByDefault || canEditRows.values.contains(true) }

    /// The offset a row shows for a swipe whose translation from the row's rest is `x` points (negative to the left):
    /// past the open threshold (the `Delete` button's width to the left) and past 0 to the right, the excess is
    /// damped to its 0.7th power, `threshold + (x − threshold)^0.7` with signs taken outward [DEC S-SWP
    /// `_UISwipeHandler _swipeRecognizerChanged:`, `powf(excess, 0.7)`; computed in Double with the engine's own
    /// `Exponential.pow`, so the last digits of UIKit's single precision are not copied]. UIKit starts the left band at the
    /// confirmation threshold instead when a full swipe may perform the action; full swipes are not modelled, so
    /// this is its `performsFirstActionWithFullSwipe = false` band (docs/engine.md §12).
    public static func swipeRubberBand(_ x: Double, buttonWidth: Double = GestureDefaults.swipeDeleteButtonWidth) -> Double {
        let threshold = -buttonWidth
        let k = GestureDefaults.swipeRubberBandExponent
        if x > 0 { return Exponential.pow(x, k) }
        if x < threshold { return threshold - Exponential.pow(threshold - x, k) }
        return x
    }

    /// The frame of the open row's `Delete` button in content coordinates: the trailing `swipeDeleteButtonWidth`
    /// points of the row (the row slid left by that much uncovers it).
    public func deleteButtonFrame(_ row: Int) -> Rect {
        let f = cellFrame(row)
        let w = min(GestureDefaults.swipeDeleteButtonWidth, f.width)
        return Rect(x: f.origin.x + f.width - w, y: f.origin.y, width: w, height: f.height)
    }

    /// A table's layout and fresh state: `count` cells of `cellSize` (a table's rows take `width`, the view's).
    public init(kind: Kind, count: Int, cellSize: Point, width: Double) {
        self.kind = kind
        self.count = count
        self.cellSize = cellSize
        self.width = width
    }

    /// How many times the delegate received `call` so far.
    public func count(of call: TableViewDelegateCall) -> Int { delegateCallCounts[call.rawValue] }

    // MARK: - Layout

    /// Cells per line: a table's 1; a flow layout's as many items as fit across the width with at least the
    /// interitem spacing between them, at least 1 [DOC UICollectionViewFlowLayout].
    public var cellsPerLine: Int {
        guard kind == .collection else { return 1 }
        let s = GestureDefaults.flowLayoutSpacing
        let n = ((width + s) / (cellSize.x + s)).rounded(.down)
        return n >= 1 ? Int(min(n, Double(max(count, 1)))) : 1
    }

    /// The number of lines (rows of a table, lines of items of a collection).
    public var lineCount: Int { count == 0 ? 0 : (count + cellsPerLine - 1) / cellsPerLine }

    /// The distance from one line's top to the next's, points: a table's row height; a collection's item height plus
    /// the line spacing.
    public var linePitch: Double { kind == .table ? cellSize.y : cellSize.y + GestureDefaults.flowLayoutSpacing }

    /// The content size that follows from the cells, points: the width, and the lines' height (a collection's last
    /// line has no spacing after it) [DOC `contentSize` of a table follows its rows; the flow layout's
    /// `collectionViewContentSize`].
    public var contentSize: Point {
        let lines = Double(lineCount)
        let height = kind == .table ? lines * cellSize.y : max(0, lines * linePitch - GestureDefaults.flowLayoutSpacing)
        return Point(x: width, y: height)
    }

    /// The x of each column's left edge in a line, points: a flow layout spreads a full line's items over the width
    /// (the space left over is shared between the gaps, UICollectionViewFlowLayout's justified lines); a line that
    /// holds one item centres it. Every line uses the full line's columns. [DOC flow layout; GUESS for a short last
    /// line: its items stay in the columns above them]
    public func columnX(_ column: Int) -> Double {
        let n = cellsPerLine
        guard kind == .collection else { return 0 }
        if n == 1 { return max(0, (width - cellSize.x) / 2) }
        let gap = (width - Double(n) * cellSize.x) / Double(n - 1)
        return Double(column) * (cellSize.x + gap)
    }

    /// The frame of cell `index` in content coordinates, points.
    public func cellFrame(_ index: Int) -> Rect {
        let n = cellsPerLine
        let line = index / n
        let column = index % n
        return Rect(x: columnX(column), y: Double(line) * linePitch,
                    width: kind == .table ? width : cellSize.x, height: cellSize.y)
    }

    /// The cell at `p` in content coordinates, or nil for the background (between items, below the last row):
    /// arithmetic on the layout, no search (rows are virtual).
    public func cell(at p: Point) -> Int? {
        guard count > 0, p.y >= 0, p.x >= 0, p.x < width, linePitch > 0 else { return nil }
        let lineValue = (p.y / linePitch).rounded(.down)
        guard lineValue < Double(lineCount) else { return nil }
        let line = Int(lineValue)
        let n = cellsPerLine
        var column = 0
        if kind == .collection {
            // The column whose left edge is the last at or before x; then whether x is inside its item.
            column = n == 1 ? 0 : min(n - 1, Int((p.x / (columnX(1) - columnX(0))).rounded(.down)))
        }
        let index = line * n + column
        guard index < count, cellFrame(index).contains(p) else { return nil }
        return index
    }

    /// The cells that a view of `boundsSize` at `offset` shows, at least partly, in index order (empty when none):
    /// the lines between the top and the bottom of the visible rectangle.
    public func visibleCells(offset: Point, boundsSize: Point) -> ClosedRange<Int>? {
        guard count > 0, linePitch > 0 else { return nil }
        let top = max(0, offset.y)
        let bottom = offset.y + boundsSize.y
        guard bottom > 0 else { return nil }
        let first = Int(min((top / linePitch).rounded(.down), Double(lineCount)))
        let lastLine = min(Double(lineCount - 1), ((bottom - 1e-9) / linePitch).rounded(.down))
        guard Double(first) <= lastLine else { return nil }
        let lo = first * cellsPerLine
        let hi = min(count - 1, (Int(lastLine) + 1) * cellsPerLine - 1)
        return lo <= hi ? lo...hi : nil
    }
}

/// A `UITableViewDelegate` (`UICollectionViewDelegate`) call the engine makes, in the order UIKit makes them for a
/// tap on a row (research §2.3): highlight at touch-down, then at touch-up willSelect, the old row's will/didDeselect,
/// didSelect, and the unhighlight.
public enum TableViewDelegateCall: Int, CaseIterable, Sendable {
    case didHighlight, didUnhighlight, willSelect, willDeselect, didDeselect, didSelect

    /// The method's name as scripts and the console write it: `didSelectRowAt` for a table, `didSelectItemAt` for a
    /// collection (a collection's delegate has no `willSelect`/`willDeselect`: it is asked `shouldSelectItemAt`).
    public func name(_ kind: TableViewState.Kind) -> String {
        let noun = kind == .table ? "Row" : "Item"
        switch self {
        case .didHighlight: return "didHighlight\(noun)At"
        case .didUnhighlight: return "didUnhighlight\(noun)At"
        case .willSelect: return "willSelect\(noun)At"
        case .willDeselect: return "willDeselect\(noun)At"
        case .didDeselect: return "didDeselect\(noun)At"
        case .didSelect: return "didSelect\(noun)At"
        }
    }

    /// Whether a collection's delegate has this call (it has no `willSelect`/`willDeselect`).
    public func exists(for kind: TableViewState.Kind) -> Bool {
        kind == .table || (self != .willSelect && self != .willDeselect)
    }
}
