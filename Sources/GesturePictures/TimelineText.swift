import GestureEngine
import GestureScript
import GestureSupport
import GestureTranscript

/// The timeline as a swimlane chart in Unicode box characters, fitted to `width` columns, with a time axis and a
/// legend of the marks it uses. Work and output are proportional to lanes × (items + width): a long run is drawn
/// from its aggregated items, never from its events.
public struct TimelineText {
    public var width: Int
    public var style: Style

    public init(width: Int, style: Style = .plain) {
        self.width = max(40, min(width, 1000))
        self.style = style
    }

    /// Draws the part of `timeline` between `from` and `to` (microseconds; the whole timeline by default).
    /// `fromStep` leaves out what happened at `from` before that step (see `TimelineAxis`).
    public func render(_ timeline: Timeline, from: Int64? = nil, fromStep: Int? = nil, to: Int64? = nil, title: String = "timeline") -> String {
        guard let start = from ?? timeline.start, let end = to ?? timeline.end else {
            return "  (nothing has happened yet: no events to draw)\n"
        }
        let lanes = timeline.lanes.filter { lane in lane.items.contains { TimelineAxis.overlaps($0, start, fromStep, end) } }
        if lanes.isEmpty { return "  (nothing happened between \(formatMicroseconds(start)) and \(formatMicroseconds(end)))\n" }
        let labelWidth = min(16, max(8, lanes.map { $0.title.count }.max() ?? 8))
        let chartWidth = width - labelWidth - 4
        let timeAxis = TimelineAxis(timeline, from: start, fromStep: fromStep, to: end, resolution: .terminal(columns: chartWidth))
        let scale = TimeScale(axis: timeAxis, columns: chartWidth, fromStep: fromStep)
        var out = style.bold("\(visible: title): \(formatMicroseconds(start))–\(formatMicroseconds(end))")
        if from == nil { out += style.dim(" · \(timeline.events) input event\(timeline.events == 1 ? "" : "s")") }
        let merged = timeline.merged
        if merged > 0 { out += style.dim(" · aggregated (\(merged) merges; each mark may stand for several events)") }
        out += "\n"
        var used = Set<ItemKind>()
        var rows: [String: Int] = [:]
        for (k, lane) in lanes.enumerated() where lane.kind == .recognizer { rows[lane.name] = k }
        for (k, lane) in lanes.enumerated() {
            let row = drawLane(lane, row: k, rows: rows, scale: scale, used: &used)
            out += "  " + Self.fit(VisibleText.escape(lane.title), labelWidth) + " │" + row + "\n"
        }
        let (axisText, dotted) = axis(scale: scale, labelWidth: labelWidth)
        out += axisText
        var extras: [String] = []
        // Only when a dot is drawn: an instant may get no column of its own, or its one column a tick.
        if dotted { extras.append("· axis: one instant, no time passes") }
        if !timeAxis.breaks.isEmpty { extras.append("╫ ╫ axis: idle time, compressed") }
        out += legend(used, extras: extras)
        // Recognizer and view names are script text: shown escaped, as the lane titles are.
        if let omitted = timeline.omittedLanesText { out += style.dim(Self.wrap(VisibleText.escape(omitted), width: width, indent: "  ")) }
        return out
    }

    /// Every scene of a recording, each under its own heading when there are several (`:timeline all`,
    /// `run --timeline`). One scene is drawn as `render` draws it, under `title`.
    public func render(scenes: [ScenePictures], title: String, omittedScenes: String? = nil) -> String {
        guard scenes.count > 1 || omittedScenes != nil, let last = scenes.last else {
            return scenes.first.map { render($0.built, title: title) } ?? render(Timeline(), title: title)
        }
        var out = omittedScenes.map { style.dim(Self.wrap("(\($0))", width: width, indent: "  ")) } ?? ""
        for (k, s) in ScenePictures.fitted(scenes).enumerated() {
            if k > 0 || omittedScenes != nil { out += "\n" }
            out += style.bold(Self.wrap("scene \(s.scene.number) of \(last.number): \(s.scene.title)", width: width, indent: ""))
            out += render(s.timeline, title: title)
        }
        return out
    }

    /// `text` in lines of at most `width` columns, broken at spaces, each line starting with `indent`.
    static func wrap(_ text: String, width: Int, indent: String) -> String {
        ParagraphWrap.wrap(text, width: width, first: indent, rest: indent)
    }

    // MARK: - Lanes

    /// `rows` gives the row of each recognizer's lane, so a waiting span points (↑ or ↓) to the one it waits for.
    private func drawLane(_ lane: Lane, row laneRow: Int, rows: [String: Int], scale: TimeScale, used: inout Set<ItemKind>) -> String {
        var cells = [Character](repeating: " ", count: scale.columns)
        var colours = [ItemKind?](repeating: nil, count: scale.columns)
        var rank = [Int](repeating: -1, count: scale.columns)
        /// The moment (time, step) of the mark in each cell.
        var moments = [(Int64, Int)?](repeating: nil, count: scale.columns)
        func put(_ c: Int, _ ch: Character, _ kind: ItemKind, _ r: Int) {
            guard c >= 0, c < cells.count, r >= rank[c] else { return }
            cells[c] = ch
            colours[c] = kind
            rank[c] = r
        }
        var texts: [(Int, Int, [String], ItemKind)] = []
        for item in lane.items where TimelineAxis.overlaps(item, scale.axis.start, scale.fromStep, scale.axis.end) {
            used.insert(item.kind)
            let c0 = scale.column(item.start, item.startStep)
            let c1 = scale.column(item.end, item.endStep)
            let g = Self.glyphs(item.kind)
            if let fill = g.fill, c1 > c0 || g.mark == nil {
                for c in c0...c1 { put(c, fill, item.kind, item.kind.priority) }
            }
            if let mark = g.mark {
                // Marks of one moment (a delivery dropped and another cancelled in one step) stand side by side, in
                // their order, when a neighbouring cell has no mark: the later one goes right, or the earlier left.
                let moment = (item.start, item.startStep)
                let same = rank[c0] >= 100 && moments[c0].map { $0 == moment } == true
                if same, c0 + 1 < cells.count, rank[c0 + 1] < 100 {
                    put(c0 + 1, mark, item.kind, 100 + item.kind.priority)
                    moments[c0 + 1] = moment
                } else if same, c0 > 0, rank[c0 - 1] < 100 {
                    rank[c0 - 1] = -1
                    put(c0 - 1, cells[c0], colours[c0] ?? item.kind, rank[c0])
                    moments[c0 - 1] = moment
                    rank[c0] = -1
                    put(c0, mark, item.kind, 100 + item.kind.priority)
                } else {
                    put(c0, mark, item.kind, 100 + item.kind.priority)
                    if rank[c0] == 100 + item.kind.priority, cells[c0] == mark { moments[c0] = moment }
                }
            }
            if item.kind == .waiting, !item.waitingFor.isEmpty {
                let who = item.waitingFor.map(VisibleText.escape).joined(separator: ", ")
                let arrows: [String] = item.waitingFor.compactMap { rows[$0] }.map { $0 < laneRow ? "↑" : "↓" }
                let arrow: String = Set(arrows).count == 1 ? arrows[0] : ""
                let gap: String = arrow.isEmpty ? "" : " "
                let choices: [String] = [arrow + gap + "waiting for " + who, arrow + gap + who, arrow]
                texts.append((c0 + 1, c1 - 1, choices, item.kind))
            }
        }
        // Words inside a waiting span: the recognizer waited for, and an arrow to its lane (the longest text that fits).
        for (a, b, choices, kind) in texts {
            guard let text = choices.first(where: { !$0.isEmpty && b - a + 1 >= $0.count + 2 }) else { continue }
            for (k, ch) in text.enumerated() where rank[a + 1 + k] < 100 { cells[a + 1 + k] = ch; colours[a + 1 + k] = kind }
        }
        // A break cuts every lane: a dotted rule in the middle of the compressed stretch.
        for b in scale.axis.breaks {
            let (c0, c1) = scale.breakColumns(b)
            let mid = (c0 + c1) / 2
            if rank[mid] < 100 { cells[mid] = "┊"; colours[mid] = nil }
        }
        var row = ""
        var k = 0
        while k < cells.count {
            // Colour runs, not cells: one escape sequence per run.
            var j = k
            while j < cells.count, colours[j] == colours[k] { j += 1 }
            let run = String(cells[k..<j])
            row += colours[k].map { colour($0, run) } ?? run
            k = j
        }
        return row
    }

    /// A span's fill and the mark at its start (either may be absent). One meaning per glyph: waiting (░, with the
    /// name of the recognizer waited for) is not withheld (⋯); failed (✗), cancelled (⊘) and dropped (◌) differ, and
    /// so do recognized (✓, a discrete gesture) and ended (■, a continuous one).
    static func glyphs(_ kind: ItemKind) -> (fill: Character?, mark: Character?) {
        switch kind {
        case .fingerDown: (nil, "●")
        case .fingerHeld: ("─", nil)
        case .fingerMoves: ("━", nil)
        case .fingerUp: (nil, "○")
        case .fingerCancelled: (nil, "⊘")
        case .possible: ("┄", nil)
        case .waiting: ("░", nil)
        case .began: ("═", "▶")
        case .changed: ("═", nil)
        case .ended: (nil, "■")
        case .recognized: (nil, "✓")
        case .failed: (nil, "✗")
        case .cancelled: (nil, "⊘")
        case .viewBegan: (nil, "▼")
        case .viewMoved: ("•", nil)
        case .viewEnded: (nil, "▲")
        case .viewCancelled: (nil, "⊘")
        case .withheld: ("⋯", nil)
        case .dropped: (nil, "◌")
        case .action: (nil, "◆")
        case .control: (nil, "◈")
        case .console: (nil, "▪")
        case .model: (nil, "◇")
        }
    }

    static func meaning(_ kind: ItemKind) -> String {
        switch kind {
        case .fingerDown: "finger down"
        case .fingerHeld: "held"
        case .fingerMoves: "moving"
        case .fingerUp: "up"
        case .fingerCancelled: "touch cancelled"
        case .possible: "possible"
        case .waiting: "waiting for the one named to fail"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended (continuous)"
        case .recognized: "recognized (discrete)"
        case .failed: "failed"
        case .cancelled: "cancelled"
        case .viewBegan: "touchesBegan"
        case .viewMoved: "touchesMoved"
        case .viewEnded: "touchesEnded"
        case .viewCancelled: "touchesCancelled"
        case .withheld: "delivery withheld"
        case .dropped: "delivery dropped"
        case .action: "action"
        case .control: "control event"
        case .console: "console line"
        case .model: "line model changed"
        }
    }

    /// The colour-blind-safe palette of Okabe and Ito, as the nearest xterm 256-colour entries: blue (25) for
    /// fingers, bluish green (36) for progress and success, orange (214) for waiting, sky blue (74) for withheld and
    /// the model, vermillion (166) for failure, reddish purple (175) for cancellation. Glyphs differ too, so no
    /// meaning rests on hue alone.
    private func colour(_ kind: ItemKind, _ s: String) -> String {
        switch kind {
        case .began, .changed, .ended, .recognized: style.colour256(s, 36)
        case .failed: style.colour256(s, 166)
        case .cancelled, .fingerCancelled, .viewCancelled: style.colour256(s, 175)
        case .waiting: style.colour256(s, 214)
        case .withheld, .model: style.colour256(s, 74)
        case .action, .control: style.colour256(s, 178)
        case .fingerDown, .fingerUp, .fingerMoves: style.colour256(s, 25)
        case .possible, .fingerHeld, .dropped: style.dim(s)
        case .viewBegan, .viewMoved, .viewEnded, .console: s
        }
    }

    // MARK: - Axis and legend

    /// The axis line and its labels, and whether the line shows a dotted (`·`) stretch.
    private func axis(scale: TimeScale, labelWidth: Int) -> (text: String, dotted: Bool) {
        var line = [Character](repeating: "─", count: scale.columns)
        var labels = [Character](repeating: " ", count: scale.columns + 12)
        var taken = [Bool](repeating: false, count: scale.columns + 12)
        // Where several steps happen at one instant no time passes: the axis is dotted there, and has no ticks.
        for (u0, u1) in scale.axis.instants {
            let c0 = scale.column(u0), c1 = scale.column(u1)
            if c1 > c0 { for c in (c0 + 1)...c1 { line[c] = "·" } }
        }
        // Breaks first (their labels matter most): the axis line is cut, `╫` at each edge, and the duration is
        // written under the cut.
        for b in scale.axis.breaks {
            let (c0, c1) = scale.breakColumns(b)
            for c in c0...c1 { line[c] = " " }
            line[c0] = "╫"
            line[c1] = "╫"
            let text = Array(b.label)
            let at = max(0, min(scale.columns - text.count, (c0 + c1 + 1) / 2 - text.count / 2))
            for (k, ch) in text.enumerated() { labels[at + k] = ch; taken[at + k] = true }
            if at > 0 { taken[at - 1] = true }
            taken[at + text.count] = true
        }
        for t in scale.axis.ticks() {
            let c = scale.column(scale.axis.tickFraction(t))
            if line[c] == "─" || line[c] == "·" { line[c] = "┴" }
            let text = Array(formatMicroseconds(t))
            // A label that would run past the right edge ends at it instead; labels never touch each other.
            let at = min(c, scale.columns - text.count)
            if at >= 0, !taken[max(0, at - 1)...(at + text.count)].contains(true) {
                for (k, ch) in text.enumerated() { labels[at + k] = ch; taken[at + k] = true }
            }
        }
        let pad = String(repeating: " ", count: labelWidth + 2)
        var out = "  " + pad.dropLast() + "└" + String(line) + "\n"
        out += "  " + pad + String(labels).replacingTrailingSpaces() + "\n"
        return (out, line.contains("·"))
    }

    private func legend(_ used: Set<ItemKind>, extras: [String] = []) -> String {
        var parts: [String] = []
        for kind in ItemKind.allCases where used.contains(kind) {
            let g = Self.glyphs(kind)
            guard let ch = g.mark ?? g.fill else { continue }
            parts.append(colour(kind, String(ch)) + " " + Self.meaning(kind))
        }
        parts += extras
        var out = ""
        var line = "  "
        for p in parts {
            // Visible width: the glyph and its words (escape sequences do not count).
            if Self.visibleWidth(line) + Self.visibleWidth(p) + 3 > width, line != "  " {
                out += line + "\n"
                line = "  "
            }
            line += (line == "  " ? "" : " · ") + p
        }
        return out + line + "\n"
    }

    static func visibleWidth(_ s: String) -> Int {
        var n = 0
        var inEscape = false
        for ch in s {
            if inEscape { if ch == "m" { inEscape = false }; continue }
            if ch == "\u{1B}" { inEscape = true; continue }
            n += 1
        }
        return n
    }

    static func fit(_ s: String, _ w: Int) -> String {
        if s.count > w { return String(s.prefix(w - 1)) + "…" }
        return s + String(repeating: " ", count: w - s.count)
    }
}

/// Maps moments to chart columns through a `TimelineAxis`.
struct TimeScale {
    var axis: TimelineAxis
    var columns: Int
    var fromStep: Int? = nil

    func column(_ t: Int64, _ step: Int) -> Int { clamp(axis.fraction(t, step: step)) }
    func column(_ t: Int64) -> Int { clamp(axis.fraction(t)) }
    func column(_ u: Double) -> Int { clamp(u) }

    private func clamp(_ f: Double) -> Int { max(0, min(columns - 1, Int((f * Double(columns - 1)).rounded()))) }

    /// The columns a break covers, inside its two edges (at least three columns: edge, gap, edge).
    func breakColumns(_ b: TimelineAxis.Break) -> (Int, Int) {
        let c0 = clamp(b.u0)
        let c1 = clamp(b.u1)
        return c1 - c0 >= 2 ? (c0, c1) : (max(0, min(c0, columns - 3)), max(0, min(c0, columns - 3)) + 2)
    }
}

extension String {
    func replacingTrailingSpaces() -> String {
        var s = Substring(self)
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
