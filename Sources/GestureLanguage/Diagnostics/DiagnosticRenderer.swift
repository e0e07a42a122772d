import GestureSupport

/// Turns ``Diagnostic``s into text. The one place that decides how diagnostics look.
///
/// File form (`gesturelab run`, `gesturelab test`):
/// ```
/// demo.gesture:3:6: error: duration needs a unit
/// wait 600
///      ^~~
/// note: did you mean '600ms'?
/// ```
/// - The caret sits under the first character of the range and `~` under the rest of the
///   range on that line. Columns count Unicode scalars; a tab in the source line is shown
///   as spaces up to the next tab stop (``tabStop``), the same spaces in the caret line.
/// - A line longer than ``maximumLineColumns`` is shown as a window of
///   ``windowColumns`` columns around the caret, with `…` where it was cut.
/// - Control characters (C0, DEL, C1) and bidirectional controls are shown as ``VisibleText``
///   escapes (`\u{1B}`), with as many caret-line columns, so they cannot disturb a terminal
///   and the caret stays under the right character. File names, messages, notes and
///   suggestions are escaped the same way.
/// - A line that is not valid UTF-8 or holds a NUL byte is never echoed; only the headline
///   is printed.
/// - Notes with a range get their own headline and caret; notes without one and the
///   suggestion follow as `note: …` lines.
/// - With `color: true`, the location is bold, the severity coloured (bold red `error:`,
///   bold magenta `warning:`, bold cyan `note:`) and the caret line bold green. With
///   `color: false` the output contains no escape sequences at all.
///
/// - With `lineNumbers: false` (golden transcripts) the headline names the file alone (`demo.gesture: error: …`): the
///   source line and the caret say where, and adding a comment or a blank line above changes nothing.
///
/// The result has no trailing newline.
public enum DiagnosticRenderer {
    /// Lines longer than this many columns are shown as a window.
    public static let maximumLineColumns = 200
    /// The width, in columns, of the window shown for a long line.
    public static let windowColumns = 120
    /// How many columns of the window lie before the caret (when there are that many).
    public static let columnsBeforeCaret = 40
    /// A tab in a source line is shown as spaces up to the next multiple of this many columns (a terminal's default
    /// tab stops), and the caret line gets the same spaces.
    public static let tabStop = 8

    /// Renders one diagnostic in the file form (`lineNumbers: false`: without `LINE:COLUMN`, for golden transcripts).
    public static func render(_ diagnostic: Diagnostic, in file: SourceFile, color: Bool = false, lineNumbers: Bool = true) -> String {
        let style = Style(color: color)
        var lines: [String] = []
        lines.append(headline(diagnostic.severity, diagnostic.message, at: location(diagnostic.range, in: file, lineNumbers), style))
        lines += snippet(diagnostic.range, in: file, indent: "", style)
        lines += notes(of: diagnostic, in: file, lineNumbers: lineNumbers, style)
        return lines.joined(separator: "\n")
    }

    /// Renders several diagnostics in the file form, one after the other.
    public static func render(_ diagnostics: [Diagnostic], in file: SourceFile, color: Bool = false, lineNumbers: Bool = true) -> String {
        diagnostics.map { render($0, in: file, color: color, lineNumbers: lineNumbers) }.joined(separator: "\n")
    }

    /// `FILE:LINE:COLUMN:`, or `FILE:` without line numbers.
    static func location(_ range: SourceRange, in file: SourceFile, _ lineNumbers: Bool) -> String {
        lineNumbers ? "\(file.name):\(file.location(of: range.start)):" : "\(file.name):"
    }

    /// Renders a diagnostic for the REPL, right under the line the user typed.
    ///
    /// ```
    /// gesture> wait 600
    ///               ^~~
    /// error: duration needs a unit
    /// note: did you mean '600ms'?
    /// ```
    /// The caret line is indented by `promptWidth` columns so it lines up with the input
    /// after the prompt. No `FILE:LINE:` prefix. When the diagnostic is on an earlier line
    /// of a multi-line input (a `repeat` block), that line is echoed first, indented the
    /// same way, and the headline names the line.
    public static func renderForREPL(
        _ diagnostic: Diagnostic, in file: SourceFile, promptWidth: Int, color: Bool = false
    ) -> String {
        let style = Style(color: color)
        let indent = String(repeating: " ", count: max(0, promptWidth))
        let line = file.line(containing: diagnostic.range.start)
        var lastLine = file.lineCount
        if lastLine > 1 && file.byteRange(ofLine: lastLine).isEmpty { lastLine -= 1 }
        var snippetLines = snippet(diagnostic.range, in: file, indent: indent, style)
        var message = diagnostic.message
        if line < lastLine {
            message += " (line \(line))"
        } else if snippetLines.count == 2 {
            snippetLines.removeFirst()  // The user's line is already on screen above.
        }
        var lines = snippetLines
        lines.append(headline(diagnostic.severity, message, at: nil, style))
        lines += notes(of: diagnostic, in: file, style)
        return lines.joined(separator: "\n")
    }

    // MARK: - Pieces

    private static func headline(
        _ severity: Diagnostic.Severity, _ message: String, at location: String?, _ style: Style
    ) -> String {
        let label = style.severity(severity)
        let message = VisibleText.escape(message)
        guard let location else { return "\(label) \(message)" }
        return "\(style.bold(VisibleText.escape(location))) \(label) \(message)"
    }

    private static func notes(of diagnostic: Diagnostic, in file: SourceFile, lineNumbers: Bool = true, _ style: Style) -> [String] {
        var lines: [String] = []
        for note in diagnostic.notes {
            if let range = note.range {
                lines.append(headline(.note, note.message, at: location(range, in: file, lineNumbers), style))
                lines += snippet(range, in: file, indent: "", style)
            } else {
                lines.append(headline(.note, note.message, at: nil, style))
            }
        }
        if let suggestion = diagnostic.suggestion {
            lines.append(headline(.note, "did you mean \(DiagnosticMessage.quote(suggestion, limit: 80))?", at: nil, style))
        }
        return lines
    }

    /// The source line and the caret line for `range` (empty if the line cannot be shown).
    static func snippet(_ range: SourceRange, in file: SourceFile, indent: String, _ style: Style) -> [String] {
        let bytes = file.bytes
        let lineNumber = file.line(containing: range.start)
        let line = file.byteRange(ofLine: lineNumber)
        if EncodingProblem.first(in: Array(bytes[line])) != nil { return [] }
        let start = min(max(range.start, line.lowerBound), line.upperBound)
        let end = min(max(range.end, start), line.upperBound)

        let total = SourceFile.scalarCount(bytes, line)
        let caret = SourceFile.scalarCount(bytes, line.lowerBound..<start)
        let caretEnd = caret + SourceFile.scalarCount(bytes, start..<end)

        // The columns shown: the whole line, or a window around the caret.
        var first = 0
        var last = total
        if total > maximumLineColumns {
            first = max(0, caret - columnsBeforeCaret)
            last = min(total, first + windowColumns)
            first = max(0, last - windowColumns)
        }
        let scalars = scalarSlice(bytes, line, from: first, to: last)

        var source = first > 0 ? "…" : ""
        var marker = first > 0 ? " " : ""
        var width = 0  // columns shown so far (after a leading "…"), for tab stops
        var caretPlaced = false
        for (column, scalar) in zip(first..., scalars) {
            let shown: String
            let columns: Int
            if scalar == "\t" {
                columns = tabStop - width % tabStop
                shown = String(repeating: " ", count: columns)
            } else if VisibleText.isEscapedInText(scalar) {
                shown = VisibleText.escaped(scalar)
                columns = shown.utf8.count  // printable ASCII
            } else {
                shown = String(scalar)
                columns = 1
            }
            source += shown
            width += columns
            if column < caret {
                marker += String(repeating: " ", count: columns)
            } else if column == caret {
                marker += "^" + String(repeating: "~", count: caretEnd > caret ? columns - 1 : 0)
                caretPlaced = true
            } else if column < caretEnd {
                marker += String(repeating: "~", count: columns)
            }
        }
        if last < total { source += "…" }
        if !caretPlaced { marker += "^" }
        return [indent + source, indent + style.caret(marker)]
    }

    /// The scalars of `line` from scalar index `from` up to `to`, found by one byte scan.
    private static func scalarSlice(_ bytes: [UInt8], _ line: Range<Int>, from: Int, to: Int) -> [Unicode.Scalar] {
        var index = line.lowerBound
        var column = 0
        while index < line.upperBound && column < from {
            index += 1
            while index < line.upperBound && bytes[index] & 0xC0 == 0x80 { index += 1 }
            column += 1
        }
        var sliceEnd = index
        while sliceEnd < line.upperBound && column < to {
            sliceEnd += 1
            while sliceEnd < line.upperBound && bytes[sliceEnd] & 0xC0 == 0x80 { sliceEnd += 1 }
            column += 1
        }
        return Array(String(decoding: bytes[index..<sliceEnd], as: UTF8.self).unicodeScalars)
    }

    /// ANSI styling, or none.
    struct Style {
        var color: Bool

        func bold(_ text: String) -> String {
            color ? "\u{1B}[1m\(text)\u{1B}[0m" : text
        }

        func severity(_ severity: Diagnostic.Severity) -> String {
            let label = "\(severity.rawValue):"
            guard color else { return label }
            let code = switch severity {
            case .error: "1;31"
            case .warning: "1;35"
            case .note: "1;36"
            }
            return "\u{1B}[\(code)m\(label)\u{1B}[0m"
        }

        func caret(_ text: String) -> String {
            color ? "\u{1B}[1;32m\(text)\u{1B}[0m" : text
        }
    }
}
