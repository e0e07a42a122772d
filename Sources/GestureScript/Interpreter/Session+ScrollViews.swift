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
        guard let p = ScrollViewProperty(rawValue: property) else {
            let known = ScrollViewProperty.allCases.map(\.rawValue) + ScrollZoomProperty.allCases.map(\.rawValue)
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
}
