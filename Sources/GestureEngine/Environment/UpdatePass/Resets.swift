extension GestureEnvironment {
    /// Step 5. Resets each finished recognizer together with its requirement-linked group, once every member that took
    /// part is finished [DEC D `_queueGestureRecognizersForResetIfFinished:`, D2 "resetting gesture subgraph"; ref
    /// §1.4 GUESS]; with `resetAtEndOfPass` false, only once no touch is down anywhere on the screen (open question 2,
    /// the reference's `whenAllTouchesEnd`). Notes in `progress` whether it reset a recognizer other than this round's
    /// quiet failures (`isQuietFailure`).
    func resetIdleGroups(_ progress: inout RoundProgress) {
        let finishedBefore = finishedCount
        // Only a delegate adds dynamic requirements; with some in effect the groups are worked out afresh for this
        // step (a reset drops only requirements inside its own group, so the other groups stay as they were).
        var dynamic = false
        if hasDynamicDelegates { for k in 0..<recognizers.count where !recognizers[k].dynamicRequirements.isEmpty { dynamic = true } }
        if dynamic {
            scratchGroups = LinkedGroups(requirements: recognizers.map(\.allRequirements))
        } else {
            ensureStaticGroups()
        }
        // Members are read where they are stored (a group taken out as an array would be retained on every visit).
        @inline(__always) func member(_ m: Int) -> RecognizerID { dynamic ? scratchGroups.members[m] : cachedStaticGroups.members[m] }
        // Visited marks, for groups of several members: the walk takes its number when it first meets one.
        var walk = 0
        var didReset = false
        // A finished recognizer is a participant, so the walk is over the participants, in evaluation order. Resets
        // take recognizers off the list, all at or after the current position (a finished member of the group placed
        // before it would have been met first and handled the whole group), so the walk stays where it is after one.
        var n = 0
        while n < participants.count {
            let r = participants[n]
            guard recognizers[r].attempt.isFinished else {
                n += 1
                continue
            }
            let group = dynamic ? scratchGroups.range(of: r) : cachedStaticGroups.range(of: r)
            if group.count > 1 {
                // A recognizer alone in its group is met once per walk and is idle (it is finished); a group is
                // looked at once, when its first finished member is met.
                if walk == 0 {
                    while resetVisit.count < recognizers.count { resetVisit.append(0) }
                    resetWalk += 1
                    walk = resetWalk
                }
                guard resetVisit[r] != walk else {
                    n += 1
                    continue
                }
                var idle = true
                for m in group {
                    let g = member(m)
                    resetVisit[g] = walk
                    if recognizers[g].attempt.isParticipating, !recognizers[g].attempt.isFinished { idle = false }
                }
                guard idle else {
                    n += 1
                    continue
                }
            }
            guard options.resetAtEndOfPass || !anyTouchDown() else {
                n += 1
                continue
            }
            // Members in index order; the list is built only for the trace (nil otherwise: nothing to release). A
            // recognizer alone in its group is finished (the walk stopped at it): its list is the shared one.
            let resetMembers: [RecognizerID]? =
                if !isTracing { nil }
                else if group.count == 1 { traceLists.one(recognizer: r) }
                else { group.map(member).filter { recognizers[$0].attempt.isFinished } }
            if group.count == 1 {
                reset(r, listedFrom: n)
            } else {
                for m in group where recognizers[member(m)].attempt.isFinished { reset(member(m), listedFrom: n) }
            }
            if let resetMembers { emit(.reset(time: now, recognizers: resetMembers)) }
            didReset = true
        }
        if didReset, finishedBefore != progress.quietFailures { progress.resetSomething = true }
    }

    /// True when some touch is down on the screen.
    private func anyTouchDown() -> Bool {
        for n in 0..<touchTable.live.count where touchTable.records[touchTable.live[n]].phase.isDown { return true }
        return false
    }

    /// Resets `r` (listed in `participants` at position `start` or after it): back to `possible` with its machine
    /// cleared, ready for new touches; it never receives its old touches again [DEC D]. Its machine's values are kept
    /// for reading after the gesture (`lastValues`), and its dynamic requirements and the record of which delegates
    /// were asked are dropped, so they are asked again in its next attempt [DEC D2].
    @inline(__always)
    private func reset(_ r: RecognizerID, listedFrom start: Int) {
        if case .keepsWithheld = recognizers[r].attempt {
            // Its requirement completed: it withholds nothing any more; it leaves the touches it stayed on (the record
            // is lent for the walk: only the touches' records change).
            recognizers.withUnsafeElement(r) { record in
                for k in 0..<record.touchHistory.count { removeRecognizer(r, fromTouch: record.touchHistory[k]) }
            }
        }
        // (Its tracked touches were let go when it finished: `finishAttempt`.)
        // (Two calls, not one with a conditional argument: the empty literal then costs nothing to build or release.)
        let m = machine(r)
        if tracked.count(of: r) == 0 {
            machines.reset(m, touches: [], keepingValuesIn: &recognizers[r].lastValues)
        } else {
            machines.reset(m, touches: tracked.array(of: r), keepingValuesIn: &recognizers[r].lastValues)
            tracked.removeAll(of: r)
        }
        // The record's own fields in one access.
        let (finished, participated) = recognizers.withUnsafeElement(r) { record -> (Bool, Bool) in
            let finished = record.attempt.isFinished
            let participated = record.attempt.isParticipating
            record.attempt = .idle
            if !record.touchHistory.isEmpty { record.touchHistory.removeAllKeepingCapacity() }
            if !record.dynamicRequirements.isEmpty { record.dynamicRequirements.removeAll() }
            if !record.askedDynamic.isEmpty { record.askedDynamic.removeAll() }
            return (finished, participated)
        }
        if finished { finishedCount -= 1 }
        if participated { removeParticipant(r, listedFrom: start) }
        cancelTimers(of: r)
    }

    /// Takes `r` off the participants (at its reset), listed at position `start` or after it (usually at `start`: the
    /// reset walk is there).
    @inline(__always)
    private func removeParticipant(_ r: RecognizerID, listedFrom start: Int) {
        var n = start
        while n < participants.count {
            if participants[n] == r {
                participants.remove(at: n)
                return
            }
            n += 1
        }
    }

    /// The debug check of `participants`: exactly the participating recognizers, in evaluation order; every other
    /// recognizer idle with no timer.
    func participantsAreConsistent() -> Bool {
        let expected = evaluationOrder.filter { recognizers[$0].attempt.isParticipating }
        guard Array(participants) == expected else { return false }
        for r in 0..<recognizers.count where !recognizers[r].attempt.isParticipating {
            if recognizers[r].scheduledTimers != 0 { return false }
        }
        return true
    }
}
