import GestureLab
import GestureLanguage
import GestureScript
import GestureTranscript
import Testing

/// The REPL's doors into its scene (Scene+Package.swift): each line runs in a library `Scene`, whose stream the REPL
/// reads as it comes; the scene keeps the statements, honours the REPL's options (Ctrl-C) and starts over on `:reset`.
@Suite struct ScenePackageTests {
    /// The lines a REPL session might type, one chunk each.
    static let lines = ["recognizer doubleTap = tap numberOfTapsRequired = 2", "recognizer tap = tap; tap requireToFail doubleTap",
                        "tap at 10,10", "wait 1s; expect tap actions 1", "show tap", "tap at 10,10 taps 2; expect tap actions 5"]

    /// Each line parsed as the REPL parses it, named as it names them.
    static func parsed(_ line: String) -> (SourceFile, [Statement]) {
        let file = SourceFile(name: "<repl>", text: line)
        let (script, diagnostics) = Parser.parse(file)
        let parses = !diagnostics.contains(where: \.isError)
        #expect(parses, "\(line)")
        return (file, script.statements)
    }

    /// The stream of every line is the interpreter's own: printed as the REPL prints it, it is the transcript a
    /// session of the interpreter gives for the same lines, failed expectation included.
    @Test func theStreamOfEachLineIsTheSessions() throws {
        var options = SessionOptions()
        options.tracesTimers = true
        let scene = Scene(options: options)
        let session = Session(options: options)
        for line in Self.lines {
            let (file, statements) = Self.parsed(line)
            var viaScene = TranscriptPrinter(formatter: TranscriptFormatter(style: .plain, showsStatements: true, fileName: "<repl>"))
            var viaSession = viaScene
            var sceneText = "", sessionText = ""
            scene.run(statements, in: file) { sceneText += viaScene.render($0) }
            session.execute(statements, in: file) { sessionText += viaSession.render($0) }
            sceneText += viaScene.finish()
            sessionText += viaSession.finish()
            #expect(sceneText == sessionText, "\(line)")
            #expect(!sceneText.isEmpty, "\(line)")
        }
        #expect(scene.acceptedSource == session.acceptedSource)
        #expect(scene.acceptedSource.count == 9)
        #expect(scene.env.now == session.env.now)
        #expect(scene.eventsDispatched == 6)
        // The chunks are the REPL's to keep: the public `source`, trace and expectations count none of them.
        #expect(scene.source.isEmpty && scene.trace.transcript.isEmpty && scene.expectationsChecked == 0)
        // The public reading calls see the scene the lines built.
        #expect(scene.recognizerNames == ["doubleTap", "tap"])
        #expect(try scene.actionCount(of: "tap") == 1)
    }

    /// The REPL's Ctrl-C is its options' `isInterrupted`: a statement stops at the first input event it polls.
    @Test func theOptionsInterruptionStopsTheStatement() {
        var options = SessionOptions()
        options.isInterrupted = { true }
        let scene = Scene(options: options)
        let (file, statements) = Self.parsed("recognizer tap = tap; tap at 10,10")
        var errors: [String] = []
        scene.run(statements, in: file) { if case .error(let d) = $0 { errors.append(d.id) } }
        #expect(errors == ["interrupted"])
        #expect(scene.acceptedSource == ["recognizer tap = tap"])
    }

    /// `reset()` is a new scene: no recognizers, the clock at 0, no statements, and what `run(_:)` kept forgotten
    /// (its source, trace and line numbers start again); the event limit still counts the events before.
    @Test func resetStartsANewScene() throws {
        let lab = try Scene(script: "recognizer tap = tap\ntap at 10,10\nexpect tap actions 2\n")
        #expect(lab.failedExpectations.count == 1)
        lab.reset()
        #expect(lab.recognizerNames.isEmpty && lab.viewNames == ["window"])
        #expect(lab.now == .zero && lab.env.fingersDown.isEmpty)
        #expect(lab.acceptedSource.isEmpty && lab.source.isEmpty)
        #expect(lab.trace.events.isEmpty && lab.trace.transcript.isEmpty)
        #expect(lab.failedExpectations.isEmpty && lab.expectationsChecked == 0)
        #expect(lab.eventsDispatched == 2)
        let error = #expect(throws: GestureLabError.self) { try lab.run("tap at 1,1\ntapp.isEnabled = false") }
        #expect(error?.diagnostics.map(\.line) == [2])
        #expect(lab.source == "tap at 1,1\ntapp.isEnabled = false\n")
    }
}
