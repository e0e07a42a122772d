/// The built-in recognizer classes a scene can hold, named as scripts name them (`recognizer NAME = KIND`).
public enum GestureKind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// `UITapGestureRecognizer`.
    case tap
    /// `UILongPressGestureRecognizer`.
    case longPress
    /// `UIPanGestureRecognizer`.
    case pan
    /// `UISwipeGestureRecognizer`.
    case swipe
    /// `UIPinchGestureRecognizer`.
    case pinch
    /// `UIRotationGestureRecognizer`.
    case rotation
    /// `UIScreenEdgePanGestureRecognizer`.
    case screenEdgePan

    /// The kind's name in scripts (`tap`, `longPress`, …).
    public var description: String { rawValue }
}
