// `show …`: values on demand.

extension Parser {
    /// `Show ::= 'show' ( 'view' Name | 'recognizer' Name | 'fingers' | 'timers' | 'model' | Name )`
    mutating func parseShow() throws(ParseError) -> ShowRequest {
        advance()
        let what = "a recognizer name, 'view NAME', 'fingers', 'timers' or 'model'"
        guard current.kind == .identifier else { throw failExpected(what, after: "'show'") }
        if consume(.view) != nil { return .view(try parseName("a view name", after: "'show view'")) }
        if consume(.recognizer) != nil { return .recognizer(try parseName("a recognizer name", after: "'show recognizer'")) }
        if consume(.fingers) != nil { return .fingers }
        if consume(.timers) != nil { return .timers }
        if consume(.model) != nil { return .model }
        return .recognizer(try parseName(what, after: "'show'"))
    }
}
