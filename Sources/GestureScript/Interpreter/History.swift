import GestureEngine

/// What happened since the last `mark`, for the expectations that read it. What is recorded at all is chosen by
/// `RecordingNeeds`, with a transcript or without: only the transitions of the recognizers a `states` expectation
/// names and the console lines a `log` expectation reads (everything only for the REPL, `explain` and bug reports).
/// While a transcript is produced they are taken from the engine's full trace (`record`); while nothing is printed,
/// the engine reports them straight to `HistoryListener`. View calls are counted only for `view … CALL N`. A run
/// whose expectations read none of it keeps nothing here, however long it runs.
///
/// Action counts and the latest transition come from the engine's per-recognizer counters, read against their
/// values at the mark (`Session.actionsSinceMark`, `Session.lastTransitionSinceMark`); responder calls from its
/// per-view counters, read against `viewCallsAtMark`. So `expect … actions N`, `expect view …` and failure notes cost
/// nothing per event while nothing is printed. The states and log lists are bounded by `limit` each.
struct History {
    var limit: Int
    /// States entered, by recognizer index (consecutive repeats collapsed; a reset to `possible` is not a transition).
    private var states: [StateLog] = []
    /// Each recognizer's `actionCount` and `lastTransition.serial` at the mark, by recognizer index (recognizers declared
    /// after the mark started from zero).
    var actionsAtMark: [Int] = []
    var transitionsAtMark: [Int] = []
    /// The engine's responder-call counts at the mark (views declared after it started from zero).
    var viewCallsAtMark: ViewCallCounts
    /// Each scroll view's delegate-call counts at the mark.
    var scrollCallsAtMark: [ViewID: [Int]] = [:]
    /// Each scroll view's `touchesShouldBegin`/`touchesShouldCancel` counts at the mark.
    var contentTouchCallsAtMark: [ViewID: [Int]] = [:]
    /// Each table's delegate-call counts at the mark, by `TableViewDelegateCall.rawValue`.
    var tableCallsAtMark: [ViewID: [Int]] = [:]
    /// The console lines, `log` actions' unformatted (`logLines(in:)` formats them).
    var log: [ConsoleLine] = []
    var logTruncated = false
    /// The clock at the mark (or when the history started): `expect NAME STATE at TIME` counts TIME from here.
    let markTime: VirtualTime
    /// When recognizers reported their states, for `expect NAME STATE at TIME`.
    var entryTimes = EntryTimes()

    /// One recognizer's states since the mark.
    struct StateLog {
        var states: [GestureState] = []
        /// Older states were dropped to stay within the limit.
        var truncated = false
    }

    /// A history that starts now: the counters of `env`'s recognizers and views are the new zero.
    init(limit: Int, from env: GestureEnvironment) {
        self.limit = limit
        markTime = env.now
        actionsAtMark = env.recognizers.map(\.actionCount)
        transitionsAtMark = env.recognizers.map(\.lastTransition.serial)
        viewCallsAtMark = env.viewCalls
        for (i, _) in env.views.enumerated() {
            let id = ViewID(index: i)
            if let s = env.scrollState(of: id) { scrollCallsAtMark[id] = ScrollViewDelegateCall.allCases.map { s.count(of: $0) } }
            if let c = env.contentTouchSettings(of: id) { contentTouchCallsAtMark[id] = ContentTouchMethod.allCases.map { c.count(of: $0) } }
            if let t = env.tableState(of: id) { tableCallsAtMark[id] = TableViewDelegateCall.allCases.map { t.count(of: $0) } }
        }
    }

    /// The states `id` entered since the mark (as far as they were recorded).
    func states(of id: RecognizerID) -> StateLog {
        id.index < states.count ? states[id.index] : StateLog()
    }

    /// The console lines since the mark.
    func logLines(in env: GestureEnvironment) -> [String] { log.map(env.text(of:)) }

    /// Whether the console lines since the mark are `lines` (formatting only until the first difference).
    func logIs(_ lines: [String], in env: GestureEnvironment) -> Bool {
        guard lines.count == log.count else { return false }
        for k in lines.indices where env.text(of: log[k]) != lines[k] { return false }
        return true
    }

    /// `r` reported `state`.
    mutating func enter(_ state: GestureState, of r: RecognizerID) {
        if r.index >= states.count { states += Array(repeating: StateLog(), count: r.index + 1 - states.count) }
        // Changed in place (`states[i].states.append`): a copy taken out and stored back would copy the whole list on
        // every transition (quadratic in a long run).
        if states[r.index].states.last != state {
            let count = states[r.index].states.count
            if count >= limit {
                states[r.index].states.removeFirst(count / 2)
                states[r.index].truncated = true
            }
            states[r.index].states.append(state)
        }
    }

    /// The console printed `line`.
    mutating func print(_ line: ConsoleLine) {
        if log.count >= limit {
            log.removeFirst(log.count / 2)
            logTruncated = true
        }
        log.append(line)
    }

    /// Takes what the expectations read from a piece of the full trace: every transition, report time and console
    /// line while everything is recorded (`selection` nil: the REPL, `explain`, bug reports); otherwise only what
    /// `selection` and `timed` select, exactly what `HistoryListener` takes while nothing is printed, so that a run
    /// records the same with a transcript as without and keeps nothing no expectation reads.
    mutating func record(_ events: [TraceEvent], selection: TraceSelection?, timed: TimedStates) {
        for i in events.indices {
            switch Self.recorded(events[i]) {
            case .transition(let time, let r, let to):
                if let selection {
                    guard selection.tracesTransitions(of: r) else { continue }
                    enter(to, of: r)
                    if timed.times(to, of: r) { entryTimes.enter(to, of: r, at: time, limit: limit) }
                } else {
                    enter(to, of: r)
                    entryTimes.enter(to, of: r, at: time, limit: limit)
                }
            case .console(let line):
                if selection?.consoleLines ?? true { print(.text(line)) }
            case .none:
                break
            }
        }
    }

    /// What `record` takes from one event.
    private enum Recorded {
        case transition(VirtualTime, RecognizerID, GestureState)
        case console(String)
        case none
    }

    /// A function of its own, which reads the event where it lies: matched inline in the loop, each event was copied
    /// first (its payload retained and released).
    @inline(never)
    private static func recorded(_ e: TraceEvent) -> Recorded {
        switch e {
        case .transition(let time, let r, _, let to, _): .transition(time, r, to)
        case .log(_, let line): .console(line)
        case .action, .touchEvent, .timerFired, .touchRejected, .waiting, .viewCall, .passedOn, .withheld, .dropped, .reset, .controlEvent,
            .delegateAnswer, .timerScheduled, .timerCancelled, .scrolled, .contentTouchAnswer:
            .none
        }
    }
}

extension Session {
    /// Action messages `id` sent since the last `mark` (or the scene's start).
    func actionsSinceMark(_ id: RecognizerID) -> Int {
        // Read in place (`env[id]` would copy the whole record): a sweep asks after every run, for every recognizer.
        let base = id.index < history.actionsAtMark.count ? history.actionsAtMark[id.index] : 0
        return env.recognizers[id.index].actionCount - base
    }

    /// The latest transition `id` reported since the last `mark`, if any.
    func lastTransitionSinceMark(_ id: RecognizerID) -> ReportedTransition? {
        let r = env[id]
        let base = id.index < history.transitionsAtMark.count ? history.transitionsAtMark[id.index] : 0
        return r.lastTransition.serial > base ? r.lastTransition : nil
    }

    /// Responder calls of `phase` that `view` received since the last `mark` (or the scene's start).
    func viewCallsSinceMark(_ view: ViewID, _ phase: TouchPhase) -> Int {
        env.viewCalls[view, phase] - history.viewCallsAtMark[view, phase]
    }

    /// The delegate calls `call` scroll view `view` received since the mark (0 for a view that is not a scroll view).
    func scrollCallsSinceMark(_ view: ViewID, _ call: ScrollViewDelegateCall) -> Int {
        guard let s = env.scrollState(of: view) else { return 0 }
        return s.count(of: call) - (history.scrollCallsAtMark[view]?[call.rawValue] ?? 0)
    }

    /// How many times UIKit called `method` on scroll view `view` since the mark.
    func contentTouchCallsSinceMark(_ view: ViewID, _ method: ContentTouchMethod) -> Int {
        guard let c = env.contentTouchSettings(of: view) else { return 0 }
        return c.count(of: method) - (history.contentTouchCallsAtMark[view]?[method.rawValue] ?? 0)
    }

    /// The delegate calls `call` table `view` received since the mark.
    func tableCallsSinceMark(_ view: ViewID, _ call: TableViewDelegateCall) -> Int {
        guard let t = env.tableState(of: view) else { return 0 }
        return t.count(of: call) - (history.tableCallsAtMark[view]?[call.rawValue] ?? 0)
    }
}

/// Takes what the engine's `TraceSelection` reports while nothing is printed into its session's history.
///
/// The session owns the environment that holds this listener, so the reference back is `unowned` (a weak one would
/// give the session a side table and slow down every retain of it; `unowned(unsafe)` saves nothing, as the call
/// retains the session anyway). A listener is only ever set on its own session's current environment
/// (`applyRecording`), `copy()` does not copy it, and the session detaches it from an environment it replaces and
/// from its own when it goes away (`Session.env`, `deinit`): an environment reports to a listener only while that
/// session is alive and running it.
final class HistoryListener: TraceListener {
    private unowned let session: Session

    init(_ session: Session) { self.session = session }

    func recognizer(_ id: RecognizerID, reported state: GestureState) {
        session.history.enter(state, of: id)
        // The engine reports a transition at its own time: the clock is where the transition happened.
        if session.timedStates.times(state, of: id) {
            session.history.entryTimes.enter(state, of: id, at: session.env.now, limit: session.history.limit)
        }
    }

    func console(_ line: ConsoleLine) { session.history.print(line) }
}
