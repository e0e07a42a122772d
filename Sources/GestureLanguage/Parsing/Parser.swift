/// A hand-written recursive-descent parser for gesture scripts (`grammar/gesture.ebnf`).
///
/// Entry points: ``parse(_:)`` for files and REPL lines, ``parseStatement(line:)`` for the
/// REPL's `:expand STATEMENT`, and ``isIncomplete(_:)`` for continuation prompts.
///
/// Discipline:
/// - Each parse function cites the production it implements.
/// - A syntax error is recorded as a ``Diagnostic`` at the token where the parse could not
///   go on (the furthest position reached) and thrown as ``ParseError``; the statement
///   loop catches it and skips to the next statement boundary (`;`, a newline, or the
///   `}` that closes the enclosing block), so one run reports many errors.
/// - Every loop consumes a token per iteration or ends; the statement loops also have an
///   explicit progress guard, so no input can make the parser spin.
/// - After ``maximumErrors`` errors the parser stops with a note.
public struct Parser {
    /// The most errors reported for one input before giving up.
    public static let maximumErrors = 50
    /// The deepest allowed nesting of `repeat` blocks.
    public static let maximumNesting = 64
    /// The most statements one input may hold (those in `repeat` bodies included, each once). Bounds the memory of
    /// a parsed script (a few hundred bytes per statement): a 64 MiB file of `down`/`up` lines would otherwise hold
    /// 7 million statements in about 3 GB. Long timelines are written with `repeat`.
    public static let maximumStatements = 1_000_000
    /// The most rows (items) a `tableView` (`collectionView`) may declare: 10 000 000. Rows are virtual, so the limit
    /// is not about memory: it keeps content sizes far inside the range where points still have sub-point precision.
    /// [GUESS: our limit, docs/limits.md]
    public static let maximumTableRows = 10_000_000

    let file: SourceFile
    /// Tokens are lexed as the parser reads them (one of lookahead): a script's memory is its bytes and its
    /// statements, never a list of all its tokens.
    var lexer: Lexer
    var currentToken: Token
    var nextToken: Token
    /// How many tokens were consumed (the parser's progress).
    var index = 0
    /// The end offset of the last consumed token.
    var lastEnd = 0
    var diagnostics: [Diagnostic] = []
    var errorCount = 0
    /// Statements parsed so far, and whether `maximumStatements` stopped the parse.
    var statementCount = 0
    var statementLimit = Parser.maximumStatements
    var stoppedAtStatementLimit = false
    /// The number of `repeat` blocks currently open.
    var nesting = 0
    /// Whether an unclosed block has been reported (only the innermost one is, so that
    /// the end of the file does not produce one error per open block).
    var reportedUnclosedBlock = false
    /// The `param` declarations so far, and the `$NAME`s written (Parser+Parameters.swift).
    var parameters: [Parameter] = []
    var parameterUses: [ParameterUse] = []
    /// Whether the statement being parsed may use `$NAME` (touches, shorthands, waits, property values).
    var parametersAllowed = false
    /// The names of parameters declared before this input (earlier REPL lines) not yet declared again in it.
    var redeclarable: Set<String> = []

    /// A parser reading `bytes`, which are `file.bytes` and must outlive it (see `parse`).
    private init(file: SourceFile, bytes: UnsafeBufferPointer<UInt8>) {
        self.file = file
        lexer = Lexer(streaming: bytes)
        currentToken = lexer.nextToken()
        let checkCurrent = lexer.lastTokenIsNameBeyondASCII
        nextToken = currentToken.kind == .endOfFile ? currentToken : lexer.nextToken()
        let checkNext = currentToken.kind != .endOfFile && lexer.lastTokenIsNameBeyondASCII
        if checkCurrent { checkName(currentToken) }
        if checkNext { checkName(nextToken) }
    }

    // MARK: - Entry points

    /// Parses a whole file (or a REPL input of one or more lines).
    ///
    /// A file with invalid UTF-8 or a NUL byte is not parsed: the result is an empty
    /// script and exactly one diagnostic pointing at the first bad byte.
    public static func parse(_ file: SourceFile) -> (Script, [Diagnostic]) {
        parse(file, maximumStatements: maximumStatements)
    }

    /// Parses a REPL input that may use the parameters earlier inputs declared (`declared`, the previous result's
    /// ``Script/parameters``). The result's parameters are `declared` followed by this input's new ones; a `param`
    /// naming one of `declared` replaces it in place (new values of the same kind).
    public static func parse(_ file: SourceFile, declared: [Parameter]) -> (Script, [Diagnostic]) {
        parse(file, maximumStatements: maximumStatements, declared: declared)
    }

    /// `parse(file)` with another statement limit (tests use a small one).
    static func parse(_ file: SourceFile, maximumStatements: Int, declared: [Parameter] = []) -> (Script, [Diagnostic]) {
        if let problem = file.encodingProblem {
            let message: DiagnosticMessage = switch problem.kind {
            case .invalidUTF8(let byte): .invalidUTF8(byte: byte)
            case .nulByte: .nulByte
            }
            let range = SourceRange(start: problem.offset, end: problem.offset + 1)
            return (Script(file: file, statements: []), [Diagnostic(message, at: range)])
        }
        let (statements, found, parameters, uses) = file.bytes.withUnsafeBufferPointer { bytes in
            var parser = Parser(file: file, bytes: bytes)
            parser.statementLimit = maximumStatements
            parser.parameters = declared
            parser.redeclarable = Set(declared.map(\.name.value))
            let statements = parser.parseStatements(openBrace: nil)
            return (statements, parser.diagnostics, parser.parameters, parser.parameterUses)
        }
        // Unclosed blocks are found at the end; report everything in source order.
        let diagnostics = found.enumerated()
            .sorted { ($0.element.range.start, $0.offset) < ($1.element.range.start, $1.offset) }
            .map(\.element)
        return (Script(file: file, statements: statements, parameters: parameters, parameterUses: uses), diagnostics)
    }

    /// Parses text as a file named `name`.
    public static func parse(_ text: String, name: String = "<input>") -> (Script, [Diagnostic]) {
        parse(SourceFile(name: name, text: text))
    }

    /// Parses exactly one statement, for the REPL's `:expand STATEMENT`.
    ///
    /// Ranges in the result are byte offsets into `line`; render diagnostics with
    /// `SourceFile(name: "<repl>", text: line)`. Returns `nil` and diagnostics if the
    /// statement has errors, and a diagnostic if `line` holds no statement or more than one.
    public static func parseStatement(line: String) -> (Statement?, [Diagnostic]) {
        let file = SourceFile(name: "<repl>", text: line)
        let (script, diagnostics) = parse(file)
        if diagnostics.contains(where: \.isError) { return (nil, diagnostics) }
        guard script.statements.count == 1 else {
            let range = script.statements.dropFirst().first?.range ?? SourceRange(start: 0, end: file.bytes.count)
            return (nil, diagnostics + [Diagnostic(.expectedSingleStatement, at: range)])
        }
        return (script.statements[0], diagnostics)
    }

    // MARK: - Statement lists

    /// `Script ::= StatementList` and `Block ::= '{' StatementList '}'` (the part after `{`).
    ///
    /// With `openBrace` set, stops *before* the matching `}` (the caller consumes it) and
    /// reports an unclosed block at the end of the input.
    mutating func parseStatements(openBrace: Token?) -> [Statement] {
        var statements: [Statement] = []
        var guardProgress = ProgressGuard()
        while true {
            skipSeparators()
            if stoppedAtStatementLimit { return statements }
            if errorCount >= Parser.maximumErrors {
                stopAfterTooManyErrors()
                return statements
            }
            switch current.kind {
            case .endOfFile:
                if let openBrace { reportUnclosedBlock(openBrace) }
                return statements
            case .rightBrace:
                if openBrace != nil { return statements }
                report(.unmatchedClosingBrace, at: current.range)
                advance()
                continue
            default:
                break
            }
            guard guardProgress.advanced(to: index) else {
                advance()  // Unreachable in practice; keeps any bug from looping forever.
                continue
            }
            if isKeyword(current, .param) {
                do throws(ParseError) {
                    try parseParam(inBlock: openBrace != nil)
                    try expectStatementEnd()
                } catch {
                    recover()
                }
                continue
            }
            do throws(ParseError) {
                let statement = try parseStatement()
                try expectStatementEnd()
                // A block whose body reached the limit is dropped too (reported once, inside it).
                if stoppedAtStatementLimit { return statements }
                if statementCount >= statementLimit {
                    stopAtStatementLimit(statement.range)
                    return statements
                }
                statementCount += 1
                statements.append(statement)
            } catch {
                recover()
            }
        }
    }

    /// Skips `;` and newlines between statements.
    mutating func skipSeparators() {
        while current.kind == .newline || current.kind == .semicolon { advance() }
    }

    /// After a statement: a `;`, a newline, a `}` or the end of the input must follow.
    mutating func expectStatementEnd() throws(ParseError) {
        switch current.kind {
        case .newline, .semicolon, .rightBrace, .endOfFile:
            return
        case .ampersand:
            throw fail(.ampersandJoinsOnlyTouches, at: current.range)
        default:
            throw fail(.expectedStatementEnd(found: describe(current)), at: current.range)
        }
    }

    /// Error recovery: skips to the next statement boundary (`;`, newline, `}` or the end).
    ///
    /// A `{` skipped on the way opens a block whose body is still parsed (and its errors
    /// reported) and whose `}` is consumed, so one bad `repeat` header does not produce a
    /// second error for the unmatched `}` lines later.
    mutating func recover() {
        var openBraces: [Token] = []
        loop: while true {
            switch current.kind {
            case .newline, .semicolon, .endOfFile:
                break loop
            case .rightBrace:
                if openBraces.isEmpty { break loop }
                openBraces.removeLast()
                advance()
            case .leftBrace:
                openBraces.append(current)
                advance()
            default:
                advance()
            }
        }
        for brace in openBraces.reversed() {
            skipBlockBody(openBrace: brace)
        }
    }

    /// Parses (and discards) a block body after a `{` skipped during recovery, then
    /// consumes its `}`.
    private mutating func skipBlockBody(openBrace: Token) {
        guard nesting < Parser.maximumNesting else {
            skipBalanced(openBrace: openBrace)
            return
        }
        nesting += 1
        defer { nesting -= 1 }
        _ = parseStatements(openBrace: openBrace)
        if current.kind == .rightBrace { advance() }
    }

    /// Skips tokens up to and including the `}` that matches an already consumed `{`,
    /// without parsing (used beyond the nesting limit; iterative, so no deep recursion).
    mutating func skipBalanced(openBrace: Token) {
        var depth = 1
        while current.kind != .endOfFile {
            if current.kind == .leftBrace { depth += 1 }
            if current.kind == .rightBrace {
                depth -= 1
                if depth == 0 {
                    advance()
                    return
                }
            }
            advance()
        }
        reportUnclosedBlock(openBrace)
    }

    private mutating func reportUnclosedBlock(_ openBrace: Token) {
        guard !reportedUnclosedBlock else { return }
        reportedUnclosedBlock = true
        report(.unclosedBlock, at: openBrace.range)
    }

    /// Reports the statement past `maximumStatements` and skips the rest of the input (no more statements are kept;
    /// the blocks still open are not reported as unclosed).
    private mutating func stopAtStatementLimit(_ range: SourceRange) {
        report(.tooManyStatements(limit: statementLimit), at: range)
        stoppedAtStatementLimit = true
        while current.kind != .endOfFile { advance() }
    }

    private mutating func stopAfterTooManyErrors() {
        guard !diagnostics.contains(where: { $0.id == DiagnosticMessage.tooManyErrors.id }) else { return }
        diagnostics.append(Diagnostic(.tooManyErrors, at: current.range))
        while current.kind != .endOfFile { advance() }
    }
}

/// Thrown by parse functions after they have recorded a diagnostic; the statement loop
/// catches it and recovers.
struct ParseError: Error {}

/// Asserts that a parser loop made progress (the `LoopProgressCondition` idea from
/// swift-syntax): returns `false` when the token index has not moved since the last call.
struct ProgressGuard {
    private var lastIndex: Int?

    mutating func advanced(to index: Int) -> Bool {
        defer { lastIndex = index }
        return lastIndex.map { index > $0 } ?? true
    }
}
