/// Zooming: the scroll view's built-in pinch and what its action does (`-[UIScrollView handlePinch:]` →
/// `_updatePinchGestureForState:` [DEC S-SV]). Facts cite the scroll-view reference by id (A1, A3, A5).
///
/// The content zooms as a whole (`ScrollZoomState`); `contentSize` is the unzoomed size times `zoomScale`.
extension GestureEnvironment {
    /// Sets `minimumZoomScale` and/or `maximumZoomScale` (each finite and above zero: the interpreter checks). When
    /// they differ the scroll view has a pinch, `NAME.pinchGestureRecognizer`, made the first time and attached to
    /// the view [DEC S-SV `_createGestureRecognizersForCurrentTouchLevel`, `_updatePinchGesture`] (A1); equal again,
    /// the pinch is disabled (UIKit's `pinchGestureRecognizer` is nil then). The zoom scale is kept within the new
    /// limits.
    public func setZoomScaleLimits(_ view: ViewID, minimum: Double? = nil, maximum: Double? = nil) {
        guard var s = scrollViews[view] else { return }
        if let m = minimum { s.zoom.minimumZoomScale = m }
        if let m = maximum { s.zoom.maximumZoomScale = m }
        scrollViews[view] = s
        if s.zoom.isEnabled, s.zoom.pinchGestureRecognizer == nil { makePinch(view) }
        if let pinch = scrollViews[view]?.zoom.pinchGestureRecognizer { setEnabled(pinch, s.zoom.isEnabled) }
        // A5: with the pinch enabled the pan allows at most 2 touches; with zoom off, any number (UIKit's
        // NSUIntegerMax, the 20 fingers a script has) [DEC S-SV `_updatePanGestureConfiguration`].
        if let pan = s.panGestureRecognizer {
            let most = s.zoom.isEnabled ? GestureDefaults.zoomingPanMaximumTouches : 20
            try? setProperty("maximumNumberOfTouches", of: pan, to: .integer(most))
        }
        let scale = s.zoom.zoomScale
        let limited = min(max(scale, s.zoom.minimumZoomScale), s.zoom.maximumZoomScale)
        if limited != scale { zoom(view, to: limited, keeping: nil) }
    }

    /// `bouncesZoom`.
    public func setBouncesZoom(_ view: ViewID, _ value: Bool) {
        scrollViews[view]?.zoom.bouncesZoom = value
    }

    /// `setZoomScale(_:animated: false)`: the scale is kept within the limits, and the content point at the middle of
    /// the view stays there [GUESS: UIKit's anchor for a programmatic zoom was not read]; no deceleration stops.
    public func setZoomScale(_ view: ViewID, _ scale: Double) {
        guard let s = scrollViews[view] else { return }
        let limited = min(max(scale, s.zoom.minimumZoomScale), s.zoom.maximumZoomScale)
        zoom(view, to: limited, keeping: nil)
        clampOffsetAfterZoom(view)
    }

    /// Makes the pinch: a real member of the environment whose action zooms the view; simultaneous with the scroll
    /// view's pan and with nothing else (A5: the scroll view's private delegate answers so).
    private func makePinch(_ view: ViewID) {
        let pinch = addRecognizer(name: views[view.index].name + ".pinchGestureRecognizer", kind: .pinch, view: view)
        // The scroll view is its target; no `log` action unless the script binds one.
        recognizers[pinch].actions = []
        recognizers[pinch].actionsCustomized = true
        // The scroll view's built-in recognizers share one map to their view (`scrollViewPanAction` tells them apart).
        scrollViewOfPan[pinch] = view
        scrollViews[view]?.zoom.pinchGestureRecognizer = pinch
        if let pan = scrollViews[view]?.panGestureRecognizer {
            setDelegate(pinch) { $0.simultaneous[pan] = true }
            setDelegate(pan) { $0.simultaneous[pinch] = true }
        }
    }

    /// The scroll view's action on its pinch [DEC S-SV `_updatePinchGestureForState:`]:
    /// - `began`: a deceleration stops (`_stopScrollingNotify:pin:`, so the delegate hears
    ///   `scrollViewDidEndDecelerating`); the pinch's `scale` is set to the zoom scale, so that from here its scale is
    ///   the zoom scale; the content point under the fingers is kept as the anchor; `scrollViewWillBeginZooming`.
    /// - `changed`, two fingers down: `zoomScale` = the pinch's scale (past the limits only with `bouncesZoom`), the
    ///   anchor kept under the fingers' centroid (so a pinch also pans); `scrollViewDidZoom` (a console line, as every
    ///   delegate call but `scrollViewDidScroll`), and
    ///   `scrollViewDidScroll` when the offset moved.
    /// - `ended`/`cancelled`: with `bouncesZoom`, a scale past a limit goes back to it (UIKit animates it; here it is
    ///   one step, the animation's length was not read); `scrollViewDidEndZooming`; the offset is brought back within
    ///   the content (`_adjustContentOffsetIfNecessary`, animated over 0.2 s in UIKit, one step here).
    func scrollViewPinchAction(_ view: ViewID, _ state: GestureState, pinch: RecognizerID) {
        guard let s = scrollViews[view] else { return }
        switch state {
        case .began:
            if s.isDecelerating {
                stopDeceleration(view)
                delegateCall(view, .scrollViewDidEndDecelerating)
            }
            _ = machines.setScale(machine(pinch), s.zoom.zoomScale)
            let inView = location(of: pinch) - views[view.index].windowOrigin
            let scale = s.zoom.zoomScale
            scrollViews[view]?.zoom.anchor = Point(x: (inView.x + s.contentOffset.x) / scale,
                                                   y: (inView.y + s.contentOffset.y) / scale)
            scrollViews[view]?.zoom.isZooming = true
            scrollViews[view]?.velocity = .zero
            delegateCall(view, .scrollViewWillBeginZooming)
        case .changed:
            guard numberOfTouches(of: pinch) == 2, let scale = scale(of: pinch), scale.isFinite, scale > 0 else { return }
            zoom(view, to: s.zoom.pinchedScale(scale), keeping: location(of: pinch) - views[view.index].windowOrigin)
        case .ended, .cancelled:
            scrollViews[view]?.zoom.isZooming = false
            let z = s.zoom
            if z.bouncesZoom, z.zoomScale < z.minimumZoomScale || z.zoomScale > z.maximumZoomScale {
                let limit = z.zoomScale < z.minimumZoomScale ? z.minimumZoomScale : z.maximumZoomScale
                zoom(view, to: limit, keeping: location(of: pinch) - views[view.index].windowOrigin)
            }
            delegateCall(view, .scrollViewDidEndZooming)
            clampOffsetAfterZoom(view)
        case .possible, .failed:
            break
        }
    }

    /// Sets the zoom scale: the content size follows, and the anchor (the content point, at scale 1, that was under
    /// the fingers when the pinch began) is put under `point` (in the view's own coordinates); without a point the
    /// content point at the middle of the view stays there. `scrollViewDidZoom` when the scale changed,
    /// `scrollViewDidScroll` when the offset did.
    private func zoom(_ view: ViewID, to scale: Double, keeping point: Point?) {
        guard var s = scrollViews[view], scale != s.zoom.zoomScale || point != nil else { return }
        let old = s.zoom.zoomScale
        let size = Point(x: views[view.index].frame.width, y: views[view.index].frame.height)
        let anchor: Point
        let under: Point
        if let p = point {
            anchor = s.zoom.anchor
            under = p
        } else {
            under = size / 2
            anchor = Point(x: (s.contentOffset.x + under.x) / old, y: (s.contentOffset.y + under.y) / old)
        }
        s.zoom.zoomScale = scale
        s.contentSize = Point(x: s.zoom.unzoomedContentSize.x * scale, y: s.zoom.unzoomedContentSize.y * scale)
        scrollViews[view] = s
        updatePanAxes(of: view)
        let offset = Point(x: anchor.x * scale - under.x, y: anchor.y * scale - under.y)
        if scale != old { delegateCall(view, .scrollViewDidZoom) }
        if offset != s.contentOffset {
            moveContent(view, offset)
            delegateCall(view, .scrollViewDidScroll)
        }
    }

    /// After zooming the offset is brought back within the content (0 … content less bounds, per axis).
    private func clampOffsetAfterZoom(_ view: ViewID) {
        guard let s = scrollViews[view] else { return }
        let maximum = s.maximumOffset(boundsSize: Point(x: views[view.index].frame.width, y: views[view.index].frame.height))
        let o = s.contentOffset
        let clamped = Point(x: min(max(o.x, 0), maximum.x), y: min(max(o.y, 0), maximum.y))
        if clamped != o {
            moveContent(view, clamped)
            delegateCall(view, .scrollViewDidScroll)
        }
    }
}
