import GestureEngine
import GestureScript
import GestureSupport
import TouchTracker

/// Turns session output into the transcript text that the REPL, `run` and golden tests share. One place renders.
///
/// Layout: a statement header (`[12] down 1 at 100,100`, omitted in the REPL), then one line per trace event
/// indented and prefixed with the virtual time, expectation failures, and the line model.
///
/// Golden transcripts (`gesturelab test`) carry no line numbers (``lineNumbers`` false): a header is
/// `> down 1 at 100,100` and a failure `FILE: expectation failed: …`, so adding or removing a comment or a blank line
/// changes no golden, and a golden's diff shows what the script did differently, not where its lines moved.
public struct TranscriptFormatter {
    public var style: Style
    /// Print statement headers (`run`); the REPL echoes nothing (the user just typed the line).
    public var showsStatements: Bool
    public var fileName: String
    /// Statement headers and expectation failures name the script's line (`[12] …`, `FILE:12: …`); false for golden
    /// transcripts (`> …`, `FILE: …`).
    public var lineNumbers: Bool

    /// What starts a statement's header in a transcript without line numbers.
    public static let unnumberedStatementPrefix = "> "

    public init(style: Style = .plain, showsStatements: Bool = true, fileName: String = "<input>", lineNumbers: Bool = true) {
        self.style = style
        self.showsStatements = showsStatements
        self.fileName = fileName
        self.lineNumbers = lineNumbers
    }

    /// Renders one output item; `scene` (what the stream told of the scene so far) names the ids. Returns text
    /// ending in a newline, or "".
    public func render(_ output: SessionOutput, scene: SceneTable) -> String {
        switch output {
        case .statement(let line, let text):
            guard showsStatements else { return "" }
            guard !lineNumbers else { return style.bold("[\(line)] " + Self.firstLine(text)) + "\n" }
            return style.bold(Self.unnumberedStatementPrefix + Self.firstLine(text, comment: false)) + "\n"
        case .trace(let events):
            var out = TextBytes(capacity: 128 * events.count)
            writeLines(events, scene: scene, into: &out)
            return out.string
        case .expectationFailure(let f):
            let place = lineNumbers ? "\(visible: fileName):\(f.line):" : "\(visible: fileName):"
            var text = "\(place) expectation failed: expected \(visible: f.expected), got \(visible: f.actual)"
            if let i = f.iteration { text += " (repeat iteration \(i))" }
            if let why = f.explanation { text += "\n  note: \(visible: why)" }
            return style.red(text) + "\n"
        case .model(let m):
            return renderModel(m)
        case .note(let text):
            return "  " + style.cyan(VisibleText.escape(text)) + "\n"
        case .repeatEnd(let count, let events, let span, _):
            return "  " + style.cyan(Self.repeatEndText(count: count, events: events, span: span)) + "\n"
        case .modelStep, .iteration, .scene, .clock, .summary:
            return ""  // This renderer prints every event and the model after each statement (level `all`).
        case .show(let report):
            return ShowFormatter(style: style).render(report)
        case .error:
            return ""  // Diagnostics are rendered by `DiagnosticRenderer`.
        }
    }

    /// `render(_:scene:)` appended to `out`. The outputs a long run is made of (its trace, its statements' headers)
    /// are written piece by piece; the others are rendered as text.
    func write(_ output: SessionOutput, scene: SceneTable, into out: inout TextBytes) {
        switch output {
        case .trace(let events):
            writeLines(events, scene: scene, into: &out)
        case .statement(let line, let text):
            guard showsStatements else { return }
            out.open(style, "1")
            if lineNumbers {
                out.append(byte: UInt8(ascii: "["))
                out.append(line)
                out.append("] ")
                out.append(Self.firstLine(text))
            } else {
                out.append(Self.unnumberedStatementPrefix)
                out.append(Self.firstLine(text, comment: false))
            }
            out.close(style)
            out.append(byte: UInt8(ascii: "\n"))
        default:
            out.append(render(output, scene: scene))
        }
    }

    /// The line that closes a repeat: `} repeat 3: 12 events over 1.2s`.
    public static func repeatEndText(count: Int, events: Int, span: TimeSpan) -> String {
        "} repeat \(count): \(events) events over \(span)"
    }

    /// A statement's first line for its header: at most 120 characters, ` …` when more lines follow, control
    /// characters (a comment's, a string's) escaped (``VisibleText``); the line's own carriage return is dropped.
    /// `escaped: false` leaves the escaping to the caller (a report that escapes in its own way); `comment: false`
    /// leaves out a comment that ends the line (one that continues on the next has one: `down 1 at 1,1 & # two`), as
    /// golden transcripts and the names of test cases do, so that editing a comment changes neither.
    package static func firstLine(_ text: String, escaped: Bool = true, comment: Bool = true) -> String {
        // Most statements are one short line: shown as they are, without splitting or counting characters.
        if text.utf8.count <= 120, !text.utf8.contains(UInt8(ascii: "\n")) {
            let line = comment ? text : withoutComment(text)
            return escaped ? VisibleText.escape(line) : line
        }
        // Split at the scalar: a CRLF is one `Character`, which is not "\n".
        let scalars = text.unicodeScalars
        let end = scalars.firstIndex(of: "\n")
        var first = String(scalars[..<(end ?? scalars.endIndex)])
        if end != nil, first.unicodeScalars.last == "\r" { first.unicodeScalars.removeLast() }
        if !comment { first = withoutComment(first) }
        func escape(_ s: String) -> String { escaped ? VisibleText.escape(s) : s }
        // At most 120 bytes is at most 120 characters: most lines are not counted character by character.
        let long = first.utf8.count > 120 && first.count > 120
        let shown = long ? escape(String(first.prefix(119))) + "…" : escape(first)
        return end != nil ? shown + " …" : shown
    }

    /// The line up to a `#` that is not inside a string (`"…"`, with `\"` and `\\` escapes), trailing blanks dropped.
    static func withoutComment(_ line: String) -> String {
        // `"`, `\\` and `#` are ASCII, so the bytes are scanned: no UTF-8 byte of another character equals them.
        let bytes = line.utf8
        var inString = false, escaping = false
        var end = bytes.endIndex
        for i in bytes.indices {
            let c = bytes[i]
            if inString {
                if escaping { escaping = false } else if c == UInt8(ascii: "\\") { escaping = true } else if c == UInt8(ascii: "\"") { inString = false }
            } else if c == UInt8(ascii: "\"") {
                inString = true
            } else if c == UInt8(ascii: "#") {
                end = i
                break
            }
        }
        var kept = bytes[..<end]
        while let last = kept.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { kept = kept.dropLast() }
        // Blanks are dropped with a comment or without one: removing `# …` from `down 1 at 1,1 &   # …` changes nothing.
        return kept.endIndex == bytes.endIndex ? line : String(Substring(kept))
    }

    package static func pad(_ t: VirtualTime) -> String {
        let s = formatMicroseconds(t.microseconds)
        return s.count >= 10 ? s : s + String(repeating: " ", count: 10 - s.count)
    }

    private func fingers(_ f: [Int]) -> String { "[" + f.map(String.init).joined(separator: ",") + "]" }



    /// The action method as Swift spells a selector: `tap(_:)`; `log` stays `log`.
    /// `doubleTap(_:)` for a Swift method, an Objective-C selector (`doubleTap:`) as written, `log` as is.
    package static func methodName(_ m: String) -> String { m == "log" || m.hasSuffix(":") ? m : m + "(_:)" }

    /// One trace event as a line (without time), or nil for events the transcript leaves out
    /// (`write(_:scene:into:)` writes it).
    public func render(_ e: TraceEvent, scene: SceneTable) -> String? {
        var out = TextBytes(capacity: 128)
        write(e, scene: scene, into: &out)
        return out.string
    }

    /// Finished lines the transcript lists after a statement: a larger model lists its newest this many and the
    /// selected one (`show model` lists every line). Listing them all made a session of drags print as many lines as
    /// the square of its drags.
    public static let modelListingLimit = 20

    /// The line model: a summary line and one line per line (at most `modelListingLimit` and the selected line,
    /// unless `listsEveryLine`, then the newest ones, with the ranges left out said).
    public func renderModel(_ m: ModelSnapshot, listsEveryLine: Bool = false) -> String {
        var header = "model: \(m.finishedLines.count) line\(m.finishedLines.count == 1 ? "" : "s")"
        header += ", \(m.currentLines.count) in progress"
        header += ", selected \(m.selectedLineIndex.map(String.init) ?? "none")"
        if m.menuVisible {
            header += ", menu visible [\(visible: m.menuItems.joined(separator: ", "))]"
            if let t = m.menuTarget { header += " at \(t)" }
        } else {
            header += ", menu hidden"
        }
        if m.colorPanelVisible { header += ", colour panel visible" }
        if let c = m.currentColor { header += ", colour \(visible: c)" }
        var out = "  " + style.cyan(header) + "\n"
        let lines = m.finishedLines
        func list(_ i: Int) {
            let line = lines[i]
            out += "    line \(i): \(line.begin) → \(line.end)" + extras(line)
            if m.selectedLineIndex == i { out += style.green(" (selected)") }
            out += "\n"
        }
        func leaveOut(_ range: Range<Int>) {
            guard !range.isEmpty else { return }
            let which = range.count == 1 ? "line \(range.lowerBound)" : "lines \(range.lowerBound)–\(range.upperBound - 1)"
            out += style.dim("    … \(which) not listed ('show model' lists every line)") + "\n"
        }
        let newest = listsEveryLine ? 0 : max(0, lines.count - Self.modelListingLimit)
        if let s = m.selectedLineIndex, s < newest, s >= 0 {
            leaveOut(0..<s)
            list(s)
            leaveOut(s + 1..<newest)
        } else {
            leaveOut(0..<newest)
        }
        for i in newest..<lines.count { list(i) }
        for (finger, line) in m.currentLines {
            out += "    finger \(finger): \(line.begin) → \(line.end)" + extras(line) + " (in progress)\n"
        }
        return out
    }

    private func extras(_ l: Line) -> String {
        var s = ""
        if let c = l.color { s += " \(visible: c)" }
        if let w = l.width { s += " width \(formatNumber(w, decimals: 1))" }
        return s
    }
}
