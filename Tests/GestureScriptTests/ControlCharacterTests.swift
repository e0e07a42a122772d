import Testing
@testable import GestureAnalysis
@testable import GestureScript
@testable import GestureTranscript

/// Text from a script or a file name never reaches the transcript, the diagnostics, a report or a sweep's output
/// raw: terminal controls (C0, C1, DEL, bidirectional controls) are shown as visible escapes (`\u{1B}`), the way the
/// grammar's README describes. Each test here failed before the escaping was routed through `VisibleText`.
struct ControlCharacterTests {
    /// What `gesturelab run NAME` would print: standard output, then standard error (diagnostics).
    static func run(_ text: String, name: String = "t.gesture", level: TraceLevel = .normal) -> (out: String, err: String, outcome: ScriptOutcome) {
        var options = SessionOptions()
        options.traceLevel = level
        var out = ""
        let outcome = ScriptRunner.run(name: name, bytes: Array(text.utf8), options: options) { out += $0 }
        return (out, outcome.diagnostics, outcome)
    }

    /// The characters of `text` a terminal would act on (everything but the line feeds the output itself writes),
    /// as `U+XXXX`.
    static func raw(_ text: String) -> [String] {
        text.unicodeScalars.filter { s in
            s != "\n" && (s.value < 0x20 || (0x7F...0x9F).contains(s.value)
                || [0x61C, 0x200E, 0x200F, 0x2028, 0x2029].contains(s.value) || (0x202A...0x202E).contains(s.value)
                || (0x2066...0x2069).contains(s.value))
        }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    static let escape = "\u{1B}]0;owned\u{07}\u{1B}[2J\u{9B}31m\u{7F}\u{202E}"
    static let shown = #"\u{1B}]0;owned\u{7}\u{1B}[2J\u{9B}31m\u{7F}\u{202E}"#

    @Test(arguments: [TraceLevel.brief, .normal, .all])
    func aCommentInAStatementHeaderIsShownEscaped(level: TraceLevel) {
        // A statement spanning lines is echoed by its first line, comment included.
        let (out, err, _) = Self.run("down 1 at 1,1 & # \(Self.escape)\n  down 2 at 2,2\nup all\n", level: level)
        #expect(err == "")
        #expect(Self.raw(out) == [])
        #expect(out.hasPrefix("[1] down 1 at 1,1 & # \(Self.shown) …\n"))
    }

    @Test func aStringInAFailedExpectationIsShownEscaped() {
        let (out, _, outcome) = Self.run("recognizer t = tap\nexpect log \"\(Self.escape)\"\n", level: .all)
        #expect(Self.raw(out) == [])
        #expect(out.contains(#"expected log "\#(Self.shown)", got nothing"#))
        #expect(outcome.failureLines.count == 1)
        #expect(Self.raw(outcome.failureLines.joined()) == [])
    }

    @Test func aStringInAnErrorIsShownEscaped() {
        let (out, err, outcome) = Self.run("use touchtracker\nmenu tap \"\(Self.escape)\"\n")
        #expect(Self.raw(out) == [])
        #expect(Self.raw(err) == [])
        #expect(err.contains(Self.shown))
        #expect(Self.raw(outcome.firstError ?? "") == [])
    }

    @Test func theStatementHeaderOfACRLFScriptEndsAtItsLine() {
        let (out, _, _) = Self.run("down 1 at 1,1 &\r\n  down 2 at 2,2\r\nup all\r\n", level: .all)
        #expect(Self.raw(out) == [])
        #expect(out.hasPrefix("[1] down 1 at 1,1 & …\n"))
    }

    @Test func aFileNameIsShownEscapedInDiagnosticsAndFailures() {
        let name = "evil\u{1B}[2J\nok 5 - fake.gesture"
        let failed = Self.run("recognizer t = tap\nexpect t state ended\n", name: name, level: .all)
        #expect(Self.raw(failed.out) == [])
        #expect(failed.out.contains(#"evil\u{1B}[2J\nok 5 - fake.gesture:2: expectation failed"#))
        #expect(failed.outcome.failureLines.allSatisfy { Self.raw($0) == [] && !$0.contains("\n") })
        let broken = Self.run("wait 600\n", name: name)
        #expect(Self.raw(broken.err) == [])
        #expect(broken.err.hasPrefix(#"evil\u{1B}[2J\nok 5 - fake.gesture:1:6: error: duration needs a unit"#))
        #expect(Self.raw(broken.outcome.firstError ?? "") == [])
        let notAScript = Self.run("wait 600\n", name: "x\u{1B}[2J")
        #expect(notAScript.err.hasPrefix(#"x\u{1B}[2J:1:6: error: this file is not a gesture script"#))
    }

    @Test func aSourceSnippetShowsC1AndBidiControlsEscapedWithTheCaretAligned() {
        // Before: C1 (U+009B, a one-byte CSI) and U+202E went to the terminal raw; C0 became U+FFFD.
        #expect(FrontEnd.render("expect log \"\u{9B}2J\u{202E}\" x") == #"""
            test.gesture:1:19: error: expected a string such as "Recognized a tap", found 'x'
            expect log "\u{9B}2J\u{202E}" x
                                          ^
            """#)
        #expect(FrontEnd.render("wait 1 # \u{1B}[2J") == #"""
            test.gesture:1:6: error: duration needs a unit
            wait 1 # \u{1B}[2J
                 ^
            note: did you mean '1ms'?
            """#)
    }

    @Test func aQuotedTokenInAMessageIsShownEscaped() {
        // The unknown escape `\<ESC>` is quoted in the headline.
        let text = FrontEnd.render("expect log \"a\\\u{1B}[2J\"")
        #expect(Self.raw(text) == [])
        #expect(text.hasPrefix(#"test.gesture:1:14: error: unknown escape '\\u{1B}' in a string"#))
    }

    @Test func jsonLinesEscapeC1AndBidiControlsToo() {
        var out = ""
        _ = ScriptRunner.run(name: "j\u{9B}.gesture", bytes: Array("down 1 at 1,1 & # \u{9B}\u{7F}\u{202E}\u{2028}\ndown 2 at 2,2\nup all\n".utf8),
                             format: .jsonl) { out += $0 }
        #expect(Self.raw(out) == [])
        #expect(out.contains(#""file":"j\u009b.gesture""#))
        #expect(out.contains(#"# \u009b\u007f\u202e\u2028"#))
    }

    @Test func aBugReportShowsCommentsEscapedAndTabsAsSpaces() throws {
        let source = "recognizer t = tap   # \(Self.escape)\r\nrepeat 1 {\r\n\ttap at 1,1\r\n}\r\n"
        guard case .success(let report) = BugReport.make(source: source, madeBy: "gesturelab report \u{1B}[2J.gesture") else {
            Issue.record("no report")
            return
        }
        #expect(Self.raw(report) == [])
        #expect(report.contains("recognizer t = tap   # \(Self.shown)\nrepeat 1 {\n        tap at 1,1\n}\n"))
        #expect(report.contains(#"# Made by: gesturelab report \u{1B}[2J.gesture"#))
        // It is still a script that passes, and a report of it is the same bytes.
        guard case .success(let again) = BugReport.make(source: report, madeBy: "again") else {
            Issue.record("the report does not replay")
            return
        }
        #expect(again == report)
    }

    @Test func aForgedShardsStringsAreShownEscapedByTheMerge() throws {
        let (script, d) = FrontEnd.parse("param dt in 10ms, 20ms\nrecognizer t = tap\nwait $dt\n")
        #expect(d.isEmpty)
        let plan = SweepPlan(script.parameters)
        let forged = #"{"run":0,"values":{},"actions":{"\u001b]0;owned\u0007t\u009b":1},"states":{"t":"began\u001b[2J"},"expectations":{"checked":0,"failed":[]},"model":"m\nok 5"}"#
        let run = try #require(SweepRecords.parseLine(Substring(forged), plan: plan))
        var second = run
        second.index = 1
        second.values = plan.values(1)
        second.actions = []
        let text = SweepText.render(file: "s\u{1B}[2J.gesture", plan: plan, runs: [run, second], boundaries: [], omitted: 0,
                                    refine: SweepRefinement(), color: false)
        #expect(Self.raw(text) == [])
        #expect(text.contains(#"\u{1B}]0;owned\u{7}t\u{9B} ×1; t began\u{1B}[2J; m\nok 5"#))
        let csv = SweepRecords.csvHeader(plan) + SweepRecords.csvRow(run)
        #expect(Self.raw(csv) == [])
        #expect(csv.split(separator: "\n").count == 2)
    }

    /// CSV cells that a spreadsheet would run as a formula get a leading `'` inside quotes; a sweep's own negative
    /// numbers and durations stay numbers.
    @Test(arguments: [
        ("=1+2", #""'=1+2""#), ("+1", #""'+1""#), ("@SUM(A1)", #""'@SUM(A1)""#), ("-2+3+cmd|' /C calc'!A0", #""'-2+3+cmd|' /C calc'!A0""#),
        ("=HYPERLINK(\"x\")", #""'=HYPERLINK(""x"")""#), ("-", #""'-""#), ("-1e3", #""'-1e3""#),
        ("-3.5", "-3.5"), ("-100ms", "-100ms"), ("-250us", "-250us"), ("-2s", "-2s"), ("3", "3"), ("(-10,20)", #""(-10,20)""#),
        ("tap=1 pan=2", "tap=1 pan=2"), ("a,b", #""a,b""#), ("a\"b", #""a""b""#), ("a\nb", #"a\nb"#), ("\t=1", #"\t=1"#),
    ])
    func csvCellsAreSafeInASpreadsheet(cell: String, written: String) {
        #expect(SweepRecords.csvField(cell) == written)
    }

    @Test func anUnknownRecognizerIsNamedEscapedByExplain() {
        let outcome = ScriptExplainer.run(name: "e.gesture", bytes: Array("recognizer t = tap\ntap at 1,1\n".utf8),
                                          recognizer: "t\u{1B}[2J")
        #expect(Self.raw(outcome.diagnostics) == [])
        #expect(outcome.diagnostics.contains(#"no recognizer or view named 't\u{1B}[2J'"#))
    }
}
