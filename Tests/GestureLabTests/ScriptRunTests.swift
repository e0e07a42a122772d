import GestureLab
import Testing

/// `ScriptRun`, the library's run of a whole script (what `gesturelab run` calls): the output a scene records for
/// the same script, streamed in chunks, and how the run ended as the command line's exit statuses say it.
@Suite struct ScriptRunTests {
    static let pair = """
        recognizer doubleTap = tap numberOfTapsRequired = 2
        recognizer tap = tap
        tap requireToFail doubleTap
        tap at 10,10
        wait 1s
        expect tap actions 1
        expect doubleTap actions 1

        """

    @Test func theOutputIsWhatASceneOfTheSameScriptRecords() throws {
        let scene = try Scene(script: Self.pair, name: "pair.gesture")
        var run = ScriptRun(source: Self.pair, name: "pair.gesture")
        #expect(run.run().output == scene.trace.transcript)
        run.format = .jsonl
        #expect(run.run().output == scene.trace.jsonLines)
    }

    @Test func aFailedExpectationEndsTheRunWithStatusOne() {
        let result = ScriptRun(source: Self.pair, name: "pair.gesture").run()
        #expect(result.status == .expectationFailed)
        #expect(result.status.rawValue == 1)
        #expect(result.expectationsChecked == 2)
        #expect(result.expectationFailures == 1)
        #expect(result.failedExpectations.map { "\($0.file):\($0.line) \($0.expected) got \($0.actual)" }
                    == ["pair.gesture:7 doubleTap actions 1 got 0"])
        #expect(result.diagnostics == "")
        #expect(result.events == 2)
    }

    @Test func aPassingRunHasStatusZero() {
        let result = ScriptRun(source: "recognizer tap = tap\ntap at 10,10\nexpect tap actions 1\n").run()
        #expect(result.status == .passed)
        #expect(result.status.rawValue == 0)
        #expect(result.failedExpectations == [])
    }

    @Test func aSyntaxErrorRunsNothingAndIsRenderedAsTheCommandLinePrintsIt() {
        var run = ScriptRun(source: "recognizer tap = tap\ntap at ten\n", name: "bad.gesture")
        let result = run.run()
        #expect(result.status == .scriptError)
        #expect(result.status.rawValue == 2)
        #expect(result.output == "")
        #expect(result.events == 0)
        #expect(result.diagnostics.hasPrefix("bad.gesture:2:8: error: "))
        #expect(result.diagnostics.contains("tap at ten"))
        // A file that is not a script is not quoted.
        run.quotesSource = false
        let redacted = run.run().diagnostics
        #expect(redacted.hasPrefix("bad.gesture:2:8: error: this file is not a gesture script (1 syntax error)"))
        #expect(!redacted.contains("tap at ten"))
    }

    @Test func theEventLimitStopsARunawayScript() {
        var run = ScriptRun(source: "tap at 1,1 taps 100\n", name: "loop.gesture")
        run.maxEvents = 50
        let result = run.run()
        #expect(result.status == .scriptError)
        #expect(result.diagnostics.contains("more than the 50 left of the event limit of 50"))
        run.maxEvents = 0
        #expect(run.maxEvents == 1)
    }

    @Test func theOutputStreamsInChunksThatJoinToTheWholeOutput() {
        var run = ScriptRun(source: "tap at 10,10 taps 2000\n", name: "taps.gesture")
        run.traceLevel = .all
        var chunks: [[UInt8]] = []
        let streamed = run.run(writing: { chunks.append($0) })
        #expect(streamed.output == "")
        #expect(chunks.count > 2)
        #expect(chunks.dropLast().allSatisfy { $0.count >= 64 * 1024 && $0.count < 80 * 1024 })
        #expect(String(decoding: chunks.joined(), as: UTF8.self) == run.run().output)
    }

    @Test func theOptionsChangeTheOutputAsTheCommandLineOptionsDo() {
        let script = "recognizer tap = tap\ntap at 10,10\n"
        var run = ScriptRun(source: script)
        let normal = run.run().output
        run.traceLevel = .all
        let all = run.run().output
        run.traceLevel = .brief
        let brief = run.run().output
        #expect(brief.count < normal.count && normal.count < all.count)
        #expect(all.contains("window.touchesBegan [1]") && !brief.contains("finger 1 down"))
        run.traceLevel = .normal
        run.writesTranscript = false
        #expect(run.run().output == "")
        run.writesTranscript = true
        run.transcriptColor = true
        #expect(run.run().output.contains("\u{1B}["))
        #expect(!normal.contains("\u{1B}["))
    }
}
