import Testing
import GestureEngine
@testable import GestureScript
@testable import GestureLanguage
@testable import GestureTranscript

/// `expect NAME velocity`: a pan's is a point (points per second); a pinch's and a rotation's a number, as UIKit's
/// `CGFloat` (scale or radians per second), within 0.01. The wrong form is an error that suggests the right one.
@Suite struct ExpectVelocityTests {
    static func run(_ script: String) -> (ScriptOutcome, String) {
        var out = ""
        let outcome = ScriptRunner.run(name: "v.gesture", bytes: Array(script.utf8)) { out += $0 }
        return (outcome, out)
    }

    static let pinching = """
        recognizer pinch = pinch
        down 1 at 150,300 & down 2 at 250,300
        move 1 to 100,300 & move 2 to 300,300 over 200ms
        """

    @Test func pinchVelocityIsANumber() throws {
        let session = Session()
        let (script, _) = Parser.parse(SourceFile(name: "v.gesture", text: Self.pinching))
        session.run(script) { _ in }
        let id = try #require(session.env.recognizer(named: "pinch"))
        let v = try #require(session.env.scalarVelocity(of: id))
        #expect(v > 0.5, "the scale doubled in 200ms: \(v)")
        #expect(session.env.velocity(of: id) == nil)
        // The value the engine reports passes; 0.02 off fails and says what it was.
        let exact = Self.run(Self.pinching + "\nexpect pinch velocity \(SourceText.number(v))\n")
        #expect(exact.0.status == .ok, "\(exact.1)")
        let off = Self.run(Self.pinching + "\nexpect pinch velocity \(SourceText.number(v + 0.02))\n")
        #expect(off.0.status == .expectationFailed)
        #expect(off.1.contains("expected pinch velocity \(formatNumber(v + 0.02)), got \(formatNumber(v))"), "\(off.1)")
    }

    @Test func aPointForAPinchSuggestsTheNumber() {
        let (outcome, _) = Self.run("recognizer pinch = pinch\nexpect pinch velocity 1.5,0\n")
        #expect(outcome.status == .scriptError)
        #expect(outcome.diagnostics.hasPrefix("""
            v.gesture:2:23: error: 'pinch' is a pinch recognizer: its velocity is a number (scale per second), not a point
            """), "\(outcome.diagnostics)")
        #expect(outcome.diagnostics.contains("did you mean 'expect pinch velocity 1.5'?"))
        let rotation = Self.run("recognizer spin = rotation\nexpect spin velocity 0,0\n").0
        #expect(rotation.diagnostics.contains("its velocity is a number (radians per second)"))
    }

    @Test func aNumberForAPanSuggestsThePoint() {
        let (outcome, _) = Self.run("recognizer pan = pan\nexpect pan velocity 3\n")
        #expect(outcome.status == .scriptError)
        #expect(outcome.diagnostics.contains("'pan' is a pan recognizer: its velocity is a point (points per second)"))
        #expect(outcome.diagnostics.contains("did you mean 'expect pan velocity 3,0'?"))
    }

    @Test func panVelocityStaysAPoint() {
        let (outcome, out) = Self.run("""
            recognizer pan = pan
            expect pan velocity 0,0
            expect pan velocity (0, 0)
            """)
        #expect(outcome.status == .ok, "\(out)")
    }

    @Test func otherKindsHaveNoVelocity() {
        let (outcome, _) = Self.run("recognizer t = tap\nexpect t velocity 1\n")
        #expect(outcome.status == .scriptError)
        #expect(outcome.diagnostics.contains("'t' is a tap recognizer and has no velocity"))
    }
}
