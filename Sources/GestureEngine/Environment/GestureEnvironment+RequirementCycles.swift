extension GestureEnvironment {
    /// Sets `gestureRecognizer(_:shouldRequireFailureOf:)` answers of `id`'s delegate for each of `others`.
    /// A `true` answer is fixed, so the requirement it adds (id requires each other to fail, once both take part) is
    /// checked like a static one: an answer that would close a cycle of requirements is refused and nothing changes.
    public func setDelegate(_ id: RecognizerID, requiresFailureOf others: [RecognizerID], _ answer: Bool) throws(EngineError) {
        let targets = others.filter { $0 != id }  // UIKit never asks a recognizer about itself
        // New edges id → t close a cycle exactly when some t already reaches id.
        if answer, let path = requirementPath(from: targets, toAnyOf: [id]) {
            throw .requirementCycle(([id] + path).map { recognizers[$0.index].name })
        }
        for other in others {
            let was = recognizers[id.index].delegate.shouldRequireFailureOf[other] == true
            setDelegate(id) { $0.shouldRequireFailureOf[other] = answer }
            if other != id, was != answer {
                ownRequirementOrder().changeDelegateAnswer(id.index, requires: other.index, added: answer, staticRequirements)
            }
        }
    }

    /// Sets `gestureRecognizer(_:shouldBeRequiredToFailBy:)` answers of `id`'s delegate for each of `others`, refusing
    /// (without any change) an answer that would close a cycle of requirements, as `setDelegate(_:requiresFailureOf:_:)`.
    public func setDelegate(_ id: RecognizerID, isRequiredToFailBy others: [RecognizerID], _ answer: Bool) throws(EngineError) {
        let dependents = others.filter { $0 != id }
        // New edges t → id close a cycle exactly when id already reaches some t.
        if answer, let path = requirementPath(from: [id], toAnyOf: dependents) {
            throw .requirementCycle((path + [id]).map { recognizers[$0.index].name })
        }
        for other in others {
            let was = recognizers[id.index].delegate.shouldBeRequiredToFailBy[other] == true
            setDelegate(id) { $0.shouldBeRequiredToFailBy[other] = answer }
            if other != id, was != answer {
                ownRequirementOrder().changeDelegateAnswer(other.index, requires: id.index, added: answer, staticRequirements)
            }
        }
    }

    /// The requirement order, copied first if a copy of this environment shares it.
    func ownRequirementOrder() -> RequirementOrder {
        if !isKnownUniquelyReferenced(&requirementOrder) { requirementOrder = requirementOrder.copy() }
        return requirementOrder
    }

    /// What the cycle checks and the order's repairs have looked at, in recognizers (for tests).
    var requirementWork: Int { requirementSearchVisits + requirementOrder.visited }

    /// The recognizers `i` requires to fail statically (`require(toFail:)`), by index.
    func staticRequirements(_ i: Int) -> [Int] { recognizers[i].failureRequirements.map(\.index) }

    /// A chain of requirements in effect (static ones, then the delegates' `true` answers) from one of `starts` to one
    /// of `targets`, if any; the first node is a start, the last a target.
    /// A depth-first search that remembers each node's predecessor instead of copying a path per step. It enters
    /// only recognizers ranked (``RequirementOrder``) at least as high as the lowest target: requirements lead from
    /// higher ranks to lower, so no other can reach a target. It finds the path the whole search would find (the
    /// recognizers it leaves out reach no target, and the others are searched in the same order), reading only the
    /// recognizers ranked between the starts and the targets: none at all when every start ranks below every target.
    func requirementPath(from starts: [RecognizerID], toAnyOf targets: [RecognizerID]) -> [RecognizerID]? {
        guard !starts.isEmpty, !targets.isEmpty else { return nil }
        let isTarget = Set(targets)
        let rank = requirementOrder.rank
        let floor = targets.map { rank[$0.index] }.min() ?? 0
        // Starts are searched in the given order (the stack pops its last element first).
        var stack: [RecognizerID] = starts.reversed().filter { rank[$0.index] >= floor }
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
            let next = recognizers[node.index].failureRequirements + requirementOrder.delegated(node.index).map(RecognizerID.init(index:))
            for n in next where !seen.contains(n) && rank[n.index] >= floor {
                cameFrom[n.index] = node
                stack.append(n)
            }
        }
        return nil
    }
}
