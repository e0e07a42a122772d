#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GestureEngine
import GestureLanguage

/// A primitive step of the timeline: what touch statements and shorthands run as (and what `:expand` prints).
public enum TimelineStep: Hashable, Sendable {
    /// Touch actions in one event (or, with timing, interpolated into several).
    case group([GroupAction], timing: StepTiming?)
    /// One finger's action: `.group([action], timing: nil)` without allocating the list (a tap or a press in a
    /// long loop makes two of these per iteration).
    case single(GroupAction)
    case wait(TimeSpan)
}

/// One finger's action inside a group.
public enum GroupAction: Hashable, Sendable {
    case down(Int, Point)
    case moveTo(Int, Point, StepTiming?)
    case moveBy(Int, Point, StepTiming?)
    case up(Int)
    case cancel(Int)
    case cancelAll
    case upAll

    var finger: Int? {
        switch self {
        case .down(let f, _), .moveTo(let f, _, _), .moveBy(let f, _, _), .up(let f), .cancel(let f): f
        case .cancelAll, .upAll: nil
        }
    }
}

/// `over DUR [steps N]`.
public struct StepTiming: Hashable, Sendable {
    public var over: TimeSpan
    /// nil: one step per sample at the sampling rate.
    public var steps: Int?
}

/// The shorthands' defaults (grammar/README.md, touches and shorthands), in one place.
public enum ShorthandDefaults {
    public static let tapHold = TimeSpan.milliseconds(50)
    public static let tapGap = TimeSpan.milliseconds(150)
    public static let fingerSpacing = 20.0
    public static let longPressHold = TimeSpan.milliseconds(800)
    public static let dragDuration = TimeSpan.milliseconds(300)
    public static let swipeDistance = 150.0
    public static let swipeDuration = TimeSpan.milliseconds(100)
    public static let pinchDuration = TimeSpan.milliseconds(300)
    public static let rotateDuration = TimeSpan.milliseconds(300)
    public static let rotateSpan = 100.0
}

/// Expands shorthands into primitive steps. Fingers are the lowest free numbers at expansion time.
struct ShorthandExpander {
    /// Fingers currently down, as a bit per finger number.
    var fingersDown: UInt32
    var screen: Point
    var hz: Int

    /// The `n` lowest finger numbers that are not down, or nil when fewer are free.
    func freeFingers(_ n: Int) -> [Int]? {
        var result: [Int] = []
        result.reserveCapacity(n)
        for f in 1...20 where fingersDown & (1 << UInt32(f)) == 0 {
            result.append(f)
            if result.count == n { return result }
        }
        return nil
    }

    /// The lowest finger number that is not down (`freeFingers(1)` without the array).
    func lowestFreeFinger() -> Int? {
        for f in 1...20 where fingersDown & (1 << UInt32(f)) == 0 { return f }
        return nil
    }

    /// The whole expansion (for `:expand`, at most `limit` steps). Nil when there are not enough free fingers.
    func expand(_ s: Shorthand, limit: Int = .max) -> [TimelineStep]? {
        var steps: [TimelineStep] = []
        let ok = forEachStep(s) { step in
            steps.append(step)
            return steps.count < limit
        }
        return ok ? steps : nil
    }

    /// Streams the expansion one step at a time, so `taps 1000000` or a rotation over hours never materializes in
    /// memory. `body` returns false to stop early. Returns false when there are not enough free fingers.
    @discardableResult
    func forEachStep(_ s: Shorthand, _ body: (TimelineStep) throws -> Bool) rethrows -> Bool {
        switch s {
        case .tap(let at, let taps, let fingers):
            let n = fingers?.value ?? 1
            let origin = Point(x: at.x, y: at.y)
            let down: TimelineStep, up: TimelineStep
            if n == 1 {
                // One finger (most taps): steps without lists.
                guard let f = lowestFreeFinger() else { return false }
                (down, up) = (.single(.down(f, origin)), .single(.up(f)))
            } else {
                guard let fs = freeFingers(n) else { return false }
                down = .group(fs.enumerated().map { .down($1, origin + Point(x: Double($0) * ShorthandDefaults.fingerSpacing, y: 0)) }, timing: nil)
                up = .group(fs.map { .up($0) }, timing: nil)
            }
            for k in 0..<(taps?.value ?? 1) {
                if k > 0 { guard try body(.wait(ShorthandDefaults.tapGap)) else { return true } }
                guard try body(down) else { return true }
                guard try body(.wait(ShorthandDefaults.tapHold)) else { return true }
                guard try body(up) else { return true }
            }
            return true
        case .longPress(let at, let duration):
            guard let f = lowestFreeFinger() else { return false }
            // Step by step rather than through a list of steps: a press in a loop allocates nothing.
            guard try body(.single(.down(f, Point(x: at.x, y: at.y)))) else { return true }
            guard try body(.wait(duration.map { TimeSpan(microseconds: $0.microseconds) } ?? ShorthandDefaults.longPressHold)) else {
                return true
            }
            _ = try body(.single(.up(f)))
            return true
        case .drag(let from, let to, let over):
            guard let f = lowestFreeFinger() else { return false }
            let timing = StepTiming(over: over.map { TimeSpan(microseconds: $0.microseconds) } ?? ShorthandDefaults.dragDuration, steps: nil)
            guard try body(.single(.down(f, Point(x: from.x, y: from.y)))) else { return true }
            guard try body(.single(.moveTo(f, Point(x: to.x, y: to.y), timing))) else { return true }
            _ = try body(.single(.up(f)))
            return true
        case .swipe(let direction, let at, let distance, let over, let fingers):
            let n = fingers?.value ?? 1
            guard let fs = freeFingers(n) else { return false }
            let start = at.map { Point(x: $0.x, y: $0.y) } ?? Point(x: (screen.x / 2).rounded(.down), y: (screen.y / 2).rounded(.down))
            let d = distance?.value ?? ShorthandDefaults.swipeDistance
            let (axis, across): (Point, Point) =
                switch direction.value {
                case .left: (Point(x: -1, y: 0), Point(x: 0, y: 1))
                case .right: (Point(x: 1, y: 0), Point(x: 0, y: 1))
                case .up: (Point(x: 0, y: -1), Point(x: 1, y: 0))
                case .down: (Point(x: 0, y: 1), Point(x: 1, y: 0))
                }
            let starts = fs.indices.map { start + across * (Double($0) * ShorthandDefaults.fingerSpacing) }
            let timing = StepTiming(over: over.map { TimeSpan(microseconds: $0.microseconds) } ?? ShorthandDefaults.swipeDuration, steps: nil)
            return try run([.group(zip(fs, starts).map { .down($0, $1) }, timing: nil),
                            .group(zip(fs, starts).map { .moveTo($0, $1 + axis * d, nil) }, timing: timing),
                            .group(fs.map { .up($0) }, timing: nil)], body)
        case .pinch(let at, let from, let to, let over):
            guard let fs = freeFingers(2) else { return false }
            let c = Point(x: at.x, y: at.y)
            let timing = StepTiming(over: over.map { TimeSpan(microseconds: $0.microseconds) } ?? ShorthandDefaults.pinchDuration, steps: nil)
            return try run([.group([.down(fs[0], c - Point(x: from.value / 2, y: 0)), .down(fs[1], c + Point(x: from.value / 2, y: 0))], timing: nil),
                            .group([.moveTo(fs[0], c - Point(x: to.value / 2, y: 0), nil), .moveTo(fs[1], c + Point(x: to.value / 2, y: 0), nil)],
                                   timing: timing),
                            .group([.up(fs[0]), .up(fs[1])], timing: nil)], body)
        case .rotate(let at, let degrees, let over):
            guard let fs = freeFingers(2) else { return false }
            let c = Point(x: at.x, y: at.y)
            let r = ShorthandDefaults.rotateSpan / 2
            let total = over.map { TimeSpan(microseconds: $0.microseconds) } ?? ShorthandDefaults.rotateDuration
            let n = Interpolation.defaultSteps(over: total, hz: hz)
            guard try body(.group([.down(fs[0], c - Point(x: r, y: 0)), .down(fs[1], c + Point(x: r, y: 0))], timing: nil)) else { return true }
            var previous: Int64 = 0
            for i in 1...n {
                let t = Interpolation.sampleTime(total.microseconds, i, n)
                if t > previous { guard try body(.wait(TimeSpan(microseconds: t - previous))) else { return true } }
                previous = t
                // Positive angles turn clockwise on screen (y grows downward), as UIKit's rotation.
                let angle = degrees.value * Double.pi / 180 * Double(i) / Double(n)
                let offset = Point(x: r * cos(angle), y: r * sin(angle))
                guard try body(.group([.moveTo(fs[0], c - offset, nil), .moveTo(fs[1], c + offset, nil)], timing: nil)) else { return true }
            }
            _ = try body(.group([.up(fs[0]), .up(fs[1])], timing: nil))
            return true
        }
    }

    private func run(_ steps: [TimelineStep], _ body: (TimelineStep) throws -> Bool) rethrows -> Bool {
        for step in steps { guard try body(step) else { return true } }
        return true
    }
}

/// Linear interpolation of moves at the sampling rate (grammar/README.md, touches and shorthands).
enum Interpolation {
    /// One step per sample at `hz`, at least one.
    static func defaultSteps(over: TimeSpan, hz: Int) -> Int {
        let n = (Double(over.microseconds) * Double(hz) / 1_000_000).rounded()
        return max(1, n >= Double(Int.max / 2) ? Int.max / 2 : Int(n))
    }

    /// The offset of sample `i` of `n` (1-based) in a move lasting `total` µs; sample `n` is exactly `total`.
    static func sampleTime(_ total: Int64, _ i: Int, _ n: Int) -> Int64 {
        if i >= n { return total }
        // total * i / n, exactly, through a 128-bit product: with i < n the quotient is below total, so it fits
        // whatever the duration and step count (2^62 µs over 2^62 steps included).
        let (small, overflow) = total.multipliedReportingOverflow(by: Int64(i))
        if !overflow { return small / Int64(n) }
        return Int64(n).dividingFullWidth(total.multipliedFullWidth(by: Int64(i))).quotient
    }

    static func point(_ a: Point, _ b: Point, _ i: Int, _ n: Int) -> Point {
        if i >= n { return b }
        let f = Double(i) / Double(n)
        return Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
    }
}
