extension GestureEnvironment {
    /// UIKit's `_UIGestureEnvironmentUpdate`, run to a fixed point: failure requirements, exclusion, reported
    /// transitions with their actions and view cancellations, release of withheld touches, and resets
    /// (the reference's recommended order, §3.2). Re-entrant calls (an action that disables a recognizer) are folded
    /// into the running pass.
    func updatePass() {
        guard !isInUpdatePass else { return }
        isInUpdatePass = true
        defer { isInUpdatePass = false }
        if hasDynamicDelegates { askDynamicRequirements() }
        // Every iteration either reports a transition or resets a recognizer, and states only move forward between
        // resets, so this terminates; the bound guards against a broken invariant. An iteration that only reported
        // `changed` updates (no app code ran) enabled nothing new: requirements, exclusion and resets read whether a
        // recognizer is possible, recognizing or finished, and `began` → `changed` → `changed` stays recognizing.
        // So such an iteration needs no confirming one. Nor does one whose other reports and resets were all quiet
        // failures (`isQuietFailure`): a pan or long press failing alone at a touch-up.
        defer { assert(participantsAreConsistent(), "the participants list disagrees with the records") }
        // (Wrapping arithmetic: the table holds far fewer than Int.max / 8 records, and the checked form cost about 5
        // instructions per pass.)
        for _ in 0..<(8 &* recognizers.count &+ 8) {
            var progressed = false
            // Quiet failures reported in this iteration (they do not count as progress).
            var quietFailures = 0
            let summary: PassSummary
            if participants.count == 1 {
                // A gesture running alone: every other recognizer is possible (`participantsAreConsistent`), so none
                // of its requirements began or recognized (and it requires not itself), and there is no one to
                // exclude; only its report is looked at. Callgrind on `bench engine --script pan.gesture`: 31.2 k →
                // 30.2 k instructions per cycle of 22 events.
                summary = PassSummary(unreportedCount: hasUnreported(participants[0]) ? 1 : 0)
            } else {
                summary = passSummary()
            }
            if summary.anyParticipantWithRequirements, failDependentsOfRecognizedRequirements() { progressed = true }
            if summary.anyExcludable, applyExclusion() { progressed = true }
            // Recognitions first, then everything else (failures by exclusion, …): the transcript reads cause before
            // effect. Within each group, evaluation order. The two steps above only fail recognizers, which leaves
            // them unreported exactly when they say they changed something.
            // Only participants can have something to report. (Reporting runs app code, which never dispatches or
            // resets, so the list stays as it is meanwhile; `count` is read afresh anyway.)
            if summary.unreportedCount == 1, !progressed {
                // One recognizer owes a report and nothing above changed (a running gesture's usual event): the walks
                // would reach it first and find nothing else unless its report ran app code or finished it; then
                // they go on after it, as here. Callgrind on `bench engine --script pan.gesture`: about 35 of the 680
                // instructions per event of the update pass are the two walks this skips.
                let p = summary.firstUnreported
                let i = participants[p]
                let recognizing = recognizers[i].attempt.machineRecognized
                // A running gesture's update (`reconcile` hands it to `reportUpdate`) goes there directly: the pass is
                // too large for the compiler to inline `reconcile` into it, so this saves a call. Callgrind,
                // measure.sh: 2,080 → 2,061 instructions/event.
                let reported = recognizing && recognizers[i].attempt.reportsRunning ? reportUpdate(i) : reconcile(i)
                if reported {
                    if isQuietFailure(i) { quietFailures += 1 } else { progressed = true }
                    // Without a host no app code ran, so the others still owe nothing (the summary counted one): the
                    // walks after it would find nothing. Callgrind, measure.sh: 1,997 → 1,989.
                    if hostAssigned {
                        if recognizing {
                            let walk = reconcileParticipants(from: p + 1, recognizing: true)
                            if walk.progressed { progressed = true }
                            quietFailures += walk.quietFailures
                        }
                        let walk = reconcileParticipants(from: recognizing ? 0 : p + 1, recognizing: false)
                        if walk.progressed { progressed = true }
                        quietFailures += walk.quietFailures
                    }
                }
            } else if summary.unreportedCount > 0 || progressed {
                let recognitions = reconcileParticipants(from: 0, recognizing: true)
                let others = reconcileParticipants(from: 0, recognizing: false)
                if recognitions.progressed || others.progressed { progressed = true }
                quietFailures += recognitions.quietFailures + others.quietFailures
            }
            if !viewQueues.isEmpty { drainViewQueues() }
            // `terminalCount` first: most iterations have nothing to reset, and the call alone cost more than the test.
            // When the only finished recognizers are this iteration's quiet failures, resetting them (each alone in its
            // group) is quiet too: it changes what no other recognizer's step reads, and they withhold nothing (their
            // `finishAttempt` took them off their touches).
            let terminal = terminalCount
            if terminal > 0, resetIdleGroups(), terminal != quietFailures { progressed = true }
            if !progressed { break }
        }
    }

    /// Reconciles, from position `n` of the participants on, those that owe a report and whose internal state is
    /// (`recognizing`) or is not a recognized one; true when one of them reported something that may let the pass
    /// proceed (see `reconcile`).
    /// Quiet failures (`isQuietFailure`) are counted apart.
    private func reconcileParticipants(from start: Int, recognizing: Bool) -> (progressed: Bool, quietFailures: Int) {
        var progressed = false
        var quietFailures = 0
        var n = start
        while n < participants.count {
            let i = participants[n]
            if hasUnreported(i), recognizers[i].attempt.machineRecognized == recognizing, reconcile(i) {
                if isQuietFailure(i) { quietFailures += 1 } else { progressed = true }
            }
            n += 1
        }
        return (progressed, quietFailures)
    }

    /// After `reconcile(i)` reported something: true when it reported `failed` or `cancelled` for a recognizer alone
    /// in its requirement group (none requires it, it requires none, no delegate adds requirements) while no app code
    /// can run (no host). Then no other step of the pass reads the change: failure requirements and exclusion look at
    /// a recognizer's requirements and at recognizers that recognize, resets at the other members of a group, and
    /// withheld touches at the recognizers still listed on them (`finishAttempt` took it off its touches). So it
    /// enables nothing, and the pass needs no confirming iteration for it. Callgrind, measure.sh: 2,234 → 2,220
    /// instructions/event (taps 39,839 → 39,295 per cycle).
    @inline(__always)
    private func isQuietFailure(_ i: Int) -> Bool {
        guard case .finished(let outcome) = recognizers[i].attempt, outcome != .ended, !hostAssigned, !hasDynamicDelegates,
              cachedStaticGroups.count == recognizers.count else { return false }
        return cachedStaticGroups.range(of: i).count == 1
    }

    /// What one iteration of the update pass may have to do, from one scan of the records at its start (recomputed
    /// every iteration, so it holds no state of its own). Measured with callgrind on `bench engine --cycles 3000`:
    /// the separate scans and calls it replaces cost about 170 instructions per iteration.
    struct PassSummary {
        /// How many participants' reported state lags their internal one or owe a `.changed` action (`reconcile`
        /// work), and the position in `participants` of the first of them.
        var unreportedCount = 0
        var firstUnreported = 0
        /// Some recognizer could be excluded (`isExcludable`); failing requirements only make fewer so.
        var anyExcludable = false
        /// Some recognizer that received touches has failure requirements (`failIfRequirementRecognized` work).
        var anyParticipantWithRequirements = false
    }

    /// Every flag needs a participant: a recognizer that took no touch since its reset is possible inside and out,
    /// owes nothing and has no timer (`participantsAreConsistent` checks this in debug builds).
    @inline(__always)  // Once per iteration, from one place.
    private func passSummary() -> PassSummary {
        var summary = PassSummary()
        for n in 0..<participants.count {
            let r = recognizers.address(participants[n])
            if r.pointee.attempt.owesReport {
                if summary.unreportedCount == 0 { summary.firstUnreported = n }
                summary.unreportedCount &+= 1
            }
            if r.pointee.attempt.isExcludable { summary.anyExcludable = true }
            if !(r.pointee.failureRequirements.isEmpty && r.pointee.dynamicRequirements.isEmpty) {
                summary.anyParticipantWithRequirements = true
            }
        }
        return summary
    }

    /// The debug check of `participants`: exactly the participating recognizers, in evaluation order, and
    /// every other recognizer possible inside and out with nothing owed and no timer.
    func participantsAreConsistent() -> Bool {
        let expected = evaluationOrder.filter { recognizers[$0].attempt.isParticipating }
        guard Array(participants) == expected else { return false }
        for i in recognizers.indices where !recognizers[i].attempt.isParticipating {
            if recognizers[i].scheduledTimers != 0 { return false }
        }
        return true
    }

    /// True when recognizer `i`'s reported state lags its internal one or it owes a `.changed` action: exactly when
    /// `reconcile(i)` has something to do (checked before calling it, which is most of the time not needed).
    @inline(__always)
    private func hasUnreported(_ i: Int) -> Bool {
        recognizers.address(i).pointee.attempt.owesReport
    }

    // MARK: - Failure requirements

    /// The requirements of `i` that are still active, static then dynamic (for the `waiting` trace).
    func activeRequirements(_ i: Int) -> [RecognizerID] {
        recognizers[i].allRequirements.filter { isActiveRequirement($0.index) }
    }

    /// True when some requirement of `i` is still active.
    // Inlined, with `requiredRecognizedAny`: short loops, asked from the update pass's hot checks (callgrind, measure.sh:
    // 2,157 → 2,126 instructions/event; taps part 37,950 → 37,147 per cycle).
    @inline(__always)
    func hasActiveRequirement(_ i: Int) -> Bool {
        // Through the records' addresses (a pure check: no recognizer is added meanwhile).
        let r = recognizers.address(i)
        for k in 0..<r.pointee.failureRequirements.count where isActiveRequirement(r.pointee.failureRequirements[k].index) {
            return true
        }
        for k in 0..<r.pointee.dynamicRequirements.count where isActiveRequirement(r.pointee.dynamicRequirements[k].index) {
            return true
        }
        return false
    }

    /// A requirement of `i` that began or recognized, if any.
    @inline(__always)  // As `hasActiveRequirement`.
    func requiredRecognizedAny(_ i: Int) -> RecognizerID? {
        // Indexed loops: iterating the arrays themselves would retain them on every call of this hot check.
        let record = recognizers.address(i)
        for k in 0..<record.pointee.failureRequirements.count {
            let r = record.pointee.failureRequirements[k]
            if recognizers.address(r.index).pointee.attempt.reportsRecognition { return r }
        }
        for k in 0..<record.pointee.dynamicRequirements.count {
            let r = record.pointee.dynamicRequirements[k]
            if recognizers.address(r.index).pointee.attempt.reportsRecognition { return r }
        }
        return nil
    }

    /// `_isActive` for a required recognizer: it received touches, is enabled, and has neither reported a result nor
    /// failed [DEC].
    /// Judged by the reported state, so a dependent reports only after its requirement's failure is reported: the
    /// transcript then reads cause before effect whatever the declaration order.
    @inline(__always)
    private func isActiveRequirement(_ j: Int) -> Bool {
        let r = recognizers.address(j)
        return r.pointee.attempt.isParticipatingAndReportsPossible && r.pointee.isEnabled
    }

    /// A recognizer held back (or about to report) whose required recognizer recognized fails instead [DOC A-H].
    private func failDependentsOfRecognizedRequirements() -> Bool {
        var changed = false
        if hasDynamicDelegates {
            // Any recognizer may have requirements from a delegate.
            for i in recognizers.indices where failIfRequirementRecognized(i) { changed = true }
            return changed
        }
        ensureStaticGroups()
        for n in 0..<cachedStaticGroups.dependents.count where failIfRequirementRecognized(cachedStaticGroups.dependents[n]) {
            changed = true
        }
        return changed
    }

    /// Fails (or cancels, if it began) recognizer `i` when one of its requirements began or recognized; true if so.
    @inline(__always)  // Called from the two loops above only.
    private func failIfRequirementRecognized(_ i: Int) -> Bool {
        // Possible (or held back), or already began (it began while its requirement was not yet active).
        let record = recognizers.address(i)  // A pure check and two stores: no recognizer is added meanwhile.
        guard record.pointee.attempt.isInProgress,
              !(record.pointee.failureRequirements.isEmpty && record.pointee.dynamicRequirements.isEmpty),
              let r = requiredRecognizedAny(i) else { return false }
        // "if otherGestureRecognizer transitions to Recognized or Began then this recognizer will instead
        // transition to Failed" [DOC A-H]; one that had begun is cancelled [DEC `_requiredGestureRecognizerCompletedOrWasUnrelated:`].
        record.pointee.fail(because: .requiredRecognizerRecognized(r))
        return true
    }

    /// The delegate's dynamic requirements, asked once per pair and attempt [DOC A-dyn]; dropped at reset.
    private func askDynamicRequirements() {
        for a in recognizers.indices where recognizers[a].attempt.isParticipating {
            for b in recognizers.indices where b != a && recognizers[b].attempt.isParticipating {
                let bid = RecognizerID(index: b)
                guard !recognizers[a].askedDynamic.contains(bid) else { continue }
                recognizers[a].askedDynamic.insert(bid)
                let aid = RecognizerID(index: a)
                let mine = recognizers[a].delegate.shouldRequireFailureOf[bid] == true
                let theirs = recognizers[b].delegate.shouldBeRequiredToFailBy[aid] == true
                if mine || theirs {
                    if !recognizers[a].dynamicRequirements.contains(bid) { recognizers[a].dynamicRequirements.append(bid) }
                    emit(.delegateAnswer(time: now, recognizer: mine ? aid : bid,
                                         method: mine ? "shouldRequireFailureOf" : "shouldBeRequiredToFailBy",
                                         other: mine ? bid : aid, answer: true))
                }
            }
        }
    }

    // MARK: - Exclusion

    /// Default exclusion [DOC A-H, DEC `_isExcludedByExcludable`]: a recognizer that began or recognized (and is not
    /// held back) fails the still-possible recognizers on its view, its ancestors and descendants that share the
    /// touch sequence — unless it requires them to fail, `canPrevent`/`canBePrevented` say no, or either delegate
    /// allows simultaneous recognition. A recognizer that already began is never cancelled this way (open question 10).
    /// Called only when some recognizer is excludable (`PassSummary`): the usual case once a gesture runs alone skips it.
    private func applyExclusion() -> Bool {
        var changed = false
        // Both sides have participated (`isExcludable` needs it too). Which recognizers `a` fails does not depend on
        // the order `b` is visited in.
        // Through the records' addresses: no app code runs and no recognizer is added.
        for n in 0..<participants.count {
            let a = participants[n]
            let ra = recognizers.address(a)
            guard ra.pointee.attempt.machineRecognized else { continue }
            // Reported, or about to report (not held back by a requirement).
            if case .recognized = ra.pointee.attempt {
                guard !hasActiveRequirement(a), requiredRecognizedAny(a) == nil else { continue }
            }
            let aid = RecognizerID(index: a)
            for m in 0..<participants.count {
                let b = participants[m]
                guard b != a, isExcludable(b), excludes(a, b) else { continue }
                // A recognizer that requires `a` to fail fails for that reason once `a` reports; say so.
                let rb = recognizers.address(b)
                if rb.pointee.failureRequirements.contains(aid) || rb.pointee.dynamicRequirements.contains(aid) { continue }
                rb.pointee.fail(because: .excludedBy(aid))
                changed = true
            }
        }
        return changed
    }

    /// Still possible in UIKit's sense: reported `possible` and not already failed (held-back recognizers count).
    /// Still possible in UIKit's sense. A recognizer held back by a requirement is not: UIKit's own state for it is
    /// already began or ended, and only the private cancel hooks could stop it [DEC `_isExcludedByExcludable`].
    /// One that recognized in this very pass, not held back, is still excludable (the double tap prevents the single
    /// tap recognized at the same touch-up, as observed [OBS, §3.1]).
    @inline(__always)
    private func isExcludable(_ i: Int) -> Bool {
        recognizers.address(i).pointee.attempt.isExcludable
    }

    // Inlined into `applyExclusion`, the records read through their addresses (a pure check): callgrind, measure.sh:
    // 1,993 → 1,989 instructions/event.
    @inline(__always)
    private func excludes(_ a: Int, _ b: Int) -> Bool {
        let aid = RecognizerID(index: a)
        let bid = RecognizerID(index: b)
        let ra = recognizers.address(a)
        let rb = recognizers.address(b)
        guard viewsAreRelated(ra.pointee.view, rb.pointee.view) else { return false }
        if ra.pointee.failureRequirements.contains(bid) || ra.pointee.dynamicRequirements.contains(bid) { return false }
        guard machines.canPrevent(MachineRef(kind: ra.pointee.kind, slot: ra.pointee.machineSlot),
                                  MachineRef(kind: rb.pointee.kind, slot: rb.pointee.machineSlot)) else { return false }
        if rb.pointee.delegate.recognizesSimultaneously(with: aid) || ra.pointee.delegate.recognizesSimultaneously(with: bid) {
            return false
        }
        return true
    }

    // MARK: - Reporting

    /// Brings the reported state in line with the internal one, sending actions and cancelling view touches.
    /// Returns true when it reported something that may let other steps of the pass proceed: anything but a
    /// `changed` update whose actions ran no app code.
    // Inlined into the update pass (its two callers), as `removeParticipant` into `reset`: callgrind on `bench engine
    // --cycles 3000`, 2,395 → 2,365 instructions per event.
    @inline(__always)
    private func reconcile(_ i: Int) -> Bool {
        switch recognizers[i].attempt {
        case .idle, .possible, .finished, .keepsWithheld, .running(_, owesChanged: false):
            return false
        case .failing(let from):
            // Failed while it reported possible; cancelled (with its action: its `began` action went out) while it
            // reported a running gesture.
            if from == nil {
                report(i, as: .finished(.failed), cause: recognizers[i].cause)
            } else {
                report(i, as: .finished(.cancelled), cause: recognizers[i].cause)
                sendActions(i)
            }
            finishAttempt(i)
            return true
        case .recognized:
            return reportRecognition(i)
        case .running, .ending:
            return reportUpdate(i)
        }
    }

    /// First report of a recognition: held back by requirements, or reported with its actions.
    // Inlined into `reconcile`, as `reset` into `resetIdleGroups`: callgrind on `bench engine --cycles 3000`,
    // 2,365 → 2,337 instructions per event.
    @inline(__always)
    private func reportRecognition(_ i: Int) -> Bool {
        guard case .recognized(let reached, let waiting) = recognizers[i].attempt else { return false }
        // A required recognizer began or recognized: failed by `failDependentsOfRecognizedRequirements` on the next
        // iteration.
        if requiredRecognizedAny(i) != nil { return false }
        if hasActiveRequirement(i) {
            // Held back: it waits, silent, withholding its touches (the trace names what it waits for, once).
            if !waiting {
                recognizers[i].attempt = .recognized(reached, waiting: true)
                emit(.waiting(time: now, recognizer: RecognizerID(index: i), wouldBe: reached.state,
                              blockedBy: activeRequirements(i)))
            }
            return false
        }
        if waiting {
            // `_willBeginAfterSatisfyingFailureRequirements`: a pan restarts its translation [DEC].
            machines.willBeginAfterSatisfyingFailureRequirements(machine(i))
        }
        // A discrete recognizer reports ended; a continuous one that skipped ahead reports began first
        // [DEC `_sendActions`].
        let discrete = recognizers[i].isDiscrete
        let cancels = recognizers[i].cancelsTouchesInView
        report(i, as: discrete ? .finished(.ended) : .running(.began, owesChanged: false),
               cause: recognizers[i].cause)
        // Live touches are cancelled right before the first action [OBS O-pan, DOC header].
        if cancels, options.cancelLiveTouchesBeforeAction { cancelLiveTouches(of: i) }
        if cancels, !options.cancelWithheldTouchesAfterAction { cancelWithheldTouches(of: i) }
        sendActions(i)
        if !discrete, reached != .began {
            report(i, as: reached == .changed ? .running(.changed, owesChanged: false) : .finished(.ended),
                   cause: nil)
            sendActions(i)
        }
        if cancels {
            if !options.cancelLiveTouchesBeforeAction { cancelLiveTouches(of: i) }
            if options.cancelWithheldTouchesAfterAction { cancelWithheldTouches(of: i) }
        }
        if recognizers[i].attempt.isFinished { finishAttempt(i) }
        return true
    }

    /// Later reports of a continuous gesture: `changed` for every event received, then `ended`. Returns true unless
    /// it reported only a `changed` update whose actions ran no app code (see `reconcile`).
    @inline(__always)  // Called from `reconcile` only.
    private func reportUpdate(_ i: Int) -> Bool {
        // Through the record's address up to the actions (they may run app code).
        let r = recognizers.address(i)
        switch r.pointee.attempt {
        case .running(_, owesChanged: true): reportChanged(r, i)
        case .ending: report(i, as: .finished(.ended), cause: r.pointee.cause)
        case .idle, .possible, .recognized, .running, .failing, .finished, .keepsWithheld: return false
        }
        // Touches that joined after the gesture began are the recognizer's too.
        let cancels = r.pointee.cancelsTouchesInView
        if cancels, options.cancelLiveTouchesBeforeAction { cancelLiveTouches(of: i) }
        let ranAppCode = sendActions(i)
        if cancels, !options.cancelLiveTouchesBeforeAction { cancelLiveTouches(of: i) }
        if recognizers[i].attempt.isFinished {
            finishAttempt(i)
            return true
        }
        return ranAppCode
    }

    /// `report(i, as: .running(.changed, …), cause: nil)` for a running recognizer that owes `changed`: neither state
    /// is terminal. Callgrind on `bench engine --script pan.gesture`: about 25 instructions per update fewer than the
    /// general `report`.
    @inline(__always)
    private func reportChanged(_ r: UnsafeMutablePointer<RecognizerRecord>, _ i: Int) {
        let from = r.pointee.attempt.reported
        r.pointee.attempt = .running(.changed, owesChanged: false)
        r.pointee.lastTransition = ReportedTransition(serial: r.pointee.lastTransition.serial &+ 1, state: .changed, cause: nil, time: now)
        if tracesAnything { traceTransition(i, from: from, to: .changed, cause: nil) }
    }

    /// Reports the state of `next`, which becomes the recognizer's attempt.
    private func report(_ i: Int, as next: Attempt, cause: Cause?) {
        let r = recognizers.address(i)  // As in `reset`.
        let from = r.pointee.attempt.reported
        let state = next.reported
        r.pointee.attempt = next
        if from.isTerminal != state.isTerminal { terminalCount += state.isTerminal ? 1 : -1 }
        r.pointee.lastTransition = ReportedTransition(serial: r.pointee.lastTransition.serial &+ 1, state: state, cause: cause, time: now)
        if tracesAnything { traceTransition(i, from: from, to: state, cause: cause) }
    }

    private func traceTransition(_ i: Int, from: GestureState, to state: GestureState, cause: Cause?) {
        if isTracing {
            trace.append(.transition(time: now, recognizer: RecognizerID(index: i), from: from, to: state, cause: cause))
        } else if traceSelection.tracesTransitions(of: i) {
            traceListener?.recognizer(RecognizerID(index: i), reported: state)
        }
    }

    /// One action message per target-action pair [DOC A-H]; `log` prints `NAME STATE`. Returns true when an
    /// action ran app code (the app may change anything, recognizers included).
    @discardableResult
    @inline(__always)
    private func sendActions(_ i: Int) -> Bool {
        let r = recognizers.address(i)
        if !r.pointee.actionsCustomized, !tracesAnything {
            // The default `log` binding with nothing traced (the usual case): the action and its console line are
            // counted here, without a call. Callgrind on `bench engine --script pan.gesture` (with `reportUpdate`
            // inlined into `reconcile`): 29.3 k → 28.5 k instructions per cycle of 22 events.
            r.pointee.actionCount += 1
            consoleLineCount += 1
            return false
        }
        return sendBoundActions(i)
    }

    /// `sendActions` when something is traced or the bindings were customized.
    private func sendBoundActions(_ i: Int) -> Bool {
        let state = recognizers[i].attempt.reported
        if !recognizers[i].actionsCustomized {
            // Only the default `log` binding: `sendAction("log", …)` without the method name to compare and no walk
            // over the bindings.
            recognizers[i].actionCount += 1
            emit(.action(time: now, recognizer: RecognizerID(index: i), state: state, method: "log"))
            logAction(i, state)  // Something is traced.
            return false
        }
        var ranAppCode = false
        for method in recognizers[i].actions {
            if sendAction(method, of: i, state: state) { ranAppCode = true }
        }
        return ranAppCode
    }

    /// One action message; returns true when it ran app code.
    private func sendAction(_ method: String, of i: Int, state: GestureState) -> Bool {
        let id = RecognizerID(index: i)
        recognizers[i].actionCount += 1
        emit(.action(time: now, recognizer: id, state: state, method: method))
        if method == "log" {
            // Nothing traced (the usual quiet run): just count the line, as `log` would.
            if tracesAnything { logAction(i, state) } else { consoleLineCount += 1 }
            return false
        }
        guard let host else { return false }
        host.perform(method, from: id, in: AppContext(self))
        return true
    }

    /// After ended, cancelled or failed: the recognizer stops listening to its touches (`_ignoreActiveEvents`) and
    /// its timers stop.
    private func finishAttempt(_ i: Int) {
        // A recognizer that failed or was cancelled while one of its requirements is still active keeps what it
        // withheld until that requirement completes: UIKit releases delayed touches only for a GR with no unmet
        // failure requirements, and otherwise when the required GR completes [DEC D `_updateGestureForActiveEvents`,
        // `_requiredGestureRecognizerCompletedOrWasUnrelated:`; ref §2.4, §3.2]. It stays on its touches (which it
        // no longer receives: its state is past `changed`) so that `withholds` finds it; `reset` takes it off.
        // Through the record's address, as in `reset` (no recognizer is added, no app code runs).
        let r = recognizers.address(i)
        if case .finished(let outcome) = r.pointee.attempt, outcome != .ended,
           !(r.pointee.failureRequirements.isEmpty && r.pointee.dynamicRequirements.isEmpty),
           !viewQueues.isEmpty, hasActiveRequirement(i), hasQueuedPhases(i) {
            r.pointee.attempt = .keepsWithheld(outcome == .failed ? .failed : .cancelled)
        } else {
            // `touches` is a subset of `touchHistory` (both gain a touch at its began; `ignore` drops it from both).
            for k in 0..<r.pointee.touchHistory.count { removeRecognizer(i, fromTouch: r.pointee.touchHistory[k]) }
        }
        tracked.removeAll(inRow: i)
        cancelTimers(of: i)
    }

    /// True when some touch of recognizer `i` has a phase waiting in a view queue.
    private func hasQueuedPhases(_ i: Int) -> Bool {
        for k in 0..<recognizers[i].touchHistory.count {
            if let t = touchTable.index(of: recognizers[i].touchHistory[k]), touchTable.records[t].queuedPhases > 0 { return true }
        }
        return false
    }

    /// The test inlined, the cancelling out of line: most recognizers that finish or reset have no timer left.
    @inline(__always)
    func cancelTimers(of i: Int) {
        if recognizers[i].scheduledTimers != 0 { cancelScheduledTimers(of: i) }
    }

    private func cancelScheduledTimers(of i: Int) {
        let id = RecognizerID(index: i)
        // The walk over the tags stops at the last one scheduled (usually the first found: a recognizer rarely has
        // two timers). Callgrind, measure.sh: 1,997 → 1,993 instructions/event.
        var pending = recognizers[i].scheduledTimers
        recognizers[i].scheduledTimers = 0
        for t in MachineTimer.all where pending & t.bit != 0 {
            timers.cancel(TimerKey(recognizer: id, timer: t))
            pending &= ~t.bit
            if pending == 0 { return }
        }
    }

    // MARK: - Reset

    /// Resets terminal recognizers whose whole requirement-linked group is inactive [DEC, open question 2].
    private func resetIdleGroups() -> Bool {
        guard terminalCount > 0 else { return false }
        var didReset = false
        var dynamic = false
        // Only a delegate adds dynamic requirements.
        if hasDynamicDelegates { for k in recognizers.indices where !recognizers[k].dynamicRequirements.isEmpty { dynamic = true } }
        if !dynamic { ensureStaticGroups() }
        // With dynamic requirements (delegate-driven scenes) the groups are worked out afresh, once per call: a reset
        // drops only requirements inside its own group, so the other groups stay as they were.
        if dynamic { scratchGroups = LinkedGroups(requirements: recognizers.map(\.allRequirements), dependents: []) }
        // Members are read where they are stored (a group taken out as an array would be retained on every visit).
        @inline(__always) func member(_ m: Int) -> Int { dynamic ? scratchGroups.members[m] : cachedStaticGroups.members[m] }
        // The visited marks are for groups of several members only: the walk takes its number when it first meets
        // one (most walks reset recognizers alone in their groups and need none). Callgrind, measure.sh, with the one-lookup
        // spans of `LinkedGroups` and the removal loop of `RecordTable.remove`: 2,280 → 2,258 instructions/event.
        var walk = 0
        // A terminal recognizer is a participant, so the walk is over the participants, in evaluation order. Resets
        // take recognizers off the list, all at or after the current position: a terminal member of this group
        // placed before it would have been reached first and handled the whole group. So the walk stays where it
        // is when the recognizer there was reset.
        var n = 0
        while n < participants.count {
            let i = participants[n]
            guard recognizers[i].attempt.isFinished else {
                n += 1
                continue
            }
            let group = dynamic ? scratchGroups.range(of: i) : cachedStaticGroups.range(of: i)
            if group.count == 1 {
                // Alone in its group (the usual case): idle, as it is terminal; reached once per walk, so no mark. Its
                // place in the list is known. Callgrind on `bench engine --script taps.gesture`: 18.0 M → 17.1 M
                // instructions for its 24,000 reset steps.
                guard options.resetAtEndOfPass || !anyTouchDown() else {
                    n += 1
                    continue
                }
                reset(i, listedFrom: n)
                emit(.reset(time: now, recognizers: [RecognizerID(index: i)]))
                didReset = true
                continue
            }
            if walk == 0 {
                while resetVisit.count < recognizers.count { resetVisit.append(0) }
                resetWalk += 1
                walk = resetWalk
            }
            guard resetVisit[i] != walk else {
                n += 1
                continue
            }
            var idle = true
            for m in group {
                let g = member(m)
                resetVisit[g] = walk
                if recognizers[g].attempt.isParticipating, !recognizers[g].attempt.isFinished { idle = false }
            }
            // Open question 2's alternative, `whenAllTouchesEnd` / `.allTouchesEnded`: the group waits until no touch
            // is down anywhere on the screen [GUESS, ref §1.4; the event sequence ends when the last finger lifts].
            guard idle, options.resetAtEndOfPass || !anyTouchDown() else {
                n += 1
                continue
            }
            // Groups are kept in index order; the member list is built only for the trace. Every member is listed at
            // or after position `n`.
            if isTracing {
                let members = group.map(member).filter { recognizers[$0].attempt.isFinished }.map { RecognizerID(index: $0) }
                for m in group where recognizers[member(m)].attempt.isFinished { reset(member(m), listedFrom: n) }
                emit(.reset(time: now, recognizers: members))
            } else {
                for m in group where recognizers[member(m)].attempt.isFinished { reset(member(m), listedFrom: n) }
            }
            didReset = true
        }
        return didReset
    }

    /// True when some touch is down on the screen.
    private func anyTouchDown() -> Bool {
        for k in touchTable.live where touchTable.records[k].phase.isDown { return true }
        return false
    }

    /// Rebuilds `cachedStaticGroups` after recognizers or `require(toFail:)` edges changed.
    @inline(__always)  // A count comparison on every pass; the rebuild is rare.
    private func ensureStaticGroups() {
        guard cachedStaticGroups.count != recognizers.count else { return }
        cachedStaticGroups = LinkedGroups(requirements: recognizers.map(\.failureRequirements),
                                          dependents: recognizers.indices.filter { !recognizers[$0].failureRequirements.isEmpty })
    }

    /// Resets recognizer `i`, listed in `participants` at position `start` or after it.
    @inline(__always)  // See `reportRecognition`.
    private func reset(_ i: Int, listedFrom start: Int) {
        // The record is reached through its address (`RecordTable.address`): a reset adds no recognizer and runs no
        // app code. Callgrind on `bench engine --cycles 3000`: about 60 instructions per reset fewer than indexing
        // the table for each field.
        let r = recognizers.address(i)
        // `finishAttempt` has usually emptied its touches: the empty row is tested here rather than by a call, and an
        // empty literal is passed, which the caller need not release (callgrind, measure.sh: 2,337 → 2,307
        // instructions/event; taps part 42,208 → 41,535 per cycle, with the last-entry path of `removeRecognizer`).
        if tracked.count(of: i) == 0 {
            machines.reset(machine(i), touches: [], keepingValuesIn: &r.pointee.lastValues)
        } else {
            machines.reset(machine(i), touches: tracked.array(of: i), keepingValuesIn: &r.pointee.lastValues)
            tracked.removeAll(inRow: i)
        }
        if case .keepsWithheld = r.pointee.attempt {
            // Its requirement completed: it withholds nothing any more; take it off the touches it stayed on.
            for k in 0..<r.pointee.touchHistory.count { removeRecognizer(i, fromTouch: r.pointee.touchHistory[k]) }
        }
        if r.pointee.attempt.isFinished { terminalCount -= 1 }
        let participated = r.pointee.attempt.isParticipating
        r.pointee.attempt = .idle
        // `finishAttempt` already took the recognizer off its touches when it reported its terminal state (and its
        // tracked row was emptied above).
        if !r.pointee.touchHistory.isEmpty { r.pointee.touchHistory.removeAllKeepingCapacity() }
        if participated { removeParticipant(i, listedFrom: start) }
        if !r.pointee.dynamicRequirements.isEmpty { r.pointee.dynamicRequirements.removeAll() }
        if !r.pointee.askedDynamic.isEmpty { r.pointee.askedDynamic.removeAll() }
        // `cancelTimers(of:)`, through the address.
        if r.pointee.scheduledTimers != 0 { cancelScheduledTimers(of: i) }
    }
}

extension GestureEnvironment {
    /// Takes recognizer `i` off the participants (at its reset), listed at position `start` or after it (usually at
    /// `start`: the reset walk is there).
    @inline(__always)  // From `reset` only.
    fileprivate func removeParticipant(_ i: Int, listedFrom start: Int) {
        var n = start
        while n < participants.count {
            if participants[n] == i {
                participants.remove(at: n)
                return
            }
            n += 1
        }
    }
}

extension GestureState: Comparable {
    public static func < (a: GestureState, b: GestureState) -> Bool { a.rawValue < b.rawValue }
}

/// The requirement structure: recognizers linked by failure requirements (in either direction, transitively) form
/// a group; the members of recognizer `i`'s group are `members[range(of: i)]`, in index order. And the recognizers
/// that have requirements (`dependents`), in index order.
///
/// Built in O(recognizers + requirements) with a union-find, and stored in O(recognizers): every member of a group
/// shares one stored list (a chain of 1,000 recognizers is one list of 1,000, not 1,000 lists of 1,000).
struct LinkedGroups {
    private(set) var members: [Int] = []
    /// `spans[i]`: where recognizer `i`'s group lies in `members` (one lookup per question: the reset walk asks it
    /// for every terminal recognizer it meets).
    private var spans: [Range<Int>] = []
    private(set) var dependents: [Int] = []

    init() {}

    /// `requirements[i]` are recognizer `i`'s requirements (recognizer indices).
    init(requirements: [[RecognizerID]], dependents: [Int]) {
        let n = requirements.count
        var parent = Array(0..<n)
        func root(_ i: Int) -> Int {
            var r = i
            while parent[r] != r { r = parent[r] }
            var k = i
            while parent[k] != r {
                let next = parent[k]
                parent[k] = r
                k = next
            }
            return r
        }
        for i in 0..<n {
            for r in requirements[i] {
                let (a, b) = (root(i), root(r.index))
                if a != b { parent[max(a, b)] = min(a, b) }
            }
        }
        // Groups numbered by their lowest member; members listed in index order (a counting sort by group).
        var groupOf = Array(repeating: -1, count: n)
        var sizes: [Int] = []
        var groupOfRoot = Array(repeating: -1, count: n)
        for i in 0..<n {
            let r = root(i)
            if groupOfRoot[r] < 0 {
                groupOfRoot[r] = sizes.count
                sizes.append(0)
            }
            groupOf[i] = groupOfRoot[r]
            sizes[groupOf[i]] += 1
        }
        var next = Array(repeating: 0, count: sizes.count)
        var starts: [Int] = []
        var total = 0
        for g in sizes.indices {
            next[g] = total
            starts.append(total)
            total += sizes[g]
        }
        members = Array(repeating: 0, count: n)
        for i in 0..<n {
            members[next[groupOf[i]]] = i
            next[groupOf[i]] += 1
        }
        spans = (0..<n).map { starts[groupOf[$0]]..<next[groupOf[$0]] }
        self.dependents = dependents
    }

    /// The number of recognizers whose groups are stored.
    var count: Int { spans.count }

    @inline(__always)
    func range(of i: Int) -> Range<Int> { spans[i] }
}
