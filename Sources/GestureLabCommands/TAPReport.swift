import GestureScript
import GestureSupport

/// `gesturelab test --format tap`: TAP version 14 (testanything.org) on standard output.
///
/// ```
/// TAP version 14
/// 1..2
/// ok 1 - examples/tap.gesture
/// not ok 2 - examples/pan.gesture
///   ---
///   message: "1 expectation failed"
///   severity: fail
///   failures:
///     - |
///       pan.gesture:4: expectation failed: expected …
///   diff: |
///     --- examples/pan.expected
///     …
///   ...
/// # 1 passed, 1 failed
/// ```
/// The YAML block follows each `not ok` (2-space indent): `message`, `severity` (`fail` or `error`), `failures` when
/// an `expect` failed, `diff` when the transcript differs from its `.expected` file, `boundaries` when a sweep's
/// boundaries differ from its `.boundaries` file, `diagnostics` for a script error. A test that checks nothing is
/// `ok N - PATH # SKIP checks nothing (no expect, no golden)`.
/// Lines of text are block scalars (`|`), list items too: readers of the YAMLish subset (Perl's TAP::Parser) take a
/// quoted list item holding `: ` for a mapping.
/// Everything else is a comment (`# …`), which consumers ignore (obsolete goldens, where `--maxfail` stopped, what
/// `--update` wrote); the last line is the comment `# N passed, N failed` (then `, N errors`, `, N empty` if any).
enum TAPReport {
    static func render(_ cases: [TestCase], update: Bool = false) -> String { render(SuiteResult(cases, update: update)) }

    static func render(_ suite: SuiteResult) -> String {
        let cases = suite.cases
        var lines = ["TAP version 14"]
        if cases.isEmpty {
            lines.append("1..0 # SKIP no tests found")
        } else {
            lines.append("1..\(cases.count)")
        }
        for (i, c) in cases.enumerated() {
            let point = "\(i + 1) - \(description(c.path))"
            switch c.verdict {
            case .passed:
                lines.append("ok " + point)
            case .empty:
                // A directive: harnesses count it apart from passes.
                lines.append("ok " + point + " # SKIP checks nothing (no expect, no golden)")
            case .failed, .error:
                lines.append("not ok " + point)
                lines += diagnostics(c).map { "  " + $0 }
            }
        }
        lines += TestReport.closingLines(suite).map { "# " + VisibleText.escape($0) }
        lines.append("# " + TestReport.Tally(cases).line)
        return lines.joined(separator: "\n") + "\n"
    }

    /// A test point's description: one line, control characters shown as ``VisibleText`` escapes (a newline in a
    /// file name cannot forge a test point), then `#` (which would start a directive) and `\` escaped for TAP.
    static func description(_ path: String) -> String {
        var out = ""
        for ch in VisibleText.escape(path).unicodeScalars {
            switch ch {
            case "\\": out += "\\\\"
            case "#": out += "\\#"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out
    }

    /// The YAML diagnostic block of a failed test, from `---` to `...` (without the test point's indent).
    static func diagnostics(_ c: TestCase) -> [String] {
        var y = ["---"]
        let isError = c.verdict == .error
        y.append("message: " + quoted(isError ? c.errorMessage : c.failureMessage))
        y.append("severity: " + (isError ? "error" : "fail"))
        if !c.outcome.failureLines.isEmpty {
            y.append("failures:")
            for line in c.outcome.failureLines { y += block(nil, [line]).map { "  " + $0 } }
        }
        if !c.diff.isEmpty { y += block("diff", c.diff) }
        if case .mismatched(let differences, _) = c.boundaries { y += block("boundaries", differences.map(\.message)) }
        if isError, !c.outcome.diagnostics.isEmpty {
            y += block("diagnostics", c.outcome.diagnostics.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        }
        y.append("...")
        return y
    }

    /// A YAML double-quoted scalar: control characters shown as ``VisibleText`` escapes (so a reader that decodes the
    /// scalar still gets no raw control character), then `\`, `"` and anything else YAML would not keep escaped.
    static func quoted(_ s: String) -> String {
        var out = "\""
        for ch in VisibleText.escape(s).unicodeScalars {
            switch ch {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if ch.value < 0x20 || ch.value == 0x7F || (0x80..<0xA0).contains(ch.value) {
                    out += "\\x" + hex2(ch.value)
                } else {
                    out.unicodeScalars.append(ch)
                }
            }
        }
        return out + "\""
    }

    /// `key: |` and the lines indented two more (`|2` when the first line starts with a space, so it keeps them);
    /// control characters are shown as ``VisibleText`` escapes (a block has no escapes of its own), and the other
    /// characters YAML does not allow in a block (U+FEFF, U+FFFE, U+FFFF) as U+FFFD. A nil key makes a list item
    /// (`- |`).
    static func block(_ key: String?, _ lines: [String]) -> [String] {
        let indicator = lines.first.map { $0.isEmpty || $0.hasPrefix(" ") } == true ? "|2" : "|"
        let head = key.map { $0 + ": " + indicator } ?? "- " + indicator
        return [head] + lines.map { line in
            var clean = ""
            for ch in VisibleText.escape(line).unicodeScalars {
                clean.unicodeScalars.append(ch.value == 0xFEFF || ch.value >= 0xFFFE && ch.value <= 0xFFFF ? "\u{FFFD}" : ch)
            }
            return clean.isEmpty ? "" : "  " + clean
        }
    }

    private static func hex2(_ v: UInt32) -> String {
        let digits = Array("0123456789ABCDEF")
        return String(digits[Int(v >> 4) & 0xF]) + String(digits[Int(v) & 0xF])
    }
}

