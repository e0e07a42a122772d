import GestureEngine
import GestureScript

/// What `:why` and `explain` read: the scene and its gestures, kept from the output stream (`SessionOutput`) of the
/// runs it is handed, and nothing else. A reader keeps one across the runs of a session (the REPL: every line) and
/// hands it every output; the stream carries the full trace while a transcript is produced and the history is kept
/// whole (`SessionOptions.producesTranscript`, `keepsFullHistory`: the REPL, `explain`).
///
/// The gestures are the scene's (`GestureRecorder`): a new scene (`SceneEvent.began` with a new number) starts
/// them afresh. The scene, its clock and where the last run left each recognizer come from `SceneTable`.
public struct GestureLog {
    /// The scene as the stream told it, with its clock and the recognizers' states as the last run ended.
    public private(set) var scene = SceneTable()
    private var recorder = GestureRecorder()

    public init() {}

    /// Reads one output of a run.
    public mutating func read(_ output: SessionOutput) {
        switch output {
        case .trace(let events):
            recorder.record(events)
        case .scene(.began(_, _, _, let number)) where number != scene.number:
            recorder = GestureRecorder()
        default:
            break
        }
        scene.read(output)
    }

    /// The scene's gestures, oldest first, the most recent last (the scene's clock starts at 0). The oldest may have
    /// been dropped to bound memory (`droppedGestures` counts them).
    public var recordedGestures: [RecordedGesture] {
        recorder.earlier + [RecordedGesture(events: recorder.events, droppedEvents: recorder.droppedEvents)]
    }

    /// Earlier gestures of this scene no longer kept.
    public var droppedGestures: Int { recorder.droppedGestures }

    /// The trace events of the most recent gesture, oldest first (see `GestureRecorder` for what a gesture is).
    public var lastGesture: [TraceEvent] { recorder.events }

    /// How many of the most recent gesture's first events were dropped to bound memory (0 almost always).
    public var lastGestureDroppedEvents: Int { recorder.droppedEvents }
}
