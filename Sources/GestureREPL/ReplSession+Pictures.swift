import GestureEngine
import GesturePictures
import GestureScript

/// `:timeline`, `:canvas` and `:picture`: the pictures of what this session reported.
extension ReplSession {
    /// `:timeline` (the most recent gesture) or `:timeline all` (everything since the last `:reset`).
    func timeline(_ argument: String) {
        let size = terminalSize()
        let text = TimelineText(width: size.columns, style: style)
        let built = pictures.timeline.timeline(until: session.env.now.microseconds)
        switch argument {
        case "":
            guard let first = session.lastGesture.first else {
                write("  no gesture yet: touch the screen first (tap at 100,100), or ':timeline all' for everything\n")
                return
            }
            let start = first.time.microseconds
            write(text.render(built, from: start, fromStep: pictures.timeline.gestureStartStep(at: start), to: built.end, title: "last gesture"))
        case "all":
            write(text.render(built, title: "session"))
        default:
            write(style.red("error:") + " ':timeline \(visible: argument)': expected nothing (the last gesture) or 'all' (the whole session)\n")
        }
    }

    /// `:canvas`: the screen as it is now.
    func canvas(_ argument: String) {
        guard argument.isEmpty else {
            write(style.red("error:") + " ':canvas' takes no argument (it draws the screen as it is now)\n")
            return
        }
        let size = terminalSize()
        write(CanvasText(width: size.columns, maxRows: max(8, size.rows - 8), style: style).render(CanvasScene(session)))
    }

    /// `:picture FILE.svg|FILE.html`: the session's timeline and canvas as a file.
    func picture(_ path: String) {
        guard !path.isEmpty else {
            write("  usage: :picture FILE.svg or :picture FILE.html (the timeline and the canvas of this session)\n")
            return
        }
        switch PictureFile.write(pictures, session: session, to: path, title: "GestureLab REPL session") {
        case .success(let format): write("  \(format) written to \(visible: path)\n")
        case .failure(let e): write(style.red("error:") + " \(visible: "\(e)")\n")
        }
    }
}
