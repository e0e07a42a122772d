import GestureEngine
import GestureScript

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
/// The level only changes what is printed; the session reports the same outputs at every level. The printer reads
/// the level, the names and the kinds from the stream itself (its `.scene` outputs, kept in `scene`).
///
/// With a `width` (output to a terminal) every line wider than it is wrapped at spaces with a hanging indent
/// (`ParagraphWrap.lines`); without one (piped, captured, goldens) the text is exactly as rendered.
public struct TranscriptPrinter {
    public let formatter: TranscriptFormatter
    /// The terminal's columns, or nil to print lines whole.
    public var width: Int?
    /// What the stream told of the scene so far.
    public private(set) var scene = SceneTable()
    private var steps: StepRenderer
    private var repeats = RepeatSummarizer()
    /// The line model as last reported (after a statement, at an event, or at a repeat's iteration), to say what
    /// changed at the next event.
    private var shownModel: ModelSnapshot?
    /// Whether `shownModel` was taken from the stream's scene (a REPL line starts from the model the last one left).
    private var seeded = false

    public init(formatter: TranscriptFormatter, width: Int? = nil) {
        self.formatter = formatter
        self.width = width
        steps = StepRenderer(formatter: formatter)
    }

    /// The text an output completes (often "" while a fold or a step is still open).
    public mutating func render(_ output: SessionOutput) -> String {
        var out = TextBytes(capacity: 256)
        write(output, into: &out)
        return Self.wrapped(out.string, width: width)
    }

    /// `render(_:)` without the wrapping at `width`, appended to `out`: a run's whole transcript is written into one
    /// buffer (`ScriptRunner`), instead of a `String` for each output.
    mutating func write(_ output: SessionOutput, into out: inout TextBytes) {
        // A scene event prints nothing and closes no step or fold: it only names what follows.
        if scene.read(output) { return }
        let level = scene.traceLevel
        if !seeded {
            // The model the run started from (told before any other output), not the first event's.
            shownModel = scene.shownModel
            seeded = true
        }
        switch output {
        case .iteration(let number, let count, let model):
            steps.flush(level: level, scene: scene, into: &out)
            out.append(repeats.iteration(number, count: count, model: model, level: level, style: formatter.style, scene: scene))
            if let model { shownModel = model }
            return
        case .repeatEnd(_, _, _, let model):
            steps.flush(level: level, scene: scene, into: &out)
            let (summary, absorbed) = repeats.end(model: model, style: formatter.style, scene: scene)
            out.append(summary)
            if let model { shownModel = model }
            if absorbed || repeats.isSummarizing { return }
            formatter.write(output, scene: scene, into: &out)
            return
        case .modelStep(let m):
            let changes = ModelChange.describe(from: shownModel, to: m)
            shownModel = m
            if level != .all, !repeats.isSummarizing, !changes.isEmpty { steps.modelChanged(changes) }
            return
        case .model(let m):
            shownModel = m
        default:
            break
        }
        repeats.collect(output)
        if repeats.isSummarizing {
            // Summarized iterations print nothing of their own, except what must never be hidden.
            if case .expectationFailure = output { formatter.write(output, scene: scene, into: &out) }
            return
        }
        switch level {
        case .all:
            formatter.write(output, scene: scene, into: &out)
        case .normal, .brief:
            if case .trace(let events) = output {
                steps.add(events, level: level, scene: scene, into: &out)
                return
            }
            steps.flush(level: level, scene: scene, into: &out)
            formatter.write(output, scene: scene, into: &out)
        }
    }

    /// Pending text before something printed outside the transcript (a REPL echo of a statement).
    public mutating func flush() -> String {
        let text = steps.flush(level: scene.traceLevel, scene: scene)
        return Self.wrapped(text, width: width)
    }

    /// The rest, at the end of a run or a REPL line (a repeat cut short by an error is closed here).
    public mutating func finish() -> String {
        let text = steps.flush(level: scene.traceLevel, scene: scene) + repeats.finish(style: formatter.style)
        return Self.wrapped(text, width: width)
    }

    /// Static, so that a call reads only `width`: the printer is large, and a method called on it right after a
    /// mutating one copied it.
    private static func wrapped(_ text: String, width: Int?) -> String {
        guard let width else { return text }
        return ParagraphWrap.lines(text, width: width)
    }
}
