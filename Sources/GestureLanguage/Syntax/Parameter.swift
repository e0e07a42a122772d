/// One value a sweep parameter takes: a number, a duration or a point.
public enum ParameterValue: Hashable, Sendable {
    /// A plain number (finite).
    case number(Double)
    /// A duration in microseconds. May be negative: a statement that cannot take it says so when it is bound.
    case duration(microseconds: Int64)
    /// A point in screen points.
    case point(x: Double, y: Double)

    /// The kind of value, for messages ("a duration").
    public var kindName: String {
        switch self {
        case .number: "a number"
        case .duration: "a duration"
        case .point: "a point"
        }
    }

    /// Whether two values are of the same kind.
    func isSameKind(as other: ParameterValue) -> Bool {
        switch (self, other) {
        case (.number, .number), (.duration, .duration), (.point, .point): true
        case (.number, _), (.duration, _), (.point, _): false
        }
    }
}

/// `param NAME from A to B step S` or `param NAME in V1, V2, …`: a value a sweep varies.
///
/// Values are computed, not accumulated: value `i` of a range is `A + i*S` (numbers are rounded to the decimals
/// written in `A` and `S`, so `0.1` steps give `0.3`, not `0.30000000000000004`). `run` and `test` use the first
/// value; `gesturelab sweep` uses every value.
public struct Parameter: Hashable, Sendable {
    /// How the values are written.
    public enum Values: Hashable, Sendable {
        /// `from A to B step S`: `count` values `A + i*S`; `decimals` is the rounding for numbers.
        case range(from: ParameterValue, step: ParameterValue, count: Int, decimals: Int)
        /// `in V1, V2, …`: the values as listed.
        case list([ParameterValue])
    }

    /// The name, without `$`.
    public var name: Located<String>
    public var values: Values
    /// True when every number was written without a decimal point (an integer property may take it).
    public var isInteger: Bool
    /// The whole `param` statement.
    public var range: SourceRange

    public init(name: Located<String>, values: Values, isInteger: Bool, range: SourceRange) {
        self.name = name
        self.values = values
        self.isInteger = isInteger
        self.range = range
    }

    /// How many values it takes (at least 1).
    public var count: Int {
        switch values {
        case .range(_, _, let count, _): count
        case .list(let list): list.count
        }
    }

    /// Value `i` (`0 <= i < count`).
    public func value(at i: Int) -> ParameterValue {
        switch values {
        case .list(let list):
            return list[i]
        case .range(let from, let step, _, let decimals):
            switch (from, step) {
            case (.duration(let a), .duration(let s)):
                // Bounded at parse time: A + (count-1)*S is at most B.
                return .duration(microseconds: a &+ Int64(i) &* s)
            case (.number(let a), .number(let s)):
                return .number(Parameter.rounded(a + Double(i) * s, decimals: decimals))
            default:
                return from
            }
        }
    }

    /// The first value (what `run` and `test` use).
    public var first: ParameterValue { value(at: 0) }

    /// `x` rounded to `decimals` decimal places (0...9).
    package static func rounded(_ x: Double, decimals: Int) -> Double {
        var scale = 1.0
        for _ in 0..<min(max(decimals, 0), 9) { scale *= 10 }
        let r = (x * scale).rounded() / scale
        return r.isFinite ? r : x
    }
}

/// Where a `$NAME` was written: the literal it stands in, and which part of it.
public struct ParameterUse: Hashable, Sendable {
    /// The part of the literal the parameter stands for.
    public enum Slot: Hashable, Sendable {
        /// The whole literal (a number, a duration, a point or a property value).
        case whole
        /// A point's x coordinate (`$X,200`).
        case x
        /// A point's y coordinate (`100,$Y`).
        case y
    }

    /// The parameter's index in ``Script/parameters``.
    public var parameter: Int
    /// The range of the literal the parameter stands in (the whole point for `.x` and `.y`).
    public var literal: SourceRange
    public var slot: Slot
    /// The `$NAME` token (`-$NAME`).
    public var range: SourceRange
    /// `-$NAME`: the value bound here is the parameter's, negated (number parameters only).
    public var negated = false
}
