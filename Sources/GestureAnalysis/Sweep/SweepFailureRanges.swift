/// The runs of a sweep where one expectation failed in one way, as ranges of parameter values: `dt = 340ms–370ms`
/// rather than four lines. Built while the sweep runs (runs come in plan order), so only ranges are held, never a
/// line per run.
///
/// A range is a stretch of consecutive runs (in plan order: the last parameter changes fastest) with the same
/// values of every parameter but the last. When every combination ran, ranges that span the same values along the
/// last parameters and lie next to each other along an earlier one are joined too, so a failing block of a
/// two-parameter map reads `hold = 0ms–450ms, m = 11–20 (200 runs)`. A sampled sweep keeps its ranges along the last
/// parameter: its runs are not neighbours in the other directions.
public struct SweepFailureRanges: Sendable {
    /// One failure: the `expect` (its source offset) and what it wanted and got.
    public struct Key: Hashable, Sendable {
        public var start: Int
        public var expected: String
        public var actual: String
    }

    /// A box of combinations: `low[k]...high[k]` value indices along each parameter; `runs` ran in it.
    public struct Box: Equatable, Sendable {
        public var low: [Int]
        public var high: [Int]
        public var runs: Int
        /// The run's position in the run list where the box ends (to extend it with the next run).
        var lastPosition: Int
    }

    /// The most boxes kept for a whole sweep (a sweep whose failures alternate run by run would otherwise keep one per
    /// run): beyond it, failing runs are only counted.
    public static let maximumBoxes = 10_000

    public private(set) var boxes: [Key: [Box]] = [:]
    /// Keys in the order their first failure came.
    public private(set) var keys: [Key] = []
    /// Failing runs (of all keys) that came after ``maximumBoxes`` boxes were kept, and so are in no box.
    public private(set) var uncounted: [Key: Int] = [:]
    private var boxCount = 0
    private var lastPosition: [Key: Int] = [:]

    public init() {}

    /// Adds run number `position` of the run list (combination `combination`) that failed with `key`.
    public mutating func add(_ key: Key, combination: [Int], position: Int) {
        if boxes[key] == nil {
            boxes[key] = []
            keys.append(key)
        }
        let prefix = combination.dropLast()
        // The same failure twice in one run (an `expect` in a `repeat`): the run is counted once.
        if lastPosition[key] == position { return }
        lastPosition[key] = position
        if var last = boxes[key]?.last, last.lastPosition == position - 1, last.low.dropLast() == prefix {
            last.high[last.high.count - 1] = combination.last ?? 0
            last.runs += 1
            last.lastPosition = position
            boxes[key]![boxes[key]!.count - 1] = last
            return
        }
        guard boxCount < Self.maximumBoxes else {
            uncounted[key, default: 0] += 1
            return
        }
        boxCount += 1
        boxes[key]!.append(Box(low: combination, high: combination, runs: 1, lastPosition: position))
    }

    /// Joins boxes that are neighbours along the earlier parameters (only when every combination ran: otherwise the
    /// runs between two boxes may not have run).
    public mutating func joinNeighbours(parameters: Int) {
        guard parameters > 1 else { return }
        for key in keys {
            var list = boxes[key] ?? []
            for k in stride(from: parameters - 2, through: 0, by: -1) {
                list = Self.join(list, along: k)
            }
            boxes[key] = list.sorted { $0.low.lexicographicallyPrecedes($1.low) }
        }
    }

    /// Joins boxes equal in every dimension but `k` whose ranges along `k` touch.
    static func join(_ boxes: [Box], along k: Int) -> [Box] {
        func rest(_ b: Box) -> [Int] {
            var r: [Int] = []
            for d in b.low.indices where d != k { r += [b.low[d], b.high[d]] }
            return r
        }
        let sorted = boxes.sorted {
            let (a, b) = (rest($0), rest($1))
            return a != b ? a.lexicographicallyPrecedes(b) : $0.low[k] < $1.low[k]
        }
        var out: [Box] = []
        for b in sorted {
            if var last = out.last, rest(last) == rest(b), last.high[k] + 1 == b.low[k] {
                last.high[k] = b.high[k]
                last.runs += b.runs
                out[out.count - 1] = last
            } else {
                out.append(b)
            }
        }
        return out
    }

    /// `dt = 340ms–370ms`, `hold = 0ms–450ms, m = 11–20` (each parameter's range of values in the box).
    public static func describe(_ box: Box, plan: SweepPlan) -> String {
        plan.parameters.indices.map { k in
            let p = plan.parameters[k]
            let low = p.value(at: box.low[k]).text, high = p.value(at: box.high[k]).text
            return "\(p.name.value) = " + (low == high ? low : "\(low)–\(high)")
        }.joined(separator: ", ")
    }
}
