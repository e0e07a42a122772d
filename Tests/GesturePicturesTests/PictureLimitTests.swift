import Foundation
import Testing
@testable import GestureEngine
@testable import GesturePictures
import GestureScript

/// Pictures stay bounded whatever the script: lanes per scene, items per picture (docs/limits.md).
@Suite("Picture limits")
struct PictureLimitTests {
    /// 200 tap recognizers on the window, tapped three times.
    static let manyRecognizers = (0..<200).map { "recognizer r\($0) = tap on window\n" }.joined()
        + "repeat 3 { tap at 100,100\nwait 400ms }\n"

    @Test func onlyTheFirst48RecognizerLanesAreDrawnAndTheOthersAreNamed() throws {
        let run = record(Self.manyRecognizers)
        let timeline = run.recorder.timeline.timeline()
        #expect(timeline.lanes(.recognizer).map(\.name) == (0..<48).map { "r\($0)" })
        #expect(timeline.lanes(.view).map(\.name) == ["window"], "the views have lanes of their own")
        #expect(timeline.omittedRecognizers == 152 && timeline.omittedViews == 0)
        let sentence = "152 more recognizers not drawn (a picture draws the first 48 recognizers and 16 views of a scene): "
            + "r48, r49, r50, r51, r52, r53, r54, r55, …"
        #expect(timeline.omittedLanesText == sentence)
        let text = TimelineText(width: 1000).render(timeline)
        #expect(text.hasSuffix("  " + sentence + "\n"), "\(text.suffix(300))")
        let svg = try TreeBuilder.parse(PictureSVG.render(run.recorder, scene: run.recorder.screen, title: "t"))
        #expect(svg.descendants("g", class: "lane").filter { $0.attributes["data-lane"] == "recognizer" }.count == 48)
        let omitted = svg.descendants("text", class: "omitted").map(\.text).joined(separator: " ")
        #expect(omitted == sentence)
        // The HTML page's state table has a row per lane drawn.
        let html = try TreeBuilder.parse(PictureHTML.render(run.recorder, scene: run.recorder.screen, title: "t"))
        #expect(html.descendants("tr").filter { $0.attributes["data-name"] != nil }.count == 48)
    }

    @Test func onlyTheFirst16ViewLanesAreDrawn() {
        // 20 views side by side, each tapped once.
        let script = (0..<20).map { "view v\($0) frame \($0 * 18),0,18,18\n" }.joined()
            + (0..<20).map { "tap at \($0 * 18 + 5),5\n" }.joined()
        let run = record(script)
        let timeline = run.recorder.timeline.timeline()
        #expect(timeline.lanes(.view).map(\.name) == (0..<16).map { "v\($0)" })
        #expect(timeline.omittedLanesText
                == "4 more views not drawn (a picture draws the first 48 recognizers and 16 views of a scene): view v16, view v17, view v18, view v19")
    }

    @Test func aPictureDrawsAtMostItsItemBudget() throws {
        let run = record("recognizer t = tap\nrepeat 1 { tap at 10,10 }\n")
        let id = run.session.env.recognizer(named: "t")!
        var recorder = PictureRecorder()
        for output in run.sceneOutputs { recorder.consume(output) }
        // Three lanes filled to capacity and more: more than the budget below.
        for k in 0..<6_000 {
            let t = VirtualTime(microseconds: Int64(k) * 1000)
            recorder.consume(.trace([
                .touchEvent(time: t, changes: [TouchChangeRecord(finger: 1, phase: .began, location: Point(x: 10, y: 10), view: .window)]),
                .touchEvent(time: t, changes: [TouchChangeRecord(finger: 1, phase: .ended, location: Point(x: 10, y: 10), view: .window)]),
                .transition(time: t, recognizer: id, from: .possible, to: .ended, cause: .tapCount(required: 1)),
                .reset(time: t, recognizers: [id]),
                .log(time: t, line: "x"),
                .action(time: t, recognizer: id, state: .ended, method: "log"),
            ]))
        }
        let held = recorder.timeline.timeline().itemCount
        #expect(held > 4096, "the lanes hold more than the budget: \(held)")
        let budget = 4096
        var timelines = [recorder.timeline.timeline()]
        Timeline.fit(&timelines, budget: budget)
        #expect(timelines[0].itemCount <= budget, "\(timelines[0].itemCount)")
        // Every event is still counted in what is drawn.
        for lane in timelines[0].lanes where lane.kind == .console { #expect(lane.items.reduce(0) { $0 + $1.count } == 6_000) }
        // The picture itself: at most PictureLimits.itemsDrawn items (these lanes hold fewer, so all of them).
        let svg = PictureSVG.render(recorder, scene: run.recorder.screen, title: "t")
        let items = svg.components(separatedBy: " data-count=").count - 1
        #expect(items <= PictureLimits.itemsDrawn)
        #expect(items == held)
    }

    @Test func fittingKeepsSmallLanesWhole() {
        var small = Lane(kind: .console, name: "console")
        for k in 0..<10 { small.append(LaneItem(start: Int64(k), end: Int64(k), startStep: k, endStep: k, kind: .console, label: "c")) }
        var big = Lane(kind: .action, name: "actions")
        for k in 0..<1000 { big.append(LaneItem(start: Int64(k), end: Int64(k), startStep: k, endStep: k, kind: .action, label: "a")) }
        var t = Timeline()
        t.lanes = [small, big]
        var all = [t]
        Timeline.fit(&all, budget: 200)
        #expect(all[0].lanes[0].items.count == 10)
        #expect(all[0].lanes[1].items.count <= 190 && all[0].lanes[1].items.count > 95)
        #expect(all[0].lanes[1].items.reduce(0) { $0 + $1.count } == 1000)
    }

    @Test func lineModelsKeepAtMostTheirLineBudget() {
        // 400 lines drawn one after the other: every model holds every line so far, 240,000 lines in all.
        let run = record("use touchtracker bare\nset hz 20\nrepeat 400 { drag from 10,10 to 100,100 over 100ms }\n")
        let canvas = run.recorder.canvas
        #expect(canvas.thinnedModels > 0)
        #expect(canvas.modelLineCount <= PictureLimits.modelLines)
        #expect(canvas.models.reduce(0) { $0 + CanvasRecorder.lines($1.model) } == canvas.modelLineCount)
        #expect(canvas.models.last?.model.finishedLines.count == 400, "the latest model is kept")
    }
}
