import GestureEngine
import GestureLanguage
import GestureSupport

/// Output text built as UTF-8 bytes, for the renderers that write a line per trace event (the `all` transcript,
/// JSON lines): appending to a byte array costs a copy, where appending to a `String` re-examines the string for
/// every piece. The text is the same a `String` built piece by piece would hold; `string` hands it on.
///
/// A `TextBytes` is written through one variable (`inout`); its copies would share their bytes.
struct TextBytes {
    private let storage: UnsafeByteStorage
    /// Whether the next JSON member or array element needs a comma before it (see `key(_:)`).
    private var needsComma = false

    init(capacity: Int = 1024) { storage = UnsafeByteStorage(capacity: capacity) }

    /// The text so far.
    var string: String { storage.withBytes { String(decoding: $0, as: UTF8.self) } }

    /// The text so far, as bytes.
    var bytes: [UInt8] { storage.withBytes { Array($0) } }

    /// Bytes written so far.
    var count: Int { storage.count }

    var isEmpty: Bool { storage.count == 0 }

    mutating func removeAll() {
        storage.removeAll()
        needsComma = false
    }

    // MARK: - Text

    /// A literal: its bytes are in the binary, copied without looking at a `String`. (A literal argument prefers
    /// this to `append(_: String)`, which is disfavored.)
    mutating func append(_ s: StaticString) {
        let storage = self.storage
        s.withUTF8Buffer { storage.append(UnsafeRawBufferPointer($0)) }
    }

    @_disfavoredOverload
    mutating func append(_ s: String) {
        let storage = self.storage
        if s.utf8.withContiguousStorageIfAvailable({ storage.append(UnsafeRawBufferPointer($0)) }) == nil {
            for byte in s.utf8 { storage.append(byte) }
        }
    }

    mutating func append(byte: UInt8) { storage.append(byte) }

    /// Decimal digits, `-` first when negative (as `String(i)`).
    mutating func append(_ i: Int64) {
        if i < 0 { append(byte: UInt8(ascii: "-")) }
        storage.appendDigits(i.magnitude)
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

    /// `formatMicroseconds(us)`: whole seconds from 10 s on, else milliseconds with up to three decimals.
    mutating func append(microseconds us: Int64) {
        if us != 0, us % 1_000_000 == 0, us.magnitude >= 10_000_000 {
            append(us / 1_000_000)
            append(byte: UInt8(ascii: "s"))
            return
        }
        let ms = us / 1000
        var rest = (us % 1000).magnitude
        if rest != 0 {
            if us < 0, ms == 0 { append(byte: UInt8(ascii: "-")) }
            append(ms)
            append(byte: UInt8(ascii: "."))
            var divisor: UInt64 = 100
            while rest != 0 {
                append(byte: UInt8(ascii: "0") + UInt8(rest / divisor))
                rest %= divisor
                divisor /= 10
            }
        } else {
            append(ms)
        }
        append("ms")
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

    /// `"key":` for a key that is not a literal (escaped as any JSON string). A literal key takes the
    /// `StaticString` form, which this one is disfavored against.
    @_disfavoredOverload
    mutating func key(_ k: String) {
        json(k)
        append(byte: UInt8(ascii: ":"))
        needsComma = false
    }

    /// `s` as ``JSONText`` writes it. (A literal takes the `StaticString` form, which this one is disfavored
    /// against: literals are written as they are, without looking for characters to escape.)
    @_disfavoredOverload
    mutating func json(_ s: String) {
        comma()
        let plain = s.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { JSONText.isPlain($0) } } ?? false
        if plain {
            append(byte: UInt8(ascii: "\""))
            append(s)
            append(byte: UInt8(ascii: "\""))
        } else {
            append(JSONText.quoted(s))
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

    /// A value built as a `JSONValue` (the rarer members: causes, models), as `JSONValue.encode(into:)` writes it.
    /// (Disfavored, as `json(_: String)`: a literal is a `StaticString`.)
    @_disfavoredOverload
    mutating func json(_ v: JSONValue) {
        switch v {
        case .null: jsonNull()
        case .bool(let b): json(b)
        case .integer(let i): json(i)
        case .wideInteger(let i):
            comma()
            append(String(i))
            needsComma = true
        case .number(let d): json(number: d)
        case .exactNumber(let d):
            comma()
            append(d.isFinite ? SourceText.number(d) : "null")
            needsComma = true
        case .string(let s): json(s)
        case .array(let items):
            beginArray()
            for item in items { json(item) }
            endArray()
        case .object(let members):
            beginObject()
            for (k, value) in members {
                key(k)
                json(value)
            }
            endObject()
        }
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
}
