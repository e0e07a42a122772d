/// The characters the terminal pictures are drawn with (`:timeline`, `:canvas`, `run --timeline`, the sweep map):
/// Unicode (box drawing, braille, marks like ✓ ✗ ●), or ASCII where the terminal cannot show those — a locale that is
/// not UTF-8, or `TERM=dumb`.
public enum PictureCharset: Sendable, Equatable {
    case unicode
    case ascii

    /// ASCII when `TERM` is `dumb`, or when the locale's character set is not UTF-8: the first of `LC_ALL`, `LC_CTYPE`
    /// and `LANG` that is set and not empty decides (as `setlocale` reads them); none set is the "C" locale, ASCII.
    public static func decide(environment: [String: String]) -> PictureCharset {
        if environment["TERM"] == "dumb" { return .ascii }
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "C"
        let lower = locale.lowercased()
        return lower.contains("utf-8") || lower.contains("utf8") ? .unicode : .ascii
    }

    /// `picture` as this charset draws it: unchanged for Unicode; for ASCII every picture character replaced by an
    /// ASCII one. Inside a drawn row (one with a frame or axis character: `│ └ ┌`) each character becomes exactly one,
    /// so columns stay aligned; in the words around the pictures `→` becomes `->`, `…` `...` and a separating ` · ` ` | `. Braille cells (the
    /// canvas) become the ASCII character closest to their dots. Other text (names a script chose) is left as it is.
    public func draw(_ picture: String) -> String {
        guard self == .ascii, picture.utf8.contains(where: { $0 >= 0x80 }) else { return picture }
        var out = ""
        out.reserveCapacity(picture.utf8.count)
        for (k, line) in picture.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if k > 0 { out += "\n" }
            let drawn = line.contains { Self.rowCharacters.contains($0) }
            var before: (Character?, Character?) = (nil, nil)
            for ch in line {
                defer { before = (before.1, ch) }
                if ch.isASCII {
                    out.append(ch)
                } else if !drawn, ch == "·", before.1 == " ", let c = before.0, c != " ", c != "·" {
                    // `a · b` separates words; the mark `·` of the legend (`changed · · axis: one instant`) stays `.`.
                    out.append("|")
                } else if let braille = Self.braille(ch) {
                    out.append(braille)
                } else if !drawn, let words = Self.words[ch] {
                    out += words
                } else if let one = Self.cells[ch] {
                    out.append(one)
                } else {
                    out.append(ch)
                }
            }
        }
        return out
    }

    /// Characters that make a line a drawn row (a lane, a canvas row, a map row, an axis).
    private static let rowCharacters: Set<Character> = ["│", "└", "┌", "┘", "┐"]

    /// One ASCII character for each picture character. The marks keep one meaning each (TimelineText's legend).
    private static let cells: [Character: Character] = [
        // Timeline marks and fills.
        "●": "O", "─": "-", "━": "~", "○": "o", "⊘": "c", "┄": ".", "░": ":", "═": "=", "▶": ">", "■": "#",
        "✓": "+", "✗": "X", "▼": "b", "•": "m", "▲": "e", "⋯": ";", "◌": "%", "◆": "!", "◈": "&", "▪": "\"",
        "◇": "@", "↑": "^", "↓": "v", "┊": "|",
        // Axis and frames.
        "·": ".", "╫": "/", "┴": "+", "└": "+", "┌": "+", "┐": "+", "┘": "+", "│": "|",
        // Words.
        "…": ".", "→": ">", "–": "-", "—": "-", "×": "x", "≈": "~",
    ]

    /// Outside drawn rows, where width does not matter.
    private static let words: [Character: String] = ["→": "->", "…": "...", "≈": "~", "—": "--"]

    /// A braille cell (U+2800–U+28FF, 2 × 4 dots) as one ASCII character: blank, a vertical stroke, a horizontal one
    /// (high, middle or low), a frame's corner `+`, or `#`/`+` by how many dots are set.
    private static func braille(_ ch: Character) -> Character? {
        guard let s = ch.unicodeScalars.first, ch.unicodeScalars.count == 1, (0x2800...0x28FF).contains(s.value) else { return nil }
        let bits = s.value - 0x2800
        if bits == 0 { return " " }
        // Dots 1–3 and 7 are the left column (rows 0–3), dots 4–6 and 8 the right.
        let left: [UInt32] = [0x01, 0x02, 0x04, 0x40], right: [UInt32] = [0x08, 0x10, 0x20, 0x80]
        let rows = (0..<4).filter { bits & left[$0] != 0 || bits & right[$0] != 0 }
        let hasLeft = left.contains { bits & $0 != 0 }, hasRight = right.contains { bits & $0 != 0 }
        if rows.count >= 2, hasLeft != hasRight, rows.count == rows.last! - rows.first! + 1 { return "|" }
        if rows.count == 1 || (rows.count == 2 && rows[1] == rows[0] + 1) {
            switch rows[0] {
            case 0: return "'"
            case 3: return "_"
            default: return "-"
            }
        }
        // A frame's corner: a full top or bottom row of dots and a full left or right column.
        let fullRow = ([0x09, 0xC0] as [UInt32]).contains { bits & $0 == $0 }
        let fullColumn = ([0x47, 0xB8] as [UInt32]).contains { bits & $0 == $0 }
        if fullRow, fullColumn, bits.nonzeroBitCount == 5 { return "+" }
        return bits.nonzeroBitCount >= 5 ? "#" : "+"
    }
}
