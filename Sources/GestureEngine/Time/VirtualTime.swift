/// A span of virtual time in whole microseconds (µs). The clock never reads the wall clock.
public struct TimeSpan: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var microseconds: Int64

    public init(microseconds: Int64) { self.microseconds = microseconds }

    public static func milliseconds(_ ms: Int64) -> TimeSpan { TimeSpan(microseconds: ms * 1000) }
    public static func seconds(_ s: Double) -> TimeSpan {
        let us = (s * 1_000_000).rounded()
        guard us.isFinite else { return TimeSpan(microseconds: us > 0 ? Int64.max : Int64.min) }
        if us >= 9.2e18 { return TimeSpan(microseconds: Int64.max) }
        if us <= -9.2e18 { return TimeSpan(microseconds: Int64.min) }
        return TimeSpan(microseconds: Int64(us))
    }
    public static let zero = TimeSpan(microseconds: 0)

    /// The span in seconds, for rates (pt/s) and for display.
    public var seconds: Double { Double(microseconds) / 1_000_000 }

    public static func < (a: TimeSpan, b: TimeSpan) -> Bool { a.microseconds < b.microseconds }
    public static func + (a: TimeSpan, b: TimeSpan) -> TimeSpan { TimeSpan(microseconds: a.microseconds &+ b.microseconds) }
    public static func - (a: TimeSpan, b: TimeSpan) -> TimeSpan { TimeSpan(microseconds: a.microseconds &- b.microseconds) }

    /// `350ms`, `16.667ms`, `1.5s` style: milliseconds below 10 s, otherwise seconds.
    public var description: String { formatMicroseconds(microseconds) }
}

/// A moment on the virtual timeline, in microseconds since the script started.
public struct VirtualTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var microseconds: Int64

    public init(microseconds: Int64) { self.microseconds = microseconds }

    public static let start = VirtualTime(microseconds: 0)

    public static func < (a: VirtualTime, b: VirtualTime) -> Bool { a.microseconds < b.microseconds }
    /// Saturates at the end of time instead of wrapping: a timer set far in the future never fires in the past.
    public static func + (a: VirtualTime, b: TimeSpan) -> VirtualTime {
        let (sum, overflow) = a.microseconds.addingReportingOverflow(b.microseconds)
        return VirtualTime(microseconds: overflow ? (b.microseconds > 0 ? Int64.max : Int64.min) : sum)
    }
    public static func - (a: VirtualTime, b: VirtualTime) -> TimeSpan {
        TimeSpan(microseconds: a.microseconds &- b.microseconds)
    }

    public var description: String { "t=" + formatMicroseconds(microseconds) }
}

/// Formats microseconds as milliseconds with up to three decimals (`350ms`, `16.667ms`), or as seconds from 10 s on.
public func formatMicroseconds(_ us: Int64) -> String {
    if us != 0, us % 1_000_000 == 0, us.magnitude >= 10_000_000 {
        return "\(us / 1_000_000)s"
    }
    let ms = us / 1000
    let rest = abs(us % 1000)
    if rest == 0 { return "\(ms)ms" }
    var frac = String(rest)
    while frac.count < 3 { frac = "0" + frac }
    while frac.hasSuffix("0") { frac.removeLast() }
    let sign = (us < 0 && ms == 0) ? "-" : ""
    return "\(sign)\(ms).\(frac)ms"
}
