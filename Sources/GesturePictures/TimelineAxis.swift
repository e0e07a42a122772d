import GestureEngine

/// Where a moment goes along a picture's time axis, as a fraction from 0 (the start) to 1 (the end).
///
/// Virtual time alone would put everything typed without a `wait` on one spot (`down`, `move`, `up` all happen at
/// the same instant), so the position mixes time and steps (input events and timer firings, in order): at least
/// `timeShare` of the width follows time, the rest (at most `stepWidth` per step) follows steps. Both grow together, so the order of events is kept.
public struct TimelineAxis: Sendable {
    /// The share of the width that follows virtual time when both time and steps advance.
    public static let timeShare = 0.6
    /// The share of the width one step gets at most (2%: a tap's down and up stay close together).
    public static let stepWidth = 0.02

    public let start: Int64
    public let end: Int64
    public let startStep: Int
    public let endStep: Int
    let share: Double
    /// (time, step) pairs where items start or end, in order; they place times that fall between events.
    let breakpoints: [(time: Int64, step: Int)]

    /// The axis for the items of `timeline` between `from` and `to` (µs; the whole timeline by default).
    /// `fromStep` leaves out what happened at `from` before that step (the end of the previous gesture).
    public init(_ timeline: Timeline, from: Int64? = nil, fromStep: Int? = nil, to: Int64? = nil) {
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
        // Steps get room in proportion to their number (a few steps need little), at most 1 − timeShare.
        let stepShare = min(1 - Self.timeShare, Self.stepWidth * Double(s1 - s0))
        share = t1 > t0 ? 1 - stepShare : 0
    }

    /// Whether an item shows between (`from`, `fromStep`) and `to`.
    public static func overlaps(_ item: LaneItem, _ from: Int64, _ fromStep: Int?, _ to: Int64) -> Bool {
        item.end >= from && item.start <= to && item.endStep >= fromStep ?? .min
    }

    /// The position of the moment at `time`, `step` (clamped to the axis).
    public func fraction(_ time: Int64, step: Int) -> Double {
        let ft = end > start ? Double(min(max(time, start), end) - start) / Double(end - start) : 0
        let fs = endStep > startStep ? Double(min(max(step, startStep), endStep) - startStep) / Double(endStep - startStep) : 0
        return share * ft + (1 - share) * fs
    }

    /// The position of a time: before the steps that happen at exactly that time, after those that happened
    /// earlier (a tick at 0ms marks where the events at 0ms begin).
    public func fraction(_ time: Int64) -> Double { fraction(time, step: step(at: time)) }

    /// The first step at `time`, or else the last one before it (binary search over the breakpoints).
    func step(at time: Int64) -> Int {
        var lo = 0
        var hi = breakpoints.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if breakpoints[mid].time < time { lo = mid + 1 } else { hi = mid }
        }
        if lo < breakpoints.count, breakpoints[lo].time == time { return breakpoints[lo].step }
        return lo == 0 ? startStep : breakpoints[lo - 1].step
    }

    /// Round tick times (1, 2 or 5 × 10ⁿ µs), about `count` of them.
    func ticks(about count: Int) -> [Int64] {
        let step = TimelineAxis.roundStep(span: end - start, count: count)
        var out: [Int64] = []
        var t = (start + step - 1) / step * step
        while t <= end, out.count < 400 {
            out.append(t)
            t += step
        }
        return out
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
