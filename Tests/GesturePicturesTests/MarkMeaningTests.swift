import Foundation
import Testing
import GestureEngine
@testable import GesturePictures
import GestureScript
@testable import GestureTranscript

/// Issue 27 item 6: one meaning per mark, a colour-blind-safe palette with shapes that do not rest on hue, the
/// recognizer waited for named on the waiting span with an arrow to its lane, a legend of the marks present only,
/// and TouchTracker's line in progress drawn as the app draws it.
@Suite("One meaning per mark")
struct MarkMeaningTests {
    /// Pairs the issue names: each must be told apart by shape, in the terminal and in the SVG.
    static let distinct: [(ItemKind, ItemKind)] = [
        (.waiting, .withheld), (.failed, .dropped), (.failed, .cancelled), (.cancelled, .dropped),
        (.viewCancelled, .dropped), (.ended, .recognized), (.action, .control), (.console, .fingerUp),
    ]

    @Test func theTerminalGlyphsDiffer() {
        for (a, b) in Self.distinct {
            let ga = TimelineText.glyphs(a), gb = TimelineText.glyphs(b)
            #expect((ga.mark ?? ga.fill) != (gb.mark ?? gb.fill), "\(a) and \(b) share a glyph")
        }
    }

    @Test func theSVGShapesDiffer() {
        for (a, b) in Self.distinct where !TimelineSVG.isSpanKind(a) && !TimelineSVG.isSpanKind(b) {
            #expect(TimelineSVG.symbol(a, x: 0, y: 0) != TimelineSVG.symbol(b, x: 0, y: 0), "\(a) and \(b) share a shape")
        }
        // Waiting is a filled span, withheld a lower dashed outline.
        #expect(TimelineSVG.spanBox(.waiting) != TimelineSVG.spanBox(.withheld))
    }

    /// Every colour of the marks and spans is one of Okabe and Ito's eight, or a grey.
    @Test func thePaletteIsOkabeIto() {
        let okabeIto: Set<String> = ["#e69f00", "#56b4e9", "#009e73", "#f0e442", "#0072b2", "#d55e00", "#cc79a7", "#000"]
        let greys: Set<String> = ["#fff", "#999", "#c4c4c4"]
        let rules = PictureStyle.css.split(separator: "\n").filter { $0.contains(".k-") }
        #expect(rules.count > 15)
        for rule in rules {
            for match in rule.matches(of: /#[0-9a-fA-F]{3,6}/) {
                let colour = String(rule[match.range]).lowercased()
                #expect(okabeIto.contains(colour) || greys.contains(colour), "\(colour) in \(rule)")
            }
        }
    }

    /// Stage 04: the tap waits for the double tap to fail.
    static let waiting = "use touchtracker stage 04-require-to-fail\ntap at 100,300\nwait 400ms\n"

    @Test func theWaitingSpanNamesTheRecognizerAndPointsToItsLane() throws {
        let root = try PictureSVGTests.svg(record(Self.waiting))
        let group = try #require(root.descendants("g", class: "waiting-for").first)
        #expect(group.attributes["data-name"] == "tap" && group.attributes["data-target"] == "doubleTap")
        #expect(group.descendants("text", class: "waiting-text").first?.text == "waiting for doubleTap")
        // The arrow's head ends inside doubleTap's lane.
        let lane = try #require(PictureSVGTests.lane(root, "recognizer", "doubleTap"))
        let bg = try #require(lane.descendants("rect", class: "lane-bg").first)
        let top = Double(bg.attributes["y"]!)!, bottom = top + Double(bg.attributes["height"]!)!
        let head = try #require(group.descendants("path", class: "waiting-arrow-head").first?.attributes["d"])
        let tipY = Double(head.split(separator: "L").last!.split(separator: ",")[1].dropLast()) ?? .nan
        #expect(top < tipY && tipY < bottom, "arrow tip at \(tipY), doubleTap's lane is \(top)–\(bottom)")
    }

    @Test func theTerminalNamesTheRecognizerWaitedForWithAnArrow() {
        let run = record(Self.waiting)
        for width in [80, 160] {
            let text = TimelineText(width: width).render(run.recorder.timeline.timeline())
            let row = text.split(separator: "\n").first { $0.hasPrefix("  tap ") } ?? ""
            // doubleTap's lane is above tap's.
            #expect(row.contains("↑ waiting for doubleTap"), "width \(width): \(row)")
        }
    }

    /// The legend lists the kinds drawn and nothing else.
    @Test func theLegendShowsOnlyTheMarksPresent() throws {
        let run = record(Self.waiting)
        let root = try PictureSVGTests.svg(run)
        let legend = Set(root.descendants("text", class: "legend-text").map(\.text))
        let drawn = Set(root.descendants("g", class: "lane").flatMap(\.all).compactMap { n in
            n.classes.first { $0.hasPrefix("k-") }.map { String($0.dropFirst(2)) }
        })
        let meanings = Set(drawn.compactMap { ItemKind(rawValue: $0) }.map(TimelineText.meaning))
        #expect(legend.subtracting(["events at one instant (no time passes)"]) == meanings, "\(legend) vs \(meanings)")
        #expect(!legend.contains("ended (continuous)") && !legend.contains("touchesCancelled"))
    }

    /// The first tap of a double tap: touchesBegan makes a line of length 0, drawn red and 10 pt wide with round
    /// caps in the app, so a red dot (the chapter's).
    @Test func theLineInProgressIsTheChaptersRedDot() throws {
        let run = record("use touchtracker stage 01-double-tap\ndown 1 at 100,300\n")
        let root = try PictureSVGTests.svg(run)
        let canvas = try #require(root.descendants("g", class: "canvas").first)
        let scale = Double(canvas.attributes["data-scale"] ?? "")! / 1000
        let dot = try #require(root.descendants("circle", class: "line-dot").first { $0.classes.contains("current") })
        #expect(abs(Double(dot.attributes["r"]!)! - 5 * scale) < 0.06, "radius \(dot.attributes["r"]!) for 10 pt at \(scale)")
        #expect(abs(Double(dot.attributes["cx"]!)! - 100 * scale) < 0.06)
        #expect(PictureStyle.css.contains(".line-dot.current { fill: #e00000; }"))
    }

    /// In the terminal too: the line in progress is stroked 10 pt wide, so the dot shows (red when colour is on),
    /// and the finger's `●1` stands just right of it instead of on it.
    @Test func theTerminalCanvasShowsTheRedDotBesideTheFinger() throws {
        let run = record("use touchtracker stage 01-double-tap\ndown 1 at 100,300\n")
        for width in [80, 160] {
            let text = CanvasText(width: width, maxRows: 40).render(run.recorder.screen)
            let row = try #require(text.split(separator: "\n").first { $0.contains("●1") })
            let before = row[..<row.range(of: "●1")!.lowerBound]
            let dot = before.unicodeScalars.last.map { (0x2801...0x28FF).contains($0.value) } ?? false
            #expect(dot, "width \(width): no dot beside the finger: \(row)")
            let coloured = CanvasText(width: width, maxRows: 40, style: Style(enabled: true)).render(run.recorder.screen)
            #expect(coloured.contains(/\x{1B}\[31m[\x{2801}-\x{28FF}]+\x{1B}\[0m\x{1B}\[34m●1/), "width \(width): the dot is red, the finger blue")
        }
    }
}
