import Testing

@testable import GestureEngine

/// A table's and a collection's cells are virtual: the cell under a point, the content size and the visible cells
/// come from arithmetic on the layout (grammar/README.md, Tables and collections).
@Suite struct TableLayoutTests {
    static func table(_ rows: Int, height: Double = 44, width: Double = 375) -> TableViewState {
        TableViewState(kind: .table, count: rows, cellSize: Point(x: 0, y: height), width: width)
    }

    static func collection(_ items: Int, size: Point, width: Double = 375) -> TableViewState {
        TableViewState(kind: .collection, count: items, cellSize: size, width: width)
    }

    /// (content point, row) for a 50-row table of 44 pt rows, 375 wide.
    @Test(arguments: [
        (Point(x: 0, y: 0), 0 as Int?), (Point(x: 374, y: 43.99), 0), (Point(x: 100, y: 44), 1), (Point(x: 100, y: 110), 2),
        (Point(x: 100, y: 2199.9), 49), (Point(x: 100, y: 2200), nil), (Point(x: 100, y: -1), nil), (Point(x: 375, y: 10), nil),
    ])
    func rowUnderAPoint(_ c: (Point, Int?)) {
        #expect(Self.table(50).cell(at: c.0) == c.1)
    }

    @Test func contentSizeFollowsTheRows() {
        #expect(Self.table(50).contentSize == Point(x: 375, y: 2200))
        #expect(Self.table(0).contentSize == Point(x: 375, y: 0))
        #expect(Self.table(3, height: 60.5).contentSize == Point(x: 375, y: 181.5))
    }

    /// A flow layout with UIKit's 10 pt spacings: 100-pt items across 375 pt fit 3 per line ((375 + 10) / 110 = 3.5),
    /// spread so the line fills the width (gaps of 37.5 pt); lines 110 pt apart; the last line has no spacing after it.
    @Test func flowLayoutOfItems() {
        let c = Self.collection(10, size: Point(x: 100, y: 100))
        #expect(c.cellsPerLine == 3)
        #expect(c.lineCount == 4)
        #expect(c.contentSize == Point(x: 375, y: 430))
        #expect(c.cellFrame(0) == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(c.cellFrame(2) == Rect(x: 275, y: 0, width: 100, height: 100))
        #expect(c.cellFrame(4) == Rect(x: 137.5, y: 110, width: 100, height: 100))
        #expect(c.cell(at: Point(x: 150, y: 150)) == 4)
        #expect(c.cell(at: Point(x: 120, y: 50)) == nil)  // in the gap between items 0 and 1
        #expect(c.cell(at: Point(x: 50, y: 105)) == nil)  // in the line spacing
        #expect(c.cell(at: Point(x: 150, y: 340)) == nil)  // item 10 does not exist: the last line holds item 9 only
        #expect(c.cell(at: Point(x: 50, y: 340)) == 9)
    }

    /// An item wider than the view: one per line, centred.
    @Test func oneItemPerLineIsCentred() {
        let c = Self.collection(2, size: Point(x: 300, y: 50), width: 320)
        #expect(c.cellsPerLine == 1)
        #expect(c.cellFrame(1) == Rect(x: 10, y: 60, width: 300, height: 50))
        #expect(c.cell(at: Point(x: 5, y: 70)) == nil)
        #expect(c.cell(at: Point(x: 15, y: 70)) == 1)
    }

    @Test func visibleRowsAtAnOffset() {
        let t = Self.table(50)
        #expect(t.visibleCells(offset: .zero, boundsSize: Point(x: 375, y: 400)) == 0...9)
        #expect(t.visibleCells(offset: Point(x: 0, y: 190), boundsSize: Point(x: 375, y: 400)) == 4...13)
        #expect(t.visibleCells(offset: Point(x: 0, y: 2000), boundsSize: Point(x: 375, y: 400)) == 45...49)
        #expect(t.visibleCells(offset: Point(x: 0, y: -100), boundsSize: Point(x: 375, y: 50)) == nil)
        #expect(Self.table(0).visibleCells(offset: .zero, boundsSize: Point(x: 375, y: 400)) == nil)
    }

    /// Rows are virtual: the largest table is as cheap as a small one, and its last row is found exactly.
    @Test func tenMillionRowsCostWhatTenDo() {
        // The most rows a script may declare (the language's limit, docs/limits.md; the engine does not know it).
        let most = 10_000_000
        let big = Self.table(most)
        let small = Self.table(10)
        #expect(MemoryLayout.size(ofValue: big) == MemoryLayout.size(ofValue: small))
        #expect(big.delegateCallCounts.count == small.delegateCallCounts.count)
        let last = most - 1
        #expect(big.cell(at: Point(x: 10, y: Double(last) * 44 + 1)) == last)
        #expect(big.visibleCells(offset: Point(x: 0, y: Double(last) * 44), boundsSize: Point(x: 375, y: 667)) == last...last)
    }
}
