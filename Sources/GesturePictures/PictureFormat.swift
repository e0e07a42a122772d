/// The picture file formats, chosen by a file's extension.
public enum PictureFormat: String, Sendable {
    case svg = "SVG picture", html = "HTML page"

    /// The format a file name asks for (`.svg`; `.html`, `.htm` or `.xhtml`), or nil.
    public static func of(_ path: String) -> PictureFormat? {
        let lower = path.lowercased()
        if lower.hasSuffix(".svg") { return .svg }
        if lower.hasSuffix(".html") || lower.hasSuffix(".htm") || lower.hasSuffix(".xhtml") { return .html }
        return nil
    }

    /// Renders a recorder's pictures in this format.
    public func render(_ recorder: PictureRecorder, scene: CanvasScene, title: String, extra: (heading: String, text: String)? = nil) -> String {
        switch self {
        case .svg: PictureSVG.render(recorder, scene: scene, title: title)
        case .html: PictureHTML.render(recorder, scene: scene, title: title, extra: extra)
        }
    }
}
