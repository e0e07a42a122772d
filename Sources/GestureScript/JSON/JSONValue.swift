import GestureEngine

/// A JSON value with ordered object keys, written by hand (no Foundation): the JSON lines trace
/// (`gesturelab run --format jsonl`, `docs/trace-schema.md`) is built from these.
///
/// Encoding follows RFC 8259: strings escape `"`, `\` and every control character below U+0020 (`\n`, `\r`, `\t`,
/// `\b`, `\f` by name, the others as `\u00XX`), and as `\uXXXX` also DEL, the C1 controls, the bidirectional
/// controls and U+2028/U+2029 (``VisibleText``'s set: valid JSON either way, but printed raw they would reach a
/// terminal); everything else is written as UTF-8. Integers are written as
/// integers; other numbers with up to three decimals (as transcripts show them); a number that is not finite is
/// written as `null`, never `NaN` or `Infinity`.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case integer(Int64)
    /// An integer beyond 64 bits: a sweep's run number over more combinations than an `Int64` counts.
    case wideInteger(Int128)
    case number(Double)
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
        case .string(let s): Self.string(s, into: &out)
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
                Self.string(key, into: &out)
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

    /// Appends `s` as a JSON string literal. Every character ``VisibleText`` escapes (C0, DEL, C1, bidirectional
    /// controls, U+2028, U+2029) is written as an escape, so the line stays one line and shows nothing raw when it is
    /// printed; `htmlSafe` also writes `<`, `>` and `&` as `\u003c`, `\u003e`, `\u0026`, for JSON inside an HTML
    /// page or an XML file.
    public static func string(_ s: String, into out: inout String, htmlSafe: Bool = false) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "<" where htmlSafe: out += "\\u003c"
            case ">" where htmlSafe: out += "\\u003e"
            case "&" where htmlSafe: out += "\\u0026"
            default:
                if VisibleText.isEscaped(scalar) {
                    let hex = String(scalar.value, radix: 16, uppercase: false)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
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
