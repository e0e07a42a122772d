/// Swipe-to-delete (uikit-scrollviews reference G9, research notes §2.4): a pan of its own on the table, 25 pt of
/// hysteresis, failing when the movement is more vertical than horizontal at that point; a row swiped far enough
/// left stays open on its `Delete` button, which a tap deletes; a tap elsewhere or any scroll closes it.
///
/// Console lines are the delegate's and data source's calls: `NAME.willBeginEditingRowAt R` when the swipe begins,
/// `NAME.commit .delete forRowAt R` when `Delete` is tapped, `NAME.didEndEditingRowAt R` when the row closes.
extension GestureEnvironment {
    /// The data source's `tableView(_:canEditRowAt:)` answer for `table` (with `commit(_:forRowAt:)` implemented, an
    /// editable row shows `Delete` when swiped): for every row (`row` nil; answers given for single rows are
    /// forgotten), or for one row, which takes precedence. The pan is made the first time a row can be edited, named
    /// `NAME.swipeActionPan`, and attached to the table beside its scroll pan [DEC S-SWP `_UISwipeHandler _setUp`]; it
    /// is enabled while any row can be edited.
    public func setCanEditRows(_ table: ViewID, _ value: Bool, row: Int? = nil) {
        guard var t = tables[table], t.kind == .table else { return }
        if let row {
            t.canEditRows[row] = value
        } else {
            t.canEditByDefault = value
            t.canEditRows.removeAll()
        }
        tables[table] = t
        let enabled = t.canEditAnyRow
        if let pan = t.swipeActionPan {
            setEnabled(pan, enabled)
            return
        }
        guard enabled else { return }
        let pan = addRecognizer(name: views[table.index].name + ".swipeActionPan", kind: .pan, view: table)
        try? setProperty("hysteresis", of: pan, to: .number(GestureDefaults.swipeActionHysteresis))
        machines.setPanIsSwipeAction(machine(pan), true)
        recognizers[pan].actions = []
        recognizers[pan].actionsCustomized = true
        tableOfSwipePan[pan] = table
        tables[table]?.swipeActionPan = pan
    }

    /// The swipe pan's delegate, `_UISwipeHandler`, asked `gestureRecognizerShouldBegin` for `pan`: the swipe
    /// controller lets a swipe begin at the pan's location only over a row, when the data source lets that row be
    /// edited, and, for a row not already open, when the row has actions on the side the swipe uncovers: a swipe to
    /// the left (velocity x < 0) the trailing `Delete`, a swipe to the right the leading actions, which no row has here
    /// [DEC S-SWP `gestureRecognizerShouldBegin:`, `_directionForGestureRecognizer:`, `UISwipeActionController
    /// swipeHandler:mayBeginSwipeAtLocation:withProposedDirection:`] (G9). Nil: it may begin.
    func swipeRefusal(_ pan: RecognizerID) -> Cause.SwipeRefusal? {
        guard let table = tableOfSwipePan[pan], let t = tables[table] else { return nil }
        guard let row = t.cell(at: contentPoint(of: table, location(of: pan))) else { return .noRow }
        guard t.canEdit(row) else { return .rowNotEditable(row) }
        if t.openRow == row { return nil }
        return (velocity(of: pan)?.x ?? 0) < 0 ? nil : .noLeadingActions(row)
    }

    /// The swipe pan's action (`_swipeRecognizerChanged:` / `_swipeRecognizerEnded:`).
    func swipePanAction(_ table: ViewID, _ state: GestureState, pan: RecognizerID) {
        guard let t = tables[table] else { return }
        // The swipe's translation from where the row rested: an open row rests at the button's width to the left
        // (`_initialTranslation` = the open threshold) [DEC S-SWP].
        let rest = t.swipingRow != nil && t.swipingRow == t.openRow ? -GestureDefaults.swipeDeleteButtonWidth : 0
        let tx = (translation(of: pan)?.x ?? 0) + rest
        switch state {
        case .began:
            // The row under the finger where the swipe begins (`initiateSwipeWithDirection:…location:`); another
            // open row closes first. The row it may begin on was checked by `swipeRefusal`.
            guard let row = t.cell(at: contentPoint(of: table, location(of: pan))) else { return }
            if let open = t.openRow, open != row { closeSwipedRow(table) }
            tables[table]?.swipingRow = row
            if t.openRow != row { tableCall(table, "willBeginEditingRowAt \(row)") }
            let start = t.openRow == row ? -GestureDefaults.swipeDeleteButtonWidth : 0
            tables[table]?.swipeOffset = TableViewState.swipeRubberBand((translation(of: pan)?.x ?? 0) + start)
            tableRowChanges += 1  // the row moves under the finger (or starts swiping where it rests)
        case .changed:
            guard t.swipingRow != nil else { return }
            let offset = TableViewState.swipeRubberBand(tx)
            if offset != t.swipeOffset {
                tables[table]?.swipeOffset = offset
                tableRowChanges += 1
            }
        case .possible, .failed:
            break
        case .ended, .cancelled:
            guard let row = t.swipingRow else { return }
            tables[table]?.swipingRow = nil
            tableRowChanges += 1  // the row stops swiping: it rests open or closed
            // Research §2.4: slow (|v| ≤ swipeOpenSpeed), open when past half the button's width to the left; fast, open
            // when moving left. A cancelled swipe closes.
            let vx = velocity(of: pan)?.x ?? 0
            let opens = state == .ended
                && (abs(vx) <= GestureDefaults.swipeOpenSpeed ? tx <= -GestureDefaults.swipeDeleteButtonWidth / 2 : vx < 0)
            if opens {
                tables[table]?.swipeOffset = -GestureDefaults.swipeDeleteButtonWidth
                if t.openRow != row {
                    tables[table]?.openRow = row
                    tableRowChanges += 1
                }
            } else if t.openRow == row {
                closeSwipedRow(table)
            } else {
                tables[table]?.swipeOffset = nil
                tableCall(table, "didEndEditingRowAt \(row)")
            }
        }
    }

    /// Closes the open row (a tap elsewhere, a scroll): `didEndEditingRowAt`.
    func closeSwipedRow(_ table: ViewID) {
        guard let row = tables[table]?.openRow else { return }
        tables[table]?.openRow = nil
        tables[table]?.deleteTouch = nil
        tables[table]?.swipeOffset = nil
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
        t.swipeOffset = nil
        t.count -= 1
        // The data source's answers follow their rows: the deleted row's goes, those below move up.
        if !t.canEditRows.isEmpty {
            t.canEditRows = Dictionary(uniqueKeysWithValues: t.canEditRows.compactMap { r, v in
                r == row ? nil : (r > row ? r - 1 : r, v)
            })
        }
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
