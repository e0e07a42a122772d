/// A NUL-terminated copy of the current prompt in memory this object owns. libedit's prompt callback returns
/// `pointer`, which stays valid until the next `set(_:)` or deinit — never a pointer into a Swift `String`.
final class PromptBuffer {
    /// Marks the start and end of text libedit must print without counting its width (see `EL_PROMPT_ESC`).
    static let invisibleDelimiter: CChar = 1

    private(set) var pointer: UnsafeMutablePointer<CChar>
    private var current: String

    init() {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: 0)
        current = ""
    }

    deinit { pointer.deallocate() }

    /// Replaces the prompt. ANSI escape sequences are wrapped in `invisibleDelimiter`s so colour codes do not
    /// upset libedit's cursor arithmetic; other bytes are copied as is (a NUL would end the prompt early).
    func set(_ prompt: String) {
        guard prompt != current else { return }
        current = prompt
        let bytes = Array(Self.markingInvisibleSequences(prompt).utf8)
        let replacement = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
        for (offset, byte) in bytes.enumerated() {
            (replacement + offset).initialize(to: CChar(bitPattern: byte))
        }
        (replacement + bytes.count).initialize(to: 0)
        pointer.deallocate()
        pointer = replacement
    }

    /// Wraps each escape sequence (`ESC [ … final`, `ESC ] … BEL` or `ESC x`) in `\u{1}` delimiters and drops
    /// any `\u{1}` already present.
    static func markingInvisibleSequences(_ prompt: String) -> String {
        let delimiter = Unicode.Scalar(UInt8(invisibleDelimiter))
        var output = String.UnicodeScalarView()
        var scalars = prompt.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if scalar == delimiter { continue }  // a stray delimiter would flip visibility for the rest
            guard scalar == "\u{1B}" else {
                output.append(scalar)
                continue
            }
            output.append(delimiter)
            output.append(scalar)
            if let kind = scalars.next() {
                output.append(kind)
                if kind == "[" {
                    // CSI: parameters and intermediates, then one final byte in @...~.
                    while let next = scalars.next() {
                        output.append(next)
                        if ("@"..."~").contains(next) { break }
                    }
                } else if kind == "]" {
                    // OSC: up to BEL (or ST, whose ESC \ we accept as the end too).
                    while let next = scalars.next() {
                        output.append(next)
                        if next == "\u{07}" || next == "\\" { break }
                    }
                }
            }
            output.append(delimiter)
        }
        return String(output)
    }
}
