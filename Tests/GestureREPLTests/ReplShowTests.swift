import Testing
@testable import GestureREPL
import GestureScript

/// `show` in the REPL, `:scene` with what decides a conflict, and Tab completion after `show`.
@Suite("REPL show and :scene")
struct ReplShowTests {
    /// The output of the last line only.
    static func last(_ lines: [String], empty: Bool = false) -> String {
        let (before, _) = replOutput(Array(lines.dropLast()), empty: empty)
        let (all, _) = replOutput(lines, empty: empty)
        return String(all.dropFirst(before.count))
    }

    @Test func showPrintsInTheREPL() {
        let out = Self.last(["down 1 at 50,100", "show fingers"])
        // The final app's double tap delays touchesBegan: the canvas has not heard of the finger yet.
        #expect(out.hasSuffix("  fingers down: 1\n    finger 1 at 50,100 on canvas, began at 0ms; touchesBegan withheld from canvas; "
                + "held by doubleTap, tap, longPress, moveLine\n"), "\(out)")
        let bad = Self.last(["show longpres"])
        #expect(bad.contains("error: no gesture recognizer named 'longpres'"), "\(bad)")
        #expect(bad.contains("did you mean 'longPress'?"))
    }

    /// `:scene` lists the flags, non-default properties, requirements, delegates, fingers down and timers.
    @Test func sceneListsWhatDecidesAConflict() {
        let out = Self.last(["view pad frame 0,400,200,200 exclusiveTouch", "recognizer pinch = pinch on pad",
                             "delegate pinch shouldReceive = false", "delegate pinch shouldRequireFailureOf moveLine = true",
                             "down 1 at 100,300", ":scene"])
        let lines = out.split(separator: "\n").map(String.init)
        #expect(lines.first == "  scene: TouchTracker (final), clock at 0ms", "\(out)")
        #expect(lines.contains("    canvas frame 0,0,375,667 in window [multipleTouch]; withheld: touchesBegan [1]"), "\(out)")
        #expect(lines.contains("    pad frame 0,400,200,200 in window [exclusiveTouch]"))
        #expect(lines.contains("    doubleTap = tap on canvas: possible; delaysTouchesBegan = true, numberOfTapsRequired = 2"))
        #expect(lines.contains("    tap = tap on canvas: possible; delaysTouchesBegan = true; requires doubleTap to fail"))
        #expect(lines.contains("    moveLine = pan on canvas: possible; cancelsTouchesInView = false; delegate: simultaneous with any true"))
        #expect(lines.contains("    pinch = pinch on pad: possible; requires moveLine (pinch's shouldRequireFailureOf) to fail; delegate: shouldReceive false"),
                "\(out)")
        #expect(lines.contains("  fingers down: finger 1 at 100,300 on canvas (held by doubleTap, tap, longPress, moveLine)"))
        #expect(lines.contains { $0.hasPrefix("  timers: ") && $0.contains("longPress minimumPressDuration at 500ms (in 500ms)") }, "\(out)")
    }

    @Test func completionAfterShow() {
        let (_, repl) = replOutput(["view pad frame 0,0,10,10"])
        #expect(repl.completions(for: "show ") == ["doubleTap", "fingers", "longPress", "model", "moveLine", "recognizer", "tap", "timers", "view"])
        #expect(repl.completions(for: "show t") == ["tap", "timers"])
        #expect(repl.completions(for: "show view ") == ["canvas", "pad", "window"])
        #expect(repl.completions(for: "tap at 1,1; show mo") == ["model", "moveLine"])
        #expect(repl.completions(for: "show tap ") == [])
        #expect(repl.completions(for: "sho") == ["show"])
    }
}
