/// Text for XML 1.0 and HTML (SVG pictures, HTML pages, JUnit reports): the one escaper every such writer uses, so
/// the output is well-formed whatever the text holds.
///
/// - `&`, `<`, `>`, `"` and `'` become `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&#39;` (valid in XML and HTML alike).
/// - A carriage return is always `&#13;`; in an attribute value a newline and a tab are `&#10;` and `&#9;` too (a
///   parser would otherwise fold them into spaces). In element content, newlines and tabs stay as they are.
/// - Every other character ``VisibleText`` escapes (C0 and C1 controls, DEL, bidirectional controls) is shown as its
///   visible escape (`\u{1B}`): XML 1.0 forbids most C0 controls and HTML calls the rest parse errors.
/// - U+FFFE and U+FFFF, which XML 1.0 does not allow, become U+FFFD. (A Swift string holds no lone surrogate: text
///   decoded from invalid UTF-8 already has U+FFFD there.)
public enum MarkupText {
    /// `text` escaped for element content (`attribute: false`) or a double- or single-quoted attribute value.
    public static func escape(_ text: String, attribute: Bool = true) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\n": out += attribute ? "&#10;" : "\n"
            case "\t": out += attribute ? "&#9;" : "\t"
            case "\r": out += "&#13;"
            case "\u{FFFE}", "\u{FFFF}": out += "\u{FFFD}"
            default:
                if VisibleText.isEscaped(scalar) {
                    out += VisibleText.escaped(scalar)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
