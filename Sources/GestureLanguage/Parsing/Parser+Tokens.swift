// Token access, keyword matching and error reporting shared by all parse functions.

extension Parser {
    /// The current token (``Token/Kind/endOfFile`` once the input is used up).
    var current: Token { currentToken }

    /// The token after the current one (``Token/Kind/endOfFile`` at the end).
    func peek() -> Token { nextToken }

    /// Consumes the current token (never moves past the end) and returns it.
    @discardableResult
    mutating func advance() -> Token {
        // Kinds are matched by pattern and tokens moved by swapping: a kind can hold a string, so copying a token (or
        // comparing kinds with `==`) retains and releases it, and this runs for every token of every script.
        if case .endOfFile = currentToken.kind { return currentToken }
        index += 1
        lastEnd = currentToken.range.end
        var token: Token
        if case .endOfFile = nextToken.kind {
            token = nextToken
        } else {
            token = lexer.nextToken()
            if lexer.lastTokenIsNameBeyondASCII { checkName(token) }
        }
        swap(&token, &nextToken)     // token: the old next token
        swap(&token, &currentToken)  // token: the old current token
        return token
    }

    /// Reports `token`, a name (an identifier, or a `$` parameter's) with a character beyond ASCII, when it is outside
    /// the identifier profile (``IdentifierProfile``); the parse goes on with it as a name. The lexer says which names
    /// need this (``Lexer/lastTokenIsNameBeyondASCII``), so ASCII names never get here; kept out of line so that
    /// the rare case does not weigh on ``advance()``.
    @inline(never)
    mutating func checkName(_ token: borrowing Token) {
        let start: Int
        switch token.kind {
        case .identifier: start = token.range.start
        case .parameter: start = token.range.start + parameterNameOffset(token.range)
        default: return
        }
        guard let problem = IdentifierProfile.check(file.bytes[start..<token.range.end]) else { return }
        let at = SourceRange(start: start + problem.offending.lowerBound, end: start + problem.offending.upperBound)
        report(problem.message, at: at, suggestion: problem.suggestion)
    }

    /// The source text of `token`.
    func text(_ token: Token) -> String {
        file.text(of: token.range)
    }

    /// Whether `token` is the identifier `keyword` (case-sensitive), without allocating.
    func isKeyword(_ token: Token, _ keyword: Keyword) -> Bool {
        guard token.kind == .identifier else { return false }
        let spelling = keyword.rawValue.utf8
        guard token.range.length == spelling.count else { return false }
        return file.bytes[token.range.offsets].elementsEqual(spelling)
    }

    /// The keyword the identifier `token` spells, if any.
    func keyword(of token: Token) -> Keyword? {
        guard token.kind == .identifier else { return nil }
        return Keyword.lookUp(file.bytes[token.range.offsets])
    }

    /// Consumes the current token if it is `keyword`.
    mutating func consume(_ keyword: Keyword) -> Token? {
        guard isKeyword(current, keyword) else { return nil }
        return advance()
    }

    /// Consumes the current token if it has `kind`.
    mutating func consume(_ kind: Token.Kind) -> Token? {
        guard current.kind == kind else { return nil }
        return advance()
    }

    /// Consumes `keyword` or reports "expected 'keyword' after …".
    @discardableResult
    mutating func expect(_ keyword: Keyword, after context: String) throws(ParseError) -> Token {
        if let token = consume(keyword) { return token }
        throw failExpected(DiagnosticMessage.quote(keyword.rawValue), after: context)
    }

    /// Consumes a token of `kind` or reports "expected WHAT after …".
    @discardableResult
    mutating func expect(_ kind: Token.Kind, _ what: String, after context: String?) throws(ParseError) -> Token {
        if let token = consume(kind) { return token }
        throw failExpected(what, after: context)
    }

    /// Whether the current token ends a statement (`;`, newline, `}`, end of input).
    var atStatementEnd: Bool {
        switch current.kind {
        case .newline, .semicolon, .rightBrace, .endOfFile: true
        default: false
        }
    }

    // MARK: - Reporting

    /// Records a diagnostic without stopping the current statement.
    mutating func report(
        _ message: DiagnosticMessage,
        at range: SourceRange,
        notes: [Diagnostic.Note] = [],
        suggestion: String? = nil
    ) {
        if message.severity == .error {
            errorCount += 1
            guard errorCount <= Parser.maximumErrors else { return }
        }
        diagnostics.append(Diagnostic(message, at: range, notes: notes, suggestion: suggestion))
    }

    /// Records a diagnostic and returns the error to throw.
    mutating func fail(
        _ message: DiagnosticMessage,
        at range: SourceRange,
        notes: [Diagnostic.Note] = [],
        suggestion: String? = nil
    ) -> ParseError {
        report(message, at: range, notes: notes, suggestion: suggestion)
        return ParseError()
    }

    /// Records "expected WHAT [after CONTEXT][, found TOKEN]" at the current token (or just
    /// after the previous token when the line or file has ended) and returns the error.
    mutating func failExpected(_ what: String, after context: String?) -> ParseError {
        let token = current
        if token.kind == .invalid {
            return fail(.unexpectedCharacter(describeCharacter(token)), at: token.range)
        }
        if case .malformedString(let problem) = token.kind {
            return failMalformedString(problem, token: token)
        }
        let found: String? = switch token.kind {
        case .newline, .endOfFile: nil
        default: describe(token)
        }
        let range = found == nil ? SourceRange.at(lastEnd) : token.range
        return fail(.expected(what, after: context, found: found), at: range)
    }

    mutating func failMalformedString(_ problem: StringProblem, token: Token) -> ParseError {
        switch problem {
        case .unterminated:
            return fail(.unterminatedString, at: token.range)
        case .unknownEscape(let range):
            return fail(.unknownEscape(file.text(of: range)), at: range)
        }
    }

    /// How a token is named in "found …": its quoted text, or a phrase for line ends.
    func describe(_ token: Token) -> String {
        switch token.kind {
        case .newline: "the end of the line"
        case .endOfFile: "the end of the file"
        case .string, .malformedString: "a string"
        case .invalid: describeCharacter(token)
        default: DiagnosticMessage.quote(text(token))
        }
    }

    /// A character for a message: `'@'`, or `U+00A0` for invisible and control characters.
    func describeCharacter(_ token: Token) -> String {
        let text = text(token)
        guard let scalar = text.unicodeScalars.first, text.unicodeScalars.count == 1 else {
            return "byte 0x" + hex(file.bytes[token.range.start])
        }
        let visible = scalar.value > 0x20 && scalar.value != 0x7F
            && !(0x80...0xA0).contains(scalar.value)
            && !scalar.properties.isWhitespace
            && scalar.properties.generalCategory != .format
        if visible { return "'\(text)'" }
        var digits = hex(scalar.value)
        while digits.count < 4 { digits = "0" + digits }
        return "U+" + digits
    }

    private func hex<T: BinaryInteger>(_ value: T) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return digits.count % 2 == 1 ? "0" + digits : digits
    }
}
