extension GestureEnvironment {
    /// Fast path of `deliverToViews` for an event that changes one touch while nothing is traced (most events of a
    /// quiet run): the same outcome — claimed, queued behind a withheld phase, or one live call — without gathering the
    /// event's calls per view and phase and the withheld phases for the trace. `FastPathEquivalenceTests` runs every
    /// scenario, example and generated script with and without it.
    func deliverOneTouchToViews(_ id: TouchID) {
        guard let k = touchTable.slot(of: id) else { return }
        let (reachable, view, phase) = touchTable.records.withUnsafeElement(k) { t in
            (t.deliverableToView && !t.cancelledForView, t.view, t.phase)
        }
        // Claimed touches (a recognized pan's moves) stop here.
        guard reachable else { return }
        if phase == .began, claimedByRecognizedGesture(k) {
            touchTable.records[k].cancelledForView = true
            return
        }
        let item = touchTable.records.withUnsafeElement(k) { t in
            QueuedDelivery(touch: id, finger: t.finger, phase: phase, location: t.location, timestamp: t.timestamp)
        }
        if (!viewQueues.isEmpty && viewQueues.hasItems(view)) || isWithheld(slot: k, phase: phase) {
            viewQueues.append(item, to: view)
            touchTable.records[k].queuedPhases += 1
            return
        }
        // Nobody to call (no app, and no control on the responder chain, which could send touchUpInside): only what
        // the views saw is recorded, as `deliverCall` and `passOn` record it.
        if host == nil, tables.isEmpty, !chainReachesControl(view) {
            touchTable.records[k].viewReceived(phase)
            if countsViewCalls {
                viewCalls.add(view, phase)
                var from = view
                while views[from.index].passesTouchesOn, let next = views[from.index].parent {
                    viewCalls.add(next, phase)
                    from = next
                }
            }
            return
        }
        callItems.removeAll()
        callItems.append(item)
        deliverCall(view: view, phase: phase, delivery: .live)
    }

    /// Whether a call to `view` reaches a control: the view itself, or one its responder chain passes the call to.
    @inline(__always)
    private func chainReachesControl(_ view: ViewID) -> Bool {
        var v = view
        while true {
            if views[v.index].isControl { return true }
            guard views[v.index].passesTouchesOn, let next = views[v.index].parent else { return false }
            v = next
        }
    }
}
