import GestureEngine
import Testing

@testable import GestureScript
@testable import GestureTranscript

/// Issue 23 item 11: an `any` requirement answer stands for one answer per other recognizer, so a scene whose
/// recognizers each answer for `any` held answers quadratic in its statements, and checking each declaration for a
/// cycle went over all of them (cubic in all). The scene's delegates hold at most
/// `SessionOptions.maxDelegateRequirementAnswers` requirement answers (10,000), checked before an answer is stored.
@Suite struct DelegateAnswerLimitTests {
    static func run(_ source: String, limit: Int) -> ScriptOutcome {
        var options = SessionOptions()
        options.maxDelegateRequirementAnswers = limit
        return ScriptRunner.run(name: "d.gesture", bytes: Array(source.utf8), options: options, transcript: false, write: { _ in })
    }

    /// Recognizer k answers `true` for the k − 1 declared before it: no cycle, k − 1 more answers each.
    static func chain(_ n: Int, method: String = "shouldRequireFailureOf") -> String {
        "view v frame 0,0,375,667\n" + (0..<n).map { "recognizer r\($0) = tap on v\ndelegate r\($0) \(method) any = true\n" }.joined()
    }

    @Test(arguments: ["shouldRequireFailureOf", "shouldBeRequiredToFailBy"])
    func answersPastTheLimitAreRefusedBeforeTheyAreStored(method: String) {
        // 45 recognizers: 990 answers; the 46th would add 45 more.
        #expect(Self.run(Self.chain(45, method: method), limit: 1_000).status == .ok)
        let outcome = Self.run(Self.chain(60, method: method), limit: 1_000)
        #expect(outcome.status == .scriptError)
        #expect(outcome.diagnostics.hasPrefix(
            "d.gesture:93:10: error: this delegate answer would give the scene's delegates 1035 requirement answers, more than the limit of 1000 ('any' counts one answer for every other recognizer)"),
                "\(outcome.diagnostics)")
    }

    @Test func theDefaultLimitIs10000() {
        #expect(SessionOptions().maxDelegateRequirementAnswers == 10_000)
        // 141 recognizers each answering for `any`: 9,870 answers; the 142nd would make 10,011.
        let outcome = ScriptRunner.run(name: "d.gesture", bytes: Array(Self.chain(200).utf8), transcript: false, write: { _ in })
        #expect(outcome.diagnostics.hasPrefix(
            "d.gesture:285:10: error: this delegate answer would give the scene's delegates 10011 requirement answers, more than the limit of 10000 ('any' counts one answer for every other recognizer)"),
                "\(outcome.diagnostics)")
    }

    /// Answering again what a delegate already answers adds nothing: it neither counts again nor is checked again.
    @Test func answeringAgainAddsNothing() {
        let source = Self.chain(40) + "repeat 1000 {\n  delegate r39 shouldRequireFailureOf any = true\n  delegate r39 shouldRequireFailureOf r0 = true\n}\n"
        #expect(Self.run(source, limit: 780).status == .ok)
        // `false` for a pair answered `true` changes the answer but adds none.
        #expect(Self.run(Self.chain(40) + "delegate r39 shouldRequireFailureOf any = false\n", limit: 780).status == .ok)
        #expect(Self.run(Self.chain(40) + "delegate r0 shouldRequireFailureOf any = false\n", limit: 780).status == .scriptError)
    }
}
