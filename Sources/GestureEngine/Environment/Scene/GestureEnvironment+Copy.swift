/// A value copy of an environment, so that a sweep can set a scene up once and start every run from it.
extension GestureEnvironment {
    /// An independent environment in the same state: views, recognizers and their machines, touches, timers, withheld
    /// deliveries, clock and options. Changing either one afterwards leaves the other as it was.
    ///
    /// Not copied: the `host` (the copy has none: an app keeps a model of its own, so it copies itself and becomes
    /// the copy's host, see `AppHost`; action bindings and delegate answers are values and are copied), the pending
    /// `trace` (the copy starts with an empty one), the `traceListener` (it belongs to whoever runs the original; the
    /// copy's runner sets its own), the values its trace events share (`traceLists`: the copy makes its own when it
    /// traces) and the per-event scratch buffers (emptied before each use; the tables' queued
    /// selections are empty between events).
    /// Cost: proportional to the number of views, recognizers and known touches; nothing on the per-event path.
    public func copy() -> GestureEnvironment {
        let c = GestureEnvironment()
        copy(into: c)
        return c
    }

    /// Makes `target` what `copy()` would return, reusing its storage (a sweep restores its scene into the same
    /// environment before every run: no environment or table is allocated or freed). `target` loses its host and its
    /// pending trace. `target` must not be this environment, nor be dispatching an event.
    public func copy(into target: GestureEnvironment) {
        guard target !== self else { return }
        // The requirement groups and cycles are worked out first if they are not yet (nothing on the per-event path
        // may have needed them), so that the copies share them instead of each working them out again (a sweep
        // restores its scene once per run).
        ensureStaticGroups()
        ensureRequirementCycles()
        target.host = nil
        target.trace.removeAll(keepingCapacity: true)
        // The log lines the target's trace shared were made from its recognizers, which may be another scene's.
        target.traceLists.forgetLogLines()
        target.now = now
        target.screenSize = screenSize
        target.views = views
        target.recognizerByName = recognizerByName
        target.viewByName = viewByName
        recognizers.copy(into: target.recognizers)
        participants.copy(into: target.participants)
        resetVisit.copy(into: target.resetVisit)
        target.resetWalk = resetWalk
        machines.copy(into: target.machines)
        target.isTracing = isTracing
        target.tracesOutcomes = tracesOutcomes
        target.tracesTimers = tracesTimers
        target.traceSelection = traceSelection
        target.countsViewCalls = countsViewCalls
        target.viewCalls = viewCalls
        target.options = options
        target.fastPaths = fastPaths
        target.eventCount = eventCount
        touchTable.copy(into: target.touchTable)
        tracked.copy(into: target.tracked)
        target.fingerTouch = fingerTouch
        target.nextTouchSerial = nextTouchSerial
        timers.copy(into: target.timers)
        target.viewQueues = viewQueues
        target.cachedEvaluationOrder = cachedEvaluationOrder
        target.cachedEvaluationRank = cachedEvaluationRank
        target.cachedStaticGroups = cachedStaticGroups
        target.finishedCount = finishedCount
        target.hasDynamicDelegates = hasDynamicDelegates
        target.requirementCycles = requirementCycles
        target.staticRequirementPairs = staticRequirementPairs
        target.cyclesAreStale = cyclesAreStale
        target.sceneHasCycles = sceneHasCycles
        target.hasExclusiveViews = hasExclusiveViews
        target.hasRefusingControls = hasRefusingControls
        target.scrollViews = scrollViews
        target.scrollViewOfPan = scrollViewOfPan
        target.contentTouches = contentTouches
        target.scrollViewOfDelay = scrollViewOfDelay
        target.tables = tables
        target.tableOfSwipePan = tableOfSwipePan
        target.tableRowChanges = tableRowChanges
        target.displayFramesPerSecond = displayFramesPerSecond
        target.consoleLineCount = consoleLineCount
    }
}
