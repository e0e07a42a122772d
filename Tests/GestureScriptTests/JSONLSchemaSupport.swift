import Foundation

/// A parsed JSON value for tests (strict RFC 8259 parsing; object keys keep their order).
indirect enum JSON: Equatable {
    case null
    case bool(Bool)
    /// `isInteger`: written without a fraction or exponent.
    case number(Double, isInteger: Bool)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])

    static func == (a: JSON, b: JSON) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case (.bool(let x), .bool(let y)): x == y
        case (.number(let x, _), .number(let y, _)): x == y
        case (.string(let x), .string(let y)): x == y
        case (.array(let x), .array(let y)): x == y
        case (.object(let x), .object(let y)): x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    subscript(key: String) -> JSON? {
        if case .object(let members) = self { return members.first { $0.0 == key }?.1 }
        return nil
    }

    var string: String? { if case .string(let s) = self { return s } else { return nil } }
    var keys: [String] { if case .object(let m) = self { return m.map(\.0) } else { return [] } }

    struct ParseError: Error, CustomStringConvertible {
        var message: String
        var offset: Int
        var description: String { "\(message) at byte \(offset)" }
    }

    /// Parses exactly one JSON value (surrounding whitespace allowed, nothing else).
    static func parse(_ text: String) throws -> JSON {
        var p = Parser(bytes: Array(text.utf8))
        p.skipSpace()
        let v = try p.value(depth: 0)
        p.skipSpace()
        guard p.i == p.bytes.count else { throw ParseError(message: "trailing characters", offset: p.i) }
        return v
    }

    private struct Parser {
        let bytes: [UInt8]
        var i = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func skipSpace() {
            while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
        }

        func fail(_ m: String) -> ParseError { ParseError(message: m, offset: i) }

        mutating func expect(_ literal: String) throws {
            let l = Array(literal.utf8)
            guard i + l.count <= bytes.count, Array(bytes[i..<i + l.count]) == l else { throw fail("expected \(literal)") }
            i += l.count
        }

        mutating func value(depth: Int) throws -> JSON {
            guard depth < 200 else { throw fail("too deep") }
            guard i < bytes.count else { throw fail("unexpected end") }
            switch bytes[i] {
            case UInt8(ascii: "n"): try expect("null"); return .null
            case UInt8(ascii: "t"): try expect("true"); return .bool(true)
            case UInt8(ascii: "f"): try expect("false"); return .bool(false)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "["):
                i += 1
                var items: [JSON] = []
                skipSpace()
                if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
                while true {
                    skipSpace()
                    items.append(try value(depth: depth + 1))
                    skipSpace()
                    guard i < bytes.count else { throw fail("unterminated array") }
                    if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                    if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
                    throw fail("expected , or ]")
                }
            case UInt8(ascii: "{"):
                i += 1
                var members: [(String, JSON)] = []
                skipSpace()
                if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
                while true {
                    skipSpace()
                    guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw fail("expected a key") }
                    let key = try string()
                    if members.contains(where: { $0.0 == key }) { throw fail("duplicate key \(key)") }
                    skipSpace()
                    try expect(":")
                    skipSpace()
                    members.append((key, try value(depth: depth + 1)))
                    skipSpace()
                    guard i < bytes.count else { throw fail("unterminated object") }
                    if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                    if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
                    throw fail("expected , or }")
                }
            default:
                return try number()
            }
        }

        mutating func number() throws -> JSON {
            let start = i
            var isInteger = true
            if i < bytes.count, bytes[i] == UInt8(ascii: "-") { i += 1 }
            func digits() -> Int {
                let s = i
                while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1 }
                return i - s
            }
            guard i < bytes.count else { throw fail("bad number") }
            if bytes[i] == UInt8(ascii: "0") {
                i += 1
            } else if digits() == 0 {
                throw fail("bad number")
            }
            if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
                i += 1
                isInteger = false
                guard digits() > 0 else { throw fail("bad fraction") }
            }
            if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
                i += 1
                isInteger = false
                if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
                guard digits() > 0 else { throw fail("bad exponent") }
            }
            let text = String(decoding: bytes[start..<i], as: UTF8.self)
            guard let d = Double(text), d.isFinite else { throw fail("bad number \(text)") }
            return .number(d, isInteger: isInteger)
        }

        mutating func hex4() throws -> UInt32 {
            guard i + 4 <= bytes.count, let v = UInt32(String(decoding: bytes[i..<i + 4], as: UTF8.self), radix: 16) else {
                throw fail("bad \\u escape")
            }
            i += 4
            return v
        }

        mutating func string() throws -> String {
            i += 1
            var scalars = String.UnicodeScalarView()
            var raw: [UInt8] = []
            func flush() { scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars); raw.removeAll() }
            while i < bytes.count {
                let b = bytes[i]
                if b == UInt8(ascii: "\"") {
                    i += 1
                    flush()
                    return String(scalars)
                }
                if b < 0x20 { throw fail("unescaped control character") }
                if b == UInt8(ascii: "\\") {
                    flush()
                    i += 1
                    guard i < bytes.count else { throw fail("bad escape") }
                    let e = bytes[i]
                    i += 1
                    switch e {
                    case UInt8(ascii: "\""): scalars.append("\"")
                    case UInt8(ascii: "\\"): scalars.append("\\")
                    case UInt8(ascii: "/"): scalars.append("/")
                    case UInt8(ascii: "b"): scalars.append("\u{08}")
                    case UInt8(ascii: "f"): scalars.append("\u{0C}")
                    case UInt8(ascii: "n"): scalars.append("\n")
                    case UInt8(ascii: "r"): scalars.append("\r")
                    case UInt8(ascii: "t"): scalars.append("\t")
                    case UInt8(ascii: "u"):
                        var v = try hex4()
                        if v >= 0xD800, v < 0xDC00 {
                            try expect("\\u")
                            let low = try hex4()
                            guard low >= 0xDC00, low < 0xE000 else { throw fail("bad surrogate pair") }
                            v = 0x10000 + ((v - 0xD800) << 10) + (low - 0xDC00)
                        }
                        guard let s = Unicode.Scalar(v) else { throw fail("bad scalar") }
                        scalars.append(s)
                    default: throw fail("bad escape")
                    }
                    continue
                }
                raw.append(b)
                i += 1
            }
            throw fail("unterminated string")
        }
    }
}

/// Validates JSON against the subset of JSON Schema (draft 2020-12) that `docs/trace-schema.json` uses:
/// `$ref` (local `#/$defs/…`), `$defs`, `oneOf`, `type` (a name or a list), `enum`, `const`, `required`,
/// `properties`, `additionalProperties: false`, `items` and `minimum`. Any other keyword is reported as an error,
/// so the schema cannot silently rely on something this validator ignores.
struct SchemaValidator {
    let root: JSON
    static let annotations: Set<String> = ["$schema", "$id", "title", "description", "$comment", "$defs"]
    static let supported: Set<String> = ["$ref", "oneOf", "type", "enum", "const", "required", "properties",
                                         "additionalProperties", "items", "minimum"]

    /// Problems found (empty when `value` is valid).
    func errors(_ value: JSON) -> [String] { errors(value, root, path: "$") }

    func resolve(_ ref: String) -> JSON? {
        guard ref.hasPrefix("#/$defs/") else { return nil }
        return root["$defs"]?[String(ref.dropFirst("#/$defs/".count))]
    }

    func errors(_ v: JSON, _ schema: JSON, path: String) -> [String] {
        var out: [String] = []
        for key in schema.keys where !Self.annotations.contains(key) && !Self.supported.contains(key) {
            out.append("\(path): the schema uses '\(key)', which this validator does not support")
        }
        if let ref = schema["$ref"]?.string {
            guard let target = resolve(ref) else { return out + ["\(path): cannot resolve \(ref)"] }
            out += errors(v, target, path: path)
        }
        if case .array(let options)? = schema["oneOf"] {
            let matching = options.filter { errors(v, $0, path: path).isEmpty }.count
            if matching != 1 {
                // Show the closest branch's problems: the one with the same `kind`/`type` constant, if any.
                var detail = ""
                for o in options {
                    let target = o["$ref"]?.string.flatMap(resolve) ?? o
                    for discriminator in ["kind", "type"] {
                        if let c = target["properties"]?[discriminator]?["const"], v[discriminator] == c {
                            detail = "; as \(c.string ?? "?"): " + errors(v, o, path: path).joined(separator: "; ")
                        }
                    }
                }
                out.append("\(path): matches \(matching) of the \(options.count) oneOf branches, not exactly one\(detail)")
            }
        }
        if let type = schema["type"] {
            let names: [String]
            switch type {
            case .string(let s): names = [s]
            case .array(let a): names = a.compactMap(\.string)
            default: names = []
            }
            if !names.contains(where: { Self.hasType(v, $0) }) { out.append("\(path): not of type \(names.joined(separator: "|"))") }
        }
        if case .array(let allowed)? = schema["enum"], !allowed.contains(v) { out.append("\(path): not one of the enum values") }
        if let c = schema["const"], c != v { out.append("\(path): not the constant \(c)") }
        if case .number(let minimum, _)? = schema["minimum"], case .number(let x, _) = v, x < minimum {
            out.append("\(path): below the minimum \(minimum)")
        }
        if case .object(let members) = v {
            if case .array(let required)? = schema["required"] {
                for r in required.compactMap(\.string) where !members.contains(where: { $0.0 == r }) {
                    out.append("\(path): missing required '\(r)'")
                }
            }
            let properties = schema["properties"]
            for (key, value) in members {
                if let p = properties?[key] {
                    out += errors(value, p, path: path + "." + key)
                } else if schema["additionalProperties"] == .bool(false) {
                    out.append("\(path): unexpected property '\(key)'")
                }
            }
        }
        if case .array(let items) = v, let itemSchema = schema["items"] {
            for (k, item) in items.enumerated() { out += errors(item, itemSchema, path: "\(path)[\(k)]") }
        }
        return out
    }

    static func hasType(_ v: JSON, _ name: String) -> Bool {
        switch (name, v) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object), ("number", .number): true
        case ("integer", .number(let d, _)): d == d.rounded()
        default: false
        }
    }
}
