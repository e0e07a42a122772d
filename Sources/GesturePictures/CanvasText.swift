import GestureEngine
import GestureScript
import GestureTranscript
import TouchTracker

/// The screen drawn in Unicode braille (2 × 4 dots per character cell): view frames with their names,
/// TouchTracker's lines (finished, in progress, selected; told apart by colour when colour is on, and listed
/// underneath either way), the fingers down (`●N`) and the menu (`[Delete]`).
public struct CanvasText {
    public var width: Int
    public var maxRows: Int
    public var style: Style

    public init(width: Int, maxRows: Int = 40, style: Style = .plain) {
        self.width = max(20, min(width, 1000))
        self.maxRows = max(8, min(maxRows, 400))
        self.style = style
    }

    enum Ink: Int { case none = 0, view, finished, current, selected, finger }

    public func render(_ scene: CanvasScene) -> String {
        // Square dots: a cell is about twice as tall as wide and holds 2 × 4 dots.
        let cols = width - 4
        let pointsPerDot = max(scene.screenWidth / Double(cols * 2), scene.screenHeight / Double(maxRows * 4), 0.01)
        let dotsX = max(2, Int((scene.screenWidth / pointsPerDot).rounded(.up)))
        let dotsY = max(4, Int((scene.screenHeight / pointsPerDot).rounded(.up)))
        var grid = BrailleGrid(cellsX: (dotsX + 1) / 2, cellsY: (dotsY + 3) / 4)
        func dot(_ p: Point) -> (Int, Int) { (Int((p.x / pointsPerDot).rounded(.down)), Int((p.y / pointsPerDot).rounded(.down))) }

        for v in scene.views {
            let (x0, y0) = dot(Point(x: v.frame.origin.x, y: v.frame.origin.y))
            let (x1, y1) = dot(Point(x: v.frame.origin.x + v.frame.width, y: v.frame.origin.y + v.frame.height))
            grid.rectangle(x0, y0, min(x1, dotsX - 1), min(y1, dotsY - 1), ink: .view)
        }
        // The cells the frames' borders pass through, before anything else is drawn: names are cut where they would
        // reach one (a row's name on the table's bottom edge, a long name at a narrow view's right edge).
        let borders = grid.inks().map { row in row.map { $0 == .view } }
        var legend: [String] = []
        // Lines are stroked as the app strokes them (`CanvasSVG.lineWidth` points wide, round caps): a disc of half
        // that width at every dot of the line, so a line in progress of length 0 is the chapter's red dot.
        func radius(_ line: Line) -> Int { Int(((line.width ?? CanvasSVG.lineWidth) / 2 / pointsPerDot).rounded()) }
        if let m = scene.model {
            for (i, line) in m.finishedLines.enumerated() {
                let selected = m.selectedLineIndex == i
                let (a, b) = (dot(line.begin), dot(line.end))
                grid.line(a.0, a.1, b.0, b.1, ink: selected ? .selected : .finished, radius: radius(line))
                let words = "line \(i) \(line.begin) → \(line.end)" + (selected ? " (selected)" : "")
                legend.append(selected ? style.green(words) : words)
            }
            for (finger, line) in m.currentLines {
                let (a, b) = (dot(line.begin), dot(line.end))
                grid.line(a.0, a.1, b.0, b.1, ink: .current, radius: radius(line))
                legend.append(style.red("finger \(finger): \(line.begin) → \(line.end) (in progress)"))
            }
        }
        var cells = grid.characters()
        var inks = grid.inks()
        func write(_ text: String, cellX: Int, cellY: Int, ink: Ink) {
            guard cellY >= 0, cellY < cells.count else { return }
            for (k, ch) in text.enumerated() where cellX + k >= 0 && cellX + k < cells[cellY].count {
                cells[cellY][cellX + k] = ch
                inks[cellY][cellX + k] = ink
            }
        }
        // View names inside the top-left corner of their frames.
        // Names of views whose corners fall in the same cell follow each other on one row.
        let corners = scene.views.map { v in
            let (x0, y0) = dot(Point(x: v.frame.origin.x, y: v.frame.origin.y))
            return [x0 / 2 + 1, y0 / 4 + 1]
        }
        let offsets = ViewLabelPlacement.offsets(corners, names: scene.views.map(\.name))
        for ((v, corner), offset) in zip(zip(scene.views, corners), offsets) {
            let (x, y) = (corner[0] + offset, min(corner[1], cells.count - 1))
            guard y >= 0 else { continue }
            // The name as far as it goes without overwriting a frame's border (none of it when it starts on one),
            // cut with an ellipsis.
            var room = 0
            while room < v.name.count, !(x + room >= 0 && x + room < borders[y].count && borders[y][x + room]) { room += 1 }
            if let shown = ViewLabelPlacement.cut(v.name, to: room) { write(shown, cellX: x, cellY: y, ink: .view) }
        }
        if let m = scene.model, m.menuVisible {
            let at = m.menuTarget ?? Point(x: scene.screenWidth / 2, y: scene.screenHeight / 2)
            let (x, y) = dot(at)
            let text = "[" + m.menuItems.joined(separator: "|") + "]"
            write(text, cellX: max(0, min(x / 2, (grid.cellsX - text.count))), cellY: max(0, y / 4 - 1), ink: .selected)
            legend.append("menu [" + m.menuItems.joined(separator: ", ") + "] at \(at)")
        }
        for f in scene.fingers {
            let (x, y) = dot(f.at)
            // A finger drawing a line stands just right of the line's end, so the stroke under it (the red dot) shows.
            let drawing = scene.model?.currentLines.first { $0.0 == f.finger }.map { radius($0.1) + 1 } ?? 0
            write("●\(f.finger)", cellX: (x + drawing) / 2 + (drawing > 0 ? 1 : 0), cellY: y / 4, ink: .finger)
            legend.append("finger \(f.finger) down at \(f.at)")
        }
        // The screen's size follows the box's top edge where the line has room for it, else it stands on a line of
        // its own above the box: a box as wide as the terminal would wrap it.
        let size = "\(formatNumber(scene.screenWidth)) × \(formatNumber(scene.screenHeight)) pt"
        let top = "  ┌" + String(repeating: "─", count: grid.cellsX) + "┐"
        var out = 3 + grid.cellsX + 1 + 1 + size.count <= width
            ? top + " " + style.dim(size) + "\n"
            : "  " + style.dim(size) + "\n" + top + "\n"
        for (row, rowInks) in zip(cells, inks) {
            out += "  │" + colourRow(row, rowInks) + "│\n"
        }
        out += "  └" + String(repeating: "─", count: grid.cellsX) + "┘\n"
        if scene.model == nil, scene.views.isEmpty { out += "  (no views and no TouchTracker: declare a view or 'use touchtracker')\n" }
        if scene.model != nil, legend.isEmpty { out += "  no lines\n" }
        for l in legend { out += "  " + l + "\n" }
        return out
    }

    private func colourRow(_ row: [Character], _ inks: [Ink]) -> String {
        var out = ""
        var k = 0
        while k < row.count {
            var j = k
            while j < row.count, inks[j] == inks[k] { j += 1 }
            let run = String(row[k..<j])
            switch inks[k] {
            case .none, .finished: out += run
            case .view: out += style.dim(run)
            case .current: out += style.red(run)
            case .selected: out += style.green(run)
            case .finger: out += style.blue(run)
            }
            k = j
        }
        return out
    }
}

/// A braille dot grid: each cell is one character of 2 × 4 dots; each cell remembers the strongest ink on it.
struct BrailleGrid {
    let cellsX: Int
    let cellsY: Int
    private var bits: [UInt8]
    private var ink: [CanvasText.Ink]

    init(cellsX: Int, cellsY: Int) {
        self.cellsX = max(1, cellsX)
        self.cellsY = max(1, cellsY)
        bits = [UInt8](repeating: 0, count: self.cellsX * self.cellsY)
        ink = [CanvasText.Ink](repeating: .none, count: self.cellsX * self.cellsY)
    }

    /// Unicode's braille dot numbering: bit for (column, row) within a cell.
    private static let dotBits: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]

    mutating func set(_ x: Int, _ y: Int, ink k: CanvasText.Ink) {
        guard x >= 0, y >= 0, x < cellsX * 2, y < cellsY * 4 else { return }
        let i = (y / 4) * cellsX + x / 2
        bits[i] |= Self.dotBits[x % 2][y % 4]
        if k.rawValue > ink[i].rawValue { ink[i] = k }
    }

    /// Bresenham's line, every dot on it (steps bounded by the grid size); with `radius`, a disc of that many dots
    /// around each (a stroke that wide, with round caps).
    mutating func line(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, ink k: CanvasText.Ink, radius: Int = 0) {
        let r = max(0, min(radius, 16))
        let limit = 4 * (cellsX + cellsY) * 4
        let (cx0, cy0, cx1, cy1) = (clamp(x0), clamp(y0), clamp(x1), clamp(y1))
        var (x, y) = (cx0, cy0)
        let dx = abs(cx1 - cx0), dy = -abs(cy1 - cy0)
        let sx = cx0 < cx1 ? 1 : -1, sy = cy0 < cy1 ? 1 : -1
        var err = dx + dy
        var steps = 0
        while steps <= limit {
            if r == 0 {
                set(x, y, ink: k)
            } else {
                for ddy in -r...r { for ddx in -r...r where ddx * ddx + ddy * ddy <= r * r { set(x + ddx, y + ddy, ink: k) } }
            }
            if x == cx1, y == cy1 { break }
            let e2 = 2 * err
            if e2 >= dy { err += dy; x += sx }
            if e2 <= dx { err += dx; y += sy }
            steps += 1
        }
    }

    /// Keeps far-away coordinates from making a line long: a little outside the grid is enough.
    private func clamp(_ v: Int) -> Int { max(-4, min(v, 4 * max(cellsX, cellsY) + 4)) }

    mutating func rectangle(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, ink k: CanvasText.Ink) {
        line(x0, y0, x1, y0, ink: k)
        line(x1, y0, x1, y1, ink: k)
        line(x1, y1, x0, y1, ink: k)
        line(x0, y1, x0, y0, ink: k)
    }

    func characters() -> [[Character]] {
        (0..<cellsY).map { row in
            (0..<cellsX).map { col in
                let b = bits[row * cellsX + col]
                return b == 0 ? " " : Character(Unicode.Scalar(0x2800 + UInt32(b))!)
            }
        }
    }

    func inks() -> [[CanvasText.Ink]] {
        (0..<cellsY).map { row in Array(ink[(row * cellsX)..<(row * cellsX + cellsX)]) }
    }
}
