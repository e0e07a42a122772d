/// The update pass's effects: what the planner decided for a recognizer, carried out — its attempt changed, the
/// transition traced, its actions sent, its touches taken from the views, its timers and touches let go.
extension GestureEnvironment {
    /// What a report did, for the pass's decision whether another round may find something new.
    enum ReportOutcome {
        case nothing
        /// A first report of a recognition.
        case recognition
        /// A `changed` update.
        case update
        /// The `ended` of a running gesture.
        case end
        /// `failed` or `cancelled`.
        case failure
    }

    /// Carries out `planned` for `r` (docs/engine.md §3, step 3): the reported state catches up with the attempt, with
    /// its actions (one per bound method, in binding order [DOC A-H]) and, with `cancelsTouchesInView`, the view
    /// cancellations around them (`cancelLiveTouches`, `cancelWithheldTouches`; open question 3).
    @inline(__always)
    func carryOut(_ planned: PlannedReport, for r: RecognizerID) -> ReportOutcome {
        switch planned {
        case .nothing:
            return .nothing
        case .wait:
            // Held back: it waits, silent, withholding its touches; the trace names what it waits for, once.
            guard case .recognized(let reached, _) = recognizers[r].attempt else { return .nothing }
            recognizers[r].attempt = .recognized(reached, waiting: true)
            emit(.waiting(time: now, recognizer: r, wouldBe: reached.state, blockedBy: activeRequirements(of: r)))
            return .nothing
        case .recognize(let reached, let afterWaiting):
            reportRecognition(of: r, reached: reached, afterWaiting: afterWaiting)
            return .recognition
        case .change:
            report(r, as: .running(.changed, owesChanged: false), cause: nil)
            reportUpdateEffects(of: r)
            return .update
        case .end:
            report(r, as: .finished(.ended), cause: recognizers[r].cause)
            reportUpdateEffects(of: r)
            finishAttempt(r)
            return .end
        case .fail:
            report(r, as: .finished(.failed), cause: recognizers[r].cause)
            finishAttempt(r)
            return .failure
        case .cancel:
            // Its `began` action went out, so `cancelled` sends one too [DOC, DEC D].
            report(r, as: .finished(.cancelled), cause: recognizers[r].cause)
            sendActions(r)
            finishAttempt(r)
            return .failure
        }
    }

    /// The first report of a recognition: a discrete recognizer reports `recognized` (ended); a continuous one reports
    /// `began`, then the state its machine reached beyond it, each with its actions [DEC D `_sendActions`; GUESS ref
    /// §1.3]. With `cancelsTouchesInView`, the recognizer takes its touches from their views: live ones get
    /// `touchesCancelled` after the actions (before them with `cancelLiveTouchesBeforeAction`), withheld ones are
    /// claimed after the actions (before with `cancelWithheldTouchesAfterAction` false) [OBS O-pan2, O-tap; DEC D].
    private func reportRecognition(of r: RecognizerID, reached: Attempt.Reached, afterWaiting: Bool) {
        // `_willBeginAfterSatisfyingFailureRequirements`: a pan let go by its requirement restarts its translation [DEC].
        if afterWaiting { machines.willBeginAfterSatisfyingFailureRequirements(machine(r)) }
        let discrete = recognizers[r].isDiscrete
        let cancels = recognizers[r].cancelsTouchesInView
        // A member of a failure-requirement cycle let go by another member's failure says so.
        var cause = recognizers[r].cause
        if afterWaiting, let failed = cycleMemberThatFreed(r) { cause = .cycleFreed(failed: failed, freed: r) }
        report(r, as: discrete ? .finished(.ended) : .running(.began, owesChanged: false), cause: cause)
        if cancels, options.cancelLiveTouchesBeforeAction { cancelLiveTouches(of: r) }
        if cancels, !options.cancelWithheldTouchesAfterAction { cancelWithheldTouches(of: r) }
        sendActions(r)
        if !discrete, reached != .began {
            report(r, as: reached == .changed ? .running(.changed, owesChanged: false) : .finished(.ended), cause: nil)
            sendActions(r)
        }
        if cancels {
            if !options.cancelLiveTouchesBeforeAction { cancelLiveTouches(of: r) }
            if options.cancelWithheldTouchesAfterAction { cancelWithheldTouches(of: r) }
        }
        if recognizers[r].attempt.isFinished { finishAttempt(r) }
    }

    /// The actions of a `changed` or `ended` report, with the live touches that joined the gesture after it began
    /// cancelled around them.
    @inline(__always)
    func reportUpdateEffects(of r: RecognizerID) {
        let cancels = recognizers[r].cancelsTouchesInView
        if cancels, options.cancelLiveTouchesBeforeAction { cancelLiveTouches(of: r) }
        sendActions(r)
        if cancels, !options.cancelLiveTouchesBeforeAction { cancelLiveTouches(of: r) }
    }

    /// `r` reports the state of `next`, which becomes its attempt.
    @inline(__always)
    func report(_ r: RecognizerID, as next: Attempt, cause: Cause?) {
        let before = recognizers[r].report(next, cause: cause, at: now)
        let state = next.reported
        if state.isTerminal { finishedCount += 1 }
        if tracesAnything { traceTransition(r, from: before.reported, to: state, cause: cause) }
    }

    private func traceTransition(_ r: RecognizerID, from: GestureState, to state: GestureState, cause: Cause?) {
        if tracesOutcomeEvents {
            trace.append(.transition(time: now, recognizer: r, from: from, to: state, cause: cause))
        } else if traceSelection.tracesTransitions(of: r.index) {
            traceListener?.recognizer(r, reported: state)
        }
    }

    /// After ended, cancelled or failed: the recognizer lets go of its touches (`_ignoreActiveEvents`) and its timers
    /// stop. One that failed or was cancelled while a requirement of its is still active, with phases of its touches
    /// withheld, keeps them withheld until that requirement completes: UIKit releases delayed touches only for a
    /// recognizer with no unmet failure requirement, and otherwise when the required one completes [DEC D
    /// `_updateGestureForActiveEvents`, `_requiredGestureRecognizerCompletedOrWasUnrelated:`; ref §2.4, §3.2]. It stays
    /// listed on its touches (which it no longer receives) so that `withholds` finds it; its reset takes it off.
    private func finishAttempt(_ r: RecognizerID) {
        if case .finished(let outcome) = recognizers[r].attempt, outcome != .ended,
           !(recognizers[r].failureRequirements.isEmpty && recognizers[r].dynamicRequirements.isEmpty),
           !viewQueues.isEmpty, hasActiveRequirement(r), hasQueuedPhases(r) {
            recognizers[r].attempt = .keepsWithheld(outcome == .failed ? .failed : .cancelled)
        } else {
            // Its tracked touches are among its history (both gain a touch at its began; `ignore` drops it from both).
            for k in 0..<recognizers[r].touchHistory.count { removeRecognizer(r, fromTouch: recognizers[r].touchHistory[k]) }
        }
        tracked.removeAll(of: r)
        cancelTimers(of: r)
    }

    /// True when some touch of `r` has a phase waiting in a view queue.
    private func hasQueuedPhases(_ r: RecognizerID) -> Bool {
        for k in 0..<recognizers[r].touchHistory.count {
            if let t = touchTable.slot(of: recognizers[r].touchHistory[k]), touchTable.records[t].queuedPhases > 0 { return true }
        }
        return false
    }
}
