import Foundation
import GestureAnalysis
import GestureEngine
import Testing

@testable import GestureScript
@testable import GestureLanguage

/// `expect NAME STATE at TIME` (grammar/README.md, Expect): NAME reported STATE exactly TIME after the mark, any of
/// its reports matching; a failure says when it did, or that it never did. It records only what it reads, and reads
/// the same quiet, with a transcript and with the full history.
struct EnteredAtExpectationTests {
    typealias Run = RecordedExpectationTests.Run
    typealias Mode = RecordedExpectationTests.Mode

    // MARK: - Parsing

    static let forms: [(String, String)] = [
        ("expect tap recognized at 700ms", "expect tap recognized at 700ms"),
        ("expect tap ended at 0.7s", "expect tap ended at 700ms"),
        ("expect pan began at 16.666ms", "expect pan began at 16666us"),
        ("expect pan changed at 250us", "expect pan changed at 250us"),
        ("expect pan cancelled at 0ms", "expect pan cancelled at 0ms"),
        ("expect tap failed at 2s", "expect tap failed at 2s"),
        // The second word decides, whatever the first: recognizers called `lines`, `menu` and `view`.
        ("expect lines began at 5ms", "expect lines began at 5ms"),
        ("expect menu failed at 5ms", "expect menu failed at 5ms"),
        ("expect view began at 5ms", "expect view began at 5ms"),
        // A view called `began`, and the other recognizer expectations, read as before.
        ("expect view began touchesBegan 1", "expect view began touchesBegan 1"),
        ("expect tap state recognized", "expect tap state recognized"),
        ("expect lines 3", "expect lines 3"),
    ]

    @Test(arguments: forms)
    func statementForm(source: String, canonical: String) {
        #expect(FrontEnd.canonical(source) == [canonical])
        #expect(FrontEnd.canonical(canonical) == [canonical])
    }

    @Test func theRecognizerTheStateAndTheTimeAreRead() throws {
        let kind = try #require(FrontEnd.statement("expect view began at 5ms"))
        guard case .expect(.enteredAt(let r, let s, let t)) = kind else {
            Issue.record("not an 'at' expectation: \(kind)")
            return
        }
        #expect(r.value == "view" && s.value == .began && t.microseconds == 5000)
        #expect(r.range == SourceRange(start: 7, end: 11) && s.range == SourceRange(start: 12, end: 17))
    }

    static let errors: [(source: String, id: String, says: String)] = [
        ("expect tap possible at 5ms", "possibleIsNeverEntered",
         "test.gesture:1:12: error: a recognizer never enters 'possible' (it starts there and is reset to it); expect a state it reports"),
        ("expect tap recognized 700ms", "expected",
         "test.gesture:1:23: error: expected 'at' and a time since the mark such as '700ms' after 'recognized', found '700ms'"),
        ("expect tap recognized", "expected",
         "test.gesture:1:22: error: expected 'at' and a time since the mark such as '700ms' after 'recognized'"),
        ("expect tap recognised at 700ms", "unknownExpectation", "did you mean 'recognized'?"),
        ("expect tap recognized at 700", "durationNeedsUnit", "did you mean '700ms'?"),
        ("expect tap recognized at -5ms", "negativeDuration", "duration must not be negative, found '-5ms'"),
        ("expect tap recognized at", "expected", "expected a duration such as '300ms' after 'at'"),
        ("expect view began at", "expected", "expected a duration such as '300ms' after 'at'"),
    ]

    @Test(arguments: errors)
    func aMalformedTimingExpectationIsAnError(_ c: (source: String, id: String, says: String)) {
        let (_, diagnostics) = FrontEnd.parse(c.source)
        #expect(diagnostics.map(\.id) == [c.id], "\(diagnostics.map(\.message))")
        #expect(FrontEnd.render(c.source).contains(c.says), "\(FrontEnd.render(c.source))")
    }

    // MARK: - Results

    static let scene = """
        recognizer double = tap numberOfTapsRequired = 2
        recognizer single = tap
        single requireToFail double
        recognizer pan = pan

        """

    static func run(_ text: String, _ mode: Mode = .quiet, historyLimit: Int? = nil) -> Run {
        RecordedExpectationTests.run(scene + text, mode, historyLimit: historyLimit, name: "at.gesture")
    }

    /// `expected …, got …` of each failure, with its line in `text` (after the scene's 4 lines).
    static func failures(_ r: Run) -> [String] {
        r.failures.map { "\($0.line - 4): expected \($0.expected), got \($0.actual)" }
    }

    @Test func aStateEnteredAtTheTimeHolds() {
        // The single tap: down at 0, up at 50ms; the double tap's interval ends 350 ms later, and the single tap,
        // which waited for it to fail, is recognized at the same moment.
        let r = Self.run("""
            tap at 100,100
            wait 1s
            expect single recognized at 400ms
            expect single ended at 400ms
            expect double failed at 400ms
            """)
        #expect(r.result.error == nil)
        #expect(r.result.expectationsChecked == 3)
        #expect(Self.failures(r) == [])
    }

    @Test func aFailureSaysWhenTheStateWasEntered() {
        let r = Self.run("""
            tap at 100,100
            wait 1s
            expect single recognized at 700ms
            expect single recognized at 399.999ms
            expect double failed at 401ms
            """)
        #expect(Self.failures(r) == [
            "3: expected single recognized at 700ms, got single entered recognized at 400ms",
            "4: expected single recognized at 399.999ms, got single entered recognized at 400ms",
            "5: expected double failed at 401ms, got double entered failed at 400ms",
        ])
    }

    @Test func aStateNeverEnteredIsSaidSoWithTheLastTransition() throws {
        let r = Self.run("""
            tap at 100,100
            wait 1s
            expect double recognized at 400ms
            expect pan began at 0ms
            """)
        #expect(Self.failures(r) == [
            "3: expected double recognized at 400ms, got double never entered recognized since the mark",
            "4: expected pan began at 0ms, got pan never entered began since the mark",
        ])
        let note = try #require(r.failures.first?.explanation)
        #expect(note.hasPrefix("double became failed at t=400ms: "), "\(note)")
    }

    @Test func anyOfSeveralEntriesMatchesAndAFailureListsThemAll() {
        // Three single taps, each followed by a second: each is recognized 350 ms after its lift (at 50ms, 1100ms
        // and 2150ms), when the double tap's interval has passed.
        let r = Self.run("""
            repeat 3 {
              tap at 100,100
              wait 1s
            }
            expect single recognized at 400ms
            expect single recognized at 1450ms
            expect single recognized at 2500ms
            expect single recognized at 2501ms
            expect pan changed at 1ms
            mark
            drag from 10,10 to 200,10 over 200ms
            expect pan changed at 50ms
            expect pan changed at 200ms
            expect pan changed at 201ms
            """)
        #expect(Self.failures(r) == [
            "8: expected single recognized at 2501ms, got single entered recognized at 400ms, 1450ms and 2500ms",
            "9: expected pan changed at 1ms, got pan never entered changed since the mark",
            "14: expected pan changed at 201ms, got pan entered changed at 33.333ms, 50ms, 66.666ms, 83.333ms, 100ms, "
                + "116.666ms, 133.333ms, 150ms, 166.666ms, 183.333ms and 1 more time (the mark was at t=3150ms)",
        ])
    }

    @Test func timesCountFromTheMark() {
        // The mark at 1050ms (the first tap lifts at 50ms): the tap that follows is recognized 400ms after it.
        let r = Self.run("""
            tap at 100,100
            wait 1s
            mark
            expect single recognized at 400ms
            tap at 100,100
            wait 1s
            expect single recognized at 400ms
            expect double failed at 400ms
            expect single recognized at 1400ms
            expect pan began at 400ms
            """)
        #expect(Self.failures(r) == [
            // The recognition before the mark is not looked at.
            "4: expected single recognized at 400ms, got single never entered recognized since the mark",
            "9: expected single recognized at 1400ms, got single entered recognized at 400ms (the mark was at t=1050ms)",
            "10: expected pan began at 400ms, got pan never entered began since the mark",
        ])
    }

    @Test func aNewSceneIsANewMark() {
        let r = RecordedExpectationTests.run("""
            wait 5s
            use touchtracker
            tap at 150,100
            wait 400ms
            expect tap recognized at 400ms
            """, .quiet, name: "scene.gesture")
        #expect(r.failures.isEmpty, "\(r.failures.map(\.actual))")
    }

    /// The history's limit applies to each recognizer's list of each state on its own: two pans' `changed` reports
    /// do not push out their `ended`, and an expectation whose time was dropped says the history was truncated.
    @Test func theLimitTruncatesEachStatesListOnItsOwn() {
        let text = """
            drag from 10,10 to 200,10 over 200ms
            wait 1s
            drag from 10,10 to 200,10 over 200ms
            expect pan ended at 200ms
            expect pan ended at 1400ms
            expect pan changed at 1400ms
            expect pan changed at 33.333ms
            """
        for mode in Mode.allCases {
            let r = Self.run(text, mode, historyLimit: 4)
            #expect(r.failures.map(\.line).map { $0 - 4 } == [7], "\(mode)")
            #expect(r.failures.first?.actual.hasSuffix(" (history truncated; add a 'mark')") == true, "\(mode)")
        }
    }

    // MARK: - Every mode reads the same; a quiet run records only what it reads

    @Test func failuresReadTheSameInEveryMode() {
        let text = """
            tap at 100,100
            wait 1s
            expect single recognized at 401ms
            expect double recognized at 400ms
            mark
            repeat 2 {
              drag from 10,10 to 200,10 over 200ms
              expect pan began at 16.666ms
              expect pan ended at 1ms
              wait 300ms
            }
            tap at 100,100 taps 2
            wait 1s
            expect double recognized at 1250ms
            expect single failed at 1ms
            use touchtracker
            tap at 150,100
            wait 400ms
            expect tap recognized at 401ms
            expect doubleTap failed at 400ms
            """
        let quiet = Self.run(text, .quiet)
        // In the second iteration the pan begins 516.666ms after the mark, but its first `began` still matches.
        #expect(quiet.failures.map { $0.line - 4 } == [3, 4, 9, 9, 15, 19])
        #expect(quiet.failures.map(\.iteration) == [nil, nil, 1, 2, nil, nil])
        for mode in [Mode.transcript, .fullHistory] {
            #expect(RecordedExpectationTests.lines(Self.run(text, mode).failures) == RecordedExpectationTests.lines(quiet.failures),
                    "\(mode)")
        }
    }

    @Test func aQuietRunTimesOnlyTheStatesItsExpectationsName() throws {
        let r = Self.run("""
            drag from 10,10 to 200,10 over 200ms
            tap at 100,100
            wait 1s
            expect pan ended at 200ms
            """)
        #expect(Self.failures(r) == [])
        let env = r.session.env
        #expect(!env.isTracing)
        let pan = try #require(env.recognizer(named: "pan")), single = try #require(env.recognizer(named: "single"))
        #expect(env.traceSelection.tracesTransitions(of: pan))
        #expect(!env.traceSelection.tracesTransitions(of: single))
        let times = r.session.history.entryTimes
        #expect(times.log(of: pan, .ended).times == [VirtualTime(microseconds: 200_000)])
        // Twelve `changed` reports and the `began` happened, but nothing reads their times.
        #expect(times.log(of: pan, .changed).times.isEmpty)
        #expect(times.log(of: pan, .began).times.isEmpty)
        #expect(times.log(of: single, .ended).times.isEmpty)
        // Without an `at` expectation nothing is timed.
        let states = Self.run("drag from 10,10 to 200,10 over 200ms\nexpect pan states began changed ended\n")
        #expect(states.session.history.entryTimes.log(of: pan, .ended).times.isEmpty)
        #expect(Self.failures(states) == [])
    }

    @Test func aSweepRunCountsFromItsOwnMark() throws {
        let text = "param dt in 100ms, 600ms\n" + Self.scene + """
            tap at 100,100
            mark
            wait $dt
            tap at 100,100
            wait 1s
            expect double recognized at 150ms
            """
        let (script, diagnostics) = Parser.parse(SourceFile(name: "sweep.gesture", text: text))
        #expect(diagnostics.filter(\.isError).isEmpty)
        let sweep = try SweepRunner(script: script)
        // The mark is at 50ms, after the first tap's lift; the second tap lifts $dt + 50ms later.
        #expect(try sweep.run(sweep.binder.values([0]), index: 0).failedExpectations == [])
        #expect(try sweep.run(sweep.binder.values([1]), index: 1).failedExpectations == [11])
    }

    // MARK: - Bug reports

    @Test func aBugReportStatesWhenEachRecognizerEnteredItsStatesAndPasses() throws {
        let text = Self.scene + "tap at 100,100\nwait 1s\nmark\ndrag from 10,10 to 200,10 over 200ms\ntap at 100,100 taps 2\nwait 1s\n"
        let report = try BugReport.make(source: text, madeBy: "test").get()
        let lines = report.split(separator: "\n").map(String.init)
        // The mark at 1050ms; the pan excludes both taps at its first sample; the double tap's taps end at 250ms
        // and 450ms after the mark (see `run --trace all`).
        for line in [
            "expect double recognized at 450ms",
            "expect double failed at 16.666ms",
            "expect single failed at 16.666ms",
            "expect single failed at 450ms",
            "expect pan began at 16.666ms",
            "expect pan ended at 200ms",
            "expect pan failed at 250ms",
            "expect pan failed at 450ms",
        ] {
            #expect(lines.contains(line), "missing: \(line)\n\(report)")
        }
        #expect(!lines.contains { $0.hasPrefix("expect pan changed at") })
        // The report holds as written.
        let run = RecordedExpectationTests.run(report, .quiet, name: "report.gesture")
        #expect(run.result.error == nil)
        #expect(run.failures.isEmpty, "\(run.failures.map(\.actual))")
    }

    @Test func aBugReportCommentsOnStatesEnteredTooOftenToList() throws {
        let text = Self.scene + "repeat 21 {\n  tap at 100,100\n  wait 1s\n}\n"
        let report = try BugReport.make(source: text, madeBy: "test").get()
        #expect(report.contains("\n# single entered recognized 21 times: too many to list (add a 'mark')\n"), "\(report)")
        #expect(report.contains("\n# double entered failed 21 times: too many to list (add a 'mark')\n"), "\(report)")
        #expect(report.contains("\n# pan entered failed 21 times: too many to list (add a 'mark')\n"), "\(report)")
        // Twenty are listed.
        let twenty = try BugReport.make(source: Self.scene + "repeat 20 {\n  tap at 100,100\n  wait 1s\n}\n", madeBy: "test").get()
        #expect(twenty.contains("\nexpect single recognized at 400ms\n") && twenty.contains("\nexpect single recognized at 20350ms\n"),
                "\(twenty)")
    }
}
