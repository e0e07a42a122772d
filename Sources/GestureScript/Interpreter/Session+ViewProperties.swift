import GestureEngine
import GestureLanguage

/// The properties a script sets on a view with `NAME.PROP = VALUE` (LANGUAGE §8, "Views as UIKit ships them"): they
/// decide hit-testing only (docs/engine.md §2.1).
public enum ViewProperty: String, CaseIterable, Sendable {
    case isUserInteractionEnabled, isHidden, alpha
}

extension Session {
    /// `NAME.PROP = VALUE` where NAME is a view: every view's properties here, a scroll view's own ones in
    /// `setScrollViewProperty`; a scroll view's property on a plain view is refused as such.
    func setViewProperty(_ p: PropertyAssignment, of id: ViewID, named name: Located<String>) throws {
        let property = p.name.value
        guard let known = ViewProperty(rawValue: property) else {
            if property == "allowsSelection" {
                guard env.tableState(of: id) != nil else { throw RuntimeError(.notATable(name.value, what: "property 'allowsSelection'"), at: name.range) }
                env.setAllowsSelection(id, try bool(p))
                return
            }
            if let scroll = env.scrollState(of: id) {
                try setScrollViewProperty(p, of: id)
                // Setting `contentOffset` stops a deceleration, whose pending display frame the trace tells cancelled
                // (while timers are traced): told now, before the view with its new offset.
                flushTrace()
                reportView(id)
                // `isScrollEnabled` sets the built-in recognizers' `isEnabled`.
                if let delay = env.contentTouchSettings(of: id)?.delayRecognizer { reportRecognizer(delay) }
                if let pan = scroll.panGestureRecognizer { reportRecognizer(pan) }
                return
            }
            if ScrollViewProperty(rawValue: property) != nil || ScrollZoomProperty(rawValue: property) != nil || property == "decelerationRate" {
                throw RuntimeError(.notAScrollView(name.value, property: property), at: name.range)
            }
            throw RuntimeError(.unknownViewProperty(property, view: name.value), at: p.name.range,
                               suggestion: Suggest.closest(to: property, among: ViewProperty.allCases.map(\.rawValue)))
        }
        if id == .window { throw RuntimeError(.windowViewProperty(property), at: name.range) }
        switch known {
        case .isUserInteractionEnabled: env.setViewInteraction(id, userInteractionEnabled: try bool(p))
        case .isHidden: env.setViewInteraction(id, hidden: try bool(p))
        case .alpha:
            guard case .number(let v, _) = p.value.kind else {
                throw RuntimeError(.propertyWrongType(property, expected: "a number from 0 to 1", got: file.text(of: p.value.range)),
                                   at: p.value.range)
            }
            // UIKit takes any value and its layer clamps it (CALayer `opacity` [DOC]); a value outside 0…1 in a
            // script is a slip (50 for 0.5), so it is refused with the value UIKit would use.
            guard v >= 0, v <= 1 else {
                let clamped = formatNumber(min(max(v, 0), 1))
                throw RuntimeError(.alphaOutOfRange(file.text(of: p.value.range), clamped: clamped), at: p.value.range,
                                   suggestion: "\(name.value).alpha = \(clamped)")
            }
            env.setViewInteraction(id, alpha: v)
        }
        reportView(id)
    }

    /// `NAME.PROP = VALUE` naming a view's property on a recognizer (`tap.isHidden = true`): refused, pointing at the
    /// recognizer's view. Nil when `p` is not a view property.
    func viewPropertyOnRecognizer(_ p: PropertyAssignment, recognizer: String, view: ViewID) -> RuntimeError? {
        guard let known = ViewProperty(rawValue: p.name.value) else { return nil }
        let viewName = name(of: view)
        let suggestion: String? =
            if view != .window { "\(viewName).\(known.rawValue) = \(file.text(of: p.value.range))" }
            else if known == .isUserInteractionEnabled { "\(recognizer).isEnabled = \(file.text(of: p.value.range))" }
            else { nil }
        return RuntimeError(.viewPropertyOnRecognizer(known.rawValue, recognizer: recognizer, view: viewName), at: p.name.range,
                            suggestion: suggestion)
    }

    private func bool(_ p: PropertyAssignment) throws -> Bool {
        guard case .bool(let b) = p.value.kind else {
            throw RuntimeError(.propertyWrongType(p.name.value, expected: "true or false", got: file.text(of: p.value.range)),
                               at: p.value.range)
        }
        return b
    }
}
