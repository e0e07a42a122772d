import GestureEngine
import GestureScript
import GestureSupport

/// Renders trace events at the `normal` and `brief` levels, one **step** at a time: an input event or a timer
/// firing together with everything it caused (recognizer transitions, actions, deliveries, console lines, resets).
///
/// `normal` prints a step on one line, its parts joined by ` · `, and starts a new line (same time) before a
/// transition, action, waiting recognizer, rejection, delegate answer, control event or a released, cancelled or
/// dropped delivery — unless the line so far holds only the step's input event. A run of **uneventful** steps —
/// moves (or stationary touches) whose only consequences are live `touchesMoved` deliveries and console lines,
/// the same ones each time, and no structural change of the line model — is folded into one line:
/// `16.7–66.7ms  finger 1 moved ×4 (61.1,100 → 94.4,100) · canvas.touchesMoved ×4 · console "touchesMoved(_:with:)" ×4`.
/// Deliveries released together to one view are one part (`ReleaseRun`).
/// `brief` keeps transitions, actions, console lines, the model, waiting, withheld/released/cancelled/dropped
/// deliveries and control events: no touches, live deliveries, timers, rejections, delegate answers or resets.
/// Times and points are rounded to 0.1.
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

    /// Takes a batch of trace events; writes the text of the steps (and folds) they completed into `out`.
    mutating func add(_ events: [TraceEvent], level: TraceLevel, scene: SceneTable, into out: inout TextBytes) {
        for e in events where !e.isTimerBookkeeping {
            if startsStep(e) { finishStep(level: level, scene: scene, into: &out) }
            step.append(e)
        }
    }

    /// The line model changed at the current step's event.
    mutating func modelChanged(_ changes: [String]) {
        stepModel += changes
    }

    /// Renders what is pending (before a statement header, a note, the model, or at the end).
    mutating func flush(level: TraceLevel, scene: SceneTable) -> String {
        var out = TextBytes(capacity: 256)
        flush(level: level, scene: scene, into: &out)
        return out.string
    }

    /// `flush(level:scene:)` written into `out`.
    mutating func flush(level: TraceLevel, scene: SceneTable, into out: inout TextBytes) {
        finishStep(level: level, scene: scene, into: &out)
        flushFold(level: level, scene: scene, into: &out)
    }

    private func startsStep(_ e: TraceEvent) -> Bool {
        guard !step.isEmpty else { return false }
        let onlyRejections = step.allSatisfy { if case .touchRejected = $0 { true } else { false } }
        switch e {
        case .touchEvent: return !onlyRejections  // rejections come just before the event they belong to
        case .touchRejected: return !onlyRejections
        case .timerFired: return true
        case .scrolled(_, _, _, let decelerating): return decelerating
        case .transition, .waiting, .action, .viewCall, .passedOn, .withheld, .dropped, .reset, .log, .controlEvent,
            .delegateAnswer, .timerScheduled, .timerCancelled, .contentTouchAnswer:
            return false
        }
    }

    private mutating func finishStep(level: TraceLevel, scene: SceneTable, into out: inout TextBytes) {
        guard !step.isEmpty else { return }
        defer {
            step.removeAll(keepingCapacity: true)
            if !stepModel.isEmpty { stepModel.removeAll() }
        }
        if stepModel.isEmpty, let shapes = Fold.shapes(of: step) {
            if fold?.shapes == shapes {
                fold?.add(step)
                return
            }
            flushFold(level: level, scene: scene, into: &out)
            fold = Fold(shapes: shapes, step: step)
            return
        }
        flushFold(level: level, scene: scene, into: &out)
        render(step, model: stepModel, level: level, scene: scene, into: &out)
    }

    private mutating func flushFold(level: TraceLevel, scene: SceneTable, into out: inout TextBytes) {
        guard let f = fold else { return }
        fold = nil
        if f.count == 1 {
            render(f.firstStep, model: [], level: level, scene: scene, into: &out)
        } else {
            out.append(f.render(level: level, style: style, scene: scene))
        }
    }

    // MARK: - One step

    /// One step's lines: `  TIME        PART · PART`, a new line (same time) where `part` says one starts.
    private func render(_ events: [TraceEvent], model: [String], level: TraceLevel, scene: SceneTable, into out: inout TextBytes) {
        let names = scene.recognizerNames, viewNames = scene.viewNames
        var lineOpen = false
        var onlyInput = false
        var lineTime = events.first?.time ?? .start
        func startLine(_ time: VirtualTime) {
            lineTime = time
            out.append("  ")
            out.open(style, "2")
            let start = out.count
            RoundedTime.write(time, into: &out)
            // The time column: at least 12 characters (`pad(_:)`); a time is ASCII but for the range dash, which
            // a step's time never has.
            for _ in min(12, out.count - start)..<12 { out.append(byte: UInt8(ascii: " ")) }
            out.close(style)
            out.append(" ")
            lineOpen = true
        }
        // Whether the last part written is a view's call, which the hops of the responder chain after it extend.
        var callShown = false
        var i = events.startIndex
        while i < events.endIndex {
            let e = events[i]
            defer { i += 1 }
            if case .passedOn(_, _, let to, _, _) = e {
                if callShown { Self.writeHop(to: to, ends: !Self.isHop(events, i + 1), scene: scene, into: &out) }
                continue
            }
            callShown = false
            guard let startsLine = startsLine(e, level: level) else { continue }
            if startsLine, lineOpen, !onlyInput {
                out.append("\n")
                lineOpen = false
            }
            let firstOnLine = !lineOpen
            if lineOpen { out.append(" · ") } else { startLine(e.time) }
            onlyInput = firstOnLine && Self.isInput(e)
            if case .viewCall(_, _, _, _, .released) = e, let run = ReleaseRun(events, from: i) {
                run.write(scene: scene, style: style, into: &out)
                i = run.end - 1
                continue
            }
            writePart(e, level: level, scene: scene, names: names, viewNames: viewNames, into: &out)
            if case .viewCall = e { callShown = true }
        }
        if !model.isEmpty {
            if lineOpen { out.append(" · ") } else { startLine(lineTime) }
            out.open(style, "36"); out.append("model: " + model.joined(separator: ", ")); out.close(style)
        }
        if lineOpen { out.append("\n") }
    }

    private static func isInput(_ e: TraceEvent) -> Bool {
        switch e {
        case .touchEvent, .timerFired: true
        case .scrolled(_, _, _, let decelerating): decelerating
        case .touchRejected, .transition, .waiting, .action, .viewCall, .passedOn, .withheld, .dropped, .reset, .log,
            .controlEvent, .delegateAnswer, .timerScheduled, .timerCancelled, .contentTouchAnswer:
            false
        }
    }

    private static func isHop(_ events: [TraceEvent], _ i: Int) -> Bool {
        guard i < events.endIndex, case .passedOn = events[i] else { return false }
        return true
    }

    /// One hop of the responder chain folded into the call's part: ` → root`; the last hop of a chain that reached
    /// the window adds ` (unhandled)`: the window passes the call on to the application, which drops it.
    static func writeHop(to: ViewID, ends: Bool, scene: SceneTable, into out: inout TextBytes) {
        out.append(" → ")
        out.append(scene.name(of: to))
        if ends, to == .window { out.append(" (unhandled)") }
    }

    /// The time column: at least 12 characters (`283.3ms`, `16.7–283.3ms`).
    static func pad(_ s: String) -> String { s.count >= 12 ? s : s + String(repeating: " ", count: 12 - s.count) }

    /// Whether an event's text starts a new line at `level`; nil when the level leaves it out.
    private func startsLine(_ e: TraceEvent, level: TraceLevel) -> Bool? {
        let brief = level == .brief
        switch e {
        case .transition, .action: return true
        case .log: return false
        // A drag's scroll joins the pan's action; a display frame's is the step's input. Brief leaves both out.
        case .scrolled(_, _, _, let decelerating): return brief ? nil : decelerating
        case .reset: return brief ? nil : false
        // Brief leaves out the touches, so a withheld delivery, which joins its touch's line otherwise, starts one.
        case .withheld: return brief
        case .viewCall(_, _, _, _, let delivery):
            if case .live = delivery { return brief ? nil : false }
            return true
        // Brief keeps what answers "why late, why not": waiting for a requirement, deliveries withheld, released,
        // cancelled or dropped, and the control events a control sent.
        case .waiting, .dropped, .controlEvent: return true
        case .touchEvent, .timerFired, .touchRejected, .delegateAnswer:
            return brief ? nil : true
        // Folded into the call they follow (`render`).
        case .passedOn:
            return nil
        case .timerScheduled, .timerCancelled:
            return nil
        // UIKit's questions to a scroll view about content touches: only the `all` transcript shows them (the
        // outcome they decide is the transition or delivery that follows).
        case .contentTouchAnswer:
            return nil
        }
    }

    /// One event's text in a step's line (an event `startsLine` does not leave out).
    private func writePart(_ e: TraceEvent, level: TraceLevel, scene: SceneTable, names: [String], viewNames: [String],
                           into out: inout TextBytes) {
        switch e {
        case .touchEvent(_, let changes):
            out.open(style, "34")
            for (k, c) in changes.enumerated() {
                if k > 0 { out.append(", ") }
                out.append("finger ")
                out.append(c.finger)
                switch c.phase {
                case .began:
                    out.append(" down at ")
                    out.append(rounded: c.location)
                    out.append(" (")
                    if c.view.index < viewNames.count { out.append(viewNames[c.view.index]) } else { out.append(scene.name(of: c.view)) }
                    out.append(")")
                case .moved:
                    out.append(" moved to ")
                    out.append(rounded: c.location)
                case .ended: out.append(" up")
                case .cancelled: out.append(" cancelled by the system")
                case .stationary: out.append(" still")
                }
            }
            out.close(style)
        case .log(_, let line):
            out.append("console ")
            out.open(style, "1"); out.append("\""); out.append(visible: line); out.append("\""); out.close(style)
        case .reset(_, let ids):
            out.open(style, "2")
            out.append("reset: ")
            for (k, id) in ids.enumerated() {
                if k > 0 { out.append(", ") }
                if id.index < names.count { out.append(names[id.index]) } else { out.append("#"); out.append(id.index) }
            }
            out.close(style)
        case .viewCall(let time, let view, let call, let fingers, .released(let since)):
            // As the `all` line, with the original time rounded like every other time here.
            let live = TraceEvent.viewCall(time: time, view: view, call: call, fingers: fingers, delivery: .live)
            formatter.write(live, scene: scene, into: &out)
            out.open(style, "33")
            out.append(" released (withheld since "); RoundedTime.write(since, into: &out); out.append(")")
            out.close(style)
        case .scrolled(_, let view, let offset, let decelerating):
            out.append(scene.name(of: view)); out.append(".scrollViewDidScroll ")
            out.append(rounded: offset)
            if decelerating { out.append(" (decelerating)") }
        case .transition, .action, .viewCall, .passedOn, .withheld, .timerFired, .touchRejected, .waiting, .dropped,
            .controlEvent, .delegateAnswer, .timerScheduled, .timerCancelled, .contentTouchAnswer:
            formatter.write(e, scene: scene, into: &out)
        }
    }
}

/// A run of uneventful steps with the same shape, folded into one line.
private struct Fold {
    /// What one step of the run is made of, in order.
    enum Shape: Equatable {
        case touch(fingers: [Int], phases: [TouchPhase])
        case view(ViewID, TouchPhase)
        /// The call of the `view` shape before it passed on to its next responder `to`.
        case hop(to: ViewID)
        case withheld(ViewID, TouchPhase, fingers: [Int], by: [RecognizerID])
        /// A continuous recognizer reporting `changed → changed` again (a pan following the finger).
        case changedAgain(RecognizerID)
        case action(RecognizerID, method: String, state: GestureState)
        case log(String)
        /// A scroll view's `scrollViewDidScroll`: in a drag step, or a display frame's step of its own.
        case scrolled(ViewID, decelerating: Bool)
    }

    let shapes: [Shape]
    /// The first step, printed as it is when the run has only one.
    let firstStep: [TraceEvent]
    var count = 1
    let firstTime: VirtualTime
    var lastTime: VirtualTime
    /// The first and the last step's points: the touches' locations, then the content offsets of its
    /// `scrollViewDidScroll`s, in that order.
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
        var points: [Point] = []
        if case .touchEvent(_, let changes) = step[0] { points = changes.map(\.location) }
        for e in step {
            if case .scrolled(_, _, let offset, _) = e { points.append(offset) }
        }
        return points
    }

    /// The shape of a step that may be folded: a touch event of moved or stationary touches followed only by live or
    /// withheld moved/stationary deliveries, console lines, and a continuous recognizer's `changed → changed` with
    /// its actions (a pan following the finger). nil for any other step: one with any other transition, action,
    /// delivery, reset or rejection is shown on its own.
    static func shapes(of step: [TraceEvent]) -> [Shape]? {
        // A display frame of a decelerating scroll view that did nothing but scroll.
        if case .scrolled(_, let view, _, true) = step[0] {
            return step.count == 1 ? [.scrolled(view, decelerating: true)] : nil
        }
        guard case .touchEvent(_, let changes) = step[0],
            changes.allSatisfy({ $0.phase == .moved || $0.phase == .stationary })
        else { return nil }
        var shapes: [Shape] = [.touch(fingers: changes.map(\.finger), phases: changes.map(\.phase))]
        for e in step.dropFirst() {
            switch e {
            case .viewCall(_, let view, let call, _, .live) where call == .moved || call == .stationary:
                shapes.append(.view(view, call))
            case .passedOn(_, _, let to, let call, _) where call == .moved || call == .stationary:
                shapes.append(.hop(to: to))
            case .withheld(_, let view, let phase, let fingers, let by) where phase == .moved || phase == .stationary:
                shapes.append(.withheld(view, phase, fingers: fingers, by: by))
            case .transition(_, let id, .changed, .changed, _):
                shapes.append(.changedAgain(id))
            case .action(_, let id, .changed, let method):
                shapes.append(.action(id, method: method, state: .changed))
            case .log(_, let line):
                shapes.append(.log(line))
            case .scrolled(_, let view, _, false):
                shapes.append(.scrolled(view, decelerating: false))
            default:
                return nil
            }
        }
        return shapes
    }


    func render(level: TraceLevel, style: Style, scene: SceneTable) -> String {
        func name(_ id: RecognizerID) -> String { scene.name(of: id) }
        var parts: [String] = []
        // The offsets follow the touches' locations in `firstLocations` and `lastLocations`.
        var scrolls = 0
        if case .touch(let fingers, _)? = shapes.first { scrolls = fingers.count }
        for (k, shape) in shapes.enumerated() {
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
                parts.append("\(scene.name(of: view)).\(call.responderMethod) ×\(count)")
            case .hop(let to):
                if level == .brief { continue }
                var hop = TextBytes(capacity: 32)
                let ends: Bool = if k + 1 < shapes.count, case .hop = shapes[k + 1] { false } else { true }
                StepRenderer.writeHop(to: to, ends: ends, scene: scene, into: &hop)
                parts[parts.count - 1] += hop.string
            case .withheld(let view, let phase, let fingers, let by):
                let who = by.isEmpty ? "queued behind earlier withheld touches" : "by " + by.map { name($0) }.joined(separator: ", ")
                let f = "[" + fingers.map(String.init).joined(separator: ",") + "]"
                parts.append(style.yellow("\(scene.name(of: view)).\(phase.responderMethod) \(f) withheld \(who) ×\(count)"))
            case .changedAgain(let id):
                parts.append(style.bold(name(id)) + ": " + style.green("changed") + " → " + style.green("changed") + " ×\(count)")
            case .action(let id, let method, let state):
                parts.append(style.magenta("action \(TranscriptFormatter.methodName(method))")
                    + " ← \(name(id)) [\(style.green(state.description))] ×\(count)")
            case .log(let line):
                parts.append("console " + style.bold("\"\(visible: line)\"") + " ×\(count)")
            case .scrolled(let view, let decelerating):
                defer { scrolls += 1 }
                if level == .brief { continue }
                var text = "\(scene.name(of: view)).scrollViewDidScroll ×\(count)"
                if scrolls < firstLocations.count, scrolls < lastLocations.count {
                    text += " (\(ModelChange.rounded(firstLocations[scrolls])) → \(ModelChange.rounded(lastLocations[scrolls])))"
                }
                if decelerating { text += " (decelerating)" }
                parts.append(text)
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
        var out = TextBytes(capacity: 16)
        write(t, into: &out)
        return out.string
    }

    /// `text(t)` written into `out` (a step's line writes its time as digits, without a `String`).
    static func write(_ t: VirtualTime, into out: inout TextBytes) {
        let us = t.microseconds
        if us % 1000 == 0 {
            out.append(microseconds: us)
            return
        }
        // Tenths of a millisecond, rounded half away from zero (no overflow: |us| < Int64.max / 2 by the clock).
        let tenths = us >= 0 ? (us + 50) / 100 : (us - 50) / 100
        let whole = tenths / 10
        let frac = abs(tenths % 10)
        if tenths < 0 && whole == 0 { out.append(byte: UInt8(ascii: "-")) }
        out.append(whole)
        if frac != 0 {
            out.append(byte: UInt8(ascii: "."))
            out.append(byte: UInt8(ascii: "0") + UInt8(frac))
        }
        out.append("ms")
    }

    /// `16.7–283.3ms` (the unit once when both ends are in milliseconds).
    static func range(_ a: VirtualTime, _ b: VirtualTime) -> String {
        let first = text(a)
        let last = text(b)
        if first.hasSuffix("ms"), last.hasSuffix("ms") { return String(first.dropLast(2)) + "–" + last }
        return first + "–" + last
    }
}
