import GestureAnalysis
import GestureLanguage
import GestureScript

/// A sweep's outcome map as geometry, before any drawing: which parameters are the axes, which of their values are
/// drawn, each drawn cell's outcome (or "not run", for `--sample`), the cells merged into rectangles, and where each
/// refined boundary falls. Coordinates are in cells: column `j` spans `j..<j+1`; its value sits at its leading edge
/// `j` and holds until the next value at `j + 1` (so a boundary at a value run is drawn on the edge of its cell).
///
/// The axes are the parameters that take more than one value: the first across, the second down (as the terminal
/// map). One such parameter gives a strip (one row); none gives a single cell. More than two cannot be drawn
/// (``refusal(_:)``): a parameter fixed with `param NAME in VALUE` does not count.
struct SweepMap {
    /// One axis: a parameter and the value indices drawn along it (all of them, or every k-th, the last kept).
    struct Axis: Equatable {
        var parameter: Int
        var drawn: [Int]
        /// The parameter's number of values (more than `drawn.count` when downsampled).
        var count: Int
        var isDownsampled: Bool { drawn.count < count }

        /// The cell coordinate of a (fractional) value index: a drawn value at its cell's leading edge, values between
        /// two drawn ones in proportion, values past the last drawn one within its cell.
        func position(_ f: Double) -> Double {
            guard let first = drawn.first, let last = drawn.last else { return 0 }
            if f <= Double(first) { return 0 }
            if f >= Double(last) { return Double(drawn.count - 1) + min(1, f - Double(last)) }
            var lo = 0, hi = drawn.count - 1
            while hi - lo > 1 {
                let mid = (lo + hi) / 2
                if Double(drawn[mid]) <= f { lo = mid } else { hi = mid }
            }
            let a = Double(drawn[lo]), b = Double(drawn[hi])
            return Double(lo) + (b > a ? (f - a) / (b - a) : 0)
        }

        /// The drawn cell of value index `i`, or nil when it is not drawn.
        func cell(of i: Int) -> Int? {
            guard i >= 0, i < count else { return nil }
            let step = SweepMap.stepOf(count, SweepMap.maximumCells)
            if i % step == 0 { return i / step }
            return i == count - 1 ? drawn.count - 1 : nil
        }
    }

    /// A run of equal cells: `width` columns from `column`, `height` rows from `row`; `outcome` -1 is "not run".
    struct Rect: Equatable {
        var column: Int
        var row: Int
        var width: Int
        var height: Int
        var outcome: Int
    }

    /// A boundary where it falls: across the map at `position` (a cell coordinate along `parameter`'s axis), over
    /// the cells `from..<to` of the other axis.
    struct Segment: Equatable {
        /// True when the boundary is along the first axis (a vertical line); false along the second (horizontal).
        var alongX: Bool
        var position: Double
        var from: Int
        var to: Int
        /// `hold = 400ms`
        var label: String
        /// The boundary as the text report says it.
        var detail: String
    }

    /// The most values drawn along an axis: more are drawn every k-th, the last kept (docs/limits.md). At most
    /// 200 × 200 rectangles, whatever the sweep.
    static let maximumCells = 200

    let plan: SweepPlan
    let x: Axis
    /// Nil for a strip (one parameter varies, or none).
    let y: Axis?
    /// Outcomes in order of their first run (``SweepPalette``; the refined runs' after the grid's), and how many runs
    /// gave each: grid runs, and refined runs of `--subdivide`.
    let outcomes: [String]
    let counts: [Int]
    let refinedCounts: [Int]
    /// `--subdivide`'s split cells and their parts, in cell coordinates (nil without it).
    let subdivision: SweepSubdivision?
    let splitCells: [Part]
    let parts: [Part]

    /// A rectangle in cell coordinates (`x0..<x1` across, `y0..<y1` down) with an outcome (-1 for a split cell's
    /// outline) and the values it stands for.
    struct Part: Equatable {
        var x0: Double, x1: Double, y0: Double, y1: Double
        var outcome: Int
        var values: String
    }
    /// `[row][column]`: an index into `outcomes`, or -1 for a combination that was not run.
    let grid: [[Int]]
    let segments: [Segment]

    /// Nil when the map can be drawn, else why not (more than two parameters take more than one value).
    static func refusal(_ plan: SweepPlan) -> String? {
        let varying = plan.parameters.filter { $0.count > 1 }
        guard varying.count > 2 else { return nil }
        let names = varying.map(\.name.value).joined(separator: ", ")
        return "--svg draws a map of one or two parameters, and this sweep varies \(varying.count) (\(names)); "
            + "fix all but two with 'param NAME in VALUE', or use --format csv for every run"
    }

    /// The map of `runs`; the caller checks ``refusal(_:)`` first (a third varying parameter is held at its first value).
    init(plan: SweepPlan, runs: [SweepRun], boundaries: [SweepBoundary], subdivision: SweepSubdivision? = nil) {
        self.plan = plan
        let varying = plan.parameters.indices.filter { plan.parameters[$0].count > 1 }
        func axis(_ p: Int) -> Axis {
            let count = plan.parameters[p].count
            return Axis(parameter: p, drawn: SweepMap.sampled(count, SweepMap.maximumCells), count: count)
        }
        let x = axis(varying.first ?? 0), y = varying.count >= 2 ? axis(varying[1]) : nil
        self.x = x
        self.y = y
        let refined = subdivision?.runs ?? []
        outcomes = SweepPalette.orderedOutcomes(runs + refined.map(\.run))
        var number: [String: Int] = [:]
        for (k, o) in outcomes.enumerated() { number[o] = k }
        var refinedCounts = Array(repeating: 0, count: outcomes.count)
        for r in refined { refinedCounts[number[r.run.outcome] ?? 0] += 1 }
        self.refinedCounts = refinedCounts
        self.subdivision = subdivision
        var counts = Array(repeating: 0, count: outcomes.count)
        var byIndex: [SweepIndex: Int] = [:]
        byIndex.reserveCapacity(runs.count)
        for r in runs {
            let k = number[r.outcome] ?? 0
            counts[k] += 1
            byIndex[r.index] = k
        }
        self.counts = counts
        let rows = y?.drawn ?? [0]
        var combination = Array(repeating: 0, count: plan.parameters.count)
        grid = rows.map { row in
            x.drawn.map { column in
                combination[x.parameter] = column
                if let y { combination[y.parameter] = row }
                return byIndex[plan.index(of: combination)] ?? -1
            }
        }
        segments = SweepMap.place(boundaries, plan: plan, x: x, y: y)
        // A split cell spans its value to the next along each axis; its parts, K-ths of that.
        let k = Double(subdivision?.factor ?? 1)
        var split: [Part] = []
        var seen = Set<SweepIndex>()
        var parts: [Part] = []
        for r in refined {
            let c = plan.combination(r.cell)
            // A part's extent along an axis; the whole cell's along one the cell is not split along.
            func span(_ axis: Axis?, _ part: Int) -> (Double, Double) {
                guard let axis else { return (0, 1) }
                let i = Double(c[axis.parameter])
                guard r.split[axis.parameter] else { return (axis.position(i), axis.position(i + 1)) }
                return (axis.position(i + Double(part) / k), axis.position(i + Double(part + 1) / k))
            }
            if seen.insert(r.cell).inserted {
                let (a, _) = span(x, 0), (b, _) = span(y, 0)
                let splitX = x.position(Double(c[x.parameter]) + 1), splitY = y.map { $0.position(Double(c[$0.parameter]) + 1) } ?? 1
                split.append(Part(x0: a, x1: splitX, y0: b, y1: splitY, outcome: -1, values: ""))
            }
            let (x0, x1) = span(x, r.parts[x.parameter])
            let (y0, y1) = span(y, y.map { r.parts[$0.parameter] } ?? 0)
            let values = zip(plan.parameters, r.run.values).map { "\($0.name.value) \($1.text)" }.joined(separator: ", ")
            parts.append(Part(x0: x0, x1: x1, y0: y0, y1: y1, outcome: number[r.run.outcome] ?? 0, values: values))
        }
        splitCells = split
        self.parts = parts
    }

    /// Every k-th index of `0..<count`, so that at most `limit` remain, the last always kept (as the terminal map).
    static func sampled(_ count: Int, _ limit: Int) -> [Int] {
        let step = stepOf(count, limit)
        var out = Array(stride(from: 0, to: count, by: step))
        if let last = out.last, last != count - 1 { out.append(count - 1) }
        return out
    }

    static func stepOf(_ count: Int, _ limit: Int) -> Int { max(1, (count + limit - 1) / limit) }

    /// Equal neighbouring cells of each row merged into one rectangle, and a rectangle continued down while the next
    /// row has the same run at the same columns. Listed by their top-left cell, row by row: O(cells) time, and a
    /// map of a few regions is a few rectangles however many runs it has.
    static func rectangles(_ grid: [[Int]]) -> [Rect] {
        struct Key: Hashable { var column: Int, width: Int, outcome: Int }
        var out: [Rect] = []
        var open: [Key: Int] = [:]
        for (row, cells) in grid.enumerated() {
            var next: [Key: Int] = [:]
            var start = 0
            for c in cells.indices where c == cells.count - 1 || cells[c + 1] != cells[c] {
                let key = Key(column: start, width: c + 1 - start, outcome: cells[c])
                if let i = open[key] {
                    out[i].height += 1
                    next[key] = i
                } else {
                    out.append(Rect(column: start, row: row, width: key.width, height: 1, outcome: cells[c]))
                    next[key] = out.count - 1
                }
                start = c + 1
            }
            open = next
        }
        return out
    }

    /// Each boundary at the first value found with the upper side's outcome (bisection puts it at most one
    /// refinement step past the last value with the lower side's), over the row (or column) it was found in;
    /// segments that continue each other in neighbouring rows are joined. Boundaries in a row or column that is not
    /// drawn are left out. Listed points are not refined: their boundary is on the edge between the two cells.
    static func place(_ boundaries: [SweepBoundary], plan: SweepPlan, x: Axis, y: Axis?) -> [Segment] {
        var out: [Segment] = []
        for b in boundaries {
            let alongX = b.parameter == x.parameter
            guard alongX || b.parameter == y?.parameter, let axis = alongX ? x : y else { continue }
            let combination = plan.combination(b.lowerRun)
            let i = combination[b.parameter]
            let p = plan.parameters[b.parameter]
            var fraction = 1.0
            if i + 1 < p.count, let v0 = numeric(p.value(at: i)), let v1 = numeric(p.value(at: i + 1)),
               let first = numeric(b.first), v1 != v0 {
                fraction = min(1, max(0, (first - v0) / (v1 - v0)))
            }
            let position = axis.position(Double(i) + fraction)
            let across: Int
            if let other = alongX ? y : x {
                guard let cell = other.cell(of: combination[other.parameter]) else { continue }
                across = cell
            } else {
                across = 0
            }
            let segment = Segment(alongX: alongX, position: position, from: across, to: across + 1,
                                  label: "\(p.name.value) = \(Sweep.headline(b).text)",
                                  detail: "\(b.below) → \(b.above) at \(p.name.value) = \(Sweep.headline(b).text)"
                                      + " (\(b.last.text): \(b.below); \(b.first.text): \(b.above))")
            if let k = out.lastIndex(where: { $0.alongX == alongX && $0.to == across && $0.position == position && $0.detail == segment.detail }) {
                out[k].to = across + 1
            } else {
                out.append(segment)
            }
        }
        return out
    }

    /// A value as a number on its axis (microseconds for durations); nil for points (listed, not interpolated).
    static func numeric(_ v: ParameterValue) -> Double? {
        switch v {
        case .number(let n): n
        case .duration(let us): Double(us)
        case .point: nil
        }
    }
}
