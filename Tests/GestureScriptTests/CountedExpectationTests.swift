import GestureEngine
import Testing

@testable import GestureScript
@testable import GestureLanguage

/// `expect NAME actions N` is answered from the engine's action counters, not from a recorded trace: a quiet run
/// with only count, state and value expectations never traces, and gives the same results and failure messages
/// (with the same notes) as a run that prints everything — after a `mark` and inside a `repeat` too.
struct CountedExpectationTests {
    /// Runs `text` in a fresh session; its failures, result and whether the engine traced at the end.
    private func run(_ text: String, transcript: Bool) -> (failures: [ExpectationFailure], result: RunResult, traced: Bool) {
        var options = SessionOptions()
        options.producesTranscript = transcript
        let session = Session(options: options)
        let (script, diagnostics) = Parser.parse(SourceFile(name: "counted.gesture", text: text))
        #expect(diagnostics.filter(\.isError).isEmpty)
        var failures: [ExpectationFailure] = []
        let result = session.run(script) { output in
            if case .expectationFailure(let f) = output { failures.append(f) }
        }
        #expect(result.error == nil)
        return (failures, result, session.env.isTracing)
    }

    /// The failures as the transcript shows them: line, expected, actual, note and iteration.
    private func lines(_ failures: [ExpectationFailure]) -> [String] {
        failures.map { "\($0.line) \($0.iteration.map(String.init) ?? "-") expected \($0.expected), got \($0.actual) / \($0.explanation ?? "no note")" }
    }

    private let scene = """
        recognizer double = tap numberOfTapsRequired = 2
        recognizer single = tap
        single requireToFail double
        recognizer pan = pan

        """

    @Test func actionCountsHoldInAQuietRunThatNeverTraces() {
        let text = scene + """
            tap at 100,100
            wait 1s
            tap at 100,100 taps 2
            wait 1s
            expect single actions 1
            expect double actions 1
            expect single state possible
            """
        let quiet = run(text, transcript: false)
        #expect(!quiet.traced)
        #expect(quiet.result.expectationsChecked == 3)
        #expect(lines(quiet.failures) == [])
    }

    @Test func countsStartAgainAtMarkAndInsideRepeats() {
        let text = scene + """
            tap at 100,100
            wait 1s
            mark
            expect single actions 0
            repeat 3 {
              tap at 100,100
              wait 1s
              expect single actions 1
              expect double actions 0
              mark
            }
            repeat 2 {
              tap at 100,100
              wait 1s
            }
            expect single actions 2
            """
        for transcript in [false, true] {
            let r = run(text, transcript: transcript)
            #expect(r.result.expectationsChecked == 8)
            #expect(lines(r.failures) == [], "transcript: \(transcript)")
        }
    }

    @Test func failuresReadTheSameQuietAndTraced() {
        let text = scene + """
            expect single actions 1
            tap at 100,100
            wait 1s
            expect single actions 2
            expect double actions 1
            mark
            expect single actions 1
            repeat 2 {
              tap at 100,100 taps 2
              wait 1s
              expect double actions 2
              expect single state ended
            }
            mark
            drag from 10,10 to 200,10 over 200ms
            expect pan actions 3
            """
        let quiet = run(text, transcript: false)
        let traced = run(text, transcript: true)
        #expect(!quiet.traced)
        #expect(traced.traced)
        #expect(lines(quiet.failures) == lines(traced.failures))
        // Every expectation above is wrong, the second iteration's `double actions 2` aside.
        #expect(quiet.failures.map(\.line) == [5, 8, 9, 11, 15, 16, 16, 20])
        #expect(quiet.failures.map(\.iteration) == [nil, nil, nil, nil, 1, 1, 2, nil])
        // The notes (the latest transition since the mark) come without a trace too.
        #expect(quiet.failures.contains { $0.explanation != nil })
    }

    @Test func noQuietRunTracesEverything() {
        // Expectations that read what happened since the mark record only that (RecordedExpectationTests).
        #expect(run(scene + "tap at 100,100\nexpect single actions 0\n", transcript: false).traced == false)
        #expect(run(scene + "tap at 100,100\nexpect single states ended\n", transcript: false).traced == false)
        #expect(run(scene + "tap at 100,100\nrepeat 2 {\nexpect single states ended\n}\n", transcript: false).traced == false)
    }
}
