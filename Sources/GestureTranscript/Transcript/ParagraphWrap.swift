/// Word wrapping for text read in a terminal — the transcript, notes, REPL errors, `:why` and `explain` answers, the
/// pictures' captions: lines break at spaces, never inside a word (a word longer than the width gets a line of its
/// own), and continuation lines take a hanging indent. The one wrapper of the product.
///
/// Widths count columns: one per character, none for an ANSI escape sequence (`ESC [ … letter`, the transcript's
/// colours), so coloured and plain text break at the same places.
public enum ParagraphWrap {
    /// `text` (one line) in lines of at most `width` columns where the words allow, each ending in a newline. The first
    /// line starts with `first`, the others with `rest`. Spaces where a line breaks are dropped.
    public static func wrap(_ text: String, width: Int, first: String, rest: String) -> String {
        var out = ""
        var line = first
        var column = columns(first)
        let restColumns = columns(rest)
        var lineHasWord = false
        // Empty words (from runs of spaces) are kept inside a line, and dropped at the start of a continuation line.
        var pendingSpaces = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if word.isEmpty, lineHasWord {
                pendingSpaces += 1
                continue
            }
            let w = columns(word)
            if lineHasWord, column + pendingSpaces + 1 + w > width {
                out += line + "\n"
                line = rest + word
                column = restColumns + w
            } else {
                let gap = lineHasWord ? pendingSpaces + 1 : 0
                line += String(repeating: " ", count: gap) + word
                column += gap + w
            }
            pendingSpaces = 0
            lineHasWord = true
        }
        return out + line + String(repeating: " ", count: pendingSpaces) + "\n"
    }

    /// Every line of `text` (lines end in "\n") that is wider than `width` columns, wrapped with the hanging indent its
    /// layout calls for (`hanging(_:)`); narrower lines are returned as they are. Used only when output goes to a
    /// terminal: a line of at most `width` bytes is not even counted.
    public static func lines(_ text: String, width: Int) -> String {
        guard text.utf8.count > width else { return text }
        var out = ""
        var changed = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0) {
            if line.utf8.count > width, columns(line) > width {
                let s = String(line)
                let (lead, body) = split(s)
                out += wrap(body, width: width, first: lead, rest: String(repeating: " ", count: hanging(s)))
                changed = true
            } else {
                out += line + "\n"
            }
        }
        guard changed else { return text }
        return text.hasSuffix("\n") ? out : String(out.dropLast())
    }

    /// The indent of a wrapped line's continuation lines, in columns: under the text after the time column for an
    /// event line (`  83.3ms       canvas…`, `  16.666ms   tap: …`), after the label for `note: `, `error: `,
    /// `warning: ` and `interrupted: `, else the line's own indent and two more.
    static func hanging(_ line: String) -> Int {
        let plain = withoutEscapes(line)
        let lead = plain.prefix { $0 == " " }.count
        let rest = plain.dropFirst(lead)
        guard let first = rest.first else { return lead + 2 }
        if first.isNumber {
            let token = rest.prefix { $0 != " " }
            let gap = rest.dropFirst(token.count).prefix { $0 == " " }.count
            if gap > 0 { return lead + token.count + gap }
        }
        for label in ["note: ", "error: ", "warning: ", "interrupted: "] where rest.hasPrefix(label) {
            return lead + label.count
        }
        return lead + 2
    }

    /// The line's leading spaces (kept as the first line's start) and the rest.
    private static func split(_ line: String) -> (String, String) {
        let lead = line.prefix { $0 == " " }
        return (String(lead), String(line.dropFirst(lead.count)))
    }

    /// Columns `s` takes: its characters but for ANSI escape sequences.
    static func columns<S: StringProtocol>(_ s: S) -> Int {
        guard s.utf8.contains(0x1B) else { return s.count }
        var n = 0
        var inEscape = false
        for ch in s {
            if inEscape {
                if ch.isLetter { inEscape = false }
            } else if ch == "\u{1B}" {
                inEscape = true
            } else {
                n += 1
            }
        }
        return n
    }

    static func withoutEscapes(_ s: String) -> String {
        guard s.utf8.contains(0x1B) else { return s }
        var out = ""
        var inEscape = false
        for ch in s {
            if inEscape {
                if ch.isLetter { inEscape = false }
            } else if ch == "\u{1B}" {
                inEscape = true
            } else {
                out.append(ch)
            }
        }
        return out
    }
}
