import Foundation
import GestureAnalysis
import GestureLab
import GestureLanguage
import Testing

/// `ScriptSweep`, the library's sweep (what `gesturelab sweep`, `test` of a script with parameters, `bench sweep` and
/// `:sweep` run their cells through): its cells are the interpreter's runs of the same script, chosen as the command
/// line's options choose them, and its errors are what `gesturelab sweep` prints.
@Suite struct ScriptSweepTests {
    static let doubleTap = """
        param dt from 100ms to 500ms step 100ms
        recognizer doubleTap = tap numberOfTapsRequired = 2
        tap at 10,10
        wait $dt
        tap at 10,10
        wait 1s
        expect doubleTap actions 1

        """

    @Test func eachCellHasItsBindingsStatusAndFailedExpectations() throws {
        let result = try ScriptSweep(source: Self.doubleTap, name: "double.gesture").run()
        #expect(result.parameters == ["dt"])
        #expect(result.combinations == 5)
        #expect(result.runs == 5)
        #expect(result.cells.map { $0.bindings.map(\.text) } == [["100ms"], ["200ms"], ["300ms"], ["400ms"], ["500ms"]])
        #expect(result.cells.map { $0.value(of: "dt") } == [100, 200, 300, 400, 500].map { .duration(.milliseconds($0)) })
        #expect(result.cells.map(\.status) == [.passed, .passed, .passed, .expectationFailed, .expectationFailed])
        #expect(result.cells[0].actionCounts == ["doubleTap": 1])
        #expect(result.cells[0].states == ["doubleTap": .possible])
        #expect(result.cells[3].actionCounts == [:])
        #expect(result.cells[3].failedExpectations.map { "\($0.file):\($0.line) \($0.expected) got \($0.actual)" }
                    == ["double.gesture:7 doubleTap actions 1 got 0"])
        #expect(result.cells.map(\.outcome) == ["doubleTap ×1", "doubleTap ×1", "doubleTap ×1",
                                                "no actions; expect line 7 failed", "no actions; expect line 7 failed"])
        #expect(result.outcomes == ["doubleTap ×1", "no actions; expect line 7 failed"])
        #expect(result.status == .expectationFailed)
        #expect(result.failedCells == 2)
        #expect(result.expectationsChecked == 5)
    }

    /// Every example sweep: the library's cells are the runs `gesturelab sweep` maps (GestureAnalysis's `Sweep`, which
    /// the command ran directly before it ran through the library), outcome for outcome.
    @Test(arguments: ["double-tap-interval", "long-press-vs-pan", "swipe-speed-distance", "tap-vs-pan-distance",
                      "touchtracker-double-tap"])
    func theCellsAreTheRunsTheSweepCommandMaps(example: String) throws {
        let path = ExternalPackageTests.root + "/examples/sweeps/\(example).gesture"
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let result = try ScriptSweep(bytes: bytes, name: path).run()
        let (script, _) = Parser.parse(SourceFile(name: path, bytes: bytes))
        let sweep = try GestureAnalysis.Sweep(script: script)
        let runs = try sweep.run(sweep.plan.runs(sample: nil, seed: 0, shard: nil))
        #expect(result.cells.count == runs.count)
        #expect(result.cells.map(\.outcome) == runs.map(\.outcome))
        #expect(result.cells.map { $0.bindings.map(\.text) } == runs.map { $0.values.map(\.text) })
        #expect(result.cells.map(\.expectationsChecked) == runs.map(\.expectationsChecked))
        #expect(result.cells.map { $0.failedExpectations.map(\.line) } == runs.map(\.failedExpectations))
        #expect(result.cells.map { $0.actionCounts.values.reduce(0, +) } == runs.map { $0.actions.reduce(0) { $0 + $1.count } })
    }

    /// `--sample N --seed S` and `--shard K/N` pick the combinations `gesturelab sweep` picks.
    @Test func aSampleAndAShardRunTheCommandsCombinations() throws {
        var sweep = ScriptSweep(source: Self.doubleTap.replacingOccurrences(of: "step 100ms", with: "step 10ms"))
        sweep.sample = 7
        sweep.seed = 3
        let sampled = try sweep.run()
        let plan = SweepPlan(Parser.parse(Self.doubleTap.replacingOccurrences(of: "step 100ms", with: "step 10ms")).0.parameters)
        let expected = plan.runs(sample: 7, seed: 3, shard: nil).map { plan.values($0).map(\.text) }
        #expect(sampled.cells.map { $0.bindings.map(\.text) } == expected)
        #expect(sampled.combinations == 41)
        sweep.shard = ScriptSweep.Shard(2, of: 3)
        let shard = try sweep.run()
        #expect(shard.cells.map { $0.bindings.map(\.text) } == ScriptSweep.shardOf(expected, 2, 3))
        #expect(ScriptSweep.Shard(4, of: 3) == nil)
        #expect(ScriptSweep.Shard(0, of: 3) == nil)
    }

    /// A runtime error in a cell stops the sweep, thrown with the note `gesturelab sweep` prints under it.
    @Test func aRuntimeErrorInACellIsThrownWithItsCombination() throws {
        let sweep = ScriptSweep(source: "param dt in 10ms, 20ms, -50ms\nrecognizer tap = tap\ntap at 10,10\nwait $dt\n",
                                name: "err.gesture")
        let error = try #require(throws: GestureLabError.self) { try sweep.run() }
        #expect(error.rendered == """
            err.gesture:4:1: error: 'wait $dt': a duration must not be negative when dt = -50ms
            wait $dt
            ^~~~~~~~
            note: the sweep stopped at the first failing combination: dt = -50ms
            """)
        #expect(error.diagnostics.map(\.line) == [4, 0])
        #expect(error.diagnostics.map(\.severity) == [.error, .note])
    }

    @Test func anErrorInTheScenesDeclarationsIsThrownBeforeAnyCell() throws {
        let sweep = ScriptSweep(source: "param dt in 10ms\nrecognizer tap = tap\ntap requireToFail nothere\nwait $dt\n",
                                name: "scene.gesture")
        let error = try #require(throws: GestureLabError.self) { try sweep.run() }
        #expect(error.rendered.hasPrefix("scene.gesture:3:19: error: no gesture recognizer named 'nothere'\n"))
        #expect(error.rendered.hasSuffix("\nnote: the sweep stopped while setting up the scene"))
    }

    @Test func aSyntaxErrorAScriptWithoutParametersAndTooManyRunsAreThrown() throws {
        let syntax = try #require(throws: GestureLabError.self) {
            try ScriptSweep(source: "param dt in 10ms\ntap at ten\n", name: "bad.gesture").run()
        }
        #expect(syntax.diagnostics.first?.line == 2)
        #expect(syntax.rendered.hasPrefix("bad.gesture:2:8: error: "))
        let none = try #require(throws: GestureLabError.self) {
            try ScriptSweep(source: "recognizer tap = tap\n", name: "plain.gesture").run()
        }
        #expect(none.diagnostics.map(\.id) == ["no-parameters"])
        #expect(none.rendered == "plain.gesture: error: 'plain.gesture' declares no parameters; add one such as "
                    + "'param dt from 0ms to 600ms step 10ms' and use it as $dt")
        var large = ScriptSweep(source: Self.doubleTap, name: "double.gesture")
        large.maxRuns = 4
        let refused = try #require(throws: GestureLabError.self) { try large.run() }
        #expect(refused.rendered == "double.gesture: error: this sweep would make 5 runs, more than --max-runs 4; "
                    + "use larger steps, fewer values, --sample N, --shard K/N, or raise --max-runs")
    }
}

extension ScriptSweep {
    /// Shard `k` of `n` of a list, as `--shard K/N` takes it: every `n`-th from the `k`-th.
    static func shardOf<T>(_ list: [T], _ k: Int, _ n: Int) -> [T] {
        stride(from: k - 1, to: list.count, by: n).map { list[$0] }
    }
}
