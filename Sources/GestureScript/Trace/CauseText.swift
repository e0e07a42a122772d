import GestureEngine

/// Words for a `Cause`: the answer to "why did (or didn't) it fire?".
public enum CauseText {
    /// `names` are the recognizers' names by index, `viewNames` the views' (for a refusing control).
    public static func describe(_ cause: Cause, names: [String], viewNames: [String] = []) -> String {
        func name(_ r: RecognizerID) -> String { r.index < names.count ? names[r.index] : "#\(r.index)" }
        switch cause {
        case .threshold(let property, let limit, let actual, let unit, let comparison):
            let verb: String =
                switch unit {
                case .points: "moved"
                case .degrees: "turned"
                case .seconds: "took"
                case .pointsPerSecond: "moved at"
                case .none: "measured"
                }
            let u = unit == .none ? "" : (unit == .degrees ? unit.rawValue : " " + unit.rawValue)
            let a = unit == .seconds ? TimeSpan.seconds(actual).description : formatNumber(actual, decimals: 1) + u
            let l = unit == .seconds ? TimeSpan.seconds(limit).description : formatNumber(limit, decimals: 1) + u
            return "\(verb) \(a) \(comparison.rawValue) \(property) \(l)"
        case .timerElapsed(let property, let duration):
            return "\(property) \(duration) elapsed"
        case .touchCount(let property, let required, let actual):
            return "\(actual) touch\(actual == 1 ? "" : "es"), \(property) is \(required)"
        case .tapCount(let required):
            return "\(required) tap\(required == 1 ? "" : "s") completed"
        case .touchesEnded:
            return "touches ended"
        case .touchesCancelled:
            return "touches cancelled"
        case .wrongDirection(let allowed, let moved):
            return "moved \(moved), direction is \(allowed)"
        case .shouldBeginFalse(let who):
            return "gestureRecognizerShouldBegin answered false (\(refuser(who, viewNames: viewNames)))"
        case .requiredRecognizerRecognized(let r):
            return "\(name(r)), which it requires to fail, recognized"
        case .cycleRecognizedFirst(let winner, let loser):
            return "\(name(winner)) recognized first, so \(name(loser)) fails: a failure-requirement cycle"
        case .cycleFreed(let failed, let freed):
            return "\(name(failed)) failed, so \(name(freed)) is free: a failure-requirement cycle"
        case .excludedBy(let r):
            return "excluded by \(name(r))"
        case .disabled:
            return "isEnabled set to false"
        case .note(let text):
            return text.description
        case .contentTouchRefused(let scroll, let view):
            return "\(viewName(scroll, viewNames)).touchesShouldBegin(in: \(viewName(view, viewNames))) answered false"
        case .contentTouchesKept(let scroll, let view):
            if let view {
                return "content touches kept: \(viewName(scroll, viewNames)).touchesShouldCancel(in: \(viewName(view, viewNames))) answered false"
            }
            return "content touches kept: \(viewName(scroll, viewNames)).canCancelContentTouches is false"
        case .resetByScrollViewPan(let pan):
            return "reset: \(name(pan)) began"
        }
    }

    /// A view's name, or `#N` when the table does not have it.
    public static func viewName(_ v: ViewID, _ viewNames: [String]) -> String { v.index < viewNames.count ? viewNames[v.index] : "#\(v.index)" }

    /// Who answered `gestureRecognizerShouldBegin` with false: `delegate`, or `view NAME (control)`.
    public static func refuser(_ who: Cause.Refuser, viewNames: [String]) -> String {
        switch who {
        case .delegate: "delegate"
        case .control(let v): "view \(v.index < viewNames.count ? viewNames[v.index] : "#\(v.index)") (control)"
        case .swipeActions(let table, .noRow): "\(viewName(table, viewNames))'s swipe actions: no row there"
        case .swipeActions(let table, .rowNotEditable(let row)): "\(viewName(table, viewNames))'s swipe actions: canEditRowAt \(row) is false"
        case .swipeActions(let table, .noLeadingActions(let row)):
            "\(viewName(table, viewNames))'s swipe actions: row \(row) has no leading actions for a swipe to the right"
        }
    }
}
