import GestureEngine

/// The words that name a failure-requirement cycle where a recognizer waits on one: the transcript's waiting line and
/// `:why` say ", which waits for A: a failure-requirement cycle" after "waiting for B to fail".
package enum CycleText {
    /// For `waiter` waiting for `blockers`: the chain back from the first blocker on a cycle with it, or "" when none
    /// is. Read from the requirements in effect when it is asked (a script declares them before its touches):
    /// `cycle(b, waiter)` is the chain by which `b` waits for `waiter` in turn (`GestureEnvironment.requirementCycle`,
    /// or `SceneTable`'s from the stream), nil when none.
    package static func suffix(waiter: RecognizerID, blockers: [RecognizerID], cycle: (RecognizerID, RecognizerID) -> [RecognizerID]?,
                       name: (RecognizerID) -> String) -> String {
        for b in blockers {
            guard let chain = cycle(b, waiter), chain.count > 1 else { continue }
            return chain.dropFirst().map { ", which waits for \(name($0))" }.joined() + ": a failure-requirement cycle"
        }
        return ""
    }
}
