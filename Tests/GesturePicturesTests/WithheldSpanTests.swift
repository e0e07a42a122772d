import Foundation
import Testing
import GestureEngine
@testable import GesturePictures
import GestureScript

/// A withheld delivery is a span from when it was withheld to when it was released, cancelled or dropped: never
/// longer, so it hides nothing that comes after.
@Suite("Withheld spans")
struct WithheldSpanTests {
    /// The chapter's stage 01: a double tap (its first lift withheld, then cancelled; the second touch withheld, then
    /// dropped), then a drag.
    static let doubleTapThenDrag = """
        use touchtracker stage 01
        tap at 100,300 taps 2
        wait 300ms
        drag from 50,100 to 250,400

        """

    static func withheldSpans(_ run: RecordedRun) throws -> [(start: String, end: String, title: String)] {
        let root = try TreeBuilder.parse(PictureSVG.render(run.recorder, scene: run.recorder.screen, title: "t"))
        let canvas = try #require(PictureSVGTests.lane(root, "view", "canvas"))
        return canvas.all.filter { $0.classes.contains("k-withheld") }.map {
            ($0.attributes["data-start"] ?? "", $0.attributes["data-end"] ?? "", $0.title ?? "")
        }
    }

    @Test func aCancelledOrDroppedDeliveryEndsItsSpan() throws {
        let spans = try Self.withheldSpans(record(Self.doubleTapThenDrag))
        #expect(spans.map { "\($0.start)–\($0.end)" } == ["200000–250000", "50000–250000"], "\(spans)")
        #expect(spans.contains { $0.title.hasPrefix("canvas.touchesEnded [1] withheld by doubleTap") && $0.end == "250000" })
        #expect(spans.contains { $0.title.hasPrefix("canvas.touchesBegan [1] withheld") && $0.end == "250000" })
    }

    @Test func theDragAfterItIsNotHidden() {
        let run = record(Self.doubleTapThenDrag)
        let text = TimelineText(width: 80).render(run.recorder.timeline.timeline())
        let row = text.split(separator: "\n").first { $0.hasPrefix("  view canvas") } ?? ""
        // The drag's touchesBegan, moves and touchesEnded, after the double tap's span ended.
        #expect(row.wholeMatch(of: /.*◌⊘ +▼•{20,}▲/) != nil, "\(row)")
        #expect(row.filter { $0 == "⋯" }.count < 20, "\(row)")
    }

    @Test func aReleasedDeliveryEndsItsSpanWhenItsFingersAreAllReleased() throws {
        // A single tap in stage 01: its lift is withheld by doubleTap, and released when doubleTap fails.
        let run = record("use touchtracker stage 01\ntap at 100,300\nwait 1s\n")
        let spans = try Self.withheldSpans(run)
        let releases = run.trace.compactMap { e -> String? in
            if case .viewCall(let t, _, _, _, .released) = e { return String(t.microseconds) }
            return nil
        }
        #expect(!releases.isEmpty)
        #expect(spans.map(\.end) == releases, "\(spans) ends at \(releases)")
    }

    /// Every example with one scene: each withheld span ends where the trace has the view hear of one of its
    /// fingers again (a release, a cancellation) or drop it; or at the run's end when nothing of the kind came after
    /// it (it is still withheld).
    @Test(arguments: try! FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("examples").path)
        .filter { $0.hasSuffix(".gesture") }.sorted())
    func everyWithheldSpanEndsWhereItsDeliveryGoes(example: String) throws {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("examples/" + example), encoding: .utf8)
        guard text.split(separator: "\n").filter({ $0.hasPrefix("use touchtracker") }).count <= 1 else { return }
        let run = try recordExample(example)
        let root = try TreeBuilder.parse(PictureSVG.render(run.recorder, scene: run.recorder.screen, title: example))
        let end = root.descendants("g", class: "timeline").first?.attributes["data-end"].flatMap { Int64($0) }
        // Where each view's deliveries go: (time, fingers).
        var goes: [String: [(Int64, [Int])]] = [:]
        for e in run.trace {
            switch e {
            case .viewCall(let t, let v, _, let f, .released), .viewCall(let t, let v, _, let f, .cancelledBy), .dropped(let t, let v, _, let f, _):
                goes[run.session.name(of: v), default: []].append((t.microseconds, f))
            default: break
            }
        }
        var checked = 0
        for lane in root.descendants("g", class: "lane") where lane.attributes["data-lane"] == "view" {
            let view = lane.attributes["data-name"] ?? ""
            for span in lane.all where span.classes.contains("k-withheld") {
                let start = try #require(Int64(span.attributes["data-start"] ?? ""))
                let spanEnd = try #require(Int64(span.attributes["data-end"] ?? ""))
                // The fingers, from the title: `canvas.touchesEnded [1] withheld by doubleTap`.
                let title = span.title ?? ""
                let list = title.drop { $0 != "[" }.dropFirst().prefix { $0 != "]" }
                let fingers = list.split(separator: ",").compactMap { Int($0) }
                #expect(!fingers.isEmpty, "\(title)")
                let later = (goes[view] ?? []).filter { $0.0 >= start && !Set($0.1).isDisjoint(with: fingers) }
                if let first = later.first {
                    #expect(spanEnd <= first.0 || later.contains { $0.0 == spanEnd },
                            "\(example): \(title) ends at \(spanEnd), its delivery went at \(later.map(\.0))")
                    #expect(spanEnd != end || later.contains { $0.0 == spanEnd }, "\(example): \(title) runs to the end")
                } else {
                    #expect(spanEnd == end, "\(example): \(title) ends at \(spanEnd) though nothing happened to it")
                }
                checked += 1
            }
        }
        if example == "01-double-tap.gesture" { #expect(checked >= 4) }
    }
}
