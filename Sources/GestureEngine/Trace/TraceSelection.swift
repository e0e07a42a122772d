/// The parts of the trace an environment reports to its `traceListener` while `isTracing` is off. A run that prints
/// nothing but reads some of what happened afterwards (one recognizer's reported states, the console) turns on only
/// those parts and pays for nothing else: no trace event is built, and no touch event, delivery, other recognizer's
/// transition or cause is even looked at. While `isTracing` is on, everything is traced whatever the selection; while
/// `tracesOutcomes` is on, the transitions and console lines go to the trace, and the listener hears nothing.
public struct TraceSelection: Equatable, Sendable {
    /// `.log` events: the console (`log` actions and the app's own lines).
    public var consoleLines = false
    /// By recognizer index: whether its reported transitions (`.transition` events) are traced. Recognizers past the
    /// end are not.
    private var transitions: [Bool] = []
    /// Whether `transitions` holds a true: kept, not searched for, because the environment asks `isEmpty` whenever one
    /// of its trace switches is set, several times in every sweep run.
    private var selectsTransitions = false

    public init() {}

    /// Nothing is selected: the trace stays empty while `isTracing` is off.
    public var isEmpty: Bool { !consoleLines && !selectsTransitions }

    /// Traces the transitions `id` reports.
    public mutating func traceTransitions(of id: RecognizerID) {
        guard id.index >= 0 else { return }
        if id.index >= transitions.count { transitions += Array(repeating: false, count: id.index + 1 - transitions.count) }
        transitions[id.index] = true
        selectsTransitions = true
    }

    /// Whether the transitions of recognizer `index` are traced (one comparison when nothing is selected).
    @inline(__always)
    func tracesTransitions(of index: Int) -> Bool { index < transitions.count && transitions[index] }

    public func tracesTransitions(of id: RecognizerID) -> Bool { tracesTransitions(of: id.index) }
}
