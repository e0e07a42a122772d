import Testing
@testable import GestureREPL
import GestureLanguage
import GestureScript

/// Counts the checks between input events and answers "interrupted" at the `after`-th one: Ctrl-C without a signal.
final class InterruptAfter: @unchecked Sendable {
    private var calls = 0
    let after: Int
    init(after: Int) { self.after = after }
    func check() -> Bool {
        calls += 1
        return calls == after  // once, as a real Ctrl-C: the next statement runs
    }
}

/// The REPL as people type at it (issue 13): ✓ for a passing expect, Ctrl-C that leaves fingers down, `up all`,
/// `:reset empty`, completion by context.
@Suite("REPL as people type")
struct ReplAsPeopleTypeTests {
    static func repl(_ lines: [LineInput], empty: Bool = false, interactive: Bool = true,
                     interruptAfter: Int? = nil) -> (String, ReplSession) {
        var out = ""
        var check: (@Sendable () -> Bool)?
        if let interruptAfter {
            let interrupt = InterruptAfter(after: interruptAfter)
            check = { interrupt.check() }
        }
        let reader = ScriptedLineReader(inputs: lines, isInteractive: interactive)
        let repl = ReplSession(reader: reader, startsWithTouchTracker: !empty, style: .plain, isInterrupted: check) { out += $0 }
        _ = repl.run()
        return (out, repl)
    }

    @Test func aPassingExpectSaysSo() {
        let (out, _) = Self.repl([.line("tap at 100,100"), .line("wait 1s"), .line("expect lines 0"),
                                  .line("expect lines 2; expect tap actions 1; expect doubleTap state possible")])
        #expect(out.contains("\n  ✓ expect lines 0\n"), "\(out)")
        #expect(out.contains("<repl>:1: expectation failed: expected lines 2, got 0\n"))
        #expect(!out.contains("✓ expect lines 2"))
        #expect(out.contains("  ✓ expect tap actions 1\n  ✓ expect doubleTap state possible\n"), "\(out)")
    }

    @Test func ctrlCListsTheFingersLeftDownAndUpAllLiftsThem() {
        let (out, repl) = Self.repl([.line("down 1 at 100,100 & down 2 at 200,100"),
                                     .line("repeat 1000 {"), .line("  move 1 by 1,0 over 1s"), .line("}"),
                                     .line("up all"), .line("show fingers")],
                                    interruptAfter: 30)
        #expect(out.contains("\ninterrupted: Ctrl-C stopped the statement at t="), "\(out)")
        #expect(out.contains("  fingers 1, 2 are still down: 'up all' lifts them, 'cancel all' cancels them\n"), "\(out)")
        // No caret and no echo of a line of the block: the statement was fine, the user stopped it.
        #expect(!out.contains("^"), "\(out)")
        #expect(!out.contains("(line 2)"))
        #expect(repl.scene.env.fingersDown.isEmpty)
        #expect(out.contains("ms      finger 1 up, finger 2 up · "), "\(out)")
    }

    @Test func upAllWithNothingDownDoesNothing() {
        let (out, repl) = Self.repl([.line("up all")], empty: true)
        #expect(!out.contains("error"), "\(out)")
        #expect(!out.contains("finger"), "\(out)")  // no event
        #expect(repl.status == .ok)
    }

    @Test func ctrlCWhileTypingABlockLeavesNothingBehind() {
        let (out, repl) = Self.repl([.line("repeat 2 {"), .line("  wait 1ms"), .interrupted, .line("expect lines 0")])
        #expect(!out.contains("^"), "\(out)")
        #expect(!out.contains("error"), "\(out)")
        #expect(out.contains("✓ expect lines 0"))
        #expect(repl.scene.env.now.description == "t=0ms")
    }

    @Test func resetEmpty() {
        let (out, repl) = Self.repl([.line("tap at 100,100"), .line(":reset empty")])
        #expect(out.contains("  scene reset to an empty screen; clock at 0ms\n"), "\(out)")
        #expect(repl.scene.env.recognizers.isEmpty)
        #expect(repl.scene.env.views.map(\.name) == ["window"])
        let (again, withApp) = Self.repl([.line(":reset empty"), .line(":reset")])
        #expect(again.contains("  scene reset; clock at 0ms\n"))
        #expect(withApp.scene.env.recognizers.map(\.name).contains("doubleTap"))
        let (bad, badRepl) = Self.repl([.line(":reset emty")], interactive: false)
        #expect(bad.contains("error: ':reset' takes nothing, 'empty' or 'touchtracker', not 'emty'; did you mean ':reset empty'?"), "\(bad)")
        #expect(badRepl.status == .scriptError)
    }

    @Test func completionByContext() {
        let (_, repl) = Self.repl([.line("view pad frame 0,400,200,200"), .line("down 3 at 10,10")])
        let statements = Keyword.statementKeywords.map(\.rawValue).sorted()
        #expect(repl.completions(for: "") == statements)
        #expect(repl.completions(for: "tap at 1,1; ") == statements)
        #expect(repl.completions(for: "d") == ["delegate", "doubleTap", "down", "drag"])
        #expect(repl.completions(for: "expect ") == ["current", "doubleTap", "line", "lines", "log", "longPress", "menu",
                                                    "moveLine", "selected", "tap", "view"])
        #expect(repl.completions(for: "expect l") == ["line", "lines", "log", "longPress"])
        // What can be expected of a recognizer, and the states it can enter (`expect doubleTap recognized at 250ms`).
        #expect(repl.completions(for: "expect doubleTap ") == ["actions", "began", "cancelled", "changed", "ended", "failed",
                                                              "location", "numberOfTouches", "recognized", "rotation", "scale",
                                                              "state", "states", "translation", "velocity"])
        #expect(repl.completions(for: "expect doubleTap re") == ["recognized"])
        #expect(repl.completions(for: "expect doubleTap recognized ") == ["at"])
        #expect(repl.completions(for: "expect doubleTap recognized a") == ["at"])
        #expect(repl.completions(for: "expect doubleTap recognized at ") == [])
        #expect(repl.completions(for: "expect view began ") == [])
        #expect(repl.completions(for: "expect tap state ") == ["began", "cancelled", "changed", "ended", "failed", "possible", "recognized"])
        #expect(repl.completions(for: "expect tap states began ") == ["began", "cancelled", "changed", "ended", "failed", "possible", "recognized"])
        #expect(repl.completions(for: "expect menu ") == ["hidden", "visible"])
        #expect(repl.completions(for: "expect view ") == ["canvas", "pad", "window"])
        #expect(repl.completions(for: "recognizer r = tap on ") == ["canvas", "pad", "window"])
        #expect(repl.completions(for: "view v frame 0,0,10,10 in p") == ["pad"])
        // A view's properties after its name and a dot; the window's cannot be set.
        #expect(repl.completions(for: "pad.") == ["pad.isUserInteractionEnabled", "pad.isHidden", "pad.alpha"])
        #expect(repl.completions(for: "pad.is") == ["pad.isUserInteractionEnabled", "pad.isHidden"])
        #expect(repl.completions(for: "window.") == [])
        #expect(repl.completions(for: "up ") == ["3", "all"])
        #expect(repl.completions(for: "cancel a") == ["all"])
    }
}
