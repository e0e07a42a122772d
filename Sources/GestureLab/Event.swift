/// One thing that happened in a scene, at a virtual time: the typed form of a transcript line.
///
/// Recognizers and views are named as the script names them.
public struct Event: Hashable, Sendable {
    /// When it happened, on the scene's virtual clock (it starts at zero; only statements move it).
    public var time: Duration
    /// What happened.
    public var kind: Kind

    /// An event (for tests that compare whole events).
    public init(time: Duration, kind: Kind) {
        self.time = time
        self.kind = kind
    }

    /// What happened. New cases may be added in a minor release: a `switch` over it needs a `default`.
    public enum Kind: Hashable, Sendable {
        /// An input event was dispatched: the touches that changed, with their phases.
        case touches([TouchChange])
        /// A recognizer's timer fired (`maximumTapDuration`, `minimumPressDuration`, …).
        case timerFired(recognizer: String, timer: String)
        /// A touch was not given to a recognizer (disabled, not possible, exclusive touch, or `shouldReceive`
        /// answered false).
        case touchRejected(recognizer: String, finger: Int)
        /// A recognizer changed state.
        case transition(recognizer: String, from: RecognizerState, to: RecognizerState)
        /// A recognizer would enter `wouldBe` but waits for the recognizers in `blockedBy` to fail.
        case waiting(recognizer: String, wouldBe: RecognizerState, blockedBy: [String])
        /// An action message was sent to `method` with the recognizer in `state`.
        case action(recognizer: String, state: RecognizerState, method: String)
        /// A view received a responder call (`touchesBegan`, …) for these fingers.
        case viewCall(view: String, call: TouchCall, fingers: [Int], delivery: Delivery)
        /// A view passed a responder call on to its next responder, its superview `view`, which received the same call
        /// (UIView's default touch methods do this; the chain stops at a view that handles its touches).
        case passedOn(view: String, from: String, call: TouchCall, fingers: [Int])
        /// A responder call was withheld from a view by these recognizers (`delaysTouchesBegan`/`Ended`).
        case withheld(view: String, call: TouchCall, fingers: [Int], by: [String])
        /// Withheld calls were dropped because `by` recognized and claimed the touches.
        case dropped(view: String, calls: [TouchCall], fingers: [Int], by: String)
        /// Recognizers returned to `possible`.
        case reset(recognizers: [String])
        /// A line on the console (the app's prints and the `log` actions).
        case log(String)
        /// A control reported an event (`touchUpInside`).
        case controlEvent(view: String, event: String)
        /// A delegate method answered something other than its default and that changed an outcome.
        case delegateAnswer(recognizer: String, method: String, other: String?, answer: Bool)
        /// A scroll view's `contentOffset` changed (its delegate's `scrollViewDidScroll`), points; `decelerating`
        /// when it moved on its own after the lift.
        case scrolled(view: String, x: Double, y: Double, decelerating: Bool)
        /// UIKit asked scroll view `scrollView` `method` (`touchesShouldBegin` before releasing a withheld touch to
        /// `view`, `touchesShouldCancel` before its pan begins over a touch `view` already has); `overridden` when the
        /// script's subclass answered, else UIKit's default did.
        case contentTouchAnswer(scrollView: String, method: String, view: String, answer: Bool, overridden: Bool)
    }

    /// One touch's change in an input event.
    public struct TouchChange: Hashable, Sendable {
        /// The finger (1-based, as scripts number them).
        public var finger: Int
        /// The touch's phase in this event.
        public var phase: TouchPhase
        /// Where the touch is, in window coordinates (points).
        public var x: Double
        /// Where the touch is, in window coordinates (points).
        public var y: Double
        /// The view the touch belongs to (the one hit at touch-down).
        public var view: String

        /// A touch change (for tests that compare whole events).
        public init(finger: Int, phase: TouchPhase, x: Double, y: Double, view: String) {
            self.finger = finger
            self.phase = phase
            self.x = x
            self.y = y
            self.view = view
        }
    }

    /// A touch's phase, as `UITouch.Phase` names it.
    public enum TouchPhase: String, Hashable, Sendable, CaseIterable {
        /// The finger touched down.
        case began
        /// The finger moved.
        case moved
        /// The finger is down and did not move.
        case stationary
        /// The finger lifted.
        case ended
        /// The system cancelled the touch.
        case cancelled
    }

    /// The `UIResponder` touch methods a view receives.
    public enum TouchCall: String, Hashable, Sendable, CaseIterable {
        /// `touchesBegan(_:with:)`.
        case touchesBegan
        /// `touchesMoved(_:with:)`.
        case touchesMoved
        /// `touchesEnded(_:with:)`.
        case touchesEnded
        /// `touchesCancelled(_:with:)`.
        case touchesCancelled
    }

    /// How a responder call reached its view.
    public enum Delivery: Hashable, Sendable {
        /// When it happened.
        case live
        /// Late: withheld since `since` and released now.
        case released(since: Duration)
        /// A `touchesCancelled` because the named recognizer recognized with `cancelsTouchesInView`.
        case cancelledBy(String)
    }
}
