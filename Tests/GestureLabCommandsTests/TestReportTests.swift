import GestureScript
import Testing

@testable import GestureLabCommands
@testable import GestureTranscript

@Suite struct TestReportTests {
    @Test func humanListing() {
        #expect(TestReport.human(Fixture.all) == """
            PASS  examples/tap.gesture (2 expectations)
            FAIL  examples/chapter/pan.gesture
                  examples/chapter/pan.gesture:4: expectation failed: expected pan state began, got possible
            FAIL  examples/golden.gesture
                  transcript differs from examples/golden.expected (actual transcript in examples/golden.actual):
                  --- examples/golden.expected
                  +++ examples/golden.actual
                  @@ -1,2 +1,2 @@
                   [1] tap at 1,1
                  -  0ms  old
                  +  0ms  new
            ERROR odd/a&b <c>.gesture
                  odd/a&b <c>.gesture:2:1: error: finger 3 is "not" down\u{1B}
            1 passed, 2 failed, 1 error

            """)
    }

    @Test func humanListingUpdate() {
        var a = Fixture.passed
        a.golden = .matched
        var b = Fixture.passed
        b.path = "x/new.gesture"
        b.golden = .updated(created: true)
        var c = Fixture.failed
        c.golden = .updated(created: false)
        var d = Fixture.passed
        d.path = "x/same.gesture"
        d.outcome.expectationsChecked = 1
        d.golden = .unchanged
        #expect(TestReport.human([a, b, c, d], update: true) == """
            PASS  examples/tap.gesture (2 expectations, transcript matches)
            PASS  x/new.gesture (2 expectations)
            FAIL  examples/chapter/pan.gesture
                  examples/chapter/pan.gesture:4: expectation failed: expected pan state began, got possible
            PASS  x/same.gesture (1 expectation)
            updated x/new.expected (new)
            updated examples/chapter/pan.expected
            golden: 2 updated, 1 unchanged
            3 passed, 1 failed

            """)
    }

    /// The last line is always the plain tally, colour or not.
    @Test func lastLineIsPlainTally() {
        let text = TestReport.human(Fixture.all, style: Style(enabled: true), update: true)
        let lines = text.split(separator: "\n")
        #expect(lines.last == "1 passed, 2 failed, 1 error")
        #expect(text.contains("\u{1B}[31m-  0ms  old\u{1B}[0m"))
    }

    @Test func tally() {
        let t = TestReport.Tally(Fixture.all)
        #expect(t.passed == 1 && t.failed == 2 && t.errors == 1 && t.empty == 0)
        #expect(t.line == "1 passed, 2 failed, 1 error")
        // Errors and tests that check nothing are counted apart, after the `N passed, N failed` that always opens it.
        let more = TestReport.Tally(Fixture.all + [Fixture.errored, Fixture.empty, Fixture.failed])
        #expect(more.line == "1 passed, 3 failed, 2 errors, 1 empty")
        #expect(TestReport.Tally([Fixture.passed]).line == "1 passed, 0 failed")
    }

    @Test func verdicts() {
        #expect(Fixture.all.map(\.verdict) == [.passed, .failed, .failed, .error])
        #expect(Fixture.empty.verdict == .empty)
        // A golden makes a test of a file without expectations; so does writing one.
        var golden = Fixture.empty
        golden.golden = .matched
        #expect(golden.verdict == .passed)
        golden.golden = .updated(created: true)
        #expect(golden.verdict == .passed)
        var boundaries = Fixture.empty
        boundaries.boundaries = .matched
        #expect(boundaries.verdict == .passed)
        var errorWithMismatch = Fixture.errored
        errorWithMismatch.golden = .mismatched(diff: ["…"])
        #expect(errorWithMismatch.verdict == .error)
        var passedUpdated = Fixture.passed
        passedUpdated.golden = .updated(created: false)
        #expect(passedUpdated.verdict == .passed)
    }

    struct ExitCase: Sendable, CustomStringConvertible {
        var verdicts: [TestCase.Verdict]
        var missing: Int
        var writeFailed: Bool
        var status: GestureTranscript.ExitStatus
        var description: String { "\(verdicts) missing \(missing) writeFailed \(writeFailed) → \(status)" }
    }

    static let exitCases: [ExitCase] = [
        ExitCase(verdicts: [], missing: 0, writeFailed: false, status: .noTests),
        ExitCase(verdicts: [], missing: 1, writeFailed: false, status: .scriptError),
        ExitCase(verdicts: [.passed], missing: 0, writeFailed: false, status: .ok),
        ExitCase(verdicts: [.passed, .failed], missing: 0, writeFailed: false, status: .expectationFailed),
        ExitCase(verdicts: [.failed, .error, .passed], missing: 0, writeFailed: false, status: .scriptError),
        ExitCase(verdicts: [.error], missing: 0, writeFailed: false, status: .scriptError),
        ExitCase(verdicts: [.passed], missing: 1, writeFailed: false, status: .scriptError),
        ExitCase(verdicts: [.passed], missing: 0, writeFailed: true, status: .scriptError),
        ExitCase(verdicts: [.failed], missing: 0, writeFailed: true, status: .scriptError),
        // Files that check nothing are no tests: none found when every file is one.
        ExitCase(verdicts: [.empty], missing: 0, writeFailed: false, status: .noTests),
        ExitCase(verdicts: [.empty, .empty], missing: 0, writeFailed: false, status: .noTests),
        ExitCase(verdicts: [.empty, .passed], missing: 0, writeFailed: false, status: .ok),
        ExitCase(verdicts: [.empty, .failed], missing: 0, writeFailed: false, status: .expectationFailed),
        ExitCase(verdicts: [.empty], missing: 1, writeFailed: false, status: .scriptError),
    ]

    @Test(arguments: exitCases)
    func exitStatus(_ c: ExitCase) {
        let cases = c.verdicts.map { v -> TestCase in
            switch v {
            case .passed: Fixture.passed
            case .failed: Fixture.failed
            case .error: Fixture.errored
            case .empty: Fixture.empty
            }
        }
        #expect(TestReport.exitStatus(cases, missingPaths: c.missing, writeFailed: c.writeFailed) == c.status)
    }

    @Test func exitCodeNumbers() {
        #expect(GestureTranscript.ExitStatus.ok.rawValue == 0)
        #expect(GestureTranscript.ExitStatus.expectationFailed.rawValue == 1)
        #expect(GestureTranscript.ExitStatus.scriptError.rawValue == 2)
        #expect(GestureTranscript.ExitStatus.noTests.rawValue == 5)
    }
}
