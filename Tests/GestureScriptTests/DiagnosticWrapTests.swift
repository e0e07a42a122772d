@testable import GestureAnalysis
import Testing
@testable import GestureScript
@testable import GestureLanguage
@testable import GestureTranscript

/// Issue 27 item 8, for the command line: on a terminal its messages wrap at the terminal's width, but a
/// diagnostic's headline, source line and caret line never do (the caret stays under its column).
struct DiagnosticWrapTests {
    static let source = SourceFile(name: "a-long-file-name-for-wrapping.gesture", text: "recognizer t = tap\nwait 600\n")

    @Test func onlyTheProseLinesWrapAndTheCaretStaysInItsColumn() {
        let (_, diagnostics) = Parser.parse(Self.source)
        for color in [false, true] {
            var text = DiagnosticRenderer.render(diagnostics, in: Self.source, color: color)
            text += "\nnote: the sweep stopped at the first failing combination: dt = -50ms, d = 10, at = (100,200)"
            let wrapped = DiagnosticWrap.lines(text, width: 30)
            let lines = wrapped.split(separator: "\n", omittingEmptySubsequences: false).map { ParagraphWrap.withoutEscapes(String($0)) }
            #expect(lines[0] == "a-long-file-name-for-wrapping.gesture:2:6: error: duration needs a unit", "headline whole")
            #expect(lines[1] == "wait 600" && lines[2] == "     ^~~", "source and caret whole")
            #expect(lines[3] == "note: did you mean '600ms'?")
            #expect(Array(lines[4...]) == ["note: the sweep stopped at the", "      first failing",
                                           "      combination: dt = -50ms,", "      d = 10, at = (100,200)"], "\(lines)")
            #expect(!wrapped.hasSuffix("\n") && DiagnosticWrap.lines(text, width: 200) == text)
        }
    }

    @Test func messagesWrapUnderTheirLabelAndProgressIsLeftAlone() {
        let message = "gesturelab: error: cannot read 'x.gesture' (no such file, not a regular file, or too large)\n"
        #expect(DiagnosticWrap.lines(message, width: 40) == """
            gesturelab: error: cannot read
                               'x.gesture' (no such
                               file, not a regular
                               file, or too large)

            """)
        let progress = "\r████████░░░░░░░░ 1200/5000 runs  800 runs/s  5s left and some more words to be long "
        #expect(DiagnosticWrap.lines(progress, width: 20) == progress)
        let failure = "s.gesture:3: expectation failed: expected tap actions 1, got 0 and more words to make it long\n"
        #expect(DiagnosticWrap.lines(failure, width: 30) == failure)
    }

    /// The sweep's boundary lines wrap at a terminal's width, continuing four columns in; without one, not at all.
    @Test func sweepBoundaryLinesWrapOnATerminal() throws {
        let (script, _) = FrontEnd.parse("""
            param dt from 0ms to 600ms step 50ms
            recognizer double = tap numberOfTapsRequired = 2
            recognizer single = tap
            single requireToFail double
            down 1 at 100,200; up 1; wait $dt; down 1 at 100,200; up 1; wait 1s

            """)
        let sweep = try Sweep(script: script)
        let runs = try sweep.run(sweep.plan.indices(sample: nil, seed: 0))
        let found = try sweep.boundaries(of: runs, refine: SweepRefinement())
        func text(_ width: Int?) -> String {
            SweepText.render(file: "s.gesture", plan: sweep.plan, runs: runs, boundaries: found.boundaries, omitted: 0,
                             refine: SweepRefinement(), color: false, width: width)
        }
        #expect(text(nil).contains("\n  double ×1 → single ×2 at dt = 350ms (349ms: double ×1; 350ms: single ×2)\n"))
        #expect(text(40).contains("\n  double ×1 → single ×2 at dt = 350ms\n    (349ms: double ×1; 350ms: single ×2)\n"), "\(text(40))")
        #expect(text(200) == text(nil))
        // The strip's segments too, continuing two columns in.
        #expect(text(30).contains("\ndt 0ms–300ms: double ×1 · dt\n  350ms–600ms: single ×2\n"), "\(text(30))")
    }
}
