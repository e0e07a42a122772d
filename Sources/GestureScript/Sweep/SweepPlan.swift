/// Which combinations a sweep runs, in which order, and which of them a shard takes.
///
/// Combination `i` is numbered with the **last** parameter changing fastest (the first parameter is the slowest
/// digit), so the runs of a one-parameter sweep are in value order and a two-parameter sweep fills its map row by row.
public struct SweepPlan: Sendable {
    /// The most runs a sweep makes unless told otherwise (`--max-runs`): each run keeps one small record.
    public static let defaultMaxRuns = 1_000_000

    public let parameters: [Parameter]
    /// Every combination's count, or nil when the product does not fit in an `Int`.
    public let total: Int?

    public init(_ parameters: [Parameter]) {
        self.parameters = parameters
        var product = 1
        var overflow = false
        for p in parameters {
            let (m, o) = product.multipliedReportingOverflow(by: p.count)
            if o { overflow = true; break }
            product = m
        }
        total = overflow ? nil : product
    }

    /// The value index of each parameter for combination `index`.
    public func combination(_ index: Int) -> [Int] {
        var rest = index
        var out = Array(repeating: 0, count: parameters.count)
        for k in parameters.indices.reversed() {
            out[k] = rest % parameters[k].count
            rest /= parameters[k].count
        }
        return out
    }

    /// The number of combination `values` (one index per parameter).
    public func index(of combination: [Int]) -> Int {
        var index = 0
        for k in parameters.indices { index = index * parameters[k].count + combination[k] }
        return index
    }

    public func values(_ index: Int) -> [ParameterValue] {
        zip(parameters, combination(index)).map { $0.value(at: $1) }
    }

    /// How many runs `indices(sample:seed:)` and then `shard(_:k:of:)` give, computed without listing them; nil when
    /// the plan's product does not fit in an `Int`.
    public func count(sample: Int?, shard: (k: Int, n: Int)?) -> Int? {
        guard let total else { return nil }
        let planned = sample.map { min(max($0, 0), total) } ?? total
        guard let (k, n) = shard, n >= 1, k >= 1, k <= n else { return planned }
        // Runs k-1, k-1+n, k-1+2n, … of the planned list.
        return planned >= k ? (planned - k) / n + 1 : 0
    }

    /// The combinations to run: all of them, or `sample` distinct ones picked with `seed` (Floyd's algorithm over a
    /// SplitMix64 stream: the same seed gives the same runs on every machine), in ascending order.
    public func indices(sample: Int?, seed: UInt64) -> [Int] {
        guard let total else { return [] }
        guard let sample, sample < total else { return Array(0..<total) }
        var rng = SplitMix64(seed: seed)
        var chosen = Set<Int>()
        for j in (total - sample)..<total {
            let t = Int(rng.next() % UInt64(j + 1))
            if !chosen.insert(t).inserted { chosen.insert(j) }
        }
        return chosen.sorted()
    }

    /// `K/N` (as `--shard` takes it and a shard's header writes it): shard K of N, 1 <= K <= N; nil otherwise.
    public static func parseShard<S: StringProtocol>(_ s: S) -> (k: Int, n: Int)? {
        let parts = s.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, k >= 1, k <= n else { return nil }
        return (k, n)
    }

    /// Shard `k` of `n` (1-based) takes every `n`-th planned run starting at the `k`-th: the shards' union is the
    /// whole plan and no run is in two shards.
    public static func shard(_ indices: [Int], k: Int, of n: Int) -> [Int] {
        stride(from: k - 1, to: indices.count, by: n).map { indices[$0] }
    }
}
