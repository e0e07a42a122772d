extension GestureEnvironment {
    /// Whether a recognizer holding the touch in slot `k` withholds its `phase` from the view right now (docs/engine.md
    /// §4.1): cancellations by the system are never withheld.
    func isWithheld(slot k: TouchSlot, phase: TouchPhase) -> Bool {
        guard phase != .cancelled else { return false }
        for n in 0..<touchTable.records[k].recognizers.count where withholds(touchTable.records[k].recognizers[n], phase) {
            return true
        }
        return false
    }

    /// The withholding rule for one recognizer: it reports `possible` and has not failed (held back by a requirement
    /// included), with `delaysTouchesBegan` (which withholds every phase but cancellation [DOC A-H "delivered to the
    /// target view only after this gesture has failed recognition"]) or, for `ended`, `delaysTouchesEnded` [DOC
    /// A-delaysEnded]; or it failed while a requirement of its is still active and keeps what it withheld until that
    /// requirement completes (`Attempt.keepsWithheld`).
    @inline(__always)
    private func withholds(_ r: RecognizerID, _ phase: TouchPhase) -> Bool {
        let attempt = recognizers[r].attempt
        if case .keepsWithheld = attempt { return hasActiveRequirement(r) }
        return (recognizers[r].delaysTouchesBegan || (phase == .ended && recognizers[r].delaysTouchesEnded)) && attempt.reportsPossibleAndLive
    }

    /// The recognizers that withhold `phase` of the touch in slot `k` (for the trace).
    func withholders(of k: TouchSlot, phase: TouchPhase) -> [RecognizerID] {
        guard phase != .cancelled else { return [] }
        var result: [RecognizerID] = []
        for n in 0..<touchTable.records[k].recognizers.count {
            let r = touchTable.records[k].recognizers[n]
            if withholds(r, phase) { result.append(r) }
        }
        return result
    }

    /// True when a recognizer that tracks this new touch (slot `k`) already reports a running gesture and cancels
    /// touches in its view: "pending touches of the gesture are not delivered to the view" [DOC A-cancels].
    func claimedByRecognizedGesture(_ k: TouchSlot) -> Bool {
        let touch = touchTable.records[k].id
        for n in 0..<touchTable.records[k].recognizers.count {
            let r = touchTable.records[k].recognizers[n]
            if recognizers[r].cancelsTouchesInView, recognizers[r].attempt.reportsRunning, tracked.index(of: touch, in: r) != nil {
                return true
            }
        }
        return false
    }

    /// A touch its view is following live: the view saw `touchesBegan`, nothing of the touch is withheld, it has not
    /// finished, and no recognizer claimed it. A touch that lifts in the event being processed counts as withheld, not
    /// live, when the recognizer delays `touchesEnded`: its ended phase would be withheld, so it is cancelled after the
    /// action [OBS O-tap].
    @inline(__always)
    func isLiveForView(_ k: TouchSlot, delaysEnded: Bool) -> Bool {
        touchTable.records.withUnsafeElement(k) { t in
            // Claimed first: a running gesture's touches, looked at again at each of its reports, are.
            guard !t.cancelledForView, t.deliverableToView, t.viewSawBegan, !t.viewFinished,
                  t.queuedPhases == 0 else { return false }
            return !(t.phase == .ended && delaysEnded)
        }
    }
}
