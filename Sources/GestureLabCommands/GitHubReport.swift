import GestureScript
import GestureSupport

/// `gesturelab test --format github`: the listing for the job's log, and GitHub Actions workflow commands that put
/// each failure on its line of the pull request's files (`::error file=…,line=…::…`).
///
/// ```
/// ::stop-commands::gesturelab-1
/// PASS  examples/tap.gesture (2 expectations)
/// FAIL  examples/pan.gesture
///       examples/pan.gesture:4: expectation failed: expected pan state began, got possible
/// ::gesturelab-1::
/// ::error file=examples/pan.gesture,line=4,title=expect pan state began::expected pan state began, got possible
/// 1 passed, 1 failed
/// ```
/// - The listing is framed by `::stop-commands::TOKEN` and `::TOKEN::`, so nothing in it — a script's text, a file
///   named `::error::x.gesture` — is taken for a command (the runner reads one on any line, after leading spaces).
///   TOKEN is `gesturelab-N`, the first N whose `::TOKEN::` the listing does not contain.
/// - One annotation per failed `expect` (at its line; a sweep's ranges of values in the message), per script error
///   (at the error), per golden that differs (at the golden's first differing line), per boundary that moved; a
///   warning per test that checks nothing and per obsolete golden.
/// - Values are escaped as the runner unescapes them: in the message `%` `\r` `\n` as `%25` `%0D` `%0A`; in a property
///   (`file`, `title`) also `:` and `,` as `%3A` and `%2C`. Control characters are first shown as visible escapes
///   (``VisibleText``), so a message is one line whatever the script holds.
/// - The last line is the tally, as in every format.
enum GitHubReport {
    static func render(_ suite: SuiteResult) -> String {
        var listing = ""
        for c in suite.cases { listing += TestReport.block(c) }
        for line in TestReport.closingLines(suite) { listing += line + "\n" }
        var out = ""
        if !listing.isEmpty {
            let token = stopToken(for: listing)
            out += "::stop-commands::\(token)\n" + listing + "::\(token)::\n"
        }
        for c in suite.cases { for a in annotations(c) { out += a + "\n" } }
        for o in suite.obsolete where o.removal != .removed {
            out += command("warning", file: o.path.display, line: nil, title: "obsolete golden",
                           message: [o.line]) + "\n"
        }
        out += TestReport.Tally(suite.cases).line + "\n"
        return out
    }

    /// `gesturelab-N` for the first N whose `::gesturelab-N::` does not occur in `text`.
    static func stopToken(for text: String) -> String {
        var n = 1
        while text.contains("::gesturelab-\(n)::") { n += 1 }
        return "gesturelab-\(n)"
    }

    /// The workflow commands for one test.
    static func annotations(_ c: TestCase) -> [String] {
        var out: [String] = []
        if c.outcome.status == .scriptError {
            var lines = [c.errorMessage]
            if !c.outcome.diagnostics.isEmpty {
                lines = c.outcome.diagnostics.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            }
            out.append(command("error", file: c.path, line: c.outcome.errorLocation?.line, column: c.outcome.errorLocation?.column,
                               title: "error", message: lines))
        }
        for e in c.outcome.expectations where !e.failures.isEmpty {
            let lines = e.failures.map { f in
                (f.context.map { "\($0): " } ?? "") + f.message + (f.explanation.map { " (\($0))" } ?? "")
            }
            out.append(command("error", file: c.path, line: e.location.line, title: e.text, message: lines))
        }
        if c.outcome.expectations.isEmpty, c.outcome.status != .scriptError {
            for line in c.outcome.failureLines { out.append(command("error", file: c.path, line: nil, title: "expectation failed", message: [line])) }
        }
        let expectedPath = Golden.expectedPath(for: c.path)
        if case .mismatched(let diff, let line) = c.golden {
            out.append(command("error", file: expectedPath, line: line, title: "transcript differs from \(Golden.baseName(expectedPath))",
                               message: diff))
        }
        let boundariesPath = BoundaryGolden.path(for: c.path)
        if case .mismatched(let differences, _) = c.boundaries {
            for d in differences {
                out.append(command("error", file: boundariesPath, line: d.line, title: "boundary differs", message: [d.message]))
            }
        }
        for message in c.fileErrors { out.append(command("error", file: c.path, line: nil, title: "file error", message: [message])) }
        if c.verdict == .empty {
            out.append(command("warning", file: c.path, line: nil, title: "checks nothing",
                               message: ["no expect and no golden: this test passes whatever the recognizers do"]))
        }
        return out
    }

    /// `::KIND file=…,line=…,col=…,title=…::MESSAGE`, the message's lines joined by `%0A`.
    static func command(_ kind: String, file: String, line: Int?, column: Int? = nil, title: String, message: [String]) -> String {
        var properties = ["file=" + property(file)]
        if let line { properties.append("line=\(line)") }
        if let column { properties.append("col=\(column)") }
        properties.append("title=" + property(title))
        return "::\(kind) \(properties.joined(separator: ","))::" + data(message.map(VisibleText.escape).joined(separator: "\n"))
    }

    /// A message as the runner reads it back: `%`, `\r`, `\n` escaped (its lines were escaped by the caller, so a
    /// newline here is one between lines).
    static func data(_ s: String) -> String {
        var out = ""
        for ch in s.unicodeScalars {
            switch ch {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out
    }

    /// A property value: as ``data(_:)``, and `:` and `,` escaped too.
    static func property(_ s: String) -> String {
        var out = ""
        for ch in VisibleText.escape(s).unicodeScalars {
            switch ch {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out
    }
}
