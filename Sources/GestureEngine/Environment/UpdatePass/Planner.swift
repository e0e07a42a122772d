/// The update pass's decisions: UIKit's rules, read from the recognizers' attempts and requirements, changing nothing.
/// `Executor.swift` carries out what they decide.
extension GestureEnvironment {
    // MARK: - The round

    /// Which steps of a round have work, from one look at the participants at its start: a recognizer that took no
    /// touch since its reset is idle, owes nothing and has no timer (`participantsAreConsistent`).
    func planRound() -> RoundPlan {
        var plan = RoundPlan()
        for n in 0..<participants.count {
            recognizers.withUnsafeElement(participants[n]) { record in
                let attempt = record.attempt
                switch attempt.owed {
                case .nothing: break
                case .recognition: plan.owedRecognitions &+= 1
                case .failure: plan.owedFailures &+= 1
                }
                if attempt.isExcludable { plan.anyExcludable = true }
                if attempt.machineRecognized { plan.anyExcluder = true }
                if attempt.reportsRecognition { plan.anyReportedRecognition = true }
                if !(record.failureRequirements.isEmpty && record.dynamicRequirements.isEmpty) {
                    plan.anyRequirements = true
                }
            }
        }
        return plan
    }

    // MARK: - Failure requirements (steps 1 and 3)

    /// Where a recognizer stands with its failure requirements (static, then from delegates).
    enum RequirementStatus: Equatable {
        /// None is active: every one failed, was cancelled, or never took part (or it has none).
        case satisfied
        /// Some requirement still reports `possible` while taking part and enabled (UIKit's `_isActive` [DEC D]): a
        /// recognition waits.
        case active
        /// This requirement reported `began`, `changed` or `ended`: the dependent fails.
        case recognized(RecognizerID)
    }

    /// Where `r` stands with its requirements. A requirement counts by the state it reported, so that a dependent
    /// reports only after its requirement's failure was reported (the transcript reads cause before effect); one on a
    /// cycle with `r` counts by its own state (`isActiveOnCycle`).
    @inline(__always)
    func requirementStatus(of r: RecognizerID) -> RequirementStatus {
        // (A scene with a cycle takes its own walk, so that the usual one tests nothing more per requirement.)
        if sceneHasCycles { return requirementStatusOnCycles(of: r) }
        // One walk over the requirements, static then dynamic: the first that reported a recognition decides; else
        // any still active holds it back.
        return recognizers.withUnsafeElement(r) { record in
            var active = false
            for k in 0..<record.failureRequirements.count {
                let required = record.failureRequirements[k]
                if requirementStanding(required, &active) { return .recognized(required) }
            }
            for k in 0..<record.dynamicRequirements.count {
                let required = record.dynamicRequirements[k]
                if requirementStanding(required, &active) { return .recognized(required) }
            }
            return active ? .active : .satisfied
        }
    }

    /// For `requirementStatus`: true when `required` reported a recognition; else notes in `active` whether it is
    /// still active (`isActiveRequirement`). One access to its record.
    @inline(__always)
    private func requirementStanding(_ required: RecognizerID, _ active: inout Bool) -> Bool {
        recognizers.withUnsafeElement(required) { record in
            if record.attempt.reportsRecognition { return true }
            if record.attempt.isParticipatingAndReportsPossible && record.isEnabled { active = true }
            return false
        }
    }

    /// `requirementStatus` in a scene with a cycle: a requirement on a cycle with `r` counts by its own state.
    private func requirementStatusOnCycles(of r: RecognizerID) -> RequirementStatus {
        var active = false
        for required in recognizers[r].allRequirements {
            if recognizers[required].attempt.reportsRecognition { return .recognized(required) }
            if isActiveRequirement(required, of: r) { active = true }
        }
        return active ? .active : .satisfied
    }

    /// `_isActive` for a requirement on a cycle with its dependent [DEC D]: judged by the recognizer's own state (its
    /// machine's), not the one it reported — possible, began or changed, enabled, taking part. A member whose machine
    /// ended (recognized, held back or not) no longer holds the others: otherwise two members that recognize would wait
    /// for each other for ever, which UIKit does not do. A member failing on its own still holds them until its
    /// failure is reported (cause before effect); one failing because another member recognized first does not (that
    /// one reports first).
    @inline(__always)
    func isActiveOnCycle(_ required: RecognizerID) -> Bool {
        recognizers.withUnsafeElement(required) { record in
            guard record.isEnabled else { return false }
            switch record.attempt {
            case .possible, .recognized(.began, _), .recognized(.changed, _): return true
            case .failing(from: nil):
                if case .cycleRecognizedFirst = record.cause { return false }
                return true
            case .idle, .recognized(.ended, _), .running, .ending, .failing, .finished, .keepsWithheld: return false
            }
        }
    }

    /// A requirement of `r` that reported a recognition, if any (static ones first, then the delegates').
    @inline(__always)
    func recognizedRequirement(of r: RecognizerID) -> RecognizerID? {
        // Indexed loops: iterating the arrays would retain them on every call of this frequent check.
        recognizers.withUnsafeElement(r) { record in
            for k in 0..<record.failureRequirements.count {
                let required = record.failureRequirements[k]
                if recognizers[required].attempt.reportsRecognition { return required }
            }
            for k in 0..<record.dynamicRequirements.count {
                let required = record.dynamicRequirements[k]
                if recognizers[required].attempt.reportsRecognition { return required }
            }
            return nil
        }
    }

    /// True when some requirement of `r` is still active.
    @inline(__always)
    func hasActiveRequirement(_ r: RecognizerID) -> Bool {
        if sceneHasCycles { return recognizers[r].allRequirements.contains { isActiveRequirement($0, of: r) } }
        return recognizers.withUnsafeElement(r) { record in
            for k in 0..<record.failureRequirements.count where isActiveRequirement(record.failureRequirements[k]) {
                return true
            }
            for k in 0..<record.dynamicRequirements.count where isActiveRequirement(record.dynamicRequirements[k]) {
                return true
            }
            return false
        }
    }

    /// `_isActive` for a required recognizer: it took part, is enabled, and reports `possible` [DEC D].
    @inline(__always)
    private func isActiveRequirement(_ required: RecognizerID) -> Bool {
        recognizers.withUnsafeElement(required) { $0.attempt.isParticipatingAndReportsPossible && $0.isEnabled }
    }

    /// `_isActive` for a requirement of `r`: as `isActiveRequirement(_:)`, or, on a cycle with `r`, by its own state
    /// (`isActiveOnCycle`).
    private func isActiveRequirement(_ required: RecognizerID, of r: RecognizerID) -> Bool {
        if sceneHasCycles, requirementCycles.areOnOneCycle(r, required) { return isActiveOnCycle(required) }
        return isActiveRequirement(required)
    }

    /// The requirements of `r` that are still active, static then dynamic (for the waiting notice).
    func activeRequirements(of r: RecognizerID) -> [RecognizerID] {
        recognizers[r].allRequirements.filter { isActiveRequirement($0, of: r) }
    }

    // MARK: - Failure-requirement cycles

    /// For each cycle with a member taking part, the member that wins it in this round, if any (docs/engine.md,
    /// "Failure-requirement cycles"): a member that reported a recognition; else the first in evaluation order whose
    /// machine ended (recognized), held back or not. Keyed by the cycle's number in `requirementCycles`.
    func cycleWinners() -> [Int32: RecognizerID] {
        var reported: [Int32: RecognizerID] = [:]
        var ended: [Int32: RecognizerID] = [:]
        for n in 0..<participants.count {
            let r = participants[n]
            let c = requirementCycles.cycle[r.index]
            guard c >= 0 else { continue }
            let attempt = recognizers[r].attempt
            if attempt.reportsRecognition {
                if reported[c] == nil { reported[c] = r }
            } else if case .recognized(.ended, _) = attempt, ended[c] == nil {
                ended[c] = r
            }
        }
        return ended.merging(reported) { _, reportedFirst in reportedFirst }
    }

    /// The member of `r`'s cycle that held it back and failed on its own, at this instant, when nothing on the cycle
    /// holds it any more: the cause of its recognition after waiting ("B failed, so A is free"). Nil when it lies on no
    /// cycle, or won it (the members it waited for failed because it recognized first, or failed before it waited).
    func cycleMemberThatFreed(_ r: RecognizerID) -> RecognizerID? {
        guard sceneHasCycles, requirementCycles.cycle[r.index] >= 0 else { return nil }
        var freedBy: RecognizerID?
        for required in recognizers[r].allRequirements where requirementCycles.areOnOneCycle(r, required) {
            if isActiveOnCycle(required) { return nil }
            let record = recognizers[required]
            guard freedBy == nil, record.attempt.isParticipating, !record.attempt.machineRecognized,
                  record.lastTransition.time == now else { continue }
            if case .cycleRecognizedFirst = record.cause { continue }
            freedBy = required
        }
        return freedBy
    }

    // MARK: - Exclusion (step 2)

    /// `a` may exclude others: its machine recognized and nothing holds it back (a recognizer held back by a
    /// requirement excludes no one [DEC D]).
    @inline(__always)
    func canExclude(_ a: RecognizerID) -> Bool {
        switch recognizers[a].attempt {
        case .recognized: return requirementStatus(of: a) == .satisfied
        case .running, .ending, .finished(.ended): return true
        case .idle, .possible, .failing, .finished, .keepsWithheld: return false
        }
    }

    /// Whether `a`, which may exclude (`canExclude`), excludes the excludable participant `b` [DOC A-H, A-sim; DEC D
    /// `-[B _isExcludedByExcludable:A]`, ref §3.1]: their views are the same or one contains the other (recognizers on
    /// sibling views never exclude each other [DEC D `_affectedByGesture`]); `a` does not require `b` to fail;
    /// `a.canPrevent(b)` (the tap rule, `MachineStore.canPrevent`); and neither delegate allows simultaneous
    /// recognition (a yes from either side is enough [DOC A-H]). A `b` that requires `a` to fail is left to the
    /// requirement, so its cause names it. A recognizer that already reported `began` is never excludable (open
    /// question 10).
    @inline(__always)
    func excludes(_ a: RecognizerID, _ b: RecognizerID) -> Bool {
        guard viewsAreRelated(recognizers[a].view, recognizers[b].view) else { return false }
        if recognizers[a].failureRequirements.contains(b) || recognizers[a].dynamicRequirements.contains(b) { return false }
        guard machines.canPrevent(machine(a), machine(b)) else { return false }
        if !scrollViewOfDelay.isEmpty, isBuiltInPairOfOneScrollView(a, b) { return false }
        if recognizers[b].delegate.recognizesSimultaneously(with: a) || recognizers[a].delegate.recognizesSimultaneously(with: b) {
            return false
        }
        return !(recognizers[b].failureRequirements.contains(a) || recognizers[b].dynamicRequirements.contains(a))
    }

    // MARK: - Reports (step 3)

    /// What `r`'s report step does now, from its attempt and, for a recognition, its requirements.
    @inline(__always)
    func plannedReport(for r: RecognizerID) -> PlannedReport {
        switch recognizers[r].attempt {
        case .idle, .possible, .finished, .keepsWithheld, .running(_, owesChanged: false): return .nothing
        case .running(_, owesChanged: true): return .change
        case .ending: return .end
        case .failing(from: nil): return .fail
        case .failing(from: .some): return .cancel
        case .recognized(let reached, let waiting):
            switch requirementStatus(of: r) {
            // It fails at the next round's step 1.
            case .recognized: return .nothing
            case .active: return waiting ? .nothing : .wait
            case .satisfied: return .recognize(reached, afterWaiting: waiting)
            }
        }
    }

    /// After `r` reported a failure (`failed` or `cancelled`): true when no other recognizer's step reads it — `r` is
    /// alone in its requirement group (none requires it, it requires none, and no delegate adds requirements).
    /// Requirements and exclusion read a recognizer's requirements and the recognizers that recognize, resets the
    /// other members of a group, and withheld phases the recognizers still listed on their touches (a failure with no
    /// requirement took `r` off its touches). So another round would find nothing new for it.
    @inline(__always)
    func isQuietFailure(_ r: RecognizerID) -> Bool {
        guard !hasDynamicDelegates else { return false }
        ensureStaticGroups()
        return cachedStaticGroups.range(of: r).count == 1
    }

    // MARK: - Resets (step 5)

    /// Rebuilds `cachedStaticGroups` after recognizers or `require(toFail:)` edges changed.
    @inline(__always)
    func ensureStaticGroups() {
        guard cachedStaticGroups.count != recognizers.count else { return }
        cachedStaticGroups = LinkedGroups(requirements: recognizers.map(\.failureRequirements))
    }
}

/// Which steps of a round have work (`planRound`).
struct RoundPlan {
    /// How many participants owe a recognition, `changed` or `ended` report, and how many a failure (step 3).
    var owedRecognitions = 0
    var owedFailures = 0
    /// Some participant could be excluded (step 2).
    var anyExcludable = false
    /// Some participant has failure requirements (step 1).
    var anyRequirements = false
    /// Some participant's machine recognized, so it may exclude others (step 2). Step 1 only fails recognizers, so
    /// what holds at the start of the round is enough.
    var anyExcluder = false
    /// Some participant reported a recognition, so a requirement may fail its dependents (step 1; a recognizer that
    /// does not take part reports `possible`).
    var anyReportedRecognition = false
}

/// What a recognizer's report step does (`plannedReport`), carried out by `carryOut`.
enum PlannedReport: Equatable {
    /// Nothing now: nothing is owed, or a requirement that recognized fails it at the next round's step 1, or it waits
    /// and said so already.
    case nothing
    /// A requirement still active holds the recognition back: it stays `possible`, withholding its touches, and the
    /// waiting notice goes out (once).
    case wait
    /// The recognition goes out: `recognized` for a discrete recognizer; `began` (then `reached` if further) for a
    /// continuous one. `afterWaiting`: a requirement held it back until now (a pan restarts its translation).
    case recognize(Attempt.Reached, afterWaiting: Bool)
    /// The `changed` a running gesture owes.
    case change
    /// The `ended` of a running gesture.
    case end
    /// `failed`, from `possible`.
    case fail
    /// `cancelled`, from `began` or `changed`, with a `cancelled` action.
    case cancel
}
