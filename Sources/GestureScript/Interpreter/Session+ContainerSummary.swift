import GestureEngine
import GestureLanguage

/// What a sweep records of a scene's scroll views (tables and collections included), so that a map can show the
/// content-touch delay's three outcomes: the content got the touch, the view scrolled, or both. Their built-in
/// recognizers send no action a script counts, and the content's touch calls are not actions, so without this a
/// sweep over a scroll view has one outcome everywhere.
///
/// Per scroll view, in declaration order, when anything happened to it since the mark:
/// - `list content began → ended` (or `→ cancelled`, or `began` alone while the finger is still down): the calls its
///   content received, whatever the number of touches — its content being the views whose nearest enclosing scroll
///   view it is, and the scroll view itself (a table's cells are the table; a plain view passes its calls up to it);
/// - `list dragged`: its pan began (`scrollViewWillBeginDragging`), so it scrolled, or at least took the touch.
/// `touchesMoved` is left out: how many moves the content saw varies with every distance and says nothing of who won.
extension Session {
    /// `list content began → cancelled, dragged; strip dragged`; nil when the scene has no scroll view or nothing
    /// happened to any.
    func containerSummary() -> String? {
        // A sweep asks after every run: a scene without scroll views answers without walking its views.
        guard env.hasScrollViews else { return nil }
        let views = env.views
        var parts: [String] = []
        for k in views.indices where env.scrollState(of: ViewID(index: k)) != nil {
            let scroll = ViewID(index: k)
            var began = false, ended = false, cancelled = false
            for v in views.indices where v == k || nearestScrollView(enclosing: ViewID(index: v)) == scroll {
                let id = ViewID(index: v)
                began = began || viewCallsSinceMark(id, .began) > 0
                ended = ended || viewCallsSinceMark(id, .ended) > 0
                cancelled = cancelled || viewCallsSinceMark(id, .cancelled) > 0
            }
            var said: [String] = []
            if began {
                let end = [ended ? "ended" : nil, cancelled ? "cancelled" : nil].compactMap { $0 }
                said.append("content began" + (end.isEmpty ? "" : " → " + end.joined(separator: " and ")))
            }
            if scrollCallsSinceMark(scroll, .scrollViewWillBeginDragging) > 0 { said.append("dragged") }
            if !said.isEmpty { parts.append(views[k].name + " " + said.joined(separator: ", ")) }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// The nearest scroll view that encloses `view` (not `view` itself).
    private func nearestScrollView(enclosing view: ViewID) -> ViewID? {
        var current = env.views[view.index].parent
        while let p = current {
            if env.scrollState(of: p) != nil { return p }
            current = env.views[p.index].parent
        }
        return nil
    }
}

extension RecordingNeeds {
    /// What a sweep records when its runs execute `statements` after `scene`: what their expectations read, and the
    /// content's touch calls when the script declares a scroll view (``Session/containerSummary()`` reads them).
    init(_ statements: [Statement], sweepingAfter scene: [Statement]) {
        self.init(statements)
        let declaresScrollView = (scene + statements).contains { s in
            if case .view(let d) = s.kind { d.scrollContent != nil || d.table != nil } else { false }
        }
        if declaresScrollView { viewCalls = true }
    }
}
