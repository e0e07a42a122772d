import Testing
@testable import GestureScript
@testable import GestureLanguage

@Suite struct ParserStatementTests {
    /// Each statement form, written as a user might, and its canonical text.
    static let forms: [(source: String, canonical: String)] = [
        // Touches.
        ("down 1 at 10,20", "down 1 at 10,20"),
        ("down 2 at (30, 40.5)", "down 2 at 30,40.5"),
        ("move 1 to 100,100", "move 1 to 100,100"),
        ("move 1 to 100,100 over 300ms", "move 1 to 100,100 over 300ms"),
        ("move 1 by -5,-5 over 0.3s steps 10", "move 1 by -5,-5 over 300ms steps 10"),
        ("move 1 by 5,5 steps 3 over 1s", "move 1 by 5,5 over 1s steps 3"),
        ("move 1 to 1,1 steps 2", "move 1 to 1,1 steps 2"),
        ("up 1", "up 1"),
        ("cancel 3", "cancel 3"),
        ("cancel all", "cancel all"),
        ("up all", "up all"),
        ("down 1 at 1,1 & up all", "down 1 at 1,1 & up all"),
        ("down 1 at 1,1 & down 2 at 2,2", "down 1 at 1,1 & down 2 at 2,2"),
        ("move 1 by -50,0 & move 2 by 50,0 over 300ms steps 10", "move 1 by -50,0 & move 2 by 50,0 over 300ms steps 10"),
        ("move 1 by 1,0 over 1s & move 2 by 2,0", "move 1 by 1,0 over 1s & move 2 by 2,0"),
        ("down 1 at 1,1 & up 2 over 100ms", "down 1 at 1,1 & up 2 over 100ms"),
        ("up 1 &\n   up 2", "up 1 & up 2"),
        ("wait 600ms", "wait 600ms"),
        ("wait 0.6s", "wait 600ms"),
        ("wait 2s", "wait 2s"),
        ("wait 250us", "wait 250us"),
        ("wait 1.5ms", "wait 1500us"),
        ("wait 0ms", "wait 0ms"),
        ("wait 250µs", "wait 250us"),
        ("wait 0.0000010s", "wait 1us"),
        ("repeat 3 { tap at 1,1 }", "repeat 3 { tap at 1,1 }"),
        ("repeat 2 {\n  tap at 1,1\n\n  wait 1s;\n}", "repeat 2 { tap at 1,1; wait 1s }"),
        ("repeat 0 {}", "repeat 0 {}"),
        ("repeat 2 { repeat 3 { mark } }", "repeat 2 { repeat 3 { mark } }"),
        // Shorthands.
        ("tap at 100,200", "tap at 100,200"),
        ("tap at 100,200 fingers 2 taps 3", "tap at 100,200 taps 3 fingers 2"),
        ("longpress at 1,2", "longpress at 1,2"),
        ("longpress at 1,2 for 1s", "longpress at 1,2 for 1s"),
        ("drag from 1,2 to 3,4", "drag from 1,2 to 3,4"),
        ("drag from 1,2 to 3,4 over 500ms", "drag from 1,2 to 3,4 over 500ms"),
        ("swipe left", "swipe left"),
        ("swipe down fingers 2 over 100ms distance 50 at 1,1", "swipe down at 1,1 distance 50 over 100ms fingers 2"),
        ("pinch at 100,100 from 50 to 200", "pinch at 100,100 from 50 to 200"),
        ("pinch at 100,100 from 200 to 50.5 over 400ms", "pinch at 100,100 from 200 to 50.5 over 400ms"),
        ("rotate at 1,1 by -45.5 over 1s", "rotate at 1,1 by -45.5 over 1s"),
        // Scene.
        ("screen 390,844", "screen 390,844"),
        ("view v frame 0,0,100,50", "view v frame 0,0,100,50"),
        ("view b frame (1, 2, 3, 4) multipleTouch in v control exclusiveTouch",
         "view b frame 1,2,3,4 in v control exclusiveTouch multipleTouch"),
        ("view s frame 1,2,3,4 slider in v", "view s frame 1,2,3,4 in v slider"),
        ("view switch frame 1,2,3,4 switch", "view switch frame 1,2,3,4 switch"),
        ("view b frame 1,2,3,4 segmentedControl multipleTouch", "view b frame 1,2,3,4 segmentedControl multipleTouch"),
        ("view t frame 0,0,375,667 tableView rows 20", "view t frame 0,0,375,667 tableView rows 20"),
        // A row height keeps every decimal it was written with, so the canonical text parses to the same height.
        ("view t frame 0,0,375,667 tableView rows 20 rowHeight 44.12345", "view t frame 0,0,375,667 tableView rows 20 rowHeight 44.12345"),
        ("view c frame 0,0,375,667 collectionView items 7 itemSize (90.5, 60)",
         "view c frame 0,0,375,667 collectionView items 7 itemSize 90.5,60"),
        ("recognizer t = tap", "recognizer t = tap"),
        ("recognizer t = UITapGestureRecognizer numberOfTapsRequired = 2 on v",
         "recognizer t = UITapGestureRecognizer on v numberOfTapsRequired = 2"),
        ("recognizer s = swipe direction = left|right on = 3", "recognizer s = swipe direction = left|right on = 3"),
        ("recognizer p = longPress minimumPressDuration = 1s allowableMovement = 10.0 isEnabled = false",
         "recognizer p = longPress minimumPressDuration = 1s allowableMovement = 10.0 isEnabled = false"),
        ("pan.maximumNumberOfTouches = 2", "pan.maximumNumberOfTouches = 2"),
        ("tap.cancelsTouchesInView = true", "tap.cancelsTouchesInView = true"),
        ("edge.edges = all", "edge.edges = all"),
        ("tap requireToFail doubleTap", "tap requireToFail doubleTap"),
        ("tap.require(toFail: doubleTap)", "tap requireToFail doubleTap"),
        ("delegate p shouldRecognizeSimultaneouslyWith any = true", "delegate p shouldRecognizeSimultaneouslyWith any = true"),
        ("delegate p shouldRecognizeSimultaneouslyWith q = false", "delegate p shouldRecognizeSimultaneouslyWith q = false"),
        ("delegate p shouldBegin = false", "delegate p shouldBegin = false"),
        ("delegate p shouldReceive = true", "delegate p shouldReceive = true"),
        ("delegate p shouldReceive = false in v", "delegate p shouldReceive = false in v"),
        ("delegate p shouldRequireFailureOf q = true", "delegate p shouldRequireFailureOf q = true"),
        ("delegate p shouldBeRequiredToFailBy any = true", "delegate p shouldBeRequiredToFailBy any = true"),
        ("action tap -> log", "action tap -> log"),
        ("action moveLine -> moveLine", "action moveLine -> moveLine"),
        // TouchTracker and settings.
        ("use touchtracker", "use touchtracker"),
        ("use touchtracker bare", "use touchtracker bare"),
        ("use touchtracker stage 03-single-tap", "use touchtracker stage 03-single-tap"),
        ("use touchtracker stage final_2", "use touchtracker stage final_2"),
        ("use touchtracker fix silver", "use touchtracker fix silver"),
        ("use touchtracker challenge platinum", "use touchtracker challenge platinum"),
        ("menu tap Delete", "menu tap Delete"),
        ("menu tap \"Delete all\"", "menu tap \"Delete all\""),
        ("panel pick red", "panel pick red"),
        ("set hz 120", "set hz 120"),
        ("set hz = 1000", "set hz 1000"),
        ("set tapSlop 10.5", "set tapSlop 10.5"),
        ("set verbose = true", "set verbose true"),
        // Expectations.
        ("expect tap state possible", "expect tap state possible"),
        ("expect tap state recognized", "expect tap state recognized"),
        ("expect pan states began changed changed ended", "expect pan states began changed changed ended"),
        ("expect pan states none", "expect pan states none"),
        ("expect tap actions 0", "expect tap actions 0"),
        ("expect pan translation 10,-5", "expect pan translation 10,-5"),
        ("expect pan velocity (0.5, 0)", "expect pan velocity 0.5,0"),
        ("expect pan location 1,2", "expect pan location 1,2"),
        ("expect pinch scale 1.5", "expect pinch scale 1.5"),
        ("expect spin rotation -0.785", "expect spin rotation -0.785"),
        ("expect pan numberOfTouches 2", "expect pan numberOfTouches 2"),
        ("expect lines 3", "expect lines 3"),
        ("expect current 0", "expect current 0"),
        ("expect selected 1", "expect selected 1"),
        ("expect selected none", "expect selected none"),
        ("expect menu visible", "expect menu visible"),
        ("expect menu hidden", "expect menu hidden"),
        ("expect line 0 from 1,2 to 3,4", "expect line 0 from 1,2 to 3,4"),
        ("expect view canvas touchesCancelled 2", "expect view canvas touchesCancelled 2"),
        ("expect log \"Recognized a tap\" \"a \\\"b\\\"\"", "expect log \"Recognized a tap\" \"a \\\"b\\\"\""),
        ("expect log", "expect log"),
        ("expect lines state began", "expect lines state began"),
        ("expect view actions 1", "expect view actions 1"),
        ("mark", "mark"),
        ("mark # the end", "mark"),
    ]

    @Test(arguments: forms)
    func statementForm(source: String, canonical: String) {
        #expect(FrontEnd.canonical(source) == [canonical])
    }

    @Test(arguments: forms)
    func canonicalTextParsesToTheSameStatement(source: String, canonical: String) {
        #expect(FrontEnd.canonical(canonical) == [canonical])
    }

    @Test func statementsAreSeparatedBySemicolonsAndNewlines() {
        #expect(FrontEnd.canonical(";;tap at 1,1;wait 1s\n\n  ;mark;\n") == ["tap at 1,1", "wait 1s", "mark"])
        #expect(FrontEnd.canonical("") == [])
        #expect(FrontEnd.canonical("# only a comment") == [])
    }

    // MARK: - AST details

    @Test func groupTimingBelongsToTheGroup() throws {
        let kind = try #require(FrontEnd.statement("move 1 by -50,0 over 1s & move 2 by 50,0 over 300ms steps 10"))
        guard case .touches(let group) = kind else { Issue.record("not touches"); return }
        #expect(group.actions.count == 2)
        #expect(group.timing?.over?.microseconds == 300_000)
        #expect(group.timing?.steps?.value == 10)
        guard case .move(_, _, let first) = group.actions[0].kind, case .move(_, _, let last) = group.actions[1].kind else {
            Issue.record("not moves")
            return
        }
        #expect(first?.over?.microseconds == 1_000_000)
        #expect(last == nil)
    }

    @Test func singleMoveKeepsItsTiming() throws {
        let kind = try #require(FrontEnd.statement("move 1 to 5,5 over 100ms"))
        guard case .touches(let group) = kind, case .move(let finger, .to(let point), let timing) = group.actions[0].kind
        else {
            Issue.record("unexpected \(kind)")
            return
        }
        #expect(group.timing == nil)
        #expect(finger.value == 1 && point.x == 5 && point.y == 5)
        #expect(timing?.over?.microseconds == 100_000 && timing?.steps == nil)
    }

    @Test(arguments: [
        ("wait 1s", Int64(1_000_000)), ("wait 0.6s", 600_000), ("wait 0.1s", 100_000),
        ("wait 600ms", 600_000), ("wait 0.001ms", 1), ("wait 7us", 7),
        ("wait 9223372036854us", 9_223_372_036_854), ("wait 9223372036854.775807s", Int64.max),
    ])
    func durationsAreExactMicroseconds(source: String, microseconds: Int64) {
        guard case .wait(let duration) = FrontEnd.statement(source) else {
            Issue.record("\(source) did not parse")
            return
        }
        #expect(duration.microseconds == microseconds)
    }

    @Test func rangesPointAtNames() throws {
        let source = "recognizer dbl = tap on canvas numberOfTapsRequired = 2"
        let (script, diagnostics) = FrontEnd.parse(source)
        #expect(diagnostics.isEmpty)
        let statement = try #require(script.statements.first)
        #expect(statement.range == SourceRange(start: 0, end: source.utf8.count))
        guard case .recognizer(let declaration) = statement.kind else {
            Issue.record("not a recognizer")
            return
        }
        let file = script.file
        #expect(file.text(of: declaration.name.range) == "dbl")
        #expect(file.text(of: declaration.kind.range) == "tap")
        #expect(file.text(of: declaration.view!.range) == "canvas")
        #expect(file.text(of: declaration.properties[0].name.range) == "numberOfTapsRequired")
        #expect(file.text(of: declaration.properties[0].range) == "numberOfTapsRequired = 2")
        #expect(declaration.properties[0].value.kind == .number(2, isInteger: true))
    }

    @Test func statementRangesExcludeSeparatorsAndComments() {
        let source = "  wait 1s ; tap at (1, 2)  # comment\n"
        let (script, _) = FrontEnd.parse(source)
        #expect(script.statements.map { script.file.text(of: $0.range) } == ["wait 1s", "tap at (1, 2)"])
    }

    @Test func propertyValues() {
        let cases: [(String, PropertyLiteral.Kind)] = [
            ("true", .bool(true)), ("false", .bool(false)), ("2", .number(2, isInteger: true)),
            ("-2.5", .number(-2.5, isInteger: false)), ("1s", .duration(microseconds: 1_000_000)),
        ]
        for (written, expected) in cases {
            guard case .setProperty(_, let assignment) = FrontEnd.statement("r.p = \(written)") else {
                Issue.record("r.p = \(written) did not parse")
                continue
            }
            #expect(assignment.value.kind == expected)
        }
        guard case .setProperty(_, let assignment) = FrontEnd.statement("r.direction = left | right"),
              case .names(let names) = assignment.value.kind else {
            Issue.record("names did not parse")
            return
        }
        #expect(names.map(\.value) == ["left", "right"])
    }

    @Test func recognizerNamedLikeKeywords() {
        // A recognizer may be called `tap`, `move` or `lines`.
        #expect(FrontEnd.canonical("tap.numberOfTapsRequired = 1") == ["tap.numberOfTapsRequired = 1"])
        #expect(FrontEnd.canonical("move requireToFail wait") == ["move requireToFail wait"])
        guard case .expect(.state(let name, let state)) = FrontEnd.statement("expect lines state began") else {
            Issue.record("expect lines state did not parse")
            return
        }
        #expect(name.value == "lines" && state.value == .began)
    }

    @Test func recognizedIsEnded() {
        #expect(RecognizerStateName.recognized.normalized == .ended)
        #expect(RecognizerStateName.began.normalized == .began)
    }

    @Test func parseStatementForExpand() {
        let (statement, diagnostics) = Parser.parseStatement(line: "tap at 10,20 taps 2")
        #expect(diagnostics.isEmpty)
        #expect(statement?.description == "tap at 10,20 taps 2")

        let (none, errors) = Parser.parseStatement(line: "tap at 10,20; wait 1s")
        #expect(none == nil)
        #expect(errors.map(\.id) == ["expectedSingleStatement"])
        #expect(Parser.parseStatement(line: "").1.map(\.id) == ["expectedSingleStatement"])
        #expect(Parser.parseStatement(line: "wait 5").1.map(\.id) == ["durationNeedsUnit"])
    }

    @Test func sourceTextNumbers() {
        #expect(SourceText.number(0.00001) == "0.00001")
        #expect(SourceText.number(-1.5e20) == "-150000000000000000000")
        #expect(SourceText.number(12) == "12")
        #expect(SourceText.number(-3.5) == "-3.5")
        #expect(SourceText.number(1.25e-7) == "0.000000125")
    }
}
