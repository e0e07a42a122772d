import GestureEngine

/// Scroll views in a script: `view … scrollView content W,H` and `NAME.PROP = VALUE` on a scroll view
/// (LANGUAGE §8; grammar/README.md, Scroll views).
extension Session {
    /// Makes the declared view a scroll view when its declaration says `scrollView content W,H`.
    func declareScrollContent(_ d: ViewDeclaration, view id: ViewID) {
        guard let size = d.scrollContent else { return }
        env.makeScrollView(id, contentSize: Point(x: size.x, y: size.y))
    }

    /// Whether `NAME.PROP = VALUE` names a view rather than a recognizer (a recognizer of the same name wins, as it
    /// always has).
    func isViewProperty(_ name: Located<String>) -> Bool {
        env.recognizer(named: name.value) == nil && env.view(named: name.value) != nil
    }

    /// `NAME.PROP = VALUE` for a view: a scroll view's properties, UIKit spelling; any other view is refused.
    func setViewProperty(_ a: PropertyAssignment, ofView name: Located<String>) throws {
        let id = try view(named: name)
        let property = a.name.value
        guard env.scrollState(of: id) != nil else {
            throw RuntimeError(.notAScrollView(name.value, property: property), at: name.range)
        }
        guard let p = ScrollViewProperty(rawValue: property) else {
            throw RuntimeError(.unknownScrollViewProperty(property), at: a.name.range,
                               suggestion: Suggest.closest(to: property, among: ScrollViewProperty.allCases.map(\.rawValue)))
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
