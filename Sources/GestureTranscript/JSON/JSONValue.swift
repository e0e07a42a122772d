import GestureEngine
import GestureLanguage
import GestureSupport

/// A JSON value with ordered object keys, written by hand (no Foundation): the JSON lines trace
/// (`gesturelab run --format jsonl`, `docs/trace-schema.md`) is built from these.
///
/// Strings are written by ``JSONText``, the one JSON escaper (RFC 8259, and ``VisibleText``'s characters as
/// `\uXXXX`). Integers are written as integers; other numbers with up to three decimals (as transcripts show
/// them); a number that is not finite is written as `null`, never `NaN` or `Infinity`.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case integer(Int64)
    /// An integer beyond 64 bits: a sweep's run number over more combinations than an `Int64` counts.
    case wideInteger(Int128)
    case number(Double)
    /// A number with every digit it has (shortest round-trip decimals, no exponent): a sweep's parameter values,
    /// which a tool compares with the values it wrote.
    case exactNumber(Double)
    case string(String)
    case array([JSONValue])
    /// Keys in the order they are written.
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.encoded == b.encoded }
    public func hash(into h: inout Hasher) { h.combine(encoded) }

    /// The value on one line, without a trailing newline.
    public var encoded: String {
        var out = ""
        encode(into: &out)
        return out
    }

    public func encode(into out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .integer(let i): out += String(i)
        case .wideInteger(let i): out += String(i)
        case .number(let d): out += Self.number(d)
        case .exactNumber(let d): out += d.isFinite ? SourceText.number(d) : "null"
        case .string(let s): JSONText.append(s, to: &out)
        case .array(let items):
            out += "["
            for (k, item) in items.enumerated() {
                if k > 0 { out += "," }
                item.encode(into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (k, (key, value)) in members.enumerated() {
                if k > 0 { out += "," }
                JSONText.append(key, to: &out)
                out += ":"
                value.encode(into: &out)
            }
            out += "}"
        }
    }

    /// A JSON number: integral values without a fraction, others with up to three decimals; `null` when not finite.
    public static func number(_ d: Double) -> String {
        guard d.isFinite else { return "null" }
        // `formatNumber` writes plain decimals for ordinary magnitudes; beyond them Swift's shortest form
        // (`1e+20`) is valid JSON too.
        if abs(d) >= 1e15 { return "\(d)" }
        return formatNumber(d)
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral, ExpressibleByNilLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int64) { self = .integer(value) }
    public init(nilLiteral: ()) { self = .null }
}

extension JSONValue {
    static func int(_ i: Int) -> JSONValue { .integer(Int64(i)) }
    static func strings(_ s: [String]) -> JSONValue { .array(s.map(JSONValue.string)) }
    static func ints(_ s: [Int]) -> JSONValue { .array(s.map { .integer(Int64($0)) }) }
    static func optional(_ s: String?) -> JSONValue { s.map(JSONValue.string) ?? .null }
}
