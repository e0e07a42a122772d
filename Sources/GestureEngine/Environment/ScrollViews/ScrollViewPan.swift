/// The scroll view's own action on its pan (`-[UIScrollView handlePan:]`): dragging moves `contentOffset` and calls
/// the delegate. Facts cite the scroll-view reference by id.
///
/// Delegate calls are console lines `NAME.scrollViewWillBeginDragging` … (LANGUAGE §8); `scrollViewDidScroll` is a
/// trace event (`.scrolled`), shown in the transcript and counted, not printed.
extension GestureEnvironment {
    /// Runs when the scroll view's pan sends its action with `state`, before any action the script bound to it.
    func scrollViewPanAction(_ view: ViewID, _ state: GestureState, pan: RecognizerID) {
        // The view's pinch shares the built-in recognizers' map (`makePinch`): its action is the zoom.
        if recognizers[pan].kind == .pinch {
            scrollViewPinchAction(view, state, pinch: pan)
            return
        }
        switch state {
        case .began:
            // D8: a touch on a decelerating view stops it (the pan began at touch-down, or, held back by a
            // requirement, later); its delegate hears scrollViewDidEndDecelerating first.
            if scrollViews.update(view, { $0.isDecelerating }) == true {
                stopDeceleration(view)
                delegateCall(view, .scrollViewDidEndDecelerating)
            }
            // D1: the start offset is taken, the velocity reset, and willBeginDragging is called before the offset
            // changes. D3: past an edge the start is the raw offset whose rubber band shows where the view is, so a
            // view grabbed while bouncing does not jump. (The state changes in place, as at every move.)
            let size = Point(x: views[view.index].frame.width, y: views[view.index].frame.height)
            let found: Void? = scrollViews.update(view) { s in
                let maximum = s.maximumOffset(boundsSize: size)
                let shown = s.contentOffset
                s.dragStartOffset = Point(x: s.rawOffset(displayed: shown.x, maximum: maximum.x, boundsSize: size.x, axisBounces: s.bouncesHorizontally),
                                          y: s.rawOffset(displayed: shown.y, maximum: maximum.y, boundsSize: size.y,
                                                        axisBounces: s.bouncesVertically))
                s.velocity = .zero
                s.isDragging = true
            }
            guard found != nil else { return }
            // B5e: the content-touch delay is reset first (`_cancelTouchDelayGestureRecognizerIfNecessary`).
            resetContentTouchDelay(of: view, pan: pan)
            delegateCall(view, .scrollViewWillBeginDragging)
            dragScrollView(view, pan: pan)
        case .changed:
            dragScrollView(view, pan: pan)
        case .ended, .cancelled:
            // D1: willEndDragging, didEndDragging(willDecelerate:), then willBeginDecelerating when it will (D5).
            // D5: a finger held still before it lifts has no lift velocity, so it does not fling.
            let time = now
            scrollViews.update(view) { s in
                s.isDragging = false
                if time - s.lastDragUpdate > GestureDefaults.liftVelocityStillWindow { s.velocity = .zero }
            }
            delegateCall(view, .scrollViewWillEndDragging)
            // F3: a paging parent that took the overflow takes the lift's velocity on those axes too.
            let parentVelocity = takeVelocityForPagingParent(of: view)
            let decelerates = prepareDeceleration(view)
            delegateCall(view, .scrollViewDidEndDragging)
            if decelerates {
                delegateCall(view, .scrollViewWillBeginDecelerating)
                scheduleDisplayFrame(view)
            }
            if let (parent, v) = parentVelocity { settlePagingParent(parent, velocity: v) }
        case .possible, .failed:
            break
        }
    }

    /// Counts a delegate call and prints it as a console line (`scrollViewDidScroll` is traced instead, `decelerating`
    /// when a display frame moved the view).
    func delegateCall(_ view: ViewID, _ call: ScrollViewDelegateCall, decelerating: Bool = false) {
        scrollViews.update(view) { $0.delegateCallCounts[call.rawValue] += 1 }
        if call == .scrollViewDidScroll {
            didScroll(view, decelerating: decelerating)
        } else {
            log("\(views[view.index].name).\(call.name)")
        }
    }

    /// `scrollViewDidScroll` once counted (`delegateCall`, or a display frame's step, which counts it in place): a
    /// table closes its swiped-open row and the scroll is traced.
    func didScroll(_ view: ViewID, decelerating: Bool) {
        // Any scroll of a table closes its swiped-open row (`_observeScrollViewDidScroll`, G9).
        if !tables.isEmpty, tables.update(view, { $0.openRow != nil }) == true { closeSwipedRow(view) }
        emit(.scrolled(time: now, view: view, contentOffset: boundsOrigin(of: view), decelerating: decelerating))
    }

    /// D2, D3: offset = start − translation on each axis the view can scroll, rubber-banded past the edges (or held
    /// at the edge without `bounces`, where the start moves so that a movement back scrolls at once); the other axis
    /// keeps its value. `scrollViewDidScroll` only when the offset changed. D5: the velocity is tracked as it goes.
    /// The view's state changes in place (a move of the finger copies none of it).
    private func dragScrollView(_ view: ViewID, pan: RecognizerID) {
        guard scrollViews.contains(view), let translation = translation(of: pan) else { return }
        let size = Point(x: views[view.index].frame.width, y: views[view.index].frame.height)
        let axes = scrollableAxes(of: view)
        // D4: the scroll view's velocity is the pan's, in points per millisecond, negated; D5: smoothed.
        let panVelocity = velocity(of: pan) ?? .zero
        let time = now
        // F3: past an edge on an axis a paging parent scrolls, the overflow goes to the parent instead.
        let handOff = pagingParentTakingOverflow(of: view)
        var overflow = Point.zero
        let moved = scrollViews.update(view) { s -> Point? in
            let maximum = s.maximumOffset(boundsSize: size)
            var offset = s.contentOffset
            if axes.x {
                let raw = s.dragStartOffset.x - translation.x
                if handOff?.axes.x == true, raw < 0 || raw > maximum.x {
                    offset.x = raw < 0 ? 0 : maximum.x
                    overflow.x = raw - offset.x
                } else {
                    offset.x = s.displayedOffset(raw: raw, maximum: maximum.x, boundsSize: size.x, axisBounces: s.bouncesHorizontally)
                    if !s.bouncesHorizontally { s.dragStartOffset.x = offset.x + translation.x }
                }
            }
            if axes.y {
                let raw = s.dragStartOffset.y - translation.y
                if handOff?.axes.y == true, raw < 0 || raw > maximum.y {
                    offset.y = raw < 0 ? 0 : maximum.y
                    overflow.y = raw - offset.y
                } else {
                    offset.y = s.displayedOffset(raw: raw, maximum: maximum.y, boundsSize: size.y, axisBounces: s.bouncesVertically)
                    if !s.bouncesVertically { s.dragStartOffset.y = offset.y + translation.y }
                }
            }
            let current = Point(x: axes.x ? -panVelocity.x / 1000 : 0, y: axes.y ? -panVelocity.y / 1000 : 0)
            let k = GestureDefaults.scrollVelocitySmoothing
            s.velocity = s.velocity * k + current * (1 - k)
            s.lastDragUpdate = time
            return offset != s.contentOffset ? offset : nil
        }
        if let offset = moved ?? nil {
            moveContent(view, offset)
            delegateCall(view, .scrollViewDidScroll)
        }
        if let handOff { dragPagingParent(handOff.parent, of: view, overflow: overflow) }
    }
}
