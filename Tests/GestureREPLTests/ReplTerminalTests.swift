import Foundation
import GestureSupport
import Testing
import GestureREPL
import GestureScript

/// The REPL on a terminal: transcripts and `error:` lines wrapped at its width, ASCII pictures where it cannot show
/// Unicode, `:canvas` sized by its width and height.
@Suite struct ReplTerminalTests {
    static func repl(_ lines: [String], width: Int?, charset: PictureCharset = .unicode,
                     size: (columns: Int, rows: Int) = (80, 50)) -> String {
        var out = ""
        let repl = ReplSession(reader: ScriptedLineReader(lines: lines), startsWithTouchTracker: true, style: .plain) { out += $0 }
        repl.answerWidth = { width }
        repl.pictureCharset = charset
        repl.terminalSize = { size }
        _ = repl.run()
        return out
    }

    @Test func theTranscriptAndErrorsWrapAt80Columns() {
        let lines = ["drag from 50,100 to 250,100", ":timeline everything please"]
        let out = Self.repl(lines, width: 80)
        #expect(out.split(separator: "\n").allSatisfy { $0.count <= 80 }, "\(out)")
        #expect(out.contains("""
              300ms        action moveLine(_:) ← moveLine [ended] · console "Recognized a
                           pan" · reset: moveLine · canvas.touchesEnded [1] · console
                           "touchesEnded(_:with:)" · model: lines 0 → 1, finger 1's line
                           ends
            """), "\(out)")
        #expect(out.contains("""
            error: ':timeline everything please': expected nothing (the last gesture) or
                   'all' (the whole session)
            """), "\(out)")
        // Piped (no width): whole lines, as before.
        let piped = Self.repl(lines, width: nil)
        #expect(piped.contains("  300ms        action moveLine(_:) ← moveLine [ended] · console \"Recognized a pan\" · reset: moveLine · "
                                + "canvas.touchesEnded [1] · console \"touchesEnded(_:with:)\" · model: lines 0 → 1, finger 1's line ends\n"))
    }

    /// `:scene` wraps at the terminal's width as answers do: TouchTracker's recognizers' lines broke mid-word at 80
    /// columns (`numberOfTaps` / `Required`), and piped it stays whole.
    @Test func theSceneWrapsAtTheTerminalsWidth() {
        let out = Self.repl(["tap at 100,100", ":scene"], width: 80)
        let scene = String(out[out.range(of: "scene: TouchTracker")!.lowerBound...])
        #expect(scene.split(separator: "\n").allSatisfy { $0.count <= 80 }, "\(scene)")
        #expect(scene.contains("    doubleTap = tap on canvas: possible; delaysTouchesBegan = true,\n      numberOfTapsRequired = 2\n"), "\(scene)")
        let piped = Self.repl(["tap at 100,100", ":scene"], width: nil)
        #expect(piped.contains("    doubleTap = tap on canvas: possible; delaysTouchesBegan = true, numberOfTapsRequired = 2\n"), "\(piped)")
    }

    /// The greeting wraps at the terminal's width too (its second line, 81 columns, broke mid-word at 80).
    @Test func theGreetingWrapsAtTheTerminalsWidth() {
        var out = ""
        let repl = ReplSession(reader: ScriptedLineReader(lines: [], isInteractive: true), startsWithTouchTracker: false,
                               style: .plain) { out += $0 }
        repl.answerWidth = { 80 }
        _ = repl.run()
        #expect(out.hasPrefix("GestureLab "), "\(out)")
        #expect(out.contains("\nType statements (down 1 at 100,100), :help for commands, :quit or Ctrl-D to\n  leave.\n"), "\(out)")
        #expect(out.split(separator: "\n").allSatisfy { $0.count <= 80 }, "\(out)")
    }

    @Test func asciiPicturesWhereTheTerminalCannotShowUnicode() {
        let lines = ["tap at 100,300", "drag from 50,100 to 250,100", ":timeline", ":canvas"]
        let ascii = Self.repl(lines, width: nil, charset: .ascii)
        let pictures = String(ascii[ascii.range(of: "last gesture:")!.lowerBound...])
        #expect(pictures.utf8.allSatisfy { $0 < 0x80 }, "\(pictures)")
        #expect(pictures.contains("  finger 1    |O"), "\(pictures)")
        #expect(pictures.contains("line 0 50,100 -> 250,100"), "\(pictures)")
        let unicode = Self.repl(lines, width: nil)
        #expect(unicode.contains("  finger 1    │●"))
    }

    /// `:canvas` fills the terminal: at 160 × 50 the screen is drawn taller than at 80 × 24.
    @Test func theCanvasIsSizedByTheTerminal() {
        func rows(_ size: (columns: Int, rows: Int)) -> Int {
            let out = Self.repl([":canvas"], width: nil, size: size)
            return out.split(separator: "\n").filter { $0.hasPrefix("  │") }.count
        }
        #expect(rows((160, 50)) == 42)
        #expect(rows((80, 24)) == 16)
    }
}
