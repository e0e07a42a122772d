// Numbers, durations, points, names and property values.

extension Parser {
    // MARK: - Numbers

    /// `Number ::= '-'? Digits ('.' Digits)?` as a finite `Double`. `rule` says what is read here, with an example, for
    /// a word that stands for no finite number (`inf`, `nan`: ``nonFiniteWord()``).
    mutating func parseNumber(_ what: String, after context: String?, rule: NumberRule = .number)
        throws(ParseError) -> Located<Double>
    {
        switch current.kind {
        case .parameter:
            let range = current.range
            let (_, value) = try parameterReference(expecting: "a number")
            guard case .number(let x) = value else { return Located(0, at: range) }
            return Located(x, at: range)
        case .number:
            let token = advance()
            guard let value = Double(text(token)), value.isFinite else {
                throw fail(.numberTooLarge(text(token)), at: token.range)
            }
            return Located(value, at: token.range)
        case .numberWithUnit(let unitStart):
            throw failUnexpectedUnit(current, unitStart: unitStart)
        default:
            if let word = nonFiniteWord() { throw fail(.notAFiniteNumber(word.value, rule: rule.text), at: word.range) }
            throw failExpected(what, after: context)
        }
    }

    /// A word written where a number is read that stands for a value no number here may have: `inf`, `infinity` or
    /// `nan` in any case, `-` directly before it or not (`-inf` lexes as `-` and `inf`). A point or a size read as
    /// `inf,0` would otherwise be reported at the comma after it, or as a name. Nil for every other token.
    func nonFiniteWord() -> Located<String>? {
        var word = current
        var start = current.range.start
        if current.kind == .invalid, file.bytes[current.range.offsets].elementsEqual([UInt8(ascii: "-")]) {
            let next = peek()
            guard next.range.start == current.range.end else { return nil }
            word = next
            start = current.range.start
        }
        guard word.kind == .identifier, Parser.isNonFiniteWord(file.bytes[word.range.offsets]) else { return nil }
        let range = SourceRange(start: start, end: word.range.end)
        return Located(file.text(of: range), at: range)
    }

    /// The spellings of non-finite values other languages print or parse (Swift's `Double("inf")`, C's `strtod`),
    /// in lower case.
    static let nonFiniteWords: [[UInt8]] = [Array("inf".utf8), Array("infinity".utf8), Array("nan".utf8)]

    /// Whether `bytes` spell one of ``nonFiniteWords`` in any case. Compared byte by byte (`| 0x20` lowers an ASCII
    /// letter and makes nothing else one), since the property values' path asks it of every name it reads.
    static func isNonFiniteWord(_ bytes: ArraySlice<UInt8>) -> Bool {
        nonFiniteWords.contains { word in
            word.count == bytes.count && zip(word, bytes).allSatisfy { $0 == $1 | 0x20 }
        }
    }

    /// `Integer ::= '-'? Digits` as an `Int` (a decimal point or overflow is an error).
    /// `noun` names the number in messages ("repeat count"); `rule` replaces the plain "a NOUN is a whole number" of
    /// ``NumberRule/wholeNumber(_:)`` where the number has a range to tell.
    mutating func parseInteger(_ noun: String, after context: String?, rule: NumberRule? = nil) throws(ParseError) -> Located<Int> {
        switch current.kind {
        case .parameter:
            throw fail(.parameterNotACount(text(current), noun: noun), at: current.range)
        case .number:
            let token = advance()
            let bytes = file.bytes[token.range.offsets]
            guard !bytes.contains(UInt8(ascii: ".")) else {
                throw fail(.expectedWholeNumber(noun, found: text(token)), at: token.range)
            }
            guard let value = Parser.integerValue(bytes) else {
                throw fail(.numberTooLarge(text(token)), at: token.range)
            }
            return Located(value, at: token.range)
        case .numberWithUnit(let unitStart):
            throw failUnexpectedUnit(current, unitStart: unitStart)
        default:
            if let word = nonFiniteWord() {
                throw fail(.notAFiniteNumber(word.value, rule: rule?.text ?? NumberRule.wholeNumber(noun)), at: word.range)
            }
            throw failExpected(DiagnosticMessage.withArticle(noun), after: context)
        }
    }

    /// An integer that must be at least `minimum` (counts: `0`, taps and steps: `1`).
    mutating func parseCount(
        _ noun: String, after context: String?, minimum: Int
    ) throws(ParseError) -> Located<Int> {
        let count = try parseInteger(noun, after: context)
        guard count.value >= minimum else {
            throw fail(.countTooSmall(noun, minimum: minimum, found: file.text(of: count.range)), at: count.range)
        }
        return count
    }

    /// A number that must not be negative (distances); `noun` names it in messages.
    mutating func parseNonNegativeNumber(
        _ noun: String, after context: String?, rule: NumberRule
    ) throws(ParseError) -> Located<Double> {
        let number = try parseNumber(DiagnosticMessage.withArticle(noun), after: context, rule: rule)
        // A parameter's values are checked when they are bound (ParameterBinder).
        guard number.value >= 0 || isParameterUse(number.range) else {
            throw fail(.mustNotBeNegative(noun, found: file.text(of: number.range)), at: number.range)
        }
        return number
    }

    /// `Finger ::= Integer` in `1...20`.
    mutating func parseFinger(after context: String) throws(ParseError) -> Located<Int> {
        let fingerRange = 1...20
        switch current.kind {
        case .number:
            let token = current
            let bytes = file.bytes[token.range.offsets]
            let value = bytes.contains(UInt8(ascii: ".")) ? nil : Parser.integerValue(bytes)
            guard let value, fingerRange.contains(value) else {
                throw fail(.fingerOutOfRange(text(token)), at: token.range)
            }
            advance()
            return Located(value, at: token.range)
        default:
            return try parseInteger("finger number", after: context, rule: NumberRule.finger)
        }
    }

    /// The decimal value of `-?digits`, or `nil` on overflow.
    static func integerValue(_ bytes: ArraySlice<UInt8>) -> Int? {
        var negative = false
        var value = 0
        for byte in bytes {
            if byte == UInt8(ascii: "-") {
                negative = true
                continue
            }
            let digit = Int(byte - UInt8(ascii: "0"))
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(negative ? -digit : digit)
            if overflow1 || overflow2 { return nil }
            value = sum
        }
        return value
    }

    mutating func failUnexpectedUnit(_ token: Token, unitStart: Int) -> ParseError {
        if let exponent = exponentNumber(token, unitStart: unitStart) {
            return fail(.exponentNotSupported(file.text(of: exponent)), at: exponent,
                        suggestion: Parser.withoutExponent(file.text(of: exponent)))
        }
        return fail(.unexpectedUnit(text(token)), at: token.range)
    }

    /// `written` (`-1.5e3ms`, a number with an exponent and maybe a unit) in plain digits with its unit (`-1500ms`),
    /// the decimal point moved exactly, digit by digit; nil when that takes more than 24 characters (`1e999`, which no
    /// finite number of points is either).
    static func withoutExponent(_ written: String) -> String? {
        let chars = Array(written)
        guard let e = chars.firstIndex(where: { $0 == "e" || $0 == "E" }) else { return nil }
        let negative = chars.first == "-"
        let mantissa = chars[(negative ? 1 : 0)..<e]
        var rest = chars[(e + 1)...]
        var exponentSign = 1
        if let s = rest.first, s == "-" || s == "+" {
            exponentSign = s == "-" ? -1 : 1
            rest = rest.dropFirst()
        }
        let exponentDigits = rest.prefix { $0.isASCII && $0.isNumber }
        let unit = String(rest.dropFirst(exponentDigits.count))
        guard exponentDigits.count <= 3, let magnitude = Int(String(exponentDigits)) else { return nil }
        let integer = mantissa.prefix { $0 != "." }
        let fraction = mantissa.dropFirst(integer.count + 1)
        let digits = Array(integer) + Array(fraction)
        // Where the decimal point falls among `digits`, once moved.
        let point = integer.count + exponentSign * magnitude
        guard point > -24, point < 24 else { return nil }
        var whole = point <= 0 ? "0" : String(point >= digits.count ? digits + Array(repeating: "0", count: point - digits.count) : Array(digits[..<point]))
        var decimals = point >= digits.count ? "" : String(point <= 0 ? Array(repeating: "0", count: -point) + digits : Array(digits[point...]))
        while whole.count > 1, whole.first == "0" { whole.removeFirst() }
        while decimals.last == "0" { decimals.removeLast() }
        let plain = (negative ? "-" : "") + whole + (decimals.isEmpty ? "" : "." + decimals) + unit
        return plain.count <= 24 ? plain : nil
    }

    /// The number written with an exponent that `token` (a number with letters after it) starts, if it is one: `1e400`,
    /// `1e999s` (the unit after the exponent's digits), or `1e-3` (the lexer ends the token at the sign: the range
    /// takes in the sign, the digits and a unit after them). Nil when the letters are no exponent (`5px`).
    func exponentNumber(_ token: Token, unitStart: Int) -> SourceRange? {
        let bytes = file.bytes
        func isDigit(_ i: Int) -> Bool { i < bytes.count && bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9") }
        guard bytes[unitStart] == UInt8(ascii: "e") || bytes[unitStart] == UInt8(ascii: "E") else { return nil }
        if isDigit(unitStart + 1) { return token.range }
        let sign = token.range.end
        guard token.range.length == unitStart + 1 - token.range.start, sign < bytes.count,
              bytes[sign] == UInt8(ascii: "-") || bytes[sign] == UInt8(ascii: "+"), isDigit(sign + 1) else { return nil }
        var end = sign + 1
        while end < bytes.count, Parser.isWordByte(bytes[end]), bytes[end] != UInt8(ascii: "-") { end += 1 }
        return SourceRange(start: token.range.start, end: end)
    }

    // MARK: - Durations

    /// `Duration ::= Number Unit` with `Unit ::= 'ms' | 's' | 'us' | 'µs'`, as exact
    /// non-negative microseconds.
    mutating func parseDuration(after context: String) throws(ParseError) -> DurationLiteral {
        let token = current
        switch token.kind {
        case .parameter:
            let (_, value) = try parameterReference(expecting: "a duration")
            // Negative values are reported when bound (ParameterBinder); the literal holds a placeholder.
            guard case .duration(let us) = value else { return DurationLiteral(microseconds: 0, range: token.range) }
            return DurationLiteral(microseconds: max(0, us), range: token.range)
        case .number:
            let written = text(token)
            if written.hasPrefix("-") {
                throw fail(.negativeDuration(written), at: token.range)
            }
            throw fail(.durationNeedsUnit, at: token.range, suggestion: written + "ms")
        case .numberWithUnit(let unitStart):
            advance()
            return try durationValue(token, unitStart: unitStart)
        default:
            if let word = nonFiniteWord() { throw fail(.notAFiniteNumber(word.value, rule: NumberRule.duration.text), at: word.range) }
            throw failExpected("a duration such as '300ms'", after: context)
        }
    }

    /// Converts a `numberWithUnit` token to exact microseconds.
    /// With `allowNegative` (parameter values only) a leading `-` gives a negative duration.
    mutating func durationValue(_ token: Token, unitStart: Int, allowNegative: Bool = false) throws(ParseError) -> DurationLiteral {
        let written = text(token)
        let unitRange = SourceRange(start: unitStart, end: token.range.end)
        let unit = file.text(of: unitRange)
        let scaleDigits: Int
        switch unit {
        case "s": scaleDigits = 6
        case "ms": scaleDigits = 3
        case "us", "µs", "μs": scaleDigits = 0
        default:
            let number = file.text(of: SourceRange(start: token.range.start, end: unitStart))
            let suggestion = Suggest.closest(to: unit, among: ["ms", "s", "us"]).map { number + $0 }
            if let exponent = exponentNumber(token, unitStart: unitStart) {
                throw fail(.exponentNotSupported(file.text(of: exponent)), at: exponent,
                           suggestion: Parser.withoutExponent(file.text(of: exponent)))
            }
            throw fail(.unknownDurationUnit(unit), at: unitRange, suggestion: suggestion)
        }
        var digits = file.bytes[token.range.start..<unitStart]
        let negative = digits.first == UInt8(ascii: "-")
        if negative {
            guard allowNegative else { throw fail(.negativeDuration(written), at: token.range) }
            digits = digits.dropFirst()
        }
        // Split into integer and fraction digits and scale exactly.
        let integerPart = digits.prefix { $0 != UInt8(ascii: ".") }
        var fraction = Array(digits.dropFirst(integerPart.count + 1))
        if fraction.count > scaleDigits {
            guard fraction[scaleDigits...].allSatisfy({ $0 == UInt8(ascii: "0") }) else {
                throw fail(.durationTooPrecise(written), at: token.range)
            }
            fraction.removeLast(fraction.count - scaleDigits)
        }
        while fraction.count < scaleDigits { fraction.append(UInt8(ascii: "0")) }
        var multiplier: Int64 = 1
        for _ in 0..<scaleDigits { multiplier *= 10 }
        guard let whole = Parser.integerValue(integerPart),
              let fractionValue = Parser.integerValue(fraction[...]) else {
            throw fail(.durationTooLong(written), at: token.range)
        }
        let (scaled, overflow1) = Int64(whole).multipliedReportingOverflow(by: multiplier)
        let (total, overflow2) = scaled.addingReportingOverflow(Int64(fractionValue))
        guard !overflow1, !overflow2 else {
            throw fail(.durationTooLong(written), at: token.range)
        }
        return DurationLiteral(microseconds: negative ? -total : total, range: token.range)
    }

    // MARK: - Points and rectangles

    /// `Point ::= Number ',' Number | '(' Number ',' Number ')'`.
    mutating func parsePoint(after context: String, what: String = "a point such as '100,200'", rule: NumberRule = .point)
        throws(ParseError) -> PointLiteral
    {
        if current.kind == .parameter, let i = declaredParameter(current), case .point(let x, let y) = parameters[i].first {
            let range = current.range
            _ = try parameterReference(expecting: "a point")
            return PointLiteral(x: x, y: y, range: range)
        }
        let numbers = try parseNumberTuple(count: 2, what: what, after: context, rule: rule)
        return PointLiteral(x: numbers.values[0].value, y: numbers.values[1].value, range: numbers.range)
    }

    /// `Rect ::= Number ',' Number ',' Number ',' Number`, optionally in parentheses.
    mutating func parseRect(after context: String) throws(ParseError) -> RectLiteral {
        let numbers = try parseNumberTuple(count: 4, what: "a frame such as '0,0,100,50'", after: context, rule: NumberRule.frame)
        for size in numbers.values[2...] where size.value < 0 {
            throw fail(.mustNotBeNegative("the frame's width and height", found: file.text(of: size.range)), at: size.range)
        }
        let v = numbers.values.map(\.value)
        return RectLiteral(x: v[0], y: v[1], width: v[2], height: v[3], range: numbers.range)
    }

    /// `count` numbers separated by commas, optionally in parentheses; `rule` says what they are (``NumberRule``).
    mutating func parseNumberTuple(
        count: Int, what: String, after context: String, rule: NumberRule
    ) throws(ParseError) -> (values: [Located<Double>], range: SourceRange) {
        let open = consume(.leftParen)
        let start = open?.range.start ?? current.range.start
        var values: [Located<Double>] = []
        // `$X,$Y`: which coordinate each parameter stands for (the binder finds them by the point's range).
        var uses: [(use: Int, slot: ParameterUse.Slot)] = []
        var usesBefore = parameterUses.count
        values.append(try parseNumber(what, after: open == nil ? context : "'('", rule: rule))
        if parameterUses.count > usesBefore { uses.append((usesBefore, .x)) }
        while values.count < count {
            guard consume(.comma) != nil else {
                let next = count == 2 ? "a y coordinate" : "the next number (\(count) in all)"
                throw failExpected("',' and \(next)", after: DiagnosticMessage.quote(file.text(of: values.last!.range)))
            }
            usesBefore = parameterUses.count
            values.append(try parseNumber("a number", after: "','", rule: rule))
            if parameterUses.count > usesBefore { uses.append((usesBefore, .y)) }
        }
        if open != nil {
            try expect(.rightParen, "')'", after: DiagnosticMessage.quote(file.text(of: values.last!.range)))
        }
        let range = SourceRange(start: start, end: lastEnd)
        for (k, slot) in uses {
            parameterUses[k].literal = range
            parameterUses[k].slot = slot
        }
        return (values, range)
    }

    // MARK: - Names and words

    /// `Name ::= Identifier`.
    mutating func parseName(_ what: String, after context: String) throws(ParseError) -> Located<String> {
        guard current.kind == .identifier else { throw failExpected(what, after: context) }
        let token = advance()
        return Located(text(token), at: token.range)
    }

    /// `Word ::= [A-Za-z0-9_-]+` written without spaces, for stage and fix names such as
    /// `03-single-tap`. Read from the bytes, across token boundaries.
    mutating func parseWord(_ what: String, after context: String) throws(ParseError) -> Located<String> {
        let start = current.range.start
        var end = start
        let bytes = file.bytes
        while end < bytes.count, Parser.isWordByte(bytes[end]) { end += 1 }
        guard end > start, current.kind != .newline, current.kind != .endOfFile else {
            throw failExpected(what, after: context)
        }
        while current.kind != .endOfFile && current.range.start < end {
            if current.range.end > end {
                throw fail(.unexpectedInWord(file.text(of: SourceRange(start: end, end: end + 1))),
                           at: SourceRange(start: end, end: end + 1))
            }
            advance()
        }
        let range = SourceRange(start: start, end: end)
        return Located(file.text(of: range), at: range)
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }

    /// `Bool ::= 'true' | 'false'`.
    mutating func parseBool(after context: String) throws(ParseError) -> Located<Bool> {
        if let token = consume(.true) { return Located(true, at: token.range) }
        if let token = consume(.false) { return Located(false, at: token.range) }
        throw failExpected("'true' or 'false'", after: context)
    }

    /// `String ::= '"' … '"'`.
    mutating func parseString(_ what: String, after context: String?) throws(ParseError) -> Located<String> {
        if case .string(let value) = current.kind {
            return Located(value, at: advance().range)
        }
        throw failExpected(what, after: context)
    }

    // MARK: - Property values

    /// `PropertyValue ::= Bool | Number | Duration | Identifier ('|' Identifier)*`.
    mutating func parsePropertyValue(after context: String) throws(ParseError) -> PropertyLiteral {
        let token = current
        switch token.kind {
        case .parameter:
            let (index, value) = try parameterReference(expecting: declaredParameter(token).map { parameters[$0].first.kindName } ?? "a value")
            switch value {
            case .number(let x):
                return PropertyLiteral(.number(x, isInteger: parameters[index].isInteger), range: token.range)
            case .duration(let us):
                return PropertyLiteral(.duration(microseconds: max(0, us)), range: token.range)
            case .point:
                throw fail(.parameterKindMismatch(text(token), is: "a point", expected: "a property value"), at: token.range)
            }
        case .number where peek().kind == .comma, .leftParen:
            // `contentOffset = 0,120`: a point (scroll views' `contentOffset` and `contentSize`).
            let point = try parsePoint(after: context, rule: NumberRule.propertyPoint)
            return PropertyLiteral(.point(x: point.x, y: point.y), range: point.range)
        case .number:
            let number = try parseNumber("a value", after: context)
            let isInteger = !file.bytes[token.range.offsets].contains(UInt8(ascii: "."))
            return PropertyLiteral(.number(number.value, isInteger: isInteger), range: number.range)
        case .numberWithUnit(let unitStart):
            advance()
            let duration = try durationValue(token, unitStart: unitStart)
            return PropertyLiteral(.duration(microseconds: duration.microseconds), range: duration.range)
        case .identifier, .invalid:
            // `contentOffset = inf,0`: no property takes a name spelled so, and a point is what was meant.
            // Alone, `inf` is left to the property's own check, which names what it takes (`'zoomScale' takes a
            // number above zero such as 3, not 'inf'`).
            if current.kind == .invalid || peek().kind == .comma, let word = nonFiniteWord() {
                // A comma after it makes it a point's X (`contentOffset`, `contentSize`).
                while current.range.start < word.range.end { advance() }
                let rule = current.kind == .comma ? NumberRule.propertyPoint : NumberRule.number
                throw fail(.notAFiniteNumber(word.value, rule: rule.text), at: word.range)
            }
            guard current.kind == .identifier else {
                throw failExpected("a value such as 'true', '2', '1s', 'left|right' or '0,120'", after: context)
            }
            if let bool = consume(.true) { return PropertyLiteral(.bool(true), range: bool.range) }
            if let bool = consume(.false) { return PropertyLiteral(.bool(false), range: bool.range) }
            var names = [Located(text(token), at: advance().range)]
            while consume(.pipe) != nil {
                names.append(try parseName("a name after '|'", after: "'|'"))
            }
            return PropertyLiteral(.names(names), range: SourceRange(start: token.range.start, end: lastEnd))
        default:
            throw failExpected("a value such as 'true', '2', '1s', 'left|right' or '0,120'", after: context)
        }
    }
}
