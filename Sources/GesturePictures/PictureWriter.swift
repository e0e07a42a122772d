import GestureScript

/// Writes a recorder's pictures to a file chosen by its extension: `.svg` (timeline and canvas) or `.html`/`.htm`
/// (the self-contained page). Atomic: a failure leaves no file behind.
public enum PictureWriter {
    public enum Format: String, Sendable {
        case svg = "SVG picture", html = "HTML page"

        /// The format a file name asks for, or nil.
        public static func of(_ path: String) -> Format? {
            let lower = path.lowercased()
            if lower.hasSuffix(".svg") { return .svg }
            if lower.hasSuffix(".html") || lower.hasSuffix(".htm") || lower.hasSuffix(".xhtml") { return .html }
            return nil
        }
    }

    /// Renders and writes; the success value names what was written.
    public static func write(_ recorder: PictureRecorder, session: Session, to path: String, format: Format? = nil, title: String,
                             extra: (heading: String, text: String)? = nil) -> Result<String, AtomicFile.Failure> {
        guard let format = format ?? Format.of(path) else {
            return .failure(AtomicFile.Failure(message: "'\(path)': name the file .svg (timeline and canvas) or .html (the page with the time cursor)"))
        }
        let scene = CanvasScene(session)
        let text: String =
            switch format {
            case .svg: PictureSVG.render(recorder, scene: scene, title: title)
            case .html: PictureHTML.render(recorder, scene: scene, title: title, extra: extra)
            }
        return AtomicFile.write(text, to: path).map { format.rawValue }
    }
}
