/// A timer a recognizer asks for. Each recognizer has at most one pending timer per tag.
public enum MachineTimer: Hashable, Sendable, CustomStringConvertible {
    /// Tap: the longest a tap may be held (`maximumTapDuration`).
    case maximumTapDuration
    /// Tap: the longest pause between taps (`maximumIntervalBetweenSuccessiveTaps`).
    case tapInterval
    /// Long press: `minimumPressDuration`.
    case minimumPressDuration
    /// Swipe / screen-edge pan: the longest the gesture may take.
    case maximumDuration
    /// A scroll view's content-touch delay: `touchDelayForScrollDetection` (scroll-view ref B3).
    case contentTouchDelay

    /// All timer tags.
    static let all: [MachineTimer] = [.maximumTapDuration, .tapInterval, .minimumPressDuration, .maximumDuration, .contentTouchDelay]

    /// 0…3, for dense timer slots (four per recognizer). The content-touch delay recognizer has no other timer, so
    /// its one shares the slot of `maximumDuration`, which it never uses.
    var slotOffset: Int {
        switch self {
        case .maximumTapDuration: 0
        case .tapInterval: 1
        case .minimumPressDuration: 2
        case .maximumDuration, .contentTouchDelay: 3
        }
    }

    /// 0…4: the tag in an action byte of `MachineActions` (unique, unlike `slotOffset`).
    var code: UInt8 {
        switch self {
        case .maximumTapDuration: 0
        case .tapInterval: 1
        case .minimumPressDuration: 2
        case .maximumDuration: 3
        case .contentTouchDelay: 4
        }
    }

    /// A bit for `RecognizerRecord.scheduledTimers`.
    var bit: UInt8 {
        switch self {
        case .maximumTapDuration: 1
        case .tapInterval: 2
        case .minimumPressDuration: 4
        case .maximumDuration: 8
        case .contentTouchDelay: 16
        }
    }

    public var description: String {
        switch self {
        case .maximumTapDuration: "maximumTapDuration"
        case .tapInterval: "maximumIntervalBetweenSuccessiveTaps"
        case .minimumPressDuration: "minimumPressDuration"
        case .maximumDuration: "maximumDuration"
        case .contentTouchDelay: "touchDelayForScrollDetection"
        }
    }
}

/// What a recognizer's state machine asks its environment to do. The machine never acts by itself.
public enum MachineAction: Hashable, Sendable {
    /// Set the recognizer's state (UIKit's `self.state = …` in a subclass). The environment decides whether the
    /// transition is reported now, held back by a failure requirement, or refused by `gestureRecognizerShouldBegin`.
    /// Why: the machine's `cause`, which it sets with the request (kept in the machine, not in the answer, so that
    /// an answer fits in two registers).
    case setState(GestureState)
    /// Start (or restart) a timer that fires after `delay`.
    case startTimer(MachineTimer, after: TimeSpan)
    /// Cancel a pending timer.
    case cancelTimer(MachineTimer)
    /// `ignore(_:for:)` for the touches that began in the event being delivered, except the first `keeping` of them
    /// (in arrival order): the recognizer stops receiving them; it no longer delays or cancels them.
    case ignoreNewTouches(keeping: Int)
}
