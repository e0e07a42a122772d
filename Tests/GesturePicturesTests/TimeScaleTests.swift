import Foundation
import Testing
import GestureEngine
@testable import GesturePictures
import GestureScript

/// Issue 27 item 5: the time axis is linear in time, long idle stretches are compressed only behind an explicit,
/// labelled break, and ticks sit at round intervals, so a person can read 350 ms off the picture.
@Suite("Time to scale")
struct TimeScaleTests {
    /// A tap that waits for the double tap to fail (350 ms after its lift), typed with waits only.
    static let tapWaits = """
        use touchtracker stage 04-require-to-fail
        down 1 at 100,300
        wait 100ms
        up 1
        wait 600ms
        """

    static func number(_ s: String?) -> Double { Double(s ?? "") ?? .nan }

    /// The ticks' x positions (px) and times (µs) in an SVG.
    static func ticks(_ root: Node) -> [(x: Double, label: String)] {
        let axis = root.descendants("g", class: "axis").first
        let lines = (axis?.children ?? []).filter { $0.name == "line" && $0.attributes["y2"] != $0.attributes["y1"] }
        let texts = (axis?.children ?? []).filter { $0.name == "text" }
        return lines.map { line in
            let x = number(line.attributes["x1"])
            return (x, texts.first { number($0.attributes["x"]) == x }?.text ?? "")
        }
    }

    @Test func theSVGTicksAreEvenlySpacedAtARoundInterval() throws {
        let root = try PictureSVGTests.svg(record(Self.tapWaits))
        let ticks = Self.ticks(root)
        #expect(ticks.count >= 6, "\(ticks)")
        let gaps = zip(ticks, ticks.dropFirst()).map { $1.x - $0.x }
        for g in gaps { #expect(abs(g - gaps[0]) < 0.15, "uneven ticks: \(gaps)") }
        let labelled = ticks.filter { !$0.label.isEmpty }.map(\.label)
        // A round interval (50 ms here: 80 px at this scale is about 45 ms), each tick a multiple of it.
        #expect(labelled.prefix(4) == ["0ms", "50ms", "100ms", "150ms"], "\(labelled)")
    }

    /// The tap is recognized at 450 ms (its lift at 100 ms + the double tap's 350 ms): its mark stands where the
    /// axis says 450 ms, half way between the 400 ms and 500 ms ticks, and the waiting span is 350 ms long on the axis.
    @Test func aPersonCanRead350msOffTheSVG() throws {
        let root = try PictureSVGTests.svg(record(Self.tapWaits))
        let ticks = Self.ticks(root)
        let at = { (label: String) in ticks.first { $0.label == label }?.x ?? .nan }
        let perMs = (at("400ms") - at("0ms")) / 400
        let tap = try #require(PictureSVGTests.lane(root, "recognizer", "tap"))
        let recognized = try #require(tap.all.first { $0.classes.contains("k-recognized") && $0.classes.contains("mark") })
        #expect(recognized.attributes["data-start"] == "450000")
        let markX = Self.number(String((recognized.attributes["d"] ?? "").dropFirst().prefix { $0 != "," })) + 5
        #expect(abs(markX - (at("0ms") + 450 * perMs)) < 1.5, "the ✓ at \(markX), 450 ms is at \(at("0ms") + 450 * perMs)")
        let waiting = try #require(tap.all.first { $0.classes.contains("k-waiting") })
        #expect(abs(Self.number(waiting.attributes["width"]) - 350 * perMs) < 1.5, "waiting span \(waiting.attributes["width"] ?? "") px, 350 ms is \(350 * perMs)")
    }

    @Test func theTerminalTicksAreEvenlySpaced() throws {
        let run = record(Self.tapWaits)
        for width in [80, 160] {
            let text = TimelineText(width: width).render(run.recorder.timeline.timeline())
            let axis = try #require(text.split(separator: "\n").first { $0.contains("└") })
            let columns = Array(axis).enumerated().filter { $0.element == "┴" }.map(\.offset)
            #expect(columns.count >= 4, "width \(width): \(axis)")
            let gaps = zip(columns, columns.dropFirst()).map { $1 - $0 }
            #expect((gaps.max() ?? 0) - (gaps.min() ?? 0) <= 1, "width \(width): uneven ticks \(gaps)\n\(text)")
        }
    }

    /// Five idle seconds between two taps: an explicit break on the axis, labelled with its length, no tick inside.
    static let idle = """
        use touchtracker stage 04-require-to-fail
        tap at 100,300
        wait 5s
        tap at 100,300
        wait 400ms
        """

    @Test func aLongIdleStretchIsAnExplicitLabelledBreak() throws {
        let root = try PictureSVGTests.svg(record(Self.idle))
        let breaks = root.descendants("g", class: "axis-break")
        #expect(breaks.count == 1)
        let label = breaks.first?.descendants("text", class: "break-label").first?.text
        // From the tap's recognition (400 ms) to the next touch (5050 ms).
        #expect(breaks.first?.attributes["data-start"] == "400000" && breaks.first?.attributes["data-end"] == "5050000")
        #expect(label == "≈ 4.7 s", "\(label ?? "no label")")
        // Every tick outside it, and the parts on either side on one scale.
        let tickTimes = Self.ticks(root).map(\.label).filter { !$0.isEmpty }
        #expect(tickTimes.contains("0ms") && tickTimes.contains { $0.hasPrefix("5") }, "\(tickTimes)")
        let legend = root.descendants("text", class: "legend-text").map(\.text)
        #expect(legend.contains("idle time, compressed (its length under it)"))
    }

    @Test func theTerminalShowsTheBreakWithItsLength() {
        let run = record(Self.idle)
        for width in [80, 160] {
            let text = TimelineText(width: width).render(run.recorder.timeline.timeline())
            let lines = text.split(separator: "\n")
            let axis = lines.first { $0.contains("└") } ?? ""
            #expect(axis.filter { $0 == "╫" }.count == 2, "width \(width): \(axis)")
            #expect(lines.contains { $0.contains("≈ 4.7 s") }, "width \(width):\n\(text)")
        }
    }

    /// Short waits are what pictures explain: no break for them, whatever their share.
    @Test func shortWaitsStayToScale() throws {
        let root = try PictureSVGTests.svg(record(Self.tapWaits))
        #expect(root.descendants("g", class: "axis-break").isEmpty)
    }

    @Test(arguments: [(Int64(2_000_000), "≈ 2 s"), (1_540_000, "≈ 1.5 s"), (12_400_000, "≈ 12 s"), (600_000_000, "≈ 10 min")])
    func breakLabels(us: Int64, label: String) { #expect(TimelineAxis.breakLabel(us) == label) }
}
