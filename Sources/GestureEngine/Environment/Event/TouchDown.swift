extension GestureEnvironment {
    // MARK: - Step 2: a new touch

    /// A new touch: hit-tested, recorded, given its recognizers; whether its view may ever hear of it is decided now
    /// (`isMultipleTouchEnabled`, `isExclusiveTouch`).
    func touchDown(finger f: Int, at p: Point) -> TouchID {
        let view = hitTest(p)
        let id = touchTable.insert(serial: nextTouchSerial, finger: f, view: view, location: p, timestamp: now,
                                   deliverableToView: viewMayReceiveNewTouch(view))
        nextTouchSerial += 1
        collectRecognizers(forTouchIn: id.slot, view: view)
        if !tables.isEmpty { openRowTouchDown(id, in: view, at: p) }
        fingerTouch[f] = id
        return id
    }

    /// Hit-testing: the deepest, frontmost (last added) view containing `p`; the window if none. A view that is hidden,
    /// has `isUserInteractionEnabled` false or an alpha below 0.01 is skipped with its subviews, and the search goes on
    /// to the views behind it [DOC `UIView.hitTest(_:with:)`].
    func hitTest(_ p: Point) -> ViewID {
        var current = ViewID.window
        while true {
            guard let next = views[current.index].subviews.reversed().first(where: {
                views[$0.index].isHittable && views[$0.index].windowFrame.contains(p)
            }) else {
                return current
            }
            current = next
        }
    }

    /// The recognizers that receive a new touch, into its record (slot `k`): those of the hit view, then of each
    /// ancestor up to the window, each view's in `addGestureRecognizer` order, minus those that refuse it [DOC A-H, DEC
    /// `_shouldReceiveTouch`]. This is also evaluation order: delivery relies on it.
    private func collectRecognizers(forTouchIn k: TouchSlot, view: ViewID) {
        let exclusiveView = hasExclusiveViews && options.exclusiveTouchAffectsRecognizers ? activeExclusiveView() : nil
        var current: ViewID? = view
        while let v = current {
            let count = views[v.index].recognizers.count
            // Usually every recognizer of the view takes the touch: its list then goes onto the touch in one append.
            var n = 0
            while n < count, rejection(of: views[v.index].recognizers[n], touchIn: view, exclusiveView: exclusiveView) == nil { n += 1 }
            if n == count {
                touchTable.records[k].recognizers.append(contentsOf: views[v.index].recognizers)
            } else {
                let finger = touchTable.records[k].finger
                for n in 0..<count {
                    let r = views[v.index].recognizers[n]
                    if let reason = rejection(of: r, touchIn: view, exclusiveView: exclusiveView) {
                        emit(.touchRejected(time: now, recognizer: r, finger: finger, reason: reason))
                    } else {
                        touchTable.records[k].recognizers.append(r)
                    }
                }
            }
            current = views[v.index].parent
        }
    }

    /// Why recognizer `r` refuses a new touch whose hit view is `view`, if it does, checked in UIKit's order [DOC A-H,
    /// DEC `_shouldReceiveTouch`].
    @inline(__always)
    private func rejection(of r: RecognizerID, touchIn view: ViewID, exclusiveView: ViewID?) -> TraceEvent.RejectReason? {
        if !recognizers[r].isEnabled { return .disabled }
        if !recognizers[r].attempt.receivesTouches { return .notPossible }
        if let ex = exclusiveView, !isView(ex, inSubtreeOf: recognizers[r].view) { return .exclusiveTouch }
        if !recognizers[r].delegate.receives(touchIn: view, isInside: { self.isView($0, inSubtreeOf: $1) }) {
            return .delegateShouldReceive
        }
        return nil
    }

    /// An exclusive-touch view that is tracking a finger, if any.
    func activeExclusiveView() -> ViewID? {
        for n in 0..<touchTable.live.count {
            let k = touchTable.live[n]
            guard touchTable.records[k].phase.isDown, touchTable.records[k].deliverableToView else { continue }
            let v = touchTable.records[k].view
            if views[v.index].isExclusiveTouch { return v }
        }
        return nil
    }

    /// Whether a new touch in `view` may reach the view: `isExclusiveTouch` rules [DOC legacy guide] and
    /// `isMultipleTouchEnabled` (only the first touch of a sequence when false) [DOC A-multi].
    private func viewMayReceiveNewTouch(_ view: ViewID) -> Bool {
        let multiple = views[view.index].isMultipleTouchEnabled
        if multiple, !hasExclusiveViews { return true }
        let exclusive = views[view.index].isExclusiveTouch
        for n in 0..<touchTable.live.count {
            let k = touchTable.live[n]
            guard touchTable.records[k].phase.isDown, touchTable.records[k].deliverableToView else { continue }
            let other = touchTable.records[k].view
            if other == view {
                if !multiple { return false }
            } else if exclusive || views[other.index].isExclusiveTouch {
                return false
            }
        }
        return true
    }
}
