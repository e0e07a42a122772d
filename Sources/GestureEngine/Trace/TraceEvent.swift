/// What happened, in order: the engine's only output. The language layer formats it for the REPL, `run`, JSON
/// lines and tests alike; the engine never prints.
public enum TraceEvent: Hashable, Sendable {
    /// An input event was dispatched: the touches that changed, with their phases.
    case touchEvent(time: VirtualTime, changes: TouchChanges)
    /// A recognizer's timer fired (the update pass that follows is the run-loop observer's).
    case timerFired(time: VirtualTime, recognizer: RecognizerID, timer: MachineTimer)
    /// A touch was not given to a recognizer: `shouldReceive` answered false, it is disabled, finished, or an
    /// exclusive-touch view blocks it.
    case touchRejected(time: VirtualTime, recognizer: RecognizerID, finger: Int, reason: RejectReason)
    /// A reported state transition with its cause.
    case transition(time: VirtualTime, recognizer: RecognizerID, from: GestureState, to: GestureState, cause: Cause?)
    /// A recognizer would recognize (`wouldBe`) but a failure requirement holds it back; it stays `possible`.
    case waiting(time: VirtualTime, recognizer: RecognizerID, wouldBe: GestureState, blockedBy: [RecognizerID])
    /// An action message was sent to `method` with the recognizer in `state`.
    case action(time: VirtualTime, recognizer: RecognizerID, state: GestureState, method: String)
    /// A view received a responder call. `delivery` says whether it was live, released after being withheld
    /// (with the original time), or a cancellation caused by a recognizer.
    case viewCall(time: VirtualTime, view: ViewID, call: TouchPhase, fingers: [Int], delivery: Delivery)
    /// A view's touch method passed the call on to its next responder (UIView's default implementation): `to`, its
    /// superview, received the same call with the same touches, right after `from` (docs/engine.md §4.4). A call
    /// passed on to the window and on from there goes to the application, which drops it; no event says so.
    case passedOn(time: VirtualTime, from: ViewID, to: ViewID, call: TouchPhase, fingers: [Int])
    /// A phase of touches was withheld from a view (delaysTouchesBegan/Ended, or queued behind an earlier one).
    case withheld(time: VirtualTime, view: ViewID, phase: TouchPhase, fingers: [Int], by: [RecognizerID])
    /// Withheld phases were dropped because a recognizer recognized and claimed the touches; the view had not seen
    /// their `touchesBegan`, so it hears nothing.
    case dropped(time: VirtualTime, view: ViewID, phases: [TouchPhase], fingers: [Int], by: RecognizerID)
    /// Recognizers returned to `possible` (reset per linked group).
    case reset(time: VirtualTime, recognizers: [RecognizerID])
    /// A line printed by the app or by a `log` action.
    case log(time: VirtualTime, line: String)
    /// A control reported `touchUpInside`.
    case controlEvent(time: VirtualTime, view: ViewID, event: String)
    /// A delegate method was asked and answered (only for the non-default answers that changed an outcome).
    case delegateAnswer(time: VirtualTime, recognizer: RecognizerID, method: String, other: RecognizerID?, answer: Bool)
    /// A recognizer's machine started `timer`, due at `deadline` (it replaces a pending timer with the same tag).
    /// Traced only while `GestureEnvironment.tracesTimers` is on, for a reader that follows the pending timers.
    case timerScheduled(time: VirtualTime, recognizer: RecognizerID, timer: MachineTimer, deadline: VirtualTime)
    /// A pending timer went without firing: its machine cancelled it, its recognizer finished or reset, or it came
    /// due after its recognizer stopped receiving touches. Traced only while `GestureEnvironment.tracesTimers` is on.
    /// A scroll view's display frames ride on its built-in pan's slot: scheduled, and cancelled when the frame is
    /// shown (the pan does not fire) or the deceleration stops.
    case timerCancelled(time: VirtualTime, recognizer: RecognizerID, timer: MachineTimer)
    /// A scroll view's `contentOffset` changed and its delegate got `scrollViewDidScroll`: during a drag (from the
    /// pan's action) or, `decelerating`, at a display frame after the lift (coasting, bouncing back, paging).
    case scrolled(time: VirtualTime, view: ViewID, contentOffset: Point, decelerating: Bool)
    /// UIKit asked scroll view `scrollView` about a content touch and it answered `answer`: `touchesShouldBegin(_:with:in:
    /// view)` before a withheld touch is released to `view` (B6), `touchesShouldCancel(in: view)` before its pan
    /// begins over a touch `view` already has (B7). `overridden`: the script's subclass answered (`override`), else
    /// UIKit's default did.
    case contentTouchAnswer(time: VirtualTime, scrollView: ViewID, method: ContentTouchMethod, view: ViewID, answer: Bool, overridden: Bool)

    public enum Delivery: Hashable, Sendable {
        case live
        /// Delivered late: withheld since `originalTime` and released now.
        case released(originalTime: VirtualTime)
        /// `touchesCancelled` sent because `by` recognized with `cancelsTouchesInView`.
        case cancelledBy(RecognizerID)
    }

    public enum RejectReason: Hashable, Sendable {
        case disabled, notPossible, exclusiveTouch, delegateShouldReceive
    }

    /// Whether the event tells of a timer scheduled or cancelled (`GestureEnvironment.tracesTimers`): what a reader
    /// of the pending timers needs, and what the transcript, JSON lines and the recorded history leave out.
    public var isTimerBookkeeping: Bool {
        switch self {
        case .timerScheduled, .timerCancelled: true
        default: false
        }
    }

    /// The virtual time of the event.
    public var time: VirtualTime {
        switch self {
        case .touchEvent(let t, _), .timerFired(let t, _, _), .touchRejected(let t, _, _, _), .transition(let t, _, _, _, _),
            .waiting(let t, _, _, _), .action(let t, _, _, _), .viewCall(let t, _, _, _, _), .passedOn(let t, _, _, _, _),
            .withheld(let t, _, _, _, _), .dropped(let t, _, _, _, _), .reset(let t, _), .log(let t, _), .controlEvent(let t, _, _),
            .delegateAnswer(let t, _, _, _, _), .timerScheduled(let t, _, _, _), .timerCancelled(let t, _, _), .scrolled(let t, _, _, _),
            .contentTouchAnswer(let t, _, _, _, _, _):
            t
        }
    }
}

/// One touch's change in an input event, for the trace.
public struct TouchChangeRecord: Hashable, Sendable {
    public var finger: Int
    public var phase: TouchPhase
    public var location: Point
    /// The view the touch belongs to (its hit-test view at touch-down).
    public var view: ViewID
}
