import Foundation
import Testing
import GestureEngine
@testable import GesturePictures
import GestureScript

/// `use touchtracker …` starts a new scene on a new clock: each scene is its own section of every picture, and no
/// scene's items are drawn on another's clock.
@Suite("Scenes in pictures")
struct ScenePictureTests {
    /// The issue's REPL session as a script: a tap in the final app, then a double tap in stage 01.
    static let twoScenes = """
        use touchtracker
        tap at 100,300
        wait 1s
        use touchtracker stage 01
        tap at 100,300 taps 2

        """

    static func sceneGroups(_ root: Node) -> [Node] { root.descendants("g", class: "scene") }

    static func lanes(_ scene: Node) -> [String] {
        scene.descendants("g", class: "lane").map { ($0.attributes["data-lane"] ?? "") + " " + ($0.attributes["data-name"] ?? "") }
    }

    @Test func eachSceneIsItsOwnSectionWithOnlyItsOwnLanes() throws {
        let run = record(Self.twoScenes)
        let root = try TreeBuilder.parse(PictureSVG.render(run.recorder, scene: run.recorder.screen, title: "t"))
        let scenes = Self.sceneGroups(root)
        try #require(scenes.count == 2)
        #expect(scenes.map { $0.descendants("text", class: "scene-title").first?.text } == [
            "scene 1 of 2: TouchTracker (final)", "scene 2 of 2: TouchTracker stage 01-double-tap",
        ])
        #expect(Self.lanes(scenes[0]).contains("recognizer tap"))
        // Stage 01 has only the double tap: no `tap` lane, and its finger went down twice (not three times).
        #expect(Self.lanes(scenes[1]) == ["finger 1", "recognizer doubleTap", "view canvas", "action actions", "console console", "model model"])
        let downs = scenes[1].descendants("path", class: "k-down").compactMap { $0.attributes["data-start"] }
        #expect(downs == ["0", "200000"])
        // Each scene's canvas is its own, at its own end.
        #expect(scenes.map { $0.descendants("text", class: "title").first?.text } == [
            "canvas at 1050ms: views, finger paths (a tick every round interval), lines",
            "canvas at 250ms: views, finger paths (a tick every round interval), lines",
        ])
    }

    /// Every picture of every example: no item ends before it starts, and none lies outside its scene's clock.
    @Test(arguments: try! FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("examples").path)
        .filter { $0.hasSuffix(".gesture") }.sorted())
    func everyItemLiesWithinItsScenesClock(example: String) throws {
        let run = try recordExample(example)
        let root = try TreeBuilder.parse(PictureSVG.render(run.recorder, scene: run.recorder.screen, title: example))
        let sections = Self.sceneGroups(root).isEmpty ? [root] : Self.sceneGroups(root)
        let uses = try String(contentsOf: repositoryRoot.appendingPathComponent("examples/" + example), encoding: .utf8)
            .split(separator: "\n").filter { $0.hasPrefix("use touchtracker") }.count
        #expect(sections.count == max(1, uses), "one section per scene")
        for section in sections {
            let timeline = try #require(section.descendants("g", class: "timeline").first)
            let end = try #require(Int64(timeline.attributes["data-end"] ?? ""))
            for item in timeline.all where item.attributes["data-start"] != nil && item.parent?.classes.contains("lane") == true {
                let a = try #require(Int64(item.attributes["data-start"]!)), b = try #require(Int64(item.attributes["data-end"]!))
                #expect(0 <= a && a <= b && b <= end, "\(example): \(item.title ?? "") from \(a) to \(b), scene ends at \(end)")
            }
        }
    }

    @Test func theTerminalDrawsEachSceneUnderItsHeading() throws {
        let run = record(Self.twoScenes)
        let scenes = run.recorder.scenes(screen: run.recorder.screen, now: run.session.env.now.microseconds)
        let text = TimelineText(width: 100).render(scenes: scenes, title: "t.gesture")
        let headings = text.split(separator: "\n").filter { $0.hasPrefix("t.gesture") || $0.hasPrefix("scene") }
        #expect(headings == ["scene 1 of 2: TouchTracker (final)", "t.gesture: 0ms–1050ms · 2 input events",
                             "scene 2 of 2: TouchTracker stage 01-double-tap", "t.gesture: 0ms–250ms · 4 input events"])
        // One scene: drawn as before, under the title alone.
        let one = record("use touchtracker stage 01\ntap at 100,300 taps 2\n")
        let single = one.recorder.scenes(screen: one.recorder.screen)
        #expect(TimelineText(width: 100).render(scenes: single, title: "t") == TimelineText(width: 100).render(one.recorder.timeline.timeline(), title: "t"))
    }

    @Test func scenesWhereNothingHappenedAreNotDrawnAndOnlyTheLatestAreKept() throws {
        // The first scene of every script (before `use touchtracker`) is empty; so is a scene replaced at once.
        let run = record("use touchtracker\nuse touchtracker stage 01\ntap at 10,10\n")
        #expect(run.recorder.earlierScenes.isEmpty)
        #expect(run.recorder.scenes(screen: run.recorder.screen).map(\.title) == ["TouchTracker stage 01-double-tap"])
        // Twelve scenes with a tap each: the latest eight are drawn, the others counted and said so.
        let many = record(String(repeating: "use touchtracker\ntap at 10,10\n", count: 12))
        let scenes = many.recorder.scenes(screen: many.recorder.screen)
        #expect(scenes.map(\.number) == Array(5...12))
        #expect(many.recorder.omittedScenesText == "4 earlier scenes are not drawn (a picture draws the latest 8)")
        let svg = PictureSVG.render(many.recorder, scene: many.recorder.screen, title: "t")
        #expect(svg.contains(">4 earlier scenes are not drawn (a picture draws the latest 8)</text>"))
        #expect(svg.contains(">scene 12 of 12: TouchTracker (final)</text>"))
        let text = TimelineText(width: 80).render(scenes: scenes, title: "t", omittedScenes: many.recorder.omittedScenesText)
        #expect(text.hasPrefix("  (4 earlier scenes are not drawn (a picture draws the latest 8))\n"))
    }

    @Test func theHTMLPageHasAStateTableTimelineAndCursorPerScene() throws {
        let run = record(Self.twoScenes)
        let root = try TreeBuilder.parse(PictureHTML.render(run.recorder, scene: run.recorder.screen, title: "t"))
        let scenes = root.all.filter { $0.name == "div" && $0.classes.contains("scene") }
        try #require(scenes.count == 2)
        for (k, scene) in scenes.enumerated() {
            let suffix = k == 0 ? "" : "-2"
            let ids = Set(scene.all.compactMap { $0.attributes["id"] })
            for id in ["timeline-svg", "cursor", "cursor-time", "states", "canvas-svg", "gesturelab-data", "model-lines", "fingers-down"] {
                #expect(ids.contains(id + suffix), "scene \(k + 1) has no #\(id + suffix)")
            }
        }
        #expect(scenes[1].descendants("tr").compactMap { $0.attributes["data-name"] } == ["doubleTap"])
        #expect(scenes[0].descendants("h2", class: "scene-heading").first?.text == "Scene 1 of 2: TouchTracker (final)")
        // Each scene's cursor data runs on its own clock.
        for scene in scenes {
            let json = try #require(scene.all.first { $0.classes.contains("gesturelab-data") }?.text)
            let data = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            let times = try #require(data["times"] as? [[Double]])
            #expect(times.first?[1] == 0)
        }
    }
}
