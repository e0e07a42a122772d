import GestureAnalysis
import GestureLanguage
import GestureScript
import GestureSupport

/// `gesturelab sweep FILE --svg OUT`: the outcome map as one SVG file. Two parameters: a grid of cells, the first
/// parameter across and the second down (as the terminal map), each cell one run coloured by its outcome
/// (``SweepPalette``: Okabe–Ito colours as the terminal map shows them, a texture from the ninth outcome on, the outcome's letter in each region
/// large enough for it); one parameter: a strip. The refined boundaries are black lines where they fall, labelled
/// with their value; axes carry the parameters' names and values; the legend lists each outcome with its letter,
/// colour, text and run count. Hovering a region or a line shows its runs or the boundary in full (`<title>`).
///
/// Bounded: equal cells are merged into rectangles (``SweepMap/rectangles(_:)``) and at most 200 values per axis
/// are drawn. Deterministic: the same runs give the same bytes.
public enum SweepMapSVG {
    /// Nil when `plan` can be drawn, else why not (more than two parameters take more than one value).
    public static func refusal(_ plan: SweepPlan) -> String? { SweepMap.refusal(plan) }

    /// The SVG text. `file` names the script in the title; `refine` says how far boundaries were refined.
    /// `subdivision` (`--subdivide K`): the split cells are outlined and each refined run drawn as its part of its cell.
    public static func render(file: String, plan: SweepPlan, runs: [SweepRun], boundaries: [SweepBoundary], omitted: Int,
                              refine: SweepRefinement, subdivision: SweepSubdivision? = nil) -> String {
        let map = SweepMap(plan: plan, runs: runs, boundaries: boundaries, subdivision: subdivision)
        return Layout(map: map).render(file: file, runs: runs.count, omitted: omitted, refine: refine)
    }

    /// Sizes in px.
    static let chartMaximumWidth = 720.0
    static let chartMaximumHeight = 420.0

    static func width(_ s: String, _ perChar: Double) -> Double { Double(s.count) * perChar }

    /// Where everything goes.
    struct Layout {
        let map: SweepMap
        let cellWidth: Double
        let cellHeight: Double
        let xTicks: [Int]
        let yTicks: [Int]
        let yLabelWidth: Double
        let left: Double
        /// Boundary labels along the first axis (above the chart), by row of labels; along the second (right of it).
        let topLabels: [(row: Int, segment: SweepMap.Segment)]
        let rightLabels: [SweepMap.Segment]
        let top: Double

        var columns: Int { map.x.drawn.count }
        var rows: Int { map.grid.count }
        var chartWidth: Double { cellWidth * Double(columns) }
        var chartHeight: Double { cellHeight * Double(rows) }
        var right: Double { left + chartWidth }
        var bottom: Double { top + chartHeight }

        init(map: SweepMap) {
            self.map = map
            let columns = map.x.drawn.count, rows = map.grid.count
            cellWidth = min(72, max(3, (SweepMapSVG.chartMaximumWidth / Double(columns) * 10).rounded(.down) / 10))
            cellHeight = map.y == nil ? 40 : min(48, max(3, (SweepMapSVG.chartMaximumHeight / Double(rows) * 10).rounded(.down) / 10))
            let px = map.plan.parameters[map.x.parameter]
            let xLabelWidth = map.x.drawn.map { SweepMapSVG.width(px.value(at: $0).text, PictureStyle.charWidth11) }.max() ?? 0
            xTicks = Layout.ticks(columns, every: Int(((xLabelWidth + 12) / cellWidth).rounded(.up)))
            if let y = map.y {
                let py = map.plan.parameters[y.parameter]
                yTicks = Layout.ticks(rows, every: Int((14 / cellHeight).rounded(.up)))
                yLabelWidth = max(SweepMapSVG.width(py.name.value, PictureStyle.charWidth12),
                                  yTicks.map { SweepMapSVG.width(py.value(at: y.drawn[$0]).text, PictureStyle.charWidth11) }.max() ?? 0) + 14
            } else {
                yTicks = []
                yLabelWidth = 0
            }
            left = 10 + max(yLabelWidth, 10)
            let cw = cellWidth, left = left
            // Boundary labels: the ones over most of the map first; a label that would overlap one already placed
            // goes to the next row (two rows above the chart) or is left out (its line keeps its <title>).
            var top: [(row: Int, segment: SweepMap.Segment)] = []
            var placed: [[ClosedRange<Double>]] = [[], []]
            var side: [SweepMap.Segment] = []
            var placedSide: [ClosedRange<Double>] = []
            var seen = Set<String>()
            // Segments reaching the edge their label is on come first (short leaders), then the longest.
            let labelled = map.segments.enumerated().sorted { a, b in
                let ea = a.element.alongX ? a.element.from == 0 : a.element.to == columns
                let eb = b.element.alongX ? b.element.from == 0 : b.element.to == columns
                if ea != eb { return ea }
                let la = a.element.to - a.element.from, lb = b.element.to - b.element.from
                return la != lb ? la > lb : a.offset < b.offset
            }.map(\.element)
            for s in labelled where !seen.contains((s.alongX ? "x " : "y ") + s.label) {
                guard !Layout.leaderBlocked(s, by: map.segments, columns: columns) else { continue }
                if s.alongX {
                    let w = SweepMapSVG.width(s.label, PictureStyle.charWidth11)
                    let centre = Layout.labelX(s, left: left, cellWidth: cw, columns: columns, width: w)
                    let span = (centre - w / 2 - 4)...(centre + w / 2 + 4)
                    guard let row = placed.indices.first(where: { r in !placed[r].contains { $0.overlaps(span) } }) else { continue }
                    placed[row].append(span)
                    top.append((row, s))
                } else {
                    let y = s.position * (map.y == nil ? 40 : cellHeight)
                    let span = (y - 8)...(y + 8)
                    guard !placedSide.contains(where: { $0.overlaps(span) }) else { continue }
                    placedSide.append(span)
                    side.append(s)
                }
                seen.insert((s.alongX ? "x " : "y ") + s.label)
            }
            topLabels = top
            rightLabels = side
            let labelRows = (top.map(\.row).max() ?? -1) + 1
            self.top = 56 + 16 * Double(Layout.subtitle(map).count - 1) + 15 * Double(labelRows) + (labelRows > 0 ? 6 : 0) + (map.y == nil ? 0 : 20)
        }

        /// Whether the dotted leader from `s` to its label (up to the top edge, or right to the right edge) would cross
        /// another boundary or run along one within half a cell: such a label would point at the wrong line.
        static func leaderBlocked(_ s: SweepMap.Segment, by segments: [SweepMap.Segment], columns: Int) -> Bool {
            segments.contains { t in
                guard t.label != s.label else { return false }
                if s.alongX {
                    // Path: rows 0...s.from at x = s.position.
                    return t.alongX ? t.from < s.from && abs(t.position - s.position) < 0.5
                        : t.position > 0 && t.position < Double(s.from) && Double(t.from) <= s.position && s.position <= Double(t.to)
                }
                // Path: columns s.to...columns at y = s.position.
                return t.alongX ? t.position > Double(s.to) && t.position < Double(columns) && Double(t.from) <= s.position && s.position <= Double(t.to)
                    : t.to > s.to && abs(t.position - s.position) < 0.5
            }
        }

        /// Every `every`-th cell from the first, at least one, with room kept for the last.
        static func ticks(_ count: Int, every: Int) -> [Int] {
            let step = max(1, every)
            var out = Array(stride(from: 0, to: count, by: step))
            if let last = out.last, last != count - 1, count - 1 - last >= step { out.append(count - 1) }
            return out
        }

        /// A top label's centre: above its line, kept inside the chart's width.
        static func labelX(_ s: SweepMap.Segment, left: Double, cellWidth: Double, columns: Int, width: Double) -> Double {
            let x = left + s.position * cellWidth
            let lo = left + width / 2, hi = left + Double(columns) * cellWidth - width / 2
            return lo > hi ? x : min(max(x, lo), hi)
        }

        func n(_ v: Double) -> String { XMLText.num(v) }

        func render(file: String, runs: Int, omitted: Int, refine: SweepRefinement) -> String {
            let plan = map.plan
            let px = plan.parameters[map.x.parameter]
            let legend = legendLines(refine: refine, omitted: omitted)
            let legendTop = bottom + 52
            let rightWidth = rightLabels.map { SweepMapSVG.width($0.label, PictureStyle.charWidth11) + 14 }.max() ?? 0
            var title = "sweep \(file): \(runs) run\(runs == 1 ? "" : "s")"
            if let total = plan.total, SweepIndex(runs) < total { title += " of \(total) combinations" }
            let subtitle = Layout.subtitle(map)
            let width = ([right + rightWidth + 10, 10 + SweepMapSVG.width(title, 9)]
                         + subtitle.map { 10 + SweepMapSVG.width($0, PictureStyle.charWidth12) }
                         + legend.map { 40 + SweepMapSVG.width($0.text, PictureStyle.charWidth12) + 10 }).max() ?? 0
            let height = legendTop + Double(legend.count) * 22 + 8
            var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"gesturelab-sweep-map\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\">\n"
            out += "<style>\n" + SweepMapSVG.css(outcomes: map.outcomes.count, refined: map.subdivision != nil) + "\n</style>\n"
            out += defs()
            out += "<rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#fff\"/>\n"
            out += "<text class=\"title\" x=\"10\" y=\"24\">\(MarkupText.content(title))</text>\n"
            for (k, line) in subtitle.enumerated() {
                out += "<text class=\"subtitle\" x=\"10\" y=\"\(n(44 + 16 * Double(k)))\">\(MarkupText.content(line))</text>\n"
            }
            let (rects, letters) = cells()
            out += rects
            out += grid()
            out += refinedParts()
            out += boundaries()
            // Over the boundaries, each with a halo of its region's colour: a line never hides a letter.
            out += letters
            out += axes(px: px)
            out += "<g class=\"legend\">\n"
            for (k, line) in legend.enumerated() {
                let y = legendTop + Double(k) * 22
                out += line.swatch(x: 10, y: y)
                out += "<text class=\"legend-text\" x=\"40\" y=\"\(n(y + 13))\">\(MarkupText.content(line.text))</text>\n"
            }
            out += "</g>\n</svg>\n"
            return out
        }

        /// The axes, then (on a second line, when there is any) the values left out and the fixed parameters.
        static func subtitle(_ map: SweepMap) -> [String] {
            let plan = map.plan
            let px = plan.parameters[map.x.parameter]
            var lines: [String] = []
            if let y = map.y {
                lines.append("\(px.name.value) across, \(plan.parameters[y.parameter].name.value) down; a cell is one run, its values at its left and top edges")
            } else {
                lines.append("\(px.name.value) across; a cell is one run, its value at its left edge")
            }
            var notes: [String] = []
            var skipped: [String] = []
            for a in [map.x] + (map.y.map { [$0] } ?? []) where a.isDownsampled {
                skipped.append("every \(ordinal(SweepMap.stepOf(a.count, SweepMap.maximumCells))) of \(a.count) \(plan.parameters[a.parameter].name.value) values")
            }
            if !skipped.isEmpty { notes.append(skipped.joined(separator: ", ") + " drawn (and the last)") }
            let fixed = plan.parameters.indices.filter { $0 != map.x.parameter && $0 != map.y?.parameter }
                .map { "\(plan.parameters[$0].name.value) = \(plan.parameters[$0].first.text)" }
            if !fixed.isEmpty { notes.append(fixed.joined(separator: ", ")) }
            if !notes.isEmpty { lines.append(notes.joined(separator: "; ")) }
            return lines
        }

        /// `2nd`, `3rd`, `4th`, `11th`, `21st`.
        static func ordinal(_ k: Int) -> String {
            let suffix = (k % 100 >= 11 && k % 100 <= 13) ? "th" : [1: "st", 2: "nd", 3: "rd"][k % 10] ?? "th"
            return "\(k)\(suffix)"
        }

        /// One pattern per textured outcome and one for cells not run.
        func defs() -> String {
            var out = "<defs>\n"
            for k in map.outcomes.indices where SweepPalette.texture(k) != .plain {
                let c = SweepPalette.swatch(k)
                out += "<pattern id=\"outcome-\(k)\" patternUnits=\"userSpaceOnUse\" width=\"8\" height=\"8\"><rect width=\"8\" height=\"8\" fill=\"\(c.rgb)\"/>"
                    + SweepMapSVG.texture(SweepPalette.texture(k), ink: c.darkText ? "#000" : "#fff") + "</pattern>\n"
            }
            if map.grid.contains(where: { $0.contains(-1) }) {
                out += "<pattern id=\"not-run\" patternUnits=\"userSpaceOnUse\" width=\"6\" height=\"6\"><rect width=\"6\" height=\"6\" fill=\"#fff\"/><path d=\"M-1,1L1,-1M0,6L6,0M5,7L7,5\" stroke=\"#c4c4c4\" stroke-width=\"0.8\"/></pattern>\n"
            }
            return out + "</defs>\n"
        }

        /// The rectangles of equal cells with their runs on hover, and each one's letter when there is room.
        func cells() -> (rects: String, letters: String) {
            let plan = map.plan
            var out = "<g class=\"cells\">\n"
            var letters = "<g class=\"letters\">\n"
            for r in SweepMap.rectangles(map.grid) {
                let x = left + Double(r.column) * cellWidth, y = top + Double(r.row) * cellHeight
                let w = Double(r.width) * cellWidth, h = Double(r.height) * cellHeight
                let cls = r.outcome < 0 ? "not-run" : "o\(r.outcome)"
                var range = rangeText(plan.parameters[map.x.parameter], map.x, r.column, r.width)
                if let ya = map.y { range += ", " + rangeText(plan.parameters[ya.parameter], ya, r.row, r.height) }
                let what = r.outcome < 0 ? "not run" : "\(SweepPalette.letter(r.outcome)) \(map.outcomes[r.outcome])"
                out += "<rect class=\"cell \(cls)\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(w))\" height=\"\(n(h))\"><title>\(MarkupText.content(what + ": " + range))</title></rect>\n"
                // A letter over a split cell could stand over a refined part of another outcome: left out there.
                let cx = Double(r.column) + Double(r.width) / 2, cy = Double(r.row) + Double(r.height) / 2
                let overSplit = map.splitCells.contains { $0.x0 <= cx && cx < $0.x1 && $0.y0 <= cy && cy < $0.y1 }
                if r.outcome >= 0, w >= 11, h >= 13, !overSplit {
                    // A region's letter, larger where there is room (it is what reads in greyscale).
                    let big = w >= 80 && h >= 60
                    letters += "<text class=\"letter\(big ? " big" : "") ink-\(r.outcome % SweepPalette.swatches.count)\" x=\"\(n(x + w / 2))\" y=\"\(n(y + h / 2 + (big ? 7.5 : 4.5)))\">\(SweepPalette.letter(r.outcome))</text>\n"
                }
            }
            return (out + "</g>\n", letters + "</g>\n")
        }

        /// `--subdivide`'s refined runs, each its part of its cell in its outcome's colour, and each split cell outlined.
        func refinedParts() -> String {
            guard !map.parts.isEmpty else { return "" }
            var out = "<g class=\"refined\">\n"
            func box(_ p: SweepMap.Part) -> String {
                "x=\"\(n(left + p.x0 * cellWidth))\" y=\"\(n(top + p.y0 * cellHeight))\" width=\"\(n((p.x1 - p.x0) * cellWidth))\" height=\"\(n((p.y1 - p.y0) * cellHeight))\""
            }
            for p in map.parts {
                let what = "\(SweepPalette.letter(p.outcome)) \(map.outcomes[p.outcome])"
                out += "<rect class=\"cell part o\(p.outcome)\" \(box(p))><title>\(MarkupText.content("refined run: " + p.values + ": " + what))</title></rect>\n"
            }
            for c in map.splitCells { out += "<rect class=\"split-cell\" \(box(c))/>\n" }
            return out + "</g>\n"
        }

        /// `hold 0ms–350ms`: the values a rectangle covers along one axis.
        func rangeText(_ p: Parameter, _ axis: SweepMap.Axis, _ first: Int, _ count: Int) -> String {
            let a = p.value(at: axis.drawn[first]).text, b = p.value(at: axis.drawn[first + count - 1]).text
            return "\(p.name.value) " + (a == b ? a : a + "–" + b)
        }

        /// Thin white lines between cells, when cells are large enough to count.
        func grid() -> String {
            guard cellWidth >= 8, cellHeight >= 8 else { return "" }
            var d = ""
            for c in 1..<max(columns, 1) { d += "M\(n(left + Double(c) * cellWidth)),\(n(top))v\(n(chartHeight))" }
            for r in 1..<max(rows, 1) { d += "M\(n(left)),\(n(top + Double(r) * cellHeight))h\(n(chartWidth))" }
            return d.isEmpty ? "" : "<path class=\"grid\" d=\"\(d)\"/>\n"
        }

        /// Each boundary as a black line over a white halo, labelled above the chart (first axis) or right of it.
        func boundaries() -> String {
            guard !map.segments.isEmpty else { return "" }
            var out = "<g class=\"boundaries\">\n"
            for s in map.segments {
                let (x1, y1, x2, y2): (Double, Double, Double, Double) = s.alongX
                    ? (left + s.position * cellWidth, top + Double(s.from) * cellHeight, left + s.position * cellWidth, top + Double(s.to) * cellHeight)
                    : (left + Double(s.from) * cellWidth, top + s.position * cellHeight, left + Double(s.to) * cellWidth, top + s.position * cellHeight)
                let coords = "x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\""
                out += "<g class=\"boundary\" data-label=\"\(MarkupText.attribute(s.label))\"><title>\(MarkupText.content(s.detail))</title>"
                out += "<line class=\"halo\" \(coords)/><line class=\"edge\" \(coords)/></g>\n"
            }
            for (row, s) in topLabels {
                let w = SweepMapSVG.width(s.label, PictureStyle.charWidth11)
                let x = left + s.position * cellWidth
                let cx = Layout.labelX(s, left: left, cellWidth: cellWidth, columns: columns, width: w)
                let baseline = top - 10 - Double(row) * 15 - (map.y == nil ? 0 : 20)
                out += "<line class=\"leader\" x1=\"\(n(x))\" y1=\"\(n(baseline + 3))\" x2=\"\(n(x))\" y2=\"\(n(top + Double(s.from) * cellHeight))\"/>"
                out += "<text class=\"boundary-label\" x=\"\(n(cx))\" y=\"\(n(baseline))\">\(MarkupText.content(s.label))</text>\n"
            }
            for s in rightLabels {
                let y = top + s.position * cellHeight
                out += "<line class=\"leader\" x1=\"\(n(left + Double(s.to) * cellWidth))\" y1=\"\(n(y))\" x2=\"\(n(right + 6))\" y2=\"\(n(y))\"/>"
                out += "<text class=\"boundary-label side\" x=\"\(n(right + 8))\" y=\"\(n(y + 4))\">\(MarkupText.content(s.label))</text>\n"
            }
            return out + "</g>\n"
        }

        /// The frame, the values along each axis and the parameters' names.
        func axes(px: Parameter) -> String {
            var out = "<g class=\"axis\">\n"
            out += "<rect class=\"frame\" x=\"\(n(left))\" y=\"\(n(top))\" width=\"\(n(chartWidth))\" height=\"\(n(chartHeight))\"/>\n"
            for c in xTicks {
                let x = left + Double(c) * cellWidth
                out += "<line x1=\"\(n(x))\" y1=\"\(n(bottom))\" x2=\"\(n(x))\" y2=\"\(n(bottom + 5))\"/>"
                out += "<text class=\"tick\" x=\"\(n(x))\" y=\"\(n(bottom + 18))\">\(MarkupText.content(px.value(at: map.x.drawn[c]).text))</text>\n"
            }
            out += "<text class=\"axis-name\" x=\"\(n(left + chartWidth / 2))\" y=\"\(n(bottom + 36))\">\(MarkupText.content(px.name.value)) →</text>\n"
            if let y = map.y {
                let py = map.plan.parameters[y.parameter]
                for r in yTicks {
                    let cy = top + Double(r) * cellHeight
                    out += "<line x1=\"\(n(left - 5))\" y1=\"\(n(cy))\" x2=\"\(n(left))\" y2=\"\(n(cy))\"/>"
                    out += "<text class=\"tick y\" x=\"\(n(left - 8))\" y=\"\(n(cy + 4))\">\(MarkupText.content(py.value(at: y.drawn[r]).text))</text>\n"
                }
                out += "<text class=\"axis-name y\" x=\"\(n(left - 8))\" y=\"\(n(top - 12))\">\(MarkupText.content(py.name.value)) ↓</text>\n"
            }
            return out + "</g>\n"
        }

        /// One legend line: a swatch and its text.
        struct LegendLine {
            var text: String
            var draw: (_ x: Double, _ y: Double) -> String

            func swatch(x: Double, y: Double) -> String { draw(x, y) }
        }

        func legendLines(refine: SweepRefinement, omitted: Int) -> [LegendLine] {
            func n(_ v: Double) -> String { XMLText.num(v) }
            var lines: [LegendLine] = []
            for (k, o) in map.outcomes.enumerated() {
                let runs = map.counts[k], refined = map.refinedCounts[k]
                let more = refined > 0 ? ", and \(refined) refined" : ""
                lines.append(LegendLine(text: "\(SweepPalette.letter(k))  \(o)  (\(runs) run\(runs == 1 ? "" : "s")\(more))") { x, y in
                    "<g class=\"outcome\" data-outcome=\"\(k)\"><rect class=\"cell o\(k)\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"22\" height=\"18\"/>"
                        + "<text class=\"letter ink-\(k % SweepPalette.swatches.count)\" x=\"\(n(x + 11))\" y=\"\(n(y + 13.5))\">\(SweepPalette.letter(k))</text></g>\n"
                })
            }
            if map.outcomes.contains(where: { $0.contains(" ×") }) {
                lines.append(LegendLine(text: "   " + SweepText.countsMeaning) { _, _ in "" })
            }
            if let s = map.subdivision {
                var text = "   a cell where outcomes meet, split \(s.splitText) (--subdivide \(s.factor)): "
                    + "\(s.cells) cell\(s.cells == 1 ? "" : "s"), \(s.runs.count) refined run\(s.runs.count == 1 ? "" : "s")"
                if s.omittedCells > 0 { text += " (\(s.omittedCells) more left whole)" }
                lines.append(LegendLine(text: text) { x, y in
                    "<rect class=\"cell o0\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"22\" height=\"18\"/><rect class=\"cell part o\(map.outcomes.count > 1 ? 1 : 0)\" x=\"\(n(x + 11))\" y=\"\(n(y + 9))\" width=\"11\" height=\"9\"/>"
                        + "<rect class=\"split-cell\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"22\" height=\"18\"/>\n"
                })
            }
            if map.grid.contains(where: { $0.contains(-1) }) {
                lines.append(LegendLine(text: "   not run (--sample picked other combinations)") { x, y in
                    "<rect class=\"cell not-run\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"22\" height=\"18\"/>\n"
                })
            }
            if !map.segments.isEmpty || omitted > 0 {
                let kinds = Set(map.plan.parameters.map { p -> String in
                    switch p.first {
                    case .duration: return SourceText.duration(refine.durationMicroseconds)
                    case .number: return SourceText.number(refine.number)
                    case .point: return "listed points"
                    }
                }).sorted().joined(separator: ", ")
                var text = "   boundary, refined by bisection to \(kinds); hover a line for both sides"
                if omitted > 0 { text += " (\(omitted) more not refined)" }
                lines.append(LegendLine(text: text) { x, y in
                    "<line class=\"halo\" x1=\"\(n(x + 11))\" y1=\"\(n(y))\" x2=\"\(n(x + 11))\" y2=\"\(n(y + 18))\"/><line class=\"edge\" x1=\"\(n(x + 11))\" y1=\"\(n(y))\" x2=\"\(n(x + 11))\" y2=\"\(n(y + 18))\"/>\n"
                })
            }
            return lines
        }
    }

    /// The marks a texture draws over an 8 px tile, in the colour's ink at low opacity.
    static func texture(_ t: SweepPalette.Texture, ink: String) -> String {
        switch t {
        case .plain: return ""
        case .diagonal: return "<path d=\"M-2,2L2,-2M0,8L8,0M6,10L10,6\" stroke=\"\(ink)\" stroke-opacity=\"0.45\" stroke-width=\"1.2\"/>"
        case .dots: return "<circle cx=\"4\" cy=\"4\" r=\"1.5\" fill=\"\(ink)\" fill-opacity=\"0.5\"/>"
        case .crossed: return "<path d=\"M-2,2L2,-2M0,8L8,0M6,10L10,6M-2,6L2,10M0,0L8,8M6,-2L10,2\" stroke=\"\(ink)\" stroke-opacity=\"0.4\" stroke-width=\"1\"/>"
        }
    }

    /// The map's CSS: one fill per outcome (a colour, or its textured pattern) and the letters' ink.
    static func css(outcomes: Int, refined: Bool = false) -> String {
        var out = """
            svg { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12px; }
            .title { font-size: 15px; font-weight: bold; fill: #222; }
            .subtitle { fill: #555; }
            .cell { stroke: none; }
            .not-run { fill: url(#not-run); }
            .grid { stroke: #fff; stroke-opacity: 0.45; stroke-width: 0.5; fill: none; }
            .letter { font-weight: bold; text-anchor: middle; font-size: 13px; paint-order: stroke; stroke-width: 4px; stroke-linejoin: round; }
            .letter.big { font-size: 22px; }
            .boundary .halo { stroke: #fff; stroke-width: 4.5; stroke-linecap: butt; }
            .boundary .edge { stroke: #000; stroke-width: 2; }
            .legend .halo { stroke: #ddd; stroke-width: 4.5; }
            .legend .edge { stroke: #000; stroke-width: 2; }
            .leader { stroke: #000; stroke-width: 1; stroke-dasharray: 2 2; }
            .boundary-label { font-size: 11px; font-weight: bold; fill: #000; text-anchor: middle; }
            .boundary-label.side { text-anchor: start; }
            .axis line { stroke: #666; stroke-width: 1; }
            .axis .frame { fill: none; stroke: #666; stroke-width: 1; }
            .axis .tick { fill: #444; text-anchor: middle; font-size: 11px; }
            .axis .tick.y { text-anchor: end; }
            .axis-name { fill: #222; font-weight: bold; text-anchor: middle; }
            .axis-name.y { text-anchor: end; }
            .legend-text { fill: #222; }
            .legend .cell { stroke: #666; stroke-width: 0.5; }
            """
        if refined {
            out += "\n.cell.part { stroke: #fff; stroke-opacity: 0.5; stroke-width: 0.3; }"
            out += "\n.split-cell { fill: none; stroke: #000; stroke-width: 0.8; stroke-dasharray: 2 1.5; }"
        }
        for k in 0..<outcomes {
            let c = SweepPalette.swatch(k)
            out += "\n.o\(k) { fill: " + (SweepPalette.texture(k) == .plain ? c.rgb : "url(#outcome-\(k))") + "; }"
        }
        for (k, c) in SweepPalette.swatches.enumerated() where k < outcomes {
            out += "\n.ink-\(k) { fill: \(c.darkText ? "#000" : "#fff"); stroke: \(c.rgb); }"
        }
        return out
    }
}
