extension GestureEnvironment {
    /// UIKit's `_UIGestureEnvironmentUpdate` [DEC D, OBS O-bt], run after the recognizers got an event, after each
    /// timer, and after `isEnabled = false` (docs/engine.md §3).
    ///
    /// Dynamic requirements are asked once (`askDynamicRequirements`); then rounds of five steps run until a round
    /// enables nothing new (the reference's recommended order, ref §3.2 [GUESS]):
    /// 0. only in a scene whose requirements form a cycle: the member that wins its cycle fails the others
    ///    (`resolveCycles`);
    /// 1. failure requirements: a dependent whose requirement reported a recognition fails;
    /// 2. exclusion: a recognizer that recognized fails the still-possible ones it excludes;
    /// 3. reports, in evaluation order, recognitions first, then failures (cause before effect in the transcript),
    ///    each with its actions and view cancellations;
    /// 4. release of the withheld phases that no recognizer withholds any more;
    /// 5. resets of finished recognizers whose requirement-linked group is idle.
    /// `Planner.swift` decides what each step does to each recognizer (UIKit's rules), `Executor.swift` carries it out
    /// and writes the trace. Only participants (`participants`) can have anything to do.
    ///
    /// A round enables another when it changed what an earlier step of a round reads: a recognition or failure
    /// reported (requirements, exclusion, the reports waiting on a requirement), or a reset (a recognizer that kept
    /// touches withheld lets them go). A `changed` update does not: a running gesture stays running. Nor does the
    /// failure of a recognizer alone in its requirement group (`isQuietFailure`), nor the reset of such recognizers
    /// that failed in the same round: no other recognizer's step reads them, and they hold no withheld touches. App
    /// code cannot change what the pass decides (`AppContext`). States only move forward between resets, so the rounds
    /// end; the bound (8·N+8 rounds for N recognizers) only guards against a broken invariant.
    func updatePass() {
        // A call from inside the pass (a trace listener that disables a recognizer) is folded into it.
        guard !isInUpdatePass else { return }
        if fastPaths.contains(.loneUpdate), reportLoneUpdate() { return }
        isInUpdatePass = true
        defer { isInUpdatePass = false }
        if hasDynamicDelegates { askDynamicRequirements() }
        let cycles = ensureRequirementCycles()
        // (Wrapping arithmetic: the table holds far fewer than Int.max / 8 records.)
        for _ in 0..<(8 &* recognizers.count &+ 8) {
            // (Failures step 0 decides are owed reports the plan counts.)
            if cycles { resolveCycles() }
            let plan = planRound()
            var progress = RoundProgress()
            if plan.anyRequirements, plan.anyReportedRecognition { failDependentsOfRecognizedRequirements(&progress) }
            if plan.anyExcludable, plan.anyExcluder { applyExclusion(&progress) }
            // (Steps 1 and 2 turn owed recognitions into owed failures: the first walk may then find fewer.)
            if plan.owedRecognitions > 0 { reportParticipants(recognitions: true, owed: plan.owedRecognitions, &progress) }
            let owedFailures = plan.owedFailures + progress.failures
            if owedFailures > 0 { reportParticipants(recognitions: false, owed: owedFailures, &progress) }
            if !viewQueues.isEmpty { releaseWithheldPhases() }
            if finishedCount > 0 { resetIdleGroups(&progress) }
            if !progress.enablesAnotherRound { break }
        }
        assert(participantsAreConsistent(), "the participants list disagrees with the records")
    }

    /// Whether an update pass now would do nothing: no recognizer took a touch since its reset (so none owes a
    /// report, requires, excludes or asks a delegate), none is finished (no reset is due) and no view touch is
    /// withheld. The pass would plan one empty round and stop (`showDisplayFrames` skips it between display frames).
    var updatePassIsIdle: Bool {
        participants.count == 0 && finishedCount == 0 && viewQueues.isEmpty
    }

    /// Step 0, in a scene whose requirements form a cycle (docs/engine.md, "Failure-requirement cycles"): the member
    /// that wins its cycle (`cycleWinners`: one that reported a recognition, else the first in evaluation order whose
    /// machine ended) fails (or cancels) every other member still in progress, with the cause "W recognized first". Its
    /// own report then goes out in step 3 of this round, before theirs [DEC-inferred D
    /// `_notifyDependentsGestureRecognizerHasCompleted:`; GUESS for the order and for failing every member, not only
    /// the winner's dependents].
    private func resolveCycles() {
        let winners = cycleWinners()
        guard !winners.isEmpty else { return }
        for n in 0..<participants.count {
            let r = participants[n]
            let c = requirementCycles.cycle[r.index]
            guard c >= 0, let w = winners[c], w != r, recognizers[r].attempt.isInProgress else { continue }
            recognizers[r].fail(because: .cycleRecognizedFirst(winner: w, loser: r))
        }
    }

    /// Step 1. Fails (or cancels, if it began) each participant still in progress one of whose requirements reported a
    /// recognition [DOC A-H "if otherGestureRecognizer transitions to … Recognized or … Began then this recognizer will
    /// instead transition to … Failed"; DEC D `_requiredGestureRecognizerCompletedOrWasUnrelated:`].
    private func failDependentsOfRecognizedRequirements(_ progress: inout RoundProgress) {
        // Which dependents fail does not depend on the order they are looked at in: only reported states are read.
        // Without delegates the dependents are known (static requirements); with them, any participant may be one.
        if hasDynamicDelegates {
            for n in 0..<participants.count { failIfRequirementRecognized(participants[n], &progress) }
        } else {
            ensureStaticGroups()
            for n in 0..<cachedStaticGroups.dependents.count { failIfRequirementRecognized(cachedStaticGroups.dependents[n], &progress) }
        }
    }

    /// Fails `r` if it is still in progress and one of its requirements reported a recognition.
    @inline(__always)
    private func failIfRequirementRecognized(_ r: RecognizerID, _ progress: inout RoundProgress) {
        guard recognizers[r].attempt.isInProgress, let required = recognizedRequirement(of: r) else { return }
        recognizers[r].fail(because: .requiredRecognizerRecognized(required))
        progress.failures += 1
    }

    /// Step 2. Default exclusion [DOC A-H, DEC `_isExcludedByExcludable`]: each recognizer that recognized and is not
    /// held back, in evaluation order, fails the participants it excludes (`excludes`). Applied as it goes: a
    /// recognizer excluded by an earlier one excludes no one (when two that would exclude each other recognize in the
    /// same event, the one earlier in evaluation order wins).
    private func applyExclusion(_ progress: inout RoundProgress) {
        for n in 0..<participants.count {
            let a = participants[n]
            guard recognizers[a].attempt.machineRecognized, canExclude(a) else { continue }
            for m in 0..<participants.count {
                let b = participants[m]
                guard b != a, recognizers[b].attempt.isExcludable, excludes(a, b) else { continue }
                recognizers[b].fail(because: .excludedBy(a))
                progress.failures += 1
            }
        }
    }

    /// Step 3. Each participant that owes a report of the kind asked for (`recognitions`: a recognition, `changed` or
    /// `ended`; else a failure), in evaluation order, reports; the walk ends after the `owed` ones the round's plan
    /// counted (a report changes no other recognizer's attempt).
    @inline(__always)
    private func reportParticipants(recognitions: Bool, owed: Int, _ progress: inout RoundProgress) {
        var met = 0
        let kind: Attempt.OwedReport = recognitions ? .recognition : .failure
        for n in 0..<participants.count where met < owed {
            let r = participants[n]
            guard recognizers[r].attempt.owed == kind else { continue }
            met += 1
            switch carryOut(plannedReport(for: r), for: r) {
            case .nothing, .update: break
            case .recognition, .end: progress.reportedSomething = true
            case .failure:
                if isQuietFailure(r) { progress.quietFailures += 1 } else { progress.reportedSomething = true }
            }
        }
    }
}

/// What one round of the update pass did that may enable another.
struct RoundProgress {
    /// How many recognizers steps 1 and 2 failed.
    var failures = 0
    /// A report other than a `changed` update or a quiet failure went out.
    var reportedSomething = false
    /// Failures reported in this round that no other recognizer's step reads (`isQuietFailure`).
    var quietFailures = 0
    /// The reset step reset a recognizer other than this round's quiet failures.
    var resetSomething = false

    var enablesAnotherRound: Bool { failures > 0 || reportedSomething || resetSomething }
}
