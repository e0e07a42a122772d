import GestureEngine

// What the history-based expectations read (`expect NAME states …`, `expect NAME actions N`), by name, for readers
// outside this module (the GestureLab library): the same numbers the expectations compare, not a second count.
extension Session {
    /// The states the recognizer named `name` entered since the last `mark` (or the scene's start), in order, with
    /// consecutive repeats collapsed and `possible` left out, as `expect NAME states …` reads them; `truncated` when
    /// older states were dropped (`historyLimit`). Nil when the scene has no recognizer of that name.
    public func statesSinceMark(ofRecognizerNamed name: String) -> (states: [GestureState], truncated: Bool)? {
        guard let id = env.recognizer(named: name) else { return nil }
        let log = history.states(of: id)
        return (log.states, log.truncated)
    }

    /// The action messages the recognizer named `name` sent since the last `mark` (or the scene's start), as
    /// `expect NAME actions N` counts them. Nil when the scene has no recognizer of that name.
    public func actionsSinceMark(ofRecognizerNamed name: String) -> Int? {
        env.recognizer(named: name).map(actionsSinceMark)
    }
}
