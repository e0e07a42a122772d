import GestureEngine
import GestureScript
import GestureSupport

/// The timeline as SVG elements: one `<g class="lane">` per lane (`data-lane`, `data-name`), spans as
/// `<rect class="span k-KIND">` and marks as `<path class="mark k-KIND">`, each with `data-start`/`data-end` in
/// microseconds and its cause in a `<title>` (shown on hover), and a time axis.
struct TimelineSVG {
    static let labelWidth = 150.0
    static let chartWidth = 800.0
    static let laneHeight = 24.0
    static let left = 10.0
    /// Room right of the chart's end, in each lane, for the marks of the last moment (half a mark, or two side by side).
    static let rightMargin = 12.0
    static var chartX: Double { left + labelWidth }
    /// The most characters of a lane's title that fit left of the chart (12 px monospace, about 7.2 px each, in
    /// `labelWidth` less the label's inset and a gap before the chart).
    static let labelCharacters = 19

    /// A lane's title as the label's content: whole when it fits; otherwise cut with an ellipsis, so it never runs
    /// into the chart (a built-in recognizer's name, such as `list's content-touch delay`, is long), with the whole
    /// title in a `<title>` shown on hover.
    static func laneLabel(_ title: String) -> String {
        guard title.count > labelCharacters else { return MarkupText.content(title) }
        return MarkupText.content(String(title.prefix(labelCharacters - 1)) + "…") + "<title>\(MarkupText.content(title))</title>"
    }

    var timeline: Timeline

    /// The height the timeline takes (lanes, axis, legend and the line on lanes not drawn), in px.
    var height: Double { Double(timeline.lanes.count) * Self.laneHeight + 36 + Double(legendRows) * 18 + Double(omittedRows.count) * 16 }

    /// The sentence on lanes not drawn, in lines that fit the picture's width (about 6.6 px per character of the
    /// 11 px font).
    var omittedRows: [String] {
        guard let text = timeline.omittedLanesText else { return [] }
        let columns = Int((Self.labelWidth + Self.chartWidth) / 6.6)
        return TimelineText.wrap(text, width: columns, indent: "").split(separator: "\n").map(String.init)
    }

    /// The kinds drawn, in legend order.
    var usedKinds: [ItemKind] {
        var used = Set<ItemKind>()
        for lane in timeline.lanes { for item in lane.items { used.insert(item.kind) } }
        return ItemKind.allCases.filter(used.contains)
    }

    /// What a legend entry explains: a kind of mark, or a feature of the axis.
    enum LegendEntry: Equatable {
        case kind(ItemKind)
        /// The axis is dashed where several events happen at one instant (no time passes there).
        case instant
        /// An idle stretch drawn compressed.
        case axisBreak

        var text: String {
            switch self {
            case .kind(let k): TimelineText.meaning(k)
            case .instant: "events at one instant (no time passes)"
            case .axisBreak: "idle time, compressed (its length under it)"
            }
        }
    }

    /// The legend's entries: the kinds drawn, then the axis features present.
    var legendEntries: [LegendEntry] {
        usedKinds.map(LegendEntry.kind) + (axis.instants.isEmpty ? [] : [.instant]) + (axis.breaks.isEmpty ? [] : [.axisBreak])
    }

    /// Where each legend entry sits: entries flow left to right, each as wide as its text (estimated at 6 px per
    /// character of the 10 px legend font, a little more than its real advance), and wrap at the chart's right edge,
    /// so a long meaning never runs into the next entry.
    var legendPlaces: [(entry: LegendEntry, column: Double, row: Int)] {
        var places: [(LegendEntry, Double, Int)] = []
        var x = 0.0
        var row = 0
        for entry in legendEntries {
            let width = 12 + 6 * Double(entry.text.count) + 16
            if x > 0, x + width > Self.chartWidth {
                x = 0
                row += 1
            }
            places.append((entry, x, row))
            x += width
        }
        return places
    }

    var legendRows: Int { (legendPlaces.last?.row ?? -1) + 1 }

    let axis: TimelineAxis

    init(timeline: Timeline) {
        self.timeline = timeline
        axis = TimelineAxis(timeline, resolution: .svg)
    }

    func x(_ t: Int64, _ step: Int) -> Double { Self.chartX + axis.fraction(t, step: step) * Self.chartWidth }
    func x(_ t: Int64) -> Double { Self.chartX + axis.fraction(t) * Self.chartWidth }

    /// The elements, with the chart's top at `top`.
    func render(top: Double) -> String {
        var out = "<g class=\"timeline\" data-start=\"\(axis.start)\" data-end=\"\(axis.end)\" data-x0=\"\(XMLText.num(Self.chartX))\" data-x1=\"\(XMLText.num(Self.chartX + Self.chartWidth))\">\n"
        for (i, lane) in timeline.lanes.enumerated() {
            let y = top + Double(i) * Self.laneHeight
            out += "<g class=\"lane lane-\(lane.kind.rawValue)\" data-lane=\"\(lane.kind.rawValue)\" data-name=\"\(MarkupText.attribute(lane.name))\">\n"
            out += "<rect class=\"lane-bg\" x=\"\(XMLText.num(Self.left))\" y=\"\(XMLText.num(y))\" width=\"\(XMLText.num(Self.labelWidth + Self.chartWidth + Self.rightMargin))\" height=\"\(XMLText.num(Self.laneHeight))\"/>\n"
            out += "<text class=\"lane-label\" x=\"\(XMLText.num(Self.left + 4))\" y=\"\(XMLText.num(y + 16))\">\(Self.laneLabel(lane.title))</text>\n"
            // Spans first, marks over them: a mark is never hidden under a span that lasts past it.
            for item in lane.items where Self.drawsAsSpan(item) { out += itemElement(item, laneTop: y) }
            // Marks of one moment (a delivery dropped and another cancelled in one step) stand side by side, in
            // their order, centred on the moment.
            var atMoment: [MomentKey: Int] = [:]
            var marks: [(LaneItem, Int)] = []
            for item in lane.items where !Self.drawsAsSpan(item) {
                let key = MomentKey(time: item.start, step: item.startStep)
                marks.append((item, atMoment[key, default: 0]))
                atMoment[key, default: 0] += 1
            }
            for (item, k) in marks {
                let n = atMoment[MomentKey(time: item.start, step: item.startStep)] ?? 1
                out += itemElement(item, laneTop: y, dx: (Double(k) - Double(n - 1) / 2) * Self.markSpacing)
            }
            out += "</g>\n"
        }
        out += waitingArrows(top: top)
        out += breaks(top: top, lanesHeight: Double(timeline.lanes.count) * Self.laneHeight)
        out += axis(top: top + Double(timeline.lanes.count) * Self.laneHeight)
        out += legend(top: top + Double(timeline.lanes.count) * Self.laneHeight + 36)
        let omittedTop = top + Double(timeline.lanes.count) * Self.laneHeight + 36 + Double(legendRows) * 18
        for (k, line) in omittedRows.enumerated() {
            out += "<text class=\"omitted\" x=\"\(XMLText.num(Self.left + 4))\" y=\"\(XMLText.num(omittedTop + 8 + Double(k) * 16))\">\(MarkupText.content(line))</text>\n"
        }
        out += "</g>\n"
        return out
    }

    struct MomentKey: Hashable {
        var time: Int64
        var step: Int
    }

    /// How far apart marks of one moment in a lane are drawn, px (a mark is about 10 px wide).
    static let markSpacing = 11.0

    static func drawsAsSpan(_ item: LaneItem) -> Bool { !item.isMark || isSpanKind(item.kind) }

    private func itemElement(_ item: LaneItem, laneTop y: Double, dx: Double = 0) -> String {
        let title = MarkupText.content(item.label + (item.count > 1 ? " (×\(item.count))" : ""))
        let data = "data-start=\"\(item.start)\" data-end=\"\(item.end)\" data-count=\"\(item.count)\" data-step=\"\(item.startStep)\""
        let cls = "k-" + item.kind.rawValue
        if Self.drawsAsSpan(item) {
            let x0 = x(item.start, item.startStep)
            let w = max(1.5, x(item.end, item.endStep) - x0)
            let (dy, h) = Self.spanBox(item.kind)
            return "<rect class=\"span \(cls)\" \(data) x=\"\(XMLText.num(x0))\" y=\"\(XMLText.num(y + dy))\" width=\"\(XMLText.num(w))\" height=\"\(XMLText.num(h))\"><title>\(title)</title></rect>\n"
        }
        return "<path class=\"mark \(cls)\" \(data) d=\"\(Self.symbol(item.kind, x: x(item.start, item.startStep) + dx, y: y + 12))\"><title>\(title)</title></path>\n"
    }

    /// Kinds drawn as spans even when they last no time (a state entered and left at once is still a state).
    static func isSpanKind(_ k: ItemKind) -> Bool {
        switch k {
        case .possible, .waiting, .began, .changed, .fingerHeld, .withheld, .fingerMoves, .viewMoved: true
        case .ended, .recognized, .failed, .cancelled, .fingerDown, .fingerUp, .fingerCancelled, .viewBegan, .viewEnded,
            .viewCancelled, .dropped, .action, .console, .control, .model:
            false
        }
    }

    static func isThin(_ k: ItemKind) -> Bool { k == .possible || k == .fingerHeld }

    /// Withheld deliveries are drawn lower and narrower than the state spans, as dashed outlines: held in transit.
    static func spanBox(_ k: ItemKind) -> (dy: Double, height: Double) {
        if isThin(k) { return (10, 4) }
        if k == .withheld { return (7, 10) }
        return (5, 14)
    }

    /// A mark's shape around (x, y), one per meaning: circles for fingers, triangles for view calls, a check for
    /// recognized, a square for ended, a cross for failed, a struck ring for cancelled, a dashed ring for dropped,
    /// diamonds for actions and control events, a small square for console lines.
    static func symbol(_ k: ItemKind, x: Double, y: Double) -> String {
        func n(_ v: Double) -> String { XMLText.num(v) }
        func ring(_ r: Double) -> String { "M\(n(x - r)),\(n(y))a\(n(r)),\(n(r)) 0 1,0 \(n(2 * r)),0a\(n(r)),\(n(r)) 0 1,0 \(n(-2 * r)),0z" }
        switch k {
        case .fingerDown, .fingerUp, .model:
            return k == .model ? "M\(n(x)),\(n(y - 5))L\(n(x + 5)),\(n(y))L\(n(x)),\(n(y + 5))L\(n(x - 5)),\(n(y))z" : ring(4)
        case .console:
            return "M\(n(x - 3.5)),\(n(y - 3.5))h7v7h-7z"
        case .viewBegan:
            return "M\(n(x - 5)),\(n(y - 4))L\(n(x + 5)),\(n(y - 4))L\(n(x)),\(n(y + 5))z"
        case .viewEnded:
            return "M\(n(x - 5)),\(n(y + 4))L\(n(x + 5)),\(n(y + 4))L\(n(x)),\(n(y - 5))z"
        case .action:
            return "M\(n(x)),\(n(y - 6))L\(n(x + 6)),\(n(y))L\(n(x)),\(n(y + 6))L\(n(x - 6)),\(n(y))z"
        case .control:
            return "M\(n(x)),\(n(y - 6))L\(n(x + 6)),\(n(y))L\(n(x)),\(n(y + 6))L\(n(x - 6)),\(n(y))zM\(n(x)),\(n(y - 2))L\(n(x + 2)),\(n(y))L\(n(x)),\(n(y + 2))L\(n(x - 2)),\(n(y))z"
        case .recognized:
            return "M\(n(x - 5)),\(n(y))L\(n(x - 1.5)),\(n(y + 4))L\(n(x + 5.5)),\(n(y - 5))"
        case .ended:
            return "M\(n(x - 4.5)),\(n(y - 4.5))h9v9h-9z"
        case .dropped:
            return ring(4.5)
        case .cancelled, .fingerCancelled, .viewCancelled:
            // ⊘: a ring struck through.
            return ring(4.5) + "M\(n(x - 3.2)),\(n(y + 3.2))L\(n(x + 3.2)),\(n(y - 3.2))"
        case .failed, .possible, .waiting, .began, .changed, .fingerHeld, .fingerMoves, .viewMoved, .withheld:
            return "M\(n(x - 4.5)),\(n(y - 4.5))L\(n(x + 4.5)),\(n(y + 4.5))M\(n(x + 4.5)),\(n(y - 4.5))L\(n(x - 4.5)),\(n(y + 4.5))"
        }
    }

    /// A row of sample marks with their meanings (only the kinds drawn).
    private func legend(top: Double) -> String {
        var out = "<g class=\"legend\">\n"
        for (entry, column, row) in legendPlaces {
            let x = Self.chartX + column
            let y = top + Double(row) * 18
            func n(_ v: Double) -> String { XMLText.num(v) }
            switch entry {
            case .kind(let kind) where Self.isSpanKind(kind):
                let (dy, h) = Self.isThin(kind) ? (3.0, 4.0) : kind == .withheld ? (0.0, 8.0) : (-2.0, 12.0)
                out += "<rect class=\"span k-\(kind.rawValue)\" x=\"\(n(x - 6))\" y=\"\(n(y - 6 + dy))\" width=\"14\" height=\"\(n(h))\"/>"
            case .kind(let kind):
                out += "<path class=\"mark k-\(kind.rawValue)\" d=\"\(Self.symbol(kind, x: x, y: y + 1))\"/>"
            case .instant:
                out += "<line class=\"axis-instant\" x1=\"\(n(x - 7))\" y1=\"\(n(y + 1))\" x2=\"\(n(x + 8))\" y2=\"\(n(y + 1))\"/>"
            case .axisBreak:
                out += "<path class=\"break-cut\" d=\"M\(n(x - 6)),\(n(y + 6))L\(n(x - 1)),\(n(y - 4))M\(n(x + 2)),\(n(y + 6))L\(n(x + 7)),\(n(y - 4))\"/>"
            }
            out += "<text class=\"legend-text\" x=\"\(n(x + 12))\" y=\"\(n(y + 5))\">\(MarkupText.content(entry.text))</text>\n"
        }
        return out + "</g>\n"
    }

    private func axis(top: Double) -> String {
        var out = "<g class=\"axis\">\n"
        // The axis line, cut at each break.
        var from = Self.chartX
        for b in axis.breaks {
            let bx0 = Self.chartX + b.u0 * Self.chartWidth, bx1 = Self.chartX + b.u1 * Self.chartWidth
            out += "<line x1=\"\(XMLText.num(from))\" y1=\"\(XMLText.num(top + 2))\" x2=\"\(XMLText.num(bx0 + 4))\" y2=\"\(XMLText.num(top + 2))\"/>\n"
            from = bx1 - 4
        }
        out += "<line x1=\"\(XMLText.num(from))\" y1=\"\(XMLText.num(top + 2))\" x2=\"\(XMLText.num(Self.chartX + Self.chartWidth))\" y2=\"\(XMLText.num(top + 2))\"/>\n"
        // Where several events happen at one instant no time passes: the axis is dashed there (over the line).
        for (u0, u1) in axis.instants {
            let a = Self.chartX + u0 * Self.chartWidth, b = Self.chartX + u1 * Self.chartWidth
            out += "<line class=\"axis-instant\" x1=\"\(XMLText.num(a))\" y1=\"\(XMLText.num(top + 2))\" x2=\"\(XMLText.num(b))\" y2=\"\(XMLText.num(top + 2))\"/>\n"
        }
        // Where labels are, so none overlaps another: the breaks' first (about 6 px per character, and margins).
        var taken: [(Double, Double)] = []
        for b in axis.breaks {
            let mid = Self.chartX + (b.u0 + b.u1) / 2 * Self.chartWidth
            let half = 3.2 * Double(b.label.count) + 2
            taken.append((mid - half, mid + half))
        }
        for t in axis.ticks() {
            let tickX = Self.chartX + axis.tickFraction(t) * Self.chartWidth
            let tx = XMLText.num(tickX)
            out += "<line x1=\"\(tx)\" y1=\"\(XMLText.num(top + 2))\" x2=\"\(tx)\" y2=\"\(XMLText.num(top + 8))\"/>"
            // Labels need room; the last one may not run past the chart's right edge.
            let text = formatMicroseconds(t)
            let half = 3.2 * Double(text.count) + 4
            let endAnchored = tickX > Self.chartX + Self.chartWidth - half
            let extent = endAnchored ? (tickX - 2 * half, tickX) : (tickX - half, tickX + half)
            if !taken.contains(where: { $0.0 < extent.1 && extent.0 < $0.1 }) {
                let anchor = endAnchored ? " style=\"text-anchor: end\"" : ""
                out += "<text class=\"tick\"\(anchor) x=\"\(tx)\" y=\"\(XMLText.num(top + 22))\">\(text)</text>"
                taken.append(extent)
            }
            out += "\n"
        }
        out += "</g>\n"
        return out
    }

    /// On each waiting span, the name of the recognizer it waits for (as much as fits), and a dashed arrow from the
    /// span to that recognizer's lane (`<g class="waiting-for" data-name data-target>`).
    private func waitingArrows(top: Double) -> String {
        var row: [String: Int] = [:]
        for (i, lane) in timeline.lanes.enumerated() where lane.kind == .recognizer { row[lane.name] = i }
        func n(_ v: Double) -> String { XMLText.num(v) }
        var out = ""
        for (i, lane) in timeline.lanes.enumerated() where lane.kind == .recognizer {
            let y = top + Double(i) * Self.laneHeight
            for item in lane.items where item.kind == .waiting && !item.waitingFor.isEmpty {
                let x0 = x(item.start, item.startStep), x1 = x(item.end, item.endStep)
                let names = item.waitingFor.joined(separator: ", ")
                out += "<g class=\"waiting-for\" data-name=\"\(MarkupText.attribute(lane.name))\" data-target=\"\(MarkupText.attribute(names))\">"
                // Text at about 6 px per character of the 10 px font, inside the span with 4 px margins.
                let room = Int((x1 - x0 - 8 - 12) / 6)
                for text in ["waiting for " + names, names] where text.count <= room {
                    out += "<text class=\"waiting-text\" x=\"\(n(x0 + 16))\" y=\"\(n(y + 15.5))\">\(MarkupText.content(text))</text>"
                    break
                }
                for target in item.waitingFor {
                    guard let j = row[target], j != i else { continue }
                    let ax = x0 + 7
                    let down = j > i
                    let from = down ? y + 19 : y + 5
                    // The head ends just short of the target lane's middle, where its state spans are.
                    let to = top + Double(j) * Self.laneHeight + Self.laneHeight / 2 + (down ? -5 : 5)
                    let head = down ? -5.0 : 5.0
                    out += "<path class=\"waiting-arrow\" d=\"M\(n(ax)),\(n(from))L\(n(ax)),\(n(to + head))\"/>"
                    out += "<path class=\"waiting-arrow-head\" d=\"M\(n(ax - 3.5)),\(n(to + head))L\(n(ax + 3.5)),\(n(to + head))L\(n(ax)),\(n(to))z\"/>"
                }
                out += "<title>\(MarkupText.content(item.label))</title></g>\n"
            }
        }
        return out
    }

    /// Each break drawn across the lanes and the axis: a band that hides the compressed stretch, two slanted
    /// strokes cutting the axis, and the stretch's duration under it (`<g class="axis-break" data-start data-end>`).
    private func breaks(top: Double, lanesHeight: Double) -> String {
        var out = ""
        for b in axis.breaks {
            let x0 = Self.chartX + b.u0 * Self.chartWidth, x1 = Self.chartX + b.u1 * Self.chartWidth
            let axisY = top + lanesHeight + 2
            func n(_ v: Double) -> String { XMLText.num(v) }
            out += "<g class=\"axis-break\" data-start=\"\(b.from)\" data-end=\"\(b.to)\"><title>\(MarkupText.content(b.label)) with nothing happening, drawn compressed (\(formatMicroseconds(b.from))–\(formatMicroseconds(b.to)))</title>"
            out += "<rect class=\"break-band\" x=\"\(n(x0 + 4))\" y=\"\(n(top))\" width=\"\(n(max(1, x1 - x0 - 8)))\" height=\"\(n(lanesHeight + 8))\"/>"
            out += "<path class=\"break-cut\" d=\"M\(n(x0 + 1)),\(n(axisY + 6))L\(n(x0 + 7)),\(n(axisY - 6))M\(n(x1 - 7)),\(n(axisY + 6))L\(n(x1 - 1)),\(n(axisY - 6))\"/>"
            out += "<text class=\"break-label\" x=\"\(n((x0 + x1) / 2))\" y=\"\(n(axisY + 20))\">\(MarkupText.content(b.label))</text></g>\n"
        }
        return out
    }
}
