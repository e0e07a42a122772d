import GestureEngine

/// Renders trace events at the `normal` and `brief` levels, one **step** at a time: an input event or a timer
/// firing together with everything it caused (recognizer transitions, actions, deliveries, console lines, resets).
///
/// `normal` prints a step on one line, its parts joined by ` · `, and starts a new line (same time) before a
/// transition, action, waiting recognizer, rejection, delegate answer, control event or a released, cancelled or
/// dropped delivery — unless the line so far holds only the step's input event. A run of **uneventful** steps —
/// moves (or stationary touches) whose only consequences are live `touchesMoved` deliveries and console lines,
/// the same ones each time, and no structural change of the line model — is folded into one line:
/// `16.7–66.7ms  finger 1 moved ×4 (61.1,100 → 94.4,100) · canvas.touchesMoved ×4 · console "touchesMoved(_:with:)" ×4`.
/// `brief` keeps only transitions, actions, console lines and the model. Times and points are rounded to 0.1.
///
/// Memory is bounded by one step (the events of one input event) and one fold (counts and end points).
struct StepRenderer {
    var formatter: TranscriptFormatter
    /// The current step's events, rendered once the next step starts (a model change may still join it).
    private var step: [TraceEvent] = []
    /// Structural model changes reported after the current step's event, in words.
    private var stepModel: [String] = []
    private var fold: Fold?

    init(formatter: TranscriptFormatter) { self.formatter = formatter }

    private var style: Style { formatter.style }

    /// Takes a batch of trace events; returns the text of the steps (and folds) they completed.
    mutating func add(_ events: [TraceEvent], level: TraceLevel, session: Session) -> String {
        var out = ""
        for e in events {
            if startsStep(e) { out += finishStep(level: level, session: session) }
            step.append(e)
        }
        return out
    }

    /// The line model changed at the current step's event.
    mutating func modelChanged(_ changes: [String]) {
        stepModel += changes
    }

    /// Renders what is pending (before a statement header, a note, the model, or at the end).
    mutating func flush(level: TraceLevel, session: Session) -> String {
        let out = finishStep(level: level, session: session)
        return out + flushFold(level: level, session: session)
    }

    private func startsStep(_ e: TraceEvent) -> Bool {
        guard !step.isEmpty else { return false }
        let onlyRejections = step.allSatisfy { if case .touchRejected = $0 { true } else { false } }
        switch e {
        case .touchEvent: return !onlyRejections  // rejections come just before the event they belong to
        case .touchRejected: return !onlyRejections
        case .timerFired: return true
        case .transition, .waiting, .action, .viewCall, .withheld, .dropped, .reset, .log, .controlEvent, .delegateAnswer:
            return false
        }
    }

    private mutating func finishStep(level: TraceLevel, session: Session) -> String {
        guard !step.isEmpty else { return "" }
        defer {
            step.removeAll(keepingCapacity: true)
            stepModel.removeAll()
        }
        if stepModel.isEmpty, let shapes = Fold.shapes(of: step) {
            if fold?.shapes == shapes {
                fold?.add(step)
                return ""
            }
            let out = flushFold(level: level, session: session)
            fold = Fold(shapes: shapes, step: step)
            return out
        }
        return flushFold(level: level, session: session) + render(step, model: stepModel, level: level, session: session)
    }

    private mutating func flushFold(level: TraceLevel, session: Session) -> String {
        guard let f = fold else { return "" }
        fold = nil
        if f.count == 1 { return render(f.firstStep, model: [], level: level, session: session) }
        return f.render(level: level, style: style, session: session)
    }

    // MARK: - One step

    /// One step's lines.
    private func render(_ events: [TraceEvent], model: [String], level: TraceLevel, session: Session) -> String {
        var lines: [(time: VirtualTime, parts: [String])] = []
        var current: [String] = []
        var currentTime = events.first?.time ?? .start
        var onlyInput = false
        for e in events {
            guard let (text, startsLine) = part(e, level: level, session: session) else { continue }
            if startsLine, !current.isEmpty, !onlyInput {
                lines.append((currentTime, current))
                current = []
            }
            if current.isEmpty { currentTime = e.time }
            onlyInput = current.isEmpty && Self.isInput(e)
            current.append(text)
        }
        if !model.isEmpty { current.append(style.cyan("model: " + model.joined(separator: ", "))) }
        if !current.isEmpty { lines.append((currentTime, current)) }
        var out = ""
        for line in lines {
            out += "  " + style.dim(Self.pad(RoundedTime.text(line.time))) + " " + line.parts.joined(separator: " · ") + "\n"
        }
        return out
    }

    private static func isInput(_ e: TraceEvent) -> Bool {
        switch e {
        case .touchEvent, .timerFired: true
        case .touchRejected, .transition, .waiting, .action, .viewCall, .withheld, .dropped, .reset, .log, .controlEvent,
            .delegateAnswer:
            false
        }
    }

    /// The time column: at least 12 characters (`283.3ms`, `16.7–283.3ms`).
    static func pad(_ s: String) -> String { s.count >= 12 ? s : s + String(repeating: " ", count: 12 - s.count) }

    /// One event's text at `level` and whether it starts a new line; nil when the level leaves it out.
    private func part(_ e: TraceEvent, level: TraceLevel, session: Session) -> (String, Bool)? {
        let brief = level == .brief
        switch e {
        case .touchEvent(_, let changes):
            if brief { return nil }
            let parts = changes.map { c -> String in
                switch c.phase {
                case .began: "finger \(c.finger) down at \(ModelChange.rounded(c.location)) (\(session.name(of: c.view)))"
                case .moved: "finger \(c.finger) moved to \(ModelChange.rounded(c.location))"
                case .ended: "finger \(c.finger) up"
                case .cancelled: "finger \(c.finger) cancelled by the system"
                case .stationary: "finger \(c.finger) still"
                }
            }
            return (style.blue(parts.joined(separator: ", ")), true)
        case .transition, .action:
            return formatter.render(e, session: session).map { ($0, true) }
        case .log(_, let line):
            return ("console " + style.bold("\"\(visible: line)\""), false)
        case .reset(_, let ids):
            if brief { return nil }
            let names = session.recognizerNames
            return (style.dim("reset: " + ids.map { $0.index < names.count ? names[$0.index] : "#\($0.index)" }.joined(separator: ", ")), false)
        case .viewCall(_, _, _, _, let delivery):
            if brief { return nil }
            switch delivery {
            case .live:
                return formatter.render(e, session: session).map { ($0, false) }
            case .released(let since):
                guard case .viewCall(let time, let view, let call, let fingers, _) = e else { return nil }
                // As the `all` line, with the original time rounded like every other time here.
                let live = TraceEvent.viewCall(time: time, view: view, call: call, fingers: fingers, delivery: .live)
                return formatter.render(live, session: session).map {
                    ($0 + style.yellow(" released (withheld since \(RoundedTime.text(since)))"), true)
                }
            case .cancelledBy:
                return formatter.render(e, session: session).map { ($0, true) }
            }
        case .withheld:
            if brief { return nil }
            return formatter.render(e, session: session).map { ($0, false) }
        case .timerFired, .touchRejected, .waiting, .dropped, .controlEvent, .delegateAnswer:
            if brief { return nil }
            return formatter.render(e, session: session).map { ($0, true) }
        }
    }
}

/// A run of uneventful steps with the same shape, folded into one line.
private struct Fold {
    /// What one step of the run is made of, in order.
    enum Shape: Equatable {
        case touch(fingers: [Int], phases: [TouchPhase])
        case view(ViewID, TouchPhase)
        case withheld(ViewID, TouchPhase, fingers: [Int], by: [RecognizerID])
        /// A continuous recognizer reporting `changed → changed` again (a pan following the finger).
        case changedAgain(RecognizerID)
        case action(RecognizerID, method: String, state: GestureState)
        case log(String)
    }

    let shapes: [Shape]
    /// The first step, printed as it is when the run has only one.
    let firstStep: [TraceEvent]
    var count = 1
    let firstTime: VirtualTime
    var lastTime: VirtualTime
    let firstLocations: [Point]
    var lastLocations: [Point]

    init(shapes: [Shape], step: [TraceEvent]) {
        self.shapes = shapes
        firstStep = step
        firstTime = step[0].time
        lastTime = step[0].time
        firstLocations = Self.locations(step)
        lastLocations = firstLocations
    }

    mutating func add(_ step: [TraceEvent]) {
        count += 1
        lastTime = step[0].time
        lastLocations = Self.locations(step)
    }

    private static func locations(_ step: [TraceEvent]) -> [Point] {
        if case .touchEvent(_, let changes) = step[0] { return changes.map(\.location) }
        return []
    }

    /// The shape of a step that may be folded: a touch event of moved or stationary touches followed only by live or
    /// withheld moved/stationary deliveries, console lines, and a continuous recognizer's `changed → changed` with
    /// its actions (a pan following the finger). nil for any other step: one with any other transition, action,
    /// delivery, reset or rejection is shown on its own.
    static func shapes(of step: [TraceEvent]) -> [Shape]? {
        guard case .touchEvent(_, let changes) = step[0],
            changes.allSatisfy({ $0.phase == .moved || $0.phase == .stationary })
        else { return nil }
        var shapes: [Shape] = [.touch(fingers: changes.map(\.finger), phases: changes.map(\.phase))]
        for e in step.dropFirst() {
            switch e {
            case .viewCall(_, let view, let call, _, .live) where call == .moved || call == .stationary:
                shapes.append(.view(view, call))
            case .withheld(_, let view, let phase, let fingers, let by) where phase == .moved || phase == .stationary:
                shapes.append(.withheld(view, phase, fingers: fingers, by: by))
            case .transition(_, let id, .changed, .changed, _):
                shapes.append(.changedAgain(id))
            case .action(_, let id, .changed, let method):
                shapes.append(.action(id, method: method, state: .changed))
            case .log(_, let line):
                shapes.append(.log(line))
            default:
                return nil
            }
        }
        return shapes
    }


    private func name(_ id: RecognizerID, _ session: Session) -> String {
        let names = session.recognizerNames
        return id.index < names.count ? names[id.index] : "#\(id.index)"
    }

    func render(level: TraceLevel, style: Style, session: Session) -> String {
        var parts: [String] = []
        for shape in shapes {
            switch shape {
            case .touch(let fingers, let phases):
                if level == .brief { continue }
                var moves: [String] = []
                for (k, finger) in fingers.enumerated() {
                    if phases[k] == .stationary {
                        moves.append("finger \(finger) still ×\(count)")
                    } else {
                        moves.append("finger \(finger) moved ×\(count) (\(ModelChange.rounded(firstLocations[k])) → \(ModelChange.rounded(lastLocations[k])))")
                    }
                }
                parts.append(style.blue(moves.joined(separator: ", ")))
            case .view(let view, let call):
                if level == .brief { continue }
                parts.append("\(session.name(of: view)).\(call.responderMethod) ×\(count)")
            case .withheld(let view, let phase, let fingers, let by):
                if level == .brief { continue }
                let who = by.isEmpty ? "queued behind earlier withheld touches" : "by " + by.map { name($0, session) }.joined(separator: ", ")
                let f = "[" + fingers.map(String.init).joined(separator: ",") + "]"
                parts.append(style.yellow("\(session.name(of: view)).\(phase.responderMethod) \(f) withheld \(who) ×\(count)"))
            case .changedAgain(let id):
                parts.append(style.bold(name(id, session)) + ": " + style.green("changed") + " → " + style.green("changed") + " ×\(count)")
            case .action(let id, let method, let state):
                parts.append(style.magenta("action \(TranscriptFormatter.methodName(method))")
                    + " ← \(name(id, session)) [\(style.green(state.description))] ×\(count)")
            case .log(let line):
                parts.append("console " + style.bold("\"\(visible: line)\"") + " ×\(count)")
            }
        }
        guard !parts.isEmpty else { return "" }
        let time = RoundedTime.range(firstTime, lastTime)
        return "  " + style.dim(StepRenderer.pad(time)) + " " + parts.joined(separator: " · ") + "\n"
    }
}

/// Virtual times as the `normal` and `brief` transcripts print them: milliseconds rounded to 0.1 (`16.7ms`, not
/// `16.666ms`; JSON lines keep the exact microseconds).
enum RoundedTime {
    static func text(_ t: VirtualTime) -> String {
        let us = t.microseconds
        if us % 1000 == 0 { return formatMicroseconds(us) }
        // Tenths of a millisecond, rounded half away from zero (no overflow: |us| < Int64.max / 2 by the clock).
        let tenths = us >= 0 ? (us + 50) / 100 : (us - 50) / 100
        let whole = tenths / 10
        let frac = abs(tenths % 10)
        let sign = (tenths < 0 && whole == 0) ? "-" : ""
        return frac == 0 ? "\(sign)\(whole)ms" : "\(sign)\(whole).\(frac)ms"
    }

    /// `16.7–283.3ms` (the unit once when both ends are in milliseconds).
    static func range(_ a: VirtualTime, _ b: VirtualTime) -> String {
        let first = text(a)
        let last = text(b)
        if first.hasSuffix("ms"), last.hasSuffix("ms") { return String(first.dropLast(2)) + "–" + last }
        return first + "–" + last
    }
}
