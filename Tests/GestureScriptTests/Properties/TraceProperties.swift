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
            case .touchEvent, .timerFired, .touchRejected, .waiting, .viewCall, .withheld, .dropped, .log, .controlEvent,
                 .delegateAnswer:
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

    /// Every withheld phase is later released (a `released` call of that phase), cancelled (the touch claimed with
    /// `touchesCancelled`) or dropped, by the end of a run that lifted every finger and waited.
    func withheldAreSettled(_ events: [TraceEvent]) -> [String] {
        struct Key: Hashable { var view: Int; var finger: Int }
        var pending: [Key: [(phase: TouchPhase, time: VirtualTime)]] = [:]
        var problems: [String] = []
        for event in events {
            switch event {
            case .withheld(let t, let v, let phase, let fingers, _):
                for f in fingers { pending[Key(view: v.index, finger: f), default: []].append((phase, t)) }
            case .viewCall(let t, let v, let call, let fingers, let delivery):
                for f in fingers {
                    let key = Key(view: v.index, finger: f)
                    switch delivery {
                    case .live:
                        break
                    case .released:
                        if let k = pending[key]?.firstIndex(where: { $0.phase == call }) {
                            pending[key]?.remove(at: k)
                        } else {
                            problems.append("\(t): \(viewName(v)) got a released touches\(call) for finger \(f) that was never withheld")
                        }
                    case .cancelledBy:
                        // A claimed touch: its withheld phases leave the queue with this cancellation.
                        pending[key] = nil
                    }
                }
            case .dropped(let t, let v, let phases, let fingers, _):
                // One line for a claimed touch: it names the phases, each of which may have been withheld many times.
                for f in fingers {
                    let key = Key(view: v.index, finger: f)
                    let before = pending[key]?.count ?? 0
                    pending[key]?.removeAll { phases.contains($0.phase) }
                    if before == (pending[key]?.count ?? 0) {
                        problems.append("\(t): \(viewName(v)) dropped \(phases) of finger \(f), which were never withheld")
                    }
                }
            case .touchEvent, .timerFired, .touchRejected, .transition, .waiting, .action, .reset, .log, .controlEvent,
                 .delegateAnswer:
                break
            }
        }
        for (key, phases) in pending.sorted(by: { ($0.key.view, $0.key.finger) < ($1.key.view, $1.key.finger) }) {
            for p in phases {
                problems.append("\(p.time): touches\(p.phase) of finger \(key.finger) withheld from \(viewNames[key.view] ?? "view \(key.view)") was never released, cancelled or dropped")
            }
        }
        return problems
    }

    private func name(_ r: RecognizerID) -> String { names[r.index] ?? "recognizer \(r.index)" }
    private func viewName(_ v: ViewID) -> String { viewNames[v.index] ?? "view \(v.index)" }
}
