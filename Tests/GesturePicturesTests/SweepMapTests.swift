import Foundation
@testable import GestureAnalysis
import Testing
@testable import GesturePictures
@testable import GestureScript
@testable import GestureLanguage

/// A sweep run in-process as `gesturelab sweep FILE` runs it (every combination, or `--sample N --seed S`).
struct SweptScript {
    var file: String
    var plan: SweepPlan
    var runs: [SweepRun]
    var boundaries: [SweepBoundary]
    var omitted: Int

    init(_ text: String, file: String, sample: Int? = nil, seed: UInt64 = 0) throws {
        let (script, diagnostics) = Parser.parse(text, name: file)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let sweep = try Sweep(script: script)
        self.file = file
        plan = sweep.plan
        runs = try sweep.run(plan.indices(sample: sample, seed: seed))
        (boundaries, omitted) = try sweep.boundaries(of: runs, refine: SweepRefinement())
    }

    static func example(_ path: String, sample: Int? = nil) throws -> SweptScript {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
        return try SweptScript(text, file: path, sample: sample)
    }

    var svg: String {
        SweepMapSVG.render(file: file, plan: plan, runs: runs, boundaries: boundaries, omitted: omitted, refine: SweepRefinement())
    }

    var map: SweepMap { SweepMap(plan: plan, runs: runs, boundaries: boundaries) }
}

/// A run with only what the map reads (its number and an outcome), for maps too large to run.
func fakeRun(_ index: SweepIndex, actions: Int) -> SweepRun {
    SweepRun(index: index, values: [], actions: actions == 0 ? [] : [.init(name: "tap", count: actions)], states: [],
             expectationsChecked: 0, failedExpectations: [], model: nil)
}

func plan(_ text: String) -> SweepPlan { SweepPlan(Parser.parse(text).0.parameters) }

@Suite("Sweep maps: rectangles and boundaries")
struct SweepMapTests {
    @Test func equalCellsMergeAlongRowsAndThenDownRows() {
        let grid = [[0, 0, 1],
                    [0, 0, 1],
                    [2, 0, 1],
                    [-1, -1, 1]]
        let rects = SweepMap.rectangles(grid)
        #expect(rects == [
            .init(column: 0, row: 0, width: 2, height: 2, outcome: 0),
            .init(column: 2, row: 0, width: 1, height: 4, outcome: 1),
            .init(column: 0, row: 2, width: 1, height: 1, outcome: 2),
            .init(column: 1, row: 2, width: 1, height: 1, outcome: 0),
            .init(column: 0, row: 3, width: 2, height: 1, outcome: -1),
        ])
    }

    @Test func rectanglesCoverEveryCellExactlyOnceWithItsOutcome() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let rows = Int.random(in: 1...12, using: &rng), columns = Int.random(in: 1...12, using: &rng)
            // Few outcomes, so that runs and stacked rows occur.
            let grid = (0..<rows).map { _ in (0..<columns).map { _ in Int.random(in: -1...1, using: &rng) } }
            var covered = Array(repeating: Array(repeating: 0, count: columns), count: rows)
            for r in SweepMap.rectangles(grid) {
                for y in r.row..<(r.row + r.height) {
                    for x in r.column..<(r.column + r.width) {
                        covered[y][x] += 1
                        #expect(grid[y][x] == r.outcome, "\(grid) at \(x),\(y)")
                    }
                }
            }
            #expect(covered.allSatisfy { $0.allSatisfy { $0 == 1 } }, "\(grid)")
        }
    }

    @Test func aBoundaryIsDrawnAtTheFirstValueWithTheNewOutcome() {
        let p = plan("param dt from 0ms to 600ms step 10ms\n")
        let x = SweepMap.Axis(parameter: 0, drawn: Array(0..<61), count: 61)
        // 349ms double, 350ms single: the edge of the 350ms cell (cell 35).
        let onStep = SweepBoundary(parameter: 0, below: "double ×1", above: "single ×2", last: .duration(microseconds: 349_000),
                                   first: .duration(microseconds: 350_000), context: "", lowerRun: 34)
        // 343ms last, 344ms first: four tenths into the 340ms cell.
        let between = SweepBoundary(parameter: 0, below: "a", above: "b", last: .duration(microseconds: 343_000),
                                    first: .duration(microseconds: 344_000), context: "", lowerRun: 34)
        let segments = SweepMap.place([onStep, between], plan: p, x: x, y: nil)
        #expect(segments.count == 2)
        #expect(segments[0].position == 35)
        #expect(abs(segments[1].position - 34.4) < 1e-9)
        #expect(segments[0].label == "dt = 350ms")
        #expect(segments[0].detail == "double ×1 → single ×2 at dt = 350ms (349ms: double ×1; 350ms: single ×2)")
        #expect(segments.allSatisfy { $0.alongX && $0.from == 0 && $0.to == 1 })
    }

    @Test func boundariesInNeighbouringRowsJoinAndOthersStaySeparate() {
        let p = plan("param x from 0 to 9 step 1\nparam y from 0 to 4 step 1\n")
        let xAxis = SweepMap.Axis(parameter: 0, drawn: Array(0..<10), count: 10)
        let yAxis = SweepMap.Axis(parameter: 1, drawn: Array(0..<5), count: 5)
        func across(row: Int, last: Double, first: Double) -> SweepBoundary {
            SweepBoundary(parameter: 0, below: "A", above: "B", last: .number(last), first: .number(first), context: "y = \(row)",
                          lowerRun: p.index(of: [Int(last.rounded(.down)), row]))
        }
        // Rows 0–2 at x = 4, row 4 at x = 4 again (row 3 has none), row 3 at x = 6.
        let b = [across(row: 0, last: 3.9, first: 4), across(row: 1, last: 3.9, first: 4), across(row: 2, last: 3.9, first: 4),
                 across(row: 3, last: 5.9, first: 6), across(row: 4, last: 3.9, first: 4),
                 SweepBoundary(parameter: 1, below: "A", above: "C", last: .number(2.4), first: .number(2.5), context: "x = 7",
                               lowerRun: p.index(of: [7, 2]))]
        let s = SweepMap.place(b, plan: p, x: xAxis, y: yAxis)
        #expect(s.map(\.alongX) == [true, true, true, false])
        #expect(s.map(\.position) == [4, 6, 4, 2.5])
        #expect(s.map(\.from) == [0, 3, 4, 7])
        #expect(s.map(\.to) == [3, 4, 5, 8])
        #expect(s[3].label == "y = 2.5")
    }

    @Test func aDownsampledAxisPlacesValuesBetweenDrawnCellsInProportion() {
        let a = SweepMap.Axis(parameter: 0, drawn: SweepMap.sampled(1000, SweepMap.maximumCells), count: 1000)
        #expect(a.drawn.count == 201)
        #expect(a.drawn.prefix(3) == [0, 5, 10])
        #expect(a.drawn.last == 999)
        #expect(a.position(0) == 0)
        #expect(a.position(10) == 2)
        #expect(a.position(12) == 2.4)
        #expect(a.position(997) == 199.5)  // between 995 (cell 199) and 999 (cell 200)
        #expect(a.cell(of: 10) == 2)
        #expect(a.cell(of: 11) == nil)
        #expect(a.cell(of: 999) == 200)
    }

    @Test func ordinals() {
        #expect([2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(SweepMapSVG.Layout.ordinal)
                == ["2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st", "111th"])
    }

    @Test func moreThanTwoVaryingParametersAreRefusedButFixedOnesAreNot() {
        let three = plan("param a in 1, 2\nparam b in 1, 2\nparam c in 1, 2\n")
        let refusal = SweepMapSVG.refusal(three)
        #expect(refusal?.contains("this sweep varies 3 (a, b, c)") == true, "\(refusal ?? "")")
        #expect(refusal?.contains("param NAME in VALUE") == true)
        #expect(SweepMapSVG.refusal(plan("param a in 1, 2\nparam b in 7\nparam c in 1, 2\n")) == nil)
        #expect(SweepMapSVG.refusal(plan("param a in 1, 2\n")) == nil)
    }

    @Test func aFixedParameterIsNotAnAxisAndIsNamedInTheSubtitle() throws {
        let swept = try SweptScript("param a in 5\nparam d from 0 to 20 step 5\nrecognizer t = tap\nrecognizer p = pan\n"
                                    + "down 1 at 100,100\nmove 1 by $d,0\nup 1\nwait 1s\n", file: "f.gesture")
        #expect(swept.map.x.parameter == 1)
        #expect(swept.map.y == nil)
        let root = try TreeBuilder.parse(swept.svg)
        #expect(root.descendants("text", class: "subtitle").map(\.text) == ["d across; a cell is one run, its value at its left edge", "a = 5"])
    }

    /// A 1,000 × 1,000 sweep is drawn as at most 201 × 201 cells, even when no two neighbouring cells agree (a
    /// checkerboard, 4.5 MB: docs/limits.md).
    @Test func aMillionCellMapStaysSmall() throws {
        let p = plan("param a from 0 to 999 step 1\nparam b from 0 to 999 step 1\n")
        let drawn = SweepMap.sampled(1000, SweepMap.maximumCells)
        var runs: [SweepRun] = []
        for (i, a) in drawn.enumerated() {
            for (j, b) in drawn.enumerated() { runs.append(fakeRun(p.index(of: [a, b]), actions: (i + j) % 2)) }
        }
        let svg = SweepMapSVG.render(file: "big.gesture", plan: p, runs: runs, boundaries: [], omitted: 0, refine: SweepRefinement())
        #expect(svg.utf8.count < 6_000_000, "\(svg.utf8.count) bytes (docs/limits.md says 4.5 MB)")
        let root = try TreeBuilder.parse(svg)
        let cells = root.descendants("rect").filter { $0.classes.contains("cell") && $0.parent?.classes.contains("cells") == true }
        #expect(cells.count == 201 * 201)
        #expect(root.descendants("text", class: "subtitle").last?.text == "every 5th of 1000 a values, every 5th of 1000 b values drawn (and the last)")
        // Two regions instead of a checkerboard: two rectangles.
        let halves = runs.map { fakeRun($0.index, actions: p.combination($0.index)[0] < 500 ? 1 : 0) }
        let small = SweepMapSVG.render(file: "big.gesture", plan: p, runs: halves, boundaries: [], omitted: 0, refine: SweepRefinement())
        let smallRoot = try TreeBuilder.parse(small)  // held: a node knows its parent weakly
        #expect(SweepMapGoldenTests.cells(smallRoot).count == 2)
        #expect(small.utf8.count < 20_000)
    }
}

/// The maps of the example sweeps read back with an XML parser, and compared byte for byte with the committed
/// pictures in Tests/GesturePicturesTests/Golden (update with GESTURELAB_UPDATE_PICTURES=1 after looking at them).
@Suite("Golden sweep maps")
struct SweepMapGoldenTests {
    static func check(_ example: String) throws -> Node {
        let swept = try SweptScript.example("examples/sweeps/" + example + ".gesture")
        let text = swept.svg
        let url = GoldenPictureTests.directory.appendingPathComponent("sweep-" + example + ".svg")
        if GoldenPictureTests.updating {
            try Data(text.utf8).write(to: url)
        } else {
            let golden = try #require(try? String(contentsOf: url, encoding: .utf8),
                                      "no golden \(url.lastPathComponent): run GESTURELAB_UPDATE_PICTURES=1 swift test --filter SweepMapGoldenTests")
            if golden != text {
                let actual = url.appendingPathExtension("actual")
                try? Data(text.utf8).write(to: actual)
                Issue.record("\(url.lastPathComponent) differs from the golden picture; the new one is \(actual.path). If the change is meant, update with GESTURELAB_UPDATE_PICTURES=1 swift test --filter SweepMapGoldenTests")
            }
        }
        return try TreeBuilder.parse(text)
    }

    static func number(_ node: Node, _ attribute: String) -> Double { Double(node.attributes[attribute] ?? "") ?? .nan }

    static func cells(_ root: Node) -> [Node] {
        root.descendants("rect").filter { $0.parent?.classes.contains("cells") == true }
    }

    /// The legend names each outcome with its letter and run count, in order of first run.
    static func legend(_ root: Node) -> [String] {
        root.descendants("g", class: "legend").first?.descendants("text", class: "legend-text").map(\.text) ?? []
    }

    @Test func longPressVersusPan() throws {
        let root = try Self.check("long-press-vs-pan")
        #expect(root.descendants("text", class: "title").first?.text == "sweep examples/sweeps/long-press-vs-pan.gesture: 441 runs")
        #expect(Self.legend(root).prefix(4) == ["A  no actions  (80 runs)", "B  pan ×2  (110 runs)", "C  press ×2  (20 runs)",
                                                "D  press ×3  (231 runs)"])
        // `×N` in an outcome is explained in the legend (issue 27 item 10): it counts actions, not runs.
        #expect(Self.legend(root).contains("   NAME ×N: NAME's action ran N times in the run (since the mark)"))
        // The cells tile the chart: 21 × 21 runs, merged into rectangles that cover it exactly.
        let frame = try #require(root.descendants("rect", class: "frame").first)
        let area = Self.cells(root).map { Self.number($0, "width") * Self.number($0, "height") }.reduce(0, +)
        #expect(abs(area - Self.number(frame, "width") * Self.number(frame, "height")) < 1)
        #expect(Self.cells(root).count <= 6, "four regions need few rectangles")
        // The boundaries are where the text says: hold 400ms and 500ms on cell edges (a cell per 50ms), m = 10.
        let cellWidth = Self.number(frame, "width") / 21, cellHeight = Self.number(frame, "height") / 21
        let x0 = Self.number(frame, "x"), y0 = Self.number(frame, "y")
        let labels = Set(root.descendants("text", class: "boundary-label").map(\.text))
        #expect(labels == ["hold = 400ms", "hold = 500ms", "m = 10"])
        for g in root.descendants("g", class: "boundary") {
            let line = try #require(g.descendants("line", class: "edge").first)
            switch g.attributes["data-label"] {
            case "hold = 400ms": #expect(abs(Self.number(line, "x1") - (x0 + 8 * cellWidth)) < 0.1)
            case "hold = 500ms": #expect(abs(Self.number(line, "x1") - (x0 + 10 * cellWidth)) < 0.1)
            case "m = 10": #expect(abs(Self.number(line, "y1") - (y0 + 10 * cellHeight)) < 0.1)
            default: Issue.record("unexpected boundary \(g.attributes["data-label"] ?? "")")
            }
            #expect(g.title?.contains(" → ") == true)
        }
        // Every region says which runs it holds, and carries its letter.
        #expect(Self.cells(root).allSatisfy { $0.title?.contains("hold ") == true && $0.title?.contains(", m ") == true })
        // Letters are drawn over the boundary lines (a line through a region's middle never hides its letter).
        let groups = root.children.compactMap { $0.attributes["class"] }
        #expect((groups.firstIndex(of: "boundaries") ?? .max) < (groups.firstIndex(of: "letters") ?? -1), "\(groups)")
        #expect(Set(root.descendants("g", class: "letters").first?.descendants("text", class: "letter").map(\.text) ?? []) == ["A", "B", "C", "D"])
    }

    @Test func doubleTapInterval() throws {
        let root = try Self.check("double-tap-interval")
        #expect(root.descendants("text", class: "subtitle").first?.text == "dt across; a cell is one run, its value at its left edge")
        #expect(Self.legend(root).prefix(2) == ["A  double ×1  (35 runs)", "B  single ×2  (26 runs)"])
        let cells = Self.cells(root)
        #expect(cells.count == 2)
        let frame = try #require(root.descendants("rect", class: "frame").first)
        let cellWidth = Self.number(frame, "width") / 61
        // The strip: 35 double-tap cells, then the boundary at 350ms on the edge of the 36th cell.
        #expect(abs(Self.number(cells[0], "width") - 35 * cellWidth) < 0.2)
        let line = try #require(root.descendants("line", class: "edge").first)
        #expect(abs(Self.number(line, "x1") - (Self.number(frame, "x") + 35 * cellWidth)) < 0.1)
        #expect(root.descendants("text", class: "boundary-label").map(\.text) == ["dt = 350ms"])
        let ticks = root.descendants("text", class: "tick").map(\.text)
        #expect(ticks.first == "0ms" && ticks.last == "600ms")
    }

    @Test func aSampledSweepHatchesTheCellsItDidNotRunAndSaysSo() throws {
        let swept = try SweptScript.example("examples/sweeps/long-press-vs-pan.gesture", sample: 100)
        let root = try TreeBuilder.parse(swept.svg)
        #expect(root.descendants("text", class: "title").first?.text == "sweep examples/sweeps/long-press-vs-pan.gesture: 100 runs of 441 combinations")
        let notRun = Self.cells(root).filter { $0.classes.contains("not-run") }
        #expect(!notRun.isEmpty)
        #expect(notRun.allSatisfy { $0.title?.hasPrefix("not run: ") == true })
        #expect(Self.legend(root).contains("   not run (--sample picked other combinations)"))
        #expect(root.descendants("pattern").contains { $0.attributes["id"] == "not-run" })
        // The run counts of the legend add up to the runs made.
        let counts = Self.legend(root).compactMap { line -> Int? in
            guard let open = line.lastIndex(of: "("), line.hasSuffix(" runs)") || line.hasSuffix(" run)") else { return nil }
            return Int(line[line.index(after: open)...].split(separator: " ")[0])
        }
        #expect(counts.reduce(0, +) == 100)
    }
}

/// The README's sweep map is what its command draws
/// (`gesturelab sweep examples/sweeps/long-press-vs-pan.gesture --svg docs/images/long-press-vs-pan.svg`).
@Suite("README sweep map")
struct ReadmeSweepMapTests {
    @Test func theCommittedMapIsCurrent() throws {
        let text = try SweptScript.example("examples/sweeps/long-press-vs-pan.gesture").svg
        let url = repositoryRoot.appendingPathComponent("docs/images/long-press-vs-pan.svg")
        if GoldenPictureTests.updating { try Data(text.utf8).write(to: url) }
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(committed == text, "docs/images/long-press-vs-pan.svg is stale: gesturelab sweep examples/sweeps/long-press-vs-pan.gesture --svg docs/images/long-press-vs-pan.svg")
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("(docs/images/long-press-vs-pan.svg)"))
        #expect(readme.contains("gesturelab sweep examples/sweeps/long-press-vs-pan.gesture --svg docs/images/long-press-vs-pan.svg"))
    }
}
