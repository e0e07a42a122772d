import GestureEngine
import Testing

@testable import GestureScript
@testable import GestureLanguage
@testable import GestureTranscript

/// Limits checked before work starts (docs/limits.md): the hardening issue's reproducers of overflow traps, hangs
/// with nothing dispatched, and work far beyond the event limit. Each stops at once with an error (exit status 2)
/// that names the numbers, or runs as before.
@Suite struct LimitTests {
    static func run(_ source: String, maxEvents: Int? = nil, maxStatements: Int? = nil) -> ScriptOutcome {
        var options = SessionOptions()
        if let maxEvents { options.maxEvents = maxEvents }
        if let maxStatements { options.maxStatements = maxStatements }
        return ScriptRunner.run(name: "limit.gesture", bytes: Array(source.utf8), options: options, transcript: false, write: { _ in })
    }

    // MARK: - Overflow in long interpolated moves (used to trap)

    /// Durations near the clock's end with their default sampling: refused by the event budget before any sample.
    @Test(arguments: [
        "drag from 1,1 to 2,2 over 4611686018427387903us",
        "swipe left over 4611686018427387903us",
        "pinch at 100,100 from 10 to 20 over 4611686018427387903us",
        "rotate at 100,100 by 10 over 4611686018427387903us",
        "down 1 at 1,1\nmove 1 by 1,1 over 4611686018427387903us steps 4611686018427387903",
        "down 1 at 10,10\ndown 2 at 20,20\ndown 3 at 30,30\nmove 1 by 0,-100&move 2 by 0,-100&move 3 by 0,-100 over 4611686018427387903us",
    ])
    func longInterpolatedMovesAreRefusedBeforeTheirFirstSample(source: String) {
        let outcome = Self.run(source)
        #expect(outcome.status == .scriptError)
        #expect(outcome.diagnostics.contains("would dispatch"), "\(outcome.diagnostics)")
        #expect(outcome.diagnostics.contains("left of the event limit of 20000000"))
        // Nothing of the move ran: only the fingers put down before it.
        #expect(outcome.events == source.components(separatedBy: "down ").count - 1)
    }

    /// The sample times of a move as long as the clock allows are exact (a 128-bit product), never a trap.
    @Test func sampleTimesOfTheLongestMovesAreExact() {
        let total: Int64 = 4_611_686_018_427_387_903
        let n = 4_611_686_018_427_387_903
        #expect(Interpolation.sampleTime(total, 1, n) == 1)
        #expect(Interpolation.sampleTime(total, n - 1, n) == total - 1)
        // floor(total × i / n), worked out with arbitrary precision outside Swift.
        #expect(Interpolation.sampleTime(total, n / 2, n) == 2_305_843_009_213_693_951)
        #expect(Interpolation.sampleTime(total, 3, 7) == 1_976_436_865_040_309_101)
        // Small sizes keep the old floor(total * i / n).
        #expect(Interpolation.sampleTime(320_000, 7, 20) == 112_000)
        #expect(Interpolation.sampleTime(1_000, 1, 3) == 333)
    }

    /// With the budget raised as far as it goes, a long move in a few steps runs and ends on its target; one that
    /// would pass the end of the clock stops before its first sample.
    @Test func aMoveAsLongAsTheClockAllowsRunsAndOneBeyondStopsFirst() {
        let ok = Self.run("""
            recognizer pan = pan
            down 1 at 10,10
            move 1 to 20,20 over 4611686018427387903us steps 3
            expect pan location 20,20
            """, maxEvents: .max)
        #expect(ok.status == .ok, "\(ok.diagnostics)")
        #expect(ok.events == 4)
        let beyond = Self.run("""
            down 1 at 10,10&down 2 at 20,20&down 3 at 30,30
            wait 1s
            move 1 by 0,-100&move 2 by 0,-100&move 3 by 0,-100 over 4611686018427387903us steps 5
            """, maxEvents: .max)
        #expect(beyond.status == .scriptError)
        #expect(beyond.diagnostics.contains("limit.gesture:3:1: error: the virtual clock would pass its end"), "\(beyond.diagnostics)")
        #expect(beyond.events == 1)
    }

    // MARK: - Hangs with nothing dispatched

    /// An empty body is never iterated, however large the count.
    @Test func anEmptyRepeatEndsAtOnce() {
        let outcome = Self.run("repeat 9223372036854775807 { }\nrepeat 3 { }")
        #expect(outcome.status == .ok, "\(outcome.diagnostics)")
    }

    /// Nested repeats are refused before the first iteration, with the numbers.
    @Test func nestedRepeatsBeyondTheStatementBudgetAreRefusedAtOnce() {
        let outcome = Self.run("mark\nrepeat 1000000000 { repeat 1000000000 { } }")
        #expect(outcome.status == .scriptError)
        #expect(outcome.diagnostics.contains(
            "limit.gesture:2:1: error: this repeat would execute 1000000000 statements, more than the 49999998 left of the statement limit of 50000000"),
                "\(outcome.diagnostics)")
        // Products beyond 64 bits saturate and say "at least".
        let huge = Self.run("repeat 9223372036854775807 { repeat 9223372036854775807 { mark } }")
        #expect(huge.diagnostics.contains("would execute at least 9223372036854775807 statements"), "\(huge.diagnostics)")
    }

    /// A repeat that fits the budget exactly runs; one statement more is refused.
    @Test func theStatementBudgetIsExact() {
        // 1 (repeat) + 3 × (1 mark + 1 inner repeat + 2 marks) = 13 statements.
        let source = "repeat 3 { mark; repeat 2 { mark } }"
        #expect(Self.run(source, maxStatements: 13).status == .ok)
        let refused = Self.run(source, maxStatements: 12)
        #expect(refused.diagnostics.contains("this repeat would execute 12 statements, more than the 11 left"), "\(refused.diagnostics)")
    }

    // MARK: - Work beyond the event limit

    @Test func aMoveBeyondTheEventLimitIsRefusedWithItsCount() {
        let outcome = Self.run("down 1 at 10,10\nmove 1 to 0,0 over 100000000s\nup 1")
        #expect(outcome.status == .scriptError)
        #expect(outcome.diagnostics.contains(
            "limit.gesture:2:1: error: this statement would dispatch 6000000000 events, more than the 19999999 left of the event limit of 20000000 (raise it with --max-events N)"),
                "\(outcome.diagnostics)")
        #expect(outcome.events == 1)
        let steps = Self.run("down 1 at 10,10\nmove 1 by 1,1 steps 9223372036854775807")
        // The largest count reads "at least": saturated counts end there too.
        #expect(steps.diagnostics.contains("would dispatch at least 9223372036854775807 events"), "\(steps.diagnostics)")
        #expect(steps.events == 1)
    }

    /// A repeat of shorthands counts its events before the first iteration (`set hz` in the body lowers the count
    /// to the lowest rate it reaches).
    @Test func aRepeatBeyondTheEventLimitIsRefusedWithItsCount() {
        let taps = Self.run("repeat 100000 { repeat 100 { tap at 1,1 } }", maxEvents: 5_000)
        #expect(taps.diagnostics.contains("this repeat would dispatch at least 20000000 events, more than the 5000 left"),
                "\(taps.diagnostics)")
        #expect(taps.events == 0)
        // Counted at 50 Hz: 10 × (2 + 15) = 170 at least. It runs 2 + 30 events at 100 Hz, then 9 × 17: 185.
        let source = "set hz 100\nrepeat 10 { drag from 1,1 to 9,9 over 300ms; set hz 50 }"
        let drags = Self.run(source, maxEvents: 169)
        #expect(drags.diagnostics.contains("would dispatch at least 170 events"), "\(drags.diagnostics)")
        #expect(drags.events == 0)
        #expect(Self.run(source, maxEvents: 185).status == .ok)
        // One event short: the last drag, checked on its own when it starts, is refused before its first event.
        let short = Self.run(source, maxEvents: 184)
        #expect(short.diagnostics.contains("limit.gesture:2:13: error: this shorthand would dispatch 17 events, more than the 16 left"),
                "\(short.diagnostics)")
        #expect(short.events == 168)
    }

    /// A shorthand that fits runs; the count is exact (`taps N` is 2N events).
    @Test func shorthandEventCountsAreExact() {
        #expect(Self.run("tap at 10,10 taps 5", maxEvents: 10).status == .ok)
        let refused = Self.run("tap at 10,10 taps 5", maxEvents: 9)
        #expect(refused.diagnostics.contains("this shorthand would dispatch 10 events, more than the 9 left"), "\(refused.diagnostics)")
        #expect(refused.events == 0)
        let drag = Self.run("drag from 1,1 to 50,50", maxEvents: 100)
        #expect(drag.events == 2 + 18)
        #expect(Self.run("drag from 1,1 to 50,50", maxEvents: 19).diagnostics.contains("would dispatch 20 events"))
    }

    /// The whole-statement count matches what runs: a statement that fits the remaining budget exactly runs to its
    /// end, for every kind of statement that dispatches several events.
    @Test(arguments: [
        "drag from 1,1 to 50,50 over 1s",
        "swipe up fingers 3",
        "pinch at 100,100 from 10 to 80",
        "rotate at 100,100 by 45 over 500ms",
        "longpress at 5,5",
        "tap at 5,5 taps 3 fingers 2",
        "down 1 at 1,1&down 2 at 5,5\nmove 1 by 5,5 over 100ms&move 2 by 1,1 over 100ms\nup 1&up 2",
    ])
    func countsMatchWhatRuns(source: String) {
        let unlimited = Self.run(source)
        #expect(unlimited.status == .ok, "\(unlimited.diagnostics)")
        #expect(Self.run(source, maxEvents: unlimited.events).status == .ok)
        #expect(Self.run(source, maxEvents: unlimited.events - 1).status == .scriptError)
    }
}

/// Parser memory: a script holds at most `Parser.maximumStatements` statements (1,000,000; a small limit here);
/// the next one is an error and the rest of the input is skipped (nothing runs).
@Suite struct StatementCountLimitTests {
    @Test func theStatementPastTheLimitIsAnErrorAndNothingRuns() {
        let atLimit = String(repeating: "down 1 at 1,1\nup 1\n", count: 50)
        let (script, diagnostics) = Parser.parse(SourceFile(name: "big.gesture", text: atLimit), maximumStatements: 100)
        #expect(script.statements.count == 100)
        #expect(diagnostics.isEmpty)
        let over = atLimit + "repeat 2 {\n  wait 1ms\n}\nwait 1ms\n"
        let (cut, errors) = Parser.parse(SourceFile(name: "big.gesture", text: over), maximumStatements: 100)
        #expect(cut.statements.count == 100)
        // The statement past the limit is the `wait` inside the block; the block left open is not reported.
        #expect(errors.map(\.message) == ["the script has more than 100 statements; write long timelines with 'repeat'"])
        #expect(errors.first?.range.start == atLimit.utf8.count + "repeat 2 {\n  ".utf8.count)
        #expect(Parser.maximumStatements == 1_000_000)
    }
}

/// Issue 23 item 11: the event limit holds for the whole run. A new scene (`use touchtracker`, the REPL's `:reset`)
/// starts a new clock, not a new count, so no script escapes `--max-events` by changing scenes.
@Suite struct EventLimitAcrossScenesTests {
    static func run(_ source: String, maxEvents: Int) -> ScriptOutcome { LimitTests.run(source, maxEvents: maxEvents) }

    /// The reproducer: 40 scenes of 5,000 events each used to run all 200,000 events under a limit of 5,000.
    @Test func aRepeatThatChangesScenesIsCountedAsAWholeBeforeItStarts() {
        let outcome = Self.run("repeat 40 {\n  use touchtracker\n  repeat 2500 { tap at 10,10 }\n}", maxEvents: 5_000)
        #expect(outcome.status == .scriptError)
        #expect(outcome.diagnostics.contains(
            "limit.gesture:1:1: error: this repeat would dispatch at least 200000 events, more than the 5000 left of the event limit of 5000"),
                "\(outcome.diagnostics)")
        #expect(outcome.events == 0)
    }

    /// Scene after scene, the events of the earlier ones still count.
    @Test func laterScenesGetWhatIsLeft() {
        let source = "use touchtracker\nrepeat 2000 { tap at 10,10 }\nuse touchtracker\nrepeat 2000 { tap at 10,10 }\n"
        let outcome = Self.run(source, maxEvents: 5_000)
        #expect(outcome.diagnostics.contains(
            "limit.gesture:4:1: error: this repeat would dispatch at least 4000 events, more than the 1000 left of the event limit of 5000"),
                "\(outcome.diagnostics)")
        #expect(outcome.events == 4_000)
        // Event by event too: the third scene's first event is the limit's last.
        let single = Self.run("use touchtracker\ndown 1 at 1,1\nup 1\nuse touchtracker bare\ndown 1 at 1,1\nup 1\n", maxEvents: 3)
        #expect(single.diagnostics.contains("limit.gesture:6:1: error: event limit reached: the script dispatched 3 events (raise it with --max-events N)"),
                "\(single.diagnostics)")
        #expect(single.events == 3)
    }

    /// A `use touchtracker` in a repeat counts no events and sets the rate back to 60 Hz: the count in advance stays
    /// a lower bound (a body that lowers the rate and then changes scenes is counted at the lowest rate either way).
    @Test func aSceneChangeInARepeatKeepsTheCountALowerBound() {
        let source = "set hz 1000\nrepeat 3 {\n  drag from 1,1 to 9,9 over 100ms\n  use touchtracker\n}"
        // 1000 Hz then 60 Hz: 102 + 2 × 8 events; counted at 60 Hz: 3 × 8.
        let unlimited = Self.run(source, maxEvents: 1_000)
        #expect(unlimited.status == .ok, "\(unlimited.diagnostics)")
        #expect(unlimited.events == 102 + 8 + 8)
        #expect(Self.run(source, maxEvents: unlimited.events).status == .ok)
        let refused = Self.run(source, maxEvents: 23)
        #expect(refused.diagnostics.contains("this repeat would dispatch at least 24 events"), "\(refused.diagnostics)")
    }
}
