// Messages about `param` and `$NAME` (the parser's and the binder's). Keep it alphabetical.

extension DiagnosticMessage {
    static func duplicateParameter(_ name: String) -> Self {
        Self(id: "duplicateParameter", text: "parameter \(quote(name)) is declared twice")
    }

    static let paramInBlock = Self(id: "paramInBlock", text: "'param' is declared at the top level, not inside a block")

    static func parameterKindMismatch(_ written: String, is kind: String, expected: String) -> Self {
        Self(id: "parameterKindMismatch", text: "\(quote(written)) is \(kind), but \(expected) is expected here")
    }

    static func parameterKindsDiffer(first: String, found: String) -> Self {
        Self(id: "parameterKindsDiffer", text: "a parameter's values are of one kind: the first is \(first), this is \(found)")
    }

    static func parameterNotACount(_ written: String, noun: String) -> Self {
        Self(id: "parameterNotACount", text: "\(quote(written)) cannot stand for the \(noun): parameters stand for numbers, durations and points, not counts")
    }

    /// `-$NAME` of a duration or point parameter: only a number is negated.
    static func parameterNotNegatable(_ written: String, is kind: String) -> Self {
        Self(id: "parameterNotNegatable", text: "\(quote(written)) negates \(kind): only a number parameter may take a '-'")
    }

    static func parameterNotAllowedHere(_ written: String) -> Self {
        Self(id: "parameterNotAllowedHere",
             text: "\(quote(written)) can stand only in touches, shorthands, waits and recognizer property values")
    }

    /// A REPL `param` line that declares an earlier line's parameter again with another kind of value.
    static func parameterRedeclaredAsOtherKind(_ name: String, was: String, now: String) -> Self {
        Self(id: "parameterRedeclaredAsOtherKind",
             text: "parameter \(quote(name)) was declared as \(was); declare it again as \(was) too (lines already typed use it so), or ':reset' to start over with \(now)")
    }

    static let parameterRangeBackwards = Self(
        id: "parameterRangeBackwards", text: "the range ends before it starts: write 'from' the smaller value 'to' the larger")

    static let parameterStepNotPositive = Self(id: "parameterStepNotPositive", text: "a parameter's 'step' must be more than zero")

    /// A bound value that a statement cannot take (the binder's; `combination` reads `dt = -50ms`).
    package static func parameterValueInvalid(_ problem: String, combination: String) -> Self {
        Self(id: "parameterValueInvalid", text: "\(problem) when \(combination)")
    }

    static let pointRangeNotSupported = Self(
        id: "pointRangeNotSupported", text: "points cannot be a 'from … to … step' range; list them with 'in (X1,Y1), (X2,Y2)'")

    static func tooManyParameterValues(limit: Int) -> Self {
        Self(id: "tooManyParameterValues", text: "a parameter takes at most \(limit) values")
    }

    static func unknownParameter(_ written: String) -> Self {
        Self(id: "unknownParameter", text: "\(quote(written)) is not declared; declare it first with 'param'")
    }
}
