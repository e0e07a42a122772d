/// Word wrapping for answers read in a terminal (`:why`, `explain`): lines break at spaces, never inside a word
/// (a word longer than the width gets a line of its own), and continuation lines take a hanging indent.
enum ParagraphWrap {
    /// `text` (one line) in lines of at most `width` columns where the words allow, each ending in a newline. The first
    /// line starts with `first`, the others with `rest`. Widths count characters (one column each).
    static func wrap(_ text: String, width: Int, first: String, rest: String) -> String {
        var out = ""
        var line = first
        var lineHasWord = false
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = lineHasWord ? line.count + 1 + word.count : line.count + word.count
            if lineHasWord, candidate > width {
                out += line + "\n"
                line = rest + word
            } else {
                line += (lineHasWord ? " " : "") + word
            }
            lineHasWord = true
        }
        return out + line + "\n"
    }
}
