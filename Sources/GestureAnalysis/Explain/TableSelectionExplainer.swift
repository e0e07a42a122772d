import GestureEngine
import GestureScript

/// `:why TABLE.didSelectRowAt` (`didSelectItemAt` for a collection): whether the table selected a row in the gesture,
/// and if not, why, from the gesture's trace and the table's switches as the scene last told them (`SceneCells`, told
/// again at the end of every run; uikit-scrollviews reference G2–G8). What
/// happened to the table's touches (withheld, dropped, cancelled) follows as for any view.
extension ViewExplainer {
    func buildSelection(_ selectionCall: String) -> Explanation {
        var general = ViewExplainer(scene: scene, view: view, call: nil, slice: slice).build()
        let lead = selectionSentence(selectionCall)
        general.verdict = lead + ". " + general.verdict
        general.heading = slice.heading(concerning: name + "." + selectionCall)
        return general
    }

    /// The first sentence: the selection that came, or the first reason none did.
    private func selectionSentence(_ selectionCall: String) -> String {
        let scroll = view.index < scene.views.count ? scene.views[view.index].scroll : nil
        guard let table = scroll?.cells else {
            return "\(name) is not a table or collection: its delegate gets no \(selectionCall)"
        }
        let prefix = "\(name).\(selectionCall) "
        let pan = table.swipeActionPan
        let scrollPan = scroll?.panGestureRecognizer
        var cancelledBy: (VirtualTime, RecognizerID)?
        var droppedBy: (VirtualTime, RecognizerID)?
        var dragBegan: VirtualTime?
        var swipeBegan: VirtualTime?
        var ended: VirtualTime?
        var highlighted = false
        var leftRow = false
        for e in events {
            switch e {
            case .log(let t, let line) where line.hasPrefix(prefix):
                return "\(line) came at \(t), at the end of the touch-up event, after every action and touch delivery of "
                    + "it (UIKit selects after the run loop's Core Animation commit)"
            case .log(_, let line) where line.hasPrefix("\(name).didHighlight"):
                highlighted = true
                leftRow = false
            case .log(_, let line) where line.hasPrefix("\(name).didUnhighlight"):
                if ended == nil, cancelledBy == nil, dragBegan == nil { leftRow = true }
            case .viewCall(let t, let v, .cancelled, _, .cancelledBy(let r)) where v == view:
                if cancelledBy == nil { cancelledBy = (t, r) }
            case .viewCall(let t, let v, .ended, _, _) where v == view:
                ended = t
            case .dropped(let t, let v, _, _, let r) where v == view:
                if droppedBy == nil { droppedBy = (t, r) }
            case .transition(let t, let r, _, .began, _) where r == scrollPan:
                if dragBegan == nil { dragBegan = t }
            case .transition(let t, let r, _, .began, _) where r == pan:
                if swipeBegan == nil { swipeBegan = t }
            default:
                break
            }
        }
        let none = "\(name) selected no \(table.kind == .table ? "row" : "item") in \(slice.name)"
        if let (t, r) = droppedBy {
            // A pan that claims them begins; a tap recognizes.
            let verb = r.index < scene.recognizers.count && scene.recognizers[r.index].kind.isDiscrete ? "recognized" : "began"
            return none + ": its touches were withheld and then dropped at \(t), when \(n(r)) \(verb) and claimed them, "
                + "so the table never heard of the touch"
        }
        if let t = swipeBegan {
            return none + ": the finger swiped the row sideways, and swipe-to-delete's pan \(n(pan!)) began at \(t) "
                + "and took the touch"
        }
        if let t = dragBegan {
            return none + ": the touch became a scroll (\(n(scrollPan!)) began at \(t)), and a table that is dragging "
                + "does not select"
        }
        if let (t, r) = cancelledBy {
            return none + ": its touch was cancelled at \(t) because \(n(r)) recognized (its cancelsTouchesInView is "
                + "true), and a cancelled touch never selects"
        }
        if !table.allowsSelection { return none + ": its allowsSelection is false" }
        if !table.shouldHighlight {
            return none + ": its delegate's shouldHighlight\(table.kind == .table ? "Row" : "Item")At answered false, "
                + "which halts the selection"
        }
        if table.openRow != nil || events.contains(where: { if case .log(_, let l) = $0 { l.hasPrefix("\(name).didEndEditingRowAt") } else { false } }) {
            return none + ": a row was swiped open, and a touch then goes to its Delete button or closes it"
        }
        if ended != nil {
            if leftRow { return none + ": the finger left the row before it lifted (the row unhighlighted)" }
            if !highlighted { return none + ": the finger went down where there is no row (the table's background)" }
        }
        return none
    }
}
