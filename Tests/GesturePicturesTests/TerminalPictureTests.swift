import Foundation
import Testing
@testable import GestureEngine
@testable import GesturePictures
import GestureScript
@testable import GestureTranscript

@Suite("Terminal pictures")
struct TerminalPictureTests {
    static func visibleWidth(_ line: Substring) -> Int { TimelineText.visibleWidth(String(line)) }

    @Test(arguments: [40, 80, 132, 200])
    func theTimelineFitsTheWidth(width: Int) throws {
        let run = try recordExample("01-double-tap.gesture")
        let text = TimelineText(width: width).render(run.recorder.timeline.timeline())
        for line in text.split(separator: "\n") { #expect(Self.visibleWidth(line) <= width, "\(line)") }
        let coloured = TimelineText(width: width, style: Style(enabled: true)).render(run.recorder.timeline.timeline())
        for line in coloured.split(separator: "\n") { #expect(Self.visibleWidth(line) <= width) }
        #expect(coloured.contains("\u{1B}["))
        #expect(!text.contains("\u{1B}["), "no colour unless asked")
    }

    @Test func theTimelineHasALanePerFingerRecognizerAndViewAndAnAxis() throws {
        let run = record("use touchtracker\ntap at 100,300\nwait 1s\n")
        let text = TimelineText(width: 100).render(run.recorder.timeline.timeline())
        let lanes = text.split(separator: "\n").compactMap { line -> String? in
            guard let bar = line.firstIndex(of: "│") else { return nil }
            return line[..<bar].trimmingCharacters(in: .whitespaces)
        }
        #expect(lanes == ["finger 1", "doubleTap", "tap", "longPress", "moveLine", "view canvas", "actions", "console", "model"])
        #expect(text.contains("waiting for doubleTap"), "\(text)")
        #expect(text.contains("└"))
        // The axis runs to the last event: doubleTap fails 350 ms after the lift at 50 ms.
        #expect(text.contains(" 0ms ") && text.contains("400ms"), "\(text)")
        // The tap lane: possible, waiting, then recognized in that order.
        let tap = try #require(text.split(separator: "\n").first { $0.hasPrefix("  tap ") })
        let marks = tap.filter { "┄░✓✗".contains($0) }
        #expect(marks.first == "┄")
        #expect(marks.last == "✓")
        #expect(marks.contains("░"))
    }

    @Test func theCanvasDrawsViewsLinesAndFingers() {
        // With no recognizers the finger's touchesBegan reaches the view at once and starts a line.
        let run = record("use touchtracker bare\ndrag from 20,100 to 355,100\ndown 2 at 180,400\n")
        let text = CanvasText(width: 80, maxRows: 30).render(run.recorder.screen)
        let rows = text.split(separator: "\n")
        for row in rows { #expect(Self.visibleWidth(row) <= 80, "\(row)") }
        #expect(text.contains("canvas"), "the view's name")
        #expect(text.contains("●2"), "finger 2 down")
        #expect(text.contains("line 0 20,100 → 355,100"))
        #expect(text.contains("finger 2: 180,400 → 180,400 (in progress)"))
        // The line at y = 100 pt is one row of braille dots across most of the screen.
        let widest = rows.map { $0.unicodeScalars.filter { $0.value > 0x2800 && $0.value <= 0x28FF }.count }.max() ?? 0
        #expect(widest >= 30)
    }

    /// A table that fills its parent shares the parent's top-left corner, and so does its first row: both
    /// canvases write the names one after the other on the corner's line instead of one over the other. (On a canvas
    /// of 62 rows, where the first row's 44 pt leave a line free of frames for the names: on one of 30 the row's
    /// bottom edge runs through that line, and no name is written over it, `namesNeverOverwriteAFramesBorder`.)
    @Test func namesOfViewsSharingACornerFollowEachOther() throws {
        let run = record("view page frame 0,0,375,667\nview list frame 0,0,375,667 in page tableView rows 20\nwait 10ms\n")
        let text = CanvasText(width: 80, maxRows: 62).render(run.recorder.screen)
        // The names, in order, on one row, each two cells after the one before.
        let line = try #require(text.split(separator: "\n").first { $0.contains("page") })
        let names = line.unicodeScalars.filter { !(0x2800...0x28FF).contains($0.value) && $0 != "│" }
        #expect(String(String.UnicodeScalarView(names)).trimmingCharacters(in: .whitespaces) == "page  list  row 0")
        let pageAt = try #require(line.range(of: "page")), listAt = try #require(line.range(of: "list"))
        #expect(line.distance(from: pageAt.upperBound, to: listAt.lowerBound) == 2)

        let svg = CanvasSVG(scene: run.recorder.screen, paths: []).render(left: 0, top: 0)
        func label(_ name: String) throws -> (x: Double, y: Double) {
            let group = try #require(svg.range(of: "data-name=\"\(name)\""))
            let text = try #require(svg.range(of: "<text x=\"", range: group.upperBound..<svg.endIndex))
            let x = try #require(Double(svg[text.upperBound...].prefix { $0 != "\"" }))
            let yAt = try #require(svg.range(of: "y=\"", range: text.upperBound..<svg.endIndex))
            let y = try #require(Double(svg[yAt.upperBound...].prefix { $0 != "\"" }))
            return (x, y)
        }
        let page = try label("page"), list = try label("list"), row = try label("row 0")
        #expect(page.y == list.y && list.y == row.y, "one line")
        #expect(list.x >= page.x + 6 * 6.6 - 0.01, "list starts after page and the gap")
        #expect(row.x >= list.x + 6 * 6.6 - 0.01)
    }

    /// A name stops where it would overwrite a frame's border: `row 11` of a table filling a 375 × 667 screen (660 to
    /// 720 pt) starts on the bottom row, which the frames' bottom edges fill, and is left out (it used to replace
    /// them); a name longer than its view is cut at the view's right edge, with an ellipsis; a name whose line a table's row line
    /// crosses is left out. Every dot the frames draw is drawn with the names as without them.
    @Test(arguments: [(80, 40), (160, 40), (80, 62), (160, 100)])
    func namesNeverOverwriteAFramesBorder(width: Int, rows: Int) {
        let run = record("""
            view list frame 0,0,375,667 tableView rows 20 rowHeight 60
            view narrowButtonWithALongName frame 300,130,40,40 button
            view bottomBar frame 0,600,375,67
            view shortList frame 20,200,200,130 tableView rows 9 rowHeight 60
            wait 10ms

            """)
        let canvas = CanvasText(width: width, maxRows: rows)
        let named = canvas.render(run.recorder.screen)
        var nameless = run.recorder.screen
        nameless.views = nameless.views.map { ("", $0.frame) }
        let frames = canvas.render(nameless)
        let namedLines = named.split(separator: "\n"), frameLines = frames.split(separator: "\n")
        #expect(namedLines.count == frameLines.count)
        for (n, f) in zip(namedLines, frameLines) {
            #expect(n.count == f.count, "\(n)")
            for (a, b) in zip(n, f) where b != " " && b.unicodeScalars.allSatisfy({ (0x2801...0x28FF).contains($0.value) }) {
                #expect(a == b, "a name overwrites a frame:\n\(named)")
            }
        }
        #expect(named.contains("row 10"), "\(named)")
        #expect(!named.contains("row 11"), "\(named)")
        #expect(!named.contains("narrowButtonWithALongName"), "\(named)")
        // Cut short, it ends in an ellipsis (`nar` alone would read as a name of its own).
        #expect(named.contains(/na[a-zA-Z]*…/), "\(named)")
    }

    /// The SVG canvas (and the HTML page's) keeps each name inside its view's frame as drawn, never across its lines:
    /// a name longer than its view is cut at the view's right edge (it used to run across it and off the screen), a
    /// row cut short by its table's bottom edge has no name (it used to hang across that edge).
    @Test func theSVGCanvasKeepsNamesInsideTheirFrames() throws {
        let run = record("""
            view list frame 0,0,375,667 tableView rows 20 rowHeight 60
            view narrowButtonWithALongName frame 300,130,40,40 button
            view shortList frame 20,200,200,130 tableView rows 9 rowHeight 60
            wait 10ms

            """)
        let svg = CanvasSVG(scene: run.recorder.screen, paths: []).render(left: 0, top: 0)
        let pattern = #/<g class="view" data-name="([^"]*)"><rect x="([-0-9.]+)" y="([-0-9.]+)" width="([0-9.]+)" height="([0-9.]+)"/>(?:<text x="([-0-9.]+)" y="([-0-9.]+)">([^<]*)(?:<title>([^<]*)</title>)?</text>)?</g>/#
        var texts: [String: String] = [:]
        var groups = 0
        for m in svg.matches(of: pattern) {
            groups += 1
            guard let tx = m.6, let ty = m.7, let text = m.8 else { continue }
            let (x, y, w, h) = (Double(m.2)!, Double(m.3)!, Double(m.4)!, Double(m.5)!)
            texts[String(m.1)] = String(text)
            // A name cut short ends in an ellipsis and has the whole name as its title; a whole name has none.
            if text.hasSuffix("…") {
                #expect(String(m.1).hasPrefix(String(text.dropLast())) && m.9.map(String.init) == String(m.1))
            } else {
                #expect(String(m.1) == String(text) && m.9 == nil)
            }
            #expect(Double(ty)! + 3 <= y + h + 0.01, "\(m.1)'s name hangs below its frame")
            #expect(Double(tx)! + Double(text.count) * 6.6 <= x + w + 0.01, "\(m.1)'s name runs across its right edge")
        }
        #expect(groups == 1 + 12 + 1 + 1 + 3, "\(svg)")
        #expect(texts["narrowButtonWithALongName"] == "na…")
        #expect(texts["row 1"] == "row 1")
        #expect(texts["list"] == "list")
        // shortList's third row shows 10 pt (320 to 330) above the table's bottom edge: no room for its name.
        #expect(svg.contains("data-name=\"row 2\""))
        #expect(svg.matches(of: #/data-name="row 2"><rect[^>]*/><text/#).count == 1, "only the list's row 2 is named")
    }

    /// No name on the SVG canvas is crossed by another view's frame: a child's frame over its parent's name (a button
    /// at 20,20 in a panel at 0,0), a sibling's edge through a long name (cut with an ellipsis before it), a frame's top
    /// edge through a neighbour's letters (left out). Each name's letters (from 9 px above its baseline to 3 px below,
    /// 6.6 px a character) are checked against every other frame's four lines.
    @Test func theSVGCanvasWritesNoNameAcrossAnotherFrame() throws {
        let run = record("""
            view panel frame 0,0,375,667
            view ok frame 20,20,100,44 in panel button
            view containerWithALongName frame 0,300,375,200
            view sidebar frame 60,290,100,100
            view list frame 0,520,375,147 tableView rows 9 rowHeight 60
            wait 10ms

            """)
        let svg = CanvasSVG(scene: run.recorder.screen, paths: []).render(left: 0, top: 0)
        let pattern = #/<g class="view" data-name="([^"]*)"><rect x="([-0-9.]+)" y="([-0-9.]+)" width="([0-9.]+)" height="([0-9.]+)"/>(?:<text x="([-0-9.]+)" y="([-0-9.]+)">([^<]*)(?:<title>([^<]*)</title>)?</text>)?</g>/#
        var frames: [(name: String, x: Double, y: Double, w: Double, h: Double)] = []
        var texts: [(name: String, x: Double, y: Double, text: String)] = []
        for m in svg.matches(of: pattern) {
            frames.append((String(m.1), Double(m.2)!, Double(m.3)!, Double(m.4)!, Double(m.5)!))
            if let tx = m.6, let ty = m.7, let text = m.8 { texts.append((String(m.1), Double(tx)!, Double(ty)!, String(text))) }
        }
        #expect(frames.count == 5 + 3, "\(svg)")
        for t in texts {
            let (left, right, top, bottom) = (t.x, t.x + Double(t.text.count) * 6.6, t.y - 9, t.y + 3)
            for f in frames where f.name != t.name {
                for lineX in [f.x, f.x + f.w] where lineX > left + 0.01 && lineX < right - 0.01 {
                    #expect(!(f.y < bottom && f.y + f.h > top), "\(f.name)'s frame crosses \(t.name)'s name '\(t.text)'")
                }
                for lineY in [f.y, f.y + f.h] where lineY > top + 0.01 && lineY < bottom - 0.01 {
                    #expect(!(f.x < right && f.x + f.w > left), "\(f.name)'s frame runs through \(t.name)'s name '\(t.text)'")
                }
            }
        }
        let shown = Dictionary(texts.map { ($0.name, $0.text) }, uniquingKeysWith: { a, _ in a })
        // ok's corner (14.4 px) is two characters from where panel's name starts (4 px): no room for it.
        #expect(shown["panel"] == nil)
        #expect(shown["ok"] == "ok")
        // sidebar's left edge (43.2 px) leaves five characters of the long name, the last an ellipsis.
        #expect(shown["containerWithALongName"] == "cont…")
        #expect(svg.contains("<title>containerWithALongName</title>"))
        // containerWithALongName's top edge (216 px) runs through sidebar's letters (from 213.8 px to 225.8 px).
        #expect(shown["sidebar"] == nil)
        // A table's rows share its left edge and its top: the table's name and its rows' are whole.
        #expect(shown["list"] == "list")
        #expect(shown["row 0"] == "row 0")
        #expect(shown["row 1"] == "row 1")
    }

    /// A canvas as wide as the terminal (a tall terminal lets a portrait screen grow to the full width) keeps every
    /// line within the width: the screen's size moves above the box instead of wrapping after its top edge.
    @Test(arguments: [(80, 62), (80, 30), (160, 40), (40, 100)])
    func everyLineOfTheCanvasFitsTheWidth(width: Int, rows: Int) {
        let run = record("view page frame 0,0,320,480\nview list frame 0,0,320,480 in page tableView rows 50\nwait 10ms\n")
        let text = CanvasText(width: width, maxRows: rows).render(run.recorder.screen)
        for line in text.split(separator: "\n") {
            #expect(line.count <= width, "\(line.count) characters: \(line)")
        }
        #expect(text.contains("375 × 667 pt"))
    }

    /// The SVG canvas draws a view as much as the screen shows of it: the last visible row of a table that fills a
    /// 375 × 667 screen (row 15, from 660 to 704 pt) ends at the screen's bottom edge, and its name, which would hang
    /// below the screen, is left out; views wholly inside keep their exact frames and names.
    @Test func theSVGCanvasCutsViewsAtTheScreenEdges() throws {
        let run = record("view page frame 0,0,375,667\nview list frame 0,0,375,667 in page tableView rows 20\nwait 10ms\n")
        let canvas = CanvasSVG(scene: run.recorder.screen, paths: [])
        let svg = canvas.render(left: 0, top: 0)
        let s = canvas.height / 667
        func group(_ name: String) throws -> Substring {
            let start = try #require(svg.range(of: "data-name=\"\(name)\""))
            let end = try #require(svg.range(of: "</g>", range: start.upperBound..<svg.endIndex))
            return svg[start.upperBound..<end.lowerBound]
        }
        func number(_ attribute: String, in text: Substring) throws -> Double {
            let at = try #require(text.range(of: " \(attribute)=\""))
            return try #require(Double(text[at.upperBound...].prefix { $0 != "\"" }))
        }
        let last = try group("row 15")
        #expect(abs(try number("y", in: last) + number("height", in: last) - 667 * s) < 0.1, "row 15 ends at the screen's edge")
        #expect(!last.contains("<text"), "row 15's name would hang below the screen")
        let first = try group("row 0")
        #expect(abs(try number("height", in: first) - 44 * s) < 0.1, "drawn to a tenth of a pixel")
        #expect(first.contains(">row 0</text>"))
    }

    /// Views off the screen are not drawn and do not push the names of those drawn: a pager scrolled to its third
    /// page names the pager, the page's table and its first row side by side, as if the first two pages (and their
    /// rows) were not there.
    @Test func viewsOffTheScreenLeaveTheNamesOfThoseOnIt() throws {
        let run = record("""
            view pager frame 0,0,375,667 scrollView content 1125,667
            view inbox frame 0,0,375,667 in pager tableView rows 40
            view photos frame 375,0,375,667 in pager scrollView content 1125,667
            view archive frame 750,0,375,667 in pager tableView rows 40
            pager.contentOffset = 750,0
            wait 10ms

            """)
        let svg = CanvasSVG(scene: run.recorder.screen, paths: []).render(left: 0, top: 0)
        #expect(!svg.contains("data-name=\"inbox\"") && !svg.contains("data-name=\"photos\""))
        func labelX(_ name: String) throws -> Double {
            let group = try #require(svg.range(of: "data-name=\"\(name)\""))
            let text = try #require(svg.range(of: "<text x=\"", range: group.upperBound..<svg.endIndex))
            return try #require(Double(svg[text.upperBound...].prefix { $0 != "\"" }))
        }
        let pager = try labelX("pager"), archive = try labelX("archive"), row = try labelX("row 0")
        #expect(abs(archive - (pager + Double("pager".count + 2) * PictureStyle.charWidth11)) < 0.1)
        #expect(abs(row - (archive + Double("archive".count + 2) * PictureStyle.charWidth11)) < 0.1)
    }

    /// A scroll view shows its content only inside its bounds (UIScrollView clips to them): a button scrolled up out
    /// of its scroll view is not drawn above it, one scrolled half out is cut at the scroll view's edge, and a plain
    /// view's subview that sticks out of it is drawn whole (UIView does not clip).
    @Test func scrollViewsCutTheirContentToTheirBounds() throws {
        let run = record("""
            view list frame 0,100,375,300 scrollView content 375,2000
            view gone frame 20,40,150,44 in list button
            view half frame 20,80,150,44 in list button
            view whole frame 20,180,150,44 in list button
            view panel frame 0,500,100,100
            view badge frame 80,-10,40,40 in panel
            list.contentOffset = 0,100
            wait 10ms

            """)
        let views = Dictionary(uniqueKeysWithValues: run.recorder.screen.views.map { ($0.name, $0.frame) })
        #expect(views["gone"] == nil, "scrolled out above the list")
        let half = try #require(views["half"])
        #expect(half.origin.y == 100 && half.height == 24, "80 − 100 + 100 = 80: cut at the list's top, 100")
        let whole = try #require(views["whole"])
        #expect(whole.origin.y == 180 && whole.height == 44, "wholly inside: 100 + 180 − 100")
        let badge = try #require(views["badge"])
        #expect(badge.origin.y == 490 && badge.height == 40, "a plain view clips nothing")
        let list = try #require(views["list"])
        for (name, f) in views where name != "list" && name != "panel" && name != "badge" {
            #expect(f.origin.y >= list.origin.y && f.origin.y + f.height <= list.origin.y + list.height, "\(name) inside the list")
        }
    }

    @Test func aRunOfManyEventsStaysWithinTheLaneCapacity() {
        let run = record("recognizer t = tap\nrepeat 1 { tap at 10,10 }\n")
        var builder = TimelineBuilder()
        var scene = StreamScene()
        for output in run.sceneOutputs { scene.read(output) }
        // 60,000 taps' worth of trace, fed as the session would: the lanes aggregate.
        let id = run.session.env.recognizer(named: "t")!
        for k in 0..<60_000 {
            let t = VirtualTime(microseconds: Int64(k) * 1000)
            builder.consume(.trace([
                .touchEvent(time: t, changes: [TouchChangeRecord(finger: 1, phase: .began, location: Point(x: 10, y: 10), view: .window)]),
                .touchEvent(time: t, changes: [TouchChangeRecord(finger: 1, phase: .ended, location: Point(x: 10, y: 10), view: .window)]),
                .transition(time: t, recognizer: id, from: .possible, to: .ended, cause: .tapCount(required: 1)),
                .reset(time: t, recognizers: [id]),
            ]), scene: scene)
        }
        let timeline = builder.timeline()
        #expect(timeline.events == 120_000)
        for lane in timeline.lanes {
            #expect(lane.items.count <= Lane.capacity, "\(lane.title): \(lane.items.count)")
            #expect(lane.items.reduce(0) { $0 + $1.count } >= 60_000, "every event is still counted in \(lane.title)")
        }
        #expect(timeline.lanes.contains { $0.merged > 0 })
        let text = TimelineText(width: 80).render(timeline)
        #expect(text.contains("aggregated"))
    }
}
