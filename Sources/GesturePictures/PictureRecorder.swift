import GestureEngine
import GestureScript
import GestureTranscript

/// Everything the pictures show, gathered from one session's output stream as it runs: the timeline and the canvas
/// history of each scene, the transcript text (bounded) and the expectation results. `run --svg/--html`,
/// `report --html` and the REPL's `:timeline`, `:canvas` and `:picture` all read one of these. It is a function of
/// the stream alone (`StreamScene` keeps what the stream told of the scene); the session that produces the stream
/// turns `SessionOptions.tracesTimers` on for it.
///
/// Scenes: `use touchtracker …` replaces the scene and starts a new clock at 0 ms. The recorder notices when the
/// stream begins another scene (`SceneEvent.began` with another number, whatever replaced it) and starts a new
/// section: each scene is drawn on its own clock, under its own heading, with the canvas as that scene left it — as a
/// teacher compares the chapter's app before and after a fix. Scenes in which nothing happened are not drawn; the
/// latest `PictureLimits.scenes` are.
public struct PictureRecorder {
    /// At most this many transcript lines are kept for the HTML page (the rest are counted).
    public static let maxTranscriptLines = PictureLimits.transcriptLines

    /// The current scene's timeline and canvas history.
    public private(set) var timeline = TimelineBuilder()
    public private(set) var canvas = CanvasRecorder()
    /// The current scene as `sceneTitle` words it, without `scene: ` (`TouchTracker stage 01-double-tap`).
    public private(set) var sceneTitle = ""
    /// Scenes that ended with something in them, oldest first (at most `PictureLimits.scenes` − 1).
    public private(set) var earlierScenes: [ScenePictures] = []
    /// Scenes with something in them left out past `PictureLimits.scenes` (the oldest go first).
    public private(set) var omittedScenes = 0
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
    /// The scene being recorded, as the stream told it so far.
    private var stream = StreamScene()
    /// Whether the stream told a scene yet.
    private var started = false

    public init(fileName: String = "<input>") {
        printer = TranscriptPrinter(formatter: TranscriptFormatter(style: .plain, showsStatements: true, fileName: fileName))
    }

    /// Feeds one output of the stream.
    public mutating func consume(_ output: SessionOutput) {
        if stream.isNewScene(output) {
            if started { endScene() }
            started = true
        }
        stream.read(output)
        switch output {
        // Statements may change what the title says (`screen 320,480`); `.note` follows `use touchtracker`.
        case .statement, .note: noteTitle()
        case .scene(.began): noteTitle()
        case .trace, .expectationFailure, .model, .modelStep, .iteration, .repeatEnd, .show, .error, .scene, .clock, .summary: break
        }
        timeline.consume(output, scene: stream)
        canvas.consume(output, at: timeline.now)
        if case .expectationFailure(let f) = output {
            failures.append("line \(f.line): expected \(f.expected), got \(f.actual)" + (f.explanation.map { " — \($0)" } ?? ""))
        }
        if case .error(let d) = output { failures.append("error: \(d.message)") }
        // The printer reads the scene and the clock from the stream; they print nothing and count as no line.
        switch output {
        case .scene, .clock, .summary:
            _ = printer.render(output)
            return
        default:
            break
        }
        // Past the cap nothing is formatted (a long run would spend its time on text no one keeps): events count.
        guard transcript.count < Self.maxTranscriptLines else {
            if case .trace(let events) = output { omittedTranscriptLines += events.count } else { omittedTranscriptLines += 1 }
            return
        }
        keep(printer.render(output))
    }

    /// Ends the transcript (the printer may hold a fold or a step open): call once the run is over, on a copy when
    /// the session goes on (the REPL).
    public mutating func finish() {
        noteTitle()
        keep(printer.finish())
    }

    /// The screen of the current scene as it is now: views, line model, fingers down.
    public var screen: CanvasScene { stream.screen }

    /// The current scene's clock as the stream last told it, µs.
    public var now: Int64 { stream.table.now.microseconds }

    /// Every scene to draw, oldest first: the earlier ones as they ended, then the current one with `screen` (the
    /// screen now) and its clock at `now` (µs). The current scene is left out when nothing happened in it and an
    /// earlier one is drawn. Numbers count every scene in which something happened (those left out included).
    public func scenes(screen: CanvasScene, now: Int64? = nil) -> [ScenePictures] {
        let current = ScenePictures(number: omittedScenes + earlierScenes.count + 1, title: sceneTitle, timeline: timeline,
                                    canvas: canvas, screen: screen, end: max(now ?? timeline.now, timeline.now))
        if timeline.isEmpty, !earlierScenes.isEmpty { return earlierScenes }
        return earlierScenes + [current]
    }

    /// The sentence pictures show when earlier scenes are left out, or nil.
    public var omittedScenesText: String? {
        guard omittedScenes > 0 else { return nil }
        return "\(omittedScenes) earlier scene\(omittedScenes == 1 ? " is" : "s are") not drawn (a picture draws the latest \(PictureLimits.scenes))"
    }

    /// The stream begins another scene: the one recorded so far is kept as it ended, when something happened in it.
    private mutating func endScene() {
        if !timeline.isEmpty {
            // Drawn later from what is kept now: the screen as this scene left it, its items fitted to what a
            // picture draws (a scene that is over grows no more).
            var ended = ScenePictures(number: omittedScenes + earlierScenes.count + 1, title: sceneTitle, timeline: timeline,
                                      canvas: canvas, screen: stream.screen, end: max(now, timeline.now))
            ended.compact()
            earlierScenes.append(ended)
            if earlierScenes.count >= PictureLimits.scenes {
                earlierScenes.removeFirst()
                omittedScenes += 1
            }
        }
        timeline = TimelineBuilder()
        canvas = CanvasRecorder()
    }

    private mutating func noteTitle() {
        let title = stream.table.title
        sceneTitle = title.hasPrefix("scene: ") ? String(title.dropFirst(7)) : title
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
