import GestureEngine
import GestureLanguage

/// What a session records between `mark`s for the expectations that read what happened since then, worked out from
/// the statements before they run. Everything else is answered from the live engine and its counters and costs
/// nothing to keep (`expect NAME actions N`, `state`, the values, the TouchTracker model):
/// - `expect NAME states …` needs the transitions NAME reports: the engine reports those of the recognizers so named,
///   and no others, to the session's `HistoryListener`;
/// - `expect view V CALL N` needs the count of V's responder calls: the engine counts calls per view and phase, and a
///   `mark` remembers the counts;
/// - `expect log …` needs the console lines: the engine reports those to the listener (a `log` action's unformatted);
/// - `expect NAME STATE at TIME` needs the times NAME reported STATE: NAME's transitions are reported to the listener
///   as for `states`, and the listener notes the clock for the states such expectations name, and no others.
/// With none of these, a quiet run records nothing. The engine's full trace is built only when output is produced
/// or `everything` is set.
struct RecordingNeeds: Equatable {
    /// Record everything, through the full trace: the REPL (expectations arrive later, line by line), bug reports and
    /// `explain` (they read the whole run).
    var everything = false
    /// Recognizer names some `states` or `at` expectation reads.
    var transitionsOf: Set<String> = []
    /// By recognizer name, the states some `at` expectation reads the times of (one bit per `GestureState.rawValue`).
    var entryTimesOf: [String: UInt8] = [:]
    /// Some `view … CALL N` expectation is ahead.
    var viewCalls = false
    /// Some `log` expectation is ahead.
    var console = false

    static let everything = RecordingNeeds(everything: true)

    private init(everything: Bool) { self.everything = everything }

    /// What the expectations among `statements` (in `repeat` bodies too) read.
    init(_ statements: [Statement]) {
        add(statements)
    }

    private mutating func add(_ statements: [Statement]) {
        for s in statements {
            switch s.kind {
            case .expect(let e):
                switch e {
                case .states(let r, _): transitionsOf.insert(r.value)
                case .enteredAt(let r, let state, _):
                    transitionsOf.insert(r.value)
                    entryTimesOf[r.value, default: 0] |= 1 << UInt8(GestureState(state.value).rawValue)
                case .viewCalls: viewCalls = true
                case .log: console = true
                case .actions, .state, .translation, .contentOffset, .selectedRow, .openRow, .velocity, .scalarVelocity, .location, .scale, .rotation,
                    .numberOfTouches, .lines,
                    .currentLines, .selected, .menuVisible, .line:
                    continue
                }
            case .repeat(_, let body):
                add(body)
            case .touches, .wait, .shorthand, .screen, .view, .recognizer, .setProperty, .requireToFail, .delegate, .action, .override,
                .useTouchTracker, .menuTap, .panelPick, .set, .mark, .show:
                continue
            }
        }
    }

    /// Nothing is recorded.
    var isEmpty: Bool { !everything && transitionsOf.isEmpty && !viewCalls && !console }
}

extension Session {
    /// Sets the engine up to record what `recording` asks for (and to trace everything while output is produced).
    /// Called when statements start running and whenever recognizers may have been added or the scene replaced, so
    /// that a `states` expectation's recognizer is traced from its declaration on.
    func applyRecording() {
        env.isTracing = options.producesTranscript || recording.everything
        env.tracesTimers = options.tracesTimers
        env.countsViewCalls = recording.everything || recording.viewCalls
        var selection = TraceSelection()
        selection.consoleLines = recording.console
        for name in recording.transitionsOf {
            if let id = env.recognizer(named: name) { selection.traceTransitions(of: id) }
        }
        if selection != env.traceSelection { env.traceSelection = selection }
        if selection.isEmpty {
            env.traceListener = nil
        } else {
            let listener = env.traceListener as? HistoryListener ?? HistoryListener(self)
            if env.traceListener == nil { env.traceListener = listener }
            var timed = TimedStates()
            for (name, states) in recording.entryTimesOf {
                guard let id = env.recognizer(named: name) else { continue }
                for state in GestureState.allCases where states & 1 << UInt8(state.rawValue) != 0 { timed.time(state, of: id) }
            }
            if listener.timed != timed { listener.timed = timed }
        }
    }
}
