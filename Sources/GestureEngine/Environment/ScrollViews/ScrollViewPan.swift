/// The scroll view's own action on its pan (`-[UIScrollView handlePan:]`): dragging moves `contentOffset` and calls
/// the delegate. Facts cite the scroll-view reference by id.
///
/// Delegate calls are console lines `NAME.scrollViewWillBeginDragging` … (LANGUAGE §8); `scrollViewDidScroll` is
/// counted, not printed.
extension GestureEnvironment {
    /// Runs when the scroll view's pan sends its action with `state`, before any action the script bound to it.
    func scrollViewPanAction(_ view: ViewID, _ state: GestureState, pan: RecognizerID) {
        let name = views[view.index].name
        switch state {
        case .began:
            // D1: the start offset is taken and willBeginDragging is called before the offset changes.
            let start = boundsOrigin(of: view)
            scrollViews[view]?.dragStartOffset = start
            scrollViews[view]?.isDragging = true
            log("\(name).scrollViewWillBeginDragging")
            dragScrollView(view, pan: pan)
        case .changed:
            dragScrollView(view, pan: pan)
        case .ended, .cancelled:
            // D1: willEndDragging, then didEndDragging. Deceleration and the bounce back are not modelled yet: the
            // view stays where the finger left it (willDecelerate false).
            scrollViews[view]?.isDragging = false
            log("\(name).scrollViewWillEndDragging")
            log("\(name).scrollViewDidEndDragging")
        case .possible, .failed:
            break
        }
    }

    /// D2, D3: offset = start − translation on each axis the view can scroll, rubber-banded past the edges (or held
    /// at the edge without `bounces`, where the start moves so that a movement back scrolls at once); the other axis
    /// keeps its value. `scrollViewDidScroll` only when the offset changed.
    private func dragScrollView(_ view: ViewID, pan: RecognizerID) {
        guard var s = scrollViews[view], let translation = translation(of: pan) else { return }
        let size = Point(x: views[view.index].frame.width, y: views[view.index].frame.height)
        let axes = scrollableAxes(of: view)
        let maximum = s.maximumOffset(boundsSize: size)
        var offset = s.contentOffset
        if axes.x {
            let raw = s.dragStartOffset.x - translation.x
            offset.x = s.displayedOffset(raw: raw, maximum: maximum.x, boundsSize: size.x)
            if !s.bounces { s.dragStartOffset.x = offset.x + translation.x }
        }
        if axes.y {
            let raw = s.dragStartOffset.y - translation.y
            offset.y = s.displayedOffset(raw: raw, maximum: maximum.y, boundsSize: size.y)
            if !s.bounces { s.dragStartOffset.y = offset.y + translation.y }
        }
        let changed = offset != s.contentOffset
        if changed { s.didScrollCount += 1 }
        scrollViews[view] = s
        if changed { setContentOffset(view, offset) }
    }
}
