import Foundation
import Testing
import GestureAnalysis
@testable import GestureScript
@testable import GestureTranscript

/// `gesturelab report`: a re-runnable report that passes as written, re-runs to the same bytes, is its own report,
/// and fails with a clear message when one `expect` line is edited.
@Suite struct BugReportTests {
    static let root = JSONLTraceTests.root

    static func report(_ source: String, madeBy: String = "test") throws -> String {
        switch BugReport.make(source: source, madeBy: madeBy, name: "t.gesture") {
        case .success(let text): return text
        case .failure(let f):
            Issue.record("no report: \(f.diagnostics)")
            throw f
        }
    }

    static func run(_ text: String, name: String = "report.gesture") -> (ScriptOutcome, String) {
        var out = ""
        let outcome = ScriptRunner.run(name: name, bytes: Array(text.utf8)) { out += $0 }
        return (outcome, out)
    }

    /// The report's lines after the generated-outcome marker.
    static func outcomeLines(_ report: String) -> [String] {
        let lines = report.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let k = lines.firstIndex(of: BugReport.outcomeMarker) else { return [] }
        return Array(lines[(k + 1)...])
    }

    @Test(arguments: JSONLTraceTests.examples)
    func everyExampleReportsPassesRerunsAndIsItsOwnReport(_ example: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: Self.root.appendingPathComponent("examples/" + example).path))
        let report = try Self.report(String(decoding: bytes, as: UTF8.self), madeBy: "gesturelab report examples/\(example)")
        let (first, transcript1) = Self.run(report)
        #expect(first.status == .ok, "\(example): \(first.failureLines.joined(separator: "\n")) \(first.diagnostics)")
        let (_, transcript2) = Self.run(report)
        #expect(transcript1 == transcript2, "\(example): the report's transcript differs between runs")
        #expect(try Self.report(report, madeBy: "something else") == report, "\(example): a report of the report differs")
        #expect(report.hasPrefix(BugReport.title + "\n# GestureLab version: \(GestureLabVersion.string)\n# Made by: gesturelab report examples/"))
        #expect(!Self.outcomeLines(report).filter { $0.hasPrefix("expect ") }.isEmpty)
    }

    static let chapterScript = """
        use touchtracker stage 04-require-to-fail
        drag from 50,100 to 250,100
        tap at 100,300 taps 2
        tap at 150,100
        wait 1s
        """

    @Test func theOutcomeStatesWhatHappened() throws {
        let report = try Self.report(Self.chapterScript)
        let outcome = Self.outcomeLines(report)
        for line in [
            "expect doubleTap state possible",
            "expect doubleTap states failed recognized failed",
            "expect doubleTap actions 1",
            "expect tap states failed recognized",
            "expect tap actions 1",
            "expect view canvas touchesBegan 1",
            "expect view canvas touchesCancelled 0",
            "expect lines 0",
            "expect current 0",
            "expect selected none",
            "expect menu hidden",
        ] {
            #expect(outcome.contains(line), "missing: \(line)\n\(outcome.joined(separator: "\n"))")
        }
        let log = try #require(outcome.first { $0.hasPrefix("expect log ") })
        #expect(log.hasPrefix(#"expect log "touchesBegan(_:with:)" "touchesMoved(_:with:)""#))
        #expect(log.hasSuffix(#""touchesEnded(_:with:)" "Recognized a double tap" "Recognized a tap""#))
    }

    @Test func editingOneExpectLineFailsWithAClearMessage() throws {
        let report = try Self.report(Self.chapterScript)
        var lines = report.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let k = try #require(lines.firstIndex(of: "expect tap actions 1"))
        lines[k] = "expect tap actions 0"
        let edited = lines.joined(separator: "\n")
        let (outcome, _) = Self.run(edited, name: "edited.gesture")
        #expect(outcome.status == .expectationFailed)
        #expect(outcome.expectationFailures == 1)
        #expect(outcome.failureLines == ["edited.gesture:\(k + 1): expectation failed: expected tap actions 0, got 1"])
    }

    @Test func nonDefaultPropertiesAndTheSceneAreListed() throws {
        let report = try Self.report("""
            screen 320,480
            view panel frame 10,20,200,100 exclusiveTouch
            recognizer press = longPress on panel minimumPressDuration = 1s allowableMovement = 20
            recognizer pan = pan on panel
            recognizer edge = screenEdgePan edges = left
            pan.cancelsTouchesInView = false
            pan requireToFail press
            delegate pan shouldRecognizeSimultaneouslyWith press = true
            delegate press shouldReceive = false in panel
            set hz 120
            """)
        let header = report.split(separator: "\n").map(String.init).prefix { $0 != BugReport.timelineMarker }
        for line in [
            "#   screen 320,480",
            "#   set hz 120",
            "#   view panel frame 10,20,200,100 exclusiveTouch",
            "#   recognizer press = longPress on panel minimumPressDuration = 1s allowableMovement = 20",
            "#   recognizer pan = pan on panel cancelsTouchesInView = false",
            "#   recognizer edge = screenEdgePan on window edges = left",  // delaysTouchesBegan = true is its default
            "#   pan requireToFail press",
            "#   delegate pan shouldRecognizeSimultaneouslyWith press = true",
            "#   delegate press shouldReceive = false in panel",
        ] {
            #expect(header.contains(line), "missing: \(line)\n\(header.joined(separator: "\n"))")
        }
    }

    @Test func touchTrackerPropertiesAreVisibleEvenThoughUseSetThem() throws {
        let report = try Self.report("use touchtracker")
        #expect(report.contains("#   recognizer doubleTap = tap on canvas delaysTouchesBegan = true numberOfTapsRequired = 2\n"))
        #expect(report.contains("#   recognizer moveLine = pan on canvas cancelsTouchesInView = false\n"))
        #expect(report.contains("#   delegate moveLine shouldRecognizeSimultaneouslyWith any = true\n"))
        #expect(report.contains("#   tap requireToFail doubleTap\n"))
        #expect(report.contains("#   action moveLine -> moveLine\n"))
    }

    @Test func anExpectThatDidNotHoldBecomesAComment() throws {
        let source = """
            recognizer t = tap
            tap at 10,10; expect t actions 5; wait 10ms
            repeat 2 { expect t state failed }
            expect t actions 1
            """
        let report = try Self.report(source)
        #expect(report.contains("\ntap at 10,10; \n# did not hold when this report was made (got 1): expect t actions 5\nwait 10ms\n"))
        #expect(report.contains("\nrepeat 2 { \n# did not hold when this report was made (got possible): expect t state failed\n}\n"))
        #expect(report.contains("\nexpect t actions 1\n\n" + BugReport.outcomeMarker))
        let (outcome, transcript) = Self.run(report)
        #expect(outcome.status == .ok, "\(outcome.failureLines)")
        #expect(transcript.contains("[3] wait 10ms") == false)  // line numbers moved; the wait still runs:
        #expect(transcript.contains("wait 10ms"))
        #expect(try Self.report(report) == report)
    }

    @Test func aScriptWithAnErrorGivesNoReport() {
        guard case .failure(let f) = BugReport.make(source: "recognizer t = tap\nup 1", madeBy: "x", name: "e.gesture") else {
            Issue.record("a report was written for a script that stops with an error")
            return
        }
        #expect(f.diagnostics.contains("e.gesture:2:1: error:"))
        guard case .failure(let g) = BugReport.make(source: "down 1 at", madeBy: "x", name: "s.gesture") else {
            Issue.record("a report was written for a script with a syntax error")
            return
        }
        #expect(g.diagnostics.contains("s.gesture:1:"))
    }

    /// A parameter's first value that a statement cannot take stops the report with `gesturelab run`'s error, and
    /// `explain` with it too: both run a script with parameters as `run` does (they used to run `wait -20ms`).
    @Test func aFirstParameterValueAStatementRefusesGivesNoReportAndNoExplanation() {
        let source = "param dt in -20ms, 10ms\nrecognizer tap = tap\ntap at 1,1\nwait $dt\n"
        let error = "p.gesture:4:1: error: 'wait $dt': a duration must not be negative when dt = -20ms"
        guard case .failure(let f) = BugReport.make(source: source, madeBy: "x", name: "p.gesture") else {
            Issue.record("a report was written for a script that `run` refuses")
            return
        }
        #expect(f.diagnostics.hasPrefix(error), "\(f.diagnostics)")
        let explained = ScriptExplainer.run(name: "p.gesture", bytes: Array(source.utf8), recognizer: "tap")
        #expect(explained.status == .scriptError)
        #expect(explained.text.isEmpty)
        #expect(explained.diagnostics.hasPrefix(error), "\(explained.diagnostics)")
        // Its second value runs: the first value alone was the problem.
        let fine = source.replacingOccurrences(of: "-20ms, 10ms", with: "10ms, -20ms")
        #expect((try? BugReport.make(source: fine, madeBy: "x", name: "p.gesture").get()) != nil)
        #expect(ScriptExplainer.run(name: "p.gesture", bytes: Array(fine.utf8), recognizer: "tap").status == .ok)
    }

    /// A scroll view's built-in recognizers are not written back as declarations: its content-touch delay (whose
    /// name is not an identifier and whose kind scripts cannot declare) no more than its pans. The scene written in
    /// the report's header, taken out of its comments, runs as a script, and so does the report.
    @Test func theSceneOfScrollViewsAndTablesRerunsWithoutTheirDelayRecognizers() throws {
        let source = """
            view photo frame 0,0,375,300 scrollView content 750,600
            photo.maximumZoomScale = 4
            view list frame 0,300,375,367 tableView rows 30
            delegate list canEditRowAt = true
            recognizer tap = tap on photo
            tap at 100,400
            """
        let report = try Self.report(source)
        #expect(!report.contains("content-touch delay"), "\(report)")
        #expect(!report.contains("contentTouchDelay"), "\(report)")
        let prefix = "#   "
        let scene = report.split(separator: "\n").filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
        #expect(scene.contains("photo.maximumZoomScale = 4"), "\(scene)")
        #expect(scene.contains("delegate list canEditRowAt = true"), "\(scene)")
        let (rerun, _) = Self.run(scene.joined(separator: "\n") + "\n", name: "scene.gesture")
        #expect(rerun.status == .ok, "\(rerun.diagnostics)\(scene.joined(separator: "\n"))")
        let (whole, _) = Self.run(report)
        #expect(whole.status == .ok, "\(whole.diagnostics)\(whole.failureLines.joined(separator: "\n"))")
    }

    @Test func aMarkLimitsTheOutcomeAndIsSaid() throws {
        let report = try Self.report("recognizer t = tap\ntap at 10,10\nmark\nwait 1s")
        let outcome = Self.outcomeLines(report)
        #expect(outcome.first == "# What happened, since the timeline's last 'mark':")
        #expect(outcome.contains("expect t states none"))
        #expect(outcome.contains("expect t actions 0"))
        #expect(outcome.contains("expect log"))
    }

    @Test func logLinesAreQuotedAndContinuousValuesStated() throws {
        let report = try Self.report("recognizer p = pan\ndrag from 10,10 to 110,10\n")
        let outcome = Self.outcomeLines(report)
        let log = try #require(outcome.first { $0.hasPrefix("expect log ") })
        #expect(log.hasPrefix(#"expect log "p began" "p changed""#) && log.hasSuffix(#""p changed" "p ended""#), "\(log)")
        #expect(outcome.contains { $0.hasPrefix("expect p translation ") })
        #expect(outcome.contains { $0.hasPrefix("expect p velocity ") })
        #expect(Self.run(report).0.status == .ok)
    }

    /// A pinch's and a rotation's velocity are stated as numbers (UIKit's CGFloat), and the report re-runs.
    @Test func pinchAndRotationVelocityAreNumbers() throws {
        let report = try Self.report("""
            recognizer p = pinch
            recognizer r = rotation
            down 1 at 150,300 & down 2 at 250,300
            move 1 to 100,300 & move 2 to 300,300 over 200ms
            """)
        let outcome = Self.outcomeLines(report)
        let pinch = try #require(outcome.first { $0.hasPrefix("expect p velocity ") })
        #expect(!pinch.contains(","), "\(pinch)")
        #expect(Double(pinch.dropFirst("expect p velocity ".count)).map { $0 > 0 } == true, "\(pinch)")
        #expect(outcome.contains("expect r velocity 0"))
        #expect(Self.run(report).0.status == .ok)
    }
}
