import Foundation
import Testing
import GestureEngine
@testable import GesturePictures
import GestureScript

/// Every mark can be seen: none is drawn under a span, and marks of one moment in one lane stand side by side.
@Suite("Mark placement")
struct MarkPlacementTests {
    @Test(arguments: ["01-double-tap.gesture", "09-pan.gesture", "04-require-to-fail.gesture"])
    func spansComeBeforeMarksInEveryLane(example: String) throws {
        let run = try recordExample(example)
        let root = try TreeBuilder.parse(PictureSVG.render(run.recorder, scene: run.recorder.screen, title: "t"))
        for lane in root.descendants("g", class: "lane") {
            let kinds = lane.children.filter { $0.attributes["data-start"] != nil }.map { $0.classes.contains("mark") ? "mark" : "span" }
            #expect(kinds == kinds.sorted { $0 == "span" && $1 == "mark" }, "\(lane.attributes["data-name"] ?? ""): \(kinds)")
            #expect(!kinds.drop { $0 == "span" }.contains("span"), "\(lane.attributes["data-name"] ?? ""): a span after a mark")
        }
    }

    /// The README's picture: at 250 ms the second touch's withheld touchesBegan is dropped and the first touch is
    /// cancelled, in one step. Both marks show, in that order, and inside the lane.
    @Test func aDroppedAndACancelledDeliveryOfOneMomentAreBothSeen() throws {
        let run = record("use touchtracker stage 01\ntap at 100,300 taps 2\n")
        let root = try TreeBuilder.parse(PictureSVG.render(run.recorder, scene: run.recorder.screen, title: "t"))
        let canvas = try #require(PictureSVGTests.lane(root, "view", "canvas"))
        let dropped = try #require(canvas.all.first { $0.classes.contains("k-dropped") })
        let cancelled = try #require(canvas.all.first { $0.classes.contains("k-touchesCancelled") })
        #expect(dropped.attributes["data-start"] == "250000" && cancelled.attributes["data-start"] == "250000")
        let x = { (n: Node) -> Double in Double((n.attributes["d"] ?? "").dropFirst().prefix { $0 != "," }) ?? 0 }
        #expect(x(cancelled) - x(dropped) >= 10, "side by side: \(x(dropped)), \(x(cancelled))")
        // Different shapes: the dropped mark is a plain (dashed) ring, the cancellation a struck ring (⊘).
        #expect(dropped.attributes["d"]?.contains("a4.5") == true && dropped.attributes["d"]?.contains("L") == false)
        #expect(cancelled.attributes["d"]?.contains("a4.5") == true && cancelled.attributes["d"]?.contains("L") == true)
        // Inside the lane's background.
        let bg = try #require(canvas.descendants("rect", class: "lane-bg").first)
        let right = Double(bg.attributes["x"]!)! + Double(bg.attributes["width"]!)!
        #expect(x(cancelled) + 10 <= right + 0.5, "the last mark ends inside the lane (\(x(cancelled)) vs \(right))")
    }

    @Test func theTerminalShowsBothMarksOfOneMoment() {
        let run = record("use touchtracker stage 01\ntap at 100,300 taps 2\n")
        for width in [80, 160] {
            let text = TimelineText(width: width).render(run.recorder.timeline.timeline())
            let row = text.split(separator: "\n").first { $0.hasPrefix("  view canvas") } ?? ""
            #expect(row.hasSuffix("◌⊘"), "width \(width): \(row)")
            let console = text.split(separator: "\n").first { $0.hasPrefix("  console") } ?? ""
            #expect(console.hasSuffix("▪▪"), "two console lines at 250 ms: \(console)")
        }
    }
}
