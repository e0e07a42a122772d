import GestureEngine

/// Where a moment goes along a picture's time axis, as a fraction from 0 (the start) to 1 (the end).
///
/// The axis is linear in virtual time: one scale (fraction per microsecond) from start to end, so a person can read
/// 350 ms off the ticks. Two things take room beside time, each drawn so that it cannot be mistaken for time:
/// - the steps of one instant (a `down`, `move`, `up` typed without a `wait` all happen at one time): each step
///   after the first at that instant gets `Resolution.stepRoom`, and the ticks skip it;
/// - an idle stretch (nothing starts or ends in it) that is at least `breakMinimum` long and takes at least
///   `breakShare` of the time still drawn to scale is compressed to `Resolution.breakWidth`: an explicit break on
///   the axis, labelled with its duration (`breakLabel`).
public struct TimelineAxis: Sendable {
    /// How much room (in the picture's own units: columns or px) the parts of the axis get.
    public struct Resolution: Sendable {
        /// The width of the axis.
        public var width: Double
        /// Room for each step after the first at one instant.
        public var stepRoom: Double
        /// The width of a compressed idle stretch.
        public var breakWidth: Double
        /// About this far apart are ticks.
        public var tickSpacing: Double

        public init(width: Double, stepRoom: Double, breakWidth: Double, tickSpacing: Double) {
            self.width = max(1, width)
            self.stepRoom = stepRoom
            self.breakWidth = breakWidth
            self.tickSpacing = tickSpacing
        }

        /// The SVG and HTML chart: 800 px; a step gets about a mark's width (marks are 10 px), a break 44 px, ticks
        /// about 80 px apart (room for a label such as `1250ms`).
        public static let svg = Resolution(width: 800, stepRoom: 10, breakWidth: 44, tickSpacing: 80)

        /// A terminal chart of `columns` columns: a step gets a column, a break seven (room for `≈ 2.5 s`), ticks
        /// about twelve columns apart.
        public static func terminal(columns: Int) -> Resolution {
            Resolution(width: Double(max(2, columns) - 1), stepRoom: 1, breakWidth: 7, tickSpacing: 12)
        }
    }

    /// An idle stretch is compressed only when it lasts at least this long (µs): shorter waits are what the pictures
    /// are about (a double tap's 350 ms, a long press's 500 ms) and stay to scale.
    public static let breakMinimum: Int64 = 1_000_000
    /// … and only when it takes at least this share of the time still drawn to scale (the longest first).
    public static let breakShare = 0.3
    /// At most this share of the width goes to the steps of single instants; beyond it each step gets less room.
    public static let maxStepShare = 0.4
    /// At most this many breaks (the longest idle stretches); the rest stay to scale.
    public static let maxBreaks = 6

    /// A compressed idle stretch: `from`–`to` (µs) drawn between fractions `u0` and `u1`.
    public struct Break: Sendable, Equatable {
        public var from: Int64
        public var to: Int64
        public var u0: Double
        public var u1: Double
        /// `≈ 2 s`, `≈ 1.5 s`, `≈ 12 s`: the duration, two significant digits.
        public var label: String { TimelineAxis.breakLabel(to - from) }
    }

    public let start: Int64
    public let end: Int64
    public let startStep: Int
    public let endStep: Int
    /// (time, step) pairs where items start or end, in order; they place times that fall between events.
    let breakpoints: [(time: Int64, step: Int)]
    /// The compressed idle stretches, in time order.
    public let breaks: [Break]
    /// Distinct instants in time order, the distinct steps at each, and where each instant starts on the axis.
    private let times: [Int64]
    private let steps: [[Int]]
    private let base: [Double]
    /// Whether the gap after `times[i]` is a break.
    private let broken: [Bool]
    /// Fraction per µs of the parts drawn to scale, and per extra step of one instant.
    public let scale: Double
    private let stepFraction: Double
    private let breakFraction: Double
    private let tickFraction: Double

    /// The axis for the items of `timeline` between `from` and `to` (µs; the whole timeline by default).
    /// `fromStep` leaves out what happened at `from` before that step (the end of the previous gesture).
    public init(_ timeline: Timeline, from: Int64? = nil, fromStep: Int? = nil, to: Int64? = nil, resolution: Resolution = .svg) {
        let t0 = from ?? timeline.start ?? 0
        let t1 = max(to ?? timeline.end ?? t0, t0)
        var points: [(time: Int64, step: Int)] = []
        for lane in timeline.lanes {
            for item in lane.items where Self.overlaps(item, t0, fromStep, t1) {
                if item.start >= t0, item.startStep >= fromStep ?? .min { points.append((item.start, item.startStep)) }
                if item.end <= t1 { points.append((item.end, item.endStep)) }
            }
        }
        points.sort { $0.step != $1.step ? $0.step < $1.step : $0.time < $1.time }
        let s0 = points.first?.step ?? timeline.startStep
        let s1 = max(points.last?.step ?? timeline.endStep, s0)
        start = t0
        end = t1
        startStep = s0
        endStep = s1
        breakpoints = points

        // Instants and their steps.
        var byTime: [Int64: Set<Int>] = [t0: []]
        byTime[t1, default: []] = []
        for p in points { byTime[p.time, default: []].insert(p.step) }
        let ts = byTime.keys.sorted()
        let ss = ts.map { byTime[$0]!.sorted() }
        let extraSteps = ss.reduce(0) { $0 + max(0, $1.count - 1) }
        let gaps = zip(ts, ts.dropFirst()).map { $1 - $0 }

        // Breaks: the longest idle stretches while each is long and a large share of the time left to scale.
        var isBroken = [Bool](repeating: false, count: gaps.count)
        var linear = gaps.reduce(0, +)
        for i in gaps.indices.sorted(by: { gaps[$0] != gaps[$1] ? gaps[$0] > gaps[$1] : $0 < $1 }).prefix(Self.maxBreaks) {
            guard gaps[i] >= Self.breakMinimum, Double(gaps[i]) >= Self.breakShare * Double(linear) else { break }
            isBroken[i] = true
            linear -= gaps[i]
        }
        let breakCount = isBroken.filter { $0 }.count
        let w = resolution.width
        var breakF = min(resolution.breakWidth / w, 0.5 / Double(max(1, breakCount)))
        if breakCount == 0 { breakF = 0 }
        var stepF = resolution.stepRoom / w
        if Double(extraSteps) * stepF > Self.maxStepShare { stepF = Self.maxStepShare / Double(extraSteps) }
        let rest = 1 - Double(breakCount) * breakF - Double(extraSteps) * stepF
        if linear == 0 {
            // Nothing to scale: the steps (and breaks) share the width.
            let room = 1 - Double(breakCount) * breakF
            stepF = extraSteps > 0 ? room / Double(extraSteps) : 0
        }
        let k = linear > 0 ? rest / Double(linear) : 0
        var positions: [Double] = []
        var cursor = 0.0
        for (i, t) in ts.enumerated() {
            positions.append(cursor)
            cursor += Double(max(0, ss[i].count - 1)) * stepF
            if i < gaps.count { cursor += isBroken[i] ? breakF : Double(gaps[i]) * k }
            _ = t
        }
        var bs: [Break] = []
        for i in gaps.indices where isBroken[i] {
            let u0 = positions[i] + Double(max(0, ss[i].count - 1)) * stepF
            bs.append(Break(from: ts[i], to: ts[i + 1], u0: u0, u1: u0 + breakF))
        }
        times = ts
        steps = ss
        base = positions
        broken = isBroken
        breaks = bs
        scale = k
        stepFraction = stepF
        breakFraction = breakF
        tickFraction = resolution.tickSpacing / w
    }

    /// Whether an item shows between (`from`, `fromStep`) and `to`.
    public static func overlaps(_ item: LaneItem, _ from: Int64, _ fromStep: Int?, _ to: Int64) -> Bool {
        item.end >= from && item.start <= to && item.endStep >= fromStep ?? .min
    }

    /// The index of the last instant at or before `time` (binary search).
    private func instant(_ time: Int64) -> Int {
        var lo = 0
        var hi = times.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if times[mid] <= time { lo = mid + 1 } else { hi = mid }
        }
        return max(0, lo - 1)
    }

    /// The position of the moment at `time`, `step` (clamped to the axis).
    public func fraction(_ time: Int64, step: Int) -> Double {
        position(min(max(time, start), end), step: step)
    }

    private func position(_ time: Int64, step: Int?) -> Double {
        let i = instant(time)
        let at = steps[i]
        if time == times[i] {
            guard let step else { return base[i] }
            // The rank of the last step at this instant not after `step`.
            var r = 0
            while r + 1 < at.count, at[r + 1] <= step { r += 1 }
            return min(1, base[i] + Double(r) * stepFraction)
        }
        let after = base[i] + Double(max(0, at.count - 1)) * stepFraction
        guard i + 1 < times.count else { return min(1, after) }
        let gap = Double(times[i + 1] - times[i])
        let into = Double(time - times[i])
        return min(1, after + (broken[i] ? breakFraction * into / gap : into * scale))
    }

    /// The position of a time: before the steps that happen at exactly that time, after those that happened
    /// earlier (a tick at 0ms marks where the events at 0ms begin).
    public func fraction(_ time: Int64) -> Double { position(min(max(time, start), end), step: nil) }

    /// Where a tick for `time` goes: after the steps of that instant, where time goes on (so ticks stay evenly
    /// spaced after an instant of several events, such as a scene's start and its first touch).
    public func tickFraction(_ time: Int64) -> Double {
        let t = min(max(time, start), end)
        let i = instant(t)
        guard times[i] == t else { return position(t, step: nil) }
        return min(1, base[i] + Double(max(0, steps[i].count - 1)) * stepFraction)
    }

    /// Whether `time` falls strictly inside a break.
    public func isInBreak(_ time: Int64) -> Bool { breaks.contains { $0.from < time && time < $0.to } }

    /// The interval between ticks: the smallest round interval (1, 2 or 5 × 10ⁿ µs) at least 0.6 × the
    /// resolution's tick spacing at this scale (so ticks are never much closer than asked, and not twice as far).
    public var tickInterval: Int64 {
        guard scale > 0 else { return TimelineAxis.roundStep(span: max(1, end - start), count: 1) }
        return TimelineAxis.roundStep(span: Int64((0.6 * tickFraction / scale).rounded(.up)), count: 1)
    }

    /// The stretches of the axis given to the steps of one instant (no time passes along them), as fractions.
    public var instants: [(u0: Double, u1: Double)] {
        steps.indices.compactMap { i in steps[i].count > 1 ? (base[i], base[i] + Double(steps[i].count - 1) * stepFraction) : nil }
    }

    /// Tick times: every multiple of `tickInterval` on the axis, except inside breaks (at most 400).
    public func ticks() -> [Int64] {
        let step = tickInterval
        var out: [Int64] = []
        var t = start >= 0 ? (start + step - 1) / step * step : start / step * step
        while t <= end, out.count < 400 {
            if !isInBreak(t) { out.append(t) }
            t += step
            // Jump over a break: the next tick is the first multiple after it.
            if let b = breaks.first(where: { $0.from < t && t < $0.to }) { t = (b.to + step - 1) / step * step }
        }
        return out
    }

    /// A break's label: `≈ 2 s`, `≈ 1.5 s`, `≈ 12 s`, `≈ 2 min` (two significant digits).
    public static func breakLabel(_ us: Int64) -> String {
        let seconds = Double(us) / 1_000_000
        if seconds >= 120 { return "≈ \(Int((seconds / 60).rounded())) min" }
        if seconds >= 10 { return "≈ \(Int(seconds.rounded())) s" }
        let tenths = Int((seconds * 10).rounded())
        return tenths % 10 == 0 ? "≈ \(tenths / 10) s" : "≈ \(tenths / 10).\(tenths % 10) s"
    }

    /// A round interval (1, 2 or 5 × 10ⁿ µs) that divides `span` into about `count` parts.
    static func roundStep(span: Int64, count: Int) -> Int64 {
        let wanted = Double(max(1, span)) / Double(max(1, count))
        var step: Int64 = 1
        while step < Int64.max / 10 {
            for m: Int64 in [1, 2, 5] where Double(step * m) >= wanted { return step * m }
            step *= 10
        }
        return step
    }
}
