internal import GestureSupport
internal import GestureLanguage
internal import GestureScript

/// An `expect` statement that did not hold. The script went on after it.
public struct FailedExpectation: Hashable, Sendable, CustomStringConvertible {
    /// The name of the scene's source.
    public var file: String
    /// The `expect` statement's line, counted from the scene's first statement.
    public var line: Int
    /// What the statement expected (`tap state recognized`).
    public var expected: String
    /// What happened instead.
    public var actual: String
    /// Why it turned out that way, from the trace, when known.
    public var explanation: String?

    /// A failed expectation (for tests that compare whole failures).
    public init(file: String, line: Int, expected: String, actual: String, explanation: String? = nil) {
        self.file = file
        self.line = line
        self.expected = expected
        self.actual = actual
        self.explanation = explanation
    }

    /// `FILE:LINE: expectation failed: expected …, got …`, as `gesturelab test` lists it.
    public var description: String {
        "\(VisibleText.escape(file)):\(line): expectation failed: expected \(VisibleText.escape(expected)), got \(VisibleText.escape(actual))"
    }

    init(_ f: ExpectationFailure, file: SourceFile) {
        self.init(file: file.name, line: f.line, expected: f.expected, actual: f.actual, explanation: f.explanation)
    }
}
