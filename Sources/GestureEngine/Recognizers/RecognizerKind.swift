/// The seven built-in recognizer classes.
public enum RecognizerKind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case tap, longPress, pan, swipe, pinch, rotation, screenEdgePan

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
        }
    }

    /// Discrete recognizers go straight from possible to ended (recognized) or failed.
    public var isDiscrete: Bool { self == .tap || self == .swipe }

    /// Looks a kind up by script name or UIKit class name.
    public init?(scriptName: String) {
        if let k = RecognizerKind(rawValue: scriptName) {
            self = k
        } else if let k = RecognizerKind.allCases.first(where: { $0.uikitClassName == scriptName }) {
            self = k
        } else {
            return nil
        }
    }

    public var description: String { rawValue }
}
