/// Text and numbers for SVG and HTML: escaped, and formatted the same way on every run and machine.
enum XMLText {
    /// Escapes text for element content and attribute values.
    static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for ch in s.unicodeScalars {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                // Control characters are not allowed in XML 1.0 (a console line could hold one).
                if ch.value < 0x20, ch != "\n", ch != "\t" { out += "\u{FFFD}" } else { out.unicodeScalars.append(ch) }
            }
        }
        return out
    }

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
        var out = "\""
        for ch in s.unicodeScalars {
            switch ch {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            default:
                if ch.value < 0x20 || ch.value == 0x2028 || ch.value == 0x2029 {
                    let hex = String(ch.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(ch)
                }
            }
        }
        return out + "\""
    }
}
