import GestureAnalysis
import GestureREPL
import GestureScript
import GestureSupport
import GestureTranscript

/// One test's result: the script's outcome, its golden comparisons, and the wall-clock time it took.
struct TestCase: Sendable {
    enum Verdict: Equatable, Sendable {
        case passed, failed, error
        /// It checks nothing: no `expect` was checked and there is no golden (not a pass: it would pass whatever the
        /// recognizers did).
        case empty
    }

    /// The script's path as shown (``FilePath/display``: escaped).
    var path: String
    var outcome: ScriptOutcome
    var golden: Golden.Result = .notUsed
    /// The golden of a sweep's boundaries (`NAME.boundaries`).
    var boundaries: BoundaryGolden.Result = .notUsed
    /// A script with `param`s: how its runs went (nil for a plain script).
    var sweep: SweepSummary?
    /// Wall-clock seconds (reported in JUnit XML only; never in a transcript).
    var seconds: Double = 0
    /// The script's path as found (its bytes): what `--last-failed` remembers.
    var key: [UInt8]

    init(path: String, outcome: ScriptOutcome, golden: Golden.Result = .notUsed, boundaries: BoundaryGolden.Result = .notUsed,
         sweep: SweepSummary? = nil, seconds: Double = 0, key: [UInt8]? = nil) {
        self.path = path
        self.outcome = outcome
        self.golden = golden
        self.boundaries = boundaries
        self.sweep = sweep
        self.seconds = seconds
        self.key = key ?? Array(path.utf8)
    }

    /// A script with `param`s: its runs.
    struct SweepSummary: Sendable, Equatable {
        /// Runs made, and the plan's combinations (more when `--sample` picked some).
        var runs: Int
        var combinations: SweepIndex?
        var failedRuns: Int
    }

    /// An error (the script's, or a file that cannot be read or written) outranks a failure (an `expect` that did
    /// not hold, or a transcript or boundaries that differ from their golden); a test that checks nothing is neither
    /// a pass nor a failure.
    var verdict: Verdict {
        if case .fileError = golden { return .error }
        if case .fileError = boundaries { return .error }
        switch outcome.status {
        case .ok:
            if golden.isFailure || boundaries.isFailure { return .failed }
            return checksNothing ? .empty : .passed
        case .expectationFailed: return .failed
        case .scriptError, .noTests, .usage: return .error
        }
    }

    /// No expectation was checked, and no golden was compared or written.
    var checksNothing: Bool {
        outcome.expectationsChecked == 0 && golden == .notUsed && boundaries == .notUsed
    }

    /// One-line reasons a failed test failed, e.g. `2 expectations failed; transcript differs from a.expected`.
    var failureMessage: String {
        var parts: [String] = []
        let n = outcome.expectationFailures
        if let sweep, sweep.failedRuns > 0 {
            parts.append("expectations failed in \(sweep.failedRuns) of \(sweep.runs) runs")
        } else if n > 0 {
            parts.append("\(n) expectation\(n == 1 ? "" : "s") failed")
        }
        if golden.isFailure { parts.append("transcript differs from \(visible: Golden.expectedPath(for: path))") }
        if case .mismatched(let differences, _) = boundaries {
            let n = differences.count
            parts.append("\(n) boundar\(n == 1 ? "y differs" : "ies differ") from \(visible: BoundaryGolden.path(for: path))")
        }
        if case .fileError(let message) = golden { parts.append(VisibleText.escape(message)) }
        if case .fileError(let message) = boundaries { parts.append(VisibleText.escape(message)) }
        return parts.joined(separator: "; ")
    }

    /// The error's one-line summary for an errored test.
    var errorMessage: String {
        if let e = outcome.firstError { return e }
        if case .fileError(let message) = golden { return "\(visible: path): error: \(visible: message)" }
        if case .fileError(let message) = boundaries { return "\(visible: path): error: \(visible: message)" }
        return "\(visible: path): error: script error"
    }

    /// The unified diff of a golden mismatch (empty otherwise).
    var diff: [String] {
        if case .mismatched(let d, _) = golden { return d }
        return []
    }

    /// The golden file problems beside the script's own messages (a golden that cannot be read or written).
    var fileErrors: [String] {
        var out: [String] = []
        if case .fileError(let message) = golden { out.append(message) }
        if case .fileError(let message) = boundaries { out.append(message) }
        return out
    }
}
