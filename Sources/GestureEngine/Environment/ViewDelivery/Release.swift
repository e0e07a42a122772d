extension GestureEnvironment {
    /// Step 4 of the update pass: each view's queue releases, front first, every phase that no recognizer withholds
    /// any more, and stops at the first phase still withheld; consecutive released phases of one original event go out
    /// as one call, with the location they had when they were withheld [DEC D `_enqueueDelayedTouchesToSend`, OBS O-bt:
    /// delayed touches are sent inside the update pass]. Views in declaration order. Phases of claimed touches are
    /// dropped on the way.
    func releaseWithheldPhases() {
        for v in 0..<viewQueues.viewCount where viewQueues.hasItems(ViewID(index: v)) {
            let view = ViewID(index: v)
            callItems.removeAll()
            while let front = viewQueues.first(of: view) {
                guard let k = touchTable.slot(of: front.touch), !touchTable.records[k].cancelledForView else {
                    removeQueueFront(of: view)
                    continue
                }
                if isWithheld(slot: k, phase: front.phase) { break }
                removeQueueFront(of: view)
                if let last = callItems.last, last.phase != front.phase || last.timestamp != front.timestamp {
                    deliverCall(view: view, phase: last.phase, delivery: .released(originalTime: last.timestamp))
                    callItems.removeAll()
                }
                callItems.append(front)
            }
            if let last = callItems.last {
                deliverCall(view: view, phase: last.phase, delivery: .released(originalTime: last.timestamp))
            }
        }
    }

    /// Takes the front phase off `view`'s queue.
    private func removeQueueFront(of view: ViewID) {
        guard let front = viewQueues.removeFirst(of: view) else { return }
        if let k = touchTable.slot(of: front.touch) { touchTable.records[k].queuedPhases -= 1 }
        forgetIfDone(front.touch)
    }

    /// Drops a touch's record once it is off the screen and nothing waits for it.
    func forgetIfDone(_ id: TouchID) {
        guard let k = touchTable.slot(of: id), !touchTable.records[k].phase.isDown, touchTable.records[k].queuedPhases == 0,
              fingerTouch[touchTable.records[k].finger] != id else { return }
        touchTable.remove(at: k)
    }
}
