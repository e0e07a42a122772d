import GestureEngine
import GestureLanguage

/// Scroll views in a script: `view … scrollView content W,H` and `NAME.PROP = VALUE` on a scroll view
/// (LANGUAGE §8; grammar/README.md, Scroll views).
extension Session {
    /// Makes the declared view a scroll view when its declaration says `scrollView content W,H`.
    func declareScrollContent(_ d: ViewDeclaration, view id: ViewID) {
        if let t = d.table {
            env.makeTableView(id, kind: TableViewState.Kind(t.kind), count: t.count.value, cellSize: t.cellSize)
            return
        }
        guard let size = d.scrollContent else { return }
        env.makeScrollView(id, contentSize: Point(x: size.x, y: size.y))
    }

    /// `NAME.PROP = VALUE` for one of a scroll view's own properties, UIKit spelling (`setViewProperty` dispatches
    /// here once it knows `id` is a scroll view and the property is not a plain view's).
    func setScrollViewProperty(_ a: PropertyAssignment, of id: ViewID) throws {
        let property = a.name.value
        if let z = ScrollZoomProperty(rawValue: property) { return try setScrollZoomProperty(z, a, of: id) }
        if property == "decelerationRate" { return try setDecelerationRate(a, of: id) }
        guard let p = ScrollViewProperty(rawValue: property) else {
            let known = ScrollViewProperty.allCases.map(\.rawValue) + ScrollZoomProperty.allCases.map(\.rawValue) + ["decelerationRate"]
                + ViewProperty.allCases.map(\.rawValue)
            throw RuntimeError(.unknownScrollViewProperty(property), at: a.name.range,
                               suggestion: Suggest.closest(to: property, among: known))
        }
        switch (p.isPoint, a.value.kind) {
        case (true, .point(let x, let y)):
            if p == .contentSize {
                for side in [x, y] where side < 0 {
                    throw RuntimeError(.propertyOutOfRange(property, value: a.value.description, range: "the width and height must not be negative"),
                                       at: a.value.range)
                }
                env.setContentSize(id, Point(x: x, y: y))
            } else {
                env.setContentOffset(id, Point(x: x, y: y))
            }
        case (false, .bool(let b)):
            env.setScrollFlag(id, p, b)
        case (true, _):
            throw RuntimeError(.propertyWrongType(property, expected: "a point such as 0,120", got: a.value.description),
                               at: a.value.range)
        case (false, _):
            throw RuntimeError(.propertyWrongType(property, expected: "true or false", got: a.value.description), at: a.value.range)
        }
    }

    /// `NAME.decelerationRate = fast|normal|RATE`: UIKit's `.fast` (0.99) and `.normal` (0.998), or a rate per
    /// millisecond between 0 and 1 (`UIScrollView.DecelerationRate(rawValue:)`) (D6).
    func setDecelerationRate(_ a: PropertyAssignment, of id: ViewID) throws {
        let rate: Double
        switch a.value.kind {
        case .names(let names) where names.count == 1 && names[0].value == "fast": rate = GestureDefaults.decelerationRateFast
        case .names(let names) where names.count == 1 && names[0].value == "normal": rate = GestureDefaults.decelerationRateNormal
        case .number(let v, _):
            guard v.isFinite, v > 0, v < 1 else {
                throw RuntimeError(.propertyOutOfRange("decelerationRate", value: a.value.description,
                                                       range: "a rate per millisecond must be above 0 and below 1"),
                                   at: a.value.range, suggestion: "\(a.name.value) = fast")
            }
            rate = v
        case .names(let names):
            let word = names.map(\.value).joined(separator: "|")
            throw RuntimeError(.propertyWrongType("decelerationRate", expected: "fast, normal or a rate such as 0.995", got: a.value.description),
                               at: a.value.range, suggestion: Suggest.closest(to: word, among: ["fast", "normal"]).map { "\(a.name.value) = \($0)" })
        default:
            throw RuntimeError(.propertyWrongType("decelerationRate", expected: "fast, normal or a rate such as 0.995", got: a.value.description),
                               at: a.value.range)
        }
        env.setDecelerationRate(id, rate)
    }
}
