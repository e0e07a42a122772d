import GestureScript

/// Text and numbers for SVG and HTML: escaped, and formatted the same way on every run and machine.
enum XMLText {
    /// Escapes text for element content (`MarkupText`: the one XML and HTML escaper).
    static func escape(_ s: String) -> String { MarkupText.escape(s, attribute: false) }

    /// Escapes text for an attribute value.
    static func attribute(_ s: String) -> String { MarkupText.escape(s, attribute: true) }

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

    /// A string as a JSON literal that contains no `<`, `>` or `&` (so it is inert inside HTML and XML alike).
    static func json(_ s: String) -> String {
        var out = ""
        JSONValue.string(s, into: &out, htmlSafe: true)
        return out
    }
}
