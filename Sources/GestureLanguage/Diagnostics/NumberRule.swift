/// What each place that reads a number takes, said with an example: the second half of the message about a word that
/// stands for no finite number (`'inf' is not a number: a point is X,Y in points, e.g. 0,120`, ``DiagnosticMessage/notAFiniteNumber(_:rule:)``).
/// Points, sizes and distances are in points; the examples are values a script would write there. A case, not the
/// text: the parser passes one with every number it reads, and the text is made only for the error.
enum NumberRule {
    case number
    case point
    /// A scroll view's `contentOffset` (set or expected) and `contentSize` set.
    case propertyPoint
    case offset
    case translation
    case velocity
    case scalarVelocity
    case frame
    case screenSize
    case contentSize
    case itemSize
    case rowHeight
    case distance
    case degrees
    case radians
    case scale
    case duration
    case finger
    case samplingRate
    case parameterValue

    /// The rule in words.
    var text: String {
        switch self {
        case .number: "a number is written in digits, e.g. 12, -3.5 or 0.25"
        case .point: "a point is X,Y in points, e.g. 100,200"
        case .propertyPoint: "a point is X,Y in points, e.g. 0,120"
        case .offset: "an offset is DX,DY in points, e.g. 10,-20"
        case .translation: "a translation is X,Y in points, e.g. 10,0"
        case .velocity: "a pan's velocity is X,Y in points per second, e.g. 10,0; a pinch's or a rotation's is a number, e.g. 1.5"
        case .scalarVelocity: "a pinch's or a rotation's velocity is a number, e.g. 1.5"
        case .frame: "a frame is X,Y,W,H in points, e.g. 0,0,100,50"
        case .screenSize: "a screen size is W,H in points, e.g. 375,667"
        case .contentSize: "a content size is W,H in points, e.g. 375,2000"
        case .itemSize: "an item size is W,H in points, e.g. 100,100"
        case .rowHeight: "a row height is a number of points, e.g. 44"
        case .distance: "a distance is a number of points, e.g. 200"
        case .degrees: "an angle is a number of degrees, e.g. 90"
        case .radians: "a rotation is a number of radians, e.g. 0.5"
        case .scale: "a scale is a number, e.g. 1.5"
        case .duration: "a duration is a number with a unit, e.g. 300ms"
        case .finger: "a finger is a whole number from 1 to 20, e.g. 1"
        case .samplingRate: "'hz' is a whole number from 1 to 1000, e.g. 60"
        case .parameterValue: "a parameter's value is a number, a duration or a point, e.g. 5, 300ms or (100,200)"
        }
    }

    /// Counts, fingers, indices and `set hz`.
    static func wholeNumber(_ noun: String) -> String {
        "\(DiagnosticMessage.withArticle(noun)) is a whole number, e.g. 2"
    }
}
