internal import GestureLanguage
internal import GestureScript
internal import GestureTranscript

/// A whole script run from its first statement to its last in a scene of its own, its transcript or JSON lines
/// written while it runs: what `gesturelab run` does with each file it is given. (The command reads the file, sets
/// these options from its arguments, writes the output to standard output and exits with ``Result/status``.)
///
/// ```swift
/// var run = ScriptRun(source: """
///     recognizer tap = tap
///     tap at 10,10
///     expect tap actions 1
///     """, name: "tap.gesture")
/// run.traceLevel = .all
/// let result = run.run()
/// #expect(result.status == .passed)
/// #expect(result.output.contains("tap: possible → recognized"))
/// ```
///
/// Where a ``Scene`` keeps what it did for you to read, a `ScriptRun` keeps nothing: the output goes to the closure
/// given to ``run(writing:)`` as it is made, in chunks, so a script of millions of events runs in flat memory.
/// Syntax errors stop the script before it runs (all are reported); a parameter (`param`) takes its first value.
public struct ScriptRun {
    /// How the output is written.
    public enum Format: String, Hashable, Sendable, CaseIterable {
        /// The transcript (`gesturelab run`), at ``ScriptRun/traceLevel``.
        case text
        /// JSON lines (`gesturelab run --format jsonl`, docs/trace-schema.md): a header, one object per statement,
        /// event, model, failed expectation and diagnostic, and an `end` object. Every event, at any trace level.
        case jsonl
    }

    /// How much of the run the transcript shows (`gesturelab run --trace LEVEL`); a script's own `set trace LEVEL`
    /// changes it from there on.
    public enum TraceLevel: String, Hashable, Sendable, CaseIterable {
        /// Transitions, actions, console lines, the line model, waiting, and withheld, released, cancelled and
        /// dropped deliveries: no touches.
        case brief
        /// One line per input event with everything that changed something; plain moves folded, times rounded to
        /// 0.1 ms, repeat iterations after the first summarized.
        case normal
        /// Every event on its own line with its exact time, and every repeat iteration (golden transcripts).
        case all
    }

    /// How a run ended, with the exit status the command line gives it.
    public enum Status: Int32, Hashable, Sendable, CaseIterable {
        /// Every statement ran and every `expect` held (exit status 0).
        case passed = 0
        /// Every statement ran, and at least one `expect` did not hold (exit status 1).
        case expectationFailed = 1
        /// A syntax error (nothing ran) or a runtime error (the run stopped there) (exit status 2).
        case scriptError = 2
    }

    /// The name diagnostics, the transcript and JSON lines give the script (`FILE` in `FILE:LINE:COLUMN`).
    public var name: String
    /// The script's bytes: UTF-8 text in the GestureLab language (grammar/README.md), as a `.gesture` file holds
    /// it. Bytes that are not UTF-8 are a syntax error.
    public var source: [UInt8]
    /// Whether syntax errors may quote the source's lines; false renders one diagnostic that quotes nothing (for a
    /// file that is not a script, such as a link named `x.gesture` to another file). Initially: whether ``name``
    /// ends in `.gesture`.
    public var quotesSource: Bool
    /// Transcript or JSON lines; ``Format/text`` at first.
    public var format = Format.text
    /// False writes only failed expectations (`gesturelab run --quiet`), and JSON lines only their header,
    /// failures, diagnostics and end; true at first.
    public var writesTranscript = true
    /// Whether the transcript is coloured with ANSI escapes (for a terminal); false at first.
    public var transcriptColor = false
    /// Whether ``Result/diagnostics`` are coloured with ANSI escapes (for a terminal); false at first.
    public var diagnosticColor = false
    /// The columns the transcript's lines wrap at (a terminal's width); nil, at first, writes them whole.
    public var lineWidth: Int?

    /// The session's options, which ``traceLevel`` and ``maxEvents`` set a part of.
    var options = SessionOptions()
    /// Sees every output of the session, in order (the command line's pictures).
    var observer: ((SessionOutput) -> Void)?
    /// Whether the session also reports its pending timers to ``observer`` (the pictures follow them); false leaves
    /// that to ``options`` (`tracesTimers`): the analysis reads none.
    var observerSeesTimers = true
    /// The source as the caller parsed it already.
    var parsed: (script: Script, diagnostics: [GestureLanguage.Diagnostic])?
    /// Whether the outcome lists every `expect` statement with how it fared (the test reports).
    var listsExpectations = true
    /// False: statement headers and diagnostics without line numbers, as golden transcripts are written.
    var lineNumbers = true

    /// A run of `source`, named `name`.
    public init(source: String, name: String = "script.gesture") {
        self.init(bytes: Array(source.utf8), name: name)
    }

    /// A run of a file's bytes, named `name` (the file's path, as messages should show it).
    public init(bytes: [UInt8], name: String) {
        self.name = name
        source = bytes
        quotesSource = name.hasSuffix(".gesture")
    }

    /// How much the transcript shows; ``TraceLevel/normal`` at first.
    public var traceLevel: TraceLevel {
        get {
            switch options.traceLevel {
            case .brief: .brief
            case .normal: .normal
            case .all: .all
            }
        }
        set {
            switch newValue {
            case .brief: options.traceLevel = .brief
            case .normal: options.traceLevel = .normal
            case .all: options.traceLevel = .all
            }
        }
    }

    /// The input events (touch phases) after which the run stops with an error, against a runaway `repeat`;
    /// 20,000,000 at first (docs/limits.md). At least 1.
    public var maxEvents: Int {
        get { options.maxEvents }
        set { options.maxEvents = max(1, newValue) }
    }

    /// Runs the script, handing the output on as UTF-8 bytes while it is made, in chunks of up to about 64 KiB
    /// (nothing of it is kept). A chunk may end inside a character: join the chunks before decoding them.
    ///
    /// - Parameter output: called with each chunk, in order, on the caller's thread, before `run` returns.
    /// - Returns: how the run ended; its ``Result/output`` is empty (the output went to `output`).
    public func run(writing output: ([UInt8]) -> Void) -> Result {
        // Each chunk copied out of the renderer's buffer, since `output` may keep it.
        run(writingSpans: { span in span.withUnsafeBufferPointer { output(Array($0)) } })
    }

    /// Runs the script and keeps its whole output in ``Result/output`` (for a short script: a long one's output
    /// takes memory in proportion to its events; ``run(writing:)`` keeps none).
    public func run() -> Result {
        var bytes: [UInt8] = []
        var result = run(writing: { bytes += $0 })
        result.output = String(decoding: bytes, as: UTF8.self)
        return result
    }

    /// How a ``ScriptRun`` ended.
    public struct Result: Sendable {
        /// What the session's run reported, in full.
        let outcome: ScriptOutcome
        /// The script's name, as diagnostics give it.
        let name: String
        /// The whole output (transcript or JSON lines), from ``ScriptRun/run()``; empty from
        /// ``ScriptRun/run(writing:)``.
        public var output: String

        init(outcome: ScriptOutcome, name: String, output: String) {
            self.outcome = outcome
            self.name = name
            self.output = output
        }

        /// Passed, an expectation failed, or a script error.
        public var status: Status {
            switch outcome.status {
            case .ok: .passed
            case .expectationFailed: .expectationFailed
            default: .scriptError
            }
        }

        /// How many `expect` statements ran (each time a `repeat` ran one counts).
        public var expectationsChecked: Int { outcome.expectationsChecked }

        /// How many times an `expect` did not hold.
        public var expectationFailures: Int { outcome.expectationFailures }

        /// The failed expectations, in the order of their statements, at most 100 for each statement (a failure in
        /// a long `repeat` is counted in ``expectationFailures`` but not kept again and again).
        public var failedExpectations: [FailedExpectation] {
            outcome.expectations.flatMap { e in
                e.failures.map {
                    FailedExpectation(file: name, line: e.location.line, expected: $0.expected, actual: $0.actual,
                                      explanation: $0.explanation)
                }
            }
        }

        /// The diagnostics, rendered as the command line prints them to standard error: each
        /// `FILE:LINE:COLUMN: error: …` with the source line and a caret (warnings too); empty when there were none.
        public var diagnostics: String { outcome.diagnostics }

        /// The input events the run dispatched.
        public var events: Int { outcome.events }
    }
}
