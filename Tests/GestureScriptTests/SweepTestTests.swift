@testable import GestureAnalysis
import Testing

@testable import GestureScript
@testable import GestureLanguage

/// What `gesturelab test` makes of a sweep: failures gathered into ranges of values, boundaries as a golden.
@Suite struct SweepTestTests {
    static let key = SweepFailureRanges.Key(start: 10, expected: "tap actions 1", actual: "0")
    static let other = SweepFailureRanges.Key(start: 10, expected: "tap actions 1", actual: "2")

    /// Consecutive runs with the same failure are one range; a run that passed, or failed otherwise, ends it.
    @Test func rangesAlongOneParameter() {
        var r = SweepFailureRanges()
        for (position, value) in [0, 1, 2, 4, 5].enumerated() where value != 4 {
            r.add(Self.key, combination: [value], position: position)
        }
        r.add(Self.other, combination: [4], position: 3)
        // The same failure twice in one run counts the run once.
        r.add(Self.key, combination: [5], position: 4)
        #expect(r.keys == [Self.key, Self.other])
        #expect(r.boxes[Self.key]?.map { [$0.low, $0.high] } == [[[0], [2]], [[5], [5]]])
        #expect(r.boxes[Self.key]?.map(\.runs) == [3, 1])
    }

    /// With every combination run, rows with the same range join into a block.
    @Test func blocksOfTwoParameters() {
        var r = SweepFailureRanges()
        var position = 0
        for x in 0..<4 {
            for y in 0..<5 {
                if (1...2).contains(x) && y >= 3 || x == 3 && y == 0 { r.add(Self.key, combination: [x, y], position: position) }
                position += 1
            }
        }
        r.joinNeighbours(parameters: 2)
        #expect(r.boxes[Self.key]?.map { [$0.low, $0.high] } == [[[1, 3], [2, 4]], [[3, 0], [3, 0]]])
        #expect(r.boxes[Self.key]?.map(\.runs) == [4, 1])
        let plan = SweepPlan(Parser.parse("param x from 0 to 3 step 1\nparam y from 0ms to 40ms step 10ms\n").0.parameters)
        #expect(SweepFailureRanges.describe(r.boxes[Self.key]![0], plan: plan) == "x = 1–2, y = 30ms–40ms")
        #expect(SweepFailureRanges.describe(r.boxes[Self.key]![1], plan: plan) == "x = 3, y = 0ms")
    }

    /// Past the most boxes kept, failing runs are counted, not listed.
    @Test func boxesAreBounded() {
        var r = SweepFailureRanges()
        for i in 0..<(SweepFailureRanges.maximumBoxes + 7) { r.add(Self.key, combination: [2 * i], position: 2 * i) }
        #expect(r.boxes[Self.key]?.count == SweepFailureRanges.maximumBoxes)
        #expect(r.uncounted[Self.key] == 7)
    }

    @Test func aSweepTestNamesEachExpectationsRanges() throws {
        let (script, _) = Parser.parse("""
            param dt from 0ms to 600ms step 50ms
            recognizer double = tap numberOfTapsRequired = 2
            down 1 at 1,1; up 1; wait $dt; down 1 at 1,1; up 1; wait 1s
            expect double actions 1
            expect double actions 0

            """)
        let sweep = try Sweep(script: script)
        let result = try sweep.test(sweep.plan.runs(sample: nil, seed: 0, shard: nil))
        #expect(result.runs.count == 13 && result.isComplete && result.failedRuns == 13)
        #expect(result.expectations.map(\.text) == ["expect double actions 1", "expect double actions 0"])
        #expect(result.expectations.map { $0.failures.map { "\($0.context ?? ""): \($0.message)" } } == [
            ["dt = 350ms–600ms (6 runs): expected double actions 1, got 0"],
            ["dt = 0ms–300ms (7 runs): expected double actions 0, got 1"],
        ])
        #expect(result.expectationsChecked == 26)
    }

    // MARK: - The boundaries golden

    static let golden = """
        # The boundaries of x.gesture's sweep (61 runs, refined to 1ms), written by gesturelab test --update.
        dt = 350ms: a ×1 → b ×2
        dt = 500ms: b ×2 → c
        hold = 450ms: p → q when m = 5

        """

    @Test func parsesItsLines() throws {
        let entries = try SweepBoundaryGolden.parse(Self.golden).get()
        #expect(entries == [
            .init(parameter: "dt", value: "350ms", key: "a ×1 → b ×2", line: 2),
            .init(parameter: "dt", value: "500ms", key: "b ×2 → c", line: 3),
            .init(parameter: "hold", value: "450ms", key: "p → q when m = 5", line: 4),
        ])
        #expect(throws: SweepBoundaryGolden.Difference(
            message: "line 2 is not a boundary ('350ms a → b'); gesturelab test --update rewrites the file", line: 2)) {
            try SweepBoundaryGolden.parse("# c\n350ms a → b\n").get()
        }
    }

    @Test func movedGoneAndNew() throws {
        let expected = try SweepBoundaryGolden.parse(Self.golden).get()
        var actual = expected.map { SweepBoundaryGolden.Entry(parameter: $0.parameter, value: $0.value, key: $0.key) }
        #expect(SweepBoundaryGolden.compare(expected: expected, actual: actual, goldenName: "x.boundaries") == [])
        actual[0].value = "300ms"
        actual.remove(at: 1)
        actual.append(.init(parameter: "dt", value: "520ms", key: "b ×2 → d"))
        #expect(SweepBoundaryGolden.compare(expected: expected, actual: actual, goldenName: "x.boundaries") == [
            .init(message: "a ×1 → b ×2 moved from dt = 350ms to 300ms", line: 2),
            .init(message: "b ×2 → c at dt = 500ms is gone (x.boundaries has it)", line: 3),
            .init(message: "b ×2 → d at dt = 520ms is new (not in x.boundaries)", line: 1),
        ])
    }

    /// A sweep's boundaries as a golden, from a real sweep: outcomes name a failed expectation by its text.
    @Test func entriesOfARealSweep() throws {
        let text = """
            param dt from 0ms to 600ms step 10ms
            recognizer double = tap numberOfTapsRequired = 2
            down 1 at 1,1; up 1; wait $dt; down 1 at 1,1; up 1; wait 1s
            expect double actions 1

            """
        for source in [text, "# a comment\n\n" + text] {
            let (script, _) = Parser.parse(source)
            let sweep = try Sweep(script: script)
            let runs = try sweep.run(sweep.plan.indices(sample: nil, seed: 0))
            let found = try sweep.boundaries(of: runs, refine: SweepRefinement())
            let entries = SweepBoundaryGolden.entries(found.boundaries, plan: sweep.plan, script: script)
            #expect(entries.map(\.text) == ["dt = 350ms: double ×1 → no actions; expect double actions 1 failed"])
            #expect(found.boundaries.first?.above.contains("expect line") == true)
        }
    }
}
