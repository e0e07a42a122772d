import GestureEngine

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

    /// Where each legend entry sits: entries flow left to right, each as wide as its text (estimated at 6 px per
    /// character of the 10 px legend font, a little more than its real advance), and wrap at the chart's right edge,
    /// so a long meaning such as "waiting for X to fail" never runs into the next entry.
    var legendPlaces: [(kind: ItemKind, column: Double, row: Int)] {
        var places: [(ItemKind, Double, Int)] = []
        var x = 0.0
        var row = 0
        for kind in usedKinds {
            let width = 12 + 6 * Double(TimelineText.meaning(kind).count) + 16
            if x > 0, x + width > Self.chartWidth {
                x = 0
                row += 1
            }
            places.append((kind, x, row))
            x += width
        }
        return places
    }

    var legendRows: Int { (legendPlaces.last?.row ?? -1) + 1 }

    let axis: TimelineAxis

    init(timeline: Timeline) {
        self.timeline = timeline
        axis = TimelineAxis(timeline)
    }

    func x(_ t: Int64, _ step: Int) -> Double { Self.chartX + axis.fraction(t, step: step) * Self.chartWidth }
    func x(_ t: Int64) -> Double { Self.chartX + axis.fraction(t) * Self.chartWidth }

    /// The elements, with the chart's top at `top`.
    func render(top: Double) -> String {
        var out = "<g class=\"timeline\" data-start=\"\(axis.start)\" data-end=\"\(axis.end)\" data-x0=\"\(XMLText.num(Self.chartX))\" data-x1=\"\(XMLText.num(Self.chartX + Self.chartWidth))\">\n"
        for (i, lane) in timeline.lanes.enumerated() {
            let y = top + Double(i) * Self.laneHeight
            out += "<g class=\"lane lane-\(lane.kind.rawValue)\" data-lane=\"\(lane.kind.rawValue)\" data-name=\"\(XMLText.attribute(lane.name))\">\n"
            out += "<rect class=\"lane-bg\" x=\"\(XMLText.num(Self.left))\" y=\"\(XMLText.num(y))\" width=\"\(XMLText.num(Self.labelWidth + Self.chartWidth + Self.rightMargin))\" height=\"\(XMLText.num(Self.laneHeight))\"/>\n"
            out += "<text class=\"lane-label\" x=\"\(XMLText.num(Self.left + 4))\" y=\"\(XMLText.num(y + 16))\">\(XMLText.escape(lane.title))</text>\n"
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
        out += axis(top: top + Double(timeline.lanes.count) * Self.laneHeight)
        out += legend(top: top + Double(timeline.lanes.count) * Self.laneHeight + 36)
        let omittedTop = top + Double(timeline.lanes.count) * Self.laneHeight + 36 + Double(legendRows) * 18
        for (k, line) in omittedRows.enumerated() {
            out += "<text class=\"omitted\" x=\"\(XMLText.num(Self.left + 4))\" y=\"\(XMLText.num(omittedTop + 8 + Double(k) * 16))\">\(XMLText.escape(line))</text>\n"
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
        let title = XMLText.escape(item.label + (item.count > 1 ? " (×\(item.count))" : ""))
        let data = "data-start=\"\(item.start)\" data-end=\"\(item.end)\" data-count=\"\(item.count)\" data-step=\"\(item.startStep)\""
        let cls = "k-" + item.kind.rawValue
        if Self.drawsAsSpan(item) {
            let x0 = x(item.start, item.startStep)
            let w = max(1.5, x(item.end, item.endStep) - x0)
            let (dy, h) = Self.isThin(item.kind) ? (10.0, 4.0) : (5.0, 14.0)
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

    /// A mark's shape around (x, y): circles for fingers, triangles for view calls, a diamond for actions.
    static func symbol(_ k: ItemKind, x: Double, y: Double) -> String {
        func n(_ v: Double) -> String { XMLText.num(v) }
        switch k {
        case .fingerDown, .fingerUp, .console, .model:
            return "M\(n(x - 4)),\(n(y))a4,4 0 1,0 8,0a4,4 0 1,0 -8,0z"
        case .viewBegan:
            return "M\(n(x - 5)),\(n(y - 4))L\(n(x + 5)),\(n(y - 4))L\(n(x)),\(n(y + 5))z"
        case .viewEnded:
            return "M\(n(x - 5)),\(n(y + 4))L\(n(x + 5)),\(n(y + 4))L\(n(x)),\(n(y - 5))z"
        case .action, .control, .ended, .recognized:
            return "M\(n(x)),\(n(y - 6))L\(n(x + 6)),\(n(y))L\(n(x)),\(n(y + 6))L\(n(x - 6)),\(n(y))z"
        case .dropped:
            // ⌀, as the terminal draws it: a ring struck through (a cross is a cancellation).
            return "M\(n(x - 4.5)),\(n(y))a4.5,4.5 0 1,0 9,0a4.5,4.5 0 1,0 -9,0zM\(n(x - 5)),\(n(y + 5))L\(n(x + 5)),\(n(y - 5))"
        case .failed, .cancelled, .fingerCancelled, .viewCancelled, .possible, .waiting, .began, .changed,
            .fingerHeld, .fingerMoves, .viewMoved, .withheld:
            return "M\(n(x - 5)),\(n(y - 5))L\(n(x + 5)),\(n(y + 5))M\(n(x + 5)),\(n(y - 5))L\(n(x - 5)),\(n(y + 5))"
        }
    }

    /// A row of sample marks with their meanings (only the kinds drawn).
    private func legend(top: Double) -> String {
        var out = "<g class=\"legend\">\n"
        for (kind, column, row) in legendPlaces {
            let x = Self.chartX + column
            let y = top + Double(row) * 18
            if Self.isSpanKind(kind) {
                let (dy, h) = Self.isThin(kind) ? (3.0, 4.0) : (-2.0, 12.0)
                out += "<rect class=\"span k-\(kind.rawValue)\" x=\"\(XMLText.num(x - 6))\" y=\"\(XMLText.num(y - 6 + dy))\" width=\"14\" height=\"\(XMLText.num(h))\"/>"
            } else {
                out += "<path class=\"mark k-\(kind.rawValue)\" d=\"\(Self.symbol(kind, x: x, y: y + 1))\"/>"
            }
            out += "<text class=\"legend-text\" x=\"\(XMLText.num(x + 12))\" y=\"\(XMLText.num(y + 5))\">\(XMLText.escape(TimelineText.meaning(kind)))</text>\n"
        }
        return out + "</g>\n"
    }

    private func axis(top: Double) -> String {
        var out = "<g class=\"axis\">\n"
        out += "<line x1=\"\(XMLText.num(Self.chartX))\" y1=\"\(XMLText.num(top + 2))\" x2=\"\(XMLText.num(Self.chartX + Self.chartWidth))\" y2=\"\(XMLText.num(top + 2))\"/>\n"
        var lastLabelX = -1000.0
        for t in axis.ticks(about: 10) {
            let tx = XMLText.num(x(t))
            out += "<line x1=\"\(tx)\" y1=\"\(XMLText.num(top + 2))\" x2=\"\(tx)\" y2=\"\(XMLText.num(top + 8))\"/>"
            // Labels need room (steps can crowd ticks); the last one may not run past the chart's right edge.
            if x(t) - lastLabelX >= 60 {
                let anchor = x(t) > Self.chartX + Self.chartWidth - 30 ? " style=\"text-anchor: end\"" : ""
                out += "<text class=\"tick\"\(anchor) x=\"\(tx)\" y=\"\(XMLText.num(top + 22))\">\(formatMicroseconds(t))</text>"
                lastLabelX = x(t)
            }
            out += "\n"
        }
        return out + "</g>\n"
    }
}
