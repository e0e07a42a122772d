extension GestureEnvironment {
    /// Carries out what a machine asked for, in order: a state (`request`), a timer started or cancelled, touches
    /// ignored.
    @inline(__always)
    func apply(_ actions: MachineActions, to r: RecognizerID) {
        // By index: `for action in actions` would copy the inline storage into an iterator.
        for n in 0..<actions.count {
            switch actions[n] {
            case .setState(let s):
                request(s, cause: machines.cause(machine(r)), for: r)
            case .startTimer(let t, let delay):
                timers.schedule(TimerKey(recognizer: r, timer: t), at: now + delay)
                recognizers[r].scheduledTimers |= t.bit
                if tracesTimerEvents { emitTimerEvent(.timerScheduled(time: now, recognizer: r, timer: t, deadline: now + delay)) }
            case .cancelTimer(let t):
                if recognizers[r].scheduledTimers & t.bit != 0 {
                    timers.cancel(TimerKey(recognizer: r, timer: t))
                    recognizers[r].scheduledTimers &= ~t.bit
                    if tracesTimerEvents { emitTimerEvent(.timerCancelled(time: now, recognizer: r, timer: t)) }
                }
            case .ignoreNewTouches(let keeping):
                ignoreNewTouches(by: r, keeping: keeping)
            }
        }
    }

    /// The machine asked for state `s`. Leaving `possible` (for began or ended), `gestureRecognizerShouldBegin` is
    /// asked first: a refusal fails the recognizer instead [DOC A-H].
    private func request(_ s: GestureState, cause: Cause?, for r: RecognizerID) {
        if !contentTouches.isEmpty, case .possible = recognizers[r].attempt, answersContentTouchChecks(s, cause: cause, for: r) {
            return
        }
        if case .possible = recognizers[r].attempt, s == .began || s == .ended, let refusal = shouldBeginRefusal(r) {
            recognizers[r].fail(because: .shouldBeginFalse(answeredBy: refusal))
            cancelTimers(of: r)
            return
        }
        recognizers[r].request(s, because: cause)
    }

    /// A scroll view's delay recognizer about to release (B6), or its pan about to begin (B7), while `r` is possible:
    /// true when the scroll view's checks decided `r`'s state instead of `s`. Out of line: only scenes with scroll
    /// views get here, and `request`, which every machine request goes through, stays small enough to inline.
    @inline(never)
    private func answersContentTouchChecks(_ s: GestureState, cause: Cause?, for r: RecognizerID) -> Bool {
        if s == .failed, cause != .touchesCancelled, let v = scrollViewOfDelay[r] {
            if let refusing = contentTouchCheck(r, of: v) {
                recognizers[r].request(.ended, because: .contentTouchRefused(scrollView: v, view: refusing))
                return true
            }
        } else if s == .began, let v = scrollViewOfPan[r], let kept = contentTouchesKept(by: r, of: v) {
            recognizers[r].fail(because: kept)
            cancelTimers(of: r)
            return true
        }
        return false
    }

    /// Who refuses to let `r` begin, if anyone: the views under its touches, then its delegate.
    /// UIKit's standard controls refuse some gestures of recognizers attached to other views (a button a single
    /// tap, a slider a parallel swipe, a switch a parallel pan) [DOC A-ctl], and only while that recognizer's
    /// `cancelsTouchesInView` is true: the decompile asks the views only when the flag bit that gates
    /// `cancelDelayedTouches` is set [DEC D], and with `cancelsTouchesInView = false` both the recognizer and the
    /// button fire [OBS O-ctl2]. A plain `UIControl` refuses nothing [OBS O-ctl2].
    private func shouldBeginRefusal(_ r: RecognizerID) -> Cause.Refuser? {
        if recognizers[r].cancelsTouchesInView, hasRefusingControls,
           let gesture = machines.controlSensitiveGesture(machine(r), touches: tracked.array(of: r)) {
            for t in recognizers[r].touchHistory {
                guard let k = touchTable.slot(of: t) else { continue }
                let v = touchTable.records[k].view
                guard v != recognizers[r].view, views[v.index].kind.refuses(gesture) else { continue }
                return .control(v)
            }
        }
        if recognizers[r].delegate.shouldBegin == false { return .delegate }
        // A table's swipe-action pan has swipe-to-delete's handler as its delegate (G9).
        if !tableOfSwipePan.isEmpty, let table = tableOfSwipePan[r], let refusal = swipeRefusal(r) {
            return .swipeActions(table: table, refusal: refusal)
        }
        return nil
    }

    /// `ignore(_:for:)` for the touches that began in this event, after the first `keeping` of them (arrival order):
    /// the recognizer forgets them; it no longer delays or cancels them [DOC A-HS].
    private func ignoreNewTouches(by r: RecognizerID, keeping: Int) {
        var kept = 0
        var k = 0
        while k < tracked.count(of: r) {
            let t = tracked.touch(k, of: r)
            k += 1
            guard t.phase == .began else { continue }
            kept += 1
            if kept > keeping {
                k -= 1
                tracked.remove(at: k, from: r)
                recognizers[r].touchHistory.removeAll { $0 == t.id }
                removeRecognizer(r, fromTouch: t.id)
            }
        }
    }

    /// Takes `r` off a touch's list of recognizers (it no longer withholds or claims it).
    func removeRecognizer(_ r: RecognizerID, fromTouch t: TouchID) {
        guard let k = touchTable.slot(of: t) else { return }
        touchTable.records.withUnsafeElement(k) { touch in
            // Often the recognizer that finishes is the touch's last entry: it goes without a search.
            if touch.recognizers.last == r {
                touch.recognizers.removeLast()
            } else if let n = touch.recognizers.firstIndex(of: r) {
                touch.recognizers.remove(at: n)  // A recognizer appears at most once per touch.
            }
        }
    }
}
