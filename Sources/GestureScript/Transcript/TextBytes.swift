import GestureEngine

/// Output text built as UTF-8 bytes, for the renderers that write a line per trace event (the `all` transcript,
/// JSON lines): appending to a byte array costs a copy, where appending to a `String` re-examines the string for
/// every piece. The text is the same a `String` built piece by piece would hold; `string` hands it on.
struct TextBytes {
    private(set) var bytes: [UInt8] = []
    /// Whether the next JSON member or array element needs a comma before it (see `key(_:)`).
    private var needsComma = false

    init(capacity: Int = 1024) { bytes.reserveCapacity(capacity) }

    /// The text so far.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    var isEmpty: Bool { bytes.isEmpty }

    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        needsComma = false
    }

    // MARK: - Text

    mutating func append(_ s: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount))
    }

    mutating func append(_ s: String) {
        if s.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil { bytes.append(contentsOf: s.utf8) }
    }

    mutating func append(byte: UInt8) { bytes.append(byte) }

    /// Decimal digits, `-` first when negative (as `String(i)`).
    mutating func append(_ i: Int64) {
        if i < 0 { bytes.append(UInt8(ascii: "-")) }
        var m = i.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                      UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { d in
            repeat {
                d[19 - count] = UInt8(ascii: "0") + UInt8(m % 10)
                m /= 10
                count += 1
            } while m > 0
            bytes.append(contentsOf: d[(20 - count)...])
        }
    }

    mutating func append(_ i: Int) { append(Int64(i)) }

    /// `formatNumber(d)`: an integral value as its digits (below 10^12, where `formatNumber`'s scaling by 1000 is
    /// exact for up to 3 decimals), others through `formatNumber`.
    mutating func append(number d: Double, decimals: Int = 3) {
        if d.isFinite, d == d.rounded(), abs(d) < 1e12 {
            append(Int64(d))
        } else {
            append(formatNumber(d, decimals: decimals))
        }
    }

    /// `Point.description`: `x,y`.
    mutating func append(_ p: Point) {
        append(number: p.x)
        append(byte: UInt8(ascii: ","))
        append(number: p.y)
    }

    /// `ModelChange.rounded(p)`: `x,y` to 0.1.
    mutating func append(rounded p: Point) {
        append(number: p.x, decimals: 1)
        append(byte: UInt8(ascii: ","))
        append(number: p.y, decimals: 1)
    }

    /// `formatMicroseconds(us)`.
    mutating func append(microseconds us: Int64) {
        if us % 1000 == 0, us.magnitude < 10_000_000 {
            append(us / 1000)
            append("ms")
        } else {
            append(formatMicroseconds(us))
        }
    }

    /// `s` through ``VisibleText/escape(_:)``.
    mutating func append(visible s: String) {
        if VisibleText.needsEscaping(s) { append(VisibleText.escape(s)) } else { append(s) }
    }

    /// Ends a line (of JSON lines: the next value starts a new document, with no comma).
    mutating func newline() {
        append(byte: UInt8(ascii: "\n"))
        needsComma = false
    }

    // MARK: - Style

    /// Starts a styled span (`Style.wrap`): nothing when the style is plain.
    mutating func open(_ style: Style, _ code: StaticString) {
        guard style.enabled else { return }
        append("\u{1B}[")
        append(code)
        append(byte: UInt8(ascii: "m"))
    }

    /// Ends the span `open` started.
    mutating func close(_ style: Style) {
        if style.enabled { append("\u{1B}[0m") }
    }

    // MARK: - JSON (as `JSONValue.encode(into:)` writes it)

    mutating func beginObject() {
        comma()
        append(byte: UInt8(ascii: "{"))
        needsComma = false
    }

    mutating func endObject() {
        append(byte: UInt8(ascii: "}"))
        needsComma = true
    }

    mutating func beginArray() {
        comma()
        append(byte: UInt8(ascii: "["))
        needsComma = false
    }

    mutating func endArray() {
        append(byte: UInt8(ascii: "]"))
        needsComma = true
    }

    /// `"key":`, after a comma unless it is the object's first member. Keys are plain ASCII.
    mutating func key(_ k: StaticString) {
        comma()
        append(byte: UInt8(ascii: "\""))
        append(k)
        append("\":")
        needsComma = false
    }

    /// `"key":` for a key that is not a literal (escaped as any JSON string).
    mutating func key(_ k: String) {
        json(k)
        append(byte: UInt8(ascii: ":"))
        needsComma = false
    }

    mutating func json(_ s: String) {
        comma()
        let plain = s.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(Self.isPlainInJSON) } ?? false
        if plain {
            append(byte: UInt8(ascii: "\""))
            append(s)
            append(byte: UInt8(ascii: "\""))
        } else {
            var text = ""
            JSONValue.string(s, into: &text)
            append(text)
        }
        needsComma = true
    }

    mutating func json(_ s: StaticString) {
        comma()
        append(byte: UInt8(ascii: "\""))
        append(s)
        append(byte: UInt8(ascii: "\""))
        needsComma = true
    }

    mutating func json(_ i: Int64) {
        comma()
        append(i)
        needsComma = true
    }

    mutating func json(_ i: Int) { json(Int64(i)) }

    /// `JSONValue.number(d)`.
    mutating func json(number d: Double) {
        comma()
        if d.isFinite, abs(d) < 1e15 { append(number: d) } else { append(JSONValue.number(d)) }
        needsComma = true
    }

    mutating func json(_ b: Bool) {
        comma()
        append(b ? "true" : "false")
        needsComma = true
    }

    mutating func jsonNull() {
        comma()
        append("null")
        needsComma = true
    }

    /// A value built as a `JSONValue` (the rarer members: causes, models).
    mutating func json(_ v: JSONValue) {
        comma()
        var text = ""
        v.encode(into: &text)
        append(text)
        needsComma = true
    }

    /// `{"x":…,"y":…}`.
    mutating func json(_ p: Point) {
        beginObject()
        key("x")
        json(number: p.x)
        key("y")
        json(number: p.y)
        endObject()
    }

    private mutating func comma() {
        if needsComma { append(byte: UInt8(ascii: ",")) }
    }

    /// A byte `JSONValue.string` writes as it is: not `"` or `\`, not a control character, and not the first byte of
    /// a character ``VisibleText`` escapes (C1: 0xC2, U+061C: 0xD8, U+200E–U+2069: 0xE2; a character led by one of
    /// them takes the general path).
    @inline(__always)
    private static func isPlainInJSON(_ b: UInt8) -> Bool {
        b >= 0x20 && b != UInt8(ascii: "\"") && b != UInt8(ascii: "\\") && b != 0x7F && b != 0xC2 && b != 0xD8 && b != 0xE2
    }
}
