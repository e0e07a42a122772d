import Foundation
import GestureEngine
import Testing

@testable import GestureScript
@testable import GestureTranscript

/// Lines wrapped at a terminal's width (`ParagraphWrap`, the one wrapper): at spaces, never inside a word, with a
/// hanging indent; only when a width is given (a terminal), so piped output and goldens stay byte for byte.
@Suite struct TerminalWrapTests {
    static func text(_ source: String, width: Int?, level: TraceLevel = .normal, style: Style = .plain) -> String {
        var options = SessionOptions()
        options.traceLevel = level
        var out = ""
        _ = ScriptRunner.run(name: "t.gesture", bytes: Array(source.utf8), options: options, style: style, width: width) { out += $0 }
        return out
    }

    static let drag = "use touchtracker stage 02-delays-touches-began\ndrag from 50,100 to 250,100"

    /// The chapter's drag at 80 columns: every line at most 80 wide, continuation lines under the text after the time.
    @Test func theDragAt80Columns() {
        let out = Self.text(Self.drag, width: 80)
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
        let start = lines.firstIndex { $0.hasPrefix("[2] ") }!
        let shown = lines[(start + 1)...].prefix { !$0.hasPrefix("  model: 1 line") }.joined(separator: "\n") + "\n"
        #expect(shown == """
              0ms          finger 1 down at 50,100 (canvas) · canvas.touchesBegan [1]
                           withheld by doubleTap
              16.7–66.7ms  finger 1 moved ×4 (61.1,100 → 94.4,100) · canvas.touchesMoved [1]
                           withheld by doubleTap ×4
              83.3ms       finger 1 moved to 105.6,100 · doubleTap: possible → failed (moved
                           55.6 pt > allowableMovement 45 pt)
              83.3ms       canvas.touchesBegan [1], touchesMoved [1] ×4 released (withheld
                           since 0–66.7ms) · console "touchesBegan(_:with:)" · console
                           "touchesMoved(_:with:)" ×4 · reset: doubleTap ·
                           canvas.touchesMoved [1] · console "touchesMoved(_:with:)" ·
                           model: finger 1's line begins at 50,100
              100–300ms    finger 1 moved ×13 (116.7,100 → 250,100) · canvas.touchesMoved
                           ×13 · console "touchesMoved(_:with:)" ×13
              300ms        finger 1 up · canvas.touchesEnded [1] · console
                           "touchesEnded(_:with:)" · model: lines 0 → 1, finger 1's line
                           ends
            """ + "\n", "\(shown)")
        #expect(lines.allSatisfy { $0.count <= 80 })
    }

    /// Without a width nothing changes: the same bytes as the transcript has always had.
    @Test func withoutAWidthLinesAreWhole() {
        let whole = Self.text(Self.drag, width: nil)
        #expect(whole.split(separator: "\n").contains { $0.count > 160 })
        #expect(Self.text(Self.drag, width: nil) == whole)
        // Unwrapping the wrapped text gives the whole text back: only spaces became line breaks.
        let wrapped = Self.text(Self.drag, width: 80)
        func drag(_ s: String) -> Substring { s[s.range(of: "[2] ")!.lowerBound...] }
        #expect(drag(wrapped).replacingOccurrences(of: "\n               ", with: " ") == drag(whole))
    }

    /// Colour escapes take no columns: coloured text breaks where the plain text does.
    @Test func colourBreaksWherePlainTextBreaks() {
        let plain = Self.text(Self.drag, width: 80)
        let coloured = Self.text(Self.drag, width: 80, style: Style(enabled: true))
        let stripped = coloured.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(stripped == plain)
    }

    @Test(arguments: [
        // Never inside a word; a word wider than the line gets a line of its own.
        ("alpha beta gamma delta", 13, "", "  ", "alpha beta\n  gamma delta\n"),
        ("a supercalifragilistic b", 10, "", "  ", "a\n  supercalifragilistic\n  b\n"),
        // Runs of spaces stay inside a line and are dropped where it breaks.
        ("0ms        finger 1 down", 18, "", "           ", "0ms        finger\n           1 down\n"),
        ("a  b", 3, "", "", "a\nb\n"),
    ])
    func words(text: String, width: Int, first: String, rest: String, wrapped: String) {
        #expect(ParagraphWrap.wrap(text, width: width, first: first, rest: rest) == wrapped)
    }

    /// The hanging indent a line's layout calls for.
    @Test(arguments: [
        ("  83.3ms       canvas.touchesBegan", 15),
        ("  16.666ms   tap: possible", 13),
        ("  note: tap is waiting", 8),
        ("error: ':canvas' takes", 7),
        ("\u{1B}[31merror:\u{1B}[0m ':canvas' takes", 7),
        ("  model: 1 line", 4),
        ("[3] tap at 1,1", 2),
    ])
    func hanging(line: String, indent: Int) {
        #expect(ParagraphWrap.hanging(line) == indent)
    }

    @Test func notesAndErrorsHangAfterTheirLabel() {
        let note = "  note: tap is waiting for doubleTap to fail; time moves only with `wait` (add 'wait 350ms' before the expectation)\n"
        #expect(ParagraphWrap.lines(note, width: 60) == """
              note: tap is waiting for doubleTap to fail; time moves
                    only with `wait` (add 'wait 350ms' before the
                    expectation)

            """)
        #expect(ParagraphWrap.lines("short\n", width: 60) == "short\n")
    }
}
