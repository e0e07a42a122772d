import Testing
@testable import GestureScript
@testable import GestureLanguage
import GestureTranscript

/// `param` declarations, `$NAME` references and binding a combination's values into the statements.
struct ParameterTests {
    @Test func durationRangeExpandsExactly() throws {
        let (script, d) = FrontEnd.parse("param dt from 0ms to 600ms step 10ms\n")
        #expect(d.isEmpty)
        let p = try #require(script.parameters.first)
        #expect(p.count == 61)
        #expect(p.value(at: 0) == .duration(microseconds: 0))
        #expect(p.value(at: 35) == .duration(microseconds: 350_000))
        #expect(p.value(at: 60) == .duration(microseconds: 600_000))
    }

    @Test func floatStepsDoNotDrift() throws {
        let (script, d) = FrontEnd.parse("param x from 0 to 1 step 0.1\n")
        #expect(d.isEmpty)
        let p = try #require(script.parameters.first)
        #expect(p.count == 11)
        // Accumulating 0.1 ten times gives 0.9999999999999999; A + i*S rounded to the written decimals gives 1.
        #expect(p.value(at: 3) == .number(0.3))
        #expect(p.value(at: 10) == .number(1))
        #expect(p.value(at: 7).text == "0.7")
    }

    @Test func rangeEndNotOnAStepStopsBeforeIt() throws {
        let (script, _) = FrontEnd.parse("param d from 5 to 20 step 4\n")
        let p = try #require(script.parameters.first)
        #expect((0..<p.count).map { p.value(at: $0) } == [5, 9, 13, 17].map { .number($0) })
    }

    @Test func listsOfPointsAndNumbers() throws {
        let (script, d) = FrontEnd.parse("param p in (1,2), (3,4)\nparam n in 3, 1.5\n")
        #expect(d.isEmpty)
        #expect(script.parameters[0].count == 2)
        #expect(script.parameters[0].value(at: 1) == .point(x: 3, y: 4))
        #expect(script.parameters[1].isInteger == false)
    }

    @Test func statementsHoldTheFirstValueAndBindOthers() throws {
        let text = "param dt in 100ms, 400ms\nparam x in 10, 20\ntap at $x,200\nwait $dt\nmove 1 by 0,$x over $dt\n"
        let (script, d) = FrontEnd.parse(text)
        #expect(d.isEmpty)
        #expect(script.statements.map(\.description) == ["tap at 10,200", "wait 100ms", "move 1 by 0,10 over 100ms"])
        let bound = try ParameterBinder(script).bind(script.statements[...], combination: [1, 1])
        #expect(bound.map(\.description) == ["tap at 20,200", "wait 400ms", "move 1 by 0,20 over 400ms"])
    }

    @Test func propertyValuesTakeParameters() throws {
        let (script, d) = FrontEnd.parse("param n in 2, 3\nparam t in 1s, 2s\nrecognizer r = tap numberOfTapsRequired = $n\nr.maximumDuration = $t\n")
        #expect(d.isEmpty)
        let bound = try ParameterBinder(script).bind(script.statements[...], combination: [1, 1])
        #expect(bound.map(\.description) == ["recognizer r = tap numberOfTapsRequired = 3", "r.maximumDuration = 2s"])
    }

    @Test func undeclaredParameterSuggestsTheClosest() {
        let (_, d) = FrontEnd.parse("param dt in 1ms\nwait $dx\n")
        #expect(d.map(\.id) == ["unknownParameter"])
        #expect(d.first?.suggestion == "$dt")
    }

    /// `-$dx` undeclared is reported as `$dx` is: the parameter named `$dx` (not `-$dx`), the caret at it after the
    /// `-`, the same suggestion.
    @Test func undeclaredNegatedParameterIsNamedAsThePlainOne() {
        func diagnostics(_ line: String) -> String {
            let source = "param dt in 1\n\(line)\n"
            return ScriptRunner.run(name: "p.gesture", bytes: Array(source.utf8), transcript: false, write: { _ in }).diagnostics
        }
        #expect(diagnostics("move 1 by 0,$dx") == """
            p.gesture:2:13: error: '$dx' is not declared; declare it first with 'param'
            move 1 by 0,$dx
                        ^~~
            note: did you mean '$dt'?
            """)
        #expect(diagnostics("move 1 by 0,-$dx") == """
            p.gesture:2:14: error: '$dx' is not declared; declare it first with 'param'
            move 1 by 0,-$dx
                         ^~~
            note: did you mean '$dt'?
            """)
    }

    @Test func parametersAreRefusedWhereTheyCannotStand() {
        #expect(FrontEnd.parse("param n in 1\nrepeat $n { wait 1ms }\n").1.map(\.id) == ["parameterNotACount"])
        #expect(FrontEnd.parse("param n in 1\nview v frame $n,0,10,10\n").1.map(\.id) == ["parameterNotAllowedHere"])
        #expect(FrontEnd.parse("param n in 1\nwait $n\n").1.map(\.id) == ["parameterKindMismatch"])
        #expect(FrontEnd.parse("repeat 1 { param n in 1 }\n").1.map(\.id) == ["paramInBlock"])
        #expect(FrontEnd.parse("param n from 3 to 1 step 1\n").1.map(\.id) == ["parameterRangeBackwards"])
        #expect(FrontEnd.parse("param n from 0 to 1 step 0\n").1.map(\.id) == ["parameterStepNotPositive"])
        #expect(FrontEnd.parse("param n in 1, 2ms\n").1.map(\.id) == ["parameterKindsDiffer"])
        #expect(FrontEnd.parse("param n from 0 to 1000000000 step 1\n").1.map(\.id) == ["tooManyParameterValues"])
    }

    @Test func negativeValueIsADiagnosticNamingStatementAndCombination() throws {
        let (script, d) = FrontEnd.parse("param dt from -50ms to 50ms step 50ms\nwait $dt\n")
        #expect(d.isEmpty)
        do {
            _ = try ParameterBinder(script).bind(script.statements[...], combination: [0])
            Issue.record("a negative wait was bound")
        } catch let error as Diagnostic {
            #expect(error.message == "'wait $dt': a duration must not be negative when dt = -50ms")
        }
        let ok = try ParameterBinder(script).bind(script.statements[...], combination: [2])
        #expect(ok.map(\.description) == ["wait 50ms"])
    }

    /// `-$NAME` negates a number parameter wherever a number may stand: one coordinate, a whole number, a property
    /// value; the first value and every bound value are negated.
    @Test func aNumberParameterMayBeNegated() throws {
        let text = "param d in 20, 35\nmove 1 by 0,-$d\nmove 1 by -$d,$d\nrecognizer r = pan hysteresis = 10\nr.hysteresis = -$d\n"
        let (script, d) = FrontEnd.parse(text)
        #expect(d.isEmpty, "\(d.map(\.message))")
        #expect(script.statements.map(\.description) == ["move 1 by 0,-20", "move 1 by -20,20", "recognizer r = pan hysteresis = 10",
                                                         "r.hysteresis = -20"])
        let bound = try ParameterBinder(script).bind(script.statements[...], combination: [1])
        #expect(bound.map(\.description) == ["move 1 by 0,-35", "move 1 by -35,35", "recognizer r = pan hysteresis = 10",
                                              "r.hysteresis = -35"])
    }

    /// A negated parameter that makes a distance negative is refused when bound, as a negative value would be; and
    /// only numbers take a '-'.
    @Test func negationIsForNumbers() throws {
        let (script, d) = FrontEnd.parse("param s in -100, 150\nswipe left distance -$s\n")
        #expect(d.isEmpty)
        do {
            _ = try ParameterBinder(script).bind(script.statements[...], combination: [1])
            Issue.record("a negative distance was bound")
        } catch let error as Diagnostic {
            #expect(error.message == "'swipe left distance -$s': the swipe distance must not be negative when s = 150")
        }
        #expect(try ParameterBinder(script).bind(script.statements[...], combination: [0]).map(\.description) == ["swipe left distance 100"])
        #expect(FrontEnd.parse("param t in 1ms\nwait -$t\n").1.map(\.message)
            == ["'-$t' negates a duration: only a number parameter may take a '-'"])
        #expect(FrontEnd.parse("param p in (1,2)\ntap at -$p\n").1.map(\.id) == ["parameterNotNegatable"])
        let unknown = FrontEnd.parse("param dt in 1\nmove 1 by 0,-$dx\n").1
        #expect(unknown.map(\.id) == ["unknownParameter"])
        #expect(unknown.first?.suggestion == "$dt")
        // A '-' before anything else is still not a number.
        #expect(FrontEnd.parse("move 1 by 0,-x\n").1.map(\.message).first?.contains("unexpected character '-'") == true)
    }
}
