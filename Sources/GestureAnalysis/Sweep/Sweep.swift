import GestureLanguage
import GestureScript

/// A run that could not be made: a parameter value a statement cannot take, or a runtime error. The sweep stops at
/// the first one; `combination` names the values (`dt = -50ms`), empty for an error in the scene statements.
public struct SweepFailure: Error, Sendable {
    public var diagnostic: Diagnostic
    public var combination: String

    public init(diagnostic: Diagnostic, combination: String) {
        self.diagnostic = diagnostic
        self.combination = combination
    }
}

/// `gesturelab sweep`: one script, run once per combination of its parameters' values, each from a fresh copy of
/// the scene (``SweepRunner``), plus the boundaries between outcomes refined by bisection.
public final class Sweep {
    public let plan: SweepPlan
    public let runner: SweepRunner
    /// Runs made so far, refinement runs included.
    public private(set) var runsMade = 0

    public init(script: Script, options: SessionOptions = SessionOptions()) throws {
        plan = SweepPlan(script.parameters)
        do {
            runner = try SweepRunner(script: script, options: options)
        } catch let error as Diagnostic {
            throw SweepFailure(diagnostic: error, combination: "")
        }
    }

    /// One run with `values` (`index` -1 for refinement runs).
    func runOne(_ values: [ParameterValue], index: SweepIndex) throws -> SweepRun {
        runsMade += 1
        do {
            return try runner.run(values, index: index)
        } catch let error as Diagnostic {
            throw SweepFailure(diagnostic: error, combination: runner.binder.describe(values))
        }
    }

    /// Runs the combinations `indices` in order; `progress` is told how many are done after each.
    public func run(_ indices: [SweepIndex], progress: ((Int) -> Void)? = nil) throws -> [SweepRun] {
        try runAll(indices, progress: progress)
    }

    /// Runs a sweep invocation's combinations in order; `progress` is told how many are done after each.
    public func run(_ indices: SweepRunList, progress: ((Int) -> Void)? = nil) throws -> [SweepRun] {
        try runAll(indices, progress: progress)
    }

    /// Runs combination `i % total` for each `i` in `range`, one at a time, and keeps nothing (`gesturelab bench
    /// sweep`: each thread's share of its runs, cyclically over the combinations). Each run is made as ``run(_:progress:)``
    /// makes a one-run list's. Throws ``SweepFailure`` at the first run that stops at an error.
    public func runCyclically(_ range: Range<Int>) throws {
        let count = plan.total ?? 1
        for i in range { _ = try run([SweepIndex(i) % count]) }
    }

    // Concrete entry points: a generic one called from another module would run unspecialized, looking up generic
    // metadata on every call (the bench calls it once per run).
    private func runAll<C: Collection<SweepIndex>>(_ indices: C, progress: ((Int) -> Void)?) throws -> [SweepRun] {
        var runs: [SweepRun] = []
        runs.reserveCapacity(indices.count)
        for (k, index) in indices.enumerated() {
            runs.append(try runOne(plan.values(index), index: index))
            progress?(k + 1)
        }
        return runs
    }

    /// The boundaries between the outcomes of `runs` (neighbouring combinations only), refined.
    public func boundaries(of runs: [SweepRun], refine: SweepRefinement) throws -> (boundaries: [SweepBoundary], omitted: Int) {
        var byIndex: [SweepIndex: SweepRun] = [:]
        for r in runs { byIndex[r.index] = r }
        return try findBoundaries(byIndex, refine: refine)
    }
}
