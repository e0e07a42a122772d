internal import GestureTranscript
internal import GestureLanguage
internal import GestureScript

/// Turns what one ``Scene/run(_:)`` reports into the library's types while it is reported (names are resolved
/// then, from what the stream told of the scene). A class, so the session's sink can add to it.
final class RunCollector {
    private let file: SourceFile
    private var jsonWriter: TraceJSON
    /// What the stream told of the scene so far: names the events' ids.
    private var scene = SceneTable()
    private let keepsEvents: Bool, keepsText: Bool, keepsJSON: Bool
    private var printer: TranscriptPrinter
    private var outcome = Outcome()
    /// The JSON lines of this run (without the diagnostic of a runtime error: the scene adds it with its position).
    private(set) var json = ""
    /// The error that stopped the run, if one did.
    private(set) var runtimeError: GestureLanguage.Diagnostic?

    init(scene: Scene, file: SourceFile) {
        self.file = file
        jsonWriter = scene.json
        keepsEvents = scene.recording.contains(.events)
        keepsText = scene.recording.contains(.transcript)
        keepsJSON = scene.recording.contains(.jsonLines)
        printer = TranscriptPrinter(formatter: TranscriptFormatter(style: .plain, showsStatements: true, fileName: scene.name))
    }

    /// One output of the session, in order.
    func take(_ output: SessionOutput) {
        scene.read(output)
        switch output {
        case .trace(let batch) where keepsEvents:
            for e in batch {
                if let event = Event(e, scene: scene) { outcome.events.append(event) }
            }
        case .expectationFailure(let f):
            outcome.failedExpectations.append(FailedExpectation(f, file: file))
        case .error(let d):
            runtimeError = d
            return
        default:
            break
        }
        if keepsText { outcome.transcript += printer.render(output) }
        if keepsJSON { json += jsonWriter.render(output) }
    }

    /// The outcome, once the run is over (the transcript's last pending lines added).
    func finish() -> Outcome {
        if keepsText { outcome.transcript += printer.finish() }
        return outcome
    }
}
