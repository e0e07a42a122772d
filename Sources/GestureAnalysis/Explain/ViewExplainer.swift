import GestureEngine
import GestureScript
import GestureTranscript

/// Why a view's responder calls (or a control's `touchUpInside`) came when they did, or never came
/// (`:why VIEW`, `:why VIEW.CALL`, `gesturelab explain FILE VIEW`), read from a gesture's trace only: the `withheld`,
/// `dropped` and `viewCall` events (live, released, cancelled), the control events and the transitions of the
/// recognizers that withheld, dropped or cancelled.
///
/// The verdict tells each delivery that did not happen as the fingers moved: a phase withheld (by which recognizer's
/// `delaysTouchesBegan` or `delaysTouchesEnded`) and then released late, dropped, or replaced by `touchesCancelled`;
/// a `touchesCancelled` sent because a recognizer with `cancelsTouchesInView` recognized; a `touchUpInside` that came
/// late because its `touchesEnded` was withheld.
struct ViewExplainer {
    /// The scene as the stream told it.
    let scene: SceneTable
    let view: ViewID
    /// The call asked about (`touchesBegan` … `touchUpInside`), nil for every call.
    let call: String?
    let slice: GestureSlice

    var events: [TraceEvent] { slice.events }
    var name: String { scene.name(of: view) }
    var names: [String] { scene.recognizerNames }
    func n(_ r: RecognizerID) -> String { r.index < names.count ? names[r.index] : "#\(r.index)" }
    func cause(_ c: Cause?) -> String { c.map { " (\(CauseText.describe($0, names: names, viewNames: scene.viewNames)))" } ?? "" }
    func fingers(_ f: [Int]) -> String { "finger\(f.count == 1 ? "" : "s") \(f.map(String.init).joined(separator: ", "))" }

    /// One delivery worth a sentence, at the index of the event it starts with.
    struct Story {
        var index: Int
        var phase: TouchPhase
        var isControlEvent = false
        var text: String
        /// The index of the released, dropped or cancelled call that ended a withholding (for a control event: the
        /// released `touchesEnded` it tells about, so that withholding is told once).
        var end: Int?
        /// For a withheld phase: the recognizers that withheld it.
        var withheldBy: [RecognizerID]?
    }

    func build() -> Explanation {
        if let call, WhyQuery.selectionCalls.contains(call) { return buildSelection(call) }
        var stories: [Story] = []
        var resolved: Set<Int> = []
        var ownIndices: [Int] = []
        for (index, e) in events.enumerated() {
            switch e {
            case .withheld(let t, let v, let phase, let f, let by) where v == view:
                ownIndices.append(index)
                var (text, end) = withheld(at: index, time: t, phase: phase, fingers: f, by: by)
                if let end, let earlier = stories.first(where: { $0.end == end && !$0.isControlEvent }) {
                    // Dropped (or released) with an earlier withheld phase: told once.
                    text = "\(name).\(phase.responderMethod) (\(fingers(f))), withheld at \(t), went with its "
                        + "\(earlier.phase.responderMethod)"
                } else if end == nil, let earlier = stories.first(where: { $0.end == nil && $0.withheldBy == by && !$0.isControlEvent }) {
                    text = "\(name).\(phase.responderMethod) (\(fingers(f))), withheld at \(t), waits with its "
                        + "\(earlier.phase.responderMethod)"
                }
                if let end { resolved.insert(end) }
                stories.append(Story(index: index, phase: phase, text: text, end: end, withheldBy: by))
            case .viewCall(let t, let v, _, let f, .cancelledBy(let r)) where v == view:
                ownIndices.append(index)
                guard !resolved.contains(index) else { continue }
                stories.append(Story(index: index, phase: .cancelled, text: "\(name) got touchesCancelled (\(fingers(f))) at \(t): "
                                     + recognized(r, by: index) + " and its cancelsTouchesInView is true"))
            case .viewCall(_, let v, _, _, _) where v == view:
                ownIndices.append(index)
            case .dropped(_, let v, _, _, _) where v == view:
                ownIndices.append(index)
            case .controlEvent(let t, let v, let event) where v == view:
                ownIndices.append(index)
                let (text, released) = controlEvent(event, at: index, time: t)
                stories.append(Story(index: index, phase: .ended, isControlEvent: true, text: text, end: released))
            default:
                break
            }
        }
        let toldByControl = Set(stories.filter(\.isControlEvent).compactMap(\.end))
        var explainsByDroppedBegan = false
        var wanted = stories.filter { matchesCall($0) && ($0.isControlEvent || $0.end.map { !toldByControl.contains($0) } ?? true) }
        if wanted.isEmpty, call == "touchUpInside" {
            // Nothing about its touchesEnded: a control whose touchesBegan was dropped (a scroll view's pan took the
            // touch) never tracked the touch, and that is why no touchUpInside came.
            wanted = stories.filter { s in
                guard s.phase == .began, let e = s.end, e < events.count, case .dropped = events[e] else { return false }
                return true
            }
            explainsByDroppedBegan = !wanted.isEmpty
        }
        var sentences = wanted.sorted { ($0.isControlEvent ? 0 : 1, $0.index) < ($1.isControlEvent ? 0 : 1, $1.index) }.map(\.text)
        if sentences.isEmpty {
            sentences = [plain()]
        } else if call == "touchUpInside", !wanted.contains(where: \.isControlEvent) {
            sentences.insert("\(name) sent no touchUpInside in \(slice.name)", at: 0)
        }
        let verdict = sentences.map { $0 + "." }.joined(separator: " ")
        let subject = call.map { name + "." + $0 } ?? name
        let own = ownIndices.filter { k in
            if matchesCall(at: k) { return true }
            guard explainsByDroppedBegan, case .dropped(_, _, let ps, _, _) = events[k] else { return false }
            return ps.contains(.began)
        }
        let preface = slice.preface(subject: subject, own: own) { e in
            TranscriptFormatter(style: .plain, showsStatements: false).render(e, scene: scene) ?? ""
        }
        return Explanation(preface: preface, verdict: verdict, details: details(), heading: slice.heading(concerning: subject))
    }

    // MARK: - Sentences

    /// `touchesEnded (finger 1) was withheld at t=100ms by doubleTap's delaysTouchesEnded, and released at …`, and the
    /// index of the event that ended the withholding.
    func withheld(at index: Int, time: VirtualTime, phase: TouchPhase, fingers f: [Int], by: [RecognizerID]) -> (String, Int?) {
        var text = "\(name).\(phase.responderMethod) (\(fingers(f))) was withheld at \(time) "
        text += by.isEmpty ? "behind its earlier withheld touches" : "by " + withholders(by, phase)
        for k in (index + 1)..<events.count {
            switch events[k] {
            case .viewCall(let t, let v, let p, let g, .released) where v == view && p == phase && !Set(g).isDisjoint(with: f):
                text += "; released at \(t), \(t - time) late"
                if let d = decider(of: by, before: k, accept: { $0 == .failed || $0 == .cancelled }) {
                    text += ", when \(n(d.recognizer)) \(past(d.to, d.recognizer)) at \(d.time)\(cause(d.cause))"
                }
                return (text, k)
            case .dropped(let t, let v, let phases, let g, let r) where v == view && phases.contains(phase) && !Set(g).isDisjoint(with: f):
                text += "; dropped at \(t) because " + recognized(r, by: k) + " and claimed the touches, so \(name) never heard them"
                return (text, k)
            case .viewCall(let t, let v, .cancelled, let g, .cancelledBy(let r)) where v == view && !Set(g).isDisjoint(with: f):
                text += "; at \(t) " + recognized(r, by: k) + " and \(name) got touchesCancelled instead (cancelsTouchesInView)"
                return (text, k)
            default:
                continue
            }
        }
        text += slice.until == nil ? "; it is still withheld: " : "; it was still withheld at \(slice.until!): "
        text += by.isEmpty ? "the touches before it are" : by.map(n).joined(separator: ", ") + (by.count == 1 ? " has" : " have")
        text += " not decided yet"
        if slice.until == nil { text += " (time moves only with `wait`)" }
        return (text, nil)
    }

    /// `button.touchUpInside came at t=450ms, 350ms after the finger lifted at t=100ms: its touchesEnded was withheld …`.
    /// Also the index of the released `touchesEnded` it tells about.
    func controlEvent(_ event: String, at index: Int, time: VirtualTime) -> (String, Int?) {
        // The control's touchesEnded is delivered just before it reports the event.
        var k = index - 1
        while k >= 0, events[k].time == time {
            if case .viewCall(_, let v, .ended, _, .released(let original)) = events[k], v == view {
                var text = "\(name).\(event) came at \(time), \(time - original) after the finger lifted at \(original): "
                text += "its touchesEnded was withheld"
                if let w = withholding(before: k, phase: .ended), !w.by.isEmpty {
                    text += " by " + withholders(w.by, .ended)
                    if let d = decider(of: w.by, before: k, accept: { $0 == .failed || $0 == .cancelled }) {
                        text += " until \(n(d.recognizer)) \(past(d.to, d.recognizer)) at \(d.time)\(cause(d.cause))"
                    }
                }
                return (text, k)
            }
            k -= 1
        }
        return ("\(name).\(event) came at \(time), as the finger lifted inside it: nothing withheld its touchesEnded", nil)
    }

    /// What a view with nothing withheld, dropped or cancelled got (or why a call asked about never came).
    func plain() -> String {
        var calls: [String] = []
        var downs: [(Int, VirtualTime, ViewID)] = []
        for e in events {
            switch e {
            case .viewCall(let t, let v, let p, _, _) where v == view:
                if call == nil || call == p.responderMethod { calls.append("\(p.responderMethod) at \(t)") }
            case .passedOn(let t, let from, let v, let p, _) where v == view:
                if call == nil || call == p.responderMethod {
                    calls.append("\(p.responderMethod) at \(t) (passed on by \(scene.name(of: from)))")
                }
            case .touchEvent(let t, let changes):
                for c in changes where c.phase == .began { downs.append((c.finger, t, c.view)) }
            default:
                break
            }
        }
        if !calls.isEmpty {
            let what = calls.count > 4 ? Array(calls.prefix(2)) + ["…"] + Array(calls.suffix(2)) : calls
            if let call {
                return "\(name).\(call) came on time (\(what.joined(separator: ", "))): no recognizer withheld, dropped or cancelled it "
                    + "in \(slice.name)"
            }
            return "\(name) got \(what.joined(separator: ", ")), each on time: no recognizer withheld, dropped or cancelled "
                + "its touches in \(slice.name)"
        }
        if downs.isEmpty { return "\(name): no finger touched down in \(slice.name), so there is nothing to explain" }
        if !downs.contains(where: { $0.2 == view }) {
            let d = downs[0]
            // A view hit-testing skips (interaction off, hidden, alpha below 0.01) never gets a touch of its own.
            let skipped = scene.hitTestSkips(view).map { "; hit-testing skips \(name): \($0)" } ?? ""
            return "\(name) got no touches in \(slice.name): no finger went down on it (finger \(d.0) went down at \(d.1) on "
                + "\(scene.name(of: d.2)); touches go to the view they went down on\(skipped))"
        }
        if call == "touchUpInside" {
            let kind = scene.views[view.index].kind
            if !kind.isControl { return "\(name) is a \(kind.uikitClassName), not a control: it sends no touchUpInside" }
            return "\(name) sent no touchUpInside in \(slice.name): no finger lifted inside it"
        }
        return "\(name) got no \(call ?? "calls") in \(slice.name)"
    }

    // MARK: - Helpers

    func matchesCall(_ s: Story) -> Bool {
        guard let call else { return true }
        if call == "touchUpInside" { return s.isControlEvent || s.phase == .ended }
        return !s.isControlEvent && s.phase.responderMethod == call
    }

    func matchesCall(at index: Int) -> Bool {
        guard let call else { return true }
        switch events[index] {
        case .viewCall(_, _, let p, _, _), .withheld(_, _, let p, _, _): return call == p.responderMethod || (call == "touchUpInside" && p == .ended)
        case .dropped(_, _, let ps, _, _):
            return ps.contains { $0.responderMethod == call }
        case .controlEvent: return call == "touchUpInside"
        default: return false
        }
    }

    /// `doubleTap's delaysTouchesEnded`, or `the delaysTouchesBegan of doubleTap and tap` when they share it.
    func withholders(_ by: [RecognizerID], _ phase: TouchPhase) -> String {
        let properties = Set(by.map { property(of: $0, phase) })
        if by.count > 1, properties.count == 1 {
            return "the \(properties.first!) of " + by.map(n).joined(separator: " and ")
        }
        return by.map { "\(n($0))'s \(property(of: $0, phase))" }.joined(separator: " and ")
    }

    /// The property that makes `r` withhold `phase`: `delaysTouchesBegan` withholds every phase.
    func property(of r: RecognizerID, _ phase: TouchPhase) -> String {
        phase == .ended && !delaysTouchesBegan(r) ? "delaysTouchesEnded" : "delaysTouchesBegan"
    }

    /// The recognizer's `delaysTouchesBegan`, as the stream last told it.
    func delaysTouchesBegan(_ r: RecognizerID) -> Bool {
        r.index < scene.recognizers.count && scene.recognizers[r.index].property("delaysTouchesBegan") == .bool(true)
    }

    func past(_ s: GestureState, _ r: RecognizerID) -> String { StateVerbs.past(s, discrete: scene.isDiscrete(r)) }

    /// `doubleTap recognized at t=200ms (2 taps completed)`: `r`'s latest transition to began/recognized by `index`.
    /// The time is left out when it is the time of the event at `index` (the sentence already says it).
    func recognized(_ r: RecognizerID, by index: Int) -> String {
        if let d = decider(of: [r], before: index + 1, accept: { $0 == .began || $0 == .ended }) {
            return "\(n(r)) \(past(d.to, r))\(d.time == events[index].time ? "" : " at \(d.time)")\(cause(d.cause))"
        }
        return "\(n(r)) recognized"
    }

    /// The latest transition of one of `rs` into a state `accept` takes, among the events before index `end`.
    func decider(of rs: [RecognizerID], before end: Int, accept: (GestureState) -> Bool)
        -> (recognizer: RecognizerID, to: GestureState, time: VirtualTime, cause: Cause?)?
    {
        for k in stride(from: min(end, events.count) - 1, through: 0, by: -1) {
            if case .transition(let t, let who, _, let to, let c) = events[k], rs.contains(who), accept(to) { return (who, to, t, c) }
        }
        return nil
    }

    /// The last `withheld` event of `phase` for this view before index `end`.
    func withholding(before end: Int, phase: TouchPhase) -> (time: VirtualTime, by: [RecognizerID])? {
        for k in stride(from: end - 1, through: 0, by: -1) {
            if case .withheld(let t, let v, let p, _, let by) = events[k], v == view, p == phase { return (t, by) }
        }
        return nil
    }

    /// The events that concern the view: its touches going down and up, its calls (live, released, cancelled), what
    /// was withheld or dropped, its control events, and the transitions of the recognizers that withheld, dropped or
    /// cancelled its touches.
    func details() -> [String] {
        var related: Set<RecognizerID> = []
        for e in events {
            switch e {
            case .withheld(_, let v, _, _, let by) where v == view: related.formUnion(by)
            case .dropped(_, let v, _, _, let r) where v == view: related.insert(r)
            case .viewCall(_, let v, _, _, .cancelledBy(let r)) where v == view: related.insert(r)
            default: break
            }
        }
        let formatter = TranscriptFormatter(style: .plain, showsStatements: false)
        var lines: [String] = []
        for e in events {
            let shown: Bool
            switch e {
            case .touchEvent(_, let changes): shown = changes.contains { $0.view == view && $0.phase != .moved && $0.phase != .stationary }
            case .viewCall(_, let v, _, _, _), .withheld(_, let v, _, _, _), .dropped(_, let v, _, _, _), .controlEvent(_, let v, _): shown = v == view
            case .transition(_, let r, _, let to, _): shown = related.contains(r) && to != .changed
            default: shown = false
            }
            if shown, let text = formatter.render(e, scene: scene) { lines.append(TranscriptFormatter.pad(e.time) + " " + text) }
        }
        return lines
    }
}
