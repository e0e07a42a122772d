// Touches, waits, repeat blocks and gesture shorthands (grammar/README.md, touches and shorthands).

extension Parser {
    // MARK: - Touch groups

    /// `TouchGroup ::= TouchAction ( '&' Newline* TouchAction )* Timing?`
    ///
    /// A timing clause after the last action of a group of two or more is the group's.
    mutating func parseTouchGroup() throws(ParseError) -> TouchGroup {
        var actions = [try parseTouchAction()]
        while let ampersand = consume(.ampersand) {
            var continuedOnNextLine = false
            while current.kind == .newline {
                advance()
                continuedOnNextLine = true
            }
            guard let keyword = keyword(of: current), [.down, .move, .up, .cancel].contains(keyword) else {
                // A group continued on the next line: show where it was continued from.
                let notes = continuedOnNextLine
                    ? [Diagnostic.Note("the group was continued by this '&'", at: ampersand.range)] : []
                if current.kind == .identifier {
                    throw fail(.notATouchAction(text(current)), at: current.range, notes: notes)
                }
                throw failExpected("a touch ('down', 'move', 'up' or 'cancel')", after: "'&'")
            }
            actions.append(try parseTouchAction())
        }
        var groupTiming: MotionTiming?
        if actions.count > 1 {
            if isKeyword(current, .over) || isKeyword(current, .steps) {
                groupTiming = try parseTiming()
            } else if case .move(let finger, let target, let timing?) = actions[actions.count - 1].kind {
                // The clause was parsed with the last move; it belongs to the whole group.
                let last = actions.count - 1
                actions[last] = TouchAction(
                    .move(finger: finger, target: target, timing: nil),
                    range: SourceRange(start: actions[last].range.start, end: timing.range.start)
                        .trimmed(in: file.bytes))
                groupTiming = timing
            }
        } else if isKeyword(current, .over) || isKeyword(current, .steps) {
            throw fail(.timingNeedsMove(text(current)), at: current.range)
        }
        return TouchGroup(actions: actions, timing: groupTiming)
    }

    /// `TouchAction ::= 'down' Finger 'at' Point | 'move' Finger ('to' | 'by') Point Timing?
    ///                | 'up' Finger | 'cancel' (Finger | 'all')`
    mutating func parseTouchAction() throws(ParseError) -> TouchAction {
        let keywordToken = advance()
        let start = keywordToken.range.start
        let kind: TouchAction.Kind
        switch keyword(of: keywordToken) {
        case .down:
            let finger = try parseFinger(after: "'down'")
            try expect(.at, after: "the finger number")
            kind = .down(finger: finger, at: try parsePoint(after: "'at'"))
        case .move:
            let finger = try parseFinger(after: "'move'")
            let target: MoveTarget
            if consume(.to) != nil {
                target = .to(try parsePoint(after: "'to'"))
            } else if consume(.by) != nil {
                target = .by(try parsePoint(after: "'by'", what: "an offset such as '10,-20'", rule: NumberRule.offset))
            } else {
                throw failExpected("'to' or 'by'", after: "the finger number")
            }
            var timing: MotionTiming?
            if isKeyword(current, .over) || isKeyword(current, .steps) {
                timing = try parseTiming()
            }
            kind = .move(finger: finger, target: target, timing: timing)
        case .up:
            if consume(.all) != nil {
                kind = .upAll
            } else if current.kind == .number {
                kind = .up(finger: try parseFinger(after: "'up'"))
            } else {
                throw failExpected("a finger number or 'all'", after: "'up'")
            }
        default:
            if consume(.all) != nil {
                kind = .cancelAll
            } else if current.kind == .number {
                kind = .cancel(finger: try parseFinger(after: "'cancel'"))
            } else {
                throw failExpected("a finger number or 'all'", after: "'cancel'")
            }
        }
        return TouchAction(kind, range: SourceRange(start: start, end: lastEnd))
    }

    /// `Timing ::= 'over' Duration ('steps' Integer)? | 'steps' Integer ('over' Duration)?`
    mutating func parseTiming() throws(ParseError) -> MotionTiming {
        let start = current.range.start
        var over: DurationLiteral?
        var steps: Located<Int>?
        while true {
            if let token = consume(.over) {
                if over != nil { report(.duplicateOption("over"), at: token.range) }
                over = try parseDuration(after: "'over'")
            } else if let token = consume(.steps) {
                if steps != nil { report(.duplicateOption("steps"), at: token.range) }
                steps = try parseCount("step count", after: "'steps'", minimum: 1)
            } else {
                break
            }
        }
        return MotionTiming(over: over, steps: steps, range: SourceRange(start: start, end: lastEnd))
    }

    // MARK: - Wait and repeat

    /// `Wait ::= 'wait' Duration`
    mutating func parseWait() throws(ParseError) -> Statement.Kind {
        advance()
        return .wait(try parseDuration(after: "'wait'"))
    }

    /// `Repeat ::= 'repeat' Integer '{' StatementList '}'`
    mutating func parseRepeat() throws(ParseError) -> Statement.Kind {
        advance()
        let count = try parseCount("repeat count", after: "'repeat'", minimum: 0)
        let brace = try expect(.leftBrace, "'{'", after: "the repeat count")
        guard nesting < Parser.maximumNesting else {
            report(.nestingTooDeep(limit: Parser.maximumNesting), at: brace.range)
            skipBalanced(openBrace: brace)
            return .repeat(count: count, body: [])
        }
        nesting += 1
        let body = parseStatements(openBrace: brace)
        nesting -= 1
        if current.kind == .rightBrace { advance() }
        return .repeat(count: count, body: body)
    }

    // MARK: - Shorthands

    /// `Tap ::= 'tap' 'at' Point ('taps' Integer | 'fingers' Finger)*`
    mutating func parseTap() throws(ParseError) -> Shorthand {
        advance()
        try expect(.at, after: "'tap'")
        let point = try parsePoint(after: "'at'")
        var taps: Located<Int>?
        var fingers: Located<Int>?
        var seen: Set<Keyword> = []
        while let option = try parseOption(of: "tap", among: [.taps, .fingers], seen: &seen) {
            switch option {
            case .taps: taps = try parseCount("tap count", after: "'taps'", minimum: 1)
            default: fingers = try parseFingerCount()
            }
        }
        return .tap(at: point, taps: taps, fingers: fingers)
    }

    /// `LongPress ::= 'longpress' 'at' Point ('for' Duration)?`
    mutating func parseLongPress() throws(ParseError) -> Shorthand {
        advance()
        try expect(.at, after: "'longpress'")
        let point = try parsePoint(after: "'at'")
        var duration: DurationLiteral?
        var seen: Set<Keyword> = []
        while try parseOption(of: "longpress", among: [.for], seen: &seen) != nil {
            duration = try parseDuration(after: "'for'")
        }
        return .longPress(at: point, duration: duration)
    }

    /// `Drag ::= 'drag' 'from' Point 'to' Point ('over' Duration)?`
    mutating func parseDrag() throws(ParseError) -> Shorthand {
        advance()
        try expect(.from, after: "'drag'")
        let from = try parsePoint(after: "'from'")
        try expect(.to, after: "the start point")
        let to = try parsePoint(after: "'to'")
        let over = try parseOverOption(of: "drag")
        return .drag(from: from, to: to, over: over)
    }

    /// `Swipe ::= 'swipe' Direction ('at' Point | 'distance' Number | 'over' Duration
    ///          | 'fingers' Finger)*`
    mutating func parseSwipe() throws(ParseError) -> Shorthand {
        advance()
        guard current.kind == .identifier, let direction = SwipeDirectionName(rawValue: text(current)) else {
            if current.kind == .identifier {
                let word = text(current)
                throw fail(.unknownSwipeDirection(word), at: current.range,
                           suggestion: Suggest.closest(to: word, among: SwipeDirectionName.allCases.map(\.rawValue)))
            }
            throw failExpected("a direction ('left', 'right', 'up' or 'down')", after: "'swipe'")
        }
        let directionName = Located(direction, at: advance().range)
        var point: PointLiteral?
        var distance: Located<Double>?
        var over: DurationLiteral?
        var fingers: Located<Int>?
        var seen: Set<Keyword> = []
        while let option = try parseOption(of: "swipe", among: [.at, .distance, .over, .fingers], seen: &seen) {
            switch option {
            case .at: point = try parsePoint(after: "'at'")
            case .distance: distance = try parseNonNegativeNumber("distance", after: "'distance'", rule: NumberRule.distance)
            case .over: over = try parseDuration(after: "'over'")
            default: fingers = try parseFingerCount()
            }
        }
        return .swipe(direction: directionName, at: point, distance: distance, over: over, fingers: fingers)
    }

    /// `Pinch ::= 'pinch' 'at' Point 'from' Number 'to' Number ('over' Duration)?`
    mutating func parsePinch() throws(ParseError) -> Shorthand {
        advance()
        try expect(.at, after: "'pinch'")
        let point = try parsePoint(after: "'at'")
        try expect(.from, after: "the point")
        let from = try parseNonNegativeNumber("distance", after: "'from'", rule: NumberRule.distance)
        try expect(.to, after: "the start distance")
        let to = try parseNonNegativeNumber("distance", after: "'to'", rule: NumberRule.distance)
        let over = try parseOverOption(of: "pinch")
        return .pinch(at: point, from: from, to: to, over: over)
    }

    /// `Rotate ::= 'rotate' 'at' Point 'by' Number ('over' Duration)?`
    mutating func parseRotate() throws(ParseError) -> Shorthand {
        advance()
        try expect(.at, after: "'rotate'")
        let point = try parsePoint(after: "'at'")
        try expect(.by, after: "the point")
        let degrees = try parseNumber("an angle in degrees", after: "'by'", rule: NumberRule.degrees)
        let over = try parseOverOption(of: "rotate")
        return .rotate(at: point, byDegrees: degrees, over: over)
    }

    // MARK: - Options

    /// An optional trailing `over DUR`.
    private mutating func parseOverOption(of statement: String) throws(ParseError) -> DurationLiteral? {
        var over: DurationLiteral?
        var seen: Set<Keyword> = []
        while try parseOption(of: statement, among: [.over], seen: &seen) != nil {
            over = try parseDuration(after: "'over'")
        }
        return over
    }

    /// `fingers N`: a finger count in `1...20`.
    private mutating func parseFingerCount() throws(ParseError) -> Located<Int> {
        try parseFinger(after: "'fingers'")
    }

    /// Consumes the next option keyword of a statement, or returns `nil` at the end of
    /// the statement. Reports an unknown option (with a suggestion) or a repeated one.
    mutating func parseOption(
        of statement: String, among options: [Keyword], seen: inout Set<Keyword>
    ) throws(ParseError) -> Keyword? {
        if atStatementEnd || current.kind == .ampersand { return nil }
        if let keyword = keyword(of: current), options.contains(keyword) {
            let token = advance()
            if !seen.insert(keyword).inserted {
                report(.duplicateOption(keyword.rawValue), at: token.range)
            }
            return keyword
        }
        let names = options.map(\.rawValue)
        guard current.kind == .identifier else {
            throw failExpected(DiagnosticMessage.list(names.map { DiagnosticMessage.quote($0) }, conjunction: "or")
                + " or the end of the statement", after: nil)
        }
        let word = text(current)
        throw fail(.unknownOption(word, statement: statement, options: names), at: current.range,
                   suggestion: Suggest.closest(to: word, among: names))
    }
}

extension SourceRange {
    /// The range without trailing spaces and tabs.
    func trimmed(in bytes: [UInt8]) -> SourceRange {
        var end = self.end
        while end > start && (bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t")) {
            end -= 1
        }
        return SourceRange(start: start, end: end)
    }
}
