/// A point written `X,Y` or `(X, Y)`, in screen points (or a vector `DX,DY` for `move … by`).
public struct PointLiteral: Hashable, Sendable {
    /// The x coordinate in points. Always finite.
    public var x: Double
    /// The y coordinate in points. Always finite.
    public var y: Double
    /// The whole written point, parentheses included.
    public var range: SourceRange

    public init(x: Double, y: Double, range: SourceRange) {
        self.x = x
        self.y = y
        self.range = range
    }
}

/// A rectangle written `X,Y,W,H` (or `(X, Y, W, H)`), in points, as in `view … frame`.
public struct RectLiteral: Hashable, Sendable {
    /// The origin's x coordinate in points.
    public var x: Double
    /// The origin's y coordinate in points.
    public var y: Double
    /// The width in points (never negative).
    public var width: Double
    /// The height in points (never negative).
    public var height: Double
    /// The whole written rectangle.
    public var range: SourceRange

    public init(x: Double, y: Double, width: Double, height: Double, range: SourceRange) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.range = range
    }
}

/// A duration written `600ms`, `0.6s`, `2s` or `250us` (also `250µs`).
///
/// Durations are exact: the parser converts the decimal text to whole microseconds
/// without going through floating point. A duration that is not a whole number of
/// microseconds, is negative, or does not fit in `Int64` microseconds is a syntax error,
/// so a `DurationLiteral` is always `>= 0`.
public struct DurationLiteral: Hashable, Sendable {
    /// The duration in microseconds (`>= 0`).
    public var microseconds: Int64
    /// The written duration, unit included.
    public var range: SourceRange

    public init(microseconds: Int64, range: SourceRange) {
        self.microseconds = microseconds
        self.range = range
    }

    /// The duration in whole milliseconds, rounded down (convenience for messages).
    public var milliseconds: Int64 { microseconds / 1000 }
}
