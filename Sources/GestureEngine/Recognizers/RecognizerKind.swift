/// The seven recognizer classes a script declares, and the scroll view's content-touch delay, which only a scroll
/// view creates (`isScrollViewBuiltIn`).
public enum RecognizerKind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case tap, longPress, pan, swipe, pinch, rotation, screenEdgePan
    /// `UIScrollViewDelayedTouchesBeganGestureRecognizer`, private in UIKit (scroll-view ref A1, B2).
    case contentTouchDelay

    /// The UIKit class name, also accepted in scripts.
    public var uikitClassName: String {
        switch self {
        case .tap: "UITapGestureRecognizer"
        case .longPress: "UILongPressGestureRecognizer"
        case .pan: "UIPanGestureRecognizer"
        case .swipe: "UISwipeGestureRecognizer"
        case .pinch: "UIPinchGestureRecognizer"
        case .rotation: "UIRotationGestureRecognizer"
        case .screenEdgePan: "UIScreenEdgePanGestureRecognizer"
        case .contentTouchDelay: "UIScrollViewDelayedTouchesBeganGestureRecognizer"
        }
    }

    /// Discrete recognizers go straight from possible to ended (recognized) or failed.
    public var isDiscrete: Bool { self == .tap || self == .swipe || self == .contentTouchDelay }

    /// A class only a scroll view creates, never declared by a script.
    public var isScrollViewBuiltIn: Bool { self == .contentTouchDelay }

    /// Looks a kind up by script name or UIKit class name (a kind a script may declare: not a scroll view's own).
    public init?(scriptName: String) {
        if let k = RecognizerKind(rawValue: scriptName), !k.isScrollViewBuiltIn {
            self = k
        } else if let k = RecognizerKind.allCases.first(where: { $0.uikitClassName == scriptName && !$0.isScrollViewBuiltIn }) {
            self = k
        } else {
            return nil
        }
    }

    public var description: String { rawValue }
}
