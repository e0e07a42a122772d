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
/// - `expect NAME state possible` reads NAME's states for the note a transcript adds when it holds only because NAME
///   fired and was reset (`firedAndResetNote`): recorded only while a transcript is produced.
/// With none of these, a run records nothing, quiet or not. The engine's full trace is built only when output is
/// produced or `everything` is set; a run that prints takes from it the same as a quiet run's listener would.
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
    /// Recognizer names some `expect NAME state possible` reads the states of, for its note in the transcript.
    var resetNotesOf: Set<String> = []

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
                case .state(let r, let s):
                    if s.value.normalized == .possible { resetNotesOf.insert(r.value) }
                case .actions, .translation, .contentOffset, .selectedRow, .openRow, .velocity, .scalarVelocity, .location, .scale, .rotation,
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
    var isEmpty: Bool { !everything && transitionsOf.isEmpty && resetNotesOf.isEmpty && !viewCalls && !console }

    /// Some recognizer's transitions are recorded: a recognizer declared later may be one of them.
    var namesRecognizers: Bool { !transitionsOf.isEmpty || !resetNotesOf.isEmpty }
}

extension Session {
    /// Sets the engine up to record what `recording` asks for (and to trace everything while output is produced: then
    /// the selection and `timedStates` say what `passOn` takes from the trace into the history).
    /// Called when statements start running and whenever recognizers may have been added or the scene replaced, so
    /// that a `states` expectation's recognizer is traced from its declaration on.
    func applyRecording() {
        applyTraceDetail()
        env.tracesTimers = options.tracesTimers
        env.countsViewCalls = recording.everything || recording.viewCalls
        var selection = TraceSelection()
        selection.consoleLines = recording.console
        for name in recording.transitionsOf {
            if let id = env.recognizer(named: name) { selection.traceTransitions(of: id) }
        }
        // The note is printed only with a transcript; then the selection only filters the full trace (`passOn`).
        if options.producesTranscript {
            for name in recording.resetNotesOf {
                if let id = env.recognizer(named: name) { selection.traceTransitions(of: id) }
            }
        }
        if selection != env.traceSelection { env.traceSelection = selection }
        if selection.isEmpty {
            env.traceListener = nil
        } else {
            if !(env.traceListener is HistoryListener) { env.traceListener = HistoryListener(self) }
            var timed = TimedStates()
            for (name, states) in recording.entryTimesOf {
                guard let id = env.recognizer(named: name) else { continue }
                for state in GestureState.allCases where states & 1 << UInt8(state.rawValue) != 0 { timed.time(state, of: id) }
            }
            if timedStates != timed { timedStates = timed }
        }
    }

    /// How much the engine traces: everything while output is produced or everything is recorded, only the outcomes
    /// while the iteration running is one the transcript summarizes (`inSummarizedIteration`).
    func applyTraceDetail() {
        let env = self.env
        let outcomesOnly = options.producesTranscript && inSummarizedIteration && !recording.everything
        let tracing = (options.producesTranscript && !outcomesOnly) || recording.everything
        // Each switch set works the engine's trace flags out again: only one that changes is set (a sweep comes here
        // in every run, with both as the restored scene has them).
        if env.isTracing != tracing { env.isTracing = tracing }
        if env.tracesOutcomes != outcomesOnly { env.tracesOutcomes = outcomesOnly }
    }

    /// A repeat iteration starts (`summarized`: one the transcript summarizes) or ends (`summarized`: what the
    /// iteration around it is). Called between events, with the trace flushed (but when an error leaves the repeat:
    /// then the rest of the summarized iteration's outcomes go on after it, as the error does).
    func traceSummarizedIteration(_ summarized: Bool) {
        guard summarized != inSummarizedIteration else { return }
        inSummarizedIteration = summarized
        applyTraceDetail()
    }
}
