import Foundation
import GestureAnalysis
import GestureREPL
import GestureScript
import Testing

/// `gesturelab sweep` on inputs that ask for far more work than they are: a forged shard's header, a huge plan
/// sharded or sampled, runs whose outcomes alternate. Each is refused up front by a limit, or costs work in proportion
/// to what it runs and keeps (counted here in runs and lines, never timed).
struct SweepBoundedWorkTests {
    /// 10^12 combinations.
    static let trillion = "param a from 0 to 999999 step 1\nparam b from 0 to 999999 step 1\nrecognizer t = tap\ntap at 10,10\n"
    /// 10^24 combinations: more than an Int counts.
    static let septillion = (0..<4).map { "param p\($0) from 0 to 999999 step 1\n" }.joined() + "recognizer t = tap\ntap at 10,10\n"

    static func header(_ source: String, sample: Int? = nil) -> String {
        SweepShardHeader(script: "forged.gesture", source: source, shard: (1, 1), sample: sample, seed: 0).jsonLine
    }

    /// A run line as a shard writes it, with `actions` taps.
    static func runLine(_ run: Int, _ values: String, taps: Int) -> String {
        "{\"run\":\(run),\"values\":{\(values)},\"outcome\":\"\",\"actions\":{" + (taps > 0 ? "\"t\":\(taps)" : "")
            + "},\"states\":{\"t\":\"possible\"},\"expectations\":{\"checked\":0,\"failed\":[]},\"model\":null}\n"
    }

    @Test func aForgedShardsSweepIsHeldToMaxRuns() throws {
        let dir = TempDirectory()
        defer { dir.remove() }
        // The header's --sample says the sweep has 2,000 runs: more than --max-runs, refused before any is planned.
        let small = "param a from 0 to 9999 step 1\nrecognizer t = tap\ntap at 10,10\n"
        let sampled = try CLI.run(["sweep", "--max-runs", "1000", "--merge", dir.write("s.jsonl", Self.header(small, sample: 2000))])
        try #require(sampled.status == 64, "\(sampled.stderr)")
        #expect(sampled.stderr == "gesturelab: error: the shards' sweep has 2000 runs, more than --max-runs 1000; "
                + "a merge keeps every run: raise --max-runs to merge it\n")
        // One line that carries a script of 10^12 combinations (listing them used to allocate 8 TB and abort), or a
        // sample of 999,999,999,999 of them (drawing it never ended).
        let whole = try CLI.run(["sweep", "--merge", dir.write("w.jsonl", Self.header(Self.trillion))])
        #expect(whole.status == 64)
        #expect(whole.stderr.contains("the shards' sweep has 1000000000000 runs, more than --max-runs 1000000"))
        let huge = try CLI.run(["sweep", "--merge", dir.write("h.jsonl", Self.header(Self.trillion, sample: 999_999_999_999))])
        #expect(huge.status == 64)
        #expect(huge.stderr.contains("the shards' sweep has 999999999999 runs, more than --max-runs 1000000"))
        #expect(whole.stdout.isEmpty && huge.stdout.isEmpty)
    }

    @Test func aShardOfAHugeSweepListsOnlyItsOwnRuns() throws {
        let dir = TempDirectory()
        defer { dir.remove() }
        let file = dir.write("t.gesture", Self.trillion)
        let out = dir.write("shard.jsonl", "")
        // 1,000 runs of 10^12: every 10^9-th combination from the 7th.
        let r = try CLI.run(["sweep", file, "--shard", "7/1000000000", "--format", "jsonl"], stdoutPath: out)
        try #require(r.status == 0, "\(r.stderr)")
        let lines = try #require(dir.read("shard.jsonl")).split(separator: "\n")
        #expect(lines.count == 1 + 1_000)
        #expect(lines[1].hasPrefix("{\"run\":6,\"values\":{\"a\":0,\"b\":6}"))
        #expect(lines[1_000].hasPrefix("{\"run\":999000000006,\"values\":{\"a\":999000,\"b\":6}"))
    }

    @Test func aShardedSampleIsHeldToMaxRuns() throws {
        let dir = TempDirectory()
        defer { dir.remove() }
        let file = dir.write("t.gesture", Self.trillion)
        // Each shard makes 1,000 runs, but draws the whole sample of 2,000 to take its share.
        let r = try CLI.run(["sweep", file, "--sample", "2000", "--shard", "1/2", "--max-runs", "1000", "--format", "jsonl"])
        #expect(r.status == 64, "\(r.stderr)")
        #expect(r.stderr == "gesturelab: error: --sample 2000 is more than --max-runs 1000: every shard draws the whole sample "
                + "before it takes its share; take a smaller sample, or raise --max-runs (on every shard and on the merge)\n")
        #expect(r.stdout.isEmpty)
        let fits = try CLI.run(["sweep", file, "--sample", "2000", "--shard", "1/2", "--max-runs", "2000", "--format", "jsonl"])
        #expect(fits.status == 0)
        #expect(fits.stdout.split(separator: "\n").count == 1 + 1_000)
    }

    @Test func aSampleOfMoreCombinationsThanAnIntCountsIsFiveRuns() throws {
        let dir = TempDirectory()
        defer { dir.remove() }
        let file = dir.write("s.gesture", Self.septillion)
        let text = try CLI.run(["sweep", file, "--sample", "5", "--seed", "3"])
        try #require(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.hasPrefix("sweep \(file): 5 runs of 1000000000000000000000000 combinations\n"))
        #expect(text.stdout.contains("  A  t ×1  ×5  "))
        // Run numbers beyond 64 bits go to JSON lines and come back from shards: the merge is the unsharded sweep.
        var shards: [String] = []
        for k in 1...2 {
            let out = dir.write("shard\(k).jsonl", "")
            let r = try CLI.run(["sweep", file, "--sample", "5", "--seed", "3", "--shard", "\(k)/2", "--format", "jsonl"], stdoutPath: out)
            #expect(r.status == 0, "\(r.stderr)")
            shards.append(out)
        }
        let runs = (1...2).flatMap { (dir.read("shard\($0).jsonl") ?? "").split(separator: "\n").dropFirst() }
        #expect(runs.count == 5)
        let numbers = runs.map { $0.dropFirst("{\"run\":".count).prefix(while: \.isNumber) }
        #expect(numbers.contains { $0.count > 19 }, "a run number beyond Int64: \(numbers)")
        for format in ["text", "csv", "jsonl"] {
            let whole = try CLI.run(["sweep", file, "--sample", "5", "--seed", "3", "--format", format])
            let merged = try CLI.run(["sweep", "--format", format, "--merge"] + shards)
            #expect(merged.status == 0, "\(merged.stderr)")
            #expect(merged.stdout == whole.stdout, "format \(format)")
        }
        // Seven parameters of 10^6 values are more combinations than a sweep numbers (2^127 - 1): refused at once.
        let seven = dir.write("seven.gesture", (0..<7).map { "param p\($0) from 0 to 999999 step 1\n" }.joined() + "tap at 10,10\n")
        let beyond = try CLI.run(["sweep", seven, "--sample", "5"])
        #expect(beyond.status == 64)
        #expect(beyond.stderr.contains("this sweep has more than 170141183460469231731687303715884105727 combinations (2^127 - 1)"))
    }

    @Test func alternatingOutcomesRefineWithinTheBudget() throws {
        let dir = TempDirectory()
        defer { dir.remove() }
        // 100 runs whose outcomes alternate: 99 "boundaries", each 20 halvings from 1000 s to 1 ms. At most twice the
        // runs (200) are spent on bisection: 10 boundaries, the other 89 counted.
        let source = "param dt from 0s to 99000s step 1000s\nrecognizer t = tap\nwait $dt\ntap at 10,10\n"
        let lines = (0..<100).map { Self.runLine($0, "\"dt\":\"\($0 * 1000)s\"", taps: $0 % 2) }
        let shard = dir.write("alt.jsonl", Self.header(source) + lines.joined())
        let r = try CLI.run(["sweep", "--merge", shard])
        #expect(r.status == 0, "\(r.stderr)")
        let refined = r.stdout.split(separator: "\n").filter { $0.contains(" → ") }
        #expect(refined.count == 10, "\(r.stdout)")
        #expect(r.stdout.contains("  … and 89 more neighbouring pairs not refined (at most 100 per parameter, and 200 bisection runs in all)\n"))
    }

    @Test func aNumberStepFinerThanNineDecimalsIsRefused() throws {
        let dir = TempDirectory()
        defer { dir.remove() }
        let file = dir.write("x.gesture", "param x from 0 to 1 step 0.1\nrecognizer t = tap\ntap at 10,10\n")
        let r = try CLI.run(["sweep", file, "--refine", "0.00000000001"])
        #expect(r.status == 64)
        #expect(r.stderr.hasPrefix("Error: --refine 0.00000000001 is finer than a sweep refines numbers: at most 9 decimals (0.000000001 or more)\n"))
        #expect(r.stdout.isEmpty)
        let finest = try CLI.run(["sweep", file, "--refine", "0.000000001"])
        #expect(finest.status == 0, "\(finest.stderr)")
        #expect(finest.stdout.contains("boundaries (refined to 0.000000001):"))
        let repl = try CLI.run(["--empty"], stdin: ":sweep \(file) --refine 0.0000000015\n")
        #expect(repl.stdout.contains("error: --refine 0.0000000015 is finer than a sweep refines numbers: at most 9 decimals"))
    }

    @Test func aBoundaryBetweenNeighbouringNumbersSaysItIsNoFiner() throws {
        let dir = TempDirectory()
        defer { dir.remove() }
        // Near 10^17 neighbouring 64-bit numbers are 16 apart: nothing lies between these two on the 0.1 grid.
        let source = "param x in 100000000000000000, 100000000000000016\nrecognizer t = tap\nwait 1ms\n"
        let shard = dir.write("n.jsonl", Self.header(source) + Self.runLine(0, "\"x\":\"100000000000000000\"", taps: 1)
                              + Self.runLine(1, "\"x\":\"100000000000000016\"", taps: 0))
        let r = try CLI.run(["sweep", "--merge", shard])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("  t ×1 → no actions at x = 100000000000000000 (100000000000000000: t ×1; 100000000000000020: no actions), "
                                  + "no finer: no 64-bit number lies between them on the 0.1 grid\n"), "\(r.stdout)")
    }
}
