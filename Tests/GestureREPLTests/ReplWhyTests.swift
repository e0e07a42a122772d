import Testing
import GestureREPL
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
        #expect(Self.why([":why"]) == "  usage: :why NAME (recognizers: doubleTap, tap, longPress, moveLine)\n")
        #expect(Self.why([":why longpress"]) == "error: no recognizer named 'longpress'; did you mean 'longPress'? (recognizers: doubleTap, tap, longPress, moveLine)\n")
    }
}
