/// Every tuning number of the engine, with its unit and its source. Change them only here.
///
/// Source tags follow the UIKit behaviour reference: [DOC] Apple documentation or headers, [DEC] the iOS 26.1
/// UIKitCore decompilation, [OBS] developer observation, [RE] a reimplementation, [GUESS] our choice where the
/// reference lists an open question (its recommendation taken). Each value is the default of a property that a
/// script can change (`:defaults` prints this table).
public enum GestureDefaults {
    // MARK: - Screen

    /// Screen size in points (an iPhone 8-class screen).
    public static let screenWidth: Double = 375
    public static let screenHeight: Double = 667

    // MARK: - Tap (UITapGestureRecognizer, logic of the private UITapRecognizer)

    /// Taps required; 1. [DOC], [DEC `UITapRecognizer init`]
    public static let numberOfTapsRequired = 1
    /// Fingers required per tap; 1. [DOC], [DEC]
    public static let numberOfTouchesRequired = 1
    /// How far, in points, the tap's centroid may move from the first tap's start point. [DEC: 45 pt]
    public static let tapAllowableMovement: Double = 45
    /// Longest pause between the touch-up of one tap and the touch-down of the next. [DEC: 0.35 s]
    public static let maximumIntervalBetweenSuccessiveTaps = TimeSpan.milliseconds(350)
    /// Longest a single tap may be held. [GUESS: 0.75 s from WinObjC; UIKit's constant is unresolved, open question 1]
    public static let maximumTapDuration = TimeSpan.milliseconds(750)
    /// Longest spread between the fingers of a multi-finger tap touching down. [GUESS: 0.25 s, open question 1]
    public static let allowableTouchTimeSeparation = TimeSpan.milliseconds(250)

    // MARK: - Long press (UILongPressGestureRecognizer)

    /// How long the fingers must stay down. [DOC: 0.5 s]
    public static let minimumPressDuration = TimeSpan.milliseconds(500)
    /// How far, in points, the fingers may move before the press begins. [DOC: 10 pt]
    public static let longPressAllowableMovement: Double = 10
    /// Taps before the press; 0. [DOC]
    public static let longPressNumberOfTapsRequired = 0

    // MARK: - Pan (UIPanGestureRecognizer)

    /// Movement along either axis, in points, before a pan begins; removed from the translation at `.began`.
    /// [DEC: `+[UIPanGestureRecognizer _defaultHysteresis]` = 10]
    public static let panHysteresis: Double = 10
    /// Weight of the newest velocity sample: reported = 0.2·current + 0.8·previous. [DEC]
    public static let panVelocitySmoothing: Double = 0.2
    /// Velocity samples closer than this are read as zero. [DEC: 1 ms]
    public static let panMinimumSampleInterval = TimeSpan(microseconds: 1000)

    // MARK: - Swipe (UISwipeGestureRecognizer; thresholds of BKSwipeGestureRecognizer)

    /// Minimum movement, in points, along the swipe's axis. [DEC BK: 50 pt]
    public static let swipeMinimumPrimaryMovement: Double = 50
    /// Maximum movement, in points, across the swipe's axis. [DEC BK: 200 pt]
    public static let swipeMaximumSecondaryMovement: Double = 200
    /// Longest a swipe may take from touch-down. [DEC BK: 0.5 s]
    public static let swipeMaximumDuration = TimeSpan.milliseconds(500)
    /// How the minimum primary movement shrinks with time: factor at 0.5 s. [DEC BK: 0.06]
    public static let swipeRateOfMinimumMovementDecay: Double = 0.06
    /// How the maximum secondary movement shrinks with time: factor at 0.5 s. [DEC BK: 0.02]
    public static let swipeRateOfMaximumMovementDecay: Double = 0.02
    /// The longest time the movement thresholds keep decaying: t in the decay formula is capped here, whatever
    /// `maximumDuration` is. [DEC BK and UIKit 26 `_checkForSwipeWithDelta:…`: `fmin(time, 0.5)`]
    public static let swipeDecayTimeCap = TimeSpan.milliseconds(500)
    /// Minimum speed along the axis, in pt/s. [GUESS: 0, open question 7]
    public static let swipeMinimumPrimaryMovementRate: Double = 0

    /// Shortest interval used for the speed check of `minimumPrimaryMovementRate`; shorter samples count as this.
    /// [DEC UIKit 26 `-[UISwipeGestureRecognizer _checkForSwipeWithDelta:…]`: Δt clamped to at least 0.01 s]
    public static let swipeMinimumRateSampleInterval = TimeSpan.milliseconds(10)

    // MARK: - Pinch (UIPinchGestureRecognizer)

    /// Change of the distance between the two fingers, in points, before a pinch begins. [DEC: 8 pt]
    public static let pinchHysteresis: Double = 8
    /// Weight of the newest velocity sample: 0.75·previous + 0.25·current. [DEC]
    public static let pinchVelocitySmoothing: Double = 0.25

    /// Interval used for a velocity sample whose Δt is 0 and no earlier non-zero Δt exists: one display frame.
    /// [DEC `-[_UIPinchGestureRecognizerDriver _applyScale:…]` falls back to `mainScreen._refreshRate`; 60 Hz assumed]
    public static let pinchFallbackSampleInterval = TimeSpan(microseconds: 16_667)
    /// Transform-analyzer weights of a pinch: pinching, rotation, translation. Scale changes only while pinching
    /// dominates. [DEC `-[_UIPinchGestureRecognizerDriver init]`: 4.0 / 0.5 / 0.5]
    public static let pinchAnalyzerPinchingWeight: Double = 4.0
    public static let pinchAnalyzerRotationWeight: Double = 0.5
    public static let pinchAnalyzerTranslationWeight: Double = 0.5

    // MARK: - Rotation (UIRotationGestureRecognizer)

    /// Base angle, in degrees, before a rotation begins (plus up to the same again as the fingers spread). [DEC: 5°]
    public static let rotationHysteresisDegrees: Double = 5
    /// Weight of the newest velocity sample. [DEC: 0.25]
    public static let rotationVelocitySmoothing: Double = 0.25

    /// Transform-analyzer weights of a rotation: rotation, pinching, translation. A rotation begins, and its angle
    /// changes, only while rotation dominates. [DEC `-[_UIRotationGestureRecognizerDriver init]`: 1.0 / 0.25 / 0.25]
    public static let rotationAnalyzerRotationWeight: Double = 1.0
    public static let rotationAnalyzerPinchingWeight: Double = 0.25
    public static let rotationAnalyzerTranslationWeight: Double = 0.25
    /// A change of the finger angle larger than this, in radians, within one event counts as a wrap through ±π
    /// (one turn). [DEC `-[_UIRotationGestureRecognizerDriver touchesMoved:…]`: π/2]
    public static let rotationTurnDetectionAngle: Double = Double.pi / 2

    // MARK: - Transform analyzer (pinch and rotation: which component of a two-finger movement dominates)

    /// Per-event components (mean translation length, mean radial and mean tangential finger movement, in points)
    /// are multiplied by this gain. [DEC `-[_UIGestureRecognizerTransformAnalyzer analyzeTouches:]`: 0.4]
    public static let transformAnalyzerGain: Double = 0.4
    /// Low-pass filter: filtered = current + decay · previous filtered. [DEC same method: 0.6 (`0x3FE3333333333333`)]
    public static let transformAnalyzerDecay: Double = 0.6
    /// A weighted component dominates when it exceeds each other non-zero component by more than this ratio.
    /// [DEC same method: 1.4]
    public static let transformAnalyzerDominanceRatio: Double = 1.4

    // MARK: - Screen edge pan (UIScreenEdgePanGestureRecognizer)

    /// Width, in points, of the region along an edge where the touch must start. [DEC `_UISEGestureFeatureSettings`: 13 pt]
    public static let screenEdgeRegion: Double = 13
    /// Movement, in points, away from the edge before the gesture begins. [DEC: 15 pt]
    public static let screenEdgeHysteresis: Double = 15
    /// Longest the edge swipe may take to begin. [DEC: 0.25 s]
    public static let screenEdgeMaximumSwipeDuration = TimeSpan.milliseconds(250)

    // MARK: - Scroll view (UIScrollView; uikit-scrollviews reference, cited by fact id)

    /// `delaysContentTouches`: true. [DOC D-SV; DEC S-SV `initWithFrame`] (ref §1)
    public static let delaysContentTouches = true
    /// `canCancelContentTouches`: true. [DOC D-SV; DEC S-SV] (ref §1)
    public static let canCancelContentTouches = true
    /// `isScrollEnabled`: true; false turns off the pan and the content-touch delay. [DEC S-SV `setScrollEnabled:`] (B15, C4)
    public static let isScrollEnabled = true
    /// `bounces`: true (both axes). [DEC S-SV flags 0x4, 0x8] (ref §1)
    public static let bounces = true
    /// `alwaysBounceVertical`, `alwaysBounceHorizontal`: false. [DEC S-SV `_canScrollX/Y`] (C3)
    public static let alwaysBounce = false
    /// `isPagingEnabled`: false. [DOC; DEC] (ref §1)
    public static let isPagingEnabled = false
    /// `isDirectionalLockEnabled`: false. [DOC D-SV; DEC S-PAN] (C5)
    public static let isDirectionalLockEnabled = false
    /// Directional lock: a movement sample at most 20° from the x axis locks horizontal; stored as the slope
    /// |dy/dx| = tan 20°. [DEC S-PAN `_centroidMovedTo:atTime:affectingTranslation:`: atan(|dy/dx|) ≤ 0.34906585 rad] (C5)
    public static let directionalLockHorizontalSlope: Double = 0.36397023381449695
    /// Directional lock: a sample at least 70° from the x axis locks vertical; the slope tan 70°. [DEC same method:
    /// atan(|dy/dx|) ≥ 1.22173048 rad] (C5)
    public static let directionalLockVerticalSlope: Double = 2.74747745026363
    /// Once the pan has begun the lock is judged again only after a pause of at least this long between two movement
    /// samples. [DEC same method: `time - _lastTouchTime < 0.6` skips it] (C5)
    public static let directionalLockPauseToRejudge = TimeSpan.milliseconds(600)
    /// `transfersHorizontalScrollingToParent`, `transfersVerticalScrollingToParent`: true (iOS 17.4+): a nested
    /// scroll view at the edge the finger pulls past lets its parent take the drag. [DOC D-SV; DEC S-PAN] (F2)
    public static let transfersScrollingToParent = true
    /// `minimumZoomScale` and `maximumZoomScale`: 1.0 each, so no pinch exists until a script sets them apart.
    /// [DOC D-SV; DEC S-SV `_updatePinchGesture`] (ref §1, A1)
    public static let zoomScaleLimit: Double = 1
    /// `bouncesZoom`: true: a pinch past the limits springs back to the nearest one when it ends. [DOC D-SV; DEC S-SV
    /// `_updatePinchGestureForState:`: with the flag, a scale outside the limits is animated back] (A3)
    public static let bouncesZoom = true
    /// A zooming scroll view's pan tracks at most this many touches (with zoom off, any number). [DEC S-SV
    /// `_updatePanGestureConfiguration`: `setMaximumNumberOfTouches:` 2 while the pinch is enabled] (A5)
    public static let zoomingPanMaximumTouches = 2
    /// Rubber band past the edges: shown overshoot = d·(1 − 1/(c·x/d + 1)), d the bounds size on that axis. c = 0.55
    /// [OBS squareb/chpwn 2013; RE every reimplementation found; DEC S-SV has this shape, its constant unresolved] (D3)
    public static let rubberBandCoefficient: Double = 0.55
    /// How far, in points, content must exceed the bounds on an axis before that axis can scroll
    /// (`_contentFitCanScrollThreshold` is 0 unless set, plus UIKit's 0.0001 tolerance). [DEC S-SV `_canScrollX`] (C3)
    public static let contentFitTolerance: Double = 0.0001

    // Lift, deceleration, bounce-back and paging (D4–D7). UIKit works in points per millisecond here (D4): the
    // scroll view's velocity is the pan's `velocity(in:)` (points per second) divided by 1000 and negated.

    /// The scroll view's tracked velocity is smoothed at each pan action: v = s·previous + (1 − s)·current, s = 0.75.
    /// [DEC S-SV `_endPanNormal:` and the pan handler] (D5)
    public static let scrollVelocitySmoothing: Double = 0.75
    /// A finger that has not moved for longer than this before it lifts has no lift velocity: the drag ends with
    /// velocity zero and does not fling (`willDecelerate` false). [OBS flutter/flutter#97761: on iOS a finger moved,
    /// held still and lifted does not fling; RE flutter/flutter#132291 matches it by assuming the pointer stopped
    /// 40 ms after its last sample. DEC: `-[UIScrollView _endPanNormal:]` zeroes the scroll view's velocity when its
    /// pan's `velocityInView:` reads zero; how UIKit's samples reach zero while the finger is still (the pan adds no
    /// sample at the lift) was not found in the decompile read] (D5)
    public static let liftVelocityStillWindow = TimeSpan.milliseconds(40)
    /// Below this lift speed, points per millisecond, the view does not decelerate (`willDecelerate` false) unless it
    /// is past an edge: |v|² < 0.0625. [DEC S-SV `_endPanNormal:`] (D5)
    public static let decelerationMinimumSpeed: Double = 0.25
    /// `decelerationRate` `.normal`: the velocity is multiplied by this each millisecond. [DEC S-SV init constant;
    /// OBS SO 513396 device log reads 0.998000] (D6)
    public static let decelerationRateNormal: Double = 0.998
    /// `decelerationRate` `.fast`, per millisecond. [OBS: the commonly cited 0.99; DEC S-SV `setDecelerationRate:`
    /// treats rates at or below 0.994 as the fast kind; DOC names `.fast` without a number] (D6)
    public static let decelerationRateFast: Double = 0.99
    /// Deceleration stops when the speed falls below this, points per millisecond (v² < 0.0001). [DEC S-SV] (D6)
    public static let decelerationStopSpeed: Double = 0.01
    /// Past an edge the overshoot decays as e^(−k·t), k per millisecond. [DEC S-SV `_getBouncingDecelerationOffset…`] (D6)
    public static let bounceDecayPerMillisecond: Double = 0.01005
    /// The bounce back ends, at the edge, once the overshoot is within this many points. [DEC S-SV] (D6)
    public static let bounceFinishDistance: Double = 0.5
    /// A paging view turns the page when the lift speed exceeds this, points per millisecond; slower, it settles on
    /// the nearest page. [DEC S-SV `_prepareToPageWithHorizontalVelocity:`] (D7)
    public static let pagingTurnSpeed: Double = 0.3
    /// The paging spring, stepped once per millisecond: v += (target − x)·pull; v *= friction; x += v, with
    /// pull = pullSlope·min(w, widthCap) + pullIntercept and friction = frictionSlope·min(w, widthCap) +
    /// frictionIntercept, w the page size in points. [DEC S-SV `_getPagingDecelerationOffset…`] (D7)
    public static let pagingPullSlope: Double = -1.84659091e-7
    public static let pagingPullIntercept: Double = 3.59090909e-4
    public static let pagingFrictionSlope: Double = 9.94318182e-6
    public static let pagingFrictionIntercept: Double = 0.966818182
    public static let pagingWidthCap: Double = 1024
    /// The paging spring ends, on the page, once the speed is below `decelerationStopSpeed` and the page within this
    /// many points. [DEC S-SV] (D7)
    public static let pagingFinishDistance: Double = 1

    // The content-touch delay (`UIScrollViewDelayedTouchesBeganGestureRecognizer`, B2–B6).

    /// How long content touches are withheld after a touch-down, while the scroll view waits to see whether the finger
    /// scrolls (private `_touchDelayForScrollDetection`): 150 ms. [DEC S-DLY asks its client for it; DEC S-UNV, a
    /// sister client of the same recognizer, returns 0.15; OBS many write-ups and a device reading of UIScrollView's
    /// own getter say 0.15] (B3)
    public static let contentTouchDelay = TimeSpan.milliseconds(150)
    /// How far, in points from the touch-down centroid, the finger may move along an axis the scroll view cannot
    /// scroll before the withheld touches are released at once (private `_scrollHysteresis`; the test is strict, >).
    /// [DEC S-DLY `touchesMoved:`; DEC S-UNV returns 10.0] (B5c)
    public static let contentTouchScrollHysteresis: Double = 10

    // MARK: - Tables and collections (UITableView, UICollectionView; uikit-scrollviews reference §7)

    /// `rowHeight` of a `tableView`, points: 44. [DOC UITableView `rowHeight`: the standard row height is 44 pt;
    /// LANGUAGE's default]
    public static let tableRowHeight: Double = 44
    /// The flow layout's `minimumLineSpacing` and `minimumInteritemSpacing`, points: 10 each.
    /// [DOC UICollectionViewFlowLayout: "The default value of this property is 10.0"] (grammar/README.md, Tables)
    public static let flowLayoutSpacing: Double = 10
    /// Swipe-to-delete's pan begins after this much movement, points, on either axis, and fails if it was more
    /// vertical than horizontal then. [DEC S-SWP `_UISwipeHandler _setUp`: `_setHysteresis:25.0`] (G9)
    public static let swipeActionHysteresis: Double = 25
    /// The width of a row's `Delete` button, points: the open swipe offset. [GUESS: UIKit's widths come from
    /// `UISwipeActionController`, not read (research §2.4): one number, wide enough for the word]
    public static let swipeDeleteButtonWidth: Double = 74
    /// At the swipe's lift, points per second: at most this, the row opens when let go past half the button's width;
    /// faster, it opens when moving in the swipe's direction. [DEC `_swipeRecognizerEnded:wasCancelled:`, research §2.4;
    /// GUESS on the unit: the pan's velocity is in pt/s]
    public static let swipeOpenSpeed: Double = 50
    /// A swiped row's offset past the `Delete` button's width (or past its rest to the right) is damped to this power
    /// of the excess: threshold + (x − threshold)^0.7, points. [DEC S-SWP `_UISwipeHandler _swipeRecognizerChanged:`:
    /// `powf(excess, 0.7)`] (G9)
    public static let swipeRubberBandExponent: Double = 0.7

    // MARK: - Base class (UIGestureRecognizer)

    /// [DOC] true
    public static let cancelsTouchesInView = true
    /// [DOC] false (screen-edge pan: true [DEC])
    public static let delaysTouchesBegan = false
    /// [DOC] true
    public static let delaysTouchesEnded = true

    // MARK: - Switches for the reference's open questions (settings: `set NAME VALUE`)

    /// Apply `isExclusiveTouch` to recognizers (a recognizer rejects a new touch while an exclusive-touch view outside
    /// its view tracks a finger). [DEC iOS 26 `_shouldReceiveTouch:…`; older blogs say no: open question 5]
    public static let exclusiveTouchAffectsRecognizers = true
    /// Cancel the live view touches of a recognizer that takes them over *before* its first action (true: the
    /// iOS 5-era order, [OBS O-pan] and the header's "immediately before the action method") or *after* it (false:
    /// current iOS, [OBS O-pan2] iOS 10/11 console logs, [DEC] `_updateGestureForActiveEvents` sends the actions
    /// before `cancelDelayedTouches:`). Open question 3.
    public static let cancelLiveTouchesBeforeAction = false
    /// Cancel withheld view touches after the action (true). [OBS O-tap, DEC `_sendActions` then
    /// `cancelDelayedTouches:`; open question 3]
    public static let cancelWithheldTouchesAfterAction = true
    /// The screen scale `contentOffset` is rounded to (1/scale pt) whenever a scroll view's offset is set: 0, not
    /// rounded. UIKit rounds the offset to the pixel grid in `setContentOffset:` [DEC S-SV] (D2), at the device's
    /// scale (3 on current iPhones); the reference leaves rounding open [GUESS: round to 1/3 pt, or not at all]. Off
    /// by default, so offsets are the exact arithmetic of D2–D7 and comparable with the reference's numbers; `set
    /// screenScale 3` rounds as an @3x iPhone.
    public static let screenScale: Double = 0
    /// Reset per requirement-linked group at the end of the update pass (true), or only once no touch is down on
    /// the screen (false: the reference's `whenAllTouchesEnd`). [DEC `_queueGestureRecognizersForResetIfFinished:`; open question 2]
    public static let resetAtEndOfPass = true

    // MARK: - Views (UIView)

    /// The smallest `alpha` at which hit-testing still returns a view (or looks inside it): below it the view is
    /// skipped. [DOC `UIView.hitTest(_:with:)`: "ignores view objects that are hidden, that have disabled user
    /// interactions, or have an alpha level less than 0.01"]
    public static let minimumHittableAlpha: Double = 0.01

    // MARK: - Language (not UIKit)

    /// Sampling rate of interpolated moves (`move … over`), in Hz. WPT/servo use 16–17 ms frames.
    public static let sampleRateHz = 60
}
