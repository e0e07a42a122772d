import GestureEngine

/// The REPL's `:scene`: the whole scene, briefly: views with their flags; recognizers with kind, view, state,
/// non-default properties (so `cancelsTouchesInView` and `delaysTouches*` when set), requirements and delegate
/// answers; the fingers still down; the pending timers. `show` gives the detail of each.
public enum SceneSummary {
    public static func render(_ session: Session, style: Style = .plain) -> String {
        lines(session, style: style).map { "  " + $0 + "\n" }.joined()
    }

    public static func lines(_ session: Session, style: Style = .plain) -> [String] {
        let env = session.env
        var out = [session.sceneTitle() + ", clock at " + formatMicroseconds(env.now.microseconds)]
        out.append("views:")
        for (i, v) in env.views.enumerated() {
            var text = "  \(v.name) frame \(v.frame)"
            if i > 0, let p = v.parent { text += " in \(session.name(of: p))" }
            let flags = Session.viewFlags(v, scroll: env.scrollState(of: ViewID(index: i)), ofApp: session.app?.canvas == ViewID(index: i))
            if !flags.isEmpty { text += " [" + flags.joined(separator: ", ") + "]" }
            let withheld = env.withheldDeliveries(of: ViewID(index: i))
            if !withheld.isEmpty {
                text += style.yellow("; withheld: " + withheld.map { "\($0.phase.responderMethod) [\($0.finger)]" }
                    .joined(separator: ", "))
            }
            out.append(text)
        }
        out.append("recognizers:" + (env.recognizers.isEmpty ? " none" : ""))
        let delegates = DelegateRequirements(env)
        for r in env.recognizers {
            let id = r.id
            var text = "  \(style.bold(r.name)) = \(r.kind) on \(session.name(of: r.view)): \(session.stateText(r.state, id))"
            if let held = env.heldBackState(of: id) { text += " (would be \(held.name(discrete: r.kind.isDiscrete)))" }
            var details: [String] = []
            let changed = session.propertyShows(id).filter(\.isChanged)
            if !changed.isEmpty { details.append(changed.map { "\($0.name) = \($0.value)" }.joined(separator: ", ")) }
            let requires = session.requirements(of: id, delegates: delegates)
            if !requires.isEmpty {
                details.append("requires " + requires.map { q in
                    switch q.source {
                    case .requireToFail: q.other
                    case .delegate(let owner, let method, _): "\(q.other) (\(owner)'s \(method))"
                    }
                }.joined(separator: ", ") + " to fail")
            }
            let delegate = delegateSummary(session.delegateShow(r.delegate))
            if !delegate.isEmpty { details.append("delegate: " + delegate) }
            if !details.isEmpty { text += "; " + details.joined(separator: "; ") }
            out.append(text)
        }
        let fingers = session.fingerShows()
        out.append("fingers down: " + (fingers.isEmpty ? "none"
            : fingers.map { "finger \($0.finger) at \($0.location) on \($0.view)" + ($0.heldBy.isEmpty ? "" : " (held by \($0.heldBy.joined(separator: ", ")))") }
                .joined(separator: "; ")))
        let timers = session.timerShows(env.pendingTimers())
        out.append("timers: " + (timers.isEmpty ? "none pending"
            : timers.map { "\($0.recognizer) \($0.timer) at \(formatMicroseconds($0.deadline.microseconds)) (in \($0.left))" }
                .joined(separator: "; ")))
        return out
    }

    /// The delegate answers that are implemented, briefly.
    static func delegateSummary(_ d: DelegateShow) -> String {
        var parts: [String] = []
        if let b = d.shouldBegin { parts.append("shouldBegin \(b)") }
        if let (answer, only) = d.shouldReceive {
            parts.append("shouldReceive \(answer)" + (only.map { (d.shouldReceiveWithin ? " within " : " in ") + $0 } ?? ""))
        }
        var simultaneous = d.simultaneous.map { "\($0.other) \($0.answer)" }
        if let any = d.simultaneousWithAny { simultaneous.append("any \(any)") }
        if !simultaneous.isEmpty { parts.append("simultaneous with " + simultaneous.joined(separator: ", ")) }
        return parts.joined(separator: ", ")
    }
}
