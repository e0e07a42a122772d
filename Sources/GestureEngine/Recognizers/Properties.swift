/// `UISwipeGestureRecognizer.Direction`, an option set.
public struct SwipeDirection: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let right = SwipeDirection(rawValue: 1)
    public static let left = SwipeDirection(rawValue: 2)
    public static let up = SwipeDirection(rawValue: 4)
    public static let down = SwipeDirection(rawValue: 8)

    public static let names: [(String, SwipeDirection)] = [("right", .right), ("left", .left), ("up", .up), ("down", .down)]

    public var description: String {
        let parts = Self.names.filter { contains($0.1) }.map(\.0)
        return parts.isEmpty ? "none" : parts.joined(separator: "|")
    }
}

/// `UIRectEdge`, an option set.
public struct RectEdge: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = RectEdge(rawValue: 1)
    public static let left = RectEdge(rawValue: 2)
    public static let bottom = RectEdge(rawValue: 4)
    public static let right = RectEdge(rawValue: 8)
    public static let all: RectEdge = [.top, .left, .bottom, .right]

    public static let names: [(String, RectEdge)] = [("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right)]

    public var description: String {
        if self == .all { return "all" }
        let parts = Self.names.filter { contains($0.1) }.map(\.0)
        return parts.isEmpty ? "none" : parts.joined(separator: "|")
    }
}

/// A property value as scripts write it.
public enum PropertyValue: Hashable, Sendable, CustomStringConvertible {
    case bool(Bool)
    case integer(Int)
    /// A plain number; its unit is the property's (points, degrees, radians, a ratio…).
    case number(Double)
    case duration(TimeSpan)
    case direction(SwipeDirection)
    case edges(RectEdge)

    public var description: String {
        switch self {
        case .bool(let b): b ? "true" : "false"
        case .integer(let i): String(i)
        case .number(let d): formatNumber(d)
        case .duration(let t): t.description
        case .direction(let d): d.description
        case .edges(let e): e.description
        }
    }
}

/// The type a property accepts.
public enum PropertyType: String, Hashable, Sendable {
    case bool, integer, number, duration, direction, edges
}

/// Describes one settable property: its UIKit name, type, default, unit, and where the default comes from.
public struct PropertyDescriptor: Hashable, Sendable {
    public var name: String
    public var type: PropertyType
    public var defaultValue: PropertyValue
    /// Unit of a number or duration (`pt`, `s`, `°`), empty when none.
    public var unit: String
    /// Where the default comes from: `[DOC]`, `[DEC]`, `[GUESS]` with a short source.
    public var source: String
    /// True for UIKit's private thresholds, which GestureLab exposes as ordinary properties.
    public var isPrivateInUIKit: Bool
    /// Smallest accepted value for numbers and integers (inclusive).
    public var minimum: Double?
    /// Largest accepted value for numbers and integers (inclusive).
    public var maximum: Double?

    public init(
        _ name: String, _ type: PropertyType, default defaultValue: PropertyValue, unit: String = "",
        source: String, isPrivateInUIKit: Bool = false, minimum: Double? = nil, maximum: Double? = nil
    ) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.unit = unit
        self.source = source
        self.isPrivateInUIKit = isPrivateInUIKit
        self.minimum = minimum
        self.maximum = maximum
    }

    /// Checks that `value` has this property's type and lies in range; converts integers to numbers and
    /// numbers to durations in seconds where that is unambiguous. Returns nil and an error text otherwise.
    public func coerce(_ value: PropertyValue) -> Result<PropertyValue, PropertyError> {
        let converted: PropertyValue
        switch (type, value) {
        case (.bool, .bool), (.integer, .integer), (.number, .number), (.duration, .duration), (.direction, .direction),
            (.edges, .edges):
            converted = value
        case (.number, .integer(let i)):
            converted = .number(Double(i))
        case (.integer, .number(let d)) where d == d.rounded() && abs(d) < 1e9:
            converted = .integer(Int(d))
        default:
            return .failure(.wrongType(property: name, expected: type, got: value))
        }
        let numeric: Double? =
            switch converted {
            case .integer(let i): Double(i)
            case .number(let d): d
            case .duration(let t): t.seconds
            default: nil
            }
        if let v = numeric {
            if !v.isFinite { return .failure(.outOfRange(property: name, value: converted, minimum: minimum, maximum: maximum)) }
            if let lo = minimum, v < lo { return .failure(.outOfRange(property: name, value: converted, minimum: minimum, maximum: maximum)) }
            if let hi = maximum, v > hi { return .failure(.outOfRange(property: name, value: converted, minimum: minimum, maximum: maximum)) }
        }
        return .success(converted)
    }
}

/// Why a property could not be read or set.
public enum PropertyError: Error, Hashable, Sendable {
    case unknownProperty(name: String, kind: RecognizerKind, known: [String])
    case wrongType(property: String, expected: PropertyType, got: PropertyValue)
    case outOfRange(property: String, value: PropertyValue, minimum: Double?, maximum: Double?)
}
