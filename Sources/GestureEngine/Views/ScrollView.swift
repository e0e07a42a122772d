/// What a `UIScrollView` adds to a view: its content size and offset, and the switches that decide how touches on
/// its content are delivered and whether it scrolls. Facts cite the scroll-view reference by id (B15, C3, …).
///
/// The view's subviews are its content: their frames are in content coordinates, so a subview's window origin is
/// the scroll view's window origin plus its frame origin **less** `contentOffset` (UIView's bounds origin).
public struct ScrollViewState: Sendable {
    /// `contentSize`, points (width in `x`, height in `y`); never negative.
    public var contentSize: Point
    /// `contentOffset`, points: the bounds origin, the point of the content shown at the view's top-left corner.
    public var contentOffset = Point.zero
    /// `delaysContentTouches` [DOC D-SV] (B2–B4).
    public var delaysContentTouches = GestureDefaults.delaysContentTouches
    /// `canCancelContentTouches` [DOC D-SV] (B7).
    public var canCancelContentTouches = GestureDefaults.canCancelContentTouches
    /// `isScrollEnabled`: false disables the pan and the content-touch delay [DEC S-SV] (B15, C4).
    public var isScrollEnabled = GestureDefaults.isScrollEnabled
    /// `bouncesHorizontally` and `bouncesVertically` (iOS 17.4+): whether a drag or a deceleration may carry the
    /// offset past the content's ends on that axis, and whether `alwaysBounce…` makes that axis scrollable [DOC D-SV;
    /// DEC S-SV: two flag bits, 0x4 and 0x8] (C3, D3).
    public var bouncesHorizontally = GestureDefaults.bounces
    public var bouncesVertically = GestureDefaults.bounces
    /// `bounces`: setting it sets both axes ("equivalent to setting both bouncesHorizontally and bouncesVertically to
    /// the same value" [DOC D-SV]); it reads true while either axis bounces [GUESS: UIKit's getter was not read;
    /// reading "either" lets `bounces = false` then `bouncesVertically = true` be written back in that order].
    public var bounces: Bool {
        get { bouncesHorizontally || bouncesVertically }
        set { bouncesHorizontally = newValue; bouncesVertically = newValue }
    }
    /// `decelerationRate`, per millisecond: the velocity after the lift is multiplied by this each millisecond (D6).
    /// `.normal` 0.998, `.fast` 0.99 [DEC S-SV init constant 0.998; OBS 0.99; DOC names both], or any rate a
    /// script gives between 0 and 1 (UIKit's `DecelerationRate(rawValue:)`).
    public var decelerationRate = GestureDefaults.decelerationRateNormal
    /// `alwaysBounceVertical` [DEC S-SV] (C3).
    public var alwaysBounceVertical = GestureDefaults.alwaysBounce
    /// `alwaysBounceHorizontal` [DEC S-SV] (C3).
    public var alwaysBounceHorizontal = GestureDefaults.alwaysBounce
    /// `isPagingEnabled` [DOC; DEC] (D7).
    public var isPagingEnabled = GestureDefaults.isPagingEnabled
    /// `isDirectionalLockEnabled` [DOC D-SV; DEC S-PAN] (C5).
    public var isDirectionalLockEnabled = GestureDefaults.isDirectionalLockEnabled
    /// `transfersHorizontalScrollingToParent` (iOS 17.4+) [DOC D-SV; DEC S-PAN] (F2).
    public var transfersHorizontalScrollingToParent = GestureDefaults.transfersScrollingToParent
    /// `transfersVerticalScrollingToParent` (iOS 17.4+) [DOC D-SV; DEC S-PAN] (F2).
    public var transfersVerticalScrollingToParent = GestureDefaults.transfersScrollingToParent

    /// Zooming: the scales, the built-in pinch and the zoom in progress (A1, A3).
    public internal(set) var zoom = ScrollZoomState()

    /// `panGestureRecognizer`: the built-in pan, `NAME.panGestureRecognizer` in scripts [DOC D-SV] (A1, A2).
    public internal(set) var panGestureRecognizer: RecognizerID?
    /// `isDragging`: the pan began and the finger has not lifted [DEC S-SV] (D1).
    public internal(set) var isDragging = false
    /// The offset when the drag began: the offset is this less the pan's translation (D2).
    var dragStartOffset = Point.zero
    /// F3: the enclosing paging scroll view's offset when this view's drag first pulled past an edge and handed the
    /// overflow to it; nil while it has not (reset at each drag's end).
    var pagingParentBase: Point?
    /// The scroll view's own velocity, points per millisecond, the sign the direction the offset changes: the pan's
    /// velocity (points per second) over 1000, negated, smoothed at each pan action (D4, D5).
    public internal(set) var velocity = Point.zero
    /// When the pan last moved the drag (its latest action): a lift more than `liftVelocityStillWindow` later has
    /// no velocity (D5).
    var lastDragUpdate = VirtualTime.start
    /// `isDecelerating`: moving on its own after the finger lifted (coasting, bouncing back or settling on a page).
    public var isDecelerating: Bool { motion != nil }
    /// The motion after the lift, one per axis, stepped once per display frame; nil at rest (D5–D7).
    var motion: (x: ScrollAxisMotion, y: ScrollAxisMotion)?
    /// When the deceleration began, and how many display frames it has had: frame k is due k/hz seconds after the
    /// start, so frames do not drift.
    var decelerationStart = VirtualTime.start
    var framesShown = 0
    /// The delegate calls received so far, by `ScrollViewDelegateCall.rawValue`.
    var delegateCallCounts = [Int](repeating: 0, count: ScrollViewDelegateCall.allCases.count)

    /// How many times the delegate received `call` so far.
    public func count(of call: ScrollViewDelegateCall) -> Int { delegateCallCounts[call.rawValue] }

    public init(contentSize: Point) {
        self.contentSize = contentSize
    }

    /// Whether the horizontal axis can scroll for a view of `bounds` size: content wider than the bounds, or
    /// `alwaysBounceHorizontal` with `bouncesHorizontally` [DEC S-SV `_canScrollX`] (C3). Content insets are not modelled (zero).
    public func canScrollX(boundsWidth: Double) -> Bool {
        contentSize.x > boundsWidth + GestureDefaults.contentFitTolerance || (alwaysBounceHorizontal && bouncesHorizontally)
    }

    /// The vertical counterpart of `canScrollX` [DEC S-SV `_canScrollY`] (C3).
    public func canScrollY(boundsHeight: Double) -> Bool {
        contentSize.y > boundsHeight + GestureDefaults.contentFitTolerance || (alwaysBounceVertical && bouncesVertically)
    }

    /// The offset shown for a raw offset `raw` (start less translation) on one axis whose range is `0…maximum` and
    /// bounds size `d`: inside the range as is; beyond it, when that axis bounces (`axisBounces`, `bounces` when
    /// not given), the edge plus the rubber band d·(1 − 1/(c·x/d + 1)) of the overshoot x [DEC S-SV shape; c = 0.55,
    /// OBS] (D3); without, the edge.
    public func displayedOffset(raw: Double, maximum: Double, boundsSize d: Double, axisBounces: Bool? = nil) -> Double {
        if raw >= 0 && raw <= maximum { return raw }
        let edge = raw < 0 ? 0 : maximum
        guard axisBounces ?? bounces, d > 0 else { return edge }
        let x = abs(raw - edge)
        let band = d * (1 - 1 / (GestureDefaults.rubberBandCoefficient * x / d + 1))
        return raw < 0 ? edge - band : edge + band
    }

    /// The raw offset whose `displayedOffset` is `shown` (the rubber band's inverse, x = (d/c)·o/(d − o) for a shown
    /// overshoot o) [DEC S-SV `_adjustStartOffsetForGrabbedBouncingScrollView`] (D3). Inside the range, or without
    /// bouncing on that axis (`axisBounces`, `bounces` when not given), `shown` itself.
    public func rawOffset(displayed shown: Double, maximum: Double, boundsSize d: Double, axisBounces: Bool? = nil) -> Double {
        if shown >= 0 && shown <= maximum { return shown }
        guard axisBounces ?? bounces, d > 0 else { return shown }
        let edge = shown < 0 ? 0 : maximum
        let o = min(abs(shown - edge), d * 0.999_999)
        let x = d / GestureDefaults.rubberBandCoefficient * o / (d - o)
        return shown < 0 ? edge - x : edge + x
    }

    /// The largest offset that shows content (never below zero): content size less bounds size, per axis (D3).
    public func maximumOffset(boundsSize: Point) -> Point {
        Point(x: max(0, contentSize.x - boundsSize.x), y: max(0, contentSize.y - boundsSize.y))
    }
}

/// A scroll view's property as a script names it (UIKit spelling), for `NAME.PROP = VALUE` and `show`.
public enum ScrollViewProperty: String, CaseIterable, Hashable, Sendable {
    case contentOffset, contentSize
    case delaysContentTouches, canCancelContentTouches, isScrollEnabled, bounces, bouncesHorizontally, bouncesVertically
    case alwaysBounceVertical, alwaysBounceHorizontal, isPagingEnabled, isDirectionalLockEnabled
    case transfersHorizontalScrollingToParent, transfersVerticalScrollingToParent

    /// Whether the property holds a point (`contentOffset`, `contentSize`); the others are booleans.
    public var isPoint: Bool { self == .contentOffset || self == .contentSize }

    /// Whether `show` lists the switch even at its default (the nesting switches are listed only once changed).
    public var isListedAtDefault: Bool {
        self != .transfersHorizontalScrollingToParent && self != .transfersVerticalScrollingToParent
            && self != .bouncesHorizontally && self != .bouncesVertically
    }

    /// The default, as `show` prints it (`nil` for the two points, which have no fixed default).
    public var defaultFlag: Bool? {
        switch self {
        case .contentOffset, .contentSize: nil
        case .delaysContentTouches: GestureDefaults.delaysContentTouches
        case .canCancelContentTouches: GestureDefaults.canCancelContentTouches
        case .isScrollEnabled: GestureDefaults.isScrollEnabled
        case .bounces, .bouncesHorizontally, .bouncesVertically: GestureDefaults.bounces
        case .alwaysBounceVertical, .alwaysBounceHorizontal: GestureDefaults.alwaysBounce
        case .isPagingEnabled: GestureDefaults.isPagingEnabled
        case .isDirectionalLockEnabled: GestureDefaults.isDirectionalLockEnabled
        case .transfersHorizontalScrollingToParent, .transfersVerticalScrollingToParent: GestureDefaults.transfersScrollingToParent
        }
    }
}

extension ScrollViewState {
    /// A boolean property's value (`nil` for `contentOffset` and `contentSize`).
    public func flag(_ p: ScrollViewProperty) -> Bool? {
        switch p {
        case .contentOffset, .contentSize: nil
        case .delaysContentTouches: delaysContentTouches
        case .canCancelContentTouches: canCancelContentTouches
        case .isScrollEnabled: isScrollEnabled
        case .bounces: bounces
        case .bouncesHorizontally: bouncesHorizontally
        case .bouncesVertically: bouncesVertically
        case .alwaysBounceVertical: alwaysBounceVertical
        case .alwaysBounceHorizontal: alwaysBounceHorizontal
        case .isPagingEnabled: isPagingEnabled
        case .isDirectionalLockEnabled: isDirectionalLockEnabled
        case .transfersHorizontalScrollingToParent: transfersHorizontalScrollingToParent
        case .transfersVerticalScrollingToParent: transfersVerticalScrollingToParent
        }
    }

    /// Sets a boolean property (does nothing for the two points).
    public mutating func setFlag(_ p: ScrollViewProperty, _ value: Bool) {
        switch p {
        case .contentOffset, .contentSize: break
        case .delaysContentTouches: delaysContentTouches = value
        case .canCancelContentTouches: canCancelContentTouches = value
        case .isScrollEnabled: isScrollEnabled = value
        case .bounces: bounces = value
        case .bouncesHorizontally: bouncesHorizontally = value
        case .bouncesVertically: bouncesVertically = value
        case .alwaysBounceVertical: alwaysBounceVertical = value
        case .alwaysBounceHorizontal: alwaysBounceHorizontal = value
        case .isPagingEnabled: isPagingEnabled = value
        case .isDirectionalLockEnabled: isDirectionalLockEnabled = value
        case .transfersHorizontalScrollingToParent: transfersHorizontalScrollingToParent = value
        case .transfersVerticalScrollingToParent: transfersVerticalScrollingToParent = value
        }
    }
}

/// A `UIScrollViewDelegate` call the engine makes, in the order UIKit makes them for a drag and its deceleration (D1).
public enum ScrollViewDelegateCall: Int, CaseIterable, Sendable {
    case scrollViewWillBeginDragging, scrollViewDidScroll, scrollViewWillEndDragging, scrollViewDidEndDragging
    case scrollViewWillBeginDecelerating, scrollViewDidEndDecelerating
    case scrollViewWillBeginZooming, scrollViewDidZoom, scrollViewDidEndZooming

    /// The method's name as scripts and the console write it.
    public var name: String {
        switch self {
        case .scrollViewWillBeginDragging: "scrollViewWillBeginDragging"
        case .scrollViewDidScroll: "scrollViewDidScroll"
        case .scrollViewWillEndDragging: "scrollViewWillEndDragging"
        case .scrollViewDidEndDragging: "scrollViewDidEndDragging"
        case .scrollViewWillBeginDecelerating: "scrollViewWillBeginDecelerating"
        case .scrollViewDidEndDecelerating: "scrollViewDidEndDecelerating"
        case .scrollViewWillBeginZooming: "scrollViewWillBeginZooming"
        case .scrollViewDidZoom: "scrollViewDidZoom"
        case .scrollViewDidEndZooming: "scrollViewDidEndZooming"
        }
    }
}
