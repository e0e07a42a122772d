/// Text for XML 1.0 and HTML (SVG pictures, HTML pages, JUnit reports): the one escaper every such writer uses, so
/// the output is well-formed whatever the text holds. The policy, documented in docs/security.md:
///
/// - `&`, `<`, `>`, `"` and `'` become `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&#39;` (valid in XML and HTML alike, in
///   element content and in attribute values quoted either way).
/// - A carriage return is always `&#13;`; in an attribute value a newline and a tab are `&#10;` and `&#9;` too (a
///   parser would otherwise fold them into spaces). In element content, newlines and tabs stay as they are.
/// - Every other character ``VisibleText`` escapes (C0 and C1 controls, DEL, bidirectional controls, U+2028 and
///   U+2029) is shown as its visible escape (`\u{1B}`): XML 1.0 forbids most C0 controls, no character reference
///   can stand for them, and HTML calls the rest parse errors.
/// - The noncharacters — U+FFFE and U+FFFF, which XML 1.0 forbids, and U+FDD0–U+FDEF and the last two code points of
///   every other plane, which it discourages and HTML calls parse errors — are shown the same way (`\u{FFFE}`), so
///   the reader sees which character it was.
/// - A Swift string holds no lone surrogate: text decoded from invalid UTF-8 already has U+FFFD there, which is
///   written as it is.
///
/// The visible escapes are printable ASCII, so what a reader decodes from the output is the text with exactly those
/// characters replaced, and nothing else changed.
public enum MarkupText {
    /// `text` escaped for element content: newlines and tabs stay.
    public static func content(_ text: String) -> String { escape(text, attribute: false) }

    /// `text` escaped for a double- or single-quoted attribute value: newlines and tabs as character references.
    public static func attribute(_ text: String) -> String { escape(text, attribute: true) }

    /// `text` escaped for element content (`attribute: false`) or a double- or single-quoted attribute value.
    public static func escape(_ text: String, attribute: Bool = true) -> String {
        // Printable ASCII without markup characters, the common case, is itself: one scan of its bytes.
        let plain = text.utf8.allSatisfy { b in
            b >= 0x20 && b < 0x7F && b != UInt8(ascii: "&") && b != UInt8(ascii: "<") && b != UInt8(ascii: ">")
                && b != UInt8(ascii: "\"") && b != UInt8(ascii: "'")
        }
        if plain { return text }
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
            default:
                if VisibleText.isEscaped(scalar) {
                    out += VisibleText.escaped(scalar)
                } else if isNoncharacter(scalar) {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// Whether `scalar` is one of Unicode's 66 noncharacters: U+FDD0–U+FDEF, and U+nFFFE and U+nFFFF of every plane.
    @inline(__always)
    public static func isNoncharacter(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return (0xFDD0...0xFDEF).contains(v) || v & 0xFFFE == 0xFFFE
    }
}
