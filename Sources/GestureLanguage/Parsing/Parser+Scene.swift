// The scene (grammar/README.md, the scene), TouchTracker (Use) and settings.

extension Parser {
    /// `Screen ::= 'screen' Number ',' Number` (both greater than zero).
    mutating func parseScreen() throws(ParseError) -> Statement.Kind {
        advance()
        let size = try parseNumberTuple(count: 2, what: "a screen size such as '375,667'", after: "'screen'",
                                        rule: NumberRule.screenSize)
        for side in size.values where side.value <= 0 {
            throw fail(.screenSizeNotPositive(file.text(of: side.range)), at: side.range)
        }
        return .screen(width: size.values[0], height: size.values[1])
    }

    /// `View ::= 'view' Name 'frame' Rect ('in' Name | ViewKind | 'exclusiveTouch'
    ///         | 'multipleTouch' | 'handlesTouches' | 'scrollView' 'content' Size)*`
    mutating func parseView() throws(ParseError) -> ViewDeclaration {
        advance()
        let name = try parseName("a view name", after: "'view'")
        try expect(.frame, after: "the view name")
        var view = ViewDeclaration(name: name, frame: try parseRect(after: "'frame'"))
        var seen: Set<Keyword> = []
        let kinds = ViewKindName.declarable.compactMap { Keyword(rawValue: $0.rawValue) }
        let options: [Keyword] = [.in] + kinds + [.exclusiveTouch, .multipleTouch, .handlesTouches, .scrollView, .tableView,
                                                  .collectionView]
        while true {
            let start = current.range
            guard let option = try parseOption(of: "view", among: options, seen: &seen) else { break }
            switch option {
            case .in: view.parent = try parseName("a parent view name", after: "'in'")
            case .exclusiveTouch: view.isExclusiveTouch = true
            case .multipleTouch: view.isMultipleTouchEnabled = true
            case .handlesTouches: view.handlesTouches = true
            case .scrollView:
                if let t = view.table { report(.secondViewKind(t.kind == .table ? "tableView" : "collectionView", "scrollView"), at: start) }
                try expect(.content, after: "'scrollView'")
                let size = try parseNumberTuple(count: 2, what: "a content size such as '375,2000'", after: "'content'",
                                                    rule: NumberRule.contentSize)
                for side in size.values where side.value < 0 {
                    throw fail(.mustNotBeNegative("the content width and height", found: file.text(of: side.range)), at: side.range)
                }
                view.scrollContent = PointLiteral(x: size.values[0].value, y: size.values[1].value, range: size.range)
            case .tableView, .collectionView:
                // One of scrollView, tableView, collectionView: a table is already a scroll view.
                if let t = view.table {
                    report(.secondViewKind(t.kind == .table ? "tableView" : "collectionView", option.rawValue), at: start)
                } else if view.scrollContent != nil {
                    report(.secondViewKind("scrollView", option.rawValue), at: start)
                }
                view.table = try parseTableOptions(option)
            default:
                // `ViewKind ::= 'control' | 'button' | 'switch' | …`: one per view.
                guard let kind = ViewKindName(rawValue: option.rawValue) else { continue }
                if view.kind != .plain, view.kind != kind {
                    report(.secondViewKind(view.kind.rawValue, kind.rawValue), at: start)
                }
                view.kind = kind
            }
        }
        return view
    }

    /// `Table ::= 'tableView' 'rows' Integer ('rowHeight' Number)? | 'collectionView' 'items' Integer 'itemSize' Size`
    /// (grammar/README.md, Tables and collections): the count at most `maximumTableRows`, the sizes
    /// greater than zero.
    private mutating func parseTableOptions(_ option: Keyword) throws(ParseError) -> TableDeclaration {
        let isTable = option == .tableView
        let countWord: Keyword = isTable ? .rows : .items
        try expect(countWord, after: DiagnosticMessage.quote(option.rawValue))
        let noun = isTable ? "row count" : "item count"
        let count = try parseCount(noun, after: DiagnosticMessage.quote(countWord.rawValue), minimum: 0)
        let limit = Parser.maximumTableRows
        guard count.value <= limit else {
            throw fail(.tooManyRows(isTable ? "rows" : "items", limit: limit, found: file.text(of: count.range)), at: count.range,
                       suggestion: "\(limit)")
        }
        if isTable {
            var declaration = TableDeclaration(kind: .table, count: count)
            if consume(.rowHeight) != nil {
                let h = try parseNumber("a row height such as '44'", after: "'rowHeight'", rule: NumberRule.rowHeight)
                guard h.value > 0 else {
                    throw fail(.mustBePositive("the row height", found: file.text(of: h.range)), at: h.range,
                               suggestion: "44")
                }
                declaration.rowHeight = h
            }
            return declaration
        }
        try expect(.itemSize, after: "the item count")
        let size = try parseNumberTuple(count: 2, what: "an item size such as '100,100'", after: "'itemSize'",
                                        rule: NumberRule.itemSize)
        for side in size.values where side.value <= 0 {
            throw fail(.mustBePositive("the item width and height", found: file.text(of: side.range)), at: side.range,
                       suggestion: "50")
        }
        return TableDeclaration(kind: .collection, count: count,
                                itemSize: PointLiteral(x: size.values[0].value, y: size.values[1].value, range: size.range))
    }

    /// `Recognizer ::= 'recognizer' Name '=' Name ('on' Name | PropertyAssignment)*`
    mutating func parseRecognizer() throws(ParseError) -> RecognizerDeclaration {
        advance()
        let name = try parseName("a recognizer name", after: "'recognizer'")
        try expect(.equals, "'='", after: "the recognizer name")
        let kind = try parseName("a recognizer kind such as 'tap' or 'pan'", after: "'='")
        var declaration = RecognizerDeclaration(name: name, kind: kind)
        while !atStatementEnd {
            if current.kind == .identifier && peek().kind == .equals {
                declaration.properties.append(try parsePropertyAssignment())
            } else if let on = consume(.on) {
                if declaration.view != nil { report(.duplicateOption("on"), at: on.range) }
                declaration.view = try parseName("a view name", after: "'on'")
            } else {
                throw failExpected("'on VIEW' or 'PROPERTY = VALUE'", after: nil)
            }
        }
        return declaration
    }

    /// `PropertyAssignment ::= Name '=' PropertyValue`
    mutating func parsePropertyAssignment() throws(ParseError) -> PropertyAssignment {
        let name = try parseName("a property name", after: "'.'")
        try expect(.equals, "'='", after: "the property name")
        let value = try parsePropertyValue(after: "'='")
        return PropertyAssignment(name: name, value: value, range: SourceRange(start: name.range.start, end: lastEnd))
    }

    /// `PropertySet ::= Name '.' PropertyAssignment`
    /// `RequireToFail ::= Name '.' 'require' '(' 'toFail' ':' Name ')'`
    mutating func parseMemberStatement() throws(ParseError) -> Statement {
        let start = current.range.start
        let recognizer = Located(text(current), at: advance().range)
        advance()  // '.'
        if isKeyword(current, .require) && peek().kind == .leftParen {
            advance()
            advance()
            try expect(.toFail, after: "'('")
            try expect(.colon, "':'", after: "'toFail'")
            let other = try parseName("a recognizer name", after: "'toFail:'")
            try expect(.rightParen, "')'", after: "the recognizer name")
            return Statement(.requireToFail(recognizer: recognizer, other: other),
                             range: SourceRange(start: start, end: lastEnd))
        }
        guard current.kind == .identifier else {
            throw failExpected("a property name", after: "'.'")
        }
        let assignment = try parsePropertyAssignment()
        return Statement(.setProperty(recognizer: recognizer, assignment: assignment),
                         range: SourceRange(start: start, end: lastEnd))
    }

    /// `RequireToFail ::= Name 'requireToFail' Name`
    mutating func parseRequireToFail() throws(ParseError) -> Statement {
        let start = current.range.start
        let recognizer = Located(text(current), at: advance().range)
        advance()  // 'requireToFail'
        let other = try parseName("a recognizer name", after: "'requireToFail'")
        return Statement(.requireToFail(recognizer: recognizer, other: other),
                         range: SourceRange(start: start, end: lastEnd))
    }

    /// `Delegate ::= 'delegate' Name DelegateMethod '=' Bool DelegateView?`
    ///
    /// A table's answers: `'shouldHighlightRowAt' | 'shouldHighlightItemAt' | 'canEditRowAt' Integer?`.
    ///
    /// `DelegateMethod ::= 'shouldRecognizeSimultaneouslyWith' Target | 'shouldBegin'
    ///                   | 'shouldReceive' | 'shouldRequireFailureOf' Target
    ///                   | 'shouldBeRequiredToFailBy' Target`
    ///
    /// `DelegateView ::= ('in' | 'within') Name`, only after `shouldReceive`.
    mutating func parseDelegate() throws(ParseError) -> DelegateRule {
        advance()
        let recognizer = try parseName("a recognizer name", after: "'delegate'")
        let methods: [Keyword] = [
            .shouldRecognizeSimultaneouslyWith, .shouldBegin, .shouldReceive,
            .shouldRequireFailureOf, .shouldBeRequiredToFailBy, .shouldHighlightRowAt, .shouldHighlightItemAt, .canEditRowAt,
        ]
        guard let methodKeyword = keyword(of: current), methods.contains(methodKeyword) else {
            if current.kind == .identifier {
                let word = text(current)
                throw fail(.unknownDelegateMethod(word), at: current.range,
                           suggestion: Suggest.closest(to: word, among: methods.map(\.rawValue)))
            }
            throw failExpected("a delegate method such as 'shouldBegin'", after: "the recognizer name")
        }
        advance()
        var method: DelegateMethod
        switch methodKeyword {
        case .shouldRecognizeSimultaneouslyWith:
            method = .shouldRecognizeSimultaneously(with: try parseDelegateTarget(after: methodKeyword))
        case .shouldRequireFailureOf:
            method = .shouldRequireFailure(of: try parseDelegateTarget(after: methodKeyword))
        case .shouldBeRequiredToFailBy:
            method = .shouldBeRequiredToFail(by: try parseDelegateTarget(after: methodKeyword))
        case .shouldReceive:
            method = .shouldReceive(inView: nil)
        case .shouldHighlightRowAt, .shouldHighlightItemAt:
            method = .shouldHighlightRow(item: methodKeyword == .shouldHighlightItemAt)
        case .canEditRowAt:
            // `canEditRowAt R = B`: one row's answer (rows are numbered from 0).
            method = .canEditRow(row: current.kind == .equals ? nil : try parseCount("row number", after: "'canEditRowAt'", minimum: 0))
        default:
            method = .shouldBegin
        }
        try expect(.equals, "'='", after: DiagnosticMessage.quote(methodKeyword.rawValue))
        let answer = try parseBool(after: "'='")
        if let inToken = consume(.in) {
            guard case .shouldReceive = method else {
                throw fail(.inViewOnlyForShouldReceive, at: inToken.range)
            }
            method = .shouldReceive(inView: try parseName("a view name", after: "'in'"))
        } else if let withinToken = consume(.within) {
            guard case .shouldReceive = method else {
                throw fail(.inViewOnlyForShouldReceive, at: withinToken.range)
            }
            method = .shouldReceiveWithin(view: try parseName("a view name", after: "'within'"))
        }
        return DelegateRule(recognizer: recognizer, method: method, answer: answer)
    }

    /// `Target ::= Name | 'any'`
    private mutating func parseDelegateTarget(after method: Keyword) throws(ParseError) -> DelegateTarget {
        if let any = consume(.any) { return .any(any.range) }
        let context = DiagnosticMessage.quote(method.rawValue)
        return .recognizer(try parseName("a recognizer name or 'any'", after: context))
    }

    /// `Action ::= 'action' Name '->' Name`
    mutating func parseAction() throws(ParseError) -> Statement.Kind {
        advance()
        let recognizer = try parseName("a recognizer name", after: "'action'")
        try expect(.arrow, "'->'", after: "the recognizer name")
        let method = try parseName("a method name such as 'log'", after: "'->'")
        return .action(recognizer: recognizer, method: method)
    }

    /// `Use ::= 'use' 'touchtracker' ('edition' Word)? ('bare' | 'stage' Word | 'fix' Word | 'challenge' Word)?`
    mutating func parseUse() throws(ParseError) -> (TouchTrackerSetup, edition: Located<String>?) {
        advance()
        guard consume(.touchtracker) != nil else {
            if current.kind == .identifier {
                let word = text(current)
                throw fail(.unknownScene(word), at: current.range,
                           suggestion: Suggest.closest(to: word, among: ["touchtracker"]))
            }
            throw failExpected("'touchtracker'", after: "'use'")
        }
        var edition: Located<String>?
        if consume(.edition) != nil { edition = try parseWord("an edition, 'swift' or 'objc'", after: "'edition'") }
        return (try parseUseSetup(afterEdition: edition != nil), edition)
    }

    /// What follows `use touchtracker [edition NAME]`.
    private mutating func parseUseSetup(afterEdition: Bool) throws(ParseError) -> TouchTrackerSetup {
        if atStatementEnd { return .final }
        if consume(.bare) != nil { return .bare }
        if consume(.stage) != nil { return .stage(try parseWord("a stage name such as '03-single-tap'", after: "'stage'")) }
        if consume(.fix) != nil { return .fix(try parseWord("a fix name such as 'silver'", after: "'fix'")) }
        if consume(.challenge) != nil {
            return .challenge(try parseWord("a challenge name such as 'gold'", after: "'challenge'"))
        }
        let names = (afterEdition ? [] : ["edition"]) + ["bare", "stage", "fix", "challenge"]
        guard current.kind == .identifier else {
            throw failExpected((afterEdition ? "" : "'edition', ") + "'bare', 'stage', 'fix', 'challenge' or the end of the statement",
                               after: afterEdition ? "the edition" : "'touchtracker'")
        }
        let word = text(current)
        throw fail(.unknownOption(word, statement: "use touchtracker", options: names), at: current.range,
                   suggestion: Suggest.closest(to: word, among: names))
    }

    /// `MenuTap ::= 'menu' 'tap' (Name | String)`
    mutating func parseMenuTap() throws(ParseError) -> Statement.Kind {
        advance()
        try expect(.tap, after: "'menu'")
        if case .string = current.kind {
            return .menuTap(item: try parseString("a menu item", after: "'tap'"))
        }
        return .menuTap(item: try parseName("a menu item such as 'Delete'", after: "'tap'"))
    }

    /// `PanelPick ::= 'panel' 'pick' (Name | String)`
    mutating func parsePanelPick() throws(ParseError) -> Statement.Kind {
        advance()
        try expect(.pick, after: "'panel'")
        if case .string = current.kind {
            return .panelPick(color: try parseString("a colour", after: "'pick'"))
        }
        return .panelPick(color: try parseName("a colour such as 'red'", after: "'pick'"))
    }

    /// `Set ::= 'set' Name '='? PropertyValue`; `set hz N` needs an integer in `1...1000`.
    mutating func parseSet() throws(ParseError) -> Statement.Kind {
        advance()
        let name = try parseName("a setting name such as 'hz'", after: "'set'")
        _ = consume(.equals)
        if name.value == Keyword.hz.rawValue {
            let token = current
            let rate = try parseInteger("sampling rate", after: "'hz'", rule: NumberRule.samplingRate)
            guard (1...1000).contains(rate.value) else {
                throw fail(.samplingRateOutOfRange(text(token)), at: rate.range)
            }
            return .set(name: name, value: PropertyLiteral(.number(Double(rate.value), isInteger: true), range: rate.range))
        }
        return .set(name: name, value: try parsePropertyValue(after: DiagnosticMessage.quote(name.value)))
    }
}
