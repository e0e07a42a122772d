import GestureEngine

/// Limits and output switches of a session. Every limit is documented in `docs/limits.md`.
public struct SessionOptions: Sendable {
    /// Input events one run may dispatch before it stops with an error.
    public var maxEvents = 20_000_000
    /// Statements one run may execute (counting every repeat iteration) before it stops with an error; catches
    /// runaway `repeat`s whose bodies dispatch no events.
    public var maxStatements = 50_000_000
    /// Entries kept per history list (states, view calls, log lines) between two `mark`s; older entries are dropped
    /// and an expectation that needs them says so.
    public var historyLimit = 100_000
    /// Failure-requirement answers (`shouldRequireFailureOf`, `shouldBeRequiredToFailBy`) the delegates of one scene
    /// may hold, an `any` answer counting one for every other recognizer: what they take to store and to check for
    /// cycles grows with them.
    public var maxDelegateRequirementAnswers = 10_000
    /// Whether the transcript is built (off for `--quiet` runs and benchmarks, unless expectations need the trace).
    public var producesTranscript = true
    /// Whether the trace in the output stream also tells when recognizers' timers are scheduled and cancelled
    /// (`TraceEvent.timerScheduled`, `.timerCancelled`): a reader that follows the pending timers (the pictures) asks
    /// for it. The transcript, JSON lines and the recorded history leave these events out.
    public var tracesTimers = false
    /// Whether every run ends by telling what it left behind for a bug report (`SceneEvent.outcome`): the history
    /// since the mark, the recognizers' values, the settings. Only `report` asks; it needs `producesTranscript` and
    /// `keepsFullHistory` too.
    public var tellsOutcome = false
    /// Whether every run ends by telling what it left in brief (`SessionOutput.summary`: each recognizer's state and
    /// actions since the mark, the expectations checked, the line model), even when it produces no other output.
    /// A sweep's runs ask (`SweepCellRunner`): it is all a sweep reads of them.
    public var tellsSummary = false
    /// Whether the statements run are kept as written (`Session.acceptedSource`: the REPL's `:save` and `:sweep` read
    /// it). A sweep's runs do not keep them: each run would cut its statements' text out of the script again, and
    /// nobody reads it.
    public var keepsAcceptedSource = true
    /// Trace every event even where nothing is printed (summarized repeat iterations), so the history and the
    /// last-gesture recording are complete: bug reports and `explain` need it. Without it, `run` traces summarized
    /// iterations only when an expectation reads the history.
    public var keepsFullHistory = false
    /// Whether the output stream's one reader is the text transcript (`TranscriptPrinter`), which reads of a repeat
    /// iteration it summarizes only what the summary counts: transitions, actions and console lines (and the outputs
    /// that are not trace). The engine then traces only those in such iterations (`GestureEnvironment.tracesOutcomes`),
    /// and the session reports none of their statements (`.statement`), so they run nearly as fast as untraced ones. The transcript summarizes, below level `all` as it stands when an
    /// iteration starts, every iteration of a repeat after the first, and everything inside those. Off by default:
    /// JSON lines, the pictures and tests read every event; where everything is recorded (`keepsFullHistory`, the
    /// REPL) it changes nothing.
    public var readerSummarizesIterations = false
    /// How much the text transcript shows (`set trace`, `run --trace`). A rendering choice only: the session reports
    /// every event whatever the level, so JSON lines, pictures, `explain` and the history see them all (but see
    /// `readerSummarizesIterations`).
    public var traceLevel = TraceLevel.normal
    /// Whether every repeat iteration is printed in full: true at level `all` (setting it chooses `all` or
    /// `normal`). The session reports every iteration to its sink either way.
    public var traceAllIterations: Bool {
        get { traceLevel == .all }
        set { traceLevel = newValue ? .all : .normal }
    }

    /// The engine's fast paths that run (`GestureEnvironment.fastPaths`): all, except in the test that compares every
    /// run with and without them and in `bench engine --without-fast-path`.
    package var engineFastPaths = FastPaths.all

    /// Polled between input events; when it returns true the run stops with an "interrupted" error (the REPL's
    /// Ctrl-C while a long statement runs). Nil: never interrupted.
    public var isInterrupted: (@Sendable () -> Bool)?

    public init() {}
}
