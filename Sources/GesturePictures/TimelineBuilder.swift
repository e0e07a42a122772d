import GestureEngine
import GestureScript

/// Builds a `Timeline` from the session's output stream, one output at a time (it never holds the trace).
///
/// One builder follows one scene (one clock): `PictureRecorder` starts a new one when the scene changes.
///
/// Memory: one open item per finger, drawn recognizer and withheld delivery; at most `Lane.capacity` items per lane
/// and at most `PictureLimits.recognizerLanes` recognizer and `PictureLimits.viewLanes` view lanes (the others are
/// only counted).
/// Time: constant work per trace event on average (amortized over the lanes' pairwise merges).
public struct TimelineBuilder {
    private var timeline = Timeline()
    private var laneIndex: [LaneKey: Int] = [:]

    struct LaneKey: Hashable {
        var kind: LaneKind
        var name: String
    }
    /// Fingers down: lane, touch-down time.
    private var fingers: [Int: (lane: Int, down: Int64, downStep: Int, moves: String)] = [:]
    /// Each recognizer's open span (by name: a new scene keeps the lane of a recognizer with the same name).
    private var open: [String: OpenSpan] = [:]
    /// Withheld deliveries not yet released, cancelled or dropped, per view.
    private var withheld: [String: [OpenWithheld]] = [:]
    /// Recognizer and view lanes made so far (at most `PictureLimits.recognizerLanes` and `.viewLanes`).
    private var recognizerLanes = 0
    private var viewLanes = 0
    /// Recognizers and views left without a lane (each counted once).
    private var omittedKeys: Set<LaneKey> = []
    /// The line model marked last.
    private var lastModel: ModelSnapshot?
    /// The time of the latest trace event (a line-model change is drawn there).
    public private(set) var now: Int64 = 0
    /// Input events and timer firings so far (see `LaneItem.startStep`).
    public private(set) var step = 0
    /// The latest touch-downs made while no finger was down (time, step), newest last: where gestures may start.
    private var touchDowns: [(time: Int64, step: Int)] = []

    struct OpenSpan {
        var lane: Int
        var kind: ItemKind
        var start: Int64
        var startStep: Int
        var label: String
        var waitingFor: [String] = []
    }

    struct OpenWithheld {
        var lane: Int
        var phase: TouchPhase
        var start: Int64
        var startStep: Int
        var label: String
        /// The fingers whose phase is still withheld: the span ends when the last one is released, cancelled or
        /// dropped.
        var fingers: [Int]
    }

    public init() {}

    /// Feeds one output of the stream, which `scene` has read (it names the ids, and tells the state after the
    /// output).
    mutating func consume(_ output: SessionOutput, scene: StreamScene) {
        switch output {
        case .trace(let events):
            for e in events { consume(e, scene: scene) }
        case .model(let m), .modelStep(let m):
            // A change at an event (`modelStep`) is reported again after its statement (`model`): one mark.
            guard m != lastModel else { return }
            lastModel = m
            let lane = row(.model, "model")
            timeline.lanes[lane].append(LaneItem(start: now, end: now, startStep: step, endStep: step, kind: .model, label: ModelText.summary(m)))
            touch(now)
        case .statement, .expectationFailure, .note, .show, .error, .iteration, .repeatEnd, .scene, .clock, .summary:
            break
        }
    }

    /// The timeline so far, with the spans still open drawn up to `until` (microseconds; at least the last event).
    public func timeline(until: Int64? = nil) -> Timeline {
        var t = timeline
        let end = max(until ?? now, t.end ?? 0)
        let endStep = step
        t.endStep = step
        if t.start == nil, until != nil { t.start = 0 }
        t.end = end
        for (_, s) in open { t.lanes[s.lane].append(LaneItem(start: s.start, end: end, startStep: s.startStep, endStep: endStep, kind: s.kind, label: s.label)) }
        for (_, list) in withheld {
            for w in list { t.lanes[w.lane].append(LaneItem(start: w.start, end: end, startStep: w.startStep, endStep: endStep, kind: .withheld, label: w.label)) }
        }
        for (_, f) in fingers { t.lanes[f.lane].append(LaneItem(start: f.down, end: end, startStep: f.downStep, endStep: endStep, kind: .fingerHeld, label: "down")) }
        for i in t.lanes.indices where t.lanes[i].kind == .finger { t.lanes[i].sortByStart() }
        // Groups in order; fingers by number; everything else in order of appearance.
        t.lanes = t.lanes.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            if x.kind.order != y.kind.order { return x.kind.order < y.kind.order }
            if x.kind == .finger, let i = Int(x.name), let j = Int(y.name), i != j { return i < j }
            return a.offset < b.offset
        }.map(\.element)
        return t
    }

    /// True until an input event or a timer firing: nothing to draw of this scene (its first line model aside).
    public var isEmpty: Bool { step == 0 }

    /// Merges the lanes' items pairwise until they hold at most `budget` together (`Timeline.fit`), and lets go of
    /// what only recording needs: for a scene that is over.
    mutating func fit(budget: Int) {
        var t = [timeline]
        Timeline.fit(&t, budget: budget)
        timeline = t[0]
        omittedKeys = []
        touchDowns = []
    }

    /// The step at which a gesture that started at `time` began: the touch-down made then with no finger down
    /// (nil when none is remembered; only the latest 32 to 64 are).
    public func gestureStartStep(at time: Int64) -> Int? {
        touchDowns.last { $0.time == time }?.step
    }

    // MARK: - Events

    private mutating func consume(_ e: TraceEvent, scene: StreamScene) {
        let table = scene.table
        let t = e.time.microseconds
        touch(t)
        switch e {
        case .touchEvent(_, let changes):
            timeline.events += 1
            step += 1
            for c in changes { fingerChange(c, at: t, scene: scene) }
        case .transition(_, let id, let from, let to, let cause):
            let name = table.name(of: id)
            guard let lane = lane(.recognizer, name) else { return }
            let discrete = table.isDiscrete(id)
            var label = "\(name): \(from.name(discrete: discrete)) → \(to.name(discrete: discrete))"
            if let cause {
                label += " (" + CauseText.describe(cause, names: table.recognizerNames, viewNames: table.viewNames) + ")"
            }
            close(name, at: t)
            if to != .possible {
                open[name] = OpenSpan(lane: lane, kind: Self.kind(of: to, discrete: discrete), start: t, startStep: step, label: label)
            }
        case .waiting(_, let id, let wouldBe, let blockers):
            let name = table.name(of: id)
            guard let lane = lane(.recognizer, name), open[name]?.kind != .waiting else { return }
            close(name, at: t)
            let blockerNames = blockers.map { table.name(of: $0) }
            let label = "\(name): would be \(wouldBe.name(discrete: table.isDiscrete(id))), waiting for \(blockerNames.joined(separator: ", ")) to fail"
            open[name] = OpenSpan(lane: lane, kind: .waiting, start: t, startStep: step, label: label, waitingFor: blockerNames)
        case .reset(_, let ids):
            for id in ids { close(table.name(of: id), at: t) }
        case .action(_, let id, let state, let method):
            let name = table.name(of: id)
            let label = "action \((method == "log" ? "log" : method + "(_:)")) ← \(name) [\(state.name(discrete: table.isDiscrete(id)))]"
            timeline.lanes[row(.action, "actions")].append(LaneItem(start: t, end: t, startStep: step, endStep: step, kind: .action, label: label))
        case .log(_, let line):
            timeline.lanes[row(.console, "console")].append(LaneItem(start: t, end: t, startStep: step, endStep: step, kind: .console, label: line))
        case .controlEvent(_, let view, let event):
            let label = "\(table.name(of: view)) sent \(event)"
            timeline.lanes[row(.action, "actions")].append(LaneItem(start: t, end: t, startStep: step, endStep: step, kind: .control, label: label))
        case .viewCall(_, let view, let call, let f, let delivery):
            viewCall(table.name(of: view), call, f, delivery, at: t, table: table)
        case .withheld(_, let view, let phase, let f, let by):
            let name = table.name(of: view)
            guard let lane = lane(.view, name) else { return }
            let who = by.isEmpty ? "queued behind earlier withheld touches" : "by " + by.map { table.name(of: $0) }.joined(separator: ", ")
            let label = "\(name).\(phase.responderMethod) \(Self.list(f)) withheld \(who)"
            withheld[name, default: []].append(OpenWithheld(lane: lane, phase: phase, start: t, startStep: step, label: label, fingers: f))
        case .dropped(_, let view, let phases, let f, let by):
            let name = table.name(of: view)
            guard let lane = lane(.view, name) else { return }
            let label = "\(name): \(phases.map(\.responderMethod).joined(separator: ", ")) \(Self.list(f)) dropped, claimed by \(table.name(of: by))"
            // The withheld deliveries of these phases and fingers go: the recognizer claimed the touches.
            endWithheld(name, fingers: f, at: t) { phases.contains($0.phase) }
            timeline.lanes[lane].append(LaneItem(start: t, end: t, startStep: step, endStep: step, kind: .dropped, label: label))
        case .timerFired:
            step += 1
        // The timeline's view lanes show the calls a view got first; the responder chain is the transcript's.
        case .touchRejected, .delegateAnswer, .passedOn, .timerScheduled, .timerCancelled, .scrolled, .contentTouchAnswer:
            break
        }
    }

    private mutating func fingerChange(_ c: TouchChangeRecord, at t: Int64, scene: StreamScene) {
        switch c.phase {
        case .began:
            if fingers.isEmpty {
                if touchDowns.count >= 64 { touchDowns.removeFirst(32) }
                touchDowns.append((t, step))
            }
            let l = row(.finger, String(c.finger))
            fingers[c.finger] = (l, t, step, "finger \(c.finger) moving")
            let label = "finger \(c.finger) down at \(c.location) (\(scene.table.name(of: c.view)))"
            timeline.lanes[l].append(LaneItem(start: t, end: t, startStep: step, endStep: step, kind: .fingerDown, label: label))
            // Recognizers on the touched view and its ancestors start looking at the touch.
            var v: ViewID? = c.view
            while let view = v, view.index < scene.table.views.count {
                for r in scene.recognizers(on: view) {
                    let name = scene.table.name(of: r)
                    if open[name] == nil, scene.state(of: r) == .possible, let lane = lane(.recognizer, name) {
                        open[name] = OpenSpan(lane: lane, kind: .possible, start: t, startStep: step,
                                              label: "\(name): possible (finger \(c.finger) down)")
                    }
                }
                v = scene.parent(of: view)
            }
        case .moved, .stationary:
            guard let f = fingers[c.finger] else { return }
            // Moves fold into one item that counts them; its words are the finger's (made once, at touch-down).
            timeline.lanes[f.lane].append(LaneItem(start: t, end: t, startStep: step, endStep: step, kind: .fingerMoves, label: f.moves))
        case .ended, .cancelled:
            guard let f = fingers.removeValue(forKey: c.finger) else { return }
            timeline.lanes[f.lane].append(LaneItem(start: f.down, end: t, startStep: f.downStep, endStep: step, kind: .fingerHeld, label: "finger \(c.finger) down"))
            let up = c.phase == .ended
            timeline.lanes[f.lane].append(LaneItem(start: t, end: t, startStep: step, endStep: step, kind: up ? .fingerUp : .fingerCancelled,
                                                   label: up ? "finger \(c.finger) up at \(c.location)" : "finger \(c.finger) cancelled by the system"))
            if fingers.isEmpty {
                // No finger left: a recognizer still merely possible stops tracking, unless it has a timer pending
                // (a double tap between its taps): it is still possible and still waiting, so its span goes on.
                for (name, s) in open.sorted(by: { $0.key < $1.key }) where s.kind == .possible {
                    close(name, at: t)
                    guard let id = scene.recognizer(named: name) else { continue }
                    let timers = scene.pendingTimers(of: id)
                    guard !timers.isEmpty else { continue }
                    let pending = timers.map { "\($0.timer) until \(formatMicroseconds($0.deadline.microseconds))" }.joined(separator: ", ")
                    open[name] = OpenSpan(lane: s.lane, kind: .possible, start: t, startStep: step,
                                          label: "\(name): possible, no finger down, still waiting (\(pending))")
                }
            }
        }
    }

    private mutating func viewCall(_ name: String, _ call: TouchPhase, _ f: [Int], _ delivery: TraceEvent.Delivery, at t: Int64,
                                   table: SceneTable) {
        guard let lane = lane(.view, name) else { return }
        let kind: ItemKind =
            switch call {
            case .began: .viewBegan
            case .moved, .stationary: .viewMoved
            case .ended: .viewEnded
            case .cancelled: .viewCancelled
            }
        // Live moves fold: their words need no finger list (the count says how many).
        if kind == .viewMoved, case .live = delivery {
            timeline.lanes[lane].append(LaneItem(start: t, end: t, startStep: step, endStep: step, kind: kind, label: name + ".touchesMoved"))
            return
        }
        var label = "\(name).\(call.responderMethod) \(Self.list(f))"
        switch delivery {
        case .live: break
        case .released(let since):
            label += " released (withheld since \(formatMicroseconds(since.microseconds)))"
            // The phase these fingers had when it was withheld, at that time (the engine releases one original
            // event's phase per call).
            let at = since.microseconds
            if !endWithheld(name, fingers: f, at: t, where: { $0.phase == call && $0.start == at }) {
                endWithheld(name, fingers: f, at: t) { $0.phase == call }
            }
        case .cancelledBy(let id):
            label += " cancelled by \(table.name(of: id))"
            // The view hears no more of these touches: whatever of them was withheld is discarded with them.
            endWithheld(name, fingers: f, at: t) { _ in true }
        }
        timeline.lanes[lane].append(LaneItem(start: t, end: t, startStep: step, endStep: step, kind: kind, label: label))
    }

    // MARK: - Helpers

    private mutating func touch(_ t: Int64) {
        now = max(now, t)
        if timeline.start == nil {
            timeline.start = t
            timeline.startStep = step
        }
        timeline.end = max(timeline.end ?? t, t)
    }

    private mutating func close(_ name: String, at t: Int64) {
        guard let s = open.removeValue(forKey: name) else { return }
        timeline.lanes[s.lane].append(LaneItem(start: s.start, end: t, startStep: s.startStep, endStep: step, kind: s.kind, label: s.label,
                                               waitingFor: s.waitingFor))
    }

    /// Ends `fingers`' part of the view's withheld deliveries that `matches` selects, oldest first: a delivery
    /// whose fingers are all gone becomes a span that ends at `t`. False when no delivery had any of the fingers.
    ///
    /// Finger numbers are reused (a double tap's two taps are both finger 1), so where the trace cannot say which
    /// touch a call is about, every matching delivery of the finger ends: they all end at this one moment anyway.
    @discardableResult
    private mutating func endWithheld(_ name: String, fingers: [Int], at t: Int64, where matches: (OpenWithheld) -> Bool) -> Bool {
        guard var list = withheld[name] else { return false }
        var found = false
        var k = 0
        while k < list.count {
            guard matches(list[k]), list[k].fingers.contains(where: fingers.contains) else {
                k += 1
                continue
            }
            found = true
            list[k].fingers.removeAll(where: fingers.contains)
            guard list[k].fingers.isEmpty else {
                k += 1
                continue
            }
            let w = list.remove(at: k)
            timeline.lanes[w.lane].append(LaneItem(start: w.start, end: t, startStep: w.startStep, endStep: step, kind: .withheld, label: w.label))
        }
        withheld[name] = list.isEmpty ? nil : list
        return found
    }

    /// The lane of a finger or of the actions, console or model row (there are few of these: each always has one).
    private mutating func row(_ kind: LaneKind, _ name: String) -> Int {
        let key = LaneKey(kind: kind, name: name)
        if let i = laneIndex[key] { return i }
        timeline.lanes.append(Lane(kind: kind, name: name))
        laneIndex[key] = timeline.lanes.count - 1
        return timeline.lanes.count - 1
    }

    /// The lane of a recognizer or a view, or nil once the scene has `PictureLimits.recognizerLanes` or `.viewLanes`:
    /// the others are counted (once each) and named in the pictures, and nothing else is kept of them.
    private mutating func lane(_ kind: LaneKind, _ name: String) -> Int? {
        let key = LaneKey(kind: kind, name: name)
        if let i = laneIndex[key] { return i }
        let isView = kind == .view
        guard isView ? viewLanes < PictureLimits.viewLanes : recognizerLanes < PictureLimits.recognizerLanes else {
            if omittedKeys.insert(key).inserted {
                if kind == .view { timeline.omittedViews += 1 } else { timeline.omittedRecognizers += 1 }
                if timeline.omittedNames.count < PictureLimits.omittedLaneNamesShown { timeline.omittedNames.append(Lane(kind: kind, name: name).title) }
            }
            return nil
        }
        if isView { viewLanes += 1 } else { recognizerLanes += 1 }
        return row(kind, name)
    }

    static func kind(of state: GestureState, discrete: Bool) -> ItemKind {
        switch state {
        case .possible: .possible
        case .began: .began
        case .changed: .changed
        case .ended: discrete ? .recognized : .ended
        case .cancelled: .cancelled
        case .failed: .failed
        }
    }


    static func list(_ f: [Int]) -> String { "[" + f.map(String.init).joined(separator: ",") + "]" }
}

