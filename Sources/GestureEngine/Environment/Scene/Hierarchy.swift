extension GestureEnvironment {
    /// True when `view` is `ancestor` or lies below it.
    func isView(_ view: ViewID, inSubtreeOf ancestor: ViewID) -> Bool {
        var current: ViewID? = view
        while let v = current {
            if v == ancestor { return true }
            current = views[v.index].parent
        }
        return false
    }

    /// Two views are related when one contains the other (or they are the same); recognizers on sibling views do
    /// not exclude each other [DEC `_affectedByGesture`].
    func viewsAreRelated(_ a: ViewID, _ b: ViewID) -> Bool { isView(a, inSubtreeOf: b) || isView(b, inSubtreeOf: a) }

    /// The recognizers in evaluation order: deepest view first, then ancestors; views at the same depth in
    /// declaration order; within a view in `addGestureRecognizer` order (open question 6's recommendation). One order
    /// for delivery, exclusion and reporting.
    var evaluationOrder: [RecognizerID] {
        ensureEvaluationOrder()
        return cachedEvaluationOrder
    }


    /// Brings the cached order up to date after recognizers were added (loops then read `cachedEvaluationRank`
    /// without holding a copy of the array).
    @inline(__always)
    func ensureEvaluationOrder() {
        if cachedEvaluationOrder.count != recognizers.count { rebuildEvaluationOrder() }
    }

    private func rebuildEvaluationOrder() {
        func depth(_ v: ViewID) -> Int {
            var d = 0
            var c = views[v.index].parent
            while let p = c {
                d += 1
                c = views[p.index].parent
            }
            return d
        }
        let order = (0..<recognizers.count).map { RecognizerID(index: $0) }.sorted { a, b in
            let va = recognizers[a].view
            let vb = recognizers[b].view
            if va != vb {
                let da = depth(va)
                let db = depth(vb)
                return da != db ? da > db : va < vb
            }
            return a < b
        }
        cachedEvaluationOrder = order
        cachedEvaluationRank = Array(repeating: 0, count: order.count)
        for (rank, r) in order.enumerated() { cachedEvaluationRank[r.index] = rank }
    }
}
