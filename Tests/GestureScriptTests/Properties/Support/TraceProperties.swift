import GestureEngine

/// The trace properties every run must have, checked over a whole run's trace events. Each method returns the
/// violations it found (empty: the property holds), described with the event's time and names.
struct TraceProperties {
    /// The recognizers' kinds and names, by `RecognizerID.index`.
    var kinds: [Int: RecognizerKind]
    var names: [Int: String]
    var viewNames: [Int: String]

    /// Legal reported transitions (docs/engine.md §3 step 3 and `GestureState`): discrete recognizers go from
    /// `possible` to `ended` (recognized) or `failed`; continuous ones from `possible` to `began` or `failed`, then
    /// `changed`, `ended` or `cancelled`. Only a reset returns a recognizer to `possible`.
    static func isLegal(_ from: GestureState, _ to: GestureState, discrete: Bool) -> Bool {
        switch (from, to) {
        case (.possible, .failed): true
        case (.possible, .ended): discrete
        case (.possible, .began): !discrete
        case (.began, .changed), (.began, .ended), (.began, .cancelled),
             (.changed, .changed), (.changed, .ended), (.changed, .cancelled): !discrete
        case (.possible, .possible), (.possible, .changed), (.possible, .cancelled), (.began, .possible), (.began, .began),
             (.began, .failed), (.changed, .possible), (.changed, .began), (.changed, .failed), (.ended, _),
             (.cancelled, _), (.failed, _):
            false
        }
    }

    /// Only legal transitions, each from the state last reported, and an action only while the recognizer is in
    /// the state the action names, which is began, changed, ended (recognized) or cancelled.
    func statesAndActions(_ events: [TraceEvent]) -> [String] {
        var state: [Int: GestureState] = [:]
        var problems: [String] = []
        for event in events {
            switch event {
            case .transition(let t, let r, let from, let to, _):
                let discrete = kinds[r.index]?.isDiscrete ?? false
                let current = state[r.index] ?? .possible
                if from != current {
                    problems.append("\(t): \(name(r)) reported \(from) → \(to) but its last reported state was \(current)")
                }
                if !Self.isLegal(from, to, discrete: discrete) {
                    problems.append("\(t): \(name(r)) (\(discrete ? "discrete" : "continuous")) made the illegal transition \(from) → \(to)")
                }
                state[r.index] = to
            case .reset(_, let rs):
                for r in rs { state[r.index] = .possible }
            case .action(let t, let r, let s, let method):
                switch s {
                case .began, .changed, .ended, .cancelled: break
                case .possible, .failed:
                    problems.append("\(t): \(name(r)) sent the action \(method) in state \(s)")
                }
                let current = state[r.index] ?? .possible
                if s != current {
                    problems.append("\(t): \(name(r)) sent the action \(method) for \(s) while its reported state was \(current)")
                }
            case .touchEvent, .timerFired, .touchRejected, .waiting, .viewCall, .passedOn, .withheld, .dropped, .log,
                 .controlEvent, .delegateAnswer, .timerScheduled, .timerCancelled, .scrolled, .contentTouchAnswer:
                break
            }
        }
        return problems
    }

    /// Each touch a view hears is began → moved* → ended or cancelled, exactly once, or nothing at all. A view's
    /// calls keep their order even when withheld (docs/engine.md §4.1), so a finger's touches follow each other.
    /// `complete`: the run lifted every finger and waited, so every touch a view heard begin must have finished.
    func viewTouchSequences(_ events: [TraceEvent], complete: Bool) -> [String] {
        struct Key: Hashable { var view: Int; var finger: Int }
        var open: [Key: TouchPhase] = [:]
        var problems: [String] = []
        for case .viewCall(let t, let v, let call, let fingers, _) in events {
            for f in fingers {
                let key = Key(view: v.index, finger: f)
                switch (open[key], call) {
                case (nil, .began):
                    open[key] = .began
                case (.some, .moved), (.some, .stationary):
                    open[key] = .moved
                case (.some, .ended), (.some, .cancelled):
                    open[key] = nil
                case (.some(let last), .began):
                    problems.append("\(t): \(viewName(v)) heard touchesBegan for finger \(f) whose previous touch (last \(last)) never ended")
                case (nil, .moved), (nil, .stationary), (nil, .ended), (nil, .cancelled):
                    problems.append("\(t): \(viewName(v)) heard touches\(call) for finger \(f) without touchesBegan")
                }
            }
        }
        if complete {
            for (key, last) in open.sorted(by: { ($0.key.view, $0.key.finger) < ($1.key.view, $1.key.finger) }) {
                problems.append("end: \(viewNames[key.view] ?? "view \(key.view)") heard finger \(key.finger) begin (last \(last)) but never end or be cancelled")
            }
        }
        return problems
    }

    /// Every withheld phase is later released (a `released` call of that phase, withheld at that time), cancelled
    /// (its touch claimed with `touchesCancelled`) or dropped (a `dropped` line naming its view, finger and phase),
    /// by the end of a run that lifted every finger and waited. A finger's touches are told apart by counting its
    /// touch-downs, so a released phase must be one that was withheld from that very touch.
    func withheldAreSettled(_ events: [TraceEvent]) -> [String] {
        struct Key: Hashable { var view: Int; var finger: Int }
        struct Entry { var id: Int; var touch: Int; var phase: TouchPhase; var time: VirtualTime }
        var touchCount: [Int: Int] = [:]          // touch-downs per finger: the current touch's number
        var pending: [Key: [Entry]] = [:]
        var nextID = 0
        var settledByDrop: Set<Int> = []        // entries a `dropped` line covered
        var openTouch: [Key: Int] = [:]           // the touch whose began the view heard last
        var problems: [String] = []
        for event in events {
            switch event {
            case .touchEvent(_, let changes):
                for c in changes where c.phase == .began { touchCount[c.finger, default: 0] += 1 }
            case .withheld(let t, let v, let phase, let fingers, _):
                for f in fingers {
                    let entry = Entry(id: nextID, touch: touchCount[f] ?? 0, phase: phase, time: t)
                    nextID += 1
                    pending[Key(view: v.index, finger: f), default: []].append(entry)
                }
            case .viewCall(let t, let v, let call, let fingers, let delivery):
                for f in fingers {
                    let key = Key(view: v.index, finger: f)
                    switch delivery {
                    case .live:
                        if call == .began { openTouch[key] = touchCount[f] ?? 0 }
                    case .released(let original):
                        // A phase withheld at `original` that no `dropped` line covered comes first: a touch of the
                        // same finger withheld at the same instant as a dropped one must not be mistaken for it.
                        let queue = pending[key] ?? []
                        let matches = { (e: Entry) in e.phase == call && e.time == original }
                        if let k = queue.firstIndex(where: { matches($0) && !settledByDrop.contains($0.id) })
                            ?? queue.firstIndex(where: matches) {
                            let entry = pending[key]!.remove(at: k)
                            if call == .began { openTouch[key] = entry.touch }
                        } else {
                            problems.append("\(t): \(viewName(v)) got touches\(call) for finger \(f) released (withheld since \(original)) that was never withheld then")
                        }
                    case .cancelledBy:
                        // The touch the view is following was claimed: its withheld phases leave the queue.
                        if let touch = openTouch[key] { pending[key]?.removeAll { $0.touch == touch } }
                    }
                }
            case .dropped(_, let v, let phases, let fingers, _):
                // A claimed touch the view never saw begin; the line names phases, not which touch of the finger.
                for f in fingers {
                    let key = Key(view: v.index, finger: f)
                    for e in pending[key] ?? [] where phases.contains(e.phase) { settledByDrop.insert(e.id) }
                }
            // A call passed on up the responder chain repeats one the hit view got, checked there.
            case .timerFired, .touchRejected, .transition, .waiting, .action, .reset, .log, .controlEvent, .delegateAnswer,
                .passedOn, .timerScheduled, .timerCancelled, .scrolled, .contentTouchAnswer:
                break
            }
        }
        for (key, entries) in pending.sorted(by: { ($0.key.view, $0.key.finger) < ($1.key.view, $1.key.finger) }) {
            for e in entries where !settledByDrop.contains(e.id) {
                problems.append("\(e.time): touches\(e.phase) of finger \(key.finger) withheld from \(viewNames[key.view] ?? "view \(key.view)") was never released, cancelled or dropped")
            }
        }
        return problems
    }

    private func name(_ r: RecognizerID) -> String { names[r.index] ?? "recognizer \(r.index)" }
    private func viewName(_ v: ViewID) -> String { viewNames[v.index] ?? "view \(v.index)" }
}
