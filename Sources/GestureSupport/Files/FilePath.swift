#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's path as the system knows it: bytes, which need not be UTF-8 (`caf\xE9.gesture` written by a Latin-1
/// system). Files are opened by these bytes; people see ``display``.
///
/// Command-line arguments and directory entries reach the commands as `String`s through ``init(_:)`` and
/// ``argument``, a lossless spelling: a byte that is not part of valid UTF-8 (0x80–0xFF) travels as the scalar
/// U+10FF00 + byte (private use, plane 16), and so do the bytes of any of those scalars that a name really holds,
/// so every byte string has exactly one spelling and comes back unchanged.
public struct FilePath: Hashable, Sendable, CustomStringConvertible {
    /// The path's bytes (never a NUL: the system cannot name such a file).
    public let bytes: [UInt8]

    public init(bytes: [UInt8]) { self.bytes = bytes }

    /// The path an argument spells (see the type's comment); plain UTF-8 text is its own spelling.
    public init(_ argument: String) {
        // Every scalar of the spelling's range is four bytes led by 0xF4; without one, the text is its bytes.
        guard argument.utf8.contains(0xF4) else {
            bytes = Array(argument.utf8)
            return
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(argument.utf8.count)
        for scalar in argument.unicodeScalars {
            if Self.escapes.contains(scalar.value) {
                bytes.append(UInt8(scalar.value - Self.escapeBase))
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        self.bytes = bytes
    }

    /// The lossless `String` spelling of ``bytes``, for APIs that take strings (the argument parser); give it back to
    /// ``init(_:)`` to open the file.
    public var argument: String {
        if !bytes.contains(0xF4), let text = String(validating: bytes, as: UTF8.self) { return text }
        var scalars = String.UnicodeScalarView()
        Self.decode(bytes) { piece in
            switch piece {
            case .scalar(let s) where !Self.escapes.contains(s.value): scalars.append(s)
            case .scalar(let s): for b in String(s).utf8 { scalars.append(Self.escaped(b)) }
            case .byte(let b): scalars.append(Self.escaped(b))
            }
        }
        return String(scalars)
    }

    /// The path for people (messages, listings, TAP, JUnit): its text, with each byte that is not part of valid
    /// UTF-8 shown as `\xNN` (upper-case hex: `caf\xE9.gesture`), and the characters every text path escapes —
    /// control characters, newline and tab included, and bidirectional controls — escaped by ``VisibleText``
    /// (`a\nb.gesture`), so no name can move the cursor or forge a line. (The scalars of the lossless spelling,
    /// when a name really holds them, are shown as their bytes too.) Escaping the result again changes nothing.
    public var display: String {
        // Printable ASCII, the usual name, is shown as it is.
        if !bytes.contains(where: { $0 < 0x20 || $0 >= 0x7F }) { return String(decoding: bytes, as: UTF8.self) }
        if !bytes.contains(0xF4), let text = String(validating: bytes, as: UTF8.self) { return VisibleText.escape(text) }
        var out = ""
        Self.decode(bytes) { piece in
            switch piece {
            case .scalar(let s) where Self.escapes.contains(s.value):
                for b in String(s).utf8 { out += Self.hex(b) }
            case .scalar(let s): out += VisibleText.escaped(s)
            case .byte(let b): out += Self.hex(b)
            }
        }
        return out
    }

    /// ``display``: what string interpolation shows.
    public var description: String { display }

    /// A path given as an argument, shown for people.
    public static func display(_ argument: String) -> String { FilePath(argument).display }

    /// `self/name` (no second slash when `self` ends in one).
    public func appending(_ name: [UInt8]) -> FilePath {
        FilePath(bytes: bytes.last == UInt8(ascii: "/") ? bytes + name : bytes + [UInt8(ascii: "/")] + name)
    }

    /// The last component (`a/b/c.gesture` → `c.gesture`).
    public var lastComponent: FilePath {
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return self }
        return FilePath(bytes: Array(bytes[(slash + 1)...]))
    }

    /// The directory part (`a/b/c` → `a/b`, `c` → `.`, `/c` → `/`).
    public var directory: FilePath {
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return FilePath(bytes: [UInt8(ascii: ".")]) }
        return slash == 0 ? FilePath(bytes: [UInt8(ascii: "/")]) : FilePath(bytes: Array(bytes[..<slash]))
    }

    /// Byte order (`memcmp`, then the shorter first): how paths are sorted, the same on every machine and locale.
    public static func precedes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        let order = a.withUnsafeBytes { x in b.withUnsafeBytes { y in memcmp(x.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!,
                                                                             y.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!,
                                                                             min(x.count, y.count)) } }
        return order != 0 ? order < 0 : a.count < b.count
    }

    /// Whether the path's bytes end with `suffix`'s UTF-8.
    public func hasSuffix(_ suffix: String) -> Bool {
        let tail = Array(suffix.utf8)
        guard bytes.count >= tail.count else { return false }
        let start = bytes.count - tail.count
        for k in tail.indices where bytes[start + k] != tail[k] { return false }
        return true
    }

    /// Calls `body` with the path as a NUL-terminated C string.
    public func withCString<R>(_ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        try withUnsafeTemporaryAllocation(of: CChar.self, capacity: bytes.count + 1) { buffer in
            bytes.withUnsafeBytes { raw in
                if let base = raw.baseAddress { UnsafeMutableRawPointer(buffer.baseAddress!).copyMemory(from: base, byteCount: raw.count) }
            }
            buffer[bytes.count] = 0
            return try body(buffer.baseAddress!)
        }
    }

    /// The bytes of a C string (a directory entry, `realpath`'s answer, an `argv` element).
    public init(cString: UnsafePointer<CChar>) {
        var bytes: [UInt8] = []
        var p = cString
        while p.pointee != 0 {
            bytes.append(UInt8(bitPattern: p.pointee))
            p += 1
        }
        self.bytes = bytes
    }

    // MARK: - The spelling

    private static let escapeBase: UInt32 = 0x10FF00
    /// The scalars that stand for the bytes 0x80–0xFF.
    private static let escapes: ClosedRange<UInt32> = 0x10FF80...0x10FFFF

    private static func escaped(_ byte: UInt8) -> Unicode.Scalar { Unicode.Scalar(escapeBase + UInt32(byte))! }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "\\x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
    }

    private enum Piece { case scalar(Unicode.Scalar), byte(UInt8) }

    /// Splits `bytes` into valid UTF-8 scalars and the single bytes of anything else, in order.
    private static func decode(_ bytes: [UInt8], _ body: (Piece) -> Void) {
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            let length = b < 0x80 ? 1 : b >= 0xC2 && b <= 0xDF ? 2 : b >= 0xE0 && b <= 0xEF ? 3 : b >= 0xF0 && b <= 0xF4 ? 4 : 0
            if length > 0, i + length <= bytes.count {
                var decoder = UTF8()
                var iterator = bytes[i..<(i + length)].makeIterator()
                if case .scalarValue(let s) = decoder.decode(&iterator), String(s).utf8.count == length {
                    body(.scalar(s))
                    i += length
                    continue
                }
            }
            body(.byte(b))
            i += 1
        }
    }
}
