import GestureEngine
import GestureLanguage
import GestureScript
import GestureSupport
import GestureTranscript

/// Why a recognizer did or did not fire in the most recent gesture (`:why NAME`, `gesturelab explain FILE NAME`),
/// read from the output stream of the runs that made it (`GestureLog`): its trace and what it told of the scene.
///
/// The answer is a one-line verdict — which threshold, timer, requirement, delegate answer or exclusion decided it,
/// and at what virtual time — followed by the events that concern the recognizer, in time order: the touches going
/// down and up, its timers, touches it did not receive and why, its transitions with their causes, its waiting on
/// failure requirements, the transitions of the recognizers it waited for or was excluded by, delegate answers and
/// its action messages (runs of `changed` are summarized).
public struct Explanation: Sendable {
    /// Asked `at` a time: what happened to the subject then, or the nearest event before it (see `GestureSlice`).
    public var preface: String?
    public var verdict: String
    /// Event lines (`time  text`), oldest first.
    public var details: [String]
    /// The heading of the details (`the last gesture, t=0ms to t=400ms, as it concerns tap:`).
    public var heading: String

    /// The whole explanation, each line indented by `indent`, ending in a newline. With a `width` (a terminal's
    /// columns) the lines wrap at spaces to fit it, with a hanging indent: two spaces for the verdict, the time column
    /// for an event line.
    public func render(indent: String = "", width: Int? = nil) -> String {
        func line(_ text: String, _ lead: String, hanging: String) -> String {
            guard let width else { return lead + text + "\n" }
            return ParagraphWrap.wrap(text, width: width - 1, first: lead, rest: lead + hanging)
        }
        var out = preface.map { line($0, indent, hanging: "  ") } ?? ""
        out += line(verdict, indent, hanging: "  ")
        if !details.isEmpty {
            out += line(heading, indent, hanging: "  ")
            // An event line is `TIME(padded to 10) TEXT`: continuation lines start under TEXT.
            for d in details { out += line(d, indent + "  ", hanging: String(repeating: " ", count: 11)) }
        }
        return out
    }
}

public enum Explainer {
    public enum Failure: Error, Sendable, Equatable {
        /// No recognizer (or view) has that name; `suggestion` is the closest name.
        case unknownName(String, suggestion: String?, recognizers: [String], views: [String])
        /// `view NAME` or `VIEW.CALL` with no view of that name.
        case unknownView(String, suggestion: String?, views: [String])
        /// `NAME.CALL` where NAME is a recognizer.
        case callOfARecognizer(String, call: String)
        case missingName
        case missingTime
        case unexpectedWords(String)
        case badTime(String, suggestion: String?)
        case negativeTime(String, suggestion: String)
        case unknownCall(String, suggestion: String?)
        /// `at TIME` later than the scene's clock.
        case timeAfterNow(VirtualTime, now: VirtualTime)
        /// `at TIME` before the first gesture kept.
        case beforeFirstGesture(VirtualTime, first: VirtualTime)

        public var message: String {
            switch self {
            case .unknownName(let name, let suggestion, let recognizers, let views):
                var text = "no recognizer or view named '\(visible: name)'"
                if let suggestion { text += "; did you mean '\(suggestion)'?" }
                if recognizers.isEmpty && views.isEmpty { return text + " (the scene has no recognizers or views)" }
                text += " (recognizers: \(recognizers.isEmpty ? "none" : recognizers.joined(separator: ", "))"
                return text + "; views: \(views.isEmpty ? "none" : views.joined(separator: ", ")))"
            case .unknownView(let name, let suggestion, let views):
                var text = "no view named '\(visible: name)'"
                if let suggestion { text += "; did you mean '\(suggestion)'?" }
                return text + (views.isEmpty ? " (the scene has no views)" : " (views: \(views.joined(separator: ", ")))")
            case .callOfARecognizer(let name, let call):
                return "'\(visible: name)' is a recognizer: '\(visible: name).\(call)' asks about a view's calls; ask ':why \(visible: name)' instead"
            case .missingName:
                return "name a recognizer or a view to explain, for example ':why tap' or ':why tap at 400ms'"
            case .missingTime:
                return "'at' needs a time on the scene's clock, for example 'at 400ms'"
            case .unexpectedWords(let words):
                return "unexpected '\(visible: words)': the question is NAME, view NAME or VIEW.CALL, then optionally 'at TIME'"
            case .badTime(let word, let suggestion):
                return "'\(visible: word)' is not a time: write it as the transcript does, for example 400ms or 1.5s"
                    + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
            case .negativeTime(let word, let suggestion):
                return "'\(visible: word)' is before the scene's clock started (it starts at 0ms); did you mean '\(visible: suggestion)'?"
            case .unknownCall(let word, let suggestion):
                return "'\(visible: word)' is not a call a view answers for (\(WhyQuery.calls.joined(separator: ", ")))"
                    + (suggestion.map { "; did you mean '\(visible: $0)'?" } ?? "")
            case .timeAfterNow(let time, let now):
                return "\(time) has not happened yet: the scene's clock is at \(now); did you mean 'at \(formatMicroseconds(now.microseconds))'?"
            case .beforeFirstGesture(let time, let first):
                return "no touch had gone down by \(time): the first gesture kept began at \(first); did you mean 'at \(formatMicroseconds(first.microseconds))'?"
            }
        }
    }

    /// Explains `name`'s fate in the most recent gesture `log` read.
    public static func explain(_ name: String, in log: GestureLog) -> Result<Explanation, Failure> {
        explain(WhyQuery(name: name), in: log)
    }

    /// Answers `query` (a recognizer, a view or one of its calls; in the most recent gesture or the one in progress at
    /// `query.time`) from the trace `log` kept of the scene's gestures.
    public static func explain(_ query: WhyQuery, in log: GestureLog) -> Result<Explanation, Failure> {
        let scene = log.scene
        let recognizerNames = scene.recognizerNames
        let viewNames = scene.viewNames
        let recognizer = query.isView ? nil : scene.recognizer(named: query.name)
        let view = recognizer == nil ? scene.view(named: query.name) : nil
        if recognizer == nil, view == nil {
            if query.call != nil, let _ = scene.recognizer(named: query.name) {
                return .failure(.callOfARecognizer(query.name, call: query.call!))
            }
            if query.isView {
                return .failure(.unknownView(query.name, suggestion: Suggest.closest(to: query.name, among: viewNames), views: viewNames))
            }
            return .failure(.unknownName(query.name, suggestion: Suggest.closest(to: query.name, among: recognizerNames + viewNames),
                                         recognizers: recognizerNames, views: viewNames))
        }
        let slice: GestureSlice
        switch GestureSlice.choose(at: query.time, in: log) {
        case .success(let s): slice = s
        case .failure(let f): return .failure(f)
        }
        if let id = recognizer {
            var e = Builder(scene: scene, id: id, slice: slice)
            return .success(e.build())
        }
        return .success(ViewExplainer(scene: scene, view: view!, call: query.call, slice: slice).build())
    }

    /// The recognizer's state name as transcripts print it (`recognized` for a discrete recognizer's `ended`).
    static func stateName(_ s: GestureState, _ id: RecognizerID, _ scene: SceneTable) -> String {
        s.name(discrete: scene.isDiscrete(id))
    }
}

/// The part of the trace an explanation reads: one gesture, up to `until` when asked `at` a time.
struct GestureSlice {
    var events: [TraceEvent]
    var droppedEvents: Int
    /// The time asked about (`at TIME`); nil: the most recent gesture, as it stands now.
    var until: VirtualTime?

    /// The gesture in progress at `time` (the last one that began at or before it), cut after `time`.
    static func choose(at time: VirtualTime?, in log: GestureLog) -> Result<GestureSlice, Explainer.Failure> {
        let gestures = log.recordedGestures
        let now = log.scene.now
        guard let time else {
            let last = gestures.last!
            return .success(GestureSlice(events: last.events, droppedEvents: last.droppedEvents, until: nil))
        }
        if time > now { return .failure(.timeAfterNow(time, now: now)) }
        let started = gestures.filter { !$0.events.isEmpty }
        guard let first = started.first else { return .success(GestureSlice(events: [], droppedEvents: 0, until: time)) }
        guard let g = started.last(where: { $0.events[0].time <= time }) else {
            return .failure(.beforeFirstGesture(time, first: first.events[0].time))
        }
        return .success(GestureSlice(events: Array(g.events.prefix { $0.time <= time }), droppedEvents: g.droppedEvents, until: time))
    }

    /// `the last gesture` or `the gesture in progress at t=400ms`.
    var name: String { until.map { "the gesture in progress at \($0)" } ?? "the last gesture" }

    /// The heading of the details: `The last gesture, t=0ms to t=400ms, as it concerns tap:`.
    func heading(concerning subject: String) -> String {
        var heading = name
        if let first = events.first, let last = events.last {
            heading += first.time == last.time ? " (at \(first.time))" : ", \(first.time) to \(last.time),"
        }
        heading += " as it concerns \(subject):"
        if droppedEvents > 0 { heading += " (its first \(droppedEvents) events were not kept)" }
        return String(heading.prefix(1)).uppercased() + String(heading.dropFirst())
    }

    /// The fingers down after the slice's last event, from its touch events.
    var fingersDownAtEnd: Set<Int> {
        var down: Set<Int> = []
        for case .touchEvent(_, let changes) in events {
            for c in changes {
                switch c.phase {
                case .began: down.insert(c.finger)
                case .ended, .cancelled: down.remove(c.finger)
                default: break
                }
            }
        }
        return down
    }

    /// The sentence that places an answer `at` a time: what happened to the subject then, or the nearest event before.
    /// `own` are the indices of the subject's events; `describe` words one. Nil when not asked `at` a time.
    func preface(subject: String, own: [Int], describe: (TraceEvent) -> String) -> String? {
        guard let until else { return nil }
        let start = events.first.map { " (the gesture that began at \($0.time))" } ?? ""
        let at = own.filter { events[$0].time == until }
        if !at.isEmpty {
            return "At \(until)\(start): \(at.map { describe(events[$0]) }.joined(separator: "; "))."
        }
        if let before = own.last {
            let e = events[before]
            return "Nothing happened to \(subject) at \(until)\(start); the nearest before it was at \(e.time): \(describe(e)). "
                + "As it stood at \(until):"
        }
        return "Nothing happened to \(subject) at \(until) or before it in that gesture\(start). As it stood at \(until):"
    }
}

/// Builds one explanation.
private struct Builder {
    let scene: SceneTable
    /// The recognizer as the stream last told it.
    let record: SceneRecognizer
    let id: RecognizerID
    let name: String
    let events: [TraceEvent]
    let names: [String]
    let viewNames: [String]
    let formatter = TranscriptFormatter(style: .plain, showsStatements: false)

    let slice: GestureSlice

    init(scene: SceneTable, id: RecognizerID, slice: GestureSlice) {
        self.scene = scene
        self.record = scene.recognizers[id.index]
        self.id = id
        self.slice = slice
        self.name = record.name
        self.events = slice.events
        self.names = scene.recognizerNames
        self.viewNames = scene.viewNames
    }

    func n(_ r: RecognizerID) -> String { r.index < names.count ? names[r.index] : "#\(r.index)" }
    func state(_ s: GestureState, _ r: RecognizerID) -> String { Explainer.stateName(s, r, scene) }
    func wouldNow(_ s: GestureState) -> String { StateVerbs.wouldNow(s, discrete: record.kind.isDiscrete) }
    func wouldHave(_ s: GestureState) -> String { StateVerbs.wouldHave(s, discrete: record.kind.isDiscrete) }
    func past(_ s: GestureState) -> String { StateVerbs.past(s, discrete: record.kind.isDiscrete) }
    /// Where the last run left the recognizer.
    var stateNow: GestureState { scene.state(of: id) }

    struct Transition {
        /// The event's index in `events`.
        var index: Int
        var time: VirtualTime
        var from: GestureState
        var to: GestureState
        var cause: Cause?
    }

    struct Waiting {
        var time: VirtualTime
        var wouldBe: GestureState
        var blockers: [RecognizerID]
    }

    mutating func build() -> Explanation {
        var transitions: [Transition] = []
        var waits: [Waiting] = []
        var rejections: [Rejection] = []
        var downs: [(time: VirtualTime, change: TouchChangeRecord)] = []
        var actions = 0
        for (index, e) in events.enumerated() {
            switch e {
            case .transition(let t, let r, let from, let to, let cause) where r == id:
                transitions.append(Transition(index: index, time: t, from: from, to: to, cause: cause))
            case .waiting(let t, let r, let wouldBe, let blockers) where r == id:
                waits.append(Waiting(time: t, wouldBe: wouldBe, blockers: blockers))
            case .touchRejected(let t, let r, let finger, let reason) where r == id:
                rejections.append((t, finger, reason))
            case .action(_, let r, _, _) where r == id:
                actions += 1
            case .touchEvent(let t, let changes):
                for c in changes where c.phase == .began { downs.append((t, c)) }
            default:
                break
            }
        }
        let verdict = verdict(transitions: transitions, waits: waits, rejections: rejections, downs: downs, actions: actions)
        let (details, heading) = details(waits: waits, transitions: transitions)
        var own = transitions.map(\.index)
        for (k, e) in events.enumerated() { if case .waiting(_, let r, _, _) = e, r == id { own.append(k) } }
        let preface = slice.preface(subject: name, own: own.sorted()) { e in
            switch e {
            case .transition(_, _, _, let to, _): return "\(name) \(past(to))"
            case .waiting(_, _, let wouldBe, let blockers):
                return "\(name) \(wouldNow(wouldBe)) but waited for \(blockers.map(n).joined(separator: ", ")) to fail"
            default: return ""
            }
        }
        return Explanation(preface: preface, verdict: verdict, details: details, heading: heading)
    }

    // MARK: - Verdict

    typealias Rejection = (time: VirtualTime, finger: Int, reason: TraceEvent.RejectReason)

    func verdict(transitions: [Transition], waits: [Waiting], rejections: [Rejection], downs: [(time: VirtualTime, change: TouchChangeRecord)],
                 actions: Int) -> String {
        // Attempts: runs of transitions, each ending at a terminal state.
        var attempts: [[Transition]] = [[]]
        for t in transitions {
            attempts[attempts.count - 1].append(t)
            if t.to.isTerminal { attempts.append([]) }
        }
        attempts.removeAll { $0.isEmpty }
        var earlier = ""
        if attempts.count > 1 {
            let previous = attempts.dropLast().suffix(3).map { a in "\(past(a.last!.to)) at \(a.last!.time)" }
            let count = attempts.count - 1
            earlier = " Earlier in this gesture it also \(previous.joined(separator: ", then "))"
                + " (\(count) earlier attempt\(count == 1 ? "" : "s"))."
        }
        if let attempt = attempts.last {
            let start = attempt.first!.time
            let waitedBefore = waits.last { $0.time <= start }
            // A wait belongs to this attempt unless an attempt ended between it and this one's start.
            let waitedInAttempt = waitedBefore.flatMap { w in
                transitions.contains { $0.time >= w.time && $0.time < start && $0.to.isTerminal } ? nil : w
            }
            if let fire = attempt.first(where: { $0.from == .possible && ($0.to == .began || $0.to == .ended) }) {
                return fired(fire, attempt: attempt, waited: waitedInAttempt, actions: actions) + earlier
            }
            if attempt.first!.from == .began || attempt.first!.from == .changed {
                // It began before the kept part of the gesture (the buffer dropped its start).
                return firedEarlier(attempt, actions: actions) + earlier
            }
            let last = attempt.last!
            return notFired(last, waited: waitedInAttempt) + earlier
        }
        // It never left possible in this gesture.
        if let w = waits.last {
            let blockers = w.blockers.map(n).joined(separator: ", ")
            return "\(name) has not fired yet: since \(w.time) it \(wouldNow(w.wouldBe)) but is waiting for \(blockers) to fail"
                + cycle(w) + " "
                + "(a failure requirement); it stays possible until \(w.blockers.count == 1 ? "that recognizer fails" : "they fail")"
                + (w.blockers.count == 1 ? ", and fails if \(blockers) recognizes." : ".")
        }
        if downs.isEmpty {
            return "\(name): no finger has touched down since the scene was set up, so there is no gesture to explain."
        }
        let received = downs.filter { d in
            reaches(d.change.view, record.view) && !rejections.contains { $0.finger == d.change.finger && $0.time == d.time }
        }
        if received.isEmpty {
            if let r = rejections.first {
                let fingers = Set(rejections.map(\.finger)).sorted().map(String.init).joined(separator: ", ")
                return "\(name) never received the touch: \(TraceJSON.reasonText(r.reason)) "
                    + "(finger\(rejections.count == 1 ? "" : "s") \(fingers), first at \(r.time))."
                    + (r.reason == .notPossible ? " It was still \(state(stateNow, id)) from an earlier gesture." : "")
            }
            let d = downs.first!.change
            // A view hit-testing skips may well lie under the finger: say why the touch went past it.
            if let skipped = scene.hitTestSkips(record.view) {
                return "\(name) never received a touch in the last gesture: hit-testing skips its view \(scene.name(of: record.view)) "
                    + "(\(skipped)), so finger \(d.finger) went down at \(d.location) in view \(scene.name(of: d.view))."
            }
            return "\(name) never received a touch in the last gesture: its view \(scene.name(of: record.view)) was not under it "
                + "(finger \(d.finger) went down at \(d.location) in view \(scene.name(of: d.view)))."
        }
        if slice.until == nil, stateNow != .possible {
            return "\(name) has been \(state(stateNow, id)) since before this gesture: it has not reset yet."
        }
        let fingers = received.map { String($0.change.finger) }.joined(separator: ", ")
        let down = slice.fingersDownAtEnd
        if !down.isEmpty {
            return "\(name) has not fired yet: it received finger\(received.count == 1 ? "" : "s") \(fingers) and is still possible; "
                + "the finger\(down.count == 1 ? " is" : "s are") still down, so nothing has decided yet."
        }
        return "\(name) did not fire: it received finger\(received.count == 1 ? "" : "s") \(fingers) but stayed possible; "
            + "nothing it measures "
            + "reached a threshold, and no timer or other recognizer has decided yet."
    }

    /// True when a touch whose hit view is `hit` reaches recognizers attached to `view` (the view or an ancestor).
    func reaches(_ hit: ViewID, _ view: ViewID) -> Bool {
        let views = scene.views
        var current: ViewID? = hit
        while let v = current, v.index < views.count {
            if v == view { return true }
            current = views[v.index].parent
        }
        return false
    }

    /// `, which waits for A: a failure-requirement cycle` when what it waited for waits for it in turn.
    func cycle(_ w: Waiting) -> String {
        CycleText.suffix(waiter: id, blockers: w.blockers, cycle: { scene.requirementCycle(from: $0, backTo: $1) }, name: n)
    }

    func fired(_ fire: Transition, attempt: [Transition], waited: Waiting?, actions: Int) -> String {
        var text = "\(name) fired: \(state(fire.to, id)) at \(fire.time)"
        if let w = waited {
            text += afterLift(fire.time)
            let blockers = w.blockers.map(n).joined(separator: ", ")
            text += ": it \(wouldHave(w.wouldBe)) at \(w.time)"
            if let c = fire.cause { text += " (\(CauseText.describe(c, names: names, viewNames: viewNames)))" }
            text += " but waited for \(blockers), which it requires to fail" + cycle(w)
            let failures = w.blockers.compactMap { b in
                lastTransition(of: b, before: fire.index, where: { $0.isTerminal && $0 != .ended })
            }
            if !failures.isEmpty {
                text += "; " + failures.map { f in
                    "\(n(f.recognizer)) \(state(f.to, f.recognizer)) at \(f.time)"
                        + (f.cause.map { " (\(CauseText.describe($0, names: names, viewNames: viewNames)))" } ?? "")
                }.joined(separator: ", ")
            }
        } else if let c = fire.cause {
            text += " when \(because(c, at: fire.index))"
        }
        let last = attempt.last!
        if last.time != fire.time || last.to != fire.to {
            switch last.to {
            case .ended where fire.to != .ended:
                text += "; ended at \(last.time)" + (last.cause.map { " (\(CauseText.describe($0, names: names, viewNames: viewNames)))" } ?? "")
            case .cancelled:
                text += "; then it was cancelled at \(last.time)" + (last.cause.map { " because \(because($0, at: last.index))" } ?? "")
            case .failed:
                text += "; then it failed at \(last.time)" + (last.cause.map { " because \(because($0, at: last.index))" } ?? "")
            case .began, .changed:
                text += "; it is still \(state(last.to, id))"
            default:
                break
            }
        } else if fire.to == .began {
            text += "; it is still \(state(stateNow, id))"
        }
        text += ". It sent \(actions) action message\(actions == 1 ? "" : "s")"
        let methods = record.actions
        text += methods.isEmpty ? "." : " (to \(methods.map(TranscriptFormatter.methodName).joined(separator: ", ")))."
        return text
    }

    func firedEarlier(_ attempt: [Transition], actions: Int) -> String {
        let last = attempt.last!
        var text = "\(name) fired: it had already begun when the kept part of this gesture starts (its first "
            + "\(slice.droppedEvents) events were not kept)"
        switch last.to {
        case .ended: text += "; ended at \(last.time)" + (last.cause.map { " (\(CauseText.describe($0, names: names, viewNames: viewNames)))" } ?? "")
        case .cancelled, .failed:
            text += "; then it \(last.to == .cancelled ? "was cancelled" : "failed") at \(last.time)"
                + (last.cause.map { " because \(because($0, at: last.index))" } ?? "")
        default: text += "; it is still \(state(last.to, id))"
        }
        return text + ". It sent \(actions) action message\(actions == 1 ? "" : "s") in the kept part."
    }

    func notFired(_ last: Transition, waited: Waiting?) -> String {
        let verb = past(last.to)
        var text = "\(name) did not fire: it \(verb) at \(last.time)"
        if let c = last.cause {
            let lift = afterLift(last.time)
            text += lift + (lift.isEmpty ? "" : ",") + " because \(because(c, at: last.index))."
            if case .excludedBy = c {
                text += " That is UIKit's default exclusion: a delegate answering shouldRecognizeSimultaneouslyWith true would "
                    + "let both recognize."
            }
        } else {
            text += afterLift(last.time) + "."
        }
        if let w = waited {
            let blockers = w.blockers.map(n).joined(separator: ", ")
            text += " It \(wouldHave(w.wouldBe)) at \(w.time) but was waiting for \(blockers) to fail\(cycle(w))."
        }
        return text
    }

    /// `, 350ms after the last finger lifted` (no trailing punctuation) when `time` comes after all fingers lifted in this gesture.
    func afterLift(_ time: VirtualTime) -> String {
        var down: Set<Int> = []
        var liftedAt: VirtualTime?
        for e in events {
            if e.time > time { break }
            guard case .touchEvent(let t, let changes) = e else { continue }
            for c in changes {
                switch c.phase {
                case .began: down.insert(c.finger)
                case .ended, .cancelled: down.remove(c.finger)
                default: break
                }
            }
            liftedAt = down.isEmpty ? t : nil
        }
        guard let lift = liftedAt, time > lift else { return "" }
        return ", \(time - lift) after the last finger lifted"
    }

    /// Words after "because" / "when".
    func because(_ c: Cause, at index: Int) -> String {
        switch c {
        case .threshold, .wrongDirection: return "it " + CauseText.describe(c, names: names, viewNames: viewNames)
        case .excludedBy(let other):
            if let t = lastTransition(of: other, before: index, where: { $0 == .began || $0 == .ended }) {
                return "\(n(other)) \(state(t.to, other)) at \(t.time) and excluded it"
            }
            return "\(n(other)) excluded it"
        case .touchCount(let property, let required, let actual):
            return "it had \(actual) touch\(actual == 1 ? "" : "es") and \(property) is \(required)"
        case .touchesEnded: return "the touches ended"
        case .touchesCancelled: return "the system cancelled the touches"
        case .disabled: return "isEnabled was set to false"
        default: return CauseText.describe(c, names: names, viewNames: viewNames)
        }
    }

    /// The last transition of `r` into a state `accept` takes, among the events before index `end` (or, when there
    /// is none, the first one after it at the same time: exclusion is reported before the excluder's transition).
    func lastTransition(of r: RecognizerID, before end: Int, where accept: (GestureState) -> Bool)
        -> (recognizer: RecognizerID, to: GestureState, time: VirtualTime, cause: Cause?)?
    {
        var found: (RecognizerID, GestureState, VirtualTime, Cause?)?
        for e in events[..<min(end, events.count)] {
            if case .transition(let t, let who, _, let to, let cause) = e, who == r, accept(to) { found = (who, to, t, cause) }
        }
        if found == nil, end < events.count {
            let time = events[end].time
            for e in events[end...] {
                if e.time != time { break }
                if case .transition(let t, let who, _, let to, let cause) = e, who == r, accept(to) { return (who, to, t, cause) }
            }
        }
        return found
    }

    // MARK: - Details

    func details(waits: [Waiting], transitions: [Transition]) -> ([String], String) {
        var related = Set(record.failureRequirements)
        for w in waits { related.formUnion(w.blockers) }
        for t in transitions {
            switch t.cause {
            case .excludedBy(let r)?, .requiredRecognizerRecognized(let r)?, .cycleRecognizedFirst(let r, _)?, .cycleFreed(let r, _)?:
                related.insert(r)
            default: break
            }
        }
        for e in events {
            if case .delegateAnswer(_, let r, _, let other, _) = e {
                if r == id, let other { related.insert(other) }
                if other == id { related.insert(r) }
            }
        }
        related.remove(id)

        // Each line keeps the index of its event: a move shown late (only once a threshold it crossed is known to
        // have decided) still takes its place in time order.
        var lines: [(index: Int, text: String)] = []
        var skippedMove: (index: Int, event: TraceEvent)?
        var changedRun = (transitions: 0, actions: 0, last: VirtualTime.start, index: 0)
        func add(_ e: TraceEvent, at index: Int) {
            flushRun()
            guard let text = formatter.render(e, scene: scene) else { return }
            lines.append((index, TranscriptFormatter.pad(e.time) + " " + text))
        }
        func flushRun() {
            guard changedRun.transitions + changedRun.actions > 0 else { return }
            var parts: [String] = []
            let (t, a) = (changedRun.transitions, changedRun.actions)
            if t > 0 { parts.append("changed \(t) more time\(t == 1 ? "" : "s")") }
            if a > 0 { parts.append("\(a) more action\(a == 1 ? "" : "s")") }
            lines.append((changedRun.index, TranscriptFormatter.pad(changedRun.last) + " \(name): … " + parts.joined(separator: ", ") + " (not shown)"))
            changedRun = (0, 0, .start, 0)
        }
        var shownChangedAction = false
        for (index, e) in events.enumerated() {
            switch e {
            case .touchEvent(_, let changes):
                if changes.contains(where: { $0.phase != .moved && $0.phase != .stationary }) {
                    add(e, at: index)
                    skippedMove = nil
                } else {
                    skippedMove = (index, e)
                }
            case .timerFired(_, let r, _) where r == id || related.contains(r):
                add(e, at: index)
            case .touchRejected(_, let r, _, _) where r == id:
                add(e, at: index)
            case .transition(let t, let r, let from, let to, let cause) where r == id:
                if from == .changed, to == .changed {
                    changedRun.transitions += 1
                    changedRun.last = t
                    changedRun.index = index
                    continue
                }
                flushRun()
                switch cause {
                case .threshold?, .wrongDirection?:
                    if let m = skippedMove { add(m.event, at: m.index) }
                default: break
                }
                skippedMove = nil
                add(e, at: index)
            case .transition(_, let r, _, let to, _) where related.contains(r) && to != .changed:
                add(e, at: index)
            case .waiting(_, let r, _, _) where r == id:
                add(e, at: index)
            case .action(let t, let r, let s, _) where r == id:
                if s == .changed {
                    if shownChangedAction {
                        changedRun.actions += 1
                        changedRun.last = t
                        changedRun.index = index
                    changedRun.index = index
                        continue
                    }
                    shownChangedAction = true
                } else {
                    flushRun()
                    shownChangedAction = false
                }
                add(e, at: index)
            case .delegateAnswer(_, let r, _, let other, _) where r == id || other == id:
                add(e, at: index)
            default:
                continue
            }
        }
        flushRun()
        let heading = slice.heading(concerning: name)
        let ordered = lines.enumerated().sorted { ($0.element.index, $0.offset) < ($1.element.index, $1.offset) }.map(\.element.text)
        return (ordered, heading)
    }
}
