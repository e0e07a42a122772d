import Foundation
@testable import GestureAnalysis
import Testing
@testable import GestureScript

/// Issue 27 item 10: "a map where one outcome covers most cells gives room to the interesting part". `--subdivide K`
/// runs the cells where outcomes meet again, K times finer along each parameter, within a budget; the text shows a
/// refined map, and the records include the refined runs, marked.
@Suite("Sweep: subdividing the cells where outcomes meet")
struct SweepSubdivisionTests {
    /// The long press against the pan on a coarse grid: every boundary (hold 400ms and 500ms, m 10) falls inside a
    /// cell, between two grid values.
    static let coarse = """
        param hold from 0ms to 900ms step 150ms
        param m from 0 to 18 step 3
        recognizer press = longPress
        recognizer pan = pan
        down 1 at 100,200
        wait $hold
        move 1 by $m,0
        wait 100ms
        up 1
        wait 1s

        """

    static func sweep(_ text: String) throws -> (Sweep, [SweepRun]) {
        let (script, d) = FrontEnd.parse(text)
        #expect(d.isEmpty)
        let sweep = try Sweep(script: script)
        return (sweep, try sweep.run(sweep.plan.indices(sample: nil, seed: 0)))
    }

    /// The cells split are exactly those whose outcome differs from the next cell's along a parameter; each refined
    /// run is at its part's values and has the outcome a sweep of those values alone gives.
    @Test func theCellsWhereOutcomesMeetAreSplitAndEveryPartIsRunAtItsValues() throws {
        let (sweep, runs) = try Self.sweep(Self.coarse)
        let s = try sweep.subdivide(runs, factor: 3)
        let plan = sweep.plan
        var byIndex: [SweepIndex: SweepRun] = [:]
        for r in runs { byIndex[r.index] = r }
        let expected = runs.filter { r in
            let c = plan.combination(r.index)
            return (0..<2).contains { p in
                var n = c
                n[p] += 1
                return n[p] < plan.parameters[p].count && byIndex[plan.index(of: n)]?.outcome != r.outcome
            }
        }.map(\.index)
        #expect(Set(s.runs.map(\.cell)) == Set(expected))
        #expect(s.cells == expected.count && s.omittedCells == 0 && s.axes == 2)
        // A cell inside the map is split 3 × 3 (8 refined runs); one in the last row or column only one way (2).
        let perCell = Dictionary(grouping: s.runs, by: \.cell).mapValues(\.count)
        for (cell, count) in perCell {
            let c = plan.combination(cell)
            let ways = (c[0] + 1 < 7 ? 3 : 1) * (c[1] + 1 < 7 ? 3 : 1)
            #expect(count == ways - 1, "cell \(c)")
        }
        // The part 2/3 of the way from hold 300ms to 450ms and 1/3 from m 9 to 12: hold 400ms, m 10.
        let cell = plan.index(of: [2, 3])
        let part = try #require(s.runs.first { $0.cell == cell && $0.parts == [2, 1] })
        #expect(part.run.values == [.duration(microseconds: 400_000), .number(10)])
        // Each refined run's outcome is what those values alone give.
        let (again, _) = try Self.sweep(Self.coarse)
        for r in s.runs.prefix(40) {
            #expect(try again.runOne(r.run.values, index: -1).outcome == r.run.outcome, "\(r.run.values)")
        }
        // What the grid cannot see: at hold 400ms the long press has begun (press ×2), at m 10 the pan has.
        #expect(part.run.outcome == "pan ×2")
        #expect(s.runs.first { $0.cell == cell && $0.parts == [2, 0] }?.run.outcome == "press ×2")
    }

    /// Subdividing twice gives the same refined runs in the same order (deterministic), and a factor below 2 nothing.
    @Test func itIsDeterministicAndOffBelowTwo() throws {
        let (a, runsA) = try Self.sweep(Self.coarse)
        let (b, runsB) = try Self.sweep(Self.coarse)
        #expect(try a.subdivide(runsA, factor: 2).runs == b.subdivide(runsB, factor: 2).runs)
        #expect(try a.subdivide(runsA, factor: 1).runs.isEmpty)
    }

    /// At most as many refined runs as the sweep's own (at least 100): the cells beyond are left whole and counted.
    @Test func theRefinedRunsStayWithinTheBudget() throws {
        let fine = Self.coarse.replacingOccurrences(of: "step 150ms", with: "step 50ms").replacingOccurrences(of: "step 3", with: "step 1")
        let (sweep, runs) = try Self.sweep(fine)
        #expect(runs.count == 19 * 19)
        let s = try sweep.subdivide(runs, factor: 10)
        #expect(Sweep.subdivisionBudget(runs: runs.count) == 361)
        #expect(s.runs.count <= 361)
        // Every cell where outcomes meet is split or counted; a cell split both ways costs 99 runs, one in the last
        // row or column 9: the cells are taken in order while they fit.
        let unlimited = try Self.sweep(fine).0.subdivide(runs, factor: 2)
        #expect(unlimited.omittedCells == 0)
        #expect(s.cells + s.omittedCells == unlimited.cells)
        #expect(s.cells < unlimited.cells && s.omittedCells > 0)
        let text = SweepText.render(file: "s.gesture", plan: sweep.plan, runs: runs, boundaries: [], omitted: 0,
                                    refine: SweepRefinement(), color: false, subdivision: s)
        #expect(text.contains("cells where outcomes meet, split 10 × 10 (--subdivide 10): \(s.cells) cells, \(s.runs.count) more runs\n"
                              + "  … and \(s.omittedCells) more cells left whole (at most 361 refined runs in all)\n"), "\(text)")
        #expect(Sweep.subdivisionBudget(runs: 7) == 100)
    }

    /// The text: refined runs' outcomes counted beside the grid's, and the map at three times the resolution, lower
    /// case where a refined run was made (the long press wins from 400ms, inside the cell of 300ms).
    @Test func theTextShowsTheRefinedMap() throws {
        let (sweep, runs) = try Self.sweep(Self.coarse)
        let s = try sweep.subdivide(runs, factor: 3)
        let text = SweepText.render(file: "s.gesture", plan: sweep.plan, runs: runs, boundaries: [], omitted: 0,
                                    refine: SweepRefinement(), color: false, subdivision: s)
        #expect(text.contains("  A  no actions  ×12  hold 0ms–300ms, m 0–9 (and 20 refined runs)\n"), "\(text)")
        #expect(text.contains("refined map (split 3 × 3 where outcomes meet; lower case: a refined run):\n"))
        #expect(text.contains("\n 0 │AAAAAAAacCddDDDDDDDDD\n   │AAAAAAaaccddDDDDDDDDD\n"), "\(text)")
        #expect(text.contains("\n 9 │AaaAaaAacCddDDDDDDDDD\n   │bbbbbbbbbbddDDDDDDDDD\n"), "\(text)")
        // Without --subdivide, nothing of it.
        let plain = SweepText.render(file: "s.gesture", plan: sweep.plan, runs: runs, boundaries: [], omitted: 0,
                                     refine: SweepRefinement(), color: false)
        #expect(!plain.contains("refined map") && !plain.contains("refined run") && !plain.contains("--subdivide"))
        #expect(text.hasPrefix(plain.components(separatedBy: "\noutcomes:")[0]))
    }

    /// One parameter: the refined strip after the grid's, in value order.
    @Test func aStripIsRefinedToo() throws {
        let (sweep, runs) = try Self.sweep("""
            param dt from 0ms to 600ms step 100ms
            recognizer double = tap numberOfTapsRequired = 2
            recognizer single = tap
            single requireToFail double
            down 1 at 100,200; up 1; wait $dt; down 1 at 100,200; up 1; wait 1s

            """)
        let s = try sweep.subdivide(runs, factor: 4)
        #expect(s.axes == 1 && s.cells == 1 && s.runs.count == 3)
        let text = SweepText.render(file: "s.gesture", plan: sweep.plan, runs: runs, boundaries: [], omitted: 0,
                                    refine: SweepRefinement(), color: false, subdivision: s)
        #expect(text.contains("dt 0ms–300ms: double ×1 · dt 400ms–600ms: single ×2\nrefined: dt 0ms–325ms: double ×1 · dt 350ms–600ms: single ×2\n"), "\(text)")
        #expect(text.contains("split in 4 (--subdivide 4): 1 cell, 3 more runs"))
    }

    /// CSV and JSON lines carry the refined runs after the grid's, marked; a merge takes no refined run.
    @Test func recordsMarkTheRefinedRuns() throws {
        let (sweep, runs) = try Self.sweep(Self.coarse)
        let s = try sweep.subdivide(runs, factor: 3)
        let plan = sweep.plan
        #expect(SweepRecords.csvHeader(plan, marksRefined: true).hasSuffix(",model,sample\n"))
        #expect(SweepRecords.csvHeader(plan) == SweepRecords.csvHeader(plan, marksRefined: false))
        #expect(SweepRecords.csvRow(runs[0], marksRefined: true).hasSuffix(",grid\n"))
        let part = try #require(s.runs.first { $0.cell == plan.index(of: [2, 3]) && $0.parts == [2, 1] })
        let row = SweepRecords.csvRow(part.run, refinedIn: part.cell, marksRefined: true)
        #expect(row.hasPrefix("\(part.cell),400,10,pan ×2,") && row.hasSuffix(",refined\n"), "\(row)")
        let line = SweepRecords.jsonLine(part.run, plan: plan, refinedIn: part.cell)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["refined"] as? Bool == true && object["run"] as? Int == Int(part.cell))
        #expect((object["values"] as? [String: Any])?["hold_ms"] as? Double == 400)
        #expect(SweepRecords.parseLine(Substring(line.dropLast()), plan: plan) == nil)
        #expect(!SweepRecords.jsonLine(runs[0], plan: plan).contains("refined"))
    }

    @Test func theFactorIsAWholeNumberFromTwoToTen() {
        #expect(SweepSubdivision.problem("2") == nil && SweepSubdivision.problem("10") == nil)
        for bad in ["1", "11", "0", "-3", "2.5", "x", ""] {
            #expect(SweepSubdivision.problem(bad) == "--subdivide takes how many parts to split each cell where outcomes meet into, "
                    + "along each parameter: a whole number from 2 to 10 (got '\(bad)')")
        }
    }
}
