import GestureEngine
import class GestureLab.Scene
import GesturePictures
import GestureSupport

/// `:timeline`, `:canvas` and `:picture`: the pictures of what this session reported.
extension ReplSession {
    /// `:timeline` (the most recent gesture) or `:timeline all` (everything since the last `:reset`, one section per
    /// scene).
    func timeline(_ argument: String) {
        let size = terminalSize()
        let text = TimelineText(width: size.columns, style: style)
        let now = scene.env.now.microseconds
        switch argument {
        case "":
            guard let first = whyLog.lastGesture.first, let last = whyLog.lastGesture.last else {
                write("  no gesture yet: touch the screen first (tap at 100,100), or ':timeline all' for everything\n")
                return
            }
            // The gesture, not the session's clock: it ends with its last event (a lift, a timer that decided it)
            // unless a finger is still down; a `wait` after it is not part of it.
            let start = first.time.microseconds
            let end = scene.env.fingersDown.isEmpty ? last.time.microseconds : now
            let built = pictures.timeline.timeline(until: end)
            write(pictureCharset.draw(text.render(built, from: start, fromStep: pictures.timeline.gestureStartStep(at: start), to: end, title: "last gesture")))
        case "all":
            var recorded = pictures
            recorded.finish()
            write(pictureCharset.draw(text.render(scenes: recorded.scenes(screen: recorded.screen, now: now), title: "session",
                                                  omittedScenes: recorded.omittedScenesText)))
        default:
            writeWrapped(style.red("error:") + " ':timeline \(visible: argument)': expected nothing (the last gesture) or 'all' (the whole session)\n")
        }
    }

    /// `:canvas`: the screen as it is now.
    func canvas(_ argument: String) {
        guard argument.isEmpty else {
            writeWrapped(style.red("error:") + " ':canvas' takes no argument (it draws the screen as it is now)\n")
            return
        }
        let size = terminalSize()
        write(pictureCharset.draw(CanvasText(width: size.columns, maxRows: max(8, size.rows - 8), style: style).render(pictures.screen)))
    }

    /// `:picture FILE.svg|FILE.html`: the session's timeline and canvas as a file.
    func picture(_ path: String) {
        guard !path.isEmpty else {
            write("  usage: :picture FILE.svg or :picture FILE.html (the timeline and the canvas of this session)\n")
            return
        }
        switch PictureFile.write(pictures, to: path, title: "GestureLab REPL session") {
        case .success(let format): write("  \(format) written to \(visible: path)\n")
        case .failure(let e): writeWrapped(style.red("error:") + " \(visible: "\(e)")\n")
        }
    }
}
