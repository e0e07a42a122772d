/// The command line's messages on standard error, wrapped at a terminal's width with ``ParagraphWrap``: only the
/// prose lines — a `note: …`, `help: …` or `gesturelab: …` line — break, at spaces, continuing under the text after
/// their label. Everything else is left whole: a diagnostic's `FILE:LINE:COLUMN: error: …` headline (tools read it),
/// the source line under it and its caret line (a caret must stay under its column), a test's failure lines and
/// the sweep's progress. Used only when standard error is a terminal; piped or captured, the text is as rendered.
public enum DiagnosticWrap {
    /// The labels of the lines that may wrap, with the indent their continuation lines take (the label's width).
    static let labels = ["gesturelab: error: ", "gesturelab: warning: ", "gesturelab: ", "note: ", "help: "]

    /// `text` with its prose lines wider than `width` columns wrapped; every other line as it is.
    public static func lines(_ text: String, width: Int) -> String {
        guard text.utf8.count > width, width > 0 else { return text }
        var out = ""
        var changed = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let s = String(line)
            let plain = ParagraphWrap.withoutEscapes(s)
            if let label = labels.first(where: plain.hasPrefix), plain.count > width {
                out += ParagraphWrap.wrap(s, width: width, first: "", rest: String(repeating: " ", count: label.count))
                changed = true
            } else {
                out += s + "\n"
            }
        }
        guard changed else { return text }
        // `split` gave one more (empty) piece after a final newline, and the loop ended every piece with one.
        return String(out.dropLast())
    }
}
