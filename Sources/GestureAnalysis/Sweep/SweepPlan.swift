import GestureLanguage

/// A combination's number in a sweep's plan (``SweepPlan``). 128 bits wide, so that a sweep over more combinations
/// than a 64-bit integer counts (four parameters of 10^6 values are 10^24) can still be sampled and sharded.
public typealias SweepIndex = Int128

/// Which combinations a sweep runs, in which order, and which of them a shard takes.
///
/// Combination `i` is numbered with the **last** parameter changing fastest (the first parameter is the slowest
/// digit), so the runs of a one-parameter sweep are in value order and a two-parameter sweep fills its map row by row.
public struct SweepPlan: Sendable {
    /// The most runs a sweep makes unless told otherwise (`--max-runs`): each run keeps one small record.
    public static let defaultMaxRuns = 1_000_000

    public let parameters: [Parameter]
    /// Every combination's count, or nil when the product is more than ``SweepIndex``'s largest value (2^127 − 1,
    /// about 1.7 × 10^38: seven parameters of 10^6 values).
    public let total: SweepIndex?

    public init(_ parameters: [Parameter]) {
        self.parameters = parameters
        var product: SweepIndex = 1
        var overflow = false
        for p in parameters {
            let (m, o) = product.multipliedReportingOverflow(by: SweepIndex(p.count))
            if o { overflow = true; break }
            product = m
        }
        total = overflow ? nil : product
    }

    /// The value index of each parameter for combination `index` (`0 <= index < total`).
    public func combination(_ index: SweepIndex) -> [Int] {
        var out = Array(repeating: 0, count: parameters.count)
        // The common case in 64-bit arithmetic: 128-bit division is a library call.
        if let small = Int(exactly: index) {
            var rest = small
            for k in parameters.indices.reversed() {
                out[k] = rest % parameters[k].count
                rest /= parameters[k].count
            }
        } else {
            var rest = index
            for k in parameters.indices.reversed() {
                let count = SweepIndex(parameters[k].count)
                out[k] = Int(rest % count)
                rest /= count
            }
        }
        return out
    }

    /// The number of combination `values` (one index per parameter).
    public func index(of combination: [Int]) -> SweepIndex {
        var index: SweepIndex = 0
        for k in parameters.indices { index = index * SweepIndex(parameters[k].count) + SweepIndex(combination[k]) }
        return index
    }

    public func values(_ index: SweepIndex) -> [ParameterValue] {
        zip(parameters, combination(index)).map { $0.value(at: $1) }
    }

    /// How many runs `runs(sample:seed:shard:)` lists, computed without listing them; nil when the plan's product
    /// does not fit in a ``SweepIndex``.
    public func count(sample: Int?, shard: (k: Int, n: Int)?) -> SweepIndex? {
        guard let total else { return nil }
        let planned = sample.map { min(SweepIndex(max($0, 0)), total) } ?? total
        guard let (k, n) = shard, n >= 1, k >= 1, k <= n else { return planned }
        // Runs k-1, k-1+n, k-1+2n, … of the planned list.
        return planned >= SweepIndex(k) ? (planned - SweepIndex(k)) / SweepIndex(n) + 1 : 0
    }

    /// Why one invocation with these options may not start under `maxRuns`; nil when it may. Checked before any
    /// combination is listed or run, so that what `runs(sample:seed:shard:)` then lists and holds is bounded by
    /// `maxRuns`.
    public func refusal(sample: Int?, shard: (k: Int, n: Int)?, maxRuns: Int) -> RunsRefusal? {
        guard let count = count(sample: sample, shard: shard) else { return .tooManyCombinations }
        if count > SweepIndex(maxRuns) { return .tooManyRuns(count) }
        // A shard lists the whole sample before it takes its share (the sample is drawn as one, sorted set).
        if shard != nil, let sample, let total, SweepIndex(sample) < total, sample > maxRuns { return .sampleTooLarge(sample) }
        return nil
    }

    /// Why a plan whose ``total`` is nil cannot be swept, even sampled (the command line and `:sweep` say it alike).
    public static let tooManyCombinations = "this sweep has more than \(SweepIndex.max) combinations (2^127 - 1), more than "
        + "a sweep can number; use fewer parameters, larger steps or fewer values (fix one with 'param NAME in VALUE')"

    /// What ``refusal(sample:shard:maxRuns:)`` found.
    public enum RunsRefusal: Equatable, Sendable {
        /// The product of the parameters' value counts does not fit in a ``SweepIndex``: its combinations cannot be
        /// numbered.
        case tooManyCombinations
        /// The invocation would make this many runs.
        case tooManyRuns(SweepIndex)
        /// A sharded `--sample` of this size, more than `maxRuns`.
        case sampleTooLarge(Int)
    }

    /// The combinations one invocation runs, in ascending order: all of them, or `sample` distinct ones picked with
    /// `seed`; then, with `shard`, every `n`-th starting at the `k`-th. Every combination and every shard of them is
    /// listed lazily (a shard of 10^12 combinations is a first index, a step and a count); only a sample is drawn
    /// and held whole. The caller checks ``refusal(sample:shard:maxRuns:)`` first: the count must fit in an `Int`.
    public func runs(sample: Int?, seed: UInt64, shard: (k: Int, n: Int)?) -> SweepRunList {
        guard let total, let count = count(sample: sample, shard: shard), let listed = Int(exactly: count) else {
            return SweepRunList(.stride(first: 0, step: 1), count: 0)
        }
        let (k, n) = shard.flatMap { $0.n >= 1 && $0.k >= 1 && $0.k <= $0.n ? $0 : nil } ?? (1, 1)
        if let sample, SweepIndex(sample) < total {
            return SweepRunList(.sample(Self.sample(sample, of: total, seed: seed), first: k - 1, step: n), count: listed)
        }
        return SweepRunList(.stride(first: SweepIndex(k - 1), step: SweepIndex(n)), count: listed)
    }

    /// The whole plan's runs (no shard), as an array.
    public func indices(sample: Int?, seed: UInt64) -> [SweepIndex] {
        Array(runs(sample: sample, seed: seed, shard: nil))
    }

    /// `size` distinct combinations of `0..<total` picked with `seed`, in ascending order: Floyd's algorithm over a
    /// SplitMix64 stream (the same seed gives the same runs on every machine), so time and memory grow with `size`,
    /// never with `total`. Each draw takes one number of the stream while `total` fits in an `Int`, and two (a
    /// 128-bit number) beyond.
    static func sample(_ size: Int, of total: SweepIndex, seed: UInt64) -> [SweepIndex] {
        var rng = SplitMix64(seed: seed)
        var chosen = Set<SweepIndex>()
        chosen.reserveCapacity(size)
        let wide = total > SweepIndex(Int.max)
        var j = total - SweepIndex(size)
        while j < total {
            let t: SweepIndex
            if wide {
                let r = UInt128(rng.next()) << 64 | UInt128(rng.next())
                t = SweepIndex(r % UInt128(j + 1))
            } else {
                t = SweepIndex(rng.next() % UInt64(j + 1))
            }
            if !chosen.insert(t).inserted { chosen.insert(j) }
            j += 1
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
    public static func shard<T>(_ indices: [T], k: Int, of n: Int) -> [T] {
        stride(from: k - 1, to: indices.count, by: n).map { indices[$0] }
    }
}

/// The combinations a sweep invocation runs (``SweepPlan/runs(sample:seed:shard:)``), computed as they are read:
/// run `i` is `first + i × step` of every combination, or of the sorted sample.
public struct SweepRunList: RandomAccessCollection, Sendable {
    enum Source: Sendable {
        /// Every `step`-th combination from `first`.
        case stride(first: SweepIndex, step: SweepIndex)
        /// Every `step`-th of a sorted sample from its `first`.
        case sample([SweepIndex], first: Int, step: Int)
    }

    let source: Source
    public let count: Int

    init(_ source: Source, count: Int) {
        self.source = source
        self.count = count
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(i: Int) -> SweepIndex {
        precondition(i >= 0 && i < count, "run \(i) of \(count)")
        switch source {
        case .stride(let first, let step): return first + SweepIndex(i) * step
        case .sample(let sample, let first, let step): return sample[first + i * step]
        }
    }
}
