import Foundation
import Testing
@testable import GestureREPL
import GestureScript

/// Issue 23 item 14: a statement that spans lines (`repeat … {` on one line, its body on the next; a line ending in
/// `&`) is continued whether or not a `param` was declared on an earlier line and used in it.
@Suite("REPL continuation lines")
struct ReplContinuationTests {
    static func repl(_ lines: [String], interactive: Bool) -> (out: String, repl: ReplSession, reader: ScriptedLineReader) {
        var out = ""
        let reader = ScriptedLineReader(lines: lines, isInteractive: interactive)
        let repl = ReplSession(reader: reader, startsWithTouchTracker: false, style: .plain) { out += $0 }
        _ = repl.run()
        return (out, repl, reader)
    }

    static let withParameters = [
        "param dt from 10ms to 100ms step 10ms",
        "param x from 20 to 40 step 10",
        "repeat 2 {",
        "  tap at 10,10",
        "  wait $dt",
        "}",
        "down 1 at $x,10 &",
        "down 2 at 50,$x",
        "up all",
    ]

    @Test(arguments: [false, true])
    func aBlockAndAnAmpersandUsingParametersAreContinued(interactive: Bool) {
        let (out, repl, reader) = Self.repl(Self.withParameters, interactive: interactive)
        #expect(!out.contains("error"), "\(out)")
        #expect(repl.status == .ok, "\(out)")
        // Three continuation prompts for the block's body and closing brace, one after the '&'.
        #expect(reader.prompts.filter { $0 == ReplSession.continuationPrompt }.count == 4, "\(reader.prompts)")
        // The block ran twice (two taps of 50ms, two waits of 10ms), then both fingers went down at once and up.
        #expect(repl.scene.env.now.description == "t=120ms", "\(out)")
        #expect(repl.scene.env.eventCount == 6, "\(out)")
    }

    /// The same lines without parameters behave the same: what the parameters changed was only the continuation.
    @Test func withoutParametersTheSameLinesAreContinuedAsBefore() {
        let plain = Self.withParameters.dropFirst(2).map {
            $0.replacingOccurrences(of: "$dt", with: "10ms").replacingOccurrences(of: "$x", with: "20")
        }
        let (out, repl, reader) = Self.repl(Array(plain), interactive: false)
        #expect(!out.contains("error"), "\(out)")
        #expect(reader.prompts.filter { $0 == ReplSession.continuationPrompt }.count == 4, "\(reader.prompts)")
        #expect(repl.scene.env.now.description == "t=120ms", "\(out)")
    }
}
