import GesturePictures
import GestureSupport

/// Writes a recorder's pictures to a file (`:picture`, `run --svg/--html`, `report --html -o`): the format from the
/// extension unless given, written whole or not at all (`AtomicFile`).
public enum PictureFile {
    /// Renders and writes; the success value names what was written ("SVG picture", "HTML page").
    public static func write(_ recorder: PictureRecorder, to path: String, format: PictureFormat? = nil, title: String,
                             extra: (heading: String, text: String)? = nil) -> Result<String, FileWriteError> {
        guard let format = format ?? PictureFormat.of(path) else {
            if FileBytes.isDirectory(path) {
                return .failure(FileWriteError(path: path, reason: "it is a directory (give a file name inside it, such as session.svg)"))
            }
            return .failure(FileWriteError(path: path, reason: "name the file .svg (timeline and canvas) or .html (the page with the time cursor)"))
        }
        var finished = recorder
        finished.finish()
        let text = format.render(finished, scene: finished.screen, title: title, extra: extra)
        do {
            try AtomicFile.write(text, to: path)
            return .success(format.rawValue)
        } catch {
            return .failure(error)
        }
    }
}
