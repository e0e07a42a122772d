internal import GestureAnalysis
internal import GestureLanguage
internal import GestureScript

extension ScriptSweep {
    /// What a sweep found: its cells, in the order of their combinations, and the counts `gesturelab sweep` and
    /// `gesturelab test` report.
    public struct Result: Hashable, Sendable {
        /// The parameters' names, in the order they are declared (and bound in each ``Cell/bindings``).
        public var parameters: [String]
        /// How many combinations the parameters' values make (the cells of the whole map); nil when more than `Int`
        /// counts.
        public var combinations: Int?
        /// The cells that ran (every combination, or the ``ScriptSweep/sample`` or ``ScriptSweep/shard`` of them), in
        /// the order of their combinations: the last parameter changes fastest.
        public var cells: [Cell]

        init(plan: SweepPlan, cells: [Cell]) {
            parameters = plan.parameters.map(\.name.value)
            combinations = plan.total.flatMap { Int(exactly: $0) }
            self.cells = cells
        }

        /// ``ScriptRun/Status/expectationFailed`` when an `expect` failed in any cell, else
        /// ``ScriptRun/Status/passed`` (the exit status of `gesturelab sweep`; an error is thrown instead).
        public var status: ScriptRun.Status { failedCells > 0 ? .expectationFailed : .passed }

        /// How many cells ran.
        public var runs: Int { cells.count }

        /// How many cells an `expect` failed in.
        public var failedCells: Int { cells.count { !$0.failedExpectations.isEmpty } }

        /// How many `expect` statements ran, over all cells.
        public var expectationsChecked: Int { cells.reduce(0) { $0 + $1.expectationsChecked } }

        /// The distinct ``Cell/outcome``s, in the order of the first cell that has each: the order of the letters
        /// `A`, `B`, … of `gesturelab sweep`'s map.
        public var outcomes: [String] {
            var seen = Set<String>()
            return cells.compactMap { seen.insert($0.outcome).inserted ? $0.outcome : nil }
        }
    }

    /// One combination of the parameters' values and what its run did.
    public struct Cell: Hashable, Sendable {
        /// Each parameter's value in this run, in the order the parameters are declared.
        public var bindings: [Binding]
        /// What the sweep groups runs by, and its map colours: the recognizers whose actions ran and how often, those
        /// left in a state other than `possible` or `failed`, the `expect` lines that failed, and the TouchTracker
        /// model and scroll views when there are any (`doubleTap ×1`; `no actions; expect line 6 failed`). Runs with
        /// the same outcome share a letter on the map. Its wording is the command line's.
        public var outcome: String
        /// How many action messages each recognizer sent since the last `mark` (or the start), for those that sent
        /// any (`expect NAME actions N` counts them so).
        public var actionCounts: [String: Int]
        /// Every recognizer's state when the run ended.
        public var states: [String: RecognizerState]
        /// The `expect` statements that did not hold, in the order they failed.
        public var failedExpectations: [FailedExpectation]
        /// How many `expect` statements ran.
        public var expectationsChecked: Int

        /// ``ScriptRun/Status/expectationFailed`` when an `expect` failed, else ``ScriptRun/Status/passed``.
        public var status: ScriptRun.Status { failedExpectations.isEmpty ? .passed : .expectationFailed }

        /// The value of the parameter named `parameter` (without `$`) in this run; nil when there is none.
        public func value(of parameter: String) -> Value? {
            bindings.first { $0.name == parameter }?.value
        }

        init(_ run: SweepRun, plan: SweepPlan, failures: [ExpectationFailure], file: SourceFile) {
            bindings = zip(plan.parameters, run.values).map { Binding(name: $0.name.value, value: Value($1), text: $1.text) }
            outcome = run.outcome
            var counts: [String: Int] = [:]
            for a in run.actions { counts[a.name] = a.count }
            actionCounts = counts
            var states: [String: RecognizerState] = [:]
            for s in run.states { states[s.name] = RecognizerState(rawValue: s.state) ?? .possible }
            self.states = states
            failedExpectations = failures.map { FailedExpectation($0, file: file) }
            expectationsChecked = run.expectationsChecked
        }
    }

    /// A parameter's value in one cell.
    public struct Binding: Hashable, Sendable {
        /// The parameter's name, without `$`.
        public var name: String
        /// The value.
        public var value: Value
        /// The value as a script writes it (`350ms`, `0.5`, `(100,200)`).
        public var text: String
    }

    /// A parameter's value: what `$NAME` stands for in one run.
    public enum Value: Hashable, Sendable {
        /// A number (`param d in 5, 10`).
        case number(Double)
        /// A duration (`param dt from 0ms to 600ms step 10ms`), exact to the microsecond.
        case duration(Duration)
        /// A point in screen points (`param p in (10,10), (20,20)`).
        case point(x: Double, y: Double)

        init(_ value: ParameterValue) {
            self = switch value {
            case .number(let x): .number(x)
            case .duration(let us): .duration(.microseconds(us))
            case .point(let x, let y): .point(x: x, y: y)
            }
        }
    }
}
