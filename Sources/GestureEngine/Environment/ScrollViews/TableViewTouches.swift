/// Tables and collections: making one, and the touch methods UITableView overrides to highlight and select rows
/// (uikit-scrollviews reference §7, G1–G8; research notes §2.3 for the order at touch-up).
///
/// Selection uses no gesture recognizer (G1): the table's `touchesBegan/Moved/Ended/Cancelled` do it. A cell is
/// content of the table and passes its touches on to it (the responder chain, `passOn`), so the table hears a row's
/// touches when the cell does: after the scroll view's content-touch delay, and never once the pan claimed them.
/// Cells are virtual: the table itself is the hit view of a touch on a row, and the row is computed from the point.
extension GestureEnvironment {
    /// Makes `view` a table or collection: a scroll view whose content size follows from its cells (`count` of
    /// `cellSize`; a table's rows span its width). A collection's vertical flow layout turns `alwaysBounceVertical`
    /// on, as UICollectionView does for a vertical layout on current SDKs [DEC `_UIUpdateCollectionViewForScrollDirection`,
    /// research §2.11].
    public func makeTableView(_ view: ViewID, kind: TableViewState.Kind, count: Int, cellSize: Point) {
        let width = views[view.index].frame.width
        let state = TableViewState(kind: kind, count: count, cellSize: cellSize, width: width)
        makeScrollView(view, contentSize: state.contentSize)
        tables[view] = state
        if kind == .collection { setScrollFlag(view, .alwaysBounceVertical, true) }
    }

    /// The table or collection state of `view`, if it is one.
    public func tableState(of view: ViewID) -> TableViewState? { tables.isEmpty ? nil : tables[view] }

    /// `allowsSelection`.
    public func setAllowsSelection(_ view: ViewID, _ value: Bool) { tables[view]?.allowsSelection = value }

    /// The delegate's `shouldHighlightRowAt` (`shouldHighlightItemAt`) answer, for every row.
    public func setShouldHighlight(_ view: ViewID, _ value: Bool) { tables[view]?.shouldHighlight = value }

    /// The cell of `table` under window point `p`, or nil (background, or not a table).
    public func cell(of table: ViewID, atWindowPoint p: Point) -> Int? {
        guard let t = tables[table] else { return nil }
        return t.cell(at: contentPoint(of: table, p))
    }

    /// A window point in `table`'s content coordinates.
    func contentPoint(of table: ViewID, _ p: Point) -> Point {
        p - views[table.index].windowOrigin + boundsOrigin(of: table)
    }

    // MARK: - The table's touch methods (G2–G5)

    /// The table `table` receives a touch call (the touches in `callItems`), from `hitView`: itself (a touch on a row
    /// or on the background) or a view of its content that passed the call on.
    func tableReceived(_ table: ViewID, phase: TouchPhase, hitView: ViewID) {
        guard var t = tables[table], let item = callItems.first(where: { t.currentTouch == nil || $0.touch == t.currentTouch }) else { return }
        // The touch that closed the open row at touch-down is not a selection (G9).
        if item.touch == t.dismissTouch {
            if phase == .ended || phase == .cancelled { tables[table]?.dismissTouch = nil }
            return
        }
        // A touch on a table with a swiped-open row is the `Delete` button's or closes the row (G9).
        if t.deleteTouch != nil, item.touch == t.deleteTouch {
            if phase == .ended || phase == .cancelled { deleteTouchEnded(table, at: item.location, cancelled: phase == .cancelled) }
            return
        }
        switch phase {
        case .began:
            // G2: ignored while another touch is current, or a row is swiped open (the tap closes it instead, G9).
            guard t.currentTouch == nil else { return }
            if openRowTouchBegan(table, touch: item.touch, at: item.location) { return }
            t.currentTouch = item.touch
            t.dontSelect = false
            // "Can select": only a touch whose hit view is in a cell. A view the script put in the table is not in a
            // cell (cells are virtual), so, like a header, it never selects.
            let row = hitView == table ? t.cell(at: contentPoint(of: table, item.location)) : nil
            let dragging = scrollViews[table]?.isDragging ?? false
            if let row, t.allowsSelection, !dragging, t.shouldHighlight {
                t.pending = row
                tables[table] = t
                if let other = t.highlighted, other != row { unhighlight(table) }
                highlight(table, row)
            } else {
                // On the background: clear the highlight. Refused or dragging: nothing pending, don't select.
                t.pending = nil
                if row != nil { t.dontSelect = true }
                tables[table] = t
                unhighlight(table)
            }
        case .moved, .stationary:
            // G3: leaving the pending row's cell unhighlights it and sets the flag; coming back undoes both. Moves
            // released together by a delay come in one call, an item for each, in order: each is one touchesMoved.
            guard item.touch == t.currentTouch, let row = t.pending else { return }
            for move in callItems where move.touch == item.touch {
                let inside = t.cellFrame(row).contains(contentPoint(of: table, move.location))
                let flagged = tables[table]?.dontSelect ?? false
                if !inside, !flagged {
                    tables[table]?.dontSelect = true
                    unhighlight(table)
                } else if inside, flagged {
                    tables[table]?.dontSelect = false
                    highlight(table, row)
                }
            }
        case .ended:
            // G4: select, after the event (the CA-commit deferral), unless dragging, flagged, nothing pending or a
            // row is open; otherwise unhighlight.
            guard item.touch == t.currentTouch else { return }
            t.currentTouch = nil
            let dragging = scrollViews[table]?.isDragging ?? false
            if let row = t.pending, !dragging, !t.dontSelect, t.openRow == nil {
                t.selectionQueued = row
                if !tablesWithQueuedSelection.contains(table) { tablesWithQueuedSelection.append(table) }
                t.pending = nil
                tables[table] = t
            } else {
                t.pending = nil
                tables[table] = t
                unhighlight(table)
            }
        case .cancelled:
            // G5: clear the pending row, unhighlight, set the flag.
            guard item.touch == t.currentTouch else { return }
            t.currentTouch = nil
            t.pending = nil
            t.dontSelect = true
            tables[table] = t
            unhighlight(table)
        }
    }

    /// Runs the selections queued during the event that just ended (`didSelectRowAt` after all gesture actions and
    /// touch deliveries of the touch-up event, G4), in the order of research §2.3: `willSelectRowAt`, the old row's
    /// `willDeselectRowAt` and `didDeselectRowAt`, `didSelectRowAt`, then the row unhighlights.
    func performQueuedSelections() {
        let queued = tablesWithQueuedSelection
        tablesWithQueuedSelection.removeAll()
        for table in queued {
            guard let row = tables[table]?.selectionQueued else { continue }
            tables[table]?.selectionQueued = nil
            tableDelegateCall(table, .willSelect, row)
            if let old = tables[table]?.selected, old != row {
                tableDelegateCall(table, .willDeselect, old)
                tables[table]?.selected = nil
                tableDelegateCall(table, .didDeselect, old)
            }
            tables[table]?.selected = row
            tableDelegateCall(table, .didSelect, row)
            unhighlight(table)
        }
    }

    /// B9: UITableView's `touchesShouldCancelInContentView:` — when UIScrollView's answer is yes and `view` lies inside
    /// a cell, the table unhighlights that row at once, without animation, before its pan begins and so before
    /// `scrollViewWillBeginDragging` and the cell's `touchesCancelled` [DEC S-TV]. Cells are virtual: a touch on a row
    /// has the table itself as its view, and the row is the highlighted one (a view the script put in the table is in
    /// no cell). Nothing else changes: the touch stays pending until it is cancelled or ends (G4, G5).
    func tableLetsContentTouchCancel(_ table: ViewID, in view: ViewID) {
        guard view == table else { return }
        unhighlight(table)
    }

    private func highlight(_ table: ViewID, _ row: Int) {
        guard tables[table]?.highlighted != row else { return }
        tables[table]?.highlighted = row
        tableDelegateCall(table, .didHighlight, row)
    }

    /// Unhighlights the highlighted row, if any.
    private func unhighlight(_ table: ViewID) {
        guard let row = tables[table]?.highlighted else { return }
        tables[table]?.highlighted = nil
        tableDelegateCall(table, .didUnhighlight, row)
    }

    /// Counts a delegate call and prints it as a console line, `NAME.didSelectRowAt R`. A collection's delegate has no
    /// `willSelect`/`willDeselect` (it is asked `shouldSelectItemAt`, a question, not printed).
    func tableDelegateCall(_ table: ViewID, _ call: TableViewDelegateCall, _ row: Int) {
        guard let kind = tables[table]?.kind else { return }
        guard call.exists(for: kind) else { return }
        tables[table]?.delegateCallCounts[call.rawValue] += 1
        log("\(views[table.index].name).\(call.name(kind)) \(row)")
    }
}
