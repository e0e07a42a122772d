import GestureEngine
import GestureLanguage
import GestureScript

/// What one run of a sweep produced: per recognizer the actions it sent and its final state, the expectations that
/// failed, and the TouchTracker model's summary. ``outcome`` is the label runs are grouped by.
public struct SweepRun: Hashable, Sendable {
    /// The combination's number in the plan (refinement runs, which are not kept, have -1).
    public var index: SweepIndex
    public var values: [ParameterValue]
    /// `(recognizer, actions)` for every recognizer that sent at least one action since the last `mark` (or the start,
    /// as `expect NAME actions N` counts), in declaration order.
    public var actions: [Counted]
    /// `(recognizer, state)` for every recognizer, in declaration order.
    public var states: [Named]
    public var expectationsChecked: Int
    /// The lines of the `expect`s that did not hold.
    public var failedExpectations: [Int]
    /// `3 lines, line 1 selected`, when TouchTracker is installed.
    public var model: String?

    public struct Counted: Hashable, Sendable {
        public var name: String
        public var count: Int
    }

    public struct Named: Hashable, Sendable {
        public var name: String
        public var state: String
    }

    /// `doubleTap ×1, tap ×1`; `no actions`; with failed expectations and the model appended.
    public var outcome: String {
        outcome(failed: "expect line" + (failedExpectations.count > 1 ? "s " : " ")
                    + failedExpectations.map(String.init).joined(separator: ",") + " failed")
    }

    /// ``outcome`` with the failed expectations named by what they say (`expect tap actions 1 failed`) instead of
    /// their lines: what a golden of the sweep's boundaries records, so that it does not change when a comment or a
    /// blank line moves the script's lines. `texts` gives each line's `expect` statements.
    public func outcome(naming texts: [Int: [String]]) -> String {
        var seen = Set<Int>()
        let named = failedExpectations.compactMap { line -> String? in
            guard seen.insert(line).inserted else { return nil }
            return (texts[line] ?? ["line \(line)"]).map { "expect \($0)" }.joined(separator: "; ")
        }
        return outcome(failed: named.joined(separator: "; ") + " failed")
    }

    private func outcome(failed: @autoclosure () -> String) -> String {
        var parts = [actions.isEmpty ? "no actions" : actions.map { "\($0.name) ×\($0.count)" }.joined(separator: ", ")]
        let unsettled = states.filter { $0.state != "possible" && $0.state != "failed" }
        if !unsettled.isEmpty { parts.append(unsettled.map { "\($0.name) \($0.state)" }.joined(separator: ", ")) }
        if !failedExpectations.isEmpty { parts.append(failed()) }
        if let model { parts.append(model) }
        return parts.joined(separator: "; ")
    }
}

extension SweepRun {
    /// The record of a run with `values` that told `summary` at its end and failed the expectations on the lines
    /// `failed` (in the order they failed).
    init(_ summary: RunSummary, values: [ParameterValue], index: SweepIndex, failed: [Int]) {
        var actions: [Counted] = []
        var states: [Named] = []
        states.reserveCapacity(summary.recognizers.count)
        for r in summary.recognizers {
            if r.actions > 0 { actions.append(Counted(name: r.name, count: r.actions)) }
            states.append(Named(name: r.name, state: r.state.description))
        }
        var model = summary.model.map { m in
            "\(m.lines) line\(m.lines == 1 ? "" : "s")"
                // Numbered from 0, as the model, `expect selected N` and `expect line N` number lines.
                + (m.selectedLine.map { ", line \($0) selected" } ?? "")
                + (m.menuShown ? ", menu shown" : "")
        }
        // A scene with scroll views: what their content got and which were dragged (the content-touch delay's map).
        if let containers = summary.containers { model = model.map { $0 + "; " + containers } ?? containers }
        self.init(index: index, values: values, actions: actions, states: states, expectationsChecked: summary.expectationsChecked,
                  failedExpectations: failed, model: model)
    }
}

/// Runs one parsed script once per combination of its parameters' values (``SweepCellRunner``, each run from a
/// fresh copy of the scene) and makes each run's record (``SweepRun``) from what the run told in the output stream:
/// its failed expectations, the error that stopped it, and its summary (`SessionOutput.summary`). Nothing else of the
/// run is read.
public final class SweepRunner {
    /// Where the runs are made.
    let cells: SweepCellRunner
    /// What the current run told; one for every run, so that handing the runs' outputs to it allocates nothing.
    private let reader = SweepRunReader()
    private let sink: (SessionOutput) -> Void

    public var script: Script { cells.script }
    public var binder: ParameterBinder { cells.binder }

    /// Runs the scene statements and the setup (``SweepCellRunner/init(script:options:)``). Throws the first runtime
    /// error among the scene statements.
    public convenience init(script: Script, options: SessionOptions = SessionOptions()) throws {
        self.init(cells: try SweepCellRunner(script: script, options: options))
    }

    init(cells: SweepCellRunner) {
        self.cells = cells
        let reader = reader
        sink = { reader.read($0) }
    }

    /// Whether a statement declares or configures the scene (the REPL's `:sweep` keeps these from before its `mark`).
    public static func isScene(_ s: Statement) -> Bool { SweepCellRunner.isScene(s) }

    /// Runs the script with `values` (one per parameter). Throws a binding or runtime error.
    public func run(_ values: [ParameterValue], index: SweepIndex) throws -> SweepRun {
        reader.start(values, index: index, keepingFailures: false)
        cells.run(values, sink: sink)
        return try reader.finish()
    }

    /// ``run(_:index:)`` with what `gesturelab test` reports of each run: every failed expectation in full, and where
    /// the expectations that were checked start (``RunSummary/checkedExpectations``). (A method of its own: the
    /// sweep's runs collect only the lines, and are measured by the performance budget.)
    public func runReporting(_ values: [ParameterValue], index: SweepIndex)
        throws -> (run: SweepRun, failures: [ExpectationFailure], checked: Set<Int>)
    {
        reader.start(values, index: index, keepingFailures: true)
        cells.run(values, sink: sink)
        let run = try reader.finish()
        return (run, reader.takeFailures(), reader.takeChecked())
    }
}

/// Reads one run's outputs into its record: the lines of its failed expectations (and the failures themselves, and
/// where the checked expectations start, when asked), the error that stopped it, and its summary.
final class SweepRunReader {
    private var values: [ParameterValue] = []
    private var index: SweepIndex = 0
    private var keepsFailures = false
    private var failed: [Int] = []
    private var failures: [ExpectationFailure] = []
    private var checked: Set<Int> = []
    private var run: SweepRun?
    private var error: Diagnostic?

    func start(_ values: [ParameterValue], index: SweepIndex, keepingFailures: Bool) {
        self.values = values
        self.index = index
        keepsFailures = keepingFailures
        failed = []
        failures = []
        checked = []
        run = nil
        error = nil
    }

    func read(_ output: SessionOutput) {
        switch output {
        case .expectationFailure(let f):
            failed.append(f.line)
            if keepsFailures { failures.append(f) }
        case .error(let d):
            error = d
        case .summary(let summary):
            // The last output of the run: its failed expectations are all in.
            run = SweepRun(summary, values: values, index: index, failed: failed)
            if keepsFailures { checked = summary.checkedExpectations }
        default:
            break
        }
    }

    /// The run's record; throws the error that stopped it.
    func finish() throws -> SweepRun {
        if let error { throw error }
        // A run that no error stopped always ends with its summary (`SweepCellRunner.run`).
        let made = run ?? SweepRun(RunSummary(recognizers: [], expectationsChecked: 0, checkedExpectations: [], model: nil),
                                   values: values, index: index, failed: failed)
        // Nothing of the run is held past it.
        run = nil
        values = []
        failed = []
        return made
    }

    func takeFailures() -> [ExpectationFailure] {
        defer { failures = [] }
        return failures
    }

    func takeChecked() -> Set<Int> {
        defer { checked = [] }
        return checked
    }
}
