@testable import GestureEngine
@testable import GestureLanguage
@testable import GestureScript
import Testing

/// A `repeat` runs its one-finger `tap` and `longpress` shorthands from their prepared form
/// (`PreparedStatement.press`), where the same statements outside a repeat run as written
/// (`Session.executeShorthand`). Both must do the same: the same trace, the same event count, and the same error,
/// worded the same and pointing at the same text, where a shorthand cannot run (no free finger).
@Suite struct PreparedPressTests {
    /// Every trace event of `text`, and its statement and event counts and its error (message and the text it points at).
    static func run(_ text: String) -> (events: [TraceEvent], statements: Int, end: String) {
        let (script, diagnostics) = Parser.parse(SourceFile(name: "press.gesture", text: text))
        let errors = diagnostics.filter(\.isError)
        #expect(errors.isEmpty, "\(text)")
        let session = Session(options: SessionOptions())
        var events: [TraceEvent] = []
        let result = session.run(script) { output in
            if case .trace(let batch) = output { events += batch.filter { !$0.isTimerBookkeeping } }
        }
        let bytes = Array(text.utf8)
        let error = result.error.map { "\($0.message) at '\(String(decoding: bytes[$0.range.start..<$0.range.end], as: UTF8.self))'" }
        return (events, session.statementsExecuted, "\(session.eventsDispatched) events, \(error ?? "no error")")
    }

    static let scene = """
        recognizer pan = pan
        recognizer doubleTap = tap numberOfTapsRequired = 2
        recognizer tap = tap
        tap requireToFail doubleTap
        recognizer longPress = longPress

        """

    /// Bodies of statements with press shorthands.
    static let bodies: [[String]] = [
        ["tap at 100,100"],
        ["tap at 100,100 taps 3", "wait 400ms"],
        ["tap at 100,100 fingers 1", "wait 1s"],
        ["longpress at 100,100"],
        ["longpress at 100,100 for 600ms", "wait 400ms", "tap at 50,50"],
        ["down 1 at 10,10", "tap at 100,100", "longpress at 20,20 for 10ms", "up 1", "wait 1s"],
        // Every finger down: the shorthand has no free finger.
        [(1...20).map { "down \($0) at 1,1" }.joined(separator: "; "), "longpress at 100,100", "tap at 100,100"],
        [(1...20).map { "down \($0) at 1,1" }.joined(separator: "; "), "tap at 100,100 taps 2"],
    ]

    /// `repeat 2 { BODY }` does what the body written twice outside a repeat does (the repeat is one statement more).
    @Test(arguments: bodies.indices)
    func aRepeatRunsItsPressesAsWrittenStatementsDo(_ n: Int) {
        let lines = Self.bodies[n].map { "  " + $0 }.joined(separator: "\n")
        let repeated = Self.run(Self.scene + "repeat 2 {\n\(lines)\n}\n")
        let written = Self.run(Self.scene + "\(lines)\n\(lines)\n")
        #expect(!repeated.events.isEmpty, "\(Self.bodies[n])")
        #expect(repeated.events == written.events, "\(Self.bodies[n])")
        #expect(repeated.statements == written.statements + 1, "\(Self.bodies[n])")
        #expect(repeated.end == written.end, "\(Self.bodies[n])")
    }
}
