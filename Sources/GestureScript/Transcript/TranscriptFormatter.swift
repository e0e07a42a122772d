import GestureEngine
import TouchTracker

/// Turns session output into the transcript text that the REPL, `run` and golden tests share. One place renders.
///
/// Layout: a statement header (`[12] down 1 at 100,100`, omitted in the REPL), then one line per trace event
/// indented and prefixed with the virtual time, expectation failures, and the line model.
public struct TranscriptFormatter {
    public var style: Style
    /// Print statement headers (`run`); the REPL echoes nothing (the user just typed the line).
    public var showsStatements: Bool
    public var fileName: String

    public init(style: Style = .plain, showsStatements: Bool = true, fileName: String = "<input>") {
        self.style = style
        self.showsStatements = showsStatements
        self.fileName = fileName
    }

    /// Renders one output item; the session gives names for ids. Returns text ending in a newline, or "".
    public func render(_ output: SessionOutput, session: Session) -> String {
        switch output {
        case .statement(let line, let text):
            guard showsStatements else { return "" }
            return style.bold("[\(line)] \(Self.firstLine(text))") + "\n"
        case .trace(let events):
            var out = ""
            for e in events {
                if let line = render(e, session: session) { out += "  " + style.dim(Self.pad(e.time)) + " " + line + "\n" }
            }
            return out
        case .expectationFailure(let f):
            var text = "\(visible: fileName):\(f.line): expectation failed: expected \(visible: f.expected), got \(visible: f.actual)"
            if let i = f.iteration { text += " (repeat iteration \(i))" }
            if let why = f.explanation { text += "\n  note: \(visible: why)" }
            return style.red(text) + "\n"
        case .model(let m):
            return renderModel(m)
        case .note(let text):
            return "  " + style.cyan(VisibleText.escape(text)) + "\n"
        case .repeatEnd(let count, let events, let span, _):
            return "  " + style.cyan(Self.repeatEndText(count: count, events: events, span: span)) + "\n"
        case .modelStep, .iteration:
            return ""  // This renderer prints every event and the model after each statement (level `all`).
        case .show(let report):
            return ShowFormatter(style: style).render(report)
        case .error:
            return ""  // Diagnostics are rendered by `DiagnosticRenderer`.
        }
    }

    /// The line that closes a repeat: `} repeat 3: 12 events over 1.2s`.
    public static func repeatEndText(count: Int, events: Int, span: TimeSpan) -> String {
        "} repeat \(count): \(events) events over \(span)"
    }

    /// A statement's first line for its header: at most 120 characters, ` …` when more lines follow, control
    /// characters (a comment's, a string's) escaped (``VisibleText``); the line's own carriage return is dropped.
    static func firstLine(_ text: String) -> String {
        // Split at the scalar: a CRLF is one `Character`, which is not "\n".
        let scalars = text.unicodeScalars
        let end = scalars.firstIndex(of: "\n")
        var first = String(scalars[..<(end ?? scalars.endIndex)])
        if end != nil, first.unicodeScalars.last == "\r" { first.unicodeScalars.removeLast() }
        let shown = first.count > 120 ? VisibleText.escape(String(first.prefix(119))) + "…" : VisibleText.escape(first)
        return end != nil ? shown + " …" : shown
    }

    static func pad(_ t: VirtualTime) -> String {
        let s = formatMicroseconds(t.microseconds)
        return s.count >= 10 ? s : s + String(repeating: " ", count: 10 - s.count)
    }

    private func fingers(_ f: [Int]) -> String { "[" + f.map(String.init).joined(separator: ",") + "]" }



    /// The action method as Swift spells a selector: `tap(_:)`; `log` stays `log`.
    /// `doubleTap(_:)` for a Swift method, an Objective-C selector (`doubleTap:`) as written, `log` as is.
    static func methodName(_ m: String) -> String { m == "log" || m.hasSuffix(":") ? m : m + "(_:)" }

    /// One trace event as a line (without time), or nil for events the transcript leaves out.
    public func render(_ e: TraceEvent, session: Session) -> String? {
        // Cached by the session: building the list per event made text output quadratic in the recognizers.
        let names = session.recognizerNames
        func r(_ id: RecognizerID) -> String { id.index < names.count ? names[id.index] : "#\(id.index)" }
        func v(_ id: ViewID) -> String { session.name(of: id) }
        func stateText(_ s: GestureState, _ id: RecognizerID) -> String {
            let name = s.name(discrete: id.index < session.env.recognizers.count && session.env[id].kind.isDiscrete)
            switch s {
            case .began, .changed: return style.green(name)
            case .ended: return style.green(style.bold(name))
            case .failed, .cancelled: return style.red(name)
            case .possible: return name
            }
        }
        switch e {
        case .touchEvent(_, let changes):
            let parts = changes.map { c -> String in
                switch c.phase {
                case .began: "finger \(c.finger) down at \(c.location) (\(v(c.view)))"
                case .moved: "finger \(c.finger) moved to \(c.location)"
                case .ended: "finger \(c.finger) up"
                case .cancelled: "finger \(c.finger) cancelled by the system"
                case .stationary: "finger \(c.finger) still"
                }
            }
            return style.blue("event: " + parts.joined(separator: ", "))
        case .timerFired(_, let id, let timer):
            return "timer: \(r(id)) \(timer) fired"
        case .touchRejected(_, let id, let finger, let reason):
            let why: String =
                switch reason {
                case .disabled: "isEnabled is false"
                case .notPossible: "it has not reset yet"
                case .exclusiveTouch: "an exclusiveTouch view is tracking a finger"
                case .delegateShouldReceive: "its delegate's shouldReceive answered false"
                }
            return "\(r(id)) does not receive finger \(finger): \(why)"
        case .transition(_, let id, let from, let to, let cause):
            var text = "\(style.bold(r(id))): \(stateText(from, id)) → \(stateText(to, id))"
            if let cause { text += " (" + CauseText.describe(cause, names: names, viewNames: session.viewNames) + ")" }
            return text
        case .waiting(_, let id, let wouldBe, let blockers):
            return "\(style.bold(r(id))): \(StateVerbs.wouldNow(wouldBe, discrete: session.env[id].kind.isDiscrete)), "
                + style.yellow("waiting for \(blockers.map(r).joined(separator: ", ")) to fail") + "; stays possible"
        case .action(_, let id, let state, let method):
            return style.magenta("action \(Self.methodName(method))") + " ← \(r(id)) [\(stateText(state, id))]"
        case .viewCall(_, let view, let call, let f, let delivery):
            var text = "\(v(view)).\(call.responderMethod) \(fingers(f))"
            switch delivery {
            case .live: break
            case .released(let t): text += style.yellow(" released (withheld since \(formatMicroseconds(t.microseconds)))")
            case .cancelledBy(let id): text += style.yellow(" cancelled by \(r(id))")
            }
            return text
        case .withheld(_, let view, let phase, let f, let by):
            let who = by.isEmpty ? "queued behind earlier withheld touches" : "by " + by.map(r).joined(separator: ", ")
            return style.yellow("\(v(view)).\(phase.responderMethod) \(fingers(f)) withheld \(who)")
        case .dropped(_, let view, let phases, let f, let by):
            return style.yellow("\(v(view)): \(phases.map(\.responderMethod).joined(separator: ", ")) \(fingers(f)) dropped, claimed by \(r(by))")
        case .reset(_, let ids):
            return style.dim("reset: " + ids.map(r).joined(separator: ", ") + " → possible")
        case .log(_, let line):
            return "console: " + style.bold(VisibleText.escape(line))
        case .controlEvent(_, let view, let event):
            return "\(v(view)) sent \(event)"
        case .delegateAnswer(_, let id, let method, let other, let answer):
            return "\(r(id)) delegate: \(method)\(other.map { "(\(r($0)))" } ?? "") → \(answer)"
        }
    }

    /// The line model: a summary line and one line per line.
    public func renderModel(_ m: ModelSnapshot) -> String {
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
        for (i, line) in m.finishedLines.enumerated() {
            out += "    line \(i): \(line.begin) → \(line.end)" + extras(line)
            if m.selectedLineIndex == i { out += style.green(" (selected)") }
            out += "\n"
        }
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
