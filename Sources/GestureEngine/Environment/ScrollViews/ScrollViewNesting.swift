/// Nested scroll views: each scroll view's pan knows when to let its nearest enclosing scroll view take the drag
/// (scroll-view reference F1–F2). F1 needs nothing more: each pan begins only on the axes its view can scroll (C2)
/// and the first to begin excludes the other, inner views first. F2 is the pan machine's `NestedScrollGate`, kept
/// current here from both views' state.
extension GestureEnvironment {
    /// The nearest scroll view that encloses `view` (UIKit's `_parentScrollView`), if any.
    func parentScrollView(of view: ViewID) -> ViewID? {
        var current = views[view.index].parent
        while let p = current {
            if scrollViews.contains(p) { return p }
            current = views[p.index].parent
        }
        return nil
    }

    /// Recomputes the gate of every scroll view's pan (a scroll view was made, or a property that decides which axes
    /// a scroll view scrolls changed: its children's gates depend on it).
    func refreshNestedGates() {
        for view in scrollViews.keys { refreshNestedGate(of: view) }
    }

    /// Recomputes the gate of `view`'s pan: none without an enclosing scroll view; otherwise the parent's scrollable
    /// axes (and `isScrollEnabled`), the transfer switches, and the content edges `view` rests on now
    /// (`_currentlyAbuttedContentEdges`, insets zero: left when x ≤ 0, right when x + width ≥ content width, and so on).
    func refreshNestedGate(of view: ViewID) {
        // Runs at every move of the content: the view's state is copied only when it has a parent scroll view.
        guard let pan = scrollViews.update(view, { $0.panGestureRecognizer }) ?? nil else { return }
        guard let parent = parentScrollView(of: view), let s = scrollViews[view], let p = scrollViews[parent] else {
            machines.setPanNestedGate(machine(pan), nil)
            return
        }
        let parentAxes = scrollableAxes(of: parent)
        let axes = scrollableAxes(of: view)
        let f = views[view.index].frame
        let o = s.contentOffset
        var gate = NestedScrollGate()
        gate.parentX = parentAxes.x && p.isScrollEnabled
        gate.parentY = parentAxes.y && p.isScrollEnabled
        gate.transfersX = s.transfersHorizontalScrollingToParent
        gate.transfersY = s.transfersVerticalScrollingToParent
        gate.innerX = axes.x
        gate.innerY = axes.y
        gate.atLeft = o.x <= 0
        gate.atRight = o.x + f.width >= s.contentSize.x.rounded(.down)
        gate.atTop = o.y <= 0
        gate.atBottom = o.y + f.height >= s.contentSize.y.rounded(.down)
        machines.setPanNestedGate(machine(pan), gate)
    }
}
