import GestureEngine

/// Notes on expectations that read one way and mean another: a failure only because the virtual clock did not move
/// ("tap is waiting for doubleTap to fail; time moves only with `wait`"), and `expect X state possible` holding only
/// because X fired and reset since the mark.
extension Session {
    /// Why `id` may not have decided yet when an expectation about it failed: it is waiting for a failure requirement
    /// to fail, or one of its timers (or a timer of what it waits for) has not fired, because time moves only with
    /// `wait`. Nil when neither holds.
    ///
    /// The waiting is read from the trace of the last gesture when it was recorded (sessions that record everything:
    /// `explain`, the REPL, bug reports), else from the engine (`heldBackState`, the requirements); the timers from the engine's pending timers (the trace
    /// records a timer when it fires, not when it starts).
    func timeDidNotMoveHint(_ id: RecognizerID) -> String? {
        let name = env[id].name
        var blockers: [RecognizerID]?
        if env.isTracing, recording.everything {
            blockers = waitingInTrace(id)
        } else if env.heldBackState(of: id) != nil {
            blockers = env[id].failureRequirements + env.delegateRequirementsInEffect(of: id)
        }
        let wait = "time moves only with `wait`"
        if let blockers, !blockers.isEmpty {
            let names = blockers.map { env[$0].name }
            let timers = blockers.flatMap { env.pendingTimers(of: $0) }
            var text = "\(name) is waiting for \(names.joined(separator: ", ")) to fail"
            if let t = timers.first {
                text += "; \(env[t.recognizer].name)'s \(t.timer) ends at \(t.deadline)"
            }
            return text + "; " + wait
        }
        if let t = env.pendingTimers(of: id).first, env[id].state == .possible {
            return "\(name) is still possible: its \(t.timer) ends at \(t.deadline), \(t.deadline - env.now) from now; \(wait)"
        }
        return nil
    }

    /// The trace events of the most recent gesture, oldest first (`GestureRecorder`).
    var lastGesture: [TraceEvent] { gestureRecorder.events }

    /// The recognizers `id` waits for, from the last gesture's trace: its latest `waiting` event, when no transition or
    /// reset of it came after.
    private func waitingInTrace(_ id: RecognizerID) -> [RecognizerID]? {
        for e in lastGesture.reversed() {
            switch e {
            case .waiting(_, let r, _, let blockers) where r == id: return blockers
            case .transition(_, let r, _, _, _) where r == id: return nil
            case .reset(_, let ids) where ids.contains(id): return nil
            default: continue
            }
        }
        return nil
    }

    /// `expect X state possible` holds, but X fired (began or was recognized) since the mark and was reset: what it
    /// did, as a note for the transcript. Nil when X did not fire since the mark. Read from the history's states,
    /// which hold X's transitions while a transcript is produced (the only time the note is shown:
    /// `RecordingNeeds.resetNotesOf`).
    func firedAndResetNote(_ id: RecognizerID, expected: String) -> String? {
        guard env[id].state == .possible, let last = lastTransitionSinceMark(id), last.state != .possible else { return nil }
        // Fired: began or recognized (a recognizer that only failed and reset is where it would be anyway).
        let entered = history.states(of: id).states
        guard entered.contains(.began) || entered.contains(.ended) else { return nil }
        let name = env[id].name
        let discrete = env[id].kind.isDiscrete
        let states = entered.filter { $0 != .possible }.map { $0.name(discrete: discrete) }
        var text = "note: it holds only because \(name) \(StateVerbs.past(last.state, discrete: discrete)) at \(last.time) and was reset "
            + "since the "
            + (history.markTime == .start ? "scene began" : "mark at \(history.markTime)")
        if !states.isEmpty { text += "; 'expect \(name) states \(states.joined(separator: " "))' checks what it did" }
        return text
    }
}
