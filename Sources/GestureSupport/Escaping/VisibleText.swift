/// The one policy for text that came from a script, a file or a file name — string literals, comments, names, paths,
/// REPL arguments, the lines of a golden file or of a forged shard — on its way to a terminal, a report or a picture:
/// the characters that could take over a terminal, end a line, or reorder the text around them are shown as visible
/// escapes, and nothing else changes.
///
/// Escaped (``isEscaped(_:)``):
/// - C0 controls U+0000–U+001F (escape sequences start with ESC U+001B; a newline could forge a line of a listing),
///   DEL U+007F, and C1 controls U+0080–U+009F (U+009B is a one-byte CSI on many terminals);
/// - the bidirectional formatting characters U+061C, U+200E, U+200F, U+202A–U+202E and U+2066–U+2069, which reorder
///   what is shown around them ("Trojan Source"), and the line and paragraph separators U+2028 and U+2029;
/// - in text (``isEscapedInText(_:)``: a terminal, a text report, a listing) also the 66 noncharacters U+FDD0–U+FDEF
///   and U+nFFFE, U+nFFFF of every plane (U+FFFE, U+FFFF … U+10FFFF), which Unicode reserves for a program's own use
///   and no text should bring: terminals show them as anything from nothing to a box, and U+FFFE is a byte-order
///   mark read backwards. The XML and JSON writers, which call ``isEscaped(_:)``, write them their own ways.
///
/// They are written the way a Swift string literal writes them: `\0`, `\t`, `\n`, `\r`, and `\u{1B}` (hexadecimal,
/// upper case, no leading zeros) for the others, so `ESC [2J` shows as `\u{1B}[2J`. The escapes are printable ASCII,
/// so escaping is idempotent and an escaped text may be escaped again at another layer without change. A backslash is
/// not itself escaped: `\u{1B}` typed in a comment and a real ESC look the same once shown, which costs nothing but
/// never lets either reach the terminal.
///
/// Everything else is printed as it is, including letters of every script, emoji and their joiners: those cannot move
/// the cursor. (Names are kept readable and unambiguous by the lexer instead, see ``IdentifierProfile``.)
///
/// A tab or a newline written by an output format itself (a TAP block, a transcript's line ends) is not affected: a
/// tab or newline that came from the script or file is always shown as `\t` or `\n`. (A source snippet shows a tab
/// as the spaces up to the next multiple of 8 columns instead, so its caret stays aligned: ``DiagnosticRenderer``.)
///
/// Writers that add their own escaping on top (JSON, XML and HTML, TAP's YAML, CSV) escape for their format after
/// this, see ``MarkupText``, ``JSONText``.
public enum VisibleText {
    /// `text` with every character of the policy written as its escape; `text` itself when it has none (the common
    /// case costs one scan of its UTF-8 bytes).
    public static func escape(_ text: String) -> String {
        guard mayNeedEscaping(text) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if isEscapedInText(scalar) {
                out += escaped(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether `text` holds a character the policy escapes.
    public static func needsEscaping(_ text: String) -> Bool {
        mayNeedEscaping(text) && text.unicodeScalars.contains(where: isEscapedInText)
    }

    /// Whether text output (a terminal, a text report, a listing, a source line under a diagnostic) shows `scalar` as
    /// its escape: ``isEscaped(_:)``'s characters and the noncharacters.
    @inline(__always)
    public static func isEscapedInText(_ scalar: Unicode.Scalar) -> Bool {
        isEscaped(scalar) || isNoncharacter(scalar)
    }

    /// U+FDD0–U+FDEF, and the last two code points of every plane (U+FFFE, U+FFFF, U+1FFFE … U+10FFFF).
    @inline(__always)
    public static func isNoncharacter(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return (0xFDD0...0xFDEF).contains(v) || v & 0xFFFE == 0xFFFE
    }

    /// Whether the policy escapes `scalar` wherever text goes: also the XML and JSON writers escape these (text output
    /// escapes the noncharacters too, ``isEscapedInText(_:)``).
    @inline(__always)
    public static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x20 || (0x7F...0x9F).contains(v) { return true }
        if v < 0x61C { return false }
        return v == 0x61C || v == 0x200E || v == 0x200F || (0x2028...0x202E).contains(v) || (0x2066...0x2069).contains(v)
    }

    /// The visible escape of one scalar the policy escapes in text (`\n`, `\u{1B}`, `\u{FFFE}`); the scalar itself
    /// otherwise.
    public static func escaped(_ scalar: Unicode.Scalar) -> String {
        guard isEscapedInText(scalar) else { return String(scalar) }
        switch scalar {
        case "\0": return "\\0"
        case "\t": return "\\t"
        case "\n": return "\\n"
        case "\r": return "\\r"
        default: return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }

    /// False only when no byte of `text` can start an escaped character: every escaped scalar is a byte below 0x20,
    /// 0x7F, or a UTF-8 sequence led by 0xC2 (C1), 0xD8 (U+061C), 0xE2 (U+200E–U+2069), 0xEF (U+FDD0–U+FDEF, U+FFFE,
    /// U+FFFF) or 0xF0–0xF4 (the other planes' noncharacters; emoji share these leads). The bytes are read from the
    /// string's own contiguous storage (native and small strings have it): iterating `String.UTF8View` instead goes
    /// through its index type for every byte.
    @inline(__always)
    private static func mayNeedEscaping(_ text: String) -> Bool {
        let leads = { (byte: UInt8) in
            byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2 || byte == 0xEF || (0xF0...0xF4).contains(byte)
        }
        return text.utf8.withContiguousStorageIfAvailable { $0.contains(where: leads) } ?? text.utf8.contains(where: leads)
    }
}

extension DefaultStringInterpolation {
    /// `"cannot read '\(visible: path)'"`: interpolates text from a script, a file or a file name through
    /// ``VisibleText/escape(_:)``.
    public mutating func appendInterpolation(visible text: String) {
        appendLiteral(VisibleText.escape(text))
    }
}
