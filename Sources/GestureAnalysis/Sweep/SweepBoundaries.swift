import GestureLanguage

/// Where the outcome changes along one parameter, refined by bisection between two neighbouring runs.
public struct SweepBoundary: Hashable, Sendable {
    /// The parameter that changes.
    public var parameter: Int
    /// The outcome on the lower side and on the upper side.
    public var below: String
    public var above: String
    /// The last value found with `below` and the first found with `above` (at most one refinement step apart).
    public var last: ParameterValue
    public var first: ParameterValue
    /// The other parameters' values (`d = 10`), empty for a one-parameter sweep.
    public var context: String
    /// The combination number of the run on the lower side (where a map draws the boundary).
    public var lowerRun: SweepIndex
    /// True when `last` and `first` are still more than a refinement step apart: numbers too large for the step to
    /// tell apart (near 10^17, 64-bit numbers are 16 apart), or too far apart for 64 halvings.
    public var isCoarse = false
    /// The runs at `last` and at `first` (nil in boundaries made by hand): what a golden names their outcomes from
    /// (``SweepRun/outcome(naming:)``).
    public var belowRun: SweepRun? = nil
    public var aboveRun: SweepRun? = nil
}

/// How finely boundaries are refined: `--refine 1ms` for durations, `--refine 0.1` for numbers.
public struct SweepRefinement: Sendable {
    public var durationMicroseconds: Int64 = 1_000
    public var number: Double = 0.1
    /// The most decimals a number step may have, and the finest step: midpoints are rounded to the step's
    /// decimals, and ``Parameter/rounded(_:decimals:)`` keeps at most nine.
    public static let maximumDecimals = 9
    public static let finestNumber = 0.000_000_001

    public init() {}

    /// Reads `1ms`, `250us`, `0.5` (a duration or a number); false when it is neither, not more than zero, or a
    /// number with more than ``maximumDecimals`` decimals (``problem(_:)`` says which).
    public mutating func read(_ text: String) -> Bool {
        guard let value = Self.parse(text) else { return false }
        switch value {
        case .duration(let us): durationMicroseconds = us
        case .number(let x): number = x
        case .point: return false
        }
        return true
    }

    /// What `--refine TEXT` gets wrong, in the words of `gesturelab sweep` and `:sweep`; nil when ``read(_:)``
    /// takes it.
    public static func problem(_ text: String) -> String? {
        if parse(text) != nil { return nil }
        if case .number(let x)? = literal(text), x > 0 {
            return "--refine \(text) is finer than a sweep refines numbers: at most \(maximumDecimals) decimals "
                + "(\(SourceText.number(finestNumber)) or more)"
        }
        return "--refine takes a duration such as 1ms or a number such as 0.1, more than zero (got '\(text)')"
    }

    /// The step `text` writes, when it is one a sweep can refine to.
    private static func parse(_ text: String) -> ParameterValue? {
        switch literal(text) {
        case .duration(let us)? where us > 0:
            return .duration(microseconds: us)
        case .number(let x)? where x > 0:
            // A step with more decimals than midpoints are rounded to would leave bisection where it started.
            let d = Sweep.decimals(of: x)
            return Parameter.rounded(x, decimals: d) == x && x >= finestNumber ? .number(x) : nil
        default:
            return nil
        }
    }

    /// The one duration or number `text` writes, as a `param` value; nil otherwise.
    private static func literal(_ text: String) -> ParameterValue? {
        let (script, diagnostics) = Parser.parse("param r in " + text + "\n")
        guard diagnostics.isEmpty, let p = script.parameters.first, p.count == 1 else { return nil }
        return p.first
    }
}

extension Sweep {
    /// The most bisection runs the refinement of a sweep of `runs` runs makes, in all: twice the sweep's runs, at
    /// least 100. So refining costs at most twice as much as the sweep (a merge, twice as much as its shards),
    /// however many neighbouring pairs differ: runs whose outcomes alternate (a forged shard's) make a boundary of
    /// every pair. A map of a few regions needs far less: a boundary costs the logarithm of its steps.
    public static func refinementBudget(runs: Int) -> Int { max(min(runs, Int.max / 2) * 2, 100) }

    /// The most neighbouring pairs refined per parameter.
    public static let boundariesPerParameter = 100

    /// Bisects between every pair of neighbouring runs (along each parameter, the others fixed) whose outcomes
    /// differ, to the refinement step. Points are listed values: their boundaries are not refined.
    ///
    /// Which pairs are refined is decided before any bisection runs: in order (by parameter, then by run), each pair
    /// whose most bisection runs (``bisectionRuns(_:_:refine:)``) still fit in what is left of
    /// ``refinementBudget(runs:)``, at most ``boundariesPerParameter`` per parameter. The others are counted in
    /// `omitted`.
    func findBoundaries(_ byIndex: [SweepIndex: SweepRun], refine: SweepRefinement,
                        limitPerParameter: Int = Sweep.boundariesPerParameter)
        throws -> (boundaries: [SweepBoundary], omitted: Int)
    {
        var pairs: [(parameter: Int, lower: SweepRun, upper: SweepRun, runs: Int)] = []
        var omitted = 0
        var budget = Self.refinementBudget(runs: byIndex.count)
        let sorted = byIndex.keys.sorted()
        for p in plan.parameters.indices where plan.parameters[p].count > 1 {
            var found = 0
            for index in sorted {
                var c = plan.combination(index)
                guard c[p] + 1 < plan.parameters[p].count else { continue }
                c[p] += 1
                guard let lower = byIndex[index], let upper = byIndex[plan.index(of: c)], lower.outcome != upper.outcome else { continue }
                found += 1
                guard found <= limitPerParameter else {
                    omitted += 1
                    continue
                }
                let cost = Self.bisectionRuns(lower.values[p], upper.values[p], refine: refine)
                guard cost <= budget else {
                    omitted += 1
                    continue
                }
                budget -= cost
                pairs.append((p, lower, upper, cost))
            }
        }
        return (try pairs.map { try bisect($0.parameter, $0.lower, $0.upper, refine: refine, runs: $0.runs) }, omitted)
    }

    /// The most runs ``bisect(_:_:_:refine:runs:)`` makes between values `a` and `b`: every halving keeps the larger part
    /// at worst (the upper one, from the midpoint), at most 64 halvings.
    static func bisectionRuns(_ a: ParameterValue, _ b: ParameterValue, refine: SweepRefinement) -> Int {
        var lo = a
        var runs = 0
        while runs < Sweep.maximumHalvings, let mid = midpoint(lo, b, refine: refine) {
            lo = mid
            runs += 1
        }
        return runs
    }

    /// Halvings per boundary: a bound that needs no proof of termination.
    static let maximumHalvings = 64

    /// At most `runs` runs (the budget counted them before).
    private func bisect(_ p: Int, _ lower: SweepRun, _ upper: SweepRun, refine: SweepRefinement, runs: Int) throws -> SweepBoundary {
        var lo = lower.values
        var hi = upper.values
        var loOutcome = lower.outcome
        var hiOutcome = upper.outcome
        var loRun = lower, hiRun = upper
        for _ in 0..<min(runs, Sweep.maximumHalvings) {
            guard let mid = Sweep.midpoint(lo[p], hi[p], refine: refine) else { break }
            var values = lo
            values[p] = mid
            let run = try runOne(values, index: -1)
            if run.outcome == loOutcome {
                lo = values
                loRun = run
            } else {
                // A third outcome between them: the boundary nearest the lower side is the one refined.
                hi = values
                hiOutcome = run.outcome
                hiRun = run
            }
            loOutcome = lower.outcome
        }
        let context = plan.parameters.indices.filter { $0 != p }
            .map { "\(plan.parameters[$0].name.value) = \(lo[$0].text)" }.joined(separator: ", ")
        return SweepBoundary(parameter: p, below: loOutcome, above: hiOutcome, last: lo[p], first: hi[p], context: context,
                             lowerRun: lower.index, isCoarse: Sweep.isCoarse(lo[p], hi[p], refine: refine),
                             belowRun: loRun, aboveRun: hiRun)
    }

    /// Whether numbers `a` and `b` are still two refinement steps apart or more: the bisection stopped because no
    /// 64-bit number lies on the grid between them (values too large for the step), or after its 64 halvings.
    static func isCoarse(_ a: ParameterValue, _ b: ParameterValue, refine: SweepRefinement) -> Bool {
        guard case .number(let x) = a, case .number(let y) = b else { return false }
        let steps = ((y - x) / refine.number * (1 + 1e-12)).rounded(.down)
        return !steps.isFinite || steps >= 2
    }

    /// A value between `a` and `b` on the refinement grid from `a`, or nil when they are one step apart or less.
    static func midpoint(_ a: ParameterValue, _ b: ParameterValue, refine: SweepRefinement) -> ParameterValue? {
        switch (a, b) {
        case (.duration(let x), .duration(let y)):
            let r = refine.durationMicroseconds
            let steps = (y - x) / r
            guard y - x > r, steps >= 1 else { return nil }
            let mid = x + max(1, steps / 2) * r
            return mid < y ? .duration(microseconds: mid) : nil
        case (.number(let x), .number(let y)):
            let r = refine.number
            let steps = ((y - x) / r * (1 + 1e-12)).rounded(.down)
            guard steps >= 2, steps.isFinite else { return nil }
            let decimals = Sweep.decimals(of: r)
            let mid = Parameter.rounded(x + (steps / 2).rounded(.down) * r, decimals: decimals)
            return mid > x && mid < y ? .number(mid) : nil
        default:
            return nil
        }
    }

    /// The decimals needed to write `x` (at most 9).
    static func decimals(of x: Double) -> Int {
        var d = 0
        var scaled = x
        while d < 9, scaled != scaled.rounded() {
            scaled *= 10
            d += 1
            if abs(scaled - scaled.rounded()) < 1e-9 { break }
        }
        return d
    }

    /// Which of the two values to print as "the boundary": the rounder one (more trailing zeros), else the upper.
    public static func headline(_ b: SweepBoundary) -> ParameterValue {
        func roundness(_ v: ParameterValue) -> Int {
            switch v {
            case .duration(let us):
                var n = 0
                var u = us
                while u != 0, u % 10 == 0, n < 18 { u /= 10; n += 1 }
                return us == 0 ? 19 : n
            case .number(let x):
                return -Sweep.decimals(of: x) * 2 + (x.rounded() == x && Int64(exactly: x).map { $0 % 10 == 0 } == true ? 1 : 0)
            case .point:
                return 0
            }
        }
        return roundness(b.last) > roundness(b.first) ? b.last : b.first
    }
}
