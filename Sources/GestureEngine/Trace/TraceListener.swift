/// Hears the parts of the trace a `TraceSelection` selects, as they happen, while `isTracing` and `tracesOutcomes`
/// are off: a reader that needs only some recognizers' states or the console gets them through these calls, and no
/// trace event is built. A `log` action's line is handed over unformatted (`GestureEnvironment.text(of:)` formats it
/// when it is read).
///
/// The environment holds its listener strongly: a listener must not hold the environment.
public protocol TraceListener: AnyObject {
    /// A selected recognizer reported `state` (what a `.transition` event's `to` would say).
    func recognizer(_ id: RecognizerID, reported state: GestureState)
    /// The console printed a line (what a `.log` event would say).
    func console(_ line: ConsoleLine)
}

/// A console line: the app's text, or a `log` action's `NAME STATE` not formatted yet.
public enum ConsoleLine: Hashable, Sendable {
    case text(String)
    case logAction(RecognizerID, GestureState)
}
