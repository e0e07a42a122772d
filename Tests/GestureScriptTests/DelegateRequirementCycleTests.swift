import GestureEngine
import GestureScript
import Testing

/// Failure requirements a delegate answers `true` are fixed, so a cycle they close with the other requirements in
/// effect (static or delegate-answered) is refused where it is declared, like a `requireToFail` cycle: otherwise the
/// members wait for each other forever and withhold the view's touches for good.
@Suite struct DelegateRequirementCycleTests {
    static func run(_ source: String) -> (status: GestureScript.ExitStatus, diagnostics: String, out: String) {
        var out = ""
        let o = ScriptRunner.run(name: "c.gesture", bytes: Array(source.utf8), transcript: true, write: { out += $0 })
        return (o.status, o.diagnostics, out)
    }

    @Test func bothSidesOfOnePairFormACycle() {
        let r = Self.run("""
            view a frame 0,0,375,667 multipleTouch
            recognizer r1 = pan on a
            recognizer r2 = pan on a
            delegate r2 shouldBeRequiredToFailBy r1 = true
            delegate r2 shouldRequireFailureOf r1 = true
            down 2 at 325,405
            move 2 by -40,-52
            up 2
            wait 5s
            """)
        #expect(r.status == .scriptError)
        #expect(r.diagnostics.hasPrefix("c.gesture:5:10: error: failure requirements would form a cycle: r2 → r1 → r2"), "\(r.diagnostics)")
        #expect(!r.out.contains("finger 2 down"), "the timeline must not run")
    }

    @Test func anyAnswerClosesACycleWithAStaticRequirement() {
        let r = Self.run("""
            view a frame 0,0,375,667
            recognizer r1 = tap on a
            recognizer r2 = pan on a
            recognizer r3 = swipe on a
            r1 requireToFail r3
            delegate r3 shouldRequireFailureOf any = true
            tap at 100,100
            """)
        #expect(r.status == .scriptError)
        #expect(r.diagnostics.hasPrefix("c.gesture:6:10: error: failure requirements would form a cycle: r3 → r1 → r3"), "\(r.diagnostics)")
    }

    @Test func staticRequirementClosingADelegateCycleIsRefused() {
        let r = Self.run("""
            view a frame 0,0,375,667
            recognizer r1 = tap on a
            recognizer r2 = pan on a
            delegate r1 shouldBeRequiredToFailBy r2 = true
            r1 requireToFail r2
            """)
        #expect(r.status == .scriptError)
        #expect(r.diagnostics.contains("failure requirements would form a cycle: r1 → r2 → r1"), "\(r.diagnostics)")
    }

    @Test func twoRecognizersRequiringAThirdAreAccepted() {
        let r = Self.run("""
            view a frame 0,0,375,667
            recognizer r1 = tap on a
            recognizer r2 = pan on a
            recognizer r3 = longPress on a
            delegate r1 shouldRequireFailureOf r3 = true
            delegate r3 shouldBeRequiredToFailBy r2 = true
            r1 requireToFail r2
            tap at 100,100
            wait 1s
            """)
        #expect(r.status == .ok, "\(r.diagnostics)")
        #expect(r.out.contains("r1: possible → recognized"), "\(r.out)")
    }

    @Test func aFalseAnswerNeverClosesACycle() {
        let r = Self.run("""
            view a frame 0,0,375,667
            recognizer r1 = tap on a
            recognizer r2 = pan on a
            r1 requireToFail r2
            delegate r2 shouldRequireFailureOf any = false
            delegate r2 shouldBeRequiredToFailBy r1 = false
            tap at 100,100
            """)
        #expect(r.status == .ok, "\(r.diagnostics)")
    }
}
