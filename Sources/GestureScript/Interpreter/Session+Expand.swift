import GestureEngine
import GestureLanguage

/// What `:expand` shows: the primitive statements a shorthand or an interpolated move stands for.
public enum ExpansionResult: Sendable {
    case success([String])
    case failure(String)
}

extension Session {
    /// The expansion of a statement, as script lines (times relative to the statement's start).
    public func expansion(of statement: Statement) -> ExpansionResult {
        switch statement.kind {
        case .shorthand(let s):
            let limit = 200
            guard let steps = try? expand(s, range: statement.range, limit: limit + 1) else {
                return .failure("no free finger for this shorthand")
            }
            var lines = ["# expansion: lowest free fingers, the shorthand defaults of :defaults"]
            for step in steps.prefix(limit) { lines += render(step) }
            if steps.count > limit { lines.append("# … (expansion continues; the first \(limit) steps are shown)") }
            return .success(lines)
        case .touches(let group):
            let timed = group.timing != nil || group.actions.contains {
                if case .move(_, _, let t) = $0.kind { return t != nil }
                return false
            }
            guard timed else { return .failure("a touch statement without 'over' or 'steps' is already one event") }
            var lines: [String] = []
            for action in group.actions {
                guard case .move(let f, let target, let t) = action.kind, let timing = t ?? group.timing else { continue }
                let over = TimeSpan(microseconds: timing.over?.microseconds ?? 0)
                let n = timing.steps?.value ?? Interpolation.defaultSteps(over: over, hz: hz)
                let from = env.location(ofFinger: f.value)
                var to: Point
                switch target {
                case .to(let p): to = Point(x: p.x, y: p.y)
                case .by(let d): to = (from ?? .zero) + Point(x: d.x, y: d.y)
                }
                lines.append("# finger \(f.value): \(n) step\(n == 1 ? "" : "s") at \(hz) Hz over \(over)" + (from == nil ? " (from its position when it runs)" : ""))
                let shown = n <= 40 ? Array(1...n) : Array(1...20) + Array((n - 19)...n)
                for i in shown {
                    if n > 40, i == n - 19 { lines.append("# … \(n - 40) more steps") }
                    let t = Interpolation.sampleTime(over.microseconds, i, n)
                    let p = from.map { Interpolation.point($0, to, i, n) }
                    lines.append("+\(formatMicroseconds(t)): move \(f.value) to \(p.map(\.description) ?? "(step \(i) of \(n) toward \(to))")")
                }
            }
            return .success(lines)
        default:
            return .failure("only shorthands (tap, longpress, drag, swipe, pinch, rotate) and moves with 'over' expand")
        }
    }

    private func render(_ step: TimelineStep) -> [String] {
        switch step {
        case .wait(let span):
            return ["wait \(span)"]
        case .single(let action):
            return render(.group([action], timing: nil))
        case .group(let actions, let timing):
            var text = actions.map { a -> String in
                switch a {
                case .down(let f, let p): "down \(f) at \(p)"
                case .moveTo(let f, let p, let t): "move \(f) to \(p)" + (t.map { " over \($0.over)" } ?? "")
                case .moveBy(let f, let p, let t): "move \(f) by \(p)" + (t.map { " over \($0.over)" } ?? "")
                case .up(let f): "up \(f)"
                case .cancel(let f): "cancel \(f)"
                case .cancelAll: "cancel all"
                case .upAll: "up all"
                }
            }.joined(separator: " & ")
            if let t = timing { text += " over \(t.over)" + (t.steps.map { " steps \($0)" } ?? "") }
            return [text]
        }
    }
}
