/// A view in the hierarchy: a frame in its parent's coordinates, flags, subviews and attached recognizers.
public struct ViewNode: Sendable {
    public var name: String
    /// Frame in the parent's coordinate space, points.
    public var frame: Rect
    public var parent: ViewID?
    /// Subviews in the order they were added (the last is frontmost).
    public var subviews: [ViewID] = []
    /// What the view is: a plain view, a plain `UIControl`, or one of UIKit's standard controls (which refuse some
    /// gestures of recognizers attached elsewhere) [DOC A-ctl, OBS O-ctl2].
    public var kind = ViewKind.plain
    /// `kind.isControl`, stored: read on the view-delivery fast path (a `UIControl` reports touch-up-inside).
    public private(set) var isControl = false

    /// Sets `kind` and what follows from it together: `isControl`, whether the view passes touch calls on, and the
    /// kind's initial `isUserInteractionEnabled` (a label or image view starts with it off).
    public mutating func setKind(_ k: ViewKind) {
        kind = k
        isControl = k.isControl
        isUserInteractionEnabled = k.startsWithUserInteractionEnabled
        updateDerivedFlags()
    }

    /// `isUserInteractionEnabled` (default true; false for `label` and `imageView`): false takes the view and its
    /// subviews out of hit-testing [DOC `hitTest(_:with:)`].
    public var isUserInteractionEnabled = true {
        didSet { updateDerivedFlags() }
    }
    /// `isHidden` (default false): true takes the view and its subviews out of hit-testing [DOC `hitTest(_:with:)`].
    public var isHidden = false {
        didSet { updateDerivedFlags() }
    }
    /// `alpha`, 0…1 (default 1): below `GestureDefaults.minimumHittableAlpha` (0.01) the view and its subviews are out
    /// of hit-testing [DOC `hitTest(_:with:)`].
    public var alpha: Double = 1 {
        didSet { updateDerivedFlags() }
    }
    /// `handlesTouches`: a `UIView` subclass whose touch methods do not call super, so the responder chain stops here.
    public var handlesTouches = false {
        didSet { updateDerivedFlags() }
    }
    /// Whether hit-testing may return this view or look inside it: interaction on, not hidden, alpha at least 0.01.
    /// Stored, so the hit-test walk reads one flag per subview.
    public private(set) var isHittable = true
    /// Whether the view's touch methods pass each call on to its next responder (UIView's default implementation
    /// [DOC A-resp]): true for plain views, labels and image views that are not `handlesTouches`; false for controls
    /// (and for the views an app declares `handlesTouches`, such as TouchTracker's canvas).
    public private(set) var passesTouchesOn = true

    private mutating func updateDerivedFlags() {
        isHittable = isUserInteractionEnabled && !isHidden && alpha >= GestureDefaults.minimumHittableAlpha
        passesTouchesOn = !isControl && !handlesTouches
    }
    /// `isExclusiveTouch` (default false) [DOC A-excl].
    public var isExclusiveTouch = false
    /// `isMultipleTouchEnabled` (default false): the view then sees only the first touch of a multi-touch sequence;
    /// recognizers still see all touches [DOC A-multi].
    public var isMultipleTouchEnabled = false
    /// Attached recognizers in `addGestureRecognizer` order.
    public var recognizers: [RecognizerID] = []
    /// Origin in window coordinates, kept up to date by the environment.
    public var windowOrigin: Point
    // What a `UIScrollView` adds is not stored here but in the environment's side table (`scrollState(of:)`):
    // hit-testing and delivery walk these nodes on every event, and a scene without scroll views should not pay
    // for their state in every node.

    public init(name: String, frame: Rect, parent: ViewID?, windowOrigin: Point) {
        self.name = name
        self.frame = frame
        self.parent = parent
        self.windowOrigin = windowOrigin
    }

    /// The view's bounds in window coordinates.
    public var windowFrame: Rect { Rect(x: windowOrigin.x, y: windowOrigin.y, width: frame.width, height: frame.height) }

    /// Converts a window point to this view's coordinates.
    public func convertFromWindow(_ p: Point) -> Point { p - windowOrigin }
}
