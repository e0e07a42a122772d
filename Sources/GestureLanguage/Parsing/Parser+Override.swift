extension Parser {
    /// `Override ::= 'override' Name ( 'touchesShouldBegin' | 'touchesShouldCancel' ) '=' Bool ( 'in' Name )?`
    mutating func parseOverride() throws(ParseError) -> OverrideRule {
        advance()
        let scrollView = try parseName("a scroll view name", after: "'override'")
        let methods: [Keyword] = [.touchesShouldBegin, .touchesShouldCancel]
        guard let methodKeyword = keyword(of: current), methods.contains(methodKeyword) else {
            if current.kind == .identifier {
                let word = text(current)
                throw fail(.unknownOverrideMethod(word), at: current.range,
                           suggestion: Suggest.closest(to: word, among: methods.map(\.rawValue)))
            }
            throw failExpected("'touchesShouldBegin' or 'touchesShouldCancel'", after: "the scroll view name")
        }
        let method = Located(methodKeyword.rawValue, at: advance().range)
        try expect(.equals, "'='", after: DiagnosticMessage.quote(methodKeyword.rawValue))
        let answer = try parseBool(after: "'='")
        var inView: Located<String>?
        if consume(.in) != nil { inView = try parseName("a view name", after: "'in'") }
        return OverrideRule(scrollView: scrollView, method: method, answer: answer, inView: inView)
    }
}
