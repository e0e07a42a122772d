import GestureLanguage
import GestureScript

/// One `expect` statement of a script and how it fared: a suite's reports (JUnit, GitHub annotations) give each its
/// own test case, at its line.
public struct ExpectationResult: Sendable, Equatable {
    public var location: SourceLocation
    /// The statement as written (its first line; not yet escaped for a terminal or a report).
    public var text: String
    /// Whether it was checked at all (false: the run stopped at an error before it, or a repeat ran its body 0 times).
    public var checked: Bool
    /// Every time it did not hold, in order (one per repeat iteration or per range of parameter values that failed).
    public var failures: [Failure]
    /// The run stopped at an error in this statement (`expect nosuch actions 1`): it neither held nor failed, and is
    /// not ``checked``.
    public var stoppedAtError: Bool

    public init(location: SourceLocation, text: String, checked: Bool = false, failures: [Failure] = [],
                stoppedAtError: Bool = false) {
        self.location = location
        self.text = text
        self.checked = checked
        self.failures = failures
        self.stoppedAtError = stoppedAtError
    }

    /// One way it did not hold.
    public struct Failure: Sendable, Equatable {
        /// `tap actions 2`: what the expectation wants, as the failure message says it.
        public var expected: String
        /// `1`: what there was instead.
        public var actual: String
        /// Why, from the trace (the last transition's cause), when known.
        public var explanation: String?
        /// Where in the run: `repeat iteration 3`, or the parameter values (`dt = 340ms–370ms (4 runs)`); nil for a
        /// plain script.
        public var context: String?

        public init(expected: String, actual: String, explanation: String? = nil, context: String? = nil) {
            self.expected = expected
            self.actual = actual
            self.explanation = explanation
            self.context = context
        }

        /// `expected tap actions 2, got 1` (not escaped).
        public var message: String { "expected \(expected), got \(actual)" }
    }

    /// Every `expect` statement of `statements`, those in `repeat` bodies included, in source order; `errorAt`: the
    /// offset of an error the run stopped at (``stoppedAtError``).
    public static func statements(of statements: [Statement], in file: SourceFile, errorAt: Int? = nil) -> [ExpectationResult] {
        expectStatements(statements).map {
            ExpectationResult(location: file.location(of: $0.range.start),
                              text: TranscriptFormatter.firstLine(file.text(of: $0.range), escaped: false, comment: false),
                              stoppedAtError: errorAt.map($0.range.offsets.contains) ?? false)
        }
    }

    /// `statements(of:in:)` with what one run reported: which were checked (``Session/checkedExpectations``) and
    /// every failure.
    public static func results(of script: Script, checked: Set<Int>, failures: [ExpectationFailure], errorAt: Int? = nil)
        -> [ExpectationResult]
    {
        var byStart: [Int: [ExpectationResult.Failure]] = [:]
        for f in failures {
            byStart[f.range.start, default: []].append(Failure(expected: f.expected, actual: f.actual, explanation: f.explanation,
                                                               context: f.iteration.map { "repeat iteration \($0)" }))
        }
        let file = script.file
        return expectStatements(script.statements).map { s in
            ExpectationResult(location: file.location(of: s.range.start),
                              text: TranscriptFormatter.firstLine(file.text(of: s.range), escaped: false, comment: false),
                              checked: checked.contains(s.range.start), failures: byStart[s.range.start] ?? [],
                              stoppedAtError: errorAt.map(s.range.offsets.contains) ?? false)
        }
    }

    /// The `expect` statements of `list` and of the `repeat` bodies in it, in source order.
    package static func expectStatements(_ list: [Statement]) -> [Statement] {
        var out: [Statement] = []
        func walk(_ list: [Statement]) {
            for s in list {
                switch s.kind {
                case .expect: out.append(s)
                case .repeat(_, let body): walk(body)
                default: break
                }
            }
        }
        walk(list)
        return out
    }
}
