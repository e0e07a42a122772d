extension GestureEnvironment {
    /// `cancelsTouchesInView`, live part: the touches of `r` that their views are following (`isLiveForView`) get
    /// `touchesCancelled` on its behalf, one call per view, and are claimed: their views hear nothing more of them.
    @inline(__always)
    func cancelLiveTouches(of r: RecognizerID) {
        let slots = claimedSlots
        slots.removeAll()
        recognizers.withUnsafeElement(r) { record in
            let delaysEnded = record.delaysTouchesEnded
            for n in 0..<record.touchHistory.count {
                if let k = touchTable.slot(of: record.touchHistory[n]), isLiveForView(k, delaysEnded: delaysEnded) { slots.append(k) }
            }
        }
        if slots.count > 0 { cancelForViews(slots, by: r) }
    }

    /// `cancelsTouchesInView`, withheld part: `r` claims its withheld touches [DEC D `cancelDelayedTouches`, OBS O-tap].
    /// Their queued phases leave the queues; a view gets `touchesCancelled` for those it saw begin and nothing at all for
    /// the others (traced as dropped) [DOC A-cancels, A-delaysBegan; DEC D `_clearDelayedTouches`]. A touch lifting in
    /// this very event whose `ended` phase `r` would withhold counts as withheld: its view, which saw it begin, gets
    /// `touchesCancelled` now and never its `touchesEnded`.
    func cancelWithheldTouches(of r: RecognizerID) {
        let historyCount = recognizers[r].touchHistory.count
        let delaysEnded = recognizers[r].delaysTouchesEnded
        // Nothing queued anywhere and no ended phase to withhold (a pan that begins): no touch to look at.
        guard historyCount > 0, delaysEnded || !viewQueues.isEmpty else { return }
        let slots = claimedSlots
        slots.removeAll()
        var queuedTouches = 0
        var queuedSlot = TouchSlot(index: 0)
        for n in 0..<historyCount {
            guard let k = touchTable.slot(of: recognizers[r].touchHistory[n]) else { continue }
            if touchTable.records[k].queuedPhases > 0 {
                queuedTouches += 1
                queuedSlot = k
            } else if delaysEnded, touchTable.records[k].phase == .ended, isLiveForView(k, delaysEnded: false) {
                slots.append(k)
            }
        }
        if slots.count > 0 { cancelForViews(slots, by: r) }
        if fastPaths.contains(.oneQueuedTouchClaim), queuedTouches == 1, !isTracing {
            claimQueuedPhases(ofOneTouchIn: queuedSlot, by: r)
        } else if queuedTouches > 0 {
            claimQueuedPhases(of: r)
        }
    }

    /// Takes the queued phases of `r`'s touches out of the view queues, view by view in declaration order.
    private func claimQueuedPhases(of r: RecognizerID) {
        var removed = scratchRemoved
        var claimed = scratchClaimed
        scratchRemoved = []
        scratchClaimed = []
        defer {
            scratchRemoved = removed
            scratchClaimed = claimed
        }
        let history = recognizers[r].touchHistory
        for v in 0..<viewQueues.viewCount where viewQueues.hasItems(ViewID(index: v)) {
            let view = ViewID(index: v)
            // Only the trace needs the phases that are dropped unseen: keep the queue as it was for it.
            let queueBefore = isTracing ? viewQueues.items(of: view) : []
            removed.removeAllKeepingCapacity()
            viewQueues.removePhases(of: view, touches: history, removed: &removed)
            guard !removed.isEmpty else { continue }
            claimed.removeAllKeepingCapacity()
            for id in removed {
                if !claimed.contains(id) { claimed.append(id) }
                if let k = touchTable.slot(of: id) { touchTable.records[k].queuedPhases -= 1 }
            }
            callItems.removeAll()
            var droppedPhases: [TouchPhase] = []
            var droppedFingers: [Int] = []
            for id in claimed {
                guard let k = touchTable.slot(of: id) else { continue }
                touchTable.records[k].cancelledForView = true
                let finger = touchTable.records[k].finger
                if touchTable.records[k].viewSawBegan, !touchTable.records[k].viewFinished {
                    callItems.append(QueuedDelivery(touch: id, finger: finger, phase: .cancelled, location: touchTable.records[k].location,
                                                    timestamp: now))
                } else if isTracing {
                    if !droppedFingers.contains(finger) { droppedFingers.append(finger) }
                    for item in queueBefore where item.touch == id && !droppedPhases.contains(item.phase) { droppedPhases.append(item.phase) }
                }
            }
            if !droppedFingers.isEmpty {
                emit(.dropped(time: now, view: view, phases: droppedPhases.sorted { $0.rawValue < $1.rawValue }, fingers: droppedFingers, by: r))
            }
            deliverCall(view: view, phase: .cancelled, delivery: .cancelledBy(r))
            for id in claimed { forgetIfDone(id) }
        }
    }

    /// Claims the touches in `slots` for `r` and sends each view one `touchesCancelled` call for its touches, views in
    /// the order their touches come in `slots`.
    private func cancelForViews(_ slots: RecordTable<TouchSlot>, by r: RecognizerID) {
        for n in 0..<slots.count { touchTable.records[slots[n]].cancelledForView = true }
        for n in 0..<slots.count {
            let view = touchTable.records[slots[n]].view
            var seen = false
            for earlier in 0..<n where touchTable.records[slots[earlier]].view == view { seen = true }
            guard !seen else { continue }
            callItems.removeAll()
            for m in n..<slots.count where touchTable.records[slots[m]].view == view {
                let k = slots[m]
                callItems.append(QueuedDelivery(touch: touchTable.records[k].id, finger: touchTable.records[k].finger, phase: .cancelled,
                                                location: touchTable.records[k].location, timestamp: now))
            }
            deliverCall(view: view, phase: .cancelled, delivery: .cancelledBy(r))
        }
    }
}
