/// `UIGestureRecognizer.State`, with UIKit's raw values.
///
/// ```
///  discrete:    possible ──► ended (= recognized)
///                   └──────► failed
///  continuous:  possible ──► began ──► changed ──► ended
///                   │          │          ├──────► cancelled
///                   │          └──────────┴──────► (ended | cancelled)
///                   └──────► failed
///  any terminal state ──reset()──► possible   (done by the environment, never by a recognizer)
/// ```
public enum GestureState: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Evaluating touches; the default. No action is sent for it.
    case possible = 0
    /// A continuous gesture was recognized; an action is sent.
    case began = 1
    /// A continuous gesture changed; an action is sent for each update.
    case changed = 2
    /// The gesture ended; for discrete recognizers this is `recognized`. An action is sent.
    case ended = 3
    /// A continuous gesture was cancelled; an action is sent if `began` was sent.
    case cancelled = 4
    /// The touches are not this gesture. No action.
    case failed = 5

    /// UIKit's alias: `recognized == ended`.
    public static let recognized = GestureState.ended

    /// `ended`, `cancelled` or `failed`: the recognizer waits for its reset.
    public var isTerminal: Bool { rawValue >= 3 }

    /// `began`, `changed` or `ended`: the gesture is (being) recognized.
    public var isRecognizing: Bool { self == .began || self == .changed || self == .ended }

    public var description: String {
        switch self {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }

    /// How a transcript names this state for a recognizer: discrete recognizers say `recognized` for `ended`.
    public func name(discrete: Bool) -> String { discrete && self == .ended ? "recognized" : description }
}
