import Foundation
import Testing
import GestureEngine
@testable import GesturePictures
import GestureScript

/// The HTML page read back with an XML parser: one self-contained document with the timeline, the canvas, the
/// results, the transcript and the cursor's data.
@Suite("HTML page")
struct PictureHTMLTests {
    static func page(_ run: RecordedRun) -> String {
        PictureHTML.render(run.recorder, scene: run.recorder.screen, title: "test <page> & more")
    }

    @Test func itIsWellFormedAndSelfContained() throws {
        let run = try recordExample("01-double-tap.gesture")
        let text = Self.page(run)
        let root = try TreeBuilder.parse(text)
        #expect(root.name == "html")
        #expect(root.attributes["xmlns"] == "http://www.w3.org/1999/xhtml")
        // Nothing is fetched: no external scripts, styles, images or fonts.
        for node in root.all {
            #expect(node.attributes["src"] == nil, "\(node.name) has a src")
            #expect(node.attributes["href"] == nil, "\(node.name) has an href")
        }
        #expect(!text.contains("http://") || !text.replacingOccurrences(of: "http://www.w3.org/", with: "").contains("http://"))
        #expect(!text.contains("https://"))
        #expect(!text.contains("@import") && !text.contains("url("))
        #expect(root.descendants("title").first?.text == "test <page> & more")
    }

    @Test func theSectionsArePresentAndMatchTheRun() throws {
        let run = try recordExample("01-double-tap.gesture")
        let root = try TreeBuilder.parse(Self.page(run))
        let ids = Set(root.all.compactMap { $0.attributes["id"] })
        for id in ["timeline", "timeline-svg", "cursor", "states", "canvas", "canvas-svg", "expectations", "transcript", "gesturelab-data"] {
            #expect(ids.contains(id), "no #\(id)")
        }
        // One row per recognizer lane.
        let rows = root.descendants("tr").compactMap { $0.attributes["data-name"] }
        #expect(rows == ["doubleTap"])
        // The transcript is the run's transcript, line for line.
        let pre = root.all.first { $0.attributes["id"] == "transcript" }?.descendants("pre").first?.text ?? ""
        #expect(pre.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) == run.recorder.transcript)
        #expect(pre.contains("doubleTap: possible → recognized (2 taps completed)"))
        // The results: every expectation of the example held.
        let results = root.all.first { $0.attributes["id"] == "expectations" }?.descendants("p").first?.text ?? ""
        #expect(results == "\(run.recorder.expectationsChecked) checked, \(run.recorder.expectationsChecked) held, 0 failed")
        #expect(run.recorder.expectationsChecked > 10)
    }

    @Test func theCursorDataHasEveryRecognizerSpanInOrderAndTheModelOverTime() throws {
        let run = try recordExample("09-pan.gesture")
        let root = try TreeBuilder.parse(Self.page(run))
        let json = try #require(root.all.first { $0.attributes["id"] == "gesturelab-data" }?.text)
        let data = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let recognizers = try #require(data["recognizers"] as? [[String: Any]])
        #expect(recognizers.compactMap { $0["name"] as? String } == ["doubleTap", "tap", "longPress", "moveLine"])
        let moveLine = try #require(recognizers.first { $0["name"] as? String == "moveLine" }?["spans"] as? [[Any]])
        let states = moveLine.compactMap { $0[2] as? String }.filter { $0 != "possible" }
        // The pan began, changed and ended, failed when the long press began, then began … ended again.
        #expect(Array(states.prefix(4)) == ["began", "changed", "ended", "failed"], "\(states)")
        for span in moveLine {
            let (a, b) = (span[0] as! Double, span[1] as! Double)
            #expect(0 <= a && a <= b && b <= 1)
        }
        // Positions and times both ascend, so the cursor can go from one to the other.
        let times = try #require(data["times"] as? [[Double]])
        for (x, y) in zip(times, times.dropFirst()) { #expect(x[0] <= y[0] && x[1] <= y[1], "\(x) then \(y)") }
        let models = try #require(data["models"] as? [[String: Any]])
        #expect(models.count >= 3)
        // The last model drawn is the line the example ends with.
        #expect((models.last?["svg"] as? String)?.contains("class=\"line finished\"") == true)
    }

    @Test func theSamePageEveryRun() throws {
        let a = try recordExample("01-double-tap.gesture")
        let b = try recordExample("01-double-tap.gesture")
        #expect(Self.page(a) == Self.page(b))
    }
}
