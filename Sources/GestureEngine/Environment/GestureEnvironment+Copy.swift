/// A value copy of an environment, so that a sweep can set a scene up once and start every run from it.
extension GestureEnvironment {
    /// An independent environment in the same state: views, recognizers and their machines, touches, timers, withheld
    /// deliveries, clock and options. Changing either one afterwards leaves the other as it was.
    ///
    /// Not copied: the `host` (the copy has none: an app keeps a model of its own, so it copies itself and becomes
    /// the copy's host, see `AppHost`; action bindings and delegate answers are values and are copied), the pending `trace` (the copy starts with an empty one), the
    /// `traceListener` (it belongs to whoever runs the original; the copy's runner sets its own) and the per-event
    /// scratch buffers (empty between events).
    /// Cost: proportional to the number of views, recognizers and known touches; nothing on the per-event path.
    public func copy() -> GestureEnvironment {
        let c = GestureEnvironment()
        c.now = now
        c.screenSize = screenSize
        c.views = views
        c.recognizerByName = recognizerByName
        c.viewByName = viewByName
        recognizers.copy(into: c.recognizers)
        machines.copy(into: c.machines)
        c.isTracing = isTracing
        c.traceSelection = traceSelection
        c.countsViewCalls = countsViewCalls
        c.viewCalls = viewCalls
        c.options = options
        c.eventCount = eventCount
        touchTable.copy(into: c.touchTable)
        c.fingerTouch = fingerTouch
        c.nextTouchSerial = nextTouchSerial
        c.timers = timers
        c.viewQueues = viewQueues
        c.cachedEvaluationOrder = cachedEvaluationOrder
        c.cachedEvaluationRank = cachedEvaluationRank
        c.cachedStaticGroups = cachedStaticGroups
        c.terminalCount = terminalCount
        c.hasDynamicDelegates = hasDynamicDelegates
        c.hasExclusiveViews = hasExclusiveViews
        c.hasRefusingControls = hasRefusingControls
        c.consoleLineCount = consoleLineCount
        return c
    }
}
