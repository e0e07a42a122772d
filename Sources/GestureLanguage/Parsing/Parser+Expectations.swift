// `expect …` and its forms (grammar/README.md, Expect).

extension Parser {
    /// The second words that make `expect NAME …` a recognizer expectation.
    public static let recognizerExpectationWords: [Keyword] = [
        .state, .states, .actions, .translation, .velocity, .location,
        .scale, .rotation, .numberOfTouches, .contentOffset, .selectedRow, .selectedItem, .openRow,
    ]

    /// The first words of app expectations.
    public static let appExpectationWords: [Keyword] = [.lines, .current, .selected, .menu, .line, .view, .log]

    /// `Expect ::= 'expect' (RecognizerExpectation | AppExpectation)`
    mutating func parseExpectation() throws(ParseError) -> Expectation {
        advance()
        guard current.kind == .identifier else {
            throw failExpected("a recognizer name or one of 'lines', 'current', 'selected', 'menu', 'line', 'view', 'log'",
                               after: "'expect'")
        }
        if let second = keyword(of: peek()), Parser.recognizerExpectationWords.contains(second) {
            return try parseRecognizerExpectation()
        }
        // `expect NAME STATE at TIME`. After `view` a second word is the view of `expect view NAME CALL N`, so
        // `expect view began at 5ms` (a recognizer called `view`) is told apart after the name (parseAppExpectation).
        if isStateName(peek()), !isKeyword(current, .view) {
            let recognizer = Located(text(current), at: advance().range)
            return try parseEnteredAt(recognizer)
        }
        if let first = keyword(of: current), Parser.appExpectationWords.contains(first) {
            return try parseAppExpectation(first)
        }
        // `expect NAME staet began`, `expect NAME recognised at 700ms`: suggest the closest recognizer expectation
        // word or state.
        let second = peek()
        if second.kind == .identifier {
            let word = text(second)
            let words = Parser.recognizerExpectationWords.map(\.rawValue) + Parser.enteredStateWords
            if let suggestion = Suggest.closest(to: word, among: words) {
                throw fail(.unknownExpectation(word), at: second.range, suggestion: suggestion)
            }
        }
        let word = text(current)
        let suggestion = Suggest.closest(to: word, among: Parser.appExpectationWords.map(\.rawValue))
        let range = second.kind == .identifier || second.kind == .number ? second.range : SourceRange.at(current.range.end)
        if let suggestion {
            throw fail(.unknownExpectation(word), at: current.range, suggestion: suggestion)
        }
        throw fail(.expected("'state', 'states', 'actions', 'translation', 'velocity', 'location', 'scale', "
                             + "'rotation', 'numberOfTouches' or a state and 'at' (such as 'recognized at 700ms')",
                             after: DiagnosticMessage.quote(word),
                             found: second.kind == .newline || second.kind == .endOfFile ? nil : describe(second)),
                   at: range)
    }

    /// `RecognizerExpectation ::= Name ( 'state' StateName | 'states' (StateName+ | 'none')
    ///   | 'actions' Integer | ('translation' | 'location') Point | 'velocity' (Point | Number)
    ///   | ('scale' | 'rotation') Number | 'numberOfTouches' Integer | 'contentOffset' Point
    ///   | ('selectedRow' | 'selectedItem' | 'openRow') (Integer | 'none')
    ///   | StateName 'at' Duration )` (`contentOffset`: NAME is a scroll view; `selectedRow`, `openRow`: a table)
    /// (the last form in `parseEnteredAt`)
    mutating func parseRecognizerExpectation() throws(ParseError) -> Expectation {
        let recognizer = Located(text(current), at: advance().range)
        let wordToken = advance()
        let word = keyword(of: wordToken)!
        let context = DiagnosticMessage.quote(word.rawValue)
        switch word {
        case .state:
            return .state(recognizer: recognizer, is: try parseStateName(after: context))
        case .states:
            if consume(.none) != nil { return .states(recognizer: recognizer, sequence: []) }
            var sequence = [try parseStateName(after: context)]
            while !atStatementEnd {
                if isKeyword(current, .none) { throw fail(.noneMustStandAlone, at: current.range) }
                sequence.append(try parseStateName(after: nil))
            }
            return .states(recognizer: recognizer, sequence: sequence)
        case .actions:
            return .actions(recognizer: recognizer, count: try parseCount("action count", after: context, minimum: 0))
        case .translation:
            return .translation(recognizer: recognizer, try parsePoint(after: context, what: "a vector such as '10,0'",
                                                                        rule: NumberRule.translation))
        case .velocity:
            // A number alone is a pinch's or rotation's velocity (a CGFloat); `X,Y` or `(X, Y)` a pan's.
            if current.kind == .number, peek().kind != .comma {
                return .scalarVelocity(recognizer: recognizer, try parseNumber("a velocity such as '1.5'", after: context,
                                                                                    rule: NumberRule.scalarVelocity))
            }
            return .velocity(recognizer: recognizer, try parsePoint(after: context, what: "a vector such as '10,0' or a number such as '1.5'",
                                                                     rule: NumberRule.velocity))
        case .location:
            return .location(recognizer: recognizer, try parsePoint(after: context))
        case .contentOffset:
            return .contentOffset(view: recognizer, try parsePoint(after: context, what: "an offset such as '0,120'",
                                                                        rule: NumberRule.propertyPoint))
        case .selectedRow, .selectedItem:
            let item = word == .selectedItem
            if consume(.none) != nil { return .selectedRow(view: recognizer, nil, item: item) }
            return .selectedRow(view: recognizer, try parseCount(item ? "item index" : "row index", after: context, minimum: 0), item: item)
        case .openRow:
            if consume(.none) != nil { return .openRow(view: recognizer, nil) }
            return .openRow(view: recognizer, try parseCount("row index", after: context, minimum: 0))
        case .scale:
            return .scale(recognizer: recognizer, try parseNumber("a scale such as '1.5'", after: context, rule: NumberRule.scale))
        case .rotation:
            return .rotation(recognizer: recognizer, try parseNumber("an angle in radians", after: context, rule: NumberRule.radians))
        default:
            return .numberOfTouches(
                recognizer: recognizer, try parseCount("touch count", after: context, minimum: 0))
        }
    }

    /// The states `expect NAME STATE at TIME` can name (a recognizer never reports `possible`).
    public static let enteredStateWords = RecognizerStateName.allCases.filter { $0 != .possible }.map(\.rawValue)

    /// Whether `token` spells a state name (`possible` included: it is refused with a reason, not as an unknown word).
    func isStateName(_ token: Token) -> Bool {
        keyword(of: token).map { RecognizerStateName(rawValue: $0.rawValue) != nil } ?? false
    }

    /// `RecognizerExpectation ::= Name ( … | EnteredState 'at' Duration )`, from the state on: NAME reported the state
    /// that long after the mark. `possible` is refused here, where it is written: no recognizer reports it.
    mutating func parseEnteredAt(_ recognizer: Located<String>) throws(ParseError) -> Expectation {
        try parseEnteredAt(recognizer, state: try parseStateName(after: nil))
    }

    /// `parseEnteredAt` once the state is read.
    mutating func parseEnteredAt(_ recognizer: Located<String>, state: Located<RecognizerStateName>) throws(ParseError)
        -> Expectation
    {
        if state.value == .possible { throw fail(.possibleIsNeverEntered, at: state.range) }
        let context = DiagnosticMessage.quote(state.value.rawValue)
        guard consume(.at) != nil else {
            throw failExpected("'at' and a time since the mark such as '700ms'", after: context)
        }
        return .enteredAt(recognizer: recognizer, state: state, time: try parseDuration(after: "'at'"))
    }

    /// `StateName ::= 'possible' | 'began' | 'changed' | 'ended' | 'recognized' | 'cancelled' | 'failed'`
    ///
    /// Validated here (with a suggestion for misspellings such as `canceled`).
    mutating func parseStateName(after context: String?) throws(ParseError) -> Located<RecognizerStateName> {
        guard current.kind == .identifier else {
            throw failExpected("a state such as 'began'", after: context)
        }
        let word = text(current)
        guard let state = RecognizerStateName(rawValue: word) else {
            throw fail(.unknownState(word), at: current.range,
                       suggestion: Suggest.closest(to: word, among: RecognizerStateName.allCases.map(\.rawValue)))
        }
        return Located(state, at: advance().range)
    }

    /// `AppExpectation ::= 'lines' Integer | 'current' Integer | 'selected' (Integer | 'none')
    ///   | 'menu' ('visible' | 'hidden') | 'line' Integer 'from' Point 'to' Point
    ///   | 'view' Name ResponderCall Integer | 'log' String*`
    mutating func parseAppExpectation(_ word: Keyword) throws(ParseError) -> Expectation {
        let first = advance()
        let context = DiagnosticMessage.quote(word.rawValue)
        switch word {
        case .lines:
            return .lines(try parseCount("line count", after: context, minimum: 0))
        case .current:
            return .currentLines(try parseCount("line count", after: context, minimum: 0))
        case .selected:
            if consume(.none) != nil { return .selected(nil) }
            if current.kind != .number { throw failExpected("a line index or 'none'", after: context) }
            return .selected(try parseCount("line index", after: context, minimum: 0))
        case .menu:
            if let token = consume(.visible) { return .menuVisible(Located(true, at: token.range)) }
            if let token = consume(.hidden) { return .menuVisible(Located(false, at: token.range)) }
            throw failExpected("'visible' or 'hidden'", after: context)
        case .line:
            let index = try parseCount("line index", after: context, minimum: 0)
            try expect(.from, after: "the line index")
            let from = try parsePoint(after: "'from'")
            try expect(.to, after: "the start point")
            return .line(index: index, from: from, to: try parsePoint(after: "'to'"))
        case .view:
            let view = try parseName("a view name", after: context)
            // `expect view began at 5ms`: a recognizer called `view` (see parseExpectation).
            if let state = RecognizerStateName(rawValue: view.value), isKeyword(current, .at) {
                return try parseEnteredAt(Located(text(first), at: first.range), state: Located(state, at: view.range))
            }
            guard current.kind == .identifier else {
                throw failExpected("a call such as 'touchesBegan'", after: "the view name")
            }
            let callWord = text(current)
            guard let call = ResponderCall(rawValue: callWord) else {
                throw fail(.unknownResponderCall(callWord), at: current.range,
                           suggestion: Suggest.closest(to: callWord, among: ResponderCall.allCases.map(\.rawValue)))
            }
            let callName = Located(call, at: advance().range)
            let count = try parseCount("call count", after: DiagnosticMessage.quote(callWord), minimum: 0)
            return .viewCalls(view: view, call: callName, count: count)
        default:
            var lines: [Located<String>] = []
            while !atStatementEnd {
                lines.append(try parseString("a string such as \"Recognized a tap\"", after: nil))
            }
            return .log(lines)
        }
    }
}
