import GestureEngine
import GestureScript

/// One SVG file: a title, the timeline (`TimelineSVG`) and the canvas at the end (`CanvasSVG`). The same input
/// gives the same bytes (no dates; numbers with at most one decimal).
public enum PictureSVG {
    public static func render(_ recorder: PictureRecorder, scene: CanvasScene, title: String) -> String {
        let timeline = TimelineSVG(timeline: recorder.timeline.timeline())
        let canvas = CanvasSVG(scene: scene, paths: recorder.canvas.paths)
        let canvasTop = 40 + timeline.height + 30
        let width = TimelineSVG.chartX + TimelineSVG.chartWidth + 20
        let height = canvasTop + canvas.height + 20
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"gesturelab-picture\" width=\"\(XMLText.num(width))\" height=\"\(XMLText.num(height))\" viewBox=\"0 0 \(XMLText.num(width)) \(XMLText.num(height))\">\n"
        out += "<style>\n" + PictureStyle.css + "\n</style>\n"
        out += "<rect x=\"0\" y=\"0\" width=\"\(XMLText.num(width))\" height=\"\(XMLText.num(height))\" fill=\"#fff\"/>\n"
        out += "<text class=\"title\" x=\"10\" y=\"24\">\(XMLText.escape(title))</text>\n"
        out += timeline.render(top: 40)
        out += "<text class=\"title\" x=\"10\" y=\"\(XMLText.num(canvasTop - 8))\">canvas at \(formatMicroseconds(recorder.timeline.now)): views, finger paths (a tick every round interval), lines</text>\n"
        out += canvas.render(left: 10, top: canvasTop)
        out += "</svg>\n"
        return out
    }
}
