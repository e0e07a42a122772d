/// When a scroll view inside another scroll view lets its parent take the drag: the inner pan refuses to begin
/// (it stays possible, so the parent's pan, which saw the same touch, begins on its own 10 pt)
/// [DEC `-[UIScrollViewPanGestureRecognizer _shouldTryToBeginWithEvent:]`] (scroll-view reference F2).
///
/// For the horizontal axis it refuses when all of these hold (the vertical axis is the same with top and bottom):
/// - the parent can scroll horizontally and is scroll-enabled;
/// - `transfersHorizontalScrollingToParent` is true (iOS 17.4+, the default);
/// - the movement is not a vertical scroll the inner view will take (it can scroll vertically and the finger moved
///   the hysteresis vertically);
/// - the inner view cannot scroll horizontally, or the finger pulls past an edge it already rests on: tx ≥ h at its
///   left edge, tx ≤ −h at its right edge (h the hysteresis, tx the translation before the hysteresis is removed).
///
/// The environment keeps it current (the inner view's edges move with its offset); a plain pan has none.
struct NestedScrollGate: Hashable, Sendable {
    /// The parent can scroll the axis and is scroll-enabled.
    var parentX = false, parentY = false
    /// `transfersHorizontalScrollingToParent`, `transfersVerticalScrollingToParent`.
    var transfersX = true, transfersY = true
    /// The inner view can scroll the axis.
    var innerX = false, innerY = false
    /// The content edges the inner view rests on now (`_currentlyAbuttedContentEdges`).
    var atLeft = false, atRight = false, atTop = false, atBottom = false

    /// Whether the inner pan refuses to begin for a translation `t` (points, the hysteresis not removed).
    func refuses(_ t: Point, hysteresis h: Double) -> Bool {
        let willX = abs(t.x) >= h
        let willY = abs(t.y) >= h
        let keepsX = (innerY && willY) || !parentX || !transfersX
            || (innerX && !(t.x >= h && atLeft) && !(t.x <= -h && atRight))
        let keepsY = (innerX && willX) || !parentY || !transfersY
            || (innerY && !(t.y >= h && atTop) && !(t.y <= -h && atBottom))
        return !(keepsX && keepsY)
    }
}
