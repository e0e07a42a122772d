@testable import GestureAnalysis
import GestureEngine
import Testing
@testable import GestureScript

/// A sweep over a scroll view records what its content received and whether it was dragged, so that the
/// content-touch delay's map (examples/containers/content-touch-delay.gesture) has its three outcomes (scroll-view
/// reference B10–B11): the content gets the touch, the view scrolls, or both.
@Suite struct SweepContainerTests {
    /// The example's scene, with `row` of the given kind, and a hold and a one-step drag swept.
    static func script(row kind: String = "", hold: String = "0ms, 100ms, 149ms, 150ms, 300ms", d: String = "0, 9, 10, 30") -> String {
        """
        param hold in \(hold)
        param d in \(d)
        view list frame 0,100,375,500 scrollView content 375,2000
        view row frame 0,0,375,2000 in list\(kind.isEmpty ? "" : " " + kind)
        list.contentOffset = 0,500
        down 1 at 100,300
        wait $hold
        move 1 by 0,$d
        up 1

        """
    }

    static func outcomes(_ text: String) throws -> [String: String] {
        let (script, diagnostics) = FrontEnd.parse(text)
        #expect(diagnostics.isEmpty)
        let sweep = try Sweep(script: script)
        var out: [String: String] = [:]
        for i in 0..<(sweep.plan.total ?? 0) {
            let values = sweep.plan.values(i)
            out[sweep.runner.binder.describe(values)] = try sweep.runner.run(values, index: i).outcome
        }
        return out
    }

    static let content = "no actions; list content began → ended"
    static let scrolled = "no actions; list dragged"
    static let both = "no actions; list content began → cancelled, dragged"

    struct Case: Sendable, CustomStringConvertible {
        var hold: String, d: String, plain: String, button: String
        var description: String { "hold = \(hold), d = \(d)" }
    }

    /// B11's rows with the defaults: a plain view loses a touch dragged from 150 ms on (cancelled, the view scrolls);
    /// a button keeps it (touchesShouldCancel answers false for an enabled control) and the view does not scroll.
    static let cases: [Case] = [
        Case(hold: "0ms", d: "0", plain: content, button: content),
        Case(hold: "0ms", d: "9", plain: content, button: content),
        Case(hold: "300ms", d: "9", plain: content, button: content),
        Case(hold: "0ms", d: "10", plain: scrolled, button: scrolled),
        Case(hold: "149ms", d: "30", plain: scrolled, button: scrolled),
        Case(hold: "150ms", d: "10", plain: both, button: content),
        Case(hold: "300ms", d: "30", plain: both, button: content),
    ]

    @Test func theDelaysThreeOutcomes() throws {
        let plain = try Self.outcomes(Self.script())
        let button = try Self.outcomes(Self.script(row: "button"))
        for c in Self.cases {
            #expect(plain[c.description] == c.plain, "\(c)")
            #expect(button[c.description] == c.button, "\(c), a button")
        }
    }

    /// Each scroll view answers for its own content: a touch on a strip inside a page counts for the strip, the
    /// page hears nothing of it; a view with no scroll view around it is not summarized.
    @Test func eachScrollViewAnswersForItsOwnContent() throws {
        let text = """
            param d in 0, 30
            view page frame 0,0,375,667 scrollView content 375,2000
            view strip frame 0,100,375,200 in page scrollView content 1000,200
            view photo frame 0,0,1000,200 in strip
            view card frame 0,400,375,200 in page
            view outside frame 0,0,10,10
            page.contentOffset = 0,0
            strip.contentOffset = 300,0
            down 1 at 100,200
            move 1 by $d,0
            up 1
            page.contentOffset = 0,500
            down 1 at 100,300
            wait 200ms
            move 1 by 0,$d
            up 1

            """
        let o = try Self.outcomes(text)
        #expect(o["d = 0"] == "no actions; page content began → ended; strip content began → ended")
        #expect(o["d = 30"] == "no actions; page content began → cancelled, dragged; strip dragged")
    }

    /// A table's content is its cells, and the table is the hit view: a tap reaches it, a quick drag does not.
    @Test func aTableIsItsOwnContent() throws {
        let text = """
            param d in 0, 30
            view list frame 0,0,375,667 tableView rows 50
            list.contentOffset = 0,500
            down 1 at 100,400
            move 1 by 0,$d
            up 1

            """
        let o = try Self.outcomes(text)
        #expect(o["d = 0"] == "no actions; list content began → ended")
        #expect(o["d = 30"] == "no actions; list dragged")
        let quiet = try Self.outcomes("param t in 10ms\nview list frame 0,0,375,667 tableView rows 50\nwait $t\n")
        #expect(quiet["t = 10ms"] == "no actions")
    }

    /// A run of a sweep over a scroll view gives what the whole script gives when run fresh with the same needs:
    /// the content's calls are counted from the scene on, the mark taken before the runs.
    @Test func aRunFromTheSnapshotIsAFreshRun() throws {
        let (script, _) = FrontEnd.parse(Self.script())
        let sweep = try Sweep(script: script)
        for i in 0..<(sweep.plan.total ?? 0) {
            let values = sweep.plan.values(i)
            let run = try sweep.runner.run(values, index: i)
            var options = SessionOptions()
            options.producesTranscript = false
            options.tellsSummary = true
            let session = Session(options: options)
            session.recording = RecordingNeeds(script.statements, sweepingAfter: [])
            let statements = try ParameterBinder(script).bind(script.statements[...], values: values)
            var summary: RunSummary?
            let result = session.execute(statements, in: script.file) { output in
                if case .summary(let s) = output { summary = s }
            }
            #expect(result.error == nil)
            let told = try #require(summary)
            // The summary tells what the session shows of its scroll views.
            #expect(told.containers == session.containerSummary())
            #expect(run == SweepRun(told, values: values, index: i, failed: []))
        }
    }
}
