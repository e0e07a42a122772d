import GestureEngine
import GestureScript

/// The REPL's `:scene`: the whole scene, briefly: views with their flags; recognizers with kind, view, state,
/// non-default properties (so `cancelsTouchesInView` and `delaysTouches*` when set), requirements and delegate
/// answers; the fingers still down; the pending timers. `show` gives the detail of each. A function of the report
/// the session makes (`SceneSummaryReport`), as `ShowFormatter` is of a `show` statement's.
public enum SceneSummary {
    public static func render(_ report: SceneSummaryReport, style: Style = .plain) -> String {
        lines(report, style: style).map { "  " + $0 + "\n" }.joined()
    }

    public static func lines(_ report: SceneSummaryReport, style: Style = .plain) -> [String] {
        var out = [report.title + ", clock at " + formatMicroseconds(report.now.microseconds)]
        out.append("views:")
        for (i, v) in report.views.enumerated() {
            var text = "  \(v.name) frame \(v.frame)"
            if i > 0, let p = v.parent { text += " in \(p)" }
            if !v.flags.isEmpty { text += " [" + v.flags.joined(separator: ", ") + "]" }
            if !v.withheld.isEmpty {
                text += style.yellow("; withheld: " + v.withheld.map { "\($0.phase.responderMethod) [\($0.finger)]" }
                    .joined(separator: ", "))
            }
            out.append(text)
        }
        out.append("recognizers:" + (report.recognizers.isEmpty ? " none" : ""))
        for r in report.recognizers {
            let discrete = r.kind.isDiscrete
            var text = "  \(style.bold(r.name)) = \(r.kind) on \(r.view): \(r.state.name(discrete: discrete))"
            if let held = r.heldBack { text += " (would be \(held.name(discrete: discrete)))" }
            var details: [String] = []
            let changed = r.properties.filter(\.isChanged)
            if !changed.isEmpty { details.append(changed.map { "\($0.name) = \($0.value)" }.joined(separator: ", ")) }
            if !r.requires.isEmpty {
                details.append("requires " + r.requires.map { q in
                    switch q.source {
                    case .requireToFail: q.other
                    case .delegate(let owner, let method, _): "\(q.other) (\(owner)'s \(method))"
                    }
                }.joined(separator: ", ") + " to fail")
            }
            let delegate = delegateSummary(r.delegate)
            if !delegate.isEmpty { details.append("delegate: " + delegate) }
            if !details.isEmpty { text += "; " + details.joined(separator: "; ") }
            out.append(text)
        }
        let fingers = report.fingers
        out.append("fingers down: " + (fingers.isEmpty ? "none"
            : fingers.map { "finger \($0.finger) at \($0.location) on \($0.view)" + ($0.heldBy.isEmpty ? "" : " (held by \($0.heldBy.joined(separator: ", ")))") }
                .joined(separator: "; ")))
        let timers = report.timers
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
