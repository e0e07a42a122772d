import Foundation
import Testing
import GestureEngine
@testable import GesturePictures
import GestureScript

/// The SVG read back as a person's tools would read it (an XML parser), checked against the trace it came from.
@Suite("SVG pictures")
struct PictureSVGTests {
    static func svg(_ run: RecordedRun) throws -> Node {
        try TreeBuilder.parse(PictureSVG.render(run.recorder, scene: run.recorder.screen, title: "test"))
    }

    static func lane(_ root: Node, _ kind: String, _ name: String) -> Node? {
        root.descendants("g", class: "lane").first { $0.attributes["data-lane"] == kind && $0.attributes["data-name"] == name }
    }

    @Test func everyRecognizerTransitionOfTheDoubleTapExampleIsASpanOrMarkWithItsCause() throws {
        let run = try recordExample("01-double-tap.gesture")
        let root = try Self.svg(run)
        var checked = 0
        for case .transition(let time, let id, _, let to, let cause) in run.trace where to != .possible {
            let name = run.names[id.index]
            let lane = try #require(Self.lane(root, "recognizer", name), "no lane for \(name)")
            let kind = to == .ended && run.session.env[id].kind.isDiscrete ? "recognized" : to.name(discrete: false)
            let items = lane.all.filter { $0.classes.contains("k-" + kind) && $0.attributes["data-start"] == String(time.microseconds) }
            #expect(items.count == 1, "\(name) → \(kind) at \(time): \(items.count) items")
            if let cause, let item = items.first {
                let words = CauseText.describe(cause, names: run.names)
                #expect(item.title?.contains(words) == true, "title \(item.title ?? "none") lacks \(words)")
            }
            checked += 1
        }
        #expect(checked >= 4, "the example has transitions to check")
    }

    /// A lane's label stays left of the chart: a long name (a built-in recognizer's) is cut with an ellipsis and
    /// given whole on hover; a short one is left as it is.
    @Test func aLongLaneNameIsCutBeforeTheChartAndWholeOnHover() throws {
        let run = record("""
            view list frame 0,0,375,600 tableView rows 100
            recognizer tap = tap on list
            tap at 100,100
            """)
        let root = try Self.svg(run)
        let delay = try #require(Self.lane(root, "recognizer", "list's content-touch delay"))
        let label = try #require(delay.descendants("text", class: "lane-label").first)
        #expect(label.text == "list's content-tou…")
        #expect(label.text.count <= TimelineSVG.labelCharacters)
        #expect(label.title == "list's content-touch delay")
        let tap = try #require(Self.lane(root, "recognizer", "tap")?.descendants("text", class: "lane-label").first)
        #expect(tap.text == "tap")
        #expect(tap.title == nil)
    }

    @Test func viewDeliveriesAreMarksAndWithheldDeliveriesAreSpansUntilTheyGo() throws {
        let run = try recordExample("01-double-tap.gesture")
        let root = try Self.svg(run)
        let canvas = try #require(Self.lane(root, "view", "canvas"))
        for (phase, cls) in [(TouchPhase.began, "k-touchesBegan"), (.ended, "k-touchesEnded"), (.cancelled, "k-touchesCancelled")] {
            let times = run.trace.compactMap { e -> Int64? in
                if case .viewCall(let t, _, let call, _, _) = e, call == phase { return t.microseconds }
                return nil
            }
            let marks = canvas.all.filter { $0.classes.contains(cls) }.compactMap { $0.attributes["data-start"].flatMap { Int64($0) } }
            #expect(marks.sorted() == times.sorted(), "\(cls): marks at \(marks), trace at \(times)")
        }
        // Each withheld delivery is a span from when it was withheld to when it was released or dropped.
        let withheldStarts = run.trace.compactMap { e -> Int64? in
            if case .withheld(let t, _, _, _, _) = e { return t.microseconds }
            return nil
        }
        let spans = canvas.all.filter { $0.classes.contains("k-withheld") }
        #expect(spans.compactMap { $0.attributes["data-start"].flatMap { Int64($0) } }.sorted() == withheldStarts.sorted())
        for s in spans {
            #expect(s.title?.contains("withheld") == true)
            #expect(Int64(s.attributes["data-end"]!)! >= Int64(s.attributes["data-start"]!)!)
        }
    }

    @Test func waitingForARequirementIsASpanThatSaysSo() throws {
        let run = record("use touchtracker\ntap at 100,300\nwait 1s\n")
        let root = try Self.svg(run)
        let tap = try #require(Self.lane(root, "recognizer", "tap"))
        let waiting = tap.all.filter { $0.classes.contains("k-waiting") }
        #expect(waiting.count == 1)
        #expect(waiting.first?.title?.contains("waiting for doubleTap to fail") == true, "\(waiting.first?.title ?? "")")
        // It waits from the lift until doubleTap fails, then it is recognized.
        let failTime = run.trace.compactMap { e -> Int64? in
            if case .transition(let t, let id, _, .failed, _) = e, run.names[id.index] == "doubleTap" { return t.microseconds }
            return nil
        }.last
        #expect(waiting.first?.attributes["data-end"] == failTime.map(String.init))
        #expect(tap.all.contains { $0.classes.contains("k-recognized") && $0.attributes["data-start"] == failTime.map(String.init) })
    }

    @Test func fingersHaveDownHeldAndUpAndTheCanvasHasTheirPaths() throws {
        let run = record("use touchtracker\ndrag from 50,100 to 250,100\ndown 2 at 10,10\n")
        let root = try Self.svg(run)
        let one = try #require(Self.lane(root, "finger", "1"))
        #expect(one.all.filter { $0.classes.contains("k-down") }.count == 1)
        #expect(one.all.filter { $0.classes.contains("k-up") }.count == 1)
        let moves = try #require(one.all.first { $0.classes.contains("k-moves") })
        let moveCount = run.trace.reduce(0) { n, e in
            if case .touchEvent(_, let c) = e { return n + c.filter { $0.finger == 1 && $0.phase == .moved }.count }
            return n
        }
        #expect(moves.attributes["data-count"] == String(moveCount), "the moves fold into one span that counts them")
        let paths = root.descendants("g", class: "finger-path")
        #expect(paths.map { $0.attributes["data-finger"] } == ["1", "2"])
        let points = paths[0].descendants("polyline").first?.attributes["points"]?.split(separator: " ") ?? []
        let scale = Double(root.descendants("g", class: "canvas").first!.attributes["data-scale"]!)! / 1000
        #expect(points.first == "\(XMLText.num(50 * scale)),\(XMLText.num(100 * scale))")
        #expect(points.last == "\(XMLText.num(250 * scale)),\(XMLText.num(100 * scale))")
        #expect(!paths[0].descendants("circle", class: "tick").isEmpty, "time ticks along the path")
        // Finger 2 is still down: drawn at its place; the drag's line is drawn.
        #expect(root.descendants("circle", class: "finger-down").map { $0.attributes["data-finger"] } == ["2"])
        #expect(root.descendants("line", class: "finished").count == 1)
    }

    @Test func theSamePictureEveryRun() throws {
        let a = try recordExample("09-pan.gesture")
        let b = try recordExample("09-pan.gesture")
        #expect(PictureSVG.render(a.recorder, scene: a.recorder.screen, title: "x")
            == PictureSVG.render(b.recorder, scene: b.recorder.screen, title: "x"))
    }
}
