extension GestureEnvironment {
    /// Fast path of `deliverToRecognizers` for an event that changes one touch (most events): the same deliveries in
    /// one pass. Each recognizer's tracked touches depend on this touch alone, so each is brought up to date just before
    /// its machine is called, and the touch's recognizers are in evaluation order already (`collectRecognizers`), so no
    /// list of involved recognizers is built and walked again. `FastPathEquivalenceTests` runs every scenario, example
    /// and generated script with and without it.
    func deliverOneTouch(_ id: TouchID) {
        ensureEvaluationOrder()
        assert(touchTable.slot(of: id) == id.slot, "a changed touch forgotten before delivery")
        let k = id.slot
        let touchNow = touchTable.records.withUnsafeElement(k) { t in
            TrackedTouch(id: id, finger: t.finger, location: t.location, previousLocation: t.previousLocation,
                         phase: t.phase, timestamp: t.timestamp)
        }
        let phase = touchNow.phase  // Never stationary: the touch changed.
        let began = phase == .began
        let lifted = phase == .ended || phase == .cancelled
        var m = 0
        // (`ignore` may take a recognizer off the touch meanwhile: the count is read afresh.)
        while let r = touchTable.records.withUnsafeElement(k, { m < $0.recognizers.count ? $0.recognizers[m] : nil }) {
            m &+= 1
            // Every recognizer on the touch tracks it (one that ignores a touch leaves its list), except one that keeps
            // phases withheld after it finished, which no longer receives touches and tracks none.
            // The record is read and changed in one access, which ends before `apply` changes it through the table:
            // a new touch joins the history of every recognizer it was given to.
            // What the attempt says is read once: whether it receives touches, starts now, or was recognizing.
            let (receives, starts, wasRecognizing, mr, compacts) = recognizers.withUnsafeElement(r) { record in
                let compacts = began && record.remember(id)
                let before = record.attempt
                let receives = before.receivesTouches
                var starts = false
                if receives, case .idle = before {
                    record.attempt = .possible
                    starts = true
                }
                return (receives, starts, before.machineIsRecognizing, MachineRef(kind: record.kind, slot: record.machineSlot), compacts)
            }
            if compacts { compactTouchHistory(of: r) }
            // Where `r`'s row holds the touch, to settle it alone afterwards (nil: it does not track it).
            var position: Int?
            if receives {
                if starts { insertInEvaluationOrder(r, into: participants) }
                let time = now
                let (actions, at) = tracked.track(touchNow, for: r, adding: began) { machines.deliver(mr, phase, TouchBatch(touches: $0, now: time)) }
                position = at
                if !actions.isEmpty {
                    apply(actions, to: r)
                    // `ignore` took `r` off the touch, and the touch out of its row: the next recognizer moved into
                    // its place, and the row has nothing left to settle. No other action changes the list or the row.
                    if m > touchTable.records[k].recognizers.count || touchTable.records[k].recognizers[m &- 1] != r {
                        m &-= 1
                        position = nil
                    }
                }
                if wasRecognizing { recognizers[r].receivedEventWhileRecognizing() }
            } else {
                position = tracked.track(touchNow, for: r, adding: began)
            }
            if let position { tracked.settle(touchAt: position, of: r, lifted: lifted) }
        }
    }
}
