/// A gesture recognizer's state, as `UIGestureRecognizer.State` names it.
///
/// Discrete recognizers (tap, swipe) go from ``possible`` straight to ``recognized`` or ``failed``; continuous ones
/// (long press, pan, pinch, rotation, screen-edge pan) go through ``began`` and ``changed`` to ``ended`` or
/// ``cancelled``.
public enum RecognizerState: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Evaluating touches; the state between gestures.
    case possible
    /// A continuous gesture was recognized.
    case began
    /// A continuous gesture changed.
    case changed
    /// The gesture ended. UIKit's `recognized` is the same state: see ``recognized``.
    case ended
    /// A continuous gesture was cancelled.
    case cancelled
    /// The touches are not this gesture.
    case failed

    /// UIKit's alias for ``ended``, the state a discrete recognizer enters when it fires.
    public static let recognized = RecognizerState.ended

    /// The state's name in scripts (`ended` for ``recognized``, as `UIGestureRecognizer.State` prints it).
    public var description: String { rawValue }
}
