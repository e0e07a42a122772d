/// Numbers for SVG and HTML, formatted the same way on every run and machine. (Text goes through `MarkupText`, and
/// JSON data through `JSONText` with `htmlSafe`: the one XML and the one JSON escaper.)
enum XMLText {
    /// A coordinate with at most one decimal: `12`, `12.5`, never `-0` or an exponent.
    static func num(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let tenths = (v * 10).rounded()
        guard abs(tenths) < 1e15 else { return "0" }
        let i = Int64(tenths)
        if i == 0 { return "0" }
        let sign = i < 0 ? "-" : ""
        let m = i.magnitude
        return m % 10 == 0 ? "\(sign)\(m / 10)" : "\(sign)\(m / 10).\(m % 10)"
    }
}
