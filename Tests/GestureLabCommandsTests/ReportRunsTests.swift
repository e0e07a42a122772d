@testable import GestureLabCommands
import GestureAnalysis
import GestureLanguage
import GestureScript
import Testing

/// `gesturelab report --html FILE` runs FILE once: the report's text and the page's pictures read the same run (the
/// pictures used to run FILE again), and the page is the same bytes as one drawn from a run of its own.
@Suite("report's runs")
struct ReportRunsTests {
    static let passing = "recognizer t = tap\ntap at 10,10\nexpect t actions 1\n"
    /// A failed `expect`: the report replays the timeline again with it commented out, and the page shows it failed.
    static let failing = "recognizer t = tap\ntap at 10,10\nexpect t actions 2\n\n\n"
    static let touchTracker = "use touchtracker stage 01-double-tap\ndrag from 50,100 to 250,100\ntap at 100,200\ntap at 100,200\nexpect lines 0\n"
    /// Timers pending, fired and cancelled (the pictures follow them), a table, a scroll view and a parameter.
    static let timers = """
        param n in 2, 3
        view list frame 0,0,375,667 tableView rows 20 rowHeight 60
        delegate list canEditRowAt = true
        recognizer press = longPress on list
        recognizer double = tap on list
        double.numberOfTapsRequired = $n
        tap at 100,100
        wait 100ms
        drag from 300,130 to 100,130
        down 1 at 50,400
        wait 600ms
        up 1
        expect press actions 2

        """

    /// Counts the runs `report` asks for, each the library's.
    static func report(_ text: String, name: String = "r.gesture", html: Bool) -> (text: String, runs: Int) {
        var runs = 0
        let result = GestureLabCommand.Report.make(SourceFile(name: name, text: text), html: html, options: SessionOptions(), color: false,
                                                   running: { script, options, sink in
                                                       runs += 1
                                                       return GestureLabCommand.Report.libraryRun(script, options, sink)
                                                   })
        guard case .success(let out) = result else {
            Issue.record("no report")
            return ("", runs)
        }
        return (out, runs)
    }

    /// The page as it was made before: the report's text, and FILE run again for the pictures.
    static func pageOfItsOwnRun(_ text: String, name: String = "r.gesture") -> String {
        let source = SourceFile(name: name, text: text)
        return GestureLabCommand.Report.page(report: report(text, name: name, html: false).text, source: source, options: SessionOptions(),
                                             running: GestureLabCommand.Report.libraryRun)
    }

    @Test(arguments: [(passing, 1), (failing, 2), (touchTracker, 1), (timers, 1)])
    func thePicturesReadTheReportsFirstRun(script: String, reportRuns: Int) {
        let text = Self.report(script, html: false)
        #expect(text.runs == reportRuns)
        let page = Self.report(script, html: true)
        #expect(page.runs == reportRuns, "the pictures ran FILE again")
        #expect(page.text == Self.pageOfItsOwnRun(script))
    }

    /// The pictures show FILE's own expectations, the failed one too, not those of the report's second replay.
    @Test func thePageCountsFilesExpectations() {
        let page = Self.report(Self.failing, html: true).text
        #expect(page.contains("1 checked, 0 held, 1 failed"), "\(page)")
    }

    /// A previous report is replayed without its header and generated block; its pictures show the whole file, so
    /// they have a run of their own.
    @Test func aPreviousReportsPicturesRunTheWholeFile() {
        let previous = Self.report(Self.passing, html: false).text
        let page = Self.report(previous, html: true)
        #expect(page.runs == 2)
        #expect(page.text == Self.pageOfItsOwnRun(previous))
    }
}
