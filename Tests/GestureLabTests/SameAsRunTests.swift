import GestureLab
import GestureScript
import GestureTranscript
import Testing

/// A scene made from a whole script has the transcript and the JSON lines `gesturelab run` writes for it
/// (`ScriptRunner`, which `run` calls): the library reads the same stream, not a copy of its renderers.
@Suite struct SameAsRunTests {
    static let scripts: [(name: String, text: String)] = [
        ("pair.gesture", """
            recognizer doubleTap = tap numberOfTapsRequired = 2
            recognizer tap = tap
            tap requireToFail doubleTap
            tap at 10,10
            wait 1s
            expect tap states recognized
            expect doubleTap actions 1
            """),
        ("chapter.gesture", """
            use touchtracker
            drag from 10,10 to 200,300 over 300ms
            tap at 100,150
            wait 500ms
            repeat 3 { tap at 20,20; wait 1s }
            """),
    ]

    @Test(arguments: scripts.indices) func theTranscriptAndJSONLinesAreRun(index: Int) throws {
        let (name, text) = Self.scripts[index]
        let lab = try Scene(script: text, name: name)
        for format in [OutputFormat.text, .jsonl] {
            var written = ""
            _ = ScriptRunner.run(name: name, bytes: Array(text.utf8), format: format) { written += $0 }
            #expect((format == .text ? lab.trace.transcript : lab.trace.jsonLines) == written, "\(name) \(format)")
        }
    }
}
