import GestureEngine
import GestureScript
import GestureSupport
import TouchTracker

/// The canvas as SVG elements: the screen, each view's frame and name (`<g class="view" data-name>`), each finger's
/// path (`<g class="finger-path" data-finger>`) with a tick every round interval (`<circle class="tick">` with
/// the time in its `<title>`), TouchTracker's lines (`<line class="line finished|current|selected">`), the fingers
/// still down and the menu. Coordinates are points scaled to `height` px.
struct CanvasSVG {
    var scene: CanvasScene
    var paths: [CanvasRecorder.Path]
    /// The drawn height of the screen, px.
    var height = 480.0
    /// Appended to the ids of the groups the HTML page redraws (`model-lines`, `fingers-down`): one scene's
    /// canvas is told from another's (the first scene's have none).
    var idSuffix = ""
    /// Time ticks drawn at most on each path (`ticksPerPath(paths:)`).
    var ticksPerPath = 50
    /// The HTML page's canvas, which shows one instant (the time cursor's, the run's end before the cursor moves):
    /// only the paths of the fingers down then (from touch-down to that instant: where each finger is now and how it
    /// got there), each finger's dot numbered, in a group the page redraws (`finger-paths`). The SVG file's
    /// canvas (false) shows every path of the run.
    var atCursor = false

    /// Ticks per path when a picture draws `paths` paths: about ten per path, fewer when there are many paths, so
    /// that a picture has at most `PictureLimits.ticksDrawn` (and each path still at least two).
    static func ticksPerPath(paths: Int) -> Int { max(2, min(50, PictureLimits.ticksDrawn / max(1, paths))) }

    /// How far a view name's letters (11 px) reach above their baseline, px: capitals and ascenders are about
    /// 0.76 em tall in the pictures' monospace fonts (Menlo, DejaVu Sans Mono), 8.4 px; a line above that, in the
    /// em box's top gap, touches none of them.
    static let nameAscent = 9.0

    var scale: Double { height / max(1, scene.screenHeight) }
    var width: Double { scene.screenWidth * scale }

    func render(left: Double, top: Double) -> String {
        let s = scale
        func n(_ v: Double) -> String { XMLText.num(v) }
        var out = "<g class=\"canvas\" data-scale=\"\(n(s * 1000))\" transform=\"translate(\(n(left)),\(n(top)))\">\n"
        out += "<rect class=\"screen\" x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\"/>\n"
        // Each view as much of it as the screen shows (a table's last visible row, a scrolled page), as the device
        // would: its frame cut at the screen's edges, its name only inside that frame, never across its lines.
        let screen = Rect(x: 0, y: 0, width: scene.screenWidth, height: scene.screenHeight)
        let shown = scene.views.map { v in StreamScene.cut(v.frame, to: screen) }
        // Names of views that share a top-left corner (as drawn) follow each other on one line (names are 11 px).
        // (A view off the screen keeps its own corner: it is not drawn, and must not push the names of those drawn.)
        let corners = zip(scene.views, shown).map { v, f in (f ?? v.frame).origin }
        let labelOffsets = ViewLabelPlacement.offsets(corners.map { c in [n(c.x * s), n(c.y * s)] }, names: scene.views.map(\.name))
        // The frames drawn, px, in the order of the views drawn.
        let drawn = shown.compactMap { $0.map { f in Rect(x: f.origin.x * s, y: f.origin.y * s, width: f.width * s, height: f.height * s) } }
        var drawnIndex = 0
        for ((v, frame), offset) in zip(zip(scene.views, shown), labelOffsets) {
            guard let f = frame else { continue }
            let i = drawnIndex
            drawnIndex += 1
            out += "<g class=\"view\" data-name=\"\(MarkupText.attribute(v.name))\"><rect x=\"\(n(f.origin.x * s))\" y=\"\(n(f.origin.y * s))\" width=\"\(n(f.width * s))\" height=\"\(n(f.height * s))\"/>"
            // The name's baseline is 14 px below the view's top; its letters reach about 3 px below that (11 px type):
            // left out where the frame (as shown) ends above them, cut with an ellipsis before its right edge (the
            // whole name as the text's title, shown on hover), as the timeline cuts its lanes' names.
            // Nor across another view's frame (a child's over its parent's name): cut before the first of its
            // vertical lines that crosses the letters, left out where one of its horizontal lines does, as the
            // terminal cuts a name where a frame's line passes.
            let x = f.origin.x * s + 4 + PictureStyle.charWidth11 * Double(offset)
            let fitting = max(0, Int((((f.origin.x + f.width) * s - x) / PictureStyle.charWidth11).rounded(.down)))
            let clear = ViewLabelPlacement.room(x: x, top: f.origin.y * s + 14 - Self.nameAscent, bottom: f.origin.y * s + 14 + 3,
                                                charWidth: PictureStyle.charWidth11, room: min(fitting, v.name.count), clearOf: drawn, except: i)
            if f.origin.y * s + 14 + 3 <= (f.origin.y + f.height) * s, let name = ViewLabelPlacement.cut(v.name, to: clear) {
                let title = name == v.name ? "" : "<title>\(MarkupText.content(v.name))</title>"
                out += "<text x=\"\(n(x))\" y=\"\(n(f.origin.y * s + 14))\">\(MarkupText.content(name))\(title)</text>"
            }
            out += "</g>\n"
        }
        out += atCursor ? "<g class=\"paths finger-paths\" id=\"finger-paths\(idSuffix)\">\n" : "<g class=\"paths\">\n"
        // At the end, the fingers down are the paths that end down, each drawn whole.
        for p in paths where !atCursor || p.isDown {
            guard let first = p.points.first, let last = p.points.last else { continue }
            out += "<g class=\"finger-path\" data-finger=\"\(p.finger)\" data-start=\"\(first.time)\" data-end=\"\(last.time)\">"
            out += "<title>finger \(p.finger): \(formatMicroseconds(first.time))–\(formatMicroseconds(last.time))</title>"
            out += "<polyline points=\"" + p.points.map { "\(n($0.x * s)),\(n($0.y * s))" }.joined(separator: " ") + "\"/>"
            for tick in Self.ticks(p.points, limit: ticksPerPath) {
                out += "<circle class=\"tick\" data-time=\"\(tick.time)\" cx=\"\(n(tick.x * s))\" cy=\"\(n(tick.y * s))\" r=\"2.5\"><title>finger \(p.finger) at \(formatMicroseconds(tick.time))</title></circle>"
            }
            out += "</g>\n"
        }
        out += "</g>\n<g class=\"lines model-lines\" id=\"model-lines\(idSuffix)\">\n"
        out += Self.lines(scene.model, scale: s)
        out += "</g>\n<g class=\"fingers fingers-down\" id=\"fingers-down\(idSuffix)\">\n"
        for f in scene.fingers {
            out += "<circle class=\"finger-down\" data-finger=\"\(f.finger)\" cx=\"\(n(f.at.x * s))\" cy=\"\(n(f.at.y * s))\" r=\"9\"><title>finger \(f.finger) down at \(f.at)</title></circle>\n"
            if atCursor { out += Self.fingerNumber(f.finger, x: f.at.x * s, y: f.at.y * s) + "\n" }
        }
        out += "</g>\n</g>\n"
        return out
    }

    /// A finger's number on its dot, as the HTML page's legend names it (`finger 1`); the page's script draws the
    /// same at the cursor.
    static func fingerNumber(_ finger: Int, x: Double, y: Double) -> String {
        "<text class=\"finger-number\" x=\"\(XMLText.num(x))\" y=\"\(XMLText.num(y + 4))\">\(finger)</text>"
    }

    /// The width TouchTracker strokes its lines with (unless the Gold challenge gave a line its own), in points: the chapter's `stroke(_:)` sets the path's
    /// `lineWidth` to 10 with round caps, so a line of length 0 (the first tap of a double tap) is a dot 10 pt across.
    static let lineWidth = 10.0

    /// The line model's lines and menu as SVG (also what the HTML page's cursor redraws), drawn as the app draws
    /// them: finished lines black, the selected one green, lines in progress red, 10 pt wide with round caps. A line
    /// of length 0 is drawn as its round cap, a dot (the chapter's red dot), since not every renderer caps a
    /// zero-length line.
    static func lines(_ model: ModelSnapshot?, scale s: Double) -> String {
        guard let m = model else { return "" }
        func n(_ v: Double) -> String { XMLText.num(v) }
        func stroke(_ cls: String, _ data: String, _ l: Line, _ title: String) -> String {
            // The Gold challenge gives each line its own width.
            let w = (l.width ?? lineWidth) * s
            if l.begin == l.end {
                return "<circle class=\"line-dot \(cls)\" \(data) cx=\"\(n(l.begin.x * s))\" cy=\"\(n(l.begin.y * s))\" r=\"\(n(w / 2))\"><title>\(title)</title></circle>\n"
            }
            let width = " style=\"stroke-width: \(n(w))px\""
            return "<line class=\"line \(cls)\" \(data) x1=\"\(n(l.begin.x * s))\" y1=\"\(n(l.begin.y * s))\" x2=\"\(n(l.end.x * s))\" y2=\"\(n(l.end.y * s))\"\(width)><title>\(title)</title></line>\n"
        }
        var out = ""
        for (i, l) in m.finishedLines.enumerated() {
            let cls = m.selectedLineIndex == i ? "selected" : "finished"
            out += stroke(cls, "data-index=\"\(i)\"", l, "line \(i): \(l.begin) → \(l.end)\(cls == "selected" ? " (selected)" : "")")
        }
        for (finger, l) in m.currentLines {
            out += stroke("current", "data-finger=\"\(finger)\"", l, "finger \(finger): \(l.begin) → \(l.end) (in progress)")
        }
        if m.menuVisible {
            let at = m.menuTarget ?? Point(x: 0, y: 0)
            let text = m.menuItems.joined(separator: " | ")
            out += "<g class=\"menu\"><rect x=\"\(n(at.x * s))\" y=\"\(n(at.y * s - 26))\" width=\"\(n(Double(text.count) * 7.5 + 16))\" height=\"22\" rx=\"5\"/>"
            out += "<text x=\"\(n(at.x * s + 8))\" y=\"\(n(at.y * s - 10))\">\(MarkupText.content(text))</text></g>\n"
        }
        return out
    }

    /// Points along a path at round times (1, 2 or 5 × 10ⁿ µs), about ten per path.
    static func ticks(_ points: [CanvasRecorder.Sample], limit: Int = 50) -> [CanvasRecorder.Sample] {
        guard let first = points.first, let last = points.last, last.time > first.time else { return [] }
        let step = TimelineAxis.roundStep(span: last.time - first.time, count: 10)
        var out: [CanvasRecorder.Sample] = []
        var t = (first.time / step + 1) * step
        var k = 0
        while t < last.time, out.count < limit {
            while k + 1 < points.count, points[k + 1].time < t { k += 1 }
            let a = points[k], b = points[min(k + 1, points.count - 1)]
            let f = b.time > a.time ? Double(t - a.time) / Double(b.time - a.time) : 0
            out.append(.init(time: t, step: a.step, x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f))
            t += step
        }
        return out
    }
}
