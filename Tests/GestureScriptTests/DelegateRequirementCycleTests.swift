import GestureEngine
import GestureScript
import GestureTranscript
import Testing

/// Failure requirements a delegate answers `true`, beside static ones: shapes that form no cycle (cycles are
/// `RequirementCycleTests`).
@Suite struct DelegateRequirementCycleTests {
    static func run(_ source: String) -> (status: GestureTranscript.ExitStatus, diagnostics: String, out: String) {
        var out = ""
        let o = ScriptRunner.run(name: "c.gesture", bytes: Array(source.utf8), transcript: true, write: { out += $0 })
        return (o.status, o.diagnostics, out)
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
