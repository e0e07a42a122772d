// Telling unfinished REPL input from wrong input.

extension Parser {
    /// Whether `text` is an unfinished but so far correct input, so that the REPL should
    /// show a continuation prompt and read another line instead of reporting an error.
    ///
    /// That is the case when
    /// - one or more `repeat … {` blocks are still open and the text parses without errors
    ///   once the missing `}` are appended, or
    /// - the last token (comments and line breaks aside) is a `&`, and the text parses
    ///   without errors once that `&` is removed (and open blocks are closed).
    ///
    /// Text with an error elsewhere, or with more `}` than `{`, is not incomplete: the
    /// REPL should parse it and report the error right away.
    ///
    /// `declared` are the parameters earlier inputs declared (the REPL's `param` lines): the text is parsed with them,
    /// as it will be run, so a `$NAME` they declare is no error that ends the statement early.
    public static func isIncomplete(_ text: String, declared: [Parameter] = []) -> Bool {
        var bytes = Array(text.utf8)
        let tokens = Lexer.tokenize(bytes)
        var depth = 0
        for token in tokens {
            switch token.kind {
            case .leftBrace:
                depth += 1
            case .rightBrace:
                depth -= 1
                if depth < 0 { return false }
            default:
                break
            }
        }
        let lastSignificant = tokens.last { $0.kind != .newline && $0.kind != .endOfFile }
        let endsWithAmpersand = lastSignificant?.kind == .ampersand
        guard depth > 0 || endsWithAmpersand else { return false }
        if endsWithAmpersand, let ampersand = lastSignificant {
            bytes[ampersand.range.start] = UInt8(ascii: " ")
        }
        bytes += Array("\n".utf8) + [UInt8](repeating: UInt8(ascii: "}"), count: depth)
        let (_, diagnostics) = parse(SourceFile(name: "<repl>", bytes: bytes), declared: declared)
        return !diagnostics.contains(where: \.isError)
    }
}
