package import GestureAnalysis
package import GestureLanguage
package import GestureScript

// What the command line sets and reads of a sweep beyond the public API: package access, so other packages never see
// it and docs/library.md promises nothing about it. `gesturelab sweep`, `test` of a script with parameters, `bench
// sweep` and the REPL's `:sweep` run their cells through a `ScriptSweep.Cells`; what they print (the text, csv and
// JSON lines, the SVG map, boundary goldens, shard files) is drawn from the records it returns.
extension ScriptSweep {
    /// A sweep of a script the caller parsed already (checked: no syntax errors), named by its file.
    package init(script: Script) {
        self.init(bytes: script.file.bytes, name: script.file.name)
        parsed = script
    }

    /// The session's options in full (the REPL's limits and its Ctrl-C); ``maxEvents`` is a part of them.
    package var sessionOptions: SessionOptions {
        get { options }
        set { options = newValue }
    }

    /// Whether a statement declares or configures the scene, which every cell shares (the REPL's `:sweep` keeps
    /// these from before its `mark`).
    package static func isScene(_ statement: Statement) -> Bool { SweepCellRunner.isScene(statement) }

    /// Declares the scene and runs the setup once (nothing of a cell runs yet). Throws ``SweepFailure`` for a runtime
    /// error in the scene's declarations. The source must parse (``init(script:)``, or bytes without syntax errors).
    package func prepare() throws -> Cells {
        let script = parsed ?? Parser.parse(SourceFile(name: name, bytes: source)).0
        return try Cells(script: script, options: options)
    }

    /// Ctrl-C (``SessionOptions/isInterrupted``) stopped ``Cells/run(_:batch:progress:stopped:)`` after `made` runs.
    package struct Interrupted: Error {
        package var made: Int
    }

    /// A sweep whose scene is declared and copied: runs its cells from the copy, each once per call, and the runs
    /// its boundaries and subdivision need. Not thread-safe: a thread each (`bench sweep --jobs`).
    package final class Cells {
        /// Where the runs are made.
        private let sweep: Sweep

        fileprivate init(script: Script, options: SessionOptions) throws {
            sweep = try Sweep(script: script, options: options)
        }

        /// Which combinations there are.
        package var plan: SweepPlan { sweep.plan }

        /// Runs the combinations `indices` in order (`gesturelab sweep`); `progress` is told how many are done after
        /// each. Throws ``SweepFailure`` at the first run that stops at an error.
        package func run(_ indices: SweepRunList, progress: ((Int) -> Void)? = nil) throws -> [SweepRun] {
            try sweep.run(indices, progress: progress)
        }

        /// ``run(_:progress:)`` in batches of `batch` runs, asking `stopped` before each (the REPL's Ctrl-C). Throws
        /// ``Interrupted`` with the runs made in whole batches when it says to stop, or when a run was interrupted.
        package func run(_ indices: SweepRunList, batch: Int, progress: ((Int) -> Void)?, stopped: () -> Bool) throws -> [SweepRun] {
            var runs: [SweepRun] = []
            runs.reserveCapacity(indices.count)
            var start = 0
            while start < indices.count {
                if stopped() { throw Interrupted(made: runs.count) }
                let part = Array(indices[start..<min(start + max(1, batch), indices.count)])
                let done = runs.count
                do {
                    runs += try sweep.run(part) { progress?(done + $0) }
                } catch let failure as SweepFailure where failure.diagnostic.id == "interrupted" {
                    throw Interrupted(made: runs.count)
                }
                start += part.count
            }
            return runs
        }

        /// Runs combination `i % count` for each `i` in `range`, the records dropped (`bench sweep`: each thread's
        /// share, cyclically over the combinations). Throws ``SweepFailure`` at the first run that stops at an error.
        package func runCyclically(_ range: Range<Int>) throws {
            // The loop lies with the runs, in the module built for speed.
            try sweep.runCyclically(range)
        }

        /// The cells `indices` with each failed expectation in full (``ScriptSweep/run()``).
        func cells(_ indices: SweepRunList) throws -> [Cell] {
            let plan = sweep.plan, runner = sweep.runner
            var cells: [Cell] = []
            cells.reserveCapacity(indices.count)
            for index in indices {
                let values = plan.values(index)
                do {
                    let made = try runner.runReporting(values, index: index)
                    cells.append(Cell(made.run, plan: plan, failures: made.failures, file: runner.script.file))
                } catch let error as Diagnostic {
                    throw SweepFailure(diagnostic: error, combination: runner.binder.describe(values))
                }
            }
            return cells
        }

        /// What `gesturelab test` makes of the runs `indices`: every run's expectations checked, the failures gathered
        /// into ranges of values. Throws ``SweepFailure`` at the first run that stops at an error.
        package func test(_ indices: SweepRunList) throws -> SweepTestResult {
            try sweep.test(indices)
        }

        /// The boundaries between the outcomes of `runs` (neighbouring combinations only), refined by bisection
        /// (more runs) to `refine`.
        package func boundaries(of runs: [SweepRun], refine: SweepRefinement) throws -> (boundaries: [SweepBoundary], omitted: Int) {
            try sweep.boundaries(of: runs, refine: refine)
        }

        /// `--subdivide factor`: the cells of `runs` where outcomes meet, run again split `factor` ways.
        package func subdivide(_ runs: [SweepRun], factor: Int) throws -> SweepSubdivision {
            try sweep.subdivide(runs, factor: factor)
        }
    }
}
