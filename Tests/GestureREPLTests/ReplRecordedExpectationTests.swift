import Testing
@testable import GestureREPL
import GestureScript
@testable import GestureTranscript

/// The REPL records everything (its expectations arrive line by line); `run --quiet` records only what the script's
/// `states`, `view` and `log` expectations read. Typed line by line, a script's expectations hold or fail exactly as
/// they do in a quiet run, with the same messages — after a `mark`, in a `repeat`, and after `:reset`.
@Suite("REPL recorded expectations")
struct ReplRecordedExpectationTests {
    /// "expected …, got …" of each failure the REPL printed (without the repeat iteration it names, which `run`'s
    /// failure summary leaves out).
    static func repl(_ lines: [String], touchTracker: Bool) -> [String] {
        let (out, _) = ReplAsPeopleTypeTests.repl(lines.map(LineInput.line), empty: !touchTracker)
        return out.split(separator: "\n").compactMap { line in
            guard let start = line.range(of: "expectation failed: ") else { return nil }
            let text = line[start.upperBound...]
            return String(text.range(of: " (repeat iteration ").map { text[..<$0.lowerBound] } ?? text)
        }
    }

    /// The same of a quiet `run` of the lines as one script.
    static func quietRun(_ lines: [String]) -> [String] {
        let outcome = ScriptRunner.run(name: "t.gesture", bytes: Array(lines.joined(separator: "\n").utf8), transcript: false) { _ in }
        #expect(outcome.status != .scriptError, "\(outcome.diagnostics)")
        return outcome.failureLines.compactMap { line in
            line.range(of: "expectation failed: ").map { String(line[$0.upperBound...]) }
        }
    }

    @Test func aPlainSceneAnswersAsAQuietRun() {
        let lines = [
            "recognizer double = tap numberOfTapsRequired = 2", "recognizer single = tap", "single requireToFail double",
            "recognizer pan = pan",
            "tap at 100,100", "wait 1s",
            "expect single states recognized", "expect double states none", "expect view window touchesBegan 1",
            "expect view window touchesEnded 1", "expect log \"single recognized\" \"single recognized\"",
            "mark",
            "repeat 2 {", "  drag from 10,10 to 200,10 over 200ms", "  wait 1s", "  expect pan states began changed ended",
            "  expect view window touchesCancelled 1", "  expect log \"pan began\"", "}",
            "expect pan states began changed ended", "expect view window touchesBegan 2",
        ]
        let quiet = Self.quietRun(lines)
        // Wrong: `double` failed; the end was cancelled; one line; the log in both iterations; the second iteration's
        // states and cancellations (no mark in the body); the states after the repeat.
        #expect(quiet.count == 8)
        #expect(Self.repl(lines, touchTracker: false) == quiet)
    }

    @Test func touchTrackerAndResetAnswerAsAQuietRun() {
        let scene = ["use touchtracker stage 01-double-tap"]
        let body = [
            "tap at 100,300 taps 2", "wait 1s",
            "expect doubleTap states recognized", "expect view canvas touchesBegan 2", "expect view canvas touchesCancelled 1",
            "expect log \"touchesBegan(_:with:)\" \"Recognized a double tap\"",
            "mark",
            "drag from 50,300 to 250,300 over 200ms", "expect view canvas touchesMoved 3", "expect log",
        ]
        let quiet = Self.quietRun(scene + body)
        #expect(!quiet.isEmpty)
        #expect(Self.repl(scene + body, touchTracker: true) == quiet)
        // After `:reset` the REPL starts from nothing: the same lines after it answer the same way again.
        #expect(Self.repl(scene + body + [":reset"] + scene + body, touchTracker: true) == quiet + quiet)
    }
}
