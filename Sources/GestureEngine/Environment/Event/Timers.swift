extension GestureEnvironment {
    /// Moves the clock to `target`, firing due timers in (deadline, scheduling order); `now` is each timer's deadline
    /// while it fires, and the update pass runs right after each one (the run-loop observer's role).
    public func advance(to target: VirtualTime) {
        // Most calls fire nothing (a move sample, a wait with no timer pending): one deadline compared.
        if let next = timers.nextDeadline(), next <= target { fireTimers(notAfter: target) }
        if target > now { now = target }
    }

    /// Advances the clock by `span`.
    public func advance(by span: TimeSpan) { advance(to: now + span) }

    /// Fires the timers due at or before `target`, in order (`advance(to:)`).
    @inline(never)
    private func fireTimers(notAfter target: VirtualTime) {
        while let (deadline, key) = timers.popFirstDue(notAfter: target) {
            now = deadline
            let r = key.recognizer
            // A scroll view's pan schedules no timer of its own: its slot carries the view's display frames.
            if !scrollViewOfPan.isEmpty, let view = scrollViewOfPan[r] {
                // The slot is free again without the pan firing: told as cancelled, so a reader of the timers sees it go.
                if tracesTimerEvents { emitTimerEvent(.timerCancelled(time: now, recognizer: r, timer: key.timer)) }
                showDisplayFrames(view, notAfter: target)
                continue
            }
            recognizers[r].scheduledTimers &= ~key.timer.bit
            // A timer of a recognizer that already finished is stale; machines cancel theirs, so this is rare.
            guard recognizers[r].attempt.receivesTouches, recognizers[r].isEnabled else {
                if tracesTimerEvents { emitTimerEvent(.timerCancelled(time: now, recognizer: r, timer: key.timer)) }
                continue
            }
            emit(.timerFired(time: now, recognizer: r, timer: key.timer))
            let m = machine(r)
            let actions = tracked.withTouches(of: r) { machines.timerFired(m, key.timer, TouchBatch(touches: $0, now: now)) }
            apply(actions, to: r)
            updatePass()
            // A timer's update pass may release a withheld touch-up to a table (G4).
            if !tablesWithQueuedSelection.isEmpty { performQueuedSelections() }
        }
    }

    /// Cancels `r`'s pending timers (it finished or reset); usually it has none left.
    @inline(__always)
    func cancelTimers(of r: RecognizerID) {
        if recognizers[r].scheduledTimers != 0 { cancelScheduledTimers(of: r) }
    }

    private func cancelScheduledTimers(of r: RecognizerID) {
        var pending = recognizers[r].scheduledTimers
        recognizers[r].scheduledTimers = 0
        // The walk over the tags stops at the last one scheduled (a recognizer rarely has two timers).
        for t in MachineTimer.all where pending & t.bit != 0 {
            timers.cancel(TimerKey(recognizer: r, timer: t))
            if tracesTimerEvents { emitTimerEvent(.timerCancelled(time: now, recognizer: r, timer: t)) }
            pending &= ~t.bit
            if pending == 0 { return }
        }
    }
}
