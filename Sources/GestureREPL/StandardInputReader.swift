#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads lines from a non-terminal standard input (a script piped in, a file redirected): no prompt, no history,
/// no completion, `isInteractive == false`.
///
/// It reads raw bytes from the file descriptor itself (its own buffer; do not read the same descriptor through
/// another API meanwhile) so it can report what `Swift.readLine` would hide:
/// - Lines end at `\n`; a `\r` just before it is dropped too. The last line needs no terminator.
/// - A line that is not valid UTF-8, or contains a NUL byte, is still returned as `.line`, with each bad
///   sequence and each NUL replaced by U+FFFD, and `lastLineWasInvalid` is set.
/// - A line longer than `maximumLineLength` bytes is cut there (at a character boundary), the rest of it up to
///   the terminator is skipped, and `lastLineWasTruncated` is set. Memory use stays bounded whatever the input.
/// - End of input or a read error gives `.endOfInput` (and keeps giving it).
public final class StandardInputReader: LineReader {
    /// Longest line kept, in bytes (4 MiB).
    public static let maximumLineLength = 4 * 1024 * 1024

    /// True when the line returned by the last `readLine` contained invalid UTF-8 or NUL bytes.
    public private(set) var lastLineWasInvalid = false
    /// True when the line returned by the last `readLine` was longer than `maximumLineLength` and was cut.
    public private(set) var lastLineWasTruncated = false
    /// 1-based number of the line returned by the last `readLine` (0 before the first line).
    public private(set) var lineNumber = 0

    /// Ignored: there is no Tab key without a terminal.
    public var completer: ((_ textBeforeCursor: String) -> [String])?
    /// Always false.
    public var isInteractive: Bool { false }

    private let fileDescriptor: Int32
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    private var bufferStart = 0
    private var bufferEnd = 0
    private var reachedEnd = false

    /// Reads from `fileDescriptor` (standard input by default). The reader does not close it.
    public init(fileDescriptor: Int32 = STDIN_FILENO) {
        self.fileDescriptor = fileDescriptor
    }

    /// Returns the next line; `prompt` is not shown.
    public func readLine(prompt: String) -> LineInput {
        var line: [UInt8] = []
        var truncated = false
        var sawAnyByte = false
        while true {
            if bufferStart == bufferEnd && !refill() { break }
            sawAnyByte = true
            let available = buffer[bufferStart..<bufferEnd]
            let newline = available.firstIndex(of: UInt8(ascii: "\n"))
            let chunk = available[..<(newline ?? bufferEnd)]
            let room = Self.maximumLineLength - line.count
            if chunk.count > room { truncated = true }
            line.append(contentsOf: chunk.prefix(max(room, 0)))
            if let newline {
                bufferStart = newline + 1
                break
            }
            bufferStart = bufferEnd
        }
        guard sawAnyByte else {
            lastLineWasInvalid = false
            lastLineWasTruncated = false
            return .endOfInput
        }
        lineNumber += 1
        if truncated {
            Self.dropIncompleteTrailingCharacter(&line)
        } else if line.last == UInt8(ascii: "\r") {
            line.removeLast()
        }
        lastLineWasTruncated = truncated
        let (text, valid) = Self.decode(line)
        lastLineWasInvalid = !valid
        return .line(text)
    }

    /// No history without a terminal.
    public func addToHistory(_ line: String) {}
    /// No history without a terminal.
    public func saveHistory() {}

    /// Reads more bytes; false at end of input or on a read error (other than EINTR).
    private func refill() -> Bool {
        guard !reachedEnd else { return false }
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bufferStart = 0
                bufferEnd = count
                return true
            }
            if count < 0 && errno == EINTR { continue }
            reachedEnd = true
            return false
        }
    }

    /// The text with U+FFFD for invalid sequences and NULs, and whether the bytes were clean.
    static func decode(_ bytes: [UInt8]) -> (text: String, valid: Bool) {
        if !bytes.contains(0), let text = String(validating: bytes, as: UTF8.self) {
            return (text, true)
        }
        var scalars = String.UnicodeScalarView()
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            scalars.append(scalar == "\0" ? "\u{FFFD}" : scalar)
        }
        return (String(scalars), false)
    }

    /// Removes a UTF-8 sequence cut short at the end of `bytes`, so truncation alone never makes a line invalid.
    static func dropIncompleteTrailingCharacter(_ bytes: inout [UInt8]) {
        var start = bytes.count - 1
        while start >= 0, bytes.count - start < 4, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        guard start >= 0 else { return }
        let lead = bytes[start]
        let expected = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        if bytes.count - start < expected { bytes.removeSubrange(start...) }
    }
}
