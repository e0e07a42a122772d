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
    /// The last time `json(time:)` wrote, and where its digits are (`timeStart` < 0: none since the text was
    /// emptied or cut).
    private var time: Int64 = 0
    private var timeStart = -1
    private var timeCount = 0

    init(capacity: Int = 1024) { storage = UnsafeByteStorage(capacity: capacity) }

    /// The text so far.
    var string: String { storage.withBytes { String(decoding: $0, as: UTF8.self) } }

    /// The text so far, as bytes.
    var bytes: [UInt8] { storage.withBytes { Array($0) } }

    /// The text so far, read in place (no copy).
    func withSpan<R>(_ body: (Span<UInt8>) -> R) -> R { storage.withSpan(body) }

    /// Bytes written so far.
    var count: Int { storage.count }

    var isEmpty: Bool { storage.count == 0 }

    mutating func removeAll() {
        storage.removeAll()
        needsComma = false
        timeStart = -1
    }

    // MARK: - Text

    /// A literal: its bytes are in the binary, copied without looking at a `String`. (A literal argument prefers
    /// this to `append(_: String)`, which is disfavored.) Inlined, as the other small appends here: the literal's
    /// length is then known where it is written (`UnsafeByteStorage.append`).
    @inline(__always)
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

    @inline(__always)
    mutating func append(byte: UInt8) { storage.append(byte) }

    /// A copy of bytes written before (`range` within `0..<count`).
    mutating func appendCopy(of range: Range<Int>) {
        storage.appendCopy(from: range.lowerBound, count: range.count)
    }

    /// Decimal digits, `-` first when negative (as `String(i)`).
    @inline(__always)
    mutating func append(_ i: Int64) {
        if i < 0 { append(byte: UInt8(ascii: "-")) }
        storage.appendDigits(i.magnitude)
    }

    @inline(__always)
    mutating func append(_ i: Int) { append(Int64(i)) }

    /// `formatNumber(d)`: an integral value as its digits (below 10^12, where `formatNumber`'s scaling by 1000 is
    /// exact for up to 3 decimals), other finite values below 10^15 as `formatNumber` computes them, the rest through
    /// `formatNumber`.
    mutating func append(number d: Double, decimals: Int = 3) {
        if d.isFinite, d == d.rounded(), abs(d) < 1e12 {
            append(Int64(d))
        } else if d.isFinite, abs(d) < 1e15 {
            append(decimal: d, decimals: decimals)
        } else {
            append(formatNumber(d, decimals: decimals))
        }
    }

    /// `formatNumber(value, decimals: decimals)` for a finite value below 10^15 in magnitude: the same arithmetic, its
    /// digits written as bytes instead of built as strings.
    private mutating func append(decimal value: Double, decimals: Int) {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            append(Int64(rounded))
            return
        }
        let magnitude = abs(rounded)
        let whole = magnitude.rounded(.down)
        var fraction = Int64(((magnitude - whole) * scale).rounded())
        var wholeDigits = Int64(whole)
        if Double(fraction) >= scale {
            wholeDigits += 1
            fraction = 0
        }
        if rounded < 0 { append(byte: UInt8(ascii: "-")) }
        append(wholeDigits)
        guard fraction != 0 else { return }
        // The fraction's digits, `decimals` of them with leading zeros, trailing zeros left out.
        append(byte: UInt8(ascii: "."))
        var divisor: Int64 = 1
        for _ in 1..<max(decimals, 1) { divisor *= 10 }
        while fraction != 0 {
            append(byte: UInt8(ascii: "0") + UInt8(fraction / divisor))
            fraction %= divisor
            divisor /= 10
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
    @inline(__always)
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

    @inline(__always)
    mutating func beginObject() {
        storage.append(UInt8(ascii: "{"), afterComma: needsComma)
        needsComma = false
    }

    @inline(__always)
    mutating func endObject() {
        append(byte: UInt8(ascii: "}"))
        needsComma = true
    }

    @inline(__always)
    mutating func beginArray() {
        storage.append(UInt8(ascii: "["), afterComma: needsComma)
        needsComma = false
    }

    @inline(__always)
    mutating func endArray() {
        append(byte: UInt8(ascii: "]"))
        needsComma = true
    }

    /// `"key":`, after a comma unless it is the object's first member. Keys are plain ASCII.
    @inline(__always)
    mutating func key(_ k: StaticString) {
        let storage = self.storage, comma = needsComma
        k.withUTF8Buffer { storage.appendQuoted(UnsafeRawBufferPointer($0), comma: comma, colon: true) }
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
        appendJSONString(s, comma: needsComma)
        needsComma = true
    }

    /// `json(s)`, its bytes (the JSON string, quotes included) also appended to `copy`.
    mutating func json(_ s: String, copyingInto copy: inout [UInt8]) {
        comma()
        let start = count
        appendJSONString(s, comma: false)
        storage.withBytes { copy.append(contentsOf: UnsafeBufferPointer(rebasing: $0[start...])) }
        needsComma = true
    }

    /// `s` as a JSON string, quotes included, after a `,` when `comma`.
    private mutating func appendJSONString(_ s: String, comma: Bool) {
        // Looked at and copied in one visit to the string's bytes.
        let storage = self.storage
        let plain = s.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
            guard Self.isJSONPlain(utf8) else { return false }
            storage.appendQuoted(UnsafeRawBufferPointer(utf8), comma: comma, colon: false)
            return true
        } ?? false
        if !plain {
            if comma { append(byte: UInt8(ascii: ",")) }
            append(JSONText.quoted(s))
        }
    }

    /// A JSON string whose text `body` writes, between the quotes: text that is its own JSON (nothing in it to
    /// escape, or escaped already).
    @inline(__always)
    mutating func jsonString(_ body: (inout TextBytes) -> Void) {
        comma()
        append(byte: UInt8(ascii: "\""))
        body(&self)
        append(byte: UInt8(ascii: "\""))
        needsComma = true
    }

    /// `s` as the text of a JSON string (``JSONText``'s escaping, without the quotes): in `jsonString(_:)`.
    mutating func append(jsonContent s: String) {
        let quoted = JSONText.quoted(s).utf8
        let storage = self.storage
        // The quotes are one byte each, first and last.
        let content = quoted.dropFirst().dropLast()
        if content.withContiguousStorageIfAvailable({ storage.append(UnsafeRawBufferPointer($0)) }) == nil {
            for byte in content { storage.append(byte) }
        }
    }

    /// `bytes[range]`, as they are.
    @inline(__always)
    mutating func append(bytes: [UInt8], _ range: Range<Int>) {
        let storage = self.storage
        bytes.withUnsafeBytes { storage.append(UnsafeRawBufferPointer(rebasing: $0[range])) }
    }

    /// Whether `utf8` (a string's bytes) is its own JSON text between quotes, as ``JSONText`` writes it: every byte
    /// ``JSONText/isPlain(_:htmlSafe:)`` passes, and where a byte may start a character the policy escapes (C1 and
    /// U+061C, U+200E–U+2069, U+FEFF), the character is one it writes as it is (`≥`, `…`, `–`, `°`): a cause's words
    /// have such characters, and are copied as they are instead of escaped character by character.
    static func isJSONPlain(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        let n = utf8.count
        while i < n {
            let b = utf8[i]
            if JSONText.isPlain(b) {
                i += 1
                continue
            }
            // Below 0x80 the byte is the character (a control, a quote, a backslash, DEL); 0xC2 and up start one of
            // two to four bytes (a Swift string is valid UTF-8), whose scalar decides.
            guard b >= 0xC2 else { return false }
            let length = b < 0xE0 ? 2 : (b < 0xF0 ? 3 : 4)
            guard i + length <= n else { return false }
            var value = UInt32(b) & (length == 2 ? 0x1F : (length == 3 ? 0x0F : 0x07))
            for k in 1..<length { value = value << 6 | UInt32(utf8[i + k] & 0x3F) }
            guard let scalar = Unicode.Scalar(value), !VisibleText.isEscaped(scalar), scalar != "\u{FEFF}" else { return false }
            i += length
        }
        return true
    }

    /// A JSON value already encoded, `bytes[range]` (a name of `TraceJSON.EncodedNames`), as a member's value or an
    /// array's element.
    @inline(__always)
    mutating func json(encoded bytes: [UInt8], _ range: Range<Int>) {
        comma()
        let storage = self.storage
        bytes.withUnsafeBytes { storage.append(UnsafeRawBufferPointer(rebasing: $0[range])) }
        needsComma = true
    }

    @inline(__always)
    mutating func json(_ s: StaticString) {
        let storage = self.storage, comma = needsComma
        s.withUTF8Buffer { storage.appendQuoted(UnsafeRawBufferPointer($0), comma: comma, colon: false) }
        needsComma = true
    }

    @inline(__always)
    mutating func json(_ i: Int64) {
        comma()
        append(i)
        needsComma = true
    }

    @inline(__always)
    mutating func json(_ i: Int) { json(Int64(i)) }

    /// A trace event's time (`t`, microseconds), as `json(_:)` writes it. The events of a batch mostly share their
    /// time, of up to ten digits: when it is the last time written, its digits are copied from where they were.
    mutating func json(time us: Int64) {
        comma()
        if us == time, timeStart >= 0 {
            storage.appendCopy(from: timeStart, count: timeCount)
        } else {
            let start = count
            append(us)
            time = us
            timeStart = start
            timeCount = count - start
        }
        needsComma = true
    }

    /// `JSONValue.number(d)`.
    mutating func json(number d: Double) {
        comma()
        if d.isFinite, abs(d) < 1e15 { append(number: d) } else { append(JSONValue.number(d)) }
        needsComma = true
    }

    @inline(__always)
    mutating func json(_ b: Bool) {
        comma()
        append(b ? "true" : "false")
        needsComma = true
    }

    @inline(__always)
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

    /// `{"x":…,"y":…}`, each as `json(number:)` writes it.
    mutating func json(_ p: Point) {
        comma()
        append("{\"x\":")
        append(jsonNumber: p.x)
        append(",\"y\":")
        append(jsonNumber: p.y)
        append(byte: UInt8(ascii: "}"))
        needsComma = true
    }

    /// `json(number: d)` without the comma before it; a whole number below 10^9, as most coordinates are, straight
    /// to its digits.
    @inline(__always)
    private mutating func append(jsonNumber d: Double) {
        if d >= 0, d < 1e9, d == d.rounded(.towardZero) {
            storage.appendDigits(UInt64(d))
        } else if d.isFinite, abs(d) < 1e15 {
            append(number: d)
        } else {
            append(JSONValue.number(d))
        }
    }

    @inline(__always)
    private mutating func comma() {
        if needsComma { append(byte: UInt8(ascii: ",")) }
    }
}
