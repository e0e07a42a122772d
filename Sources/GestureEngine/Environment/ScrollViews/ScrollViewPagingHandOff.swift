/// F3: a paging scroll view takes over when the scroll view inside it reaches its edge mid-drag
/// [DEC S-SV `_attemptToDragParent:forNewBounds:oldBounds:`]: only when the parent is paging and scroll-enabled, and
/// on the axes it scrolls and the inner view transfers to its parent (iOS 17.4+, F2's switches). While the inner view is dragged past its minimum or maximum on such an axis, it stays
/// pinned at the edge (UIKit shows it there through a sublayer transform) and the overflow moves the parent's
/// `contentOffset` from where it was when the overflow began (rubber-banded past the parent's own edges); pulled
/// back, the overflow shrinks first. At the lift the parent settles on a page with the lift's velocity on those
/// axes (D7), and the inner view keeps none of it. This is the "photos in a pager" behaviour.
///
/// [GUESS] beyond the decompile's outline: the parent's delegate hears `scrollViewDidScroll` as it moves and, when
/// it settles, `scrollViewWillBeginDecelerating` … `scrollViewDidEndDecelerating` as after its own drag (it never
/// heard `scrollViewWillBeginDragging`: its pan did not begin); an inner view that coasts past its edge after the
/// lift bounces as before — the hand-off of a deceleration is not modelled.
extension GestureEnvironment {
    /// The enclosing scroll view that takes `view`'s overflow, and on which axes: the nearest one, when it is paging
    /// and scroll-enabled (F3), on the axes it scrolls and `view` transfers to its parent
    /// (`transfersHorizontalScrollingToParent`, `…Vertical…`: "when the scroll view reaches the end of its content in
    /// either direction, it transfers the scrolling to its containing scroll view" [DOC D-SV]); nil otherwise.
    func pagingParentTakingOverflow(of view: ViewID) -> (parent: ViewID, axes: (x: Bool, y: Bool))? {
        guard let parent = parentScrollView(of: view), let p = scrollViews[parent], p.isPagingEnabled, p.isScrollEnabled,
              let s = scrollViews[view] else {
            return nil
        }
        let scrolls = scrollableAxes(of: parent)
        let axes = (x: scrolls.x && s.transfersHorizontalScrollingToParent, y: scrolls.y && s.transfersVerticalScrollingToParent)
        guard axes.x || axes.y else { return nil }
        return (parent, axes)
    }

    /// Moves `parent` by `overflow` (points of `view`'s raw offset past its edges) from where it was when the
    /// overflow began; back to that offset when the overflow is gone.
    func dragPagingParent(_ parent: ViewID, of view: ViewID, overflow: Point) {
        guard let p = scrollViews[parent] else { return }
        let base: Point
        if let b = scrollViews[view]?.pagingParentBase {
            base = b
        } else {
            guard overflow != .zero else { return }
            base = p.contentOffset
            scrollViews[view]?.pagingParentBase = base
        }
        let size = Point(x: views[parent.index].frame.width, y: views[parent.index].frame.height)
        let maximum = p.maximumOffset(boundsSize: size)
        let axes = scrollableAxes(of: parent)
        var offset = p.contentOffset
        if axes.x {
            offset.x = p.displayedOffset(raw: base.x + overflow.x, maximum: maximum.x, boundsSize: size.x, axisBounces: p.bouncesHorizontally)
        }
        if axes.y {
            offset.y = p.displayedOffset(raw: base.y + overflow.y, maximum: maximum.y, boundsSize: size.y, axisBounces: p.bouncesVertically)
        }
        guard offset != p.contentOffset else { return }
        moveContent(parent, offset)
        delegateCall(parent, .scrollViewDidScroll)
    }

    /// At the lift: when a paging parent took `view`'s overflow, the lift's velocity on the parent's axes goes to the
    /// parent (returned with it) and `view` keeps none of it there; nil when no parent took any.
    func takeVelocityForPagingParent(of view: ViewID) -> (ViewID, Point)? {
        guard let s = scrollViews[view], s.pagingParentBase != nil else { return nil }
        scrollViews[view]?.pagingParentBase = nil
        guard let handOff = pagingParentTakingOverflow(of: view) else { return nil }
        let v = Point(x: handOff.axes.x ? s.velocity.x : 0, y: handOff.axes.y ? s.velocity.y : 0)
        scrollViews[view]?.velocity = Point(x: handOff.axes.x ? 0 : s.velocity.x, y: handOff.axes.y ? 0 : s.velocity.y)
        return (handOff.parent, v)
    }

    /// The parent settles on a page (D7) from where the overflow left it, with `velocity` (points per millisecond).
    func settlePagingParent(_ parent: ViewID, velocity: Point) {
        guard scrollViews.contains(parent) else { return }
        scrollViews[parent]?.velocity = velocity
        if prepareDeceleration(parent) {
            delegateCall(parent, .scrollViewWillBeginDecelerating)
            scheduleDisplayFrame(parent)
        }
    }
}
