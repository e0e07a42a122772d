/// Scroll views in the scene: making a view a `UIScrollView`, its properties, and keeping its content's window
/// origins in step with `contentOffset`. Facts cite the scroll-view reference by id.
extension GestureEnvironment {
    /// Makes `view` a scroll view with `contentSize` (points, each side finite and not negative: the interpreter
    /// checks), offset zero and UIKit's defaults for the rest (ref §1).
    ///
    /// Its built-in pan is created with it and attached to it, named `NAME.panGestureRecognizer` [DEC S-SV
    /// `_createGestureRecognizersForCurrentTouchLevel`] (A1): a real member of the environment, whose action scrolls
    /// the view (`scrollViewPanAction`) and which begins only on an axis the view can scroll (C2).
    public func makeScrollView(_ view: ViewID, contentSize: Point) {
        scrollViews[view] = ScrollViewState(contentSize: contentSize)
        scrollViews[view]?.zoom.unzoomedContentSize = contentSize
        // UIScrollView's touch methods pass nothing up the responder chain (its private forwarding flag is off by
        // default), so the chain stops at it (ref B14).
        views[view.index].handlesTouches = true
        makeContentTouchDelay(view)
        let pan = addRecognizer(name: views[view.index].name + ".panGestureRecognizer", kind: .pan, view: view)
        // The scroll view is its target; no `log` action unless the script binds one.
        recognizers[pan].actions = []
        recognizers[pan].actionsCustomized = true
        scrollViewOfPan[pan] = view
        scrollViews[view]?.panGestureRecognizer = pan
        // UIScrollViewPanGestureRecognizer clears failsPastMaxTouches [DEC S-PAN `init`] (A7): with zooming on (at
        // most 2 touches, A5) a third finger is ignored, not a failure.
        machines.setPanFailsPastMaxTouches(machine(pan), false)
        updatePanAxes(of: view)
    }

    /// The scroll state of `view`, if it is a scroll view.
    public func scrollState(of view: ViewID) -> ScrollViewState? { scrollViews[view] }

    /// Whether the scene has a scroll view (tables and collections included): readers that look at each view's scroll
    /// state skip scenes without one.
    public var hasScrollViews: Bool { !scrollViews.isEmpty }

    /// The scroll view whose built-in pan `recognizer` is (`NAME.panGestureRecognizer`); `nil` for every recognizer
    /// a script declares.
    public func scrollView(ofPan recognizer: RecognizerID) -> ViewID? { scrollViewOfPan[recognizer] }

    /// UIView's bounds origin: a scroll view's `contentOffset`, zero for every other view. Subviews' frames are
    /// relative to it.
    public func boundsOrigin(of view: ViewID) -> Point {
        scrollViews.isEmpty ? .zero : scrollViews.update(view, { $0.contentOffset }) ?? .zero
    }

    /// Sets `contentOffset` as `setContentOffset(_:animated: false)` does: the offset is taken as given, bounce or
    /// not (UIKit does not clamp a programmatic offset), every view of the content moves with it, and a deceleration
    /// in progress stops (`setContentOffset(contentOffset, animated: false)` is the common way to stop a flick [OBS]).
    /// When the offset changes (rounded to the pixel grid as it is set) the delegate hears `scrollViewDidScroll`, as
    /// on every change of the bounds origin (`-[UIScrollView setContentOffset:]` → `_notifyDidScroll`; D1: "only if
    /// the offset actually changed"); set to the offset it has, nothing is called. A table's swiped-open row closes
    /// with it: the swipe controller observes every scroll (`_observeScrollViewDidScroll:`, G9), not only the drags.
    public func setContentOffset(_ view: ViewID, _ offset: Point) {
        stopDeceleration(view)
        let before = boundsOrigin(of: view)
        moveContent(view, offset)
        if boundsOrigin(of: view) != before { delegateCall(view, .scrollViewDidScroll) }
    }

    /// Moves the content to `offset` (the drag and the display frames), rounded to the pixel grid of
    /// `options.screenScale` when it is set (D2).
    func moveContent(_ view: ViewID, _ offset: Point) {
        var offset = offset
        if options.screenScale > 0 {
            let s = options.screenScale
            offset = Point(x: (offset.x * s).rounded() / s, y: (offset.y * s).rounded() / s)
        }
        guard scrollViews.update(view, { $0.contentOffset = offset }) != nil else { return }
        contentMoved(view)
    }

    /// What follows a change of `view`'s `contentOffset` (`moveContent`, or a display frame's step, which sets it in
    /// place): the content's window origins and the pan's nested gate.
    func contentMoved(_ view: ViewID) {
        refreshWindowOrigins(below: view)
        // A lone scroll view has no enclosing one, so its gate is none at every offset (scroll views are never
        // removed): the walk up the hierarchy is skipped at each move.
        if scrollViews.count > 1 { refreshNestedGate(of: view) }
    }

    /// Sets `contentSize` (points, finite, not negative).
    public func setContentSize(_ view: ViewID, _ size: Point) {
        scrollViews[view]?.contentSize = size
        // A zoomed view's content at scale 1 is the new size over the zoom scale.
        if let scale = scrollViews[view]?.zoom.zoomScale {
            scrollViews[view]?.zoom.unzoomedContentSize = Point(x: size.x / scale, y: size.y / scale)
        }
        updatePanAxes(of: view)
    }

    /// `decelerationRate`, per millisecond, in 0 < rate < 1 (the interpreter checks): the next deceleration uses it.
    public func setDecelerationRate(_ view: ViewID, _ rate: Double) {
        scrollViews[view]?.decelerationRate = rate
    }

    /// Sets one of the boolean scroll-view properties. `isScrollEnabled` also sets the pan's `isEnabled` [DEC S-SV
    /// `_updateScrollGestureRecognizersEnabled`] (C4, B15).
    public func setScrollFlag(_ view: ViewID, _ property: ScrollViewProperty, _ value: Bool) {
        scrollViews[view]?.setFlag(property, value)
        updatePanAxes(of: view)
        if property == .isScrollEnabled, let pan = scrollViews[view]?.panGestureRecognizer {
            setEnabled(pan, value)
        }
        if property == .isDirectionalLockEnabled, let pan = scrollViews[view]?.panGestureRecognizer {
            machines.setPanDirectionalLock(machine(pan), value)
        }
    }

    /// Tells the pan which axes it may begin on: those the view can scroll now (C2, C3).
    func updatePanAxes(of view: ViewID) {
        guard let pan = scrollViews[view]?.panGestureRecognizer else { return }
        let axes = scrollableAxes(of: view)
        machines.setPanAxes(machine(pan), horizontal: axes.x, vertical: axes.y)
        updateContentTouchDelay(of: view)
        // F2: its children's gates depend on the axes it scrolls, its own on its edges.
        refreshNestedGates()
    }

    /// Whether `view` can scroll horizontally and vertically now [DEC S-SV `_canScrollX/Y`] (C3).
    public func scrollableAxes(of view: ViewID) -> (x: Bool, y: Bool) {
        let f = views[view.index].frame
        return scrollViews.update(view) { s in (s.canScrollX(boundsWidth: f.width), s.canScrollY(boundsHeight: f.height)) }
            ?? (false, false)
    }

    /// Recomputes the window origins of every view below `view` from its own (after its bounds origin changed).
    /// Recursive rather than with a stack of its own, so that a display frame allocates nothing; a table's rows are
    /// virtual, so a table usually has no subviews at all.
    func refreshWindowOrigins(below view: ViewID) {
        let subviews = views[view.index].subviews
        guard !subviews.isEmpty else { return }
        let base = views[view.index].windowOrigin - boundsOrigin(of: view)
        for s in subviews {
            views[s.index].windowOrigin = base + views[s.index].frame.origin
            refreshWindowOrigins(below: s)
        }
    }
}
