/// A statement the REPL reads line by line: the lines so far, and whether the next line continues it (an open
/// `repeat … {`, a last `&`), as ``Parser/isIncomplete(_:declared:)`` tells for the whole text.
///
/// Each line is read once, when it arrives: its tokens (for the blocks it opens and closes) and a parse of it alone,
/// with the line before it when that one ended in `&` (a group continued), the blocks it closes blanked out and those it
/// opens closed. So a block of n lines costs O(n) to read; checking the whole text again at every line, as
/// `isIncomplete` does, made a piped block of 20,000 lines take minutes. An error such a parse sees ends the statement
/// at once (the REPL runs what it has, and the parse of the whole reports the error); one that needs more than the
/// line and the group it continues (a `param` inside a block, blocks nested too deep) is reported when the statement
/// ends.
public struct StatementInProgress {
    /// The lines so far (none after ``removeAll()``).
    public private(set) var lines: [String] = []
    /// `{` minus `}` in the lines so far.
    private var depth = 0
    /// The last line with tokens, when it ended in `&`: the group it starts goes on in the next line.
    private var openGroup: [UInt8]?
    /// Bytes lexed and parsed so far (tests check that a long block costs in proportion to its length).
    var bytesRead = 0

    public init() {}

    public var isEmpty: Bool { lines.isEmpty }

    /// The statement's text, its lines joined.
    public var text: String { lines.joined(separator: "\n") }

    public mutating func removeAll() { self = StatementInProgress() }

    /// Adds `line`. True when the statement goes on in the next line; false when it is complete, or wrong (then the
    /// REPL runs the text and reports the error). `declared`: the parameters earlier inputs declared.
    public mutating func add(_ line: String, declared: [Parameter] = []) -> Bool {
        lines.append(line)
        let newline = Array(line.utf8)
        let prefix = openGroup.map { $0 + [UInt8(ascii: "\n")] } ?? []
        var chunk = prefix + newline
        bytesRead += chunk.count
        let tokens = Lexer.tokenize(chunk)
        var local = 0
        var lastSignificant: Token?
        var lineHasTokens = false
        for token in tokens {
            let inNewLine = token.range.start >= prefix.count
            switch token.kind {
            case .leftBrace:
                local += 1
                if inNewLine { depth += 1 }
            case .rightBrace:
                if inNewLine { depth -= 1 }
                if depth < 0 { return false }
                // A block opened on an earlier line: blanked out for the parse of this chunk alone.
                if local == 0 { chunk[token.range.start] = UInt8(ascii: " ") } else { local -= 1 }
            case .newline, .endOfFile:
                continue
            default:
                break
            }
            lastSignificant = token
            if inNewLine { lineHasTokens = true }
        }
        let endsWithAmpersand = lastSignificant?.kind == .ampersand
        guard depth > 0 || endsWithAmpersand else { return false }
        if endsWithAmpersand, let ampersand = lastSignificant { chunk[ampersand.range.start] = UInt8(ascii: " ") }
        chunk += [UInt8(ascii: "\n")] + [UInt8](repeating: UInt8(ascii: "}"), count: local)
        bytesRead += chunk.count
        let (_, diagnostics) = Parser.parse(SourceFile(name: "<repl>", bytes: chunk), declared: declared)
        if diagnostics.contains(where: \.isError) { return false }
        if lineHasTokens { openGroup = endsWithAmpersand ? newline : nil }
        return true
    }
}
