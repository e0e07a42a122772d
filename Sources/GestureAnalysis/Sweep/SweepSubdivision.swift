import GestureLanguage

/// `--subdivide K`: after the grid, the cells where outcomes meet are run again at K times the resolution, so that a
/// map one outcome mostly covers spends its runs where something happens.
///
/// A cell is a grid run and the stretch to the next value of each varying parameter (as the maps draw it: a value at
/// its cell's leading edge, holding until the next). A cell is split when its outcome differs from the next cell's
/// along a parameter (the change happens inside it): into K parts along each varying parameter that has a next value
/// and takes numbers or durations (listed points are not interpolated), so K × K parts for a map of two parameters.
/// Each part but the first (the grid run itself) is one refined run, at the values `v + (w − v) · j / K` (a duration
/// to the microsecond, a number to 3 more decimals than its neighbours, at most 9).
///
/// Bounded: at most ``Sweep/subdivisionBudget(runs:)`` refined runs in all. Cells are taken in the order of their
/// grid runs, each while its parts still fit; the cells left whole are counted. Deterministic: the same runs give the
/// same refined runs, in the same order.
public struct SweepSubdivision: Sendable {
    /// K: parts per cell along each parameter (2...``maximumFactor``).
    public var factor: Int
    /// The refined runs, cell by cell in grid order, and within a cell the last parameter's part fastest.
    public var runs: [SweepRefinedRun]
    /// The cells split, and the cells where outcomes meet left whole to stay within the budget.
    public var cells: Int
    public var omittedCells: Int
    /// The parameters that vary (1 or 2 for a map).
    public var axes = 1

    /// `2 × 2` for a map of two parameters, `2 parts` for a strip.
    public var splitText: String { axes >= 2 ? "\(factor) × \(factor)" : "in \(factor)" }

    public static let maximumFactor = 10

    public init(factor: Int, runs: [SweepRefinedRun] = [], cells: Int = 0, omittedCells: Int = 0) {
        self.factor = factor
        self.runs = runs
        self.cells = cells
        self.omittedCells = omittedCells
    }

    /// What `--subdivide TEXT` gets wrong, in the words of `gesturelab sweep` and `:sweep`; nil when it is a factor.
    public static func problem(_ text: String) -> String? {
        guard let k = Int(text), (2...maximumFactor).contains(k) else {
            return "--subdivide takes how many parts to split each cell where outcomes meet into, along each parameter: "
                + "a whole number from 2 to \(maximumFactor) (got '\(text)')"
        }
        return nil
    }
}

/// One refined run: inside the cell of grid run `cell`, `parts[p]` K-ths of the way to parameter `p`'s next value.
public struct SweepRefinedRun: Sendable, Equatable {
    /// The combination number of the grid run whose cell holds it.
    public var cell: SweepIndex
    /// Per parameter, 0..<K (0 along a parameter not split).
    public var parts: [Int]
    /// Per parameter, whether the cell is split along it (not along a fixed parameter, a listed point, or past the
    /// last value): along one that is not, the run stands for the whole cell's extent.
    public var split: [Bool]
    /// The run (its `index` is -1, its `values` the refined values).
    public var run: SweepRun
}

extension Sweep {
    /// The most refined runs `--subdivide` makes: as many as the sweep's own runs, at least 100. So subdividing at
    /// most doubles a sweep's cost, however many cells outcomes meet in.
    public static func subdivisionBudget(runs: Int) -> Int { max(min(runs, Int.max / 2), 100) }

    /// Splits the cells of `runs` where outcomes meet into `factor` parts along each varying parameter and runs every
    /// part but the first (``SweepSubdivision``). Throws the first run that fails, as the sweep does.
    public func subdivide(_ runs: [SweepRun], factor: Int) throws -> SweepSubdivision {
        var out = SweepSubdivision(factor: factor)
        guard factor >= 2 else { return out }
        var byIndex: [SweepIndex: SweepRun] = [:]
        for r in runs { byIndex[r.index] = r }
        let varying = plan.parameters.indices.filter { plan.parameters[$0].count > 1 }
        out.axes = varying.count
        var budget = Self.subdivisionBudget(runs: runs.count)
        for r in runs {
            let c = plan.combination(r.index)
            // Where the outcome changes inside this cell, and along which parameters it can be split.
            var meets = false
            var split: [Int] = []
            for p in varying where c[p] + 1 < plan.parameters[p].count {
                var next = c
                next[p] += 1
                if let n = byIndex[plan.index(of: next)], n.outcome != r.outcome { meets = true }
                if Self.interpolated(plan.parameters[p].value(at: c[p]), plan.parameters[p].value(at: c[p] + 1), part: 1, of: factor) != nil {
                    split.append(p)
                }
            }
            guard meets, !split.isEmpty else { continue }
            var cost = 1
            for _ in split { cost *= factor }
            cost -= 1
            guard cost <= budget else {
                out.omittedCells += 1
                continue
            }
            budget -= cost
            out.cells += 1
            // Every combination of parts, the last split parameter fastest; (0, 0) is the grid run.
            var parts = Array(repeating: 0, count: plan.parameters.count)
            for _ in 0..<cost {
                for p in split.reversed() {
                    parts[p] += 1
                    if parts[p] < factor { break }
                    parts[p] = 0
                }
                var values = r.values
                for p in split where parts[p] > 0 {
                    values[p] = Self.interpolated(plan.parameters[p].value(at: c[p]), plan.parameters[p].value(at: c[p] + 1),
                                                  part: parts[p], of: factor) ?? values[p]
                }
                out.runs.append(SweepRefinedRun(cell: r.index, parts: parts, split: plan.parameters.indices.map(split.contains),
                                                run: try runOne(values, index: -1)))
            }
        }
        return out
    }

    /// The value `part / factor` of the way from `a` to `b`: durations to the microsecond, numbers to three more
    /// decimals than `a` and `b` have (at most 9); nil for points, or values of different kinds.
    static func interpolated(_ a: ParameterValue, _ b: ParameterValue, part: Int, of factor: Int) -> ParameterValue? {
        switch (a, b) {
        case (.duration(let x), .duration(let y)):
            let d = Int128(y) - Int128(x)
            return .duration(microseconds: Int64(Int128(x) + d * Int128(part) / Int128(factor)))
        case (.number(let x), .number(let y)):
            let decimals = min(SweepRefinement.maximumDecimals, max(decimals(of: x), decimals(of: y)) + 3)
            return .number(Parameter.rounded(x + (y - x) * Double(part) / Double(factor), decimals: decimals))
        default:
            return nil
        }
    }
}
