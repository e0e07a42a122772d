// Statement dispatch: the first word (or the second, for `NAME.` and `NAME requireToFail`).

extension Parser {
    /// `Statement ::= TouchGroup | Wait | Repeat | Shorthand | Screen | View | Recognizer
    ///              | PropertySet | RequireToFail | Delegate | Action | Override | Use | MenuTap
    ///              | PanelPick | Set | Expect | Mark | Show`
    mutating func parseStatement() throws(ParseError) -> Statement {
        let first = current
        if first.kind == .colon {
            let end = peek().kind == .identifier && peek().range.start == first.range.end
                ? peek().range.end : first.range.end
            let range = SourceRange(start: first.range.start, end: end)
            throw fail(.replCommandInScript(file.text(of: range)), at: range)
        }
        guard first.kind == .identifier else {
            throw failExpected("a statement", after: nil)
        }
        // `NAME.PROP = VALUE`, `NAME.require(toFail: OTHER)` and `NAME requireToFail OTHER`
        // come first: a recognizer may be named like a statement keyword (`tap`).
        parametersAllowed = Parser.statementTakesParameters(first: keyword(of: first), memberStatement: peek().kind == .dot)
        defer { parametersAllowed = false }
        if peek().kind == .dot {
            return try parseMemberStatement()
        }
        if isKeyword(peek(), .requireToFail) {
            return try parseRequireToFail()
        }
        guard let keyword = keyword(of: first), Keyword.statementKeywords.contains(keyword) else {
            throw failUnknownStatement(first)
        }
        let kind: Statement.Kind
        switch keyword {
        case .down, .move, .up, .cancel: kind = .touches(try parseTouchGroup())
        case .wait: kind = try parseWait()
        case .repeat: kind = try parseRepeat()
        case .tap: kind = .shorthand(try parseTap())
        case .longpress: kind = .shorthand(try parseLongPress())
        case .drag: kind = .shorthand(try parseDrag())
        case .swipe: kind = .shorthand(try parseSwipe())
        case .pinch: kind = .shorthand(try parsePinch())
        case .rotate: kind = .shorthand(try parseRotate())
        case .screen: kind = try parseScreen()
        case .view: kind = .view(try parseView())
        case .recognizer: kind = .recognizer(try parseRecognizer())
        case .delegate: kind = .delegate(try parseDelegate())
        case .action: kind = try parseAction()
        case .override: kind = .override(try parseOverride())
        case .use:
            let (setup, edition) = try parseUse()
            kind = .useTouchTracker(setup, edition: edition)
        case .menu: kind = try parseMenuTap()
        case .panel: kind = try parsePanelPick()
        case .set: kind = try parseSet()
        case .expect: kind = .expect(try parseExpectation())
        case .show: kind = .show(try parseShow())
        case .mark:
            advance()
            kind = .mark
        default:
            throw failUnknownStatement(first)
        }
        return Statement(kind, range: SourceRange(start: first.range.start, end: lastEnd))
    }

    /// Reports an unknown first word, suggesting the closest statement keyword.
    mutating func failUnknownStatement(_ token: Token) -> ParseError {
        let word = text(token)
        let candidates = Keyword.statementKeywords.map(\.rawValue)
        let suggestion = Suggest.closest(to: word, among: candidates)
        if peek().kind == .equals {
            // `tap = tap`: a recognizer declaration without its keyword.
            return fail(.unknownStatement(word), at: token.range,
                        notes: [Diagnostic.Note("to declare a recognizer, write 'recognizer \(word) = …'")])
        }
        return fail(.unknownStatement(word), at: token.range, suggestion: suggestion)
    }
}
