extension GestureEnvironment {
    /// Sets `gestureRecognizer(_:shouldRequireFailureOf:)` answers of `id`'s delegate for each of `others`.
    /// A `true` answer is fixed, so the requirement it adds (id requires each other to fail, once both take part) is
    /// checked like a static one: an answer that would close a cycle of requirements is refused and nothing changes.
    public func setDelegate(_ id: RecognizerID, requiresFailureOf others: [RecognizerID], _ answer: Bool) throws(EngineError) {
        let targets = others.filter { $0 != id }  // UIKit never asks a recognizer about itself
        // New edges id → t close a cycle exactly when some t already reaches id.
        if answer, let path = requirementPath(from: targets, toAnyOf: [id]) {
            throw .requirementCycle(([id] + path).map { recognizers[$0].name })
        }
        setDelegate(id) { d in for other in others { d.shouldRequireFailureOf[other] = answer } }
    }

    /// Sets `gestureRecognizer(_:shouldBeRequiredToFailBy:)` answers of `id`'s delegate for each of `others`, refusing
    /// (without any change) an answer that would close a cycle of requirements, as `setDelegate(_:requiresFailureOf:_:)`.
    public func setDelegate(_ id: RecognizerID, isRequiredToFailBy others: [RecognizerID], _ answer: Bool) throws(EngineError) {
        let dependents = others.filter { $0 != id }
        // New edges t → id close a cycle exactly when id already reaches some t.
        if answer, let path = requirementPath(from: [id], toAnyOf: dependents) {
            throw .requirementCycle((path + [id]).map { recognizers[$0].name })
        }
        setDelegate(id) { d in for other in others { d.shouldBeRequiredToFailBy[other] = answer } }
    }

    /// A chain of requirements in effect (static ones, then the delegates' `true` answers) from one of `starts` to one
    /// of `targets`, if any; the first node is a start, the last a target.
    /// A depth-first search that remembers each node's predecessor instead of copying a path per step: O(recognizers
    /// + requirements) per call, so declaring a chain of n requirements costs O(n²) in all, not O(n³).
    func requirementPath(from starts: [RecognizerID], toAnyOf targets: [RecognizerID]) -> [RecognizerID]? {
        guard !starts.isEmpty, !targets.isEmpty else { return nil }
        let isTarget = Set(targets)
        // Only a delegate answer adds these; without one the search reads the static requirements alone.
        let delegated = hasDynamicDelegates ? delegateRequirements() : []
        // Starts are searched in the given order (the stack pops its last element first).
        var stack: [RecognizerID] = starts.reversed()
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
            let next = recognizers[node].failureRequirements + (delegated.isEmpty ? [] : delegated[node.index])
            for n in next where !seen.contains(n) {
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
