import GestureLanguage
import GestureScript
import GestureTranscript

/// What `gesturelab test` makes of a script with `param`s: every combination (or a `--sample`) is one run, each
/// run's expectations are checked, and the failures are gathered by expectation into ranges of parameter values
/// (``SweepFailureRanges``).
public struct SweepTestResult: Sendable {
    public var plan: SweepPlan
    /// The runs, in plan order (their records: what a golden of the boundaries is made from).
    public var runs: [SweepRun]
    /// Runs in which at least one expectation failed.
    public var failedRuns: Int
    /// Expectations checked, over all runs.
    public var expectationsChecked: Int
    /// Every `expect` statement: checked if it was in any run; its failures one per range of values
    /// (``ExpectationResult/Failure/context`` names the values: `dt = 340ms–370ms (4 runs)`).
    public var expectations: [ExpectationResult]
    /// Whether every combination ran (not a sample): only then are boundaries between all neighbours known.
    public var isComplete: Bool
}

extension Sweep {
    /// Runs `indices` (the plan's runs, or a sample of them) for `gesturelab test`. Throws ``SweepFailure`` at the
    /// first run that stops at an error (its combination named).
    public func test(_ indices: SweepRunList) throws -> SweepTestResult {
        let script = runner.script
        var runs: [SweepRun] = []
        runs.reserveCapacity(indices.count)
        var ranges = SweepFailureRanges()
        var failedRuns = 0
        var checks = 0
        var checked = Set<Int>()
        for (position, index) in indices.enumerated() {
            let values = plan.values(index)
            let made: (run: SweepRun, failures: [ExpectationFailure], checked: Set<Int>)
            do {
                made = try runner.runReporting(values, index: index)
            } catch let error as Diagnostic {
                throw SweepFailure(diagnostic: error, combination: runner.binder.describe(values))
            }
            runs.append(made.run)
            checks += made.run.expectationsChecked
            checked.formUnion(made.checked)
            if !made.failures.isEmpty { failedRuns += 1 }
            let combination = plan.combination(index)
            for f in made.failures {
                ranges.add(.init(start: f.range.start, expected: f.expected, actual: f.actual), combination: combination,
                           position: position)
            }
        }
        let complete = plan.total.map { SweepIndex(indices.count) == $0 } ?? false
        if complete { ranges.joinNeighbours(parameters: plan.parameters.count) }

        var failures: [Int: [(low: [Int], failure: ExpectationResult.Failure)]] = [:]
        for key in ranges.keys {
            for box in ranges.boxes[key] ?? [] {
                let context = SweepFailureRanges.describe(box, plan: plan) + (box.runs > 1 ? " (\(box.runs) runs)" : "")
                failures[key.start, default: []].append((box.low, .init(expected: key.expected, actual: key.actual, context: context)))
            }
            if let more = ranges.uncounted[key] {
                let last = [Int](repeating: Int.max, count: plan.parameters.count)
                failures[key.start, default: []].append(
                    (last, .init(expected: key.expected, actual: key.actual,
                                 context: "\(more) more run\(more == 1 ? "" : "s") (not listed: more than \(SweepFailureRanges.maximumBoxes) ranges)")))
            }
        }
        let expectations = ExpectationResult.expectStatements(script.statements).map { s in
            ExpectationResult(location: script.file.location(of: s.range.start),
                              text: TranscriptFormatter.firstLine(script.file.text(of: s.range), escaped: false, comment: false),
                              checked: checked.contains(s.range.start),
                              failures: (failures[s.range.start] ?? []).sorted { $0.low.lexicographicallyPrecedes($1.low) }.map(\.failure))
        }
        return SweepTestResult(plan: plan, runs: runs, failedRuns: failedRuns, expectationsChecked: checks,
                               expectations: expectations, isComplete: complete)
    }
}
