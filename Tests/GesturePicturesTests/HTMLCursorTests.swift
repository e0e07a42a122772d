import Foundation
import Testing
import GestureEngine
@testable import GesturePictures
import GestureScript

/// Issue 27 item 7: the page fits an 800 px window, keeps still while the cursor moves, steps event by event with
/// ← and →, documents `#t=MS`, and gives finger positions in points, only for the fingers down at the cursor.
/// (scripts/check-pictures drives these in Chromium; here the page's parts they rest on are checked.)
@Suite("HTML page: cursor")
struct HTMLCursorTests {
    static func data(_ script: String) throws -> [String: Any] {
        let run = record(script)
        let root = try TreeBuilder.parse(PictureHTML.render(run.recorder, scene: run.recorder.screen, title: "t"))
        let json = try #require(root.all.first { $0.attributes["id"] == "gesturelab-data" }?.text)
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    /// Finger paths are in points, with the canvas's px per 1000 points beside them, so the page shows
    /// `finger 1 at 100,300 (points)` whatever the canvas's size.
    @Test func fingerPathsAreInPoints() throws {
        let data = try Self.data("use touchtracker stage 01-double-tap\ndown 1 at 100,300\nwait 50ms\nmove 1 to 120,310\nup 1\nwait 1s\n")
        let paths = try #require(data["paths"] as? [[String: Any]])
        let points = try #require(paths.first?["points"] as? [[Double]])
        #expect(points.first?.dropFirst() == [100, 300], "\(points)")
        #expect(points.last?.dropFirst() == [120, 310], "\(points)")
        #expect((data["scale"] as? Double).map { $0 > 0 } == true)
        #expect(PictureHTML.script.contains("\" (points)\""))
        #expect(!PictureHTML.script.contains("canvas px"))
    }

    /// A finger that has lifted is not shown from the moment of its lift (the path of a tap ends in its lift).
    @Test func aLiftedFingerIsNotShownAtItsLift() {
        #expect(PictureHTML.script.contains("if (u >= last[0] && !p.down) { return null; }"))
    }

    @Test func arrowKeysStepEventByEventAndTheHashMovesTheCursor() throws {
        let script = PictureHTML.script
        #expect(script.contains("\"ArrowRight\"") && script.contains("\"ArrowLeft\""))
        #expect(script.contains("addEventListener(\"hashchange\""))
        let run = record("use touchtracker stage 01\ntap at 100,300 taps 2\n")
        let page = PictureHTML.render(run.recorder, scene: run.recorder.screen, title: "t")
        // The timeline can take the keyboard's focus (Tab), and the page says which keys do what.
        #expect(page.contains("class=\"timeline-svg\" id=\"timeline-svg\" tabindex=\"0\""))
        #expect(page.contains("← and → step from event to event"))
        #expect(page.contains("#t=MS"))
    }

    /// The pictures scale down with the window, and the panel that follows the cursor has a fixed size.
    @Test func thePageIsResponsiveAndStill() {
        let css = PictureHTML.pageCSS
        #expect(css.contains(".timeline-svg, .canvas-svg { display: block; max-width: 100%; height: auto; }"))
        #expect(css.contains(".at-cursor { flex: 0 0 320px; width: 320px; max-width: 100%; }"))
        #expect(css.contains(".why { color: #555; font-size: 12px; height: 9em; overflow-y: auto;"))
        #expect(css.contains(".fingers-at { font-size: 13px; height: 3.2em; overflow-y: auto;"))
        #expect(css.contains(".cursor-time { display: inline-block; min-width: 7em; }"))
    }

    @Test func theDocsExplainTheCursorKeysAndTheAddress() throws {
        let docs = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/pictures.md"), encoding: .utf8)
        #expect(docs.contains("`#t=MS`") && docs.contains("`←` and `→`") && docs.contains("in points"))
        let index = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/README.md"), encoding: .utf8)
        #expect(index.contains("[pictures.md](pictures.md)"))
    }
}
