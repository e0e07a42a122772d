import GestureScript
import Testing

@testable import GestureLabCommands
@testable import GestureTranscript

/// The engine benchmark must replay the stream the engine issue specifies: 30 events per cycle, and in every cycle
/// each of the four gestures is recognized exactly once (the figures would mean nothing otherwise).
struct BenchStreamTests {
    @Test(arguments: [1, 3])
    func eachCycleIsThirtyEventsAndRecognizesEveryGestureOnce(cycles: Int) {
        let script = GestureLabCommand.Bench.streamScript(cycles: cycles) + """

            expect pan actions \(20 * cycles)
            expect tap actions \(cycles)
            expect doubleTap actions \(cycles)
            expect longPress actions \(2 * cycles)
            """
        let outcome = ScriptRunner.run(name: "<bench>", bytes: Array(script.utf8), options: SessionOptions(), transcript: false,
                                       write: { _ in })
        #expect(outcome.status == .ok, "\(outcome.failureLines)")
        #expect(outcome.events == 30 * cycles)
        #expect(outcome.expectationsChecked == 4)
    }

    /// `bench engine --expect`: the stream's own counts hold; the recorded expectations state one cycle, so they
    /// hold for one and, beyond it, only the view counts do.
    @Test(arguments: [1, 3])
    func theAppendedExpectationsReadTheStream(cycles: Int) {
        let actions = ScriptRunner.run(name: "<bench>", bytes: Array(GestureLabCommand.Bench.streamScript(cycles: cycles, expectations: .actions).utf8),
                                       options: SessionOptions(), transcript: false, write: { _ in })
        #expect(actions.status == .ok, "\(actions.failureLines)")
        #expect(actions.expectationsChecked == 4)
        let recorded = ScriptRunner.run(name: "<bench>", bytes: Array(GestureLabCommand.Bench.streamScript(cycles: cycles, expectations: .recorded).utf8),
                                        options: SessionOptions(), transcript: false, write: { _ in })
        #expect(recorded.expectationsChecked == 5)
        #expect(recorded.events == 30 * cycles)
        #expect(recorded.failureLines.count == (cycles == 1 ? 0 : 3), "\(recorded.failureLines)")
        #expect(!recorded.failureLines.contains { $0.contains("expected view") })
    }
}

/// `bench engine --stream pan|taps` repeats one part of the mixed stream's cycle; the parts add up to the whole cycle
/// and each gesture is recognized as often as in the mixed stream (scripts/perf-budget counts instructions per event of
/// each).
struct BenchStreamPartTests {
    /// Actions per cycle of pan, tap, doubleTap and longPress in each part.
    static let actionsPerCycle: [GestureLabCommand.Bench.StreamPart: [Int]] = [
        .mixed: [20, 1, 1, 2], .pan: [20, 0, 0, 0], .taps: [0, 1, 1, 2],
    ]

    @Test(arguments: GestureLabCommand.Bench.StreamPart.allCases, [1, 3])
    func eachPartHasItsEventsAndRecognizesItsGestures(part: GestureLabCommand.Bench.StreamPart, cycles: Int) throws {
        let actions = try #require(Self.actionsPerCycle[part])
        let script = GestureLabCommand.Bench.streamScript(cycles: cycles, part: part) + "\n"
            + zip(["pan", "tap", "doubleTap", "longPress"], actions).map { "expect \($0) actions \($1 * cycles)" }.joined(separator: "\n")
        let outcome = ScriptRunner.run(name: "<bench>", bytes: Array(script.utf8), options: SessionOptions(), transcript: false,
                                       write: { _ in })
        #expect(outcome.status == .ok, "\(outcome.failureLines)")
        #expect(outcome.events == part.eventsPerCycle * cycles)
        #expect(outcome.expectationsChecked == 4)
    }

    @Test func theMixedPartIsTheMixedStream() {
        #expect(GestureLabCommand.Bench.streamScript(cycles: 7, part: .mixed) == GestureLabCommand.Bench.streamScript(cycles: 7))
        #expect(GestureLabCommand.Bench.StreamPart.pan.eventsPerCycle + GestureLabCommand.Bench.StreamPart.taps.eventsPerCycle
            == GestureLabCommand.Bench.StreamPart.mixed.eventsPerCycle)
    }
}
