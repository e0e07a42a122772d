/// What zooming adds to a scroll view: the zoom scales, the built-in pinch, and the zoom in progress. Facts cite the
/// scroll-view reference by id (A1, A3, A5) and the decompile of `-[UIScrollView _updatePinchGestureForState:]`.
///
/// The content zooms as a whole, as if `viewForZooming(in:)` returned one view holding all of it: `contentSize` is
/// the unzoomed size times `zoomScale`. The content's own frames are not scaled (hit-testing and the pictures still
/// see them at scale 1; docs/limits.md).
public struct ScrollZoomState: Sendable {
    /// `minimumZoomScale`, `maximumZoomScale`: 1 and 1 [DOC D-SV]; equal scales mean no zooming and no pinch (A1).
    public var minimumZoomScale = GestureDefaults.zoomScaleLimit
    public var maximumZoomScale = GestureDefaults.zoomScaleLimit
    /// `zoomScale`: the content's scale now.
    public internal(set) var zoomScale = 1.0
    /// `bouncesZoom`: true [DOC D-SV]: a pinch may take the scale past the limits, and the scale springs back at the
    /// end; false clamps it.
    public var bouncesZoom = GestureDefaults.bouncesZoom
    /// `pinchGestureRecognizer`, once zooming has been turned on (`NAME.pinchGestureRecognizer`; A1, A3). It stays in
    /// the environment, disabled, if zooming is turned off again; scripts cannot name it then.
    public internal(set) var pinchGestureRecognizer: RecognizerID?
    /// `isZooming`: the pinch began and has not ended.
    public internal(set) var isZooming = false
    /// The content size at zoom scale 1: what the scene stream tells of the view (the pictures draw the content at
    /// scale 1).
    public internal(set) var unzoomedContentSize = Point.zero
    /// The content point (at scale 1) under the pinch's centroid when it began (`_setZoomAnchorPoint:`): it stays
    /// under the fingers while they pinch.
    var anchor = Point.zero

    /// Whether zooming is possible: the two scales differ [DEC S-SV `_updatePinchGesture`] (A1, A3).
    public var isEnabled: Bool { minimumZoomScale != maximumZoomScale }

    /// The scale a pinch at `scale` shows: inside the limits as is; past them as is with `bouncesZoom` (the
    /// decompile's rubber band for zooming, inside `setZoomScale:withAnchorPoint:allowRubberbanding:…`, was not
    /// read), else the limit.
    func pinchedScale(_ scale: Double) -> Double {
        if bouncesZoom { return scale }
        return min(max(scale, minimumZoomScale), maximumZoomScale)
    }
}
