extension GestureEnvironment {
    /// Sets `gestureRecognizer(_:shouldRequireFailureOf:)` answers of `id`'s delegate for each of `others`. A `true`
    /// answer adds the requirement (id requires each other to fail) once both take part; like UIKit, the engine accepts
    /// one that closes a cycle of requirements (docs/engine.md, "Failure-requirement cycles").
    public func setDelegate(_ id: RecognizerID, requiresFailureOf others: [RecognizerID], _ answer: Bool) {
        setDelegate(id) { d in for other in others where other != id { d.shouldRequireFailureOf[other] = answer } }
        cyclesAreStale = true
    }

    /// Sets `gestureRecognizer(_:shouldBeRequiredToFailBy:)` answers of `id`'s delegate for each of `others`, as
    /// `setDelegate(_:requiresFailureOf:_:)` (each other requires id to fail, once both take part).
    public func setDelegate(_ id: RecognizerID, isRequiredToFailBy others: [RecognizerID], _ answer: Bool) {
        setDelegate(id) { d in for other in others where other != id { d.shouldBeRequiredToFailBy[other] = answer } }
        cyclesAreStale = true
    }

    /// Brings `requirementCycles` up to date after requirements, delegate answers or recognizers changed; true when
    /// some requirement lies on a cycle. Called at the start of each update pass: one test when nothing changed.
    @inline(__always)
    @discardableResult
    func ensureRequirementCycles() -> Bool {
        if cyclesAreStale {
            cyclesAreStale = false
            var requirements = recognizers.map(\.failureRequirements)
            if hasDynamicDelegates {
                let delegated = delegateRequirements()
                for i in requirements.indices {
                    for r in delegated[i] where !requirements[i].contains(r) { requirements[i].append(r) }
                }
            }
            requirementCycles = RequirementCycles(requirements: requirements)
            sceneHasCycles = !requirementCycles.isEmpty
        }
        return sceneHasCycles
    }

    /// Per recognizer, the recognizers its delegates' `true` answers make it require to fail (from either side's
    /// delegate), each list in declaration order of the required recognizers. Built by bucketing the answers by the
    /// required recognizer first, so the order does not depend on dictionary order: O(recognizers + answers).
    private func delegateRequirements() -> [[RecognizerID]] {
        var dependentsOf = Array(repeating: [Int](), count: recognizers.count)
        for a in recognizers.indices {
            for (b, yes) in recognizers[a].delegate.shouldRequireFailureOf where yes && b.index != a { dependentsOf[b.index].append(a) }
            for (d, yes) in recognizers[a].delegate.shouldBeRequiredToFailBy where yes && d.index != a { dependentsOf[a].append(d.index) }
        }
        var required = Array(repeating: [RecognizerID](), count: recognizers.count)
        for b in dependentsOf.indices {
            let bid = RecognizerID(index: b)
            for a in dependentsOf[b] where required[a].last != bid { required[a].append(bid) }
        }
        return required
    }

    /// The chain of requirements by which `required` (a requirement of `r` on r's cycle) waits for `r` in turn:
    /// `[required, …, r]`, shortest first; nil when the two do not lie on one cycle. For the transcript's waiting line
    /// and `:why` ("waits for B, which waits for A: a failure-requirement cycle").
    public func requirementCycle(from required: RecognizerID, backTo r: RecognizerID) -> [RecognizerID]? {
        ensureRequirementCycles()
        return requirementCycles.chain(from: required, to: r)
    }
}
