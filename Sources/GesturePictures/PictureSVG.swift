import GestureEngine
import GestureScript
import GestureSupport

/// One SVG file: a title, the timeline (`TimelineSVG`) and the canvas at the end (`CanvasSVG`); with several scenes,
/// one such section per scene (`<g class="scene" data-scene="N">`), each on its own clock under its own heading.
/// The same input gives the same bytes (no dates; numbers with at most one decimal).
public enum PictureSVG {
    /// `scene` is the current scene's screen (the earlier scenes' were kept when they ended).
    public static func render(_ recorder: PictureRecorder, scene: CanvasScene, title: String) -> String {
        let scenes = ScenePictures.fitted(recorder.scenes(screen: scene))
        let several = scenes.count > 1 || recorder.omittedScenes > 0
        let width = TimelineSVG.chartX + TimelineSVG.chartWidth + 20
        var body = ""
        var y = several ? 48.0 : 40.0
        if let omitted = recorder.omittedScenesText {
            body += "<text class=\"omitted\" x=\"10\" y=\"\(XMLText.num(y + 4))\">\(MarkupText.content(omitted))</text>\n"
            y += 22
        }
        let last = scenes.last?.scene.number ?? 1
        let ticks = CanvasSVG.ticksPerPath(paths: scenes.reduce(0) { $0 + $1.scene.canvas.paths.count })
        for (k, s) in scenes.enumerated() {
            if several {
                body += "<g class=\"scene\" data-scene=\"\(s.scene.number)\">\n"
                body += "<text class=\"scene-title\" x=\"10\" y=\"\(XMLText.num(y + 8))\">scene \(s.scene.number) of \(last): \(MarkupText.content(s.scene.title))</text>\n"
                y += 26
            }
            let timeline = TimelineSVG(timeline: s.timeline)
            let canvas = CanvasSVG(scene: s.scene.screen, paths: s.scene.canvas.paths, idSuffix: k == 0 ? "" : "-\(k + 1)",
                                   ticksPerPath: ticks)
            let canvasTop = y + timeline.height + 30
            body += timeline.render(top: y)
            body += "<text class=\"title\" x=\"10\" y=\"\(XMLText.num(canvasTop - 8))\">canvas at \(formatMicroseconds(s.scene.end)): views, finger paths (a tick every round interval), lines</text>\n"
            body += canvas.render(left: 10, top: canvasTop)
            if several { body += "</g>\n" }
            y = canvasTop + canvas.height + (several ? 40 : 20)
        }
        let height = y - (several ? 20 : 0)
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"gesturelab-picture\" width=\"\(XMLText.num(width))\" height=\"\(XMLText.num(height))\" viewBox=\"0 0 \(XMLText.num(width)) \(XMLText.num(height))\">\n"
        out += "<style>\n" + PictureStyle.css + "\n</style>\n"
        out += "<rect x=\"0\" y=\"0\" width=\"\(XMLText.num(width))\" height=\"\(XMLText.num(height))\" fill=\"#fff\"/>\n"
        out += "<text class=\"title\" x=\"10\" y=\"24\">\(MarkupText.content(title))</text>\n"
        out += body
        out += "</svg>\n"
        return out
    }
}
