extension GestureEnvironment {
    /// Fast path of `claimQueuedPhases` when one touch of the recognizer has phases waiting in a view queue and nothing
    /// is traced (a tap's withheld lift): all of a touch's phases wait in its own view's queue, so that queue alone is
    /// looked at, and the touch claimed is that one — no lists of removed phases and claimed touches, and no dropped
    /// phases to trace. `FastPathEquivalenceTests` runs every scenario, example and generated script with and without it.
    func claimQueuedPhases(ofOneTouchIn k: TouchSlot, by r: RecognizerID) {
        let id = touchTable.records[k].id
        let view = touchTable.records[k].view
        touchTable.records[k].queuedPhases -= viewQueues.removePhases(of: view, touch: id)
        touchTable.records[k].cancelledForView = true
        if touchTable.records[k].viewSawBegan, !touchTable.records[k].viewFinished {
            callItems.removeAll()
            callItems.append(QueuedDelivery(touch: id, finger: touchTable.records[k].finger, phase: .cancelled,
                                            location: touchTable.records[k].location, timestamp: now))
            deliverCall(view: view, phase: .cancelled, delivery: .cancelledBy(r))
        }
        forgetIfDone(id)
    }
}
