import GestureEngine
import GestureLanguage

/// A scroll view's zoom properties, UIKit spelling (`NAME.PROP = VALUE`): the scales are numbers, `bouncesZoom` a
/// switch. Setting the two scales apart gives the view its pinch, `NAME.pinchGestureRecognizer` (grammar/README.md,
/// Scroll views).
public enum ScrollZoomProperty: String, CaseIterable, Sendable {
    case minimumZoomScale, maximumZoomScale, zoomScale, bouncesZoom
}

extension Session {
    /// `NAME.PROP = VALUE` for a zoom property of the scroll view `id`. A scale must be a finite number above zero.
    func setScrollZoomProperty(_ p: ScrollZoomProperty, _ a: PropertyAssignment, of id: ViewID) throws {
        if p == .bouncesZoom {
            guard case .bool(let b) = a.value.kind else {
                throw RuntimeError(.propertyWrongType(p.rawValue, expected: "true or false", got: a.value.description), at: a.value.range)
            }
            env.setBouncesZoom(id, b)
            return
        }
        guard case .number(let v, _) = a.value.kind else {
            throw RuntimeError(.propertyWrongType(p.rawValue, expected: "a number above zero such as 3", got: a.value.description),
                               at: a.value.range)
        }
        guard v.isFinite, v > 0 else {
            throw RuntimeError(.propertyOutOfRange(p.rawValue, value: a.value.description, range: "a zoom scale must be above zero"),
                               at: a.value.range, suggestion: "\(a.name.value) = 1")
        }
        switch p {
        case .minimumZoomScale: env.setZoomScaleLimits(id, minimum: v)
        case .maximumZoomScale: env.setZoomScaleLimits(id, maximum: v)
        case .zoomScale: env.setZoomScale(id, v)
        case .bouncesZoom: break
        }
        // Setting the scales apart makes the pinch: the transcript and the trace learn of it now.
        if let pinch = env.scrollState(of: id)?.zoom.pinchGestureRecognizer { reportRecognizer(pinch) }
    }

    /// `NAME.pinchGestureRecognizer` of a scroll view that does not zoom (its two scales are equal), or nil when
    /// `name` is not such a name.
    func pinchOfScrollViewWithoutZooming(_ name: Located<String>) -> RuntimeError? {
        let suffix = ".pinchGestureRecognizer"
        guard name.value.hasSuffix(suffix) else { return nil }
        let viewName = String(name.value.dropLast(suffix.count))
        guard let v = env.view(named: viewName), let s = env.scrollState(of: v), !s.zoom.isEnabled else { return nil }
        return RuntimeError(.scrollViewDoesNotZoom(viewName), at: name.range, suggestion: "\(viewName).maximumZoomScale = 3")
    }
}
