@testable import GestureAnalysis
import Testing
@testable import GestureScript
@testable import GestureLanguage

@Suite struct ParserRecoveryTests {
    @Test(arguments: [
        ("wiat 1s\nmark", ["unknownStatement"], ["mark"]),
        ("wait 600; mark; wait 1", ["durationNeedsUnit", "durationNeedsUnit"], ["mark"]),
        ("tap at 1,1 taps 2 taps 3", ["duplicateOption"], ["tap at 1,1 taps 3"]),
        ("view b frame 0,0,1,1 button slider", ["secondViewKind"], ["view b frame 0,0,1,1 slider"]),
        ("repeat 2 { wiat 1s; mark }\nmark", ["unknownStatement"], ["repeat 2 { mark }", "mark"]),
        ("repeat 2 { mark } extra\nmark", ["expectedStatementEnd"], ["mark"]),
        ("mark }\nmark", ["unmatchedClosingBrace"], ["mark", "mark"]),
        ("repeat 2 {\n repeat 3 {\n mark\n}\nmark", ["unclosedBlock"], ["repeat 2 { repeat 3 { mark }; mark }"]),
        ("down 1 at 1,1 & wait 1s\nmark", ["notATouchAction"], ["mark"]),
        ("expect log \"abc\nmark", ["unterminatedString"], ["mark"]),
        ("{ wiat 1s }\nmark", ["expected"], ["mark"]),
        ("{\n  wiat 1s\n}\nmark", ["expected", "unknownStatement"], ["mark"]),
        ("use touchtracker stage 1.5\nmark", ["unexpectedInWord"], ["mark"]),
        ("delegate p shouldBegin = true in v", ["inViewOnlyForShouldReceive"], []),
        ("expect p states began none", ["noneMustStandAlone"], []),
        ("view v frame 0,0,-1,5", ["mustNotBeNegative"], []),
        ("screen 0,100", ["screenSizeNotPositive"], []),
        ("swipe left distance -5", ["mustNotBeNegative"], []),
        ("wait 0.5us", ["durationTooPrecise"], []),
        ("steps 1.5", ["unknownStatement"], []),
        ("move 1 to 1,1 steps 1.5", ["expectedWholeNumber"], []),
        ("move 1 to 1,1 steps 0", ["countTooSmall"], []),
        ("down 1.5 at 1,1", ["fingerOutOfRange"], []),
        ("down 0 at 1,1", ["fingerOutOfRange"], []),
        ("down 1 at 10px,5", ["unexpectedUnit"], []),
        ("tap = tap", ["expected"], []),
        ("dbl = tap", ["unknownStatement"], []),
        ("12 34", ["expected"], []),
        ("cancel everything", ["expected"], []),
        ("expect view canvas touchBegan 1", ["unknownResponderCall"], []),
        ("set hz 1.5", ["expectedWholeNumber"], []),
    ])
    func recovery(source: String, ids: [String], statements: [String]) {
        let (script, diagnostics) = FrontEnd.parse(source)
        #expect(diagnostics.map(\.id) == ids)
        #expect(script.statements.map(\.description) == statements)
    }

    @Test func tooManyErrorsStops() {
        let source = String(repeating: "wiat 1s\n", count: 500)
        let (_, diagnostics) = FrontEnd.parse(source)
        #expect(diagnostics.count == Parser.maximumErrors + 1)
        #expect(diagnostics.last?.id == "tooManyErrors")
        #expect(diagnostics.last?.severity == .note)
    }

    @Test func deepNestingIsAnErrorNotAStackOverflow() {
        let source = String(repeating: "repeat 1 {", count: 100_000)
        let (_, diagnostics) = FrontEnd.parse(source)
        #expect(diagnostics.map(\.id) == ["nestingTooDeep", "unclosedBlock"])

        let balanced = String(repeating: "repeat 1 {", count: 1000) + "mark" + String(repeating: "}", count: 1000)
        #expect(FrontEnd.parse(balanced).1.map(\.id) == ["nestingTooDeep"])

        let braces = String(repeating: "{\n", count: 100_000)
        #expect(FrontEnd.parse(braces).1.count <= Parser.maximumErrors + 1)
    }

    @Test func nestingUpToTheLimitIsFine() {
        let depth = Parser.maximumNesting
        let source = String(repeating: "repeat 1 {", count: depth) + "mark" + String(repeating: "}", count: depth)
        #expect(FrontEnd.parse(source).1.isEmpty)
    }

    /// Random sequences of real tokens (keywords, numbers, punctuation, line breaks) must
    /// terminate with sane diagnostics: the progress guard and recovery at work.
    @Test func tokenSoupTerminates() {
        let vocabulary = Keyword.allCases.map(\.rawValue) + [
            "1", "-2", "3.5", "600ms", "0.5s", "99999999999999999999", "5px", ",", "(", ")", "{", "}", "&", "|",
            "=", ".", ":", "->", ";", "\n", "\"str\"", "\"bad", "@", "x", "#c\n", "1e9",
        ]
        var generator = SplitMix64(seed: 42)
        for round in 0..<2000 {
            let count = Int.random(in: 1...40, using: &generator)
            let source = (0..<count).map { _ in vocabulary.randomElement(using: &generator)! }.joined(separator: " ")
            let file = SourceFile(name: "soup", text: source)
            let (_, diagnostics) = Parser.parse(file)
            #expect(diagnostics.count <= Parser.maximumErrors + 1, "round \(round)")
            for diagnostic in diagnostics {
                #expect(diagnostic.range.start >= 0 && diagnostic.range.end <= file.bytes.count, "round \(round)")
                #expect(!diagnostic.message.isEmpty)
            }
            _ = DiagnosticRenderer.render(diagnostics, in: file)
        }
    }

    /// Every prefix of a valid script either parses or reports errors; none hangs or crashes,
    /// and a prefix that only lacks `}` is "incomplete".
    @Test func everyPrefixOfAValidScript() {
        let script = """
            use touchtracker
            repeat 2 {
              down 1 at 10,10 & down 2 at (20, 20)
              move 1 by 5,5 & move 2 by -5,-5 over 100ms steps 3
              up 1 & up 2
            }
            expect log "a" "b \\"c\\""
            recognizer t = tap on canvas numberOfTapsRequired = 2
            t.require(toFail: doubleTap)
            """
        let bytes = Array(script.utf8)
        for end in 0...bytes.count {
            let file = SourceFile(name: "prefix", bytes: Array(bytes[..<end]))
            _ = Parser.parse(file)
        }
        #expect(FrontEnd.parse(script).1.isEmpty)
    }
}
