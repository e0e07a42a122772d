@testable import GestureAnalysis
import Testing
@testable import GestureScript

/// The sweep's text says what it found and nothing more: a sample or a shard is partial, and its boundaries are
/// only those between neighbouring runs that ran.
struct SweepTextTests {
    /// Three outcomes over a 21 × 21 grid (the README's map of the long press against the pan).
    static let longPressVersusPan = """
        param hold from 0ms to 1s step 50ms
        param m from 0 to 20 step 1
        recognizer press = longPress
        recognizer pan = pan
        down 1 at 100,200
        wait $hold
        move 1 by $m,0
        wait 100ms
        up 1
        wait 1s

        """

    static func render(_ indices: (Sweep) -> [SweepIndex], shard: (k: Int, n: Int)? = nil) throws -> String {
        let (script, d) = FrontEnd.parse(longPressVersusPan)
        #expect(d.isEmpty)
        let sweep = try Sweep(script: script)
        let runs = try sweep.run(indices(sweep))
        let (boundaries, omitted) = try sweep.boundaries(of: runs, refine: SweepRefinement())
        return SweepText.render(file: "lp.gesture", plan: sweep.plan, runs: runs, boundaries: boundaries, omitted: omitted,
                                refine: SweepRefinement(), color: false, shard: shard)
    }

    @Test func aSampleWithSeveralOutcomesDoesNotClaimThatEveryRunHasTheSameOutcome() throws {
        let text = try Self.render { $0.plan.indices(sample: 20, seed: 0) }
        #expect(text.hasPrefix("sweep lp.gesture: 20 runs of 441 combinations\n"))
        #expect(text.contains("  C  "), "the sample has three outcomes:\n\(text)")
        #expect(!text.contains("every run has the same outcome"), "\(text)")
        #expect(text.contains("  none found, but only 20 of 441 combinations ran: a boundary is sought\n"
                              + "  between neighbouring runs (one value apart along one parameter, the others equal); run every\n"
                              + "  combination to find them\n"), "\(text)")
    }

    @Test func aLargerSampleListsTheBoundariesItFoundAndSaysOthersMayBeMissing() throws {
        let text = try Self.render { $0.plan.indices(sample: 200, seed: 0) }
        #expect(text.contains(" → "), "some neighbours ran:\n\(text)")
        #expect(text.contains("  (only 200 of 441 combinations ran: a boundary between runs that are not neighbours is not found)\n"))
    }

    @Test func aShardSaysItIsOneShardOfNAndPartial() throws {
        let text = try Self.render({ SweepPlan.shard(Array(0..<($0.plan.total ?? 0)), k: 2, of: 3) }, shard: (2, 3))
        #expect(text.hasPrefix("sweep lp.gesture: 147 runs of 441 combinations, shard 2 of 3: a partial result\n"
                               + "  (the whole sweep: run every shard with --format jsonl and join them with 'gesturelab sweep --merge SHARD…')\n"),
                "\(text)")
        #expect(!text.contains("every run has the same outcome"))
    }

    @Test func theWholeSweepIsUnchanged() throws {
        let text = try Self.render { Array(0..<($0.plan.total ?? 0)) }
        #expect(text.hasPrefix("sweep lp.gesture: 441 runs\n"))
        #expect(!text.contains("partial") && !text.contains("combinations ran"))
        #expect(text.contains("map (hold across, m down):"))
    }

    @Test func aSweepOfOneOutcomeStillSaysSo() throws {
        let (script, _) = FrontEnd.parse("param dt from 0ms to 50ms step 10ms\nrecognizer t = tap\ntap at 10,10\nwait $dt\n")
        let sweep = try Sweep(script: script)
        let runs = try sweep.run(Array(0..<6))
        let (boundaries, omitted) = try sweep.boundaries(of: runs, refine: SweepRefinement())
        let text = SweepText.render(file: "t.gesture", plan: sweep.plan, runs: runs, boundaries: boundaries, omitted: omitted,
                                    refine: SweepRefinement(), color: false)
        #expect(text.contains("  none: every run has the same outcome along each parameter\n"))
    }

    /// Outcomes number lines from 0, as the model, `expect selected N` and `expect line N` do.
    @Test func theSelectedLineIsNumberedFromZero() throws {
        let (script, d) = FrontEnd.parse("""
            param dt in 400ms
            use touchtracker
            drag from 50,100 to 250,100
            tap at 150,100
            wait $dt
            expect selected 0

            """)
        #expect(d.isEmpty)
        let sweep = try Sweep(script: script)
        let runs = try sweep.run([0])
        #expect(runs.first?.model == "1 line, line 0 selected, menu shown", "\(runs.first?.model ?? "none")")
        #expect(runs.first?.failedExpectations == [])
    }
}
