import Testing

@testable import GestureScript
@testable import GestureTranscript

/// Issue 23 item 11: what a run keeps of its failed expectations is bounded, however long the run and its history:
/// a failed `expect … states` shows at most 30 of the states it got, and a run keeps the one-line summaries of its
/// first 100 failed expectations (for `test`'s listing, TAP and JUnit), then counts the rest.
@Suite struct FailedExpectationMemoryTests {
    /// Each iteration adds two states to `t`'s history (recognized, then failed) and fails an `expect … states` that
    /// shows that history: before the fix the n-th failure held 2n states, so a run kept O(n²) bytes.
    static func source(_ iterations: Int) -> String {
        "recognizer t = tap\nrepeat \(iterations) {\n  tap at 10,10\n  down 1 at 10,10\n  move 1 by 100,0\n  up 1\n  expect t states began\n}\n"
    }

    static func outcome(_ iterations: Int) -> ScriptOutcome {
        ScriptRunner.run(name: "m.gesture", bytes: Array(source(iterations).utf8), options: SessionOptions(), transcript: false,
                         write: { _ in })
    }

    static func keptBytes(_ o: ScriptOutcome) -> Int { o.failureLines.reduce(0) { $0 + $1.utf8.count } }

    @Test func whatARunKeepsOfItsFailuresDoesNotGrowWithTheRun() {
        let small = Self.outcome(300)
        let large = Self.outcome(600)
        #expect(small.expectationFailures == 300)
        #expect(large.expectationFailures == 600)
        // The same first 100 summaries, then one line that counts the rest (its number has as many digits).
        #expect(small.failureLines.count == ScriptOutcome.maximumFailureLines + 1)
        #expect(large.failureLines.count == ScriptOutcome.maximumFailureLines + 1)
        #expect(Self.keptBytes(large) == Self.keptBytes(small), "\(Self.keptBytes(small)) → \(Self.keptBytes(large))")
        #expect(large.failureLines.last == "… and 500 more failed expectations")
    }

    @Test func aFailedStatesExpectationShowsAtMost30States() {
        let o = Self.outcome(40)
        // The 40th failure: 80 states in the history.
        let line = o.failureLines[39]
        let shown = String(repeating: "recognized failed ", count: 15)
        #expect(line == "m.gesture:7: expectation failed: expected t states began, got \(shown)… and 50 more states", "\(line)")
        // Exactly 30: all shown, nothing added.
        #expect(o.failureLines[14] == "m.gesture:7: expectation failed: expected t states began, got "
                + String(repeating: "recognized failed ", count: 15).dropLast(), "\(o.failureLines[14])")
    }
}
