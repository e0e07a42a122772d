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
        let root = try TreeBuilder.parse(PictureHTML.render(run.recorder, scene: CanvasScene(run.session), title: "t"))
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

    /// Between two events a finger is where the earlier one put it: the page used to interpolate, and showed a finger
    /// held at 150,100 until a move at 800ms as "at 150,100.9" at 322ms. (scripts/check-pictures checks it in
    /// Chromium between every two samples.)
    @Test func aFingerIsWhereItsLastEventPutIt() {
        #expect(PictureHTML.script.contains("for (var i = 1; i !== pts.length && pts[i][0] <= u; i++) { at = pts[i]; }"))
        #expect(!PictureHTML.script.contains("return [a[1] + (b[1] - a[1]) * f, a[2] + (b[2] - a[2]) * f];"))
    }

    /// The canvas shows one instant, the cursor's (the run's end at load): only the paths of the fingers down then,
    /// each finger's dot numbered, and a legend that names those fingers and the kinds of lines shown, nothing else.
    /// (The page used to draw every path of the run whatever the cursor, and its canvas had no legend.)
    @Test func theCanvasShowsOnlyTheFingersDownAtTheCursorAndItsLegendNamesThem() throws {
        let run = record("use touchtracker stage 01-double-tap\ndrag from 50,100 to 250,100\ndown 2 at 100,300\nwait 50ms\nmove 2 to 120,320\nwait 100ms\n")
        let root = try TreeBuilder.parse(PictureHTML.render(run.recorder, scene: CanvasScene(run.session), title: "t"))
        let canvas = try #require(root.all.first { $0.attributes["id"] == "canvas-svg" })
        let paths = canvas.descendants("g", class: "finger-path")
        #expect(paths.map { $0.attributes["data-finger"] } == ["2"], "the drag's finger has lifted: only finger 2's path")
        #expect(canvas.descendants("g", class: "finger-paths").count == 1)
        let numbers = canvas.descendants("text", class: "finger-number").map(\.text)
        #expect(numbers == ["2"])
        let legend = try #require(root.all.first { $0.attributes["id"] == "canvas-legend" })
        let items = legend.descendants("li")
        #expect(items.map { $0.attributes["class"] } == ["legend-finger", "legend-finished", "legend-current"])
        #expect(items.first?.all.map(\.text).joined().contains("finger 2: down") == true)
        // The cursor redraws the same legend from the same templates, and the paths with their time ticks from the data.
        #expect(PictureHTML.script.contains(CanvasLegend.templates))
        let data = try Self.data("use touchtracker stage 01-double-tap\ndrag from 50,100 to 250,100 over 300ms\n")
        let first = try #require((data["paths"] as? [[String: Any]])?.first)
        #expect((first["ticks"] as? [[Double]])?.isEmpty == false)
        let models = try #require(data["models"] as? [[String: Any]])
        #expect(models.contains { ($0["kinds"] as? [String]) == ["current"] })
        #expect(models.last?["kinds"] as? [String] == ["finished"])
    }

    /// A run that ends with no finger down shows no finger on the canvas at load, and an empty legend without lines.
    @Test func aCanvasWithNoFingerDownAtTheEndDrawsNoPath() throws {
        let run = record("recognizer t = tap\ntap at 100,100\nwait 1s\n")
        let root = try TreeBuilder.parse(PictureHTML.render(run.recorder, scene: CanvasScene(run.session), title: "t"))
        let canvas = try #require(root.all.first { $0.attributes["id"] == "canvas-svg" })
        #expect(canvas.descendants("g", class: "finger-path").isEmpty)
        #expect(root.all.first { $0.attributes["id"] == "canvas-legend" }?.children.isEmpty == true)
    }

    @Test func arrowKeysStepEventByEventAndTheHashMovesTheCursor() throws {
        let script = PictureHTML.script
        #expect(script.contains("\"ArrowRight\"") && script.contains("\"ArrowLeft\""))
        #expect(script.contains("addEventListener(\"hashchange\""))
        let run = record("use touchtracker stage 01\ntap at 100,300 taps 2\n")
        let page = PictureHTML.render(run.recorder, scene: CanvasScene(run.session), title: "t")
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
