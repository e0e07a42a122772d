// `param` declarations and `$NAME` references (grammar/README.md, Parameters).

extension Parser {
    /// The most values one parameter may take (a budget checked before anything is expanded).
    static let maximumParameterValues = 1_000_000

    /// Statements whose numbers, durations and points may be `$NAME`: touches, shorthands, waits, repeat bodies and
    /// recognizer property values.
    static func statementTakesParameters(first: Keyword?, memberStatement: Bool) -> Bool {
        if memberStatement { return true }
        switch first {
        case .down, .move, .up, .cancel, .wait, .repeat, .tap, .longpress, .drag, .swipe, .pinch, .rotate, .recognizer:
            return true
        default:
            return false
        }
    }

    /// `Param ::= 'param' Name ('from' ParamValue 'to' ParamValue 'step' ParamValue | 'in' ParamValue (',' ParamValue)*)`
    mutating func parseParam(inBlock: Bool) throws(ParseError) {
        let keywordToken = advance()
        if inBlock { throw fail(.paramInBlock, at: keywordToken.range) }
        let name = try parseName("a parameter name", after: "'param'")
        // An earlier REPL line's parameter may be declared again once (new values, the same kind); any other
        // second declaration is an error.
        var replacing: Int?
        if let i = parameters.firstIndex(where: { $0.name.value == name.value }) {
            guard redeclarable.remove(name.value) != nil else { throw fail(.duplicateParameter(name.value), at: name.range) }
            replacing = i
        }
        let values: Parameter.Values
        var isInteger = true
        if consume(.from) != nil {
            let a = try parseParamValue(after: "'from'", isInteger: &isInteger)
            _ = try expect(.to, after: DiagnosticMessage.quote(file.text(of: a.range)))
            let b = try parseParamValue(after: "'to'", isInteger: &isInteger)
            _ = try expect(.step, after: DiagnosticMessage.quote(file.text(of: b.range)))
            let s = try parseParamValue(after: "'step'", isInteger: &isInteger)
            values = try rangeValues(a, b, s)
        } else if consume(.in) != nil {
            var list = [try parseParamValue(after: "'in'", isInteger: &isInteger)]
            while consume(.comma) != nil {
                let v = try parseParamValue(after: "','", isInteger: &isInteger)
                guard v.value.isSameKind(as: list[0].value) else {
                    throw fail(.parameterKindsDiffer(first: list[0].value.kindName, found: v.value.kindName), at: v.range)
                }
                if list.count >= Parser.maximumParameterValues {
                    throw fail(.tooManyParameterValues(limit: Parser.maximumParameterValues), at: v.range)
                }
                list.append(v)
            }
            values = .list(list.map(\.value))
        } else {
            throw failExpected("'from' or 'in'", after: DiagnosticMessage.quote(name.value))
        }
        let parameter = Parameter(name: name, values: values, isInteger: isInteger,
                                  range: SourceRange(start: keywordToken.range.start, end: lastEnd))
        if let i = replacing {
            let was = parameters[i].first
            guard parameter.first.isSameKind(as: was) else {
                throw fail(.parameterRedeclaredAsOtherKind(name.value, was: was.kindName, now: parameter.first.kindName),
                           at: parameter.range)
            }
            parameters[i] = parameter
        } else {
            parameters.append(parameter)
        }
    }

    /// `ParamValue ::= Number | '-'? Duration | '(' Number ',' Number ')'`
    private mutating func parseParamValue(after context: String, isInteger: inout Bool) throws(ParseError)
        -> Located<ParameterValue>
    {
        let token = current
        switch token.kind {
        case .number:
            let n = try parseNumber("a value", after: context, rule: .parameterValue)
            if file.bytes[token.range.offsets].contains(UInt8(ascii: ".")) { isInteger = false }
            return Located(.number(n.value), at: n.range)
        case .numberWithUnit(let unitStart):
            advance()
            let d = try durationValue(token, unitStart: unitStart, allowNegative: true)
            return Located(.duration(microseconds: d.microseconds), at: d.range)
        case .leftParen:
            let p = try parsePoint(after: context)
            return Located(.point(x: p.x, y: p.y), at: p.range)
        default:
            if let word = nonFiniteWord() {
                throw fail(.notAFiniteNumber(word.value, rule: NumberRule.parameterValue.text), at: word.range)
            }
            throw failExpected("a number, a duration or a point such as '(100,200)'", after: context)
        }
    }

    /// `from A to B step S`: `A + i*S` for `i` in `0...floor((B-A)/S)`.
    private mutating func rangeValues(
        _ a: Located<ParameterValue>, _ b: Located<ParameterValue>, _ s: Located<ParameterValue>
    ) throws(ParseError) -> Parameter.Values {
        for v in [b, s] where !v.value.isSameKind(as: a.value) {
            throw fail(.parameterKindsDiffer(first: a.value.kindName, found: v.value.kindName), at: v.range)
        }
        let count: Int
        switch (a.value, b.value, s.value) {
        case (.duration(let x), .duration(let y), .duration(let step)):
            guard step > 0 else { throw fail(.parameterStepNotPositive, at: s.range) }
            guard y >= x else { throw fail(.parameterRangeBackwards, at: b.range) }
            let (span, overflow) = y.subtractingReportingOverflow(x)
            guard !overflow, span / step < Int64(Parser.maximumParameterValues) else {
                throw fail(.tooManyParameterValues(limit: Parser.maximumParameterValues), at: s.range)
            }
            count = Int(span / step) + 1
        case (.number(let x), .number(let y), .number(let step)):
            guard step > 0 else { throw fail(.parameterStepNotPositive, at: s.range) }
            guard y >= x else { throw fail(.parameterRangeBackwards, at: b.range) }
            // A small tolerance keeps `0 to 1 step 0.1` at 11 values despite binary fractions.
            let steps = ((y - x) / step * (1 + 1e-12)).rounded(.down)
            guard steps.isFinite, steps < Double(Parser.maximumParameterValues) else {
                throw fail(.tooManyParameterValues(limit: Parser.maximumParameterValues), at: s.range)
            }
            count = Int(steps) + 1
        default:
            throw fail(.pointRangeNotSupported, at: a.range)
        }
        let decimals = max(decimalDigits(a.range), decimalDigits(s.range))
        return .range(from: a.value, step: s.value, count: count, decimals: decimals)
    }

    /// The digits written after the decimal point in a number.
    private func decimalDigits(_ range: SourceRange) -> Int {
        let bytes = file.bytes[range.offsets]
        guard let dot = bytes.firstIndex(of: UInt8(ascii: ".")) else { return 0 }
        return bytes[(dot + 1)...].prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
    }

    // MARK: - References

    /// The parameter `$NAME` at the current token names, if it is declared.
    func declaredParameter(_ token: Token) -> Int? {
        let name = file.text(of: SourceRange(start: token.range.start + parameterNameOffset(token.range), end: token.range.end))
        return parameters.firstIndex { $0.name.value == name }
    }

    /// Consumes `$NAME` where `expected` (a number, a duration, a point) may stand; records the use at `literal`
    /// (the token itself unless given). Returns the parameter's first value.
    ///
    /// `-$NAME` negates a number parameter: the value returned and every value bound there are negated
    /// (`ParameterUse.negated`); a duration's or a point's is an error.
    mutating func parameterReference(expecting expected: String) throws(ParseError) -> (index: Int, value: ParameterValue) {
        let token = current
        let written = text(token)
        let negated = parameterNameOffset(token.range) == 2
        guard parametersAllowed else { throw fail(.parameterNotAllowedHere(written), at: token.range) }
        guard let index = declaredParameter(token) else {
            // `-$d` is reported as `$d` is, at the parameter after the `-`: the name is what is not declared.
            let reference = negated ? SourceRange(start: token.range.start + 1, end: token.range.end) : token.range
            let name = String(written.dropFirst(negated ? 2 : 1))
            let suggestion = Suggest.closest(to: name, among: parameters.map(\.name.value)).map { "$" + $0 }
            throw fail(.unknownParameter(file.text(of: reference)), at: reference, suggestion: suggestion)
        }
        var value = parameters[index].first
        if negated {
            guard case .number(let x) = value else { throw fail(.parameterNotNegatable(written, is: value.kindName), at: token.range) }
            value = .number(-x)
        }
        guard value.kindName == expected else {
            throw fail(.parameterKindMismatch(written, is: value.kindName, expected: expected), at: token.range)
        }
        advance()
        parameterUses.append(ParameterUse(parameter: index, literal: token.range, slot: .whole, range: token.range, negated: negated))
        return (index, value)
    }

    /// Where a parameter token's name starts: after `$`, or after `-$` for a negated one.
    func parameterNameOffset(_ range: SourceRange) -> Int {
        range.start < file.bytes.count && file.bytes[range.start] == UInt8(ascii: "-") ? 2 : 1
    }

    /// Whether the literal at `range` came from a `$NAME` (its checks wait until a value is bound).
    func isParameterUse(_ range: SourceRange) -> Bool {
        parameterUses.last?.range == range
    }
}
