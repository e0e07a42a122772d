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

    /// Sets `kind` and `isControl` together.
    public mutating func setKind(_ k: ViewKind) {
        kind = k
        isControl = k.isControl
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
