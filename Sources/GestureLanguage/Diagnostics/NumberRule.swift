/// What each place that reads a number takes, said with an example: the second half of the message about a word that
/// stands for no finite number (`'inf' is not a number: a point is X,Y in points, e.g. 0,120`, ``DiagnosticMessage/notAFiniteNumber(_:rule:)``).
/// Points, sizes and distances are in points; the examples are values a script would write there.
enum NumberRule {
    static let number = "a number is written in digits, e.g. 12, -3.5 or 0.25"
    static let point = "a point is X,Y in points, e.g. 100,200"
    /// A scroll view's `contentOffset` (set or expected) and `contentSize` set.
    static let propertyPoint = "a point is X,Y in points, e.g. 0,120"
    static let offset = "an offset is DX,DY in points, e.g. 10,-20"
    static let translation = "a translation is X,Y in points, e.g. 10,0"
    static let velocity = "a pan's velocity is X,Y in points per second, e.g. 10,0; a pinch's or a rotation's is a number, e.g. 1.5"
    static let scalarVelocity = "a pinch's or a rotation's velocity is a number, e.g. 1.5"
    static let frame = "a frame is X,Y,W,H in points, e.g. 0,0,100,50"
    static let screenSize = "a screen size is W,H in points, e.g. 375,667"
    static let contentSize = "a content size is W,H in points, e.g. 375,2000"
    static let itemSize = "an item size is W,H in points, e.g. 100,100"
    static let rowHeight = "a row height is a number of points, e.g. 44"
    static let distance = "a distance is a number of points, e.g. 200"
    static let degrees = "an angle is a number of degrees, e.g. 90"
    static let radians = "a rotation is a number of radians, e.g. 0.5"
    static let scale = "a scale is a number, e.g. 1.5"
    static let duration = "a duration is a number with a unit, e.g. 300ms"
    static let finger = "a finger is a whole number from 1 to 20, e.g. 1"
    static let samplingRate = "'hz' is a whole number from 1 to 1000, e.g. 60"
    static let parameterValue = "a parameter's value is a number, a duration or a point, e.g. 5, 300ms or (100,200)"

    /// Counts, fingers, indices and `set hz`.
    static func wholeNumber(_ noun: String) -> String {
        "\(DiagnosticMessage.withArticle(noun)) is a whole number, e.g. 2"
    }
}
