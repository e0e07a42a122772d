/// A touch's phase as a responder call carries it: live, withheld in a view's queue (with the location and time it had
/// then), released, or cancelled.
struct QueuedDelivery: Sendable {
    var touch: TouchID
    var finger: Int
    var phase: TouchPhase
    var location: Point
    var timestamp: VirtualTime
}

/// One live responder call of the current event, while its touches are gathered (`deliverToViews`).
struct LiveCall {
    var view: ViewID
    var phase: TouchPhase
}

/// A touch of the live call at position `call` in `liveCalls`.
struct LiveTouch {
    var call: Int
    var slot: TouchSlot
}

extension GestureEnvironment {
    // MARK: - Step 5: the views get the event

    /// The views receive the event's touches that are neither withheld nor claimed, one call per view and phase
    /// (docs/engine.md §4): per view, in the order views first appear in the event, the phases in the order began,
    /// moved, ended, cancelled [DEC D `_touchesForResponder:withPhase:`, DOC A-resp; the phase order is GUESS following
    /// RE R-Cham]. A touch its view must never hear of (§4.2), or that a recognizer claimed, stops here; a new touch
    /// joining a gesture already recognized with `cancelsTouchesInView` is claimed now [DOC A-cancels]. A phase some
    /// recognizer withholds — or any phase for a view that already has a queue, so that a view never sees a later
    /// touch before an earlier one's withheld phase (open question 4) — joins the view's queue.
    func deliverToViews(_ changed: RecordTable<TouchID>) {
        liveCalls.removeAll()
        liveTouches.removeAll()
        // For the trace: the withheld phases, grouped by view and phase, with who withholds them.
        var withheld: [(view: ViewID, phase: TouchPhase, fingers: [Int], by: [RecognizerID])] = []
        for n in 0..<changed.count {
            guard let k = touchTable.slot(of: changed[n]) else { continue }
            let (reachable, view, phase) = touchTable.records.withUnsafeElement(k) { t in
                (t.deliverableToView && !t.cancelledForView, t.view, t.phase)
            }
            guard reachable else { continue }
            if phase == .began, claimedByRecognizedGesture(k) {
                touchTable.records[k].cancelledForView = true
                if isTracing, !scrollViewOfPan.isEmpty { traceTouchCaughtByScrollView(k) }
                continue
            }
            if (!viewQueues.isEmpty && viewQueues.hasItems(view)) || isWithheld(slot: k, phase: phase) {
                let finger = touchTable.records[k].finger
                viewQueues.append(QueuedDelivery(touch: touchTable.records[k].id, finger: finger, phase: phase,
                                                 location: touchTable.records[k].location, timestamp: touchTable.records[k].timestamp),
                                  to: view)
                touchTable.records[k].queuedPhases += 1
                if isTracing {
                    let by = withholders(of: k, phase: phase)
                    if let w = withheld.firstIndex(where: { $0.view == view && $0.phase == phase }) {
                        withheld[w].fingers.append(finger)
                        for r in by where !withheld[w].by.contains(r) { withheld[w].by.append(r) }
                    } else {
                        withheld.append((view, phase, [finger], by))
                    }
                }
                continue
            }
            var c = 0
            while c < liveCalls.count, !(liveCalls[c].view == view && liveCalls[c].phase == phase) { c += 1 }
            if c == liveCalls.count { liveCalls.append(LiveCall(view: view, phase: phase)) }
            liveTouches.append(LiveTouch(call: c, slot: k))
        }
        for w in withheld {
            emit(.withheld(time: now, view: w.view, phase: w.phase, fingers: w.fingers, by: w.by))
        }
        for c in 0..<liveCalls.count {
            let view = liveCalls[c].view
            // A view's calls go out together, when its first one is met.
            var seen = false
            for earlier in 0..<c where liveCalls[earlier].view == view { seen = true }
            guard !seen else { continue }
            for phase in TouchPhase.allCases {
                for call in c..<liveCalls.count where liveCalls[call].view == view && liveCalls[call].phase == phase {
                    deliverLiveCall(call)
                }
            }
        }
    }

    /// Sends the live call at position `call` in `liveCalls` with its touches as they are now.
    private func deliverLiveCall(_ call: Int) {
        callItems.removeAll()
        for n in 0..<liveTouches.count where liveTouches[n].call == call {
            let k = liveTouches[n].slot
            callItems.append(QueuedDelivery(touch: touchTable.records[k].id, finger: touchTable.records[k].finger,
                                            phase: liveCalls[call].phase, location: touchTable.records[k].location,
                                            timestamp: touchTable.records[k].timestamp))
        }
        deliverCall(view: liveCalls[call].view, phase: liveCalls[call].phase, delivery: .live)
    }

    /// One responder call to `view` with the touches in `callItems`: records what the view has seen, traces the call,
    /// runs a control's touch-up-inside, passes the call up the responder chain (`passOn`), and hands the call to the
    /// app, for the view and each responder it reached.
    func deliverCall(view: ViewID, phase: TouchPhase, delivery: TraceEvent.Delivery) {
        let items = callItems
        guard items.count > 0 else { return }
        for n in 0..<items.count {
            guard let k = touchTable.slot(of: items[n].touch) else { continue }
            touchTable.records[k].viewReceived(phase)
        }
        if countsViewCalls { viewCalls.add(view, phase) }
        emit(.viewCall(time: now, view: view, call: phase, fingers: fingers(of: items), delivery: delivery))
        if views[view.index].isControl, phase == .ended { sendTouchUpInsideIfInside(view) }
        let last = passOn(from: view, phase: phase)
        // A cell passes its touches on to its table, whose touch methods highlight and select (G1).
        if !tables.isEmpty, tables[last] != nil { tableReceived(last, phase: phase, hitView: view) }
        if let host {
            // The app's methods run in chain order: the view's, then each next responder's (its `super` call).
            var v = view
            while true {
                let node = views[v.index]
                let touches = items.map {
                    ViewTouch(id: $0.touch, finger: $0.finger, location: node.convertFromWindow($0.location), windowLocation: $0.location,
                              timestamp: $0.timestamp)
                }
                host.view(v, received: phase, touches: touches, in: AppContext(self))
                guard v != last, let next = node.parent else { break }
                v = next
            }
        }
    }

    /// The fingers of a call's touches, for its trace event (one touch: the shared list, `TraceLists`).
    private func fingers(of items: RecordTable<QueuedDelivery>) -> [Int] {
        items.count == 1 ? traceLists.one(finger: items[0].finger) : items.map { $0.finger }
    }

    /// The responder chain (docs/engine.md §4.4): a view whose touch methods are UIView's own passes the call on to
    /// its next responder, its superview, which gets the same call with the same touches, and so on until a view that
    /// handles its touches (a control, a `handlesTouches` view) or the window, whose next responder, the application,
    /// drops the call [DOC A-resp "The default implementation forwards the message up the responder chain"; DOC
    /// `UIResponder.next`: a view's is its superview, the window's the application]. View controllers, which UIKit puts
    /// between a controller's root view and its superview, are not modelled. Each view reached counts the call, and a
    /// control reached reports touch-up-inside as if the touch were its own. Returns the last view reached.
    ///
    /// This is the one place that decides a view's next responder (`ViewNode.parent`): a container that hands its
    /// content's touches to another object (a cell to its table) changes it here.
    @inline(__always)
    func passOn(from view: ViewID, phase: TouchPhase) -> ViewID {
        var from = view
        while views[from.index].passesTouchesOn, let next = views[from.index].parent {
            if countsViewCalls { viewCalls.add(next, phase) }
            emit(.passedOn(time: now, from: from, to: next, call: phase, fingers: fingers(of: callItems)))
            if views[next.index].isControl, phase == .ended { sendTouchUpInsideIfInside(next) }
            from = next
        }
        return from
    }

    /// A control's `touchesEnded` with a touch that lifted inside its bounds sends `touchUpInside` (docs/engine.md §4.3).
    private func sendTouchUpInsideIfInside(_ view: ViewID) {
        let node = views[view.index]
        let bounds = Rect(x: 0, y: 0, width: node.frame.width, height: node.frame.height)
        var inside = false
        for n in 0..<callItems.count where bounds.contains(node.convertFromWindow(callItems[n].location)) { inside = true }
        guard inside else { return }
        emit(.controlEvent(time: now, view: view, event: "touchUpInside"))
        log("\(node.name).touchUpInside")
    }
}
