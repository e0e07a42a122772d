extension GestureEnvironment {
    /// The recognizers that withhold `phase` of `touch` from its view right now: possible (or held back by a
    /// requirement) with `delaysTouchesBegan` (which withholds every phase [DOC A-H]) or, for `ended`,
    /// `delaysTouchesEnded` [DOC A-delaysEnded].
    func isWithheld(_ touch: TouchID, phase: TouchPhase) -> Bool {
        guard let k = touchTable.index(of: touch) else { return false }
        return isWithheld(slot: k, phase: phase)
    }

    /// `isWithheld` for the touch in record slot `k`.
    private func isWithheld(slot k: Int, phase: TouchPhase) -> Bool {
        guard phase != .cancelled else { return false }
        let touch = touchTable.records.address(k)  // Nothing here adds a touch record.
        for r in 0..<touch.pointee.recognizers.count where withholds(touch.pointee.recognizers[r].index, phase) {
            return true
        }
        return false
    }

    /// The withholding rule: possible (or held back) with `delaysTouchesBegan`, or `delaysTouchesEnded` for `ended`;
    /// or failed with withheld phases while a requirement of its is still active (until that requirement completes).
    @inline(__always)
    private func withholds(_ i: Int, _ phase: TouchPhase) -> Bool {
        let r = recognizers.address(i)
        if case .keepsWithheld = r.pointee.attempt { return hasActiveRequirement(i) }
        return (r.pointee.delaysTouchesBegan || (phase == .ended && r.pointee.delaysTouchesEnded)) && isWithholding(r)
    }

    func withholders(of touch: TouchID, phase: TouchPhase) -> [RecognizerID] {
        guard phase != .cancelled, let k = touchTable.index(of: touch) else { return [] }
        var result: [RecognizerID] = []
        for id in touchTable.records[k].recognizers where withholds(id.index, phase) { result.append(id) }
        return result
    }

    /// Step 4 of an event: the views receive the touches that are neither withheld nor claimed, one call per view
    /// and phase. Once a view has a withheld phase, its later phases queue behind it, so a view never sees a later
    /// touch before an earlier one's withheld phase (open question 4's recommendation).
    func deliverToViews(_ changed: RecordTable<TouchID>) {
        // One touch, nothing traced (most events): the same steps without the lists of calls and withheld phases.
        // Callgrind on `bench engine --script taps.gesture`: the lists cost about 250 instructions per withheld phase.
        if changed.count == 1, !isTracing {
            // Claimed touches (a recognized pan's moves) stop here.
            guard let k = touchTable.index(of: changed[0]), touchTable.records[k].deliverableToView,
                  !touchTable.records[k].cancelledForView else { return }
            deliverOne(k)
            return
        }
        deliverEach(changed)
    }

    /// `deliverToViews` in general: several touches, or a trace to write. (Its own function: its lists made the
    /// one-touch path above pay their set-up. Callgrind on `bench engine --script pan.gesture`: about 35 instructions
    /// per event.)
    @inline(never)
    private func deliverEach(_ changed: RecordTable<TouchID>) {
        var calls: [(view: ViewID, phase: TouchPhase, touches: [TouchID])] = []
        var withheld: [(view: ViewID, phase: TouchPhase, fingers: [Int], by: [RecognizerID])] = []
        for n in 0..<changed.count {
            let id = changed[n]
            guard let k = touchTable.index(of: id), touchTable.records[k].deliverableToView, !touchTable.records[k].cancelledForView else {
                continue
            }
            let t = (view: touchTable.records[k].view, phase: touchTable.records[k].phase, finger: touchTable.records[k].finger,
                     location: touchTable.records[k].location, timestamp: touchTable.records[k].timestamp)
            if t.phase == .began, claimedByRecognizedGesture(k) {
                // "Pending touches of the gesture are not delivered to the view" [DOC A-cancels]: a finger that joins
                // a gesture already recognized with cancelsTouchesInView never reaches the view.
                touchTable.records[k].cancelledForView = true
                continue
            }
            let queued = !viewQueues.isEmpty && viewQueues.hasItems(t.view)
            if queued || isWithheld(id, phase: t.phase) {
                let by = isTracing ? withholders(of: id, phase: t.phase) : []
                viewQueues.append(QueuedDelivery(touch: id, finger: t.finger, phase: t.phase, location: t.location, timestamp: t.timestamp),
                                  to: t.view)
                touchTable.records[k].queuedPhases += 1
                if isTracing {
                    if let k = withheld.firstIndex(where: { $0.view == t.view && $0.phase == t.phase }) {
                        withheld[k].fingers.append(t.finger)
                        for r in by where !withheld[k].by.contains(r) { withheld[k].by.append(r) }
                    } else {
                        withheld.append((t.view, t.phase, [t.finger], by))
                    }
                }
            } else if let k = calls.firstIndex(where: { $0.view == t.view && $0.phase == t.phase }) {
                calls[k].touches.append(id)
            } else {
                calls.append((t.view, t.phase, [id]))
            }
        }
        for w in withheld {
            emit(.withheld(time: now, view: w.view, phase: w.phase, fingers: w.fingers, by: w.by))
        }
        // Per view, phases in the order began, moved, ended, cancelled [GUESS following Chameleon].
        calls.sort { a, b in a.view == b.view ? a.phase.rawValue < b.phase.rawValue : false }
        for c in calls {
            let items = c.touches.compactMap { id in
                touchTable.index(of: id).map { k in
                    QueuedDelivery(touch: id, finger: touchTable.records[k].finger, phase: c.phase, location: touchTable.records[k].location,
                                   timestamp: touchTable.records[k].timestamp)
                }
            }
            deliverCall(view: c.view, phase: c.phase, items: items, delivery: .live)
        }
    }

    /// `deliverToViews` for the one touch of an event while nothing is traced (record slot `k`, a touch its view may
    /// still hear of): claimed, withheld (queued), or delivered.
    private func deliverOne(_ k: Int) {
        let phase = touchTable.records[k].phase
        if phase == .began, claimedByRecognizedGesture(k) {
            touchTable.records[k].cancelledForView = true  // As in `deliverToViews`.
            return
        }
        let view = touchTable.records[k].view
        if (!viewQueues.isEmpty && viewQueues.hasItems(view)) || isWithheld(slot: k, phase: phase) {
            viewQueues.append(QueuedDelivery(touch: touchTable.records[k].id, finger: touchTable.records[k].finger, phase: phase,
                                             location: touchTable.records[k].location, timestamp: touchTable.records[k].timestamp),
                              to: view)
            touchTable.records[k].queuedPhases += 1
            return
        }
        if hostAssigned || views[view.index].isControl {
            let item = QueuedDelivery(touch: touchTable.records[k].id, finger: touchTable.records[k].finger, phase: phase,
                                      location: touchTable.records[k].location, timestamp: touchTable.records[k].timestamp)
            deliverCall(view: view, phase: phase, items: [item], delivery: .live)
            return
        }
        // Nobody to call: record what the view saw (`deliverCall` without the call).
        switch phase {
        case .began: touchTable.records[k].viewSawBegan = true
        case .ended, .cancelled: touchTable.records[k].viewFinished = true
        case .moved, .stationary: break
        }
        if countsViewCalls { viewCalls.add(view, phase) }
    }

    /// True when a recognizer that holds this new touch (record `k`) is already recognizing and cancels touches in
    /// its view.
    private func claimedByRecognizedGesture(_ k: Int) -> Bool {
        let touch = touchTable.records[k].id
        for r in 0..<touchTable.records[k].recognizers.count {
            let i = touchTable.records[k].recognizers[r].index
            if recognizers[i].cancelsTouchesInView, recognizers[i].attempt.reportsRunning,
               tracked.index(of: touch, inRow: i) != nil {
                return true
            }
        }
        return false
    }

    /// Releases queued phases that no recognizer withholds any more, in order, per view.
    func drainViewQueues() {
        guard !viewQueues.isEmpty else { return }
        for v in 0..<viewQueues.viewCount where viewQueues.hasItems(ViewID(index: v)) {
            let view = ViewID(index: v)
            var batch: [QueuedDelivery] = []
            while let front = viewQueues.first(of: view) {
                guard let k = touchTable.index(of: front.touch), !touchTable.records[k].cancelledForView else {
                    removeQueueFront(view)
                    continue
                }
                if isWithheld(front.touch, phase: front.phase) { break }
                removeQueueFront(view)
                // Consecutive phases of one original event go out as one call.
                if let last = batch.last, last.phase != front.phase || last.timestamp != front.timestamp {
                    deliverCall(view: view, phase: last.phase, items: batch, delivery: .released(originalTime: last.timestamp))
                    batch.removeAll()
                }
                batch.append(front)
            }
            if let last = batch.last {
                deliverCall(view: view, phase: last.phase, items: batch, delivery: .released(originalTime: last.timestamp))
            }
        }
    }

    private func removeQueueFront(_ view: ViewID) {
        guard let front = viewQueues.removeFirst(of: view) else { return }
        if let k = touchTable.index(of: front.touch) { touchTable.records[k].queuedPhases -= 1 }
        forgetIfDone(front.touch)
    }

    /// Drops a touch's record once it is off the screen and nothing waits for it.
    private func forgetIfDone(_ id: TouchID) {
        guard let k = touchTable.index(of: id), !touchTable.records[k].phase.isDown, touchTable.records[k].queuedPhases == 0,
              fingerTouch[touchTable.records[k].finger] != id else { return }
        touchTable.remove(at: k)
    }

    /// `cancelsTouchesInView`, live part: touches of recognizer `i` that its view is following (saw began, nothing
    /// withheld) get `touchesCancelled` — before the action (open question 3).
    ///
    /// Usually none is live (a gesture's later actions find its touches already cancelled): the look is inlined into
    /// the reports, the cancelling is not (callgrind, pan part: a call per `changed` report cost about 20 instructions).
    @inline(__always)
    func cancelLiveTouches(of i: Int) {
        let delaysEnded = recognizers[i].delaysTouchesEnded
        let count = recognizers[i].touchHistory.count
        var first = 0
        while first < count {
            if let k = touchTable.index(of: recognizers[i].touchHistory[first]), isLiveForView(k, delaysEnded: delaysEnded) { break }
            first += 1
        }
        if first < count { cancelLiveTouches(of: i, from: first, delaysEnded: delaysEnded) }
    }

    /// `cancelLiveTouches` from `touchHistory[first]`, the first live touch.
    @inline(never)
    private func cancelLiveTouches(of i: Int, from first: Int, delaysEnded: Bool) {
        let count = recognizers[i].touchHistory.count
        // One live touch (a gesture taking over the touch its view follows) goes out without a list of slots.
        var second = first + 1
        while second < count {
            if let k = touchTable.index(of: recognizers[i].touchHistory[second]), isLiveForView(k, delaysEnded: delaysEnded) { break }
            second += 1
        }
        if second == count, let k = touchTable.index(of: recognizers[i].touchHistory[first]) {
            cancelForView(k, by: i)
            return
        }
        var live: [Int] = []  // Record slots.
        for n in first..<count {
            if let k = touchTable.index(of: recognizers[i].touchHistory[n]), isLiveForView(k, delaysEnded: delaysEnded) { live.append(k) }
        }
        cancelForViews(live, by: i)
    }

    /// `cancelForViews([k], by: i)` without the list of slots.
    private func cancelForView(_ k: Int, by i: Int) {
        touchTable.records[k].cancelledForView = true
        let item = QueuedDelivery(touch: touchTable.records[k].id, finger: touchTable.records[k].finger, phase: .cancelled,
                                  location: touchTable.records[k].location, timestamp: now)
        deliverCall(view: touchTable.records[k].view, phase: .cancelled, items: [item], delivery: .cancelledBy(RecognizerID(index: i)))
    }

    /// Marks the touches (record slots) claimed and sends each view one `touchesCancelled` call for its touches, on
    /// behalf of `i`.
    private func cancelForViews(_ slots: [Int], by i: Int) {
        let delivery = TraceEvent.Delivery.cancelledBy(RecognizerID(index: i))
        var byView: [(ViewID, [QueuedDelivery])] = []
        for k in slots {
            touchTable.records[k].cancelledForView = true
            let view = touchTable.records[k].view
            let item = QueuedDelivery(touch: touchTable.records[k].id, finger: touchTable.records[k].finger, phase: .cancelled,
                                      location: touchTable.records[k].location, timestamp: now)
            // One touch (the usual case) goes out at once, without grouping by view.
            if slots.count == 1 {
                deliverCall(view: view, phase: .cancelled, items: [item], delivery: delivery)
                return
            }
            if let n = byView.firstIndex(where: { $0.0 == view }) { byView[n].1.append(item) } else { byView.append((view, [item])) }
        }
        for (view, items) in byView { deliverCall(view: view, phase: .cancelled, items: items, delivery: delivery) }
    }

    /// A touch the view is following live: it saw `touchesBegan`, nothing of it is withheld, and it has not
    /// finished. A touch that lifts in the event being processed counts as withheld, not live, when the recognizer
    /// delays `touchesEnded`: its ended phase would be withheld, so it is cancelled after the action [OBS O-tap].
    @inline(__always)
    private func isLiveForView(_ k: Int, delaysEnded: Bool) -> Bool {
        // Claimed first: a running gesture's touches, looked at again for each of its updates, are (callgrind,
        // measure.sh: 1,989 → 1,986 instructions/event). Through the record's address: nothing here adds a touch.
        let t = touchTable.records.address(k)
        guard !t.pointee.cancelledForView, t.pointee.deliverableToView, t.pointee.viewSawBegan, !t.pointee.viewFinished,
              t.pointee.queuedPhases == 0 else { return false }
        return !(t.pointee.phase == .ended && delaysEnded)
    }

    /// `cancelsTouchesInView`, withheld part: the recognizer claims its withheld touches. The view gets
    /// `touchesCancelled` for those it saw begin; the rest are dropped unseen [DEC `cancelDelayedTouches`, OBS O-tap].
    func cancelWithheldTouches(of i: Int) {
        let historyCount = recognizers[i].touchHistory.count
        let delaysEnded = recognizers[i].delaysTouchesEnded
        // Nothing queued anywhere and no ended phase to withhold (a pan that begins): no touch to look at.
        guard historyCount > 0, delaysEnded || !viewQueues.isEmpty else { return }
        // One look at each touch finds both kinds of work: an ended phase about to be withheld from a view that
        // follows the touch (`cancelPendingEndedTouches`), and phases already queued. (A touch with queued phases is
        // not live, so it is never both.) Usually there is neither, or one queued touch. The pending cancel changes
        // no queue, so the queued touches found here are still those after it. Callgrind, measure.sh: 2,280 → 2,256
        // instructions/event.
        var pendingEnded = false
        var queuedTouches = 0
        var queuedSlot = -1
        for n in 0..<historyCount {
            guard let k = touchTable.index(of: recognizers[i].touchHistory[n]) else { continue }
            if touchTable.records[k].queuedPhases > 0 {
                queuedTouches += 1
                queuedSlot = k
            } else if delaysEnded, touchTable.records[k].phase == .ended, isLiveForView(k, delaysEnded: false) {
                pendingEnded = true
            }
        }
        if pendingEnded { cancelPendingEndedTouches(of: i) }
        guard queuedTouches > 0 else { return }
        if queuedTouches == 1, !isTracing {
            cancelQueuedPhases(slot: queuedSlot, by: i)
            return
        }
        // A recognizer holds a handful of touches: a linear `contains` beats building a set. The removed phases'
        // touches, the claimed touches and the cancel calls go through buffers kept between calls. (No closures and no
        // copies of the touch records: callgrind on `bench engine --script taps.gesture`, about 1,300 → 500
        // instructions per cancelling recognizer.)
        var removed = scratchRemoved
        var claimed = scratchClaimed
        var cancelled = scratchDeliveries
        scratchRemoved = []
        scratchClaimed = []
        scratchDeliveries = []
        defer {
            scratchRemoved = removed
            scratchClaimed = claimed
            scratchDeliveries = cancelled
        }
        for v in 0..<viewQueues.viewCount where viewQueues.hasItems(ViewID(index: v)) {
            let view = ViewID(index: v)
            // Only the trace needs the phases that are dropped unseen: keep the queue as it was for it.
            let queueBefore = isTracing ? viewQueues.items(of: view) : []
            removed.removeAllKeepingCapacity()
            viewQueues.removePhases(of: view, touches: recognizers[i].touchHistory, removed: &removed)
            guard !removed.isEmpty else { continue }
            claimed.removeAllKeepingCapacity()
            for id in removed {
                if !claimed.contains(id) { claimed.append(id) }
                if let k = touchTable.index(of: id) { touchTable.records[k].queuedPhases -= 1 }
            }
            cancelled.removeAllKeepingCapacity()
            var droppedPhases: [TouchPhase] = []
            var droppedFingers: [Int] = []
            for id in claimed {
                guard let k = touchTable.index(of: id) else { continue }
                touchTable.records[k].cancelledForView = true
                let finger = touchTable.records[k].finger
                if touchTable.records[k].viewSawBegan, !touchTable.records[k].viewFinished {
                    cancelled.append(QueuedDelivery(touch: id, finger: finger, phase: .cancelled, location: touchTable.records[k].location,
                                                    timestamp: now))
                } else if isTracing {
                    if !droppedFingers.contains(finger) { droppedFingers.append(finger) }
                    for item in queueBefore where item.touch == id && !droppedPhases.contains(item.phase) { droppedPhases.append(item.phase) }
                }
            }
            if !droppedFingers.isEmpty {
                emit(.dropped(time: now, view: view, phases: droppedPhases.sorted { $0.rawValue < $1.rawValue },
                              fingers: droppedFingers, by: RecognizerID(index: i)))
            }
            if !cancelled.isEmpty {
                deliverCall(view: view, phase: .cancelled, items: cancelled, delivery: .cancelledBy(RecognizerID(index: i)))
            }
            for id in claimed { forgetIfDone(id) }
        }
    }

    /// `cancelWithheldTouches` for its one touch with queued phases (record slot `k`) while nothing is traced: all of
    /// a touch's phases wait in its own view's queue, so that queue alone is looked at, and the claimed list is that
    /// one touch.
    private func cancelQueuedPhases(slot k: Int, by i: Int) {
        let id = touchTable.records[k].id
        let view = touchTable.records[k].view
        touchTable.records[k].queuedPhases -= viewQueues.removePhases(of: view, touch: id)
        touchTable.records[k].cancelledForView = true
        if touchTable.records[k].viewSawBegan, !touchTable.records[k].viewFinished {
            let item = QueuedDelivery(touch: id, finger: touchTable.records[k].finger, phase: .cancelled,
                                      location: touchTable.records[k].location, timestamp: now)
            deliverCall(view: view, phase: .cancelled, items: [item], delivery: .cancelledBy(RecognizerID(index: i)))
        }
        forgetIfDone(id)
    }

    /// Touches that lift in the event being processed, whose ended phase this recognizer withholds: the view saw
    /// them begin, so it gets `touchesCancelled` now, after the action, and never their `touchesEnded`.
    private func cancelPendingEndedTouches(of i: Int) {
        guard recognizers[i].delaysTouchesEnded else { return }
        var pending: [Int] = []  // Record slots; allocates only when there is something to cancel.
        for n in 0..<recognizers[i].touchHistory.count {
            guard let k = touchTable.index(of: recognizers[i].touchHistory[n]) else { continue }
            if touchTable.records[k].phase == .ended, isLiveForView(k, delaysEnded: false) { pending.append(k) }
        }
        if !pending.isEmpty { cancelForViews(pending, by: i) }
    }

    /// One responder call: updates what the view has seen, traces it, runs a control's touch-up-inside, and hands it
    /// to the app.
    func deliverCall(view: ViewID, phase: TouchPhase, items: [QueuedDelivery], delivery: TraceEvent.Delivery) {
        guard !items.isEmpty else { return }
        for item in items {
            switch phase {
            case .began: if let k = touchTable.index(of: item.touch) { touchTable.records[k].viewSawBegan = true }
            case .ended, .cancelled: if let k = touchTable.index(of: item.touch) { touchTable.records[k].viewFinished = true }
            case .moved, .stationary: break
            }
        }
        if countsViewCalls { viewCalls.add(view, phase) }
        emit(.viewCall(time: now, view: view, call: phase, fingers: items.map(\.finger), delivery: delivery))
        if views[view.index].isControl, phase == .ended {
            let node = views[view.index]
            let inside = items.contains { Rect(x: 0, y: 0, width: node.frame.width, height: node.frame.height)
                .contains(node.convertFromWindow($0.location)) }
            if inside {
                emit(.controlEvent(time: now, view: view, event: "touchUpInside"))
                log("\(node.name).touchUpInside")
            }
        }
        // No host yet (a bare scene, the benchmark): skip loading the weak reference.
        if hostAssigned, let host {
            let node = views[view.index]
            let touches = items.map {
                ViewTouch(id: $0.touch, finger: $0.finger, location: node.convertFromWindow($0.location), windowLocation: $0.location,
                          timestamp: $0.timestamp)
            }
            host.view(view, received: phase, touches: touches, in: AppContext(self))
        }
    }
}
