/// A point or a vector in points (pt), in screen (window) coordinates unless a doc comment says otherwise.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    public static func * (a: Point, k: Double) -> Point { Point(x: a.x * k, y: a.y * k) }
    public static func / (a: Point, k: Double) -> Point { Point(x: a.x / k, y: a.y / k) }
    public static func += (a: inout Point, b: Point) { a = a + b }
    public static func -= (a: inout Point, b: Point) { a = a - b }

    /// Euclidean length of the vector, in points.
    public var length: Double { (x * x + y * y).squareRoot() }

    /// Euclidean distance to `other`, in points.
    public func distance(to other: Point) -> Double { (self - other).length }

    public var description: String { "\(formatNumber(x)),\(formatNumber(y))" }
}

/// A rectangle in points: origin plus size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        self.width = width
        self.height = height
    }

    /// True when `p` lies inside the rectangle; the right and bottom edges are excluded, as in `CGRect.contains`.
    public func contains(_ p: Point) -> Bool {
        p.x >= origin.x && p.y >= origin.y && p.x < origin.x + width && p.y < origin.y + height
    }

    public var description: String {
        "\(formatNumber(origin.x)),\(formatNumber(origin.y)),\(formatNumber(width)),\(formatNumber(height))"
    }
}

/// The centroid (average) of a non-empty list of points; `.zero` for an empty list.
public func centroid<S: Sequence>(of points: S) -> Point where S.Element == Point {
    var sum = Point.zero
    var count = 0.0
    for p in points {
        sum += p
        count += 1
    }
    return count == 0 ? .zero : sum / count
}

/// Formats a number the way transcripts show it: integers without a fraction, others with up to 3 decimals,
/// trailing zeros removed. Deterministic: no locale, no exponent notation for ordinary magnitudes.
public func formatNumber(_ value: Double, decimals: Int = 3) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    // Beyond exact integer range, Swift's shortest round-trip form (deterministic, never an Int64 conversion).
    if abs(value) >= 1e15 { return "\(value)" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
        let i = Int64(rounded)
        return i == 0 ? "0" : String(i)
    }
    let negative = rounded < 0
    let magnitude = abs(rounded)
    let whole = magnitude.rounded(.down)
    var frac = Int64(((magnitude - whole) * scale).rounded())
    var wholeInt = Int64(whole)
    if Double(frac) >= scale {
        wholeInt += 1
        frac = 0
    }
    var fracString = String(frac)
    while fracString.count < decimals { fracString = "0" + fracString }
    while fracString.hasSuffix("0") { fracString.removeLast() }
    let body = fracString.isEmpty ? String(wholeInt) : "\(wholeInt).\(fracString)"
    return negative ? "-" + body : body
}
