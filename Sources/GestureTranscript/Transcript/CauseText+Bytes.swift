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
        case .threshold(let property, let limit, let actual, let unit, let comparison) where unit != .seconds:
            // A pan's and a long press's movement, in every drag: `moved 12.6 pt > allowableMovement 10 pt`.
            func measure(_ value: Double) {
                out.append(number: value, decimals: 1)
                switch unit {
                case .none: break
                case .degrees: out.append(unit.rawValue)
                case .points, .seconds, .pointsPerSecond: out.append(" "); out.append(unit.rawValue)
                }
            }
            switch unit {
            case .points: out.append("moved ")
            case .degrees: out.append("turned ")
            case .pointsPerSecond: out.append("moved at ")
            case .none, .seconds: out.append("measured ")
            }
            measure(actual)
            out.append(" "); out.append(comparison.rawValue); out.append(" ")
            out.append(property.description); out.append(" ")
            measure(limit)
        case .threshold, .touchCount, .wrongDirection, .shouldBeginFalse, .cycleRecognizedFirst, .cycleFreed, .disabled, .note,
            .contentTouchRefused, .contentTouchesKept, .resetByScrollViewPan:
            out.append(describe(cause, names: names, viewNames: viewNames))
        }
    }
}
