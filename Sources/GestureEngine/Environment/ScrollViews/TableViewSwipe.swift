/// Swipe-to-delete (uikit-scrollviews reference G9, research notes §2.4): a pan of its own on the table, 25 pt of
/// hysteresis, failing when the movement is more vertical than horizontal at that point; a row swiped far enough
/// left stays open on its `Delete` button, which a tap deletes; a tap elsewhere or any scroll closes it.
///
/// Console lines are the delegate's and data source's calls: `NAME.willBeginEditingRowAt R` when the swipe begins,
/// `NAME.commit .delete forRowAt R` when `Delete` is tapped, `NAME.didEndEditingRowAt R` when the row closes.
extension GestureEnvironment {
    /// Turns swipe-to-delete on or off for `table`: the data source's `tableView(_:canEditRowAt:)` answer (with
    /// `commit(_:forRowAt:)` implemented, every row shows `Delete` when swiped). The pan is made the first time, named
    /// `NAME.swipeActionPan`, and attached to the table beside its scroll pan [DEC S-SWP `_UISwipeHandler _setUp`].
    public func setCanEditRows(_ table: ViewID, _ value: Bool) {
        guard let t = tables[table], t.kind == .table else { return }
        if let pan = t.swipeActionPan {
            setEnabled(pan, value)
            return
        }
        guard value else { return }
        let pan = addRecognizer(name: views[table.index].name + ".swipeActionPan", kind: .pan, view: table)
        try? setProperty("hysteresis", of: pan, to: .number(GestureDefaults.swipeActionHysteresis))
        machines.setPanFailsIfMoreVertical(machine(pan), true)
        recognizers[pan].actions = []
        recognizers[pan].actionsCustomized = true
        tableOfSwipePan[pan] = table
        tables[table]?.swipeActionPan = pan
    }

    /// The swipe pan's action (`_swipeRecognizerChanged:` / `_swipeRecognizerEnded:`).
    func swipePanAction(_ table: ViewID, _ state: GestureState, pan: RecognizerID) {
        guard let t = tables[table] else { return }
        switch state {
        case .began:
            // The row under the finger where the swipe set off. Another open row closes first.
            let start = location(of: pan) - (translation(of: pan) ?? .zero)
            guard let row = t.cell(at: contentPoint(of: table, start)) else { return }
            if t.openRow != nil { closeSwipedRow(table) }
            tables[table]?.swipingRow = row
            tableCall(table, "willBeginEditingRowAt \(row)")
        case .changed, .possible, .failed:
            break
        case .ended, .cancelled:
            guard let row = t.swipingRow else { return }
            tables[table]?.swipingRow = nil
            // Research §2.4: slow (|v| ≤ swipeOpenSpeed), open when past half the button's width to the left; fast, open
            // when moving left. A cancelled swipe closes.
            let tx = translation(of: pan)?.x ?? 0
            let vx = velocity(of: pan)?.x ?? 0
            let opens = state == .ended
                && (abs(vx) <= GestureDefaults.swipeOpenSpeed ? tx <= -GestureDefaults.swipeDeleteButtonWidth / 2 : vx < 0)
            if opens {
                tables[table]?.openRow = row
                tableRowChanges += 1
            } else {
                tableCall(table, "didEndEditingRowAt \(row)")
            }
        }
    }

    /// Closes the open row (a tap elsewhere, a scroll): `didEndEditingRowAt`.
    func closeSwipedRow(_ table: ViewID) {
        guard let row = tables[table]?.openRow else { return }
        tables[table]?.openRow = nil
        tables[table]?.deleteTouch = nil
        tableRowChanges += 1
        tableCall(table, "didEndEditingRowAt \(row)")
    }

    /// A new touch in a table with an open row (the hit view or one of its superviews): outside the row's `Delete`
    /// button it closes the row at once, at touch-down, as UIKit's `_UISwipeDismissalGestureRecognizer` does. That
    /// is a recognizer, so the scroll view's content-touch delay does not hold it back (G9, B2). The table then
    /// ignores the rest of the touch (`dismissTouch`), as `touchesBegan` ignores touches while a row is open. A touch
    /// on the button waits for its delivery like any content touch.
    func openRowTouchDown(_ touch: TouchID, in view: ViewID, at p: Point) {
        var v = view
        while v != .window {
            if let t = tables[v], let row = t.openRow, t.deleteTouch == nil,
               !t.deleteButtonFrame(row).contains(contentPoint(of: v, p)) {
                tables[v]?.dismissTouch = touch
                closeSwipedRow(v)
            }
            guard let parent = views[v.index].parent else { break }
            v = parent
        }
    }

    /// A touch-down on a table with an open row: on its `Delete` button it arms the delete; anywhere else it closes
    /// the row and is not a selection (G9: `touchesBegan` ignores touches while a row is open). Returns whether the
    /// touch was taken.
    func openRowTouchBegan(_ table: ViewID, touch: TouchID, at p: Point) -> Bool {
        guard let t = tables[table], let row = t.openRow else { return false }
        if t.deleteButtonFrame(row).contains(contentPoint(of: table, p)) {
            tables[table]?.deleteTouch = touch
        } else {
            closeSwipedRow(table)
        }
        return true
    }

    /// The armed touch ended: inside the `Delete` button it deletes the row (`commit(.delete, forRowAt:)`, then the row
    /// is gone: one row fewer, the content shorter, the selection below it moved up), then `didEndEditingRowAt`.
    func deleteTouchEnded(_ table: ViewID, at p: Point, cancelled: Bool) {
        guard var t = tables[table], let row = t.openRow else { return }
        t.deleteTouch = nil
        // Lifted outside the button (or cancelled): like a button's touch-up outside, nothing; the row stays open.
        guard !cancelled, t.deleteButtonFrame(row).contains(contentPoint(of: table, p)) else {
            tables[table] = t
            return
        }
        t.openRow = nil
        t.count -= 1
        tableRowChanges += 1
        if let s = t.selected { t.selected = s == row ? nil : (s > row ? s - 1 : s) }
        tables[table] = t
        tableCall(table, "commit .delete forRowAt \(row)")
        setContentSize(table, t.contentSize)
        tableCall(table, "didEndEditingRowAt \(row)")
    }

    private func tableCall(_ table: ViewID, _ text: String) {
        log("\(views[table.index].name).\(text)")
    }
}
