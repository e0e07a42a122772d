import Testing
@testable import GestureREPL
import GestureScript

@Suite("REPL :why")
struct ReplWhyTests {
    /// The output of the last command only.
    static func why(_ lines: [String], empty: Bool = false) -> String {
        let (before, _) = replOutput(Array(lines.dropLast()), empty: empty)
        let (all, _) = replOutput(lines, empty: empty)
        return String(all.dropFirst(before.count))
    }

    @Test func theDoubleTapAndTapRequirement() {
        let setup = ["use touchtracker stage 04-require-to-fail", "tap at 100,300 taps 2"]
        let tap = Self.why(setup + [":why tap"])
        #expect(tap.hasPrefix("  tap did not fire: it failed at t=250ms because doubleTap, which it requires to fail, recognized."), "\(tap)")
        #expect(tap.contains("\n  The last gesture, t=0ms to t=250ms, as it concerns tap:\n"))
        #expect(tap.contains("\n    250ms      tap: possible → failed (doubleTap, which it requires to fail, recognized)\n"))

        let single = Self.why(setup + ["tap at 100,300", "wait 1s", ":why tap"])
        #expect(single.hasPrefix("  tap fired: recognized at t=650ms, 350ms after the last finger lifted"), "\(single)")
        #expect(single.contains("doubleTap failed at t=650ms (maximumIntervalBetweenSuccessiveTaps 350ms elapsed)"))
    }

    @Test func aLongPressThatMoved() {
        let out = Self.why(["down 1 at 100,100", "wait 200ms", "move 1 by 12,5", "up 1", ":why longPress"])
        #expect(out.hasPrefix("  longPress did not fire: it failed at t=200ms because it moved 13 pt > allowableMovement 10 pt."), "\(out)")
    }

    @Test func aPanExcludedByALongPress() {
        let out = Self.why(["use touchtracker stage 09-pan", "down 1 at 100,100", "wait 600ms", "move 1 by 0,40 over 100ms", "up 1",
                            ":why moveLine"])
        #expect(out.hasPrefix("  moveLine did not fire: it failed at t=500ms because longPress began at t=500ms and excluded it."), "\(out)")
    }

    @Test func aRecognizerThatNeverGotTheTouch() {
        let out = Self.why(["recognizer a = tap", "delegate a shouldReceive = false", "tap at 30,30", ":why a"], empty: true)
        #expect(out.hasPrefix("  a never received the touch: its delegate's shouldReceive answered false (finger 1, first at t=0ms)."), "\(out)")
    }

    @Test func usageAndUnknownNames() {
        #expect(Self.why([":why"]) == "  usage: :why NAME [at TIME] (recognizers: doubleTap, tap, longPress, moveLine; views: window, canvas)\n")
        #expect(Self.why([":why longpress"])
                == "error: no recognizer or view named 'longpress'; did you mean 'longPress'? (recognizers: doubleTap, tap, longPress, moveLine; views: window, canvas)\n")
    }

    @Test(arguments: [
        (":why nosuch", "error: no recognizer or view named 'nosuch' (recognizers: doubleTap, tap, longPress, moveLine; views: window, canvas)\n"),
        (":why tap at -5ms", "error: '-5ms' is before the scene's clock started (it starts at 0ms); did you mean '5ms'?\n"),
        (":why tap at banana", "error: 'banana' is not a time: write it as the transcript does, for example 400ms or 1.5s\n"),
        (":why tap at", "error: 'at' needs a time on the scene's clock, for example 'at 400ms'\n"),
        (":why at 400ms", "error: name a recognizer or a view to explain, for example ':why tap' or ':why tap at 400ms'\n"),
        (":why canvas.touchesBgan", "error: 'canvas.touchesBgan' is not a call a view answers for (touchesBegan, touchesMoved, touchesEnded, "
            + "touchesCancelled, touchUpInside); did you mean 'canvas.touchesBegan'?\n"),
        (":why view tap", "error: no view named 'tap' (views: window, canvas)\n"),
    ])
    func badQuestions(line: String, message: String) {
        #expect(Self.why(["tap at 100,300", line]) == message)
    }

    /// The REPL asks about a view, and about an earlier gesture, and wraps at the terminal's width at spaces.
    @Test func aViewAndAnEarlierGestureWrappedAt80Columns() {
        let lines = ["tap at 100,300", "wait 1s", "tap at 100,300 taps 2", "wait 1s", ":why canvas at 400ms"]
        var out = ""
        let repl = ReplSession(reader: ScriptedLineReader(lines: lines), startsWithTouchTracker: true, style: .plain) { out += $0 }
        repl.answerWidth = { 80 }
        _ = repl.run()
        let answer = String(out[out.range(of: "  At t=400ms")!.lowerBound...])
        #expect(answer == """
              At t=400ms (the gesture that began at t=0ms): canvas: touchesBegan,
                touchesEnded [1] dropped, claimed by tap.
              canvas.touchesBegan (finger 1) was withheld at t=0ms by the
                delaysTouchesBegan of doubleTap and tap; dropped at t=400ms because tap was
                recognized (1 tap completed) and claimed the touches, so canvas never heard
                them. canvas.touchesEnded (finger 1), withheld at t=50ms, went with its
                touchesBegan.
              The gesture in progress at t=400ms, t=0ms to t=400ms, as it concerns canvas:
                0ms        event: finger 1 down at 100,300 (canvas)
                0ms        canvas.touchesBegan [1] withheld by doubleTap, tap
                50ms       event: finger 1 up
                50ms       canvas.touchesEnded [1] withheld by doubleTap, tap
                400ms      doubleTap: possible → failed
                           (maximumIntervalBetweenSuccessiveTaps 350ms elapsed)
                400ms      tap: possible → recognized (1 tap completed)
                400ms      canvas: touchesBegan, touchesEnded [1] dropped, claimed by tap

            """)
        for line in answer.split(separator: "\n") { #expect(line.count < 80, "\(line)") }
    }

    /// The notes on expectations in the REPL: a failure while time stands still, and a `possible` that holds only
    /// because the recognizer fired and reset, after its ✓ (a recognizer that only failed gets none).
    @Test func expectationNotes() {
        let out = Self.why(["use touchtracker stage 04-require-to-fail", "tap at 100,300", "expect tap state recognized"])
        #expect(out.hasSuffix("""
            expected tap state recognized, got possible
              note: tap is waiting for doubleTap to fail; doubleTap's maximumIntervalBetweenSuccessiveTaps ends at t=400ms; \
            time moves only with `wait`

            """), "\(out)")
        let held = Self.why(["use touchtracker stage 04-require-to-fail", "tap at 100,300", "wait 1s",
                             "expect doubleTap state possible; expect tap state possible"])
        #expect(held.hasSuffix("""
              ✓ expect doubleTap state possible
            gesture> expect tap state possible
              ✓ expect tap state possible
              note: it holds only because tap was recognized at t=400ms and was reset since the scene began; \
            'expect tap states recognized' checks what it did

            """), "\(held)")
    }

    @Test func completion() {
        let (_, repl) = replOutput(["tap at 100,300"])
        #expect(repl.completions(for: ":why ca") == ["canvas"])
        #expect(repl.completions(for: ":why canvas.touchesB") == ["canvas.touchesBegan"])
        #expect(repl.completions(for: ":why view w") == ["window"])
        #expect(repl.completions(for: ":why tap ") == ["at"])
        #expect(repl.completions(for: ":why tap at ") == [])
    }
}
