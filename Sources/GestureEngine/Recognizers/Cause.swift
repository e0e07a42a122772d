/// Why a transition happened, carried in the trace so that "why didn't it fire?" has an answer.
///
/// Thresholds name the property that decided (`allowableMovement`), its limit and the measured value.
/// Every payload is a few bytes of plain data (no `String`), so a cause is stored and copied without allocating: a
/// machine keeps the cause of the state it last asked for (`RecordsCause.cause`; its `MachineActions` carry the state
/// only); the environment keeps it in the recognizer's record when it takes that request and reports it with the
/// transition. Where the environment fails a recognizer itself (a requirement that recognized, an exclusion,
/// `isEnabled`, a refused `gestureRecognizerShouldBegin`), the record keeps the environment's cause instead.
public enum Cause: Hashable, Sendable {
    /// A measured value crossed a threshold property: `moved 14.1 pt > allowableMovement 10 pt`.
    case threshold(property: Property, limit: Double, actual: Double, unit: Unit, comparison: Comparison)
    /// A timer property ran out: `minimumPressDuration 500ms elapsed`.
    case timerElapsed(property: Property, duration: TimeSpan)
    /// A count requirement was (not) met: `2 touches > numberOfTouchesRequired 1`.
    case touchCount(property: Property, required: Int, actual: Int)
    /// Taps counted so far reached `numberOfTapsRequired`.
    case tapCount(required: Int)
    /// Touches ended (lifted) before the gesture was recognized, or ended a continuous gesture.
    case touchesEnded
    /// The touches were cancelled by the system (`cancel F`).
    case touchesCancelled
    /// A swipe moved in a direction that `direction` does not allow.
    case wrongDirection(allowed: SwipeDirection, moved: SwipeDirection)
    /// `gestureRecognizerShouldBegin` answered false: from the delegate, or from a view (`control` views).
    case shouldBeginFalse(answeredBy: Refuser)
    /// A recognizer this one requires to fail recognized instead.
    case requiredRecognizerRecognized(RecognizerID)
    /// `winner`, on the same failure-requirement cycle as `loser`, recognized first, so `loser` fails (docs/engine.md,
    /// "Failure-requirement cycles").
    case cycleRecognizedFirst(winner: RecognizerID, loser: RecognizerID)
    /// `freed` waited for `failed`, on the same failure-requirement cycle, which failed: `freed` is free to recognize.
    case cycleFreed(failed: RecognizerID, freed: RecognizerID)
    /// Excluded by another recognizer that began or recognized (default exclusion).
    case excludedBy(RecognizerID)
    /// `isEnabled` was set to false.
    case disabled
    /// A scroll view's content-touch delay recognizes instead of releasing: `touchesShouldBegin(_:with:in: view)`
    /// answered false, so that touch is dropped (scroll-view ref B6).
    case contentTouchRefused(scrollView: ViewID, view: ViewID)
    /// A scroll view's pan may not begin: touches already delivered to its content may not be cancelled —
    /// `canCancelContentTouches` is false (`view` nil) or `touchesShouldCancel(in: view)` answered false (UIKit's
    /// reason "contentTouchDelivery", scroll-view ref B7).
    case contentTouchesKept(scrollView: ViewID, view: ViewID?)
    /// A scroll view's content-touch delay is reset because the scroll view's pan began (UIKit toggles its `enabled`);
    /// the touches it withheld are the pan's to drop (scroll-view ref B5e).
    case resetByScrollViewPan(RecognizerID)
    /// An explanation that fits no other case.
    case note(Note)

    /// The property whose limit decided, by its UIKit name (`description`).
    public enum Property: UInt8, Hashable, Sendable, CustomStringConvertible {
        case allowableMovement, allowableTouchTimeSeparation, numberOfTouchesRequired, maximumNumberOfTouches
        case maximumTapDuration, maximumIntervalBetweenSuccessiveTaps, minimumPressDuration
        case hysteresis, maximumSecondaryMovement, minimumPrimaryMovement, maximumDuration
        case edgeRegion, maximumSwipeDuration
        /// A long press's taps before the press (`numberOfTapsRequired` > 0) move at most its `tapAllowableMovement`.
        case allowableMovementOfRequiredTaps
        /// A scroll view's content-touch delay (private `_touchDelayForScrollDetection`, `_scrollHysteresis`).
        case touchDelayForScrollDetection, scrollHysteresis

        public var description: String {
            switch self {
            case .allowableMovement: "allowableMovement"
            case .allowableTouchTimeSeparation: "allowableTouchTimeSeparation"
            case .numberOfTouchesRequired: "numberOfTouchesRequired"
            case .maximumNumberOfTouches: "maximumNumberOfTouches"
            case .maximumTapDuration: "maximumTapDuration"
            case .maximumIntervalBetweenSuccessiveTaps: "maximumIntervalBetweenSuccessiveTaps"
            case .minimumPressDuration: "minimumPressDuration"
            case .hysteresis: "hysteresis"
            case .maximumSecondaryMovement: "maximumSecondaryMovement"
            case .minimumPrimaryMovement: "minimumPrimaryMovement"
            case .maximumDuration: "maximumDuration"
            case .edgeRegion: "edgeRegion"
            case .maximumSwipeDuration: "maximumSwipeDuration"
            case .allowableMovementOfRequiredTaps: "tapAllowableMovement"
            case .touchDelayForScrollDetection: "touchDelayForScrollDetection"
            case .scrollHysteresis: "scrollHysteresis"
            }
        }
    }

    /// Explanations that fit no other case (`description` is the transcript's words).
    public enum Note: UInt8, Hashable, Sendable, CustomStringConvertible {
        case edgesEmpty
        case endsOnSingleTouch
        case caughtDecelerating
        case contentTouchesNotDelayed
        case moreVerticalThanHorizontal
        case anotherTouchBeforeSwipeBegan

        public var description: String {
            switch self {
            case .caughtDecelerating: "touched while its scroll view was decelerating: a scroll view's pan begins at touch-down"
            case .contentTouchesNotDelayed: "delaysContentTouches is false: touchesShouldBegin is asked at touch-down"
            case .edgesEmpty: "edges is empty (UIKit's default): a screen-edge pan never begins"
            case .endsOnSingleTouch: "one finger left and endsOnSingleTouch is true"
            case .moreVerticalThanHorizontal: "moved more vertically than horizontally when it would begin: a swipe-action pan fails then"
            case .anotherTouchBeforeSwipeBegan: "another finger touched down before it began: a swipe-action pan fails then"
            }
        }
    }

    /// Who answered `gestureRecognizerShouldBegin` with false.
    public enum Refuser: Hashable, Sendable {
        case delegate
        /// A control view under the touches (UIButton-like) refusing a single tap attached elsewhere.
        case control(ViewID)
        /// Swipe-to-delete's handler, the delegate of a table's swipe-action pan: no swipe may begin at that location in
        /// that direction [DEC S-SWP `gestureRecognizerShouldBegin:`, `mayBeginSwipeAtLocation:withProposedDirection:`].
        case swipeActions(table: ViewID, refusal: SwipeRefusal)
    }

    /// Why a table's swipe-action pan may not begin (scroll-view ref G9).
    public enum SwipeRefusal: Hashable, Sendable {
        /// The finger is over no row (the table's background).
        case noRow
        /// The data source's `canEditRowAt` answers false for that row: it has no actions.
        case rowNotEditable(Int)
        /// A swipe to the right asks for the row's leading actions; a row here has only the trailing `Delete`.
        case noLeadingActions(Int)
    }

    public enum Unit: String, Hashable, Sendable { case points = "pt", degrees = "°", seconds = "s", pointsPerSecond = "pt/s", none = "" }
    public enum Comparison: String, Hashable, Sendable { case greater = ">", greaterOrEqual = "≥", less = "<", lessOrEqual = "≤" }
}

