import GestureEngine

/// The text transcript at the session's trace level (`set trace`, `run --trace`): what `run`, `test`, the REPL and
/// `:load` print. Rendering is streamed: each output gives back the text it completed, at most one step or one fold
/// is held, and `finish` returns the rest.
///
/// - `all`: exactly `TranscriptFormatter`'s rendering of every output (every event, exact times, every repeat
///   iteration, the model after each statement). Golden transcripts are compared at this level.
/// - `normal` (the default) and `brief`: events through `StepRenderer` (one line per input event, uneventful runs
///   folded, times rounded), the line model also at the event where it changed structurally, and repeat iterations
///   after the first summarized by `RepeatSummarizer`.
///
/// The level only changes what is printed; the session reports the same outputs at every level.
///
/// With a `width` (output to a terminal) every line wider than it is wrapped at spaces with a hanging indent
/// (`ParagraphWrap.lines`); without one (piped, captured, goldens) the text is exactly as rendered.
public struct TranscriptPrinter {
    public let formatter: TranscriptFormatter
    /// The terminal's columns, or nil to print lines whole.
    public var width: Int?
    private var steps: StepRenderer
    private var repeats = RepeatSummarizer()
    /// The line model as last reported (after a statement, at an event, or at a repeat's iteration), to say what
    /// changed at the next event.
    private var shownModel: ModelSnapshot?
    /// Whether `shownModel` was taken from the session (a REPL line starts from the model the last one left).
    private var seeded = false

    public init(formatter: TranscriptFormatter, width: Int? = nil) {
        self.formatter = formatter
        self.width = width
        steps = StepRenderer(formatter: formatter)
    }

    /// The text an output completes (often "" while a fold or a step is still open).
    public mutating func render(_ output: SessionOutput, session: Session) -> String {
        let text = unwrapped(output, session: session)
        return Self.wrapped(text, width: width)
    }

    private mutating func unwrapped(_ output: SessionOutput, session: Session) -> String {
        let level = session.options.traceLevel
        let style = formatter.style
        if !seeded {
            // Read before the session records the first event's model (it reports the trace first).
            shownModel = session.lastStepModel
            seeded = true
        }
        switch output {
        case .iteration(let number, let count, let model):
            var out = steps.flush(level: level, session: session)
            out += repeats.iteration(number, count: count, model: model, level: level, style: style, session: session)
            if let model { shownModel = model }
            return out
        case .repeatEnd(_, _, _, let model):
            var out = steps.flush(level: level, session: session)
            let (summary, absorbed) = repeats.end(model: model, style: style, session: session)
            out += summary
            if let model { shownModel = model }
            if absorbed || repeats.isSummarizing { return out }
            return out + formatter.render(output, session: session)
        case .modelStep(let m):
            let changes = ModelChange.describe(from: shownModel, to: m)
            shownModel = m
            if level != .all, !repeats.isSummarizing, !changes.isEmpty { steps.modelChanged(changes) }
            return ""
        case .model(let m):
            shownModel = m
        default:
            break
        }
        repeats.collect(output)
        if repeats.isSummarizing {
            // Summarized iterations print nothing of their own, except what must never be hidden.
            if case .expectationFailure = output { return formatter.render(output, session: session) }
            return ""
        }
        switch level {
        case .all:
            return formatter.render(output, session: session)
        case .normal, .brief:
            if case .trace(let events) = output { return steps.add(events, level: level, session: session) }
            return steps.flush(level: level, session: session) + formatter.render(output, session: session)
        }
    }

    /// Pending text before something printed outside the transcript (a REPL echo of a statement).
    public mutating func flush(session: Session) -> String {
        let text = steps.flush(level: session.options.traceLevel, session: session)
        return Self.wrapped(text, width: width)
    }

    /// The rest, at the end of a run or a REPL line (a repeat cut short by an error is closed here).
    public mutating func finish(session: Session) -> String {
        let text = steps.flush(level: session.options.traceLevel, session: session) + repeats.finish(style: formatter.style)
        return Self.wrapped(text, width: width)
    }

    /// Static, so that a call reads only `width`: the printer is large, and a method called on it right after a
    /// mutating one copied it.
    private static func wrapped(_ text: String, width: Int?) -> String {
        guard let width else { return text }
        return ParagraphWrap.lines(text, width: width)
    }
}
