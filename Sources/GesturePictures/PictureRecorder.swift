import GestureEngine
import GestureScript

/// Everything the pictures show, gathered from one session's output stream as it runs: the timeline, the canvas
/// history, the transcript text (bounded) and the expectation results. `run --svg/--html`, `report --html` and
/// the REPL's `:timeline`, `:canvas` and `:picture` all read one of these.
public struct PictureRecorder {
    /// At most this many transcript lines are kept for the HTML page (the rest are counted).
    public static let maxTranscriptLines = 5000

    public private(set) var timeline = TimelineBuilder()
    public private(set) var canvas = CanvasRecorder()
    public private(set) var transcript: [String] = []
    /// Transcript lines left out past `maxTranscriptLines` (past the cap, each event and statement counts as one).
    public private(set) var omittedTranscriptLines = 0
    /// Failed expectations, as the transcript words them.
    public private(set) var failures: [String] = []
    /// Expectations checked and failed, when the caller reports them (`noteResult`).
    public private(set) var expectationsChecked = 0
    public private(set) var expectationFailures = 0
    /// The transcript as `run` prints it, at the session's trace level (`set trace`).
    private var printer: TranscriptPrinter

    public init(fileName: String = "<input>") {
        printer = TranscriptPrinter(formatter: TranscriptFormatter(style: .plain, showsStatements: true, fileName: fileName))
    }

    /// Feeds one output, while `session`'s names are current.
    public mutating func consume(_ output: SessionOutput, session: Session) {
        timeline.consume(output, session: session)
        canvas.consume(output, at: timeline.now)
        if case .expectationFailure(let f) = output {
            failures.append("line \(f.line): expected \(f.expected), got \(f.actual)" + (f.explanation.map { " — \($0)" } ?? ""))
        }
        if case .error(let d) = output { failures.append("error: \(d.message)") }
        // Past the cap nothing is formatted (a long run would spend its time on text no one keeps): events count.
        guard transcript.count < Self.maxTranscriptLines else {
            if case .trace(let events) = output { omittedTranscriptLines += events.count } else { omittedTranscriptLines += 1 }
            return
        }
        keep(printer.render(output, session: session))
    }

    /// Ends the transcript (the printer may hold a fold or a step open): call once the run is over, on a copy when
    /// the session goes on (the REPL).
    public mutating func finish(session: Session) {
        keep(printer.finish(session: session))
    }

    private mutating func keep(_ text: String) {
        guard !text.isEmpty else { return }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            if transcript.count < Self.maxTranscriptLines { transcript.append(String(line)) } else { omittedTranscriptLines += 1 }
        }
    }

    /// Records a run's totals (the stream reports failures, not passes).
    public mutating func noteResult(checked: Int, failed: Int) {
        expectationsChecked += checked
        expectationFailures += failed
    }
}
