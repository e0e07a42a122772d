import GestureEngine
import GestureScript

// In the transcript's target, beside `TextBytes`: the interpreter words causes (`describe`) but never writes bytes.
extension CauseText {
    /// `describe(cause, …)` written into `out`: the common causes without building a `String` (the `all` transcript
    /// gives most transitions one), the rest as `describe` words them.
    static func write(_ cause: Cause, names: [String], viewNames: [String], into out: inout TextBytes) {
        func name(_ r: RecognizerID) {
            if r.index < names.count { out.append(names[r.index]) } else { out.append("#"); out.append(r.index) }
        }
        switch cause {
        case .touchesEnded:
            out.append("touches ended")
        case .touchesCancelled:
            out.append("touches cancelled")
        case .tapCount(let required):
            out.append(required)
            out.append(required == 1 ? " tap completed" : " taps completed")
        case .timerElapsed(let property, let duration):
            out.append(property.description); out.append(" "); out.append(microseconds: duration.microseconds); out.append(" elapsed")
        case .requiredRecognizerRecognized(let r):
            name(r); out.append(", which it requires to fail, recognized")
        case .excludedBy(let r):
            out.append("excluded by "); name(r)
        case .threshold, .touchCount, .wrongDirection, .shouldBeginFalse, .cycleRecognizedFirst, .cycleFreed, .disabled, .note,
            .contentTouchRefused, .contentTouchesKept, .resetByScrollViewPan:
            out.append(describe(cause, names: names, viewNames: viewNames))
        }
    }
}
