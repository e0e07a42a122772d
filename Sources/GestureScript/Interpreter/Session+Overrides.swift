import GestureEngine
import GestureLanguage

extension Session {
    /// `override NAME touchesShouldBegin|touchesShouldCancel = BOOL [in VIEW]`: only a scroll view has these methods.
    /// For another view the error suggests the scroll view that contains it, if one does (the content was named
    /// instead of its scroll view).
    func applyOverride(_ rule: OverrideRule) throws {
        if env.view(named: rule.scrollView.value) == nil, env.recognizer(named: rule.scrollView.value) != nil {
            throw RuntimeError(.overrideOnRecognizer(rule.scrollView.value, method: rule.method.value), at: rule.scrollView.range)
        }
        let id = try view(named: rule.scrollView)
        guard env.contentTouchSettings(of: id) != nil, let method = ContentTouchMethod(name: rule.method.value) else {
            var enclosing: String?
            var v = env.views[id.index].parent
            while let p = v, enclosing == nil {
                if env.contentTouchSettings(of: p) != nil { enclosing = env.views[p.index].name }
                v = env.views[p.index].parent
            }
            throw RuntimeError(.notAScrollViewOverride(rule.scrollView.value, method: rule.method.value), at: rule.scrollView.range,
                               suggestion: enclosing)
        }
        let inView = try rule.inView.map { try view(named: $0) }
        env.setContentTouchOverride(id, method, answer: rule.answer.value, inView: inView)
    }
}
