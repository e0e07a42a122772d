/// Text as a JSON string literal: the one JSON escaper (``JSONValue``, the JSON lines trace, sweep records, the data
/// of the HTML page). The policy, documented in docs/security.md:
///
/// - RFC 8259: `"` and `\` are escaped, and every control character below U+0020 — `\n`, `\r`, `\t`, `\b` and `\f`
///   by name, the others as `\u00XX` (lower-case hexadecimal).
/// - ``VisibleText``'s other characters are written as `\uXXXX` too: DEL, the C1 controls, the bidirectional
///   controls, and U+2028 and U+2029. JSON allows them raw, but a JSON line printed to a terminal would then act on
///   it, and U+2028/U+2029 end a line in JavaScript before ES2019 (so JSON in a `<script>` stays one statement).
/// - U+FEFF (a byte-order mark, invisible) is written as `\ufeff`: some readers drop it raw (Foundation's
///   `JSONSerialization` does after an escape), and it shows nothing on a terminal.
/// - Everything else is written as UTF-8, unescaped: the text round-trips exactly through any JSON reader.
/// - `htmlSafe` (JSON inside an HTML page or an XML file) also writes `<`, `>` and `&` as `\u003c`, `\u003e` and
///   `\u0026` (no `</script>`, `<!--` or `]]>` can appear), and the noncharacters (U+FFFE, U+FFFF, U+FDD0–U+FDEF and
///   the last two of every plane), which XML 1.0 forbids or discourages and HTML calls parse errors, as `\uXXXX`
///   (a UTF-16 surrogate pair beyond U+FFFF).
///
/// A Swift string holds no lone surrogate (text decoded from invalid UTF-8 has U+FFFD there already), so the output
/// is always valid UTF-8 and valid JSON.
public enum JSONText {
    /// `s` as a JSON string literal, quotes included.
    public static func quoted(_ s: String, htmlSafe: Bool = false) -> String {
        var out = ""
        append(s, to: &out, htmlSafe: htmlSafe)
        return out
    }

    /// Appends `s` as a JSON string literal, quotes included.
    public static func append(_ s: String, to out: inout String, htmlSafe: Bool = false) {
        out += "\""
        // The common case, text with no byte the policy escapes, is appended whole.
        let plain = s.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { isPlain($0, htmlSafe: htmlSafe) } } ?? false
        if plain {
            out += s
            out += "\""
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "<" where htmlSafe: out += "\\u003c"
            case ">" where htmlSafe: out += "\\u003e"
            case "&" where htmlSafe: out += "\\u0026"
            default:
                if VisibleText.isEscaped(scalar) || scalar == "\u{FEFF}" || (htmlSafe && MarkupText.isNoncharacter(scalar)) {
                    appendUTF16Escape(scalar, to: &out)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }

    /// Whether `byte` is written as it is inside a JSON string: not `"` or `\`, not a control character, and not the
    /// first byte of a character the policy escapes (C1: 0xC2, U+061C: 0xD8, U+200E–U+2069: 0xE2, U+FEFF: 0xEF;
    /// with `htmlSafe` also `<`, `>`, `&`, and the lead bytes of the noncharacters beyond U+FFFF: 0xF0–0xF4). A
    /// string of such bytes is its own JSON text between quotes; any other byte sends it through the general path.
    // Inlinable: the JSON lines trace (GestureScript's TextBytes) tests every byte it writes with it, and a call into
    // this module per byte would cost more than the test.
    @inlinable @inline(__always)
    public static func isPlain(_ b: UInt8, htmlSafe: Bool = false) -> Bool {
        guard b >= 0x20, b != UInt8(ascii: "\""), b != UInt8(ascii: "\\"), b != 0x7F, b != 0xC2, b != 0xD8, b != 0xE2,
              b != 0xEF else { return false }
        guard htmlSafe else { return true }
        return b != UInt8(ascii: "<") && b != UInt8(ascii: ">") && b != UInt8(ascii: "&") && b < 0xF0
    }

    /// `\uXXXX` (lower-case), or the two of a UTF-16 surrogate pair beyond U+FFFF.
    private static func appendUTF16Escape(_ scalar: Unicode.Scalar, to out: inout String) {
        for unit in String(scalar).utf16 {
            let hex = String(unit, radix: 16, uppercase: false)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }
}
