/// Why a transition happened, carried in the trace so that "why didn't it fire?" has an answer.
///
/// Thresholds name the property that decided (`allowableMovement`), its limit and the measured value.
public enum Cause: Hashable, Sendable {
    /// A measured value crossed a threshold property: `moved 14.1 pt > allowableMovement 10 pt`.
    case threshold(property: String, limit: Double, actual: Double, unit: Unit, comparison: Comparison)
    /// A timer property ran out: `minimumPressDuration 500ms elapsed`.
    case timerElapsed(property: String, duration: TimeSpan)
    /// A count requirement was (not) met: `2 touches > numberOfTouchesRequired 1`.
    case touchCount(property: String, required: Int, actual: Int)
    /// Taps counted so far reached `numberOfTapsRequired`.
    case tapCount(required: Int)
    /// Touches ended (lifted) before the gesture was recognized, or ended a continuous gesture.
    case touchesEnded
    /// The touches were cancelled by the system (`cancel F`).
    case touchesCancelled
    /// A swipe moved in a direction that `direction` does not allow.
    case wrongDirection(allowed: String, moved: String)
    /// `gestureRecognizerShouldBegin` answered false: from the delegate, or from a view (`control` views).
    case shouldBeginFalse(answeredBy: String)
    /// A recognizer this one requires to fail recognized instead.
    case requiredRecognizerRecognized(RecognizerID)
    /// Excluded by another recognizer that began or recognized (default exclusion).
    case excludedBy(RecognizerID)
    /// `isEnabled` was set to false.
    case disabled
    /// A continuous gesture started: `moved 11 pt ≥ hysteresis 10 pt`, a timer, …
    case began(detail: String)
    /// An explanation that fits no other case.
    case note(String)

    public enum Unit: String, Hashable, Sendable { case points = "pt", degrees = "°", seconds = "s", pointsPerSecond = "pt/s", none = "" }
    public enum Comparison: String, Hashable, Sendable { case greater = ">", greaterOrEqual = "≥", less = "<", lessOrEqual = "≤" }
}
