/// A script's text together with its name and a line table.
///
/// The lexer and parser work on ``bytes`` (UTF-8) with integer offsets, never on
/// `String.Index`, so a megabyte-long line costs linear time. ``location(of:)`` turns an
/// offset into a 1-based ``SourceLocation`` on demand (binary search for the line, then a
/// scan of that line counting Unicode scalars).
///
/// A file built from bytes is checked for invalid UTF-8 and NUL bytes. If it has either,
/// ``encodingProblem`` describes the first offending byte; such a file is not parsed
/// (``Parser/parse(_:)`` returns a single diagnostic).
public struct SourceFile: Sendable {
    /// What diagnostics print before `:LINE:COLUMN`, usually the path as the user wrote it.
    public let name: String
    /// The file's bytes, expected to be UTF-8.
    public let bytes: [UInt8]
    /// The file's text. Invalid UTF-8 is replaced by U+FFFD here (see ``encodingProblem``).
    public let text: String
    /// The byte offset at which each line starts. Lines end at `\n`. `lineStarts[0]` is 0, or 3 when the text starts
    /// with a UTF-8 byte-order mark: the mark belongs to no line, so it is never shown and columns count from after it.
    public let lineStarts: [Int]
    /// The first invalid UTF-8 sequence or NUL byte, if any.
    public let encodingProblem: EncodingProblem?
    /// The number users see for the text's first line: 1 for a file; for a piece of a longer input read line by
    /// line (a script piped into the REPL) the line it started on. Only ``location(of:)`` adds it: line numbers
    /// passed to and returned by the other methods count from 1 at the start of this text.
    public let firstLine: Int

    /// Creates a file from text (always valid UTF-8, but it may still contain NUL); `firstLine` is the number shown
    /// for its first line.
    public init(name: String, text: String, firstLine: Int = 1) {
        self.init(name: name, validatedBytes: Array(text.utf8), text: text, firstLine: firstLine)
    }

    /// Creates a file from raw bytes, as read from disk.
    public init(name: String, bytes: [UInt8]) {
        self.init(name: name, validatedBytes: bytes, text: String(decoding: bytes, as: UTF8.self))
    }

    /// The same file under another name (what diagnostics print), sharing its bytes and line table: a file parsed once
    /// and reported under two names (a suite's listing, a golden transcript) is not scanned twice.
    public func named(_ name: String) -> SourceFile { SourceFile(renaming: self, to: name) }

    private init(renaming file: SourceFile, to name: String) {
        self.name = name
        firstLine = file.firstLine
        bytes = file.bytes
        text = file.text
        lineStarts = file.lineStarts
        encodingProblem = file.encodingProblem
    }

    private init(name: String, validatedBytes bytes: [UInt8], text: String, firstLine: Int = 1) {
        self.name = name
        self.firstLine = firstLine
        self.bytes = bytes
        self.text = text
        var starts: [Int] = []
        bytes.withUnsafeBufferPointer { buffer in
            starts.append(SourceFile.byteOrderMarkLength(buffer))
            for offset in buffer.indices where buffer[offset] == UInt8(ascii: "\n") {
                starts.append(offset + 1)
            }
        }
        self.lineStarts = starts
        self.encodingProblem = EncodingProblem.first(in: bytes)
    }

    /// The number of lines (a file ending in a newline has an empty last line).
    public var lineCount: Int { lineStarts.count }

    /// The 1-based line containing `offset` (offsets past the end belong to the last line).
    // Inlinable: part of ``location(of:)``, which is inlined into its callers.
    @inlinable
    public func line(containing offset: Int) -> Int {
        let offset = min(max(offset, 0), bytes.count)
        // Binary search for the last line start <= offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }

    /// The byte offsets of 1-based `line`, without its `\n` and without a trailing `\r`.
    /// A line number outside `1...lineCount` is clamped into that range.
    public func byteRange(ofLine line: Int) -> Range<Int> {
        let line = min(max(line, 1), lineStarts.count)
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<end
    }

    /// The text of 1-based `line`, without its line terminator.
    public func text(ofLine line: Int) -> String {
        String(decoding: bytes[byteRange(ofLine: line)], as: UTF8.self)
    }

    /// The text covered by `range`.
    public func text(of range: SourceRange) -> String {
        let start = min(max(range.start, 0), bytes.count)
        let end = min(max(range.end, start), bytes.count)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The line and column (in Unicode scalars) of byte `offset` as users see them: the line counts from
    /// ``firstLine``, the column from 1.
    ///
    /// An offset inside a multi-byte scalar reports that scalar's column.
    // Always inlined, across modules too: the interpreter asks it for the line of every statement it reports, and
    // inlined it reads only the line table, without copying the file, and drops the column scan when only the line
    // is used.
    @inlinable @inline(__always)
    public func location(of offset: Int) -> SourceLocation {
        let line = line(containing: offset)
        let start = lineStarts[line - 1]
        let offset = min(max(offset, start), bytes.count)  // an offset inside a byte-order mark is column 1
        return SourceLocation(line: line + firstLine - 1, column: SourceFile.scalarCount(bytes, start..<offset) + 1)
    }

    /// 3 when `bytes` start with a UTF-8 byte-order mark (EF BB BF), else 0.
    static func byteOrderMarkLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// Counts the Unicode scalars that start within `range` (bytes that are not UTF-8
    /// continuation bytes).
    // Inlinable: part of ``location(of:)``, which is inlined into its callers.
    @inlinable
    static func scalarCount(_ bytes: [UInt8], _ range: Range<Int>) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var count = 0
            for index in range where buffer[index] & 0b1100_0000 != 0b1000_0000 {
                count += 1
            }
            return count
        }
    }
}

/// The first byte that makes a file unreadable as a script.
public struct EncodingProblem: Hashable, Sendable {
    /// What is wrong with the byte.
    public enum Kind: Hashable, Sendable {
        /// The byte does not start a valid UTF-8 sequence (or the sequence is truncated,
        /// overlong, a surrogate, or above U+10FFFF). The associated value is the byte.
        case invalidUTF8(UInt8)
        /// A NUL (0x00) byte, which no text file should contain.
        case nulByte
    }

    /// What is wrong.
    public var kind: Kind
    /// The byte offset of the offending byte.
    public var offset: Int

    /// Finds the first invalid UTF-8 sequence or NUL byte in `bytes`.
    static func first(in bytes: [UInt8]) -> EncodingProblem? {
        bytes.withUnsafeBufferPointer { first(in: $0) }
    }

    private static func first(in bytes: UnsafeBufferPointer<UInt8>) -> EncodingProblem? {
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == 0 { return EncodingProblem(kind: .nulByte, offset: index) }
            if byte < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var lowerBound: UInt8 = 0x80
            var upperBound: UInt8 = 0xBF
            switch byte {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lowerBound = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upperBound = 0x9F
            case 0xF0: length = 4; lowerBound = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upperBound = 0x8F
            default: return EncodingProblem(kind: .invalidUTF8(byte), offset: index)
            }
            for next in 1..<length {
                guard index + next < count else {
                    return EncodingProblem(kind: .invalidUTF8(byte), offset: index)
                }
                let continuation = bytes[index + next]
                let low: UInt8 = next == 1 ? lowerBound : 0x80
                let high: UInt8 = next == 1 ? upperBound : 0xBF
                guard continuation >= low && continuation <= high else {
                    // Report the lead byte: that is where the bad sequence starts.
                    return EncodingProblem(kind: .invalidUTF8(byte), offset: index)
                }
            }
            index += length
        }
        return nil
    }
}
