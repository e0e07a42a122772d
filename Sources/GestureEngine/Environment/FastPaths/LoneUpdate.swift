extension GestureEnvironment {
    /// Fast path of `updatePass` for a gesture running alone (most events of a pan, pinch, rotation or long press once
    /// it began): its one participant owes a `changed` report, and no other step can have work — no other recognizer
    /// took part (so none requires, excludes or is excluded), none is finished, nothing is withheld, no delegate adds
    /// requirements. The general pass would plan one round, find this report and stop, as a `changed` update enables
    /// nothing. Returns false, having done nothing, when the case does not apply. `FastPathEquivalenceTests` runs every
    /// scenario, example and generated script with and without it.
    func reportLoneUpdate() -> Bool {
        guard participants.count == 1, finishedCount == 0, viewQueues.isEmpty, !hasDynamicDelegates else { return false }
        let r = participants[0]
        guard case .running(_, owesChanged: true) = recognizers[r].attempt else { return false }
        isInUpdatePass = true
        defer { isInUpdatePass = false }
        report(r, as: .running(.changed, owesChanged: false), cause: nil)
        reportUpdateEffects(of: r)
        return true
    }
}
