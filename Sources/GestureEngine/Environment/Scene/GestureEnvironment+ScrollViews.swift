/// Scroll views in the scene: making a view a `UIScrollView`, its properties, and keeping its content's window
/// origins in step with `contentOffset`. Facts cite the scroll-view reference by id.
extension GestureEnvironment {
    /// Makes `view` a scroll view with `contentSize` (points, each side finite and not negative: the interpreter
    /// checks), offset zero and UIKit's defaults for the rest (ref §1).
    public func makeScrollView(_ view: ViewID, contentSize: Point) {
        views[view.index].scroll = ScrollViewState(contentSize: contentSize)
    }

    /// The scroll state of `view`, if it is a scroll view.
    public func scrollState(of view: ViewID) -> ScrollViewState? { views[view.index].scroll }

    /// Sets `contentOffset` as `setContentOffset(_:animated: false)` does: the offset is taken as given, bounce or
    /// not (UIKit does not clamp a programmatic offset), and every view of the content moves with it.
    public func setContentOffset(_ view: ViewID, _ offset: Point) {
        guard views[view.index].scroll != nil else { return }
        views[view.index].scroll?.contentOffset = offset
        refreshWindowOrigins(below: view)
    }

    /// Sets `contentSize` (points, finite, not negative).
    public func setContentSize(_ view: ViewID, _ size: Point) {
        views[view.index].scroll?.contentSize = size
    }

    /// Sets one of the boolean scroll-view properties.
    public func setScrollFlag(_ view: ViewID, _ property: ScrollViewProperty, _ value: Bool) {
        views[view.index].scroll?.setFlag(property, value)
    }

    /// Whether `view` can scroll horizontally and vertically now [DEC S-SV `_canScrollX/Y`] (C3).
    public func scrollableAxes(of view: ViewID) -> (x: Bool, y: Bool) {
        guard let s = views[view.index].scroll else { return (false, false) }
        let f = views[view.index].frame
        return (s.canScrollX(boundsWidth: f.width), s.canScrollY(boundsHeight: f.height))
    }

    /// Recomputes the window origins of every view below `view` from its own (after its bounds origin changed).
    func refreshWindowOrigins(below view: ViewID) {
        var stack = [view]
        while let v = stack.popLast() {
            let base = views[v.index].windowOrigin - views[v.index].boundsOrigin
            for s in views[v.index].subviews {
                views[s.index].windowOrigin = base + views[s.index].frame.origin
                stack.append(s)
            }
        }
    }
}
