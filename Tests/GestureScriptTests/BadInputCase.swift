import Testing
@testable import GestureScript
@testable import GestureTranscript

/// One bad input of a table-driven test: the script, where its `FILE:LINE:COLUMN: error:` headline points, words
/// the headline holds, and the suggestion the diagnostic makes, if any.
struct BadInputCase: CustomTestStringConvertible, Sendable {
    var name: String
    var source: String
    /// The headline's start, `bad.gesture:LINE:COLUMN: error:` (or a prefix of it).
    var location: String
    var message: String
    var suggestion: String? = nil
    var testDescription: String { name }

    /// Runs the source as `bad.gesture`: a script error (exit 2) whose headline starts at `location` and holds
    /// `message`, with a caret line and the suggestion.
    func expectItsDiagnostic() {
        let outcome = ScriptRunner.run(name: "bad.gesture", bytes: Array(source.utf8), transcript: false, write: { _ in })
        #expect(outcome.status == .scriptError)
        let first = outcome.diagnostics.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix(location), "\(outcome.diagnostics)")
        #expect(first.contains(message), "\(outcome.diagnostics)")
        #expect(outcome.diagnostics.contains("^"))
        if let suggestion { #expect(outcome.diagnostics.contains(suggestion), "\(outcome.diagnostics)") }
    }
}
