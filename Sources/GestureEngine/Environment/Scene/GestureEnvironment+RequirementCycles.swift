extension GestureEnvironment {
    /// Sets `gestureRecognizer(_:shouldRequireFailureOf:)` answers of `id`'s delegate for each of `others`.
    /// A `true` answer is fixed, so the requirement it adds (id requires each other to fail, once both take part) is
    /// checked like a static one: an answer that would close a cycle of requirements is refused and nothing changes.
    public func setDelegate(_ id: RecognizerID, requiresFailureOf others: [RecognizerID], _ answer: Bool) throws(EngineError) {
        let targets = others.filter { $0 != id }  // UIKit never asks a recognizer about itself
        let changed = changedAnswers(recognizers[id].delegate.shouldRequireFailureOf, to: answer, for: targets)
        // New edges id → t close a cycle exactly when some t already reaches id.
        if !changeAnswers(changed.map { (id, $0) }, to: answer) {
            let path = requirementPath(from: targets, toAnyOf: [id]) ?? []
            throw .requirementCycle(([id] + path).map { recognizers[$0].name })
        }
        setDelegate(id) { d in for other in others { d.shouldRequireFailureOf[other] = answer } }
    }

    /// Sets `gestureRecognizer(_:shouldBeRequiredToFailBy:)` answers of `id`'s delegate for each of `others`, refusing
    /// (without any change) an answer that would close a cycle of requirements, as `setDelegate(_:requiresFailureOf:_:)`.
    public func setDelegate(_ id: RecognizerID, isRequiredToFailBy others: [RecognizerID], _ answer: Bool) throws(EngineError) {
        let dependents = others.filter { $0 != id }
        let changed = changedAnswers(recognizers[id].delegate.shouldBeRequiredToFailBy, to: answer, for: dependents)
        // New edges t → id close a cycle exactly when id already reaches some t.
        if !changeAnswers(changed.map { ($0, id) }, to: answer) {
            let path = requirementPath(from: [id], toAnyOf: dependents) ?? []
            throw .requirementCycle((path + [id]).map { recognizers[$0].name })
        }
        setDelegate(id) { d in for other in others { d.shouldBeRequiredToFailBy[other] = answer } }
    }

    /// The recognizers of `others` (each once, in order) whose answer in `current` changes between `true` and not.
    private func changedAnswers(_ current: [RecognizerID: Bool], to answer: Bool, for others: [RecognizerID]) -> [RecognizerID] {
        var seen: Set<RecognizerID> = []
        return others.filter { (current[$0] == true) != answer && seen.insert($0).inserted }
    }

    /// Counts the delegate answers for the requirements `pairs` (dependent, required) as `true` (`answer`) or no longer
    /// `true`. False when a new one would close a cycle: then nothing changed.
    private func changeAnswers(_ pairs: [(RecognizerID, RecognizerID)], to answer: Bool) -> Bool {
        guard answer else {
            for (a, b) in pairs { requirementGraph.removeAnswer(a.index, requires: b.index) }
            return true
        }
        for (k, (a, b)) in pairs.enumerated() where !requirementGraph.addAnswer(a.index, requires: b.index) {
            for (a, b) in pairs[..<k] { requirementGraph.removeAnswer(a.index, requires: b.index) }
            return false
        }
        return true
    }

    /// What the cycle checks of failure requirements have looked at: requirements followed by ``RequirementGraph``
    /// and recognizers entered by the searches that name a cycle (for tests that check the work is bounded).
    var requirementWork: Int { requirementGraph.work + requirementSearchVisits }

    /// A chain of requirements in effect (static ones, then the delegates' `true` answers) from one of `starts` to one
    /// of `targets`, if any; the first node is a start, the last a target.
    /// A depth-first search that remembers each node's predecessor instead of copying a path per step. Only a refusal
    /// needs it (``RequirementGraph`` decides whether there is a cycle), to name the cycle. It enters no recognizer
    /// whose level is above every target's: requirements never lead to a lower level, so such a recognizer reaches no
    /// target, and leaving it out changes neither the order in which the others are searched nor the path found.
    func requirementPath(from starts: [RecognizerID], toAnyOf targets: [RecognizerID]) -> [RecognizerID]? {
        guard !starts.isEmpty, !targets.isEmpty else { return nil }
        let isTarget = Set(targets)
        let level = requirementGraph.level
        let ceiling = targets.map { level[$0.index] }.max() ?? 0
        // Only a delegate answer adds these; without one the search reads the static requirements alone.
        let delegated = hasDynamicDelegates ? delegateRequirements() : []
        // Starts are searched in the given order (the stack pops its last element first).
        var stack: [RecognizerID] = starts.reversed().filter { level[$0.index] <= ceiling }
        // `cameFrom[i]`: the node `i` was first reached from (`i` itself for a start); nil: not reached yet.
        var cameFrom: [Int: RecognizerID] = [:]
        for s in starts { cameFrom[s.index] = s }
        var seen: Set<RecognizerID> = []
        while let node = stack.popLast() {
            if isTarget.contains(node) {
                var path = [node]
                var k = node
                while let previous = cameFrom[k.index], previous != k {
                    path.append(previous)
                    k = previous
                }
                return path.reversed()
            }
            guard seen.insert(node).inserted else { continue }
            requirementSearchVisits += 1
            let next = recognizers[node].failureRequirements + (delegated.isEmpty ? [] : delegated[node.index])
            for n in next where !seen.contains(n) && level[n.index] <= ceiling {
                cameFrom[n.index] = node
                stack.append(n)
            }
        }
        return nil
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
}
