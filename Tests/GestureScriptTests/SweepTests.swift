@testable import GestureAnalysis
import Testing
@testable import GestureScript

/// Sweeps: the plan's numbering and shards, runs from a copied scene, boundaries found by bisection.
struct SweepTests {
    static let doubleTap = """
        param dt from 0ms to 600ms step 10ms
        recognizer double = tap numberOfTapsRequired = 2
        recognizer single = tap
        single requireToFail double
        down 1 at 100,200
        up 1
        wait $dt
        down 1 at 100,200
        up 1
        wait 1s

        """

    static func sweep(_ text: String) throws -> Sweep {
        let (script, d) = FrontEnd.parse(text)
        #expect(d.isEmpty)
        return try Sweep(script: script)
    }

    @Test func aShardHeaderComesBackAsWritten() throws {
        // Sources with what JSON must escape (quotes, backslashes, CR LF, tabs, control characters) and what it
        // must not mangle (non-ASCII); seeds at both ends of UInt64.
        let sources = ["param dt in 1ms\n", "a \"quoted\" \\ back\r\nslash\ttab\u{1}\u{7f}", "# 双击 — é\n", ""]
        for source in sources {
            for (sample, seed) in [(nil, UInt64(0)), (Optional(20), UInt64.max), (Optional(1), UInt64(Int64.max) + 1)] {
                let header = SweepShardHeader(script: "dir/a b.gesture", source: source, shard: (2, 3), sample: sample, seed: seed)
                let line = header.jsonLine
                #expect(line.hasSuffix("\n") && !line.dropLast().contains("\n"), "one line")
                #expect(SweepShardHeader.parse(line.dropLast()) == header, "\(source.debugDescription) \(seed)")
            }
        }
        // A run line, a header with an impossible shard or a sample of zero: not headers.
        #expect(SweepShardHeader.parse(#"{"run":0,"values":{},"outcome":"no actions","actions":{},"states":{},"expectations":{"checked":0,"failed":[]},"model":null}"#) == nil)
        #expect(SweepShardHeader.parse(#"{"sweep":"a","shard":"4/3","sample":null,"seed":"0","source":""}"#) == nil)
        #expect(SweepShardHeader.parse(#"{"sweep":"a","shard":"1/3","sample":0,"seed":"0","source":""}"#) == nil)
        #expect(SweepShardHeader.parse(#"{"sweep":"a","shard":"1/3","sample":null,"seed":"-1","source":""}"#) == nil)
        #expect(SweepShardHeader.parse(#"{"sweep":"a","shard":"1/3","sample":null,"seed":"0","source":""}"#) != nil)
    }

    @Test func combinationsNumberTheLastParameterFastest() throws {
        let (script, _) = FrontEnd.parse("param a in 1, 2, 3\nparam b in 10, 20\n")
        let plan = SweepPlan(script.parameters)
        #expect(plan.total == 6)
        #expect((0..<6 as Range<SweepIndex>).map(plan.combination) == [[0, 0], [0, 1], [1, 0], [1, 1], [2, 0], [2, 1]])
        for i in 0..<6 as Range<SweepIndex> { #expect(plan.index(of: plan.combination(i)) == i) }
    }

    @Test func shardsPartitionThePlan() {
        let all = Array(0..<103)
        for n in 1...7 {
            let shards = (1...n).map { SweepPlan.shard(all, k: $0, of: n) }
            #expect(shards.flatMap { $0 }.sorted() == all, "union of \(n) shards")
            #expect(shards.map(\.count).reduce(0, +) == all.count, "nothing twice in \(n) shards")
            #expect((shards.map(\.count).max() ?? 0) - (shards.map(\.count).min() ?? 0) <= 1, "balanced")
        }
    }

    @Test func countIsTheNumberOfRunsListed() {
        let (script, _) = FrontEnd.parse("param a from 0 to 102 step 1\nparam b in 1, 2\n")
        let plan = SweepPlan(script.parameters)
        for sample in [nil, 1, 5, 206, 500] as [Int?] {
            let all = plan.indices(sample: sample, seed: 3)
            #expect(plan.count(sample: sample, shard: nil) == SweepIndex(all.count))
            for n in 1...7 {
                for k in 1...n {
                    let shard = SweepPlan.shard(all, k: k, of: n)
                    #expect(plan.count(sample: sample, shard: (k, n)) == SweepIndex(shard.count), "sample \(String(describing: sample)) shard \(k)/\(n)")
                    // The lazy list of a shard is the shard of the whole list.
                    #expect(Array(plan.runs(sample: sample, seed: 3, shard: (k, n))) == shard, "sample \(String(describing: sample)) shard \(k)/\(n)")
                }
            }
        }
        func millions(_ n: Int) -> String { (0..<n).map { "param p\($0) from 0 to 999999 step 1\n" }.joined() }
        let (huge, d) = FrontEnd.parse(millions(4))
        #expect(d.isEmpty)
        // 10^24 combinations do not fit in an Int, but in a SweepIndex; seven parameters of 10^6 values do not.
        #expect(SweepPlan(huge.parameters).count(sample: nil, shard: nil) == SweepIndex(1_000_000_000_000) * 1_000_000_000_000)
        #expect(SweepPlan(huge.parameters).count(sample: 5, shard: (2, 3)) == 2)
        let (beyond, _) = FrontEnd.parse(millions(7))
        #expect(SweepPlan(beyond.parameters).total == nil)
        #expect(SweepPlan(beyond.parameters).count(sample: 5, shard: nil) == nil)
        let (large, _) = FrontEnd.parse("param a from 0 to 999999 step 1\nparam b from 0 to 999999 step 1\n")
        #expect(SweepPlan(large.parameters).count(sample: nil, shard: (2, 3)) == 333_333_333_333)
    }

    @Test func samplesAreDistinctSortedAndReproducible() throws {
        let (script, _) = FrontEnd.parse("param a from 0 to 999 step 1\n")
        let plan = SweepPlan(script.parameters)
        let s = plan.indices(sample: 50, seed: 7)
        #expect(s.count == 50)
        #expect(Set(s).count == 50)
        #expect(s == s.sorted())
        #expect(s == plan.indices(sample: 50, seed: 7))
        #expect(s != plan.indices(sample: 50, seed: 8))
    }

    @Test func samplesOfMoreCombinationsThanAnIntCountsAreDrawnFromTheSample() throws {
        let (script, d) = FrontEnd.parse((0..<4).map { "param p\($0) from 0 to 999999 step 1\n" }.joined())
        #expect(d.isEmpty)
        let plan = SweepPlan(script.parameters)
        let total = try #require(plan.total)
        let s = plan.indices(sample: 5, seed: 3)
        #expect(s.count == 5 && Set(s).count == 5 && s == s.sorted())
        #expect(s.allSatisfy { $0 >= 0 && $0 < total })
        #expect(s.contains { $0 > SweepIndex(Int.max) }, "drawn over the whole product, not its first 2^63")
        #expect(s == plan.indices(sample: 5, seed: 3))
        for i in s + [total - 1] { #expect(plan.index(of: plan.combination(i)) == i) }
        #expect(plan.combination(total - 1) == [999_999, 999_999, 999_999, 999_999])
    }

    /// Runs whose outcomes alternate (a forged shard's) make every neighbouring pair a boundary: the bisection still
    /// makes at most twice as many runs as there are records.
    @Test func refinementMakesAtMostTwiceTheRunsHoweverManyPairsDiffer() throws {
        let sweep = try Self.sweep("param dt from 0s to 99000s step 1000s\nrecognizer t = tap\nwait $dt\ntap at 10,10\n")
        let runs = (0..<100).map { i in
            SweepRun(index: .init(i), values: sweep.plan.values(.init(i)), actions: i % 2 == 0 ? [.init(name: "t", count: 1)] : [],
                     states: [.init(name: "t", state: "possible")], expectationsChecked: 0, failedExpectations: [], model: nil)
        }
        let (boundaries, omitted) = try sweep.boundaries(of: runs, refine: SweepRefinement())
        #expect(sweep.runsMade <= 200, "bisection runs for 100 records")
        // From 1000 s to 1 ms a boundary takes at most 20 halvings: 10 fit, the other 89 pairs are counted.
        #expect(boundaries.count == 10)
        #expect(omitted == 89)
    }

    @Test func eachRunStartsFromTheScene() throws {
        let sweep = try Self.sweep(Self.doubleTap)
        let first = try sweep.run([0, 60])
        let again = try sweep.run([0])
        // Run 0 after run 60 is the same as before it: nothing carried over (clock, counts, timers).
        #expect(again[0] == first[0])
        #expect(first[0].outcome == "double ×1")
        #expect(first[1].outcome == "single ×2")
    }

    @Test func bisectionFindsTheDoubleTapInterval() throws {
        let sweep = try Self.sweep(Self.doubleTap)
        let runs = try sweep.run(Array(0..<61))
        var refine = SweepRefinement()
        let read = refine.read("1ms")
        #expect(read)
        let (boundaries, omitted) = try sweep.boundaries(of: runs, refine: refine)
        #expect(omitted == 0)
        let b = try #require(boundaries.first)
        #expect(boundaries.count == 1)
        #expect(b.below == "double ×1")
        #expect(b.above == "single ×2")
        // One refinement step apart, straddling UIKit's 0.35 s.
        guard case .duration(let last) = b.last, case .duration(let first) = b.first else {
            Issue.record("not durations")
            return
        }
        #expect(first - last == 1_000)
        #expect(last <= 350_000 && 350_000 <= first)
        #expect(Sweep.headline(b) == .duration(microseconds: 350_000))
    }

    @Test func numberBisectionStaysOnTheRefinementGrid() {
        var refine = SweepRefinement()
        let read = refine.read("0.1")
        #expect(read)
        #expect(Sweep.midpoint(.number(10), .number(11), refine: refine) == .number(10.5))
        #expect(Sweep.midpoint(.number(10.4), .number(10.5), refine: refine) == nil)
        #expect(Sweep.midpoint(.number(0.1), .number(0.4), refine: refine) == .number(0.2))
    }

    @Test func jsonLinesRoundTrip() throws {
        let sweep = try Self.sweep(Self.doubleTap)
        let runs = try sweep.run([3, 40])
        for r in runs {
            let line = SweepRecords.jsonLine(r, plan: sweep.plan)
            #expect(SweepRecords.parseLine(line.dropLast(), plan: sweep.plan) == r)
        }
    }

    @Test func runtimeErrorNamesTheCombination() throws {
        let sweep = try Self.sweep("param dt in 10ms, -10ms\nrecognizer t = tap\nwait $dt\n")
        do {
            _ = try sweep.run([0, 1])
            Issue.record("a negative wait ran")
        } catch let error as SweepFailure {
            #expect(error.combination == "dt = -10ms")
            #expect(error.diagnostic.id == "parameterValueInvalid")
        }
    }
}
