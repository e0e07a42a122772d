import GestureScript

/// The human report of `gesturelab test`, the tally, and the exit status: pure functions of the results.
enum TestReport {
    struct Tally: Equatable, Sendable {
        var passed = 0
        /// Failed tests, errors included (the closing line counts both as failed).
        var failed = 0
        /// Of those, the errored ones.
        var errors = 0
        var updated = 0
        var unchanged = 0

        init(_ cases: [TestCase]) {
            for c in cases {
                switch c.verdict {
                case .passed: passed += 1
                case .failed: failed += 1
                case .error: failed += 1; errors += 1
                }
                switch c.golden {
                case .updated: updated += 1
                case .unchanged: unchanged += 1
                default: break
                }
            }
        }

        /// The closing line: `N passed, N failed`.
        var line: String { "\(passed) passed, \(failed) failed" }
    }

    /// 5 when no test ran, else the worst of: 2 an error (or a path that does not exist, or an output file that could
    /// not be written), 1 a failure, 0.
    static func exitStatus(_ cases: [TestCase], missingPaths: Int = 0, writeFailed: Bool = false) -> ExitStatus {
        if missingPaths > 0 || writeFailed { return .scriptError }
        if cases.isEmpty { return .noTests }
        let verdicts = cases.map(\.verdict)
        if verdicts.contains(.error) { return .scriptError }
        if verdicts.contains(.failed) { return .expectationFailed }
        return .ok
    }

    /// The `.expected` files an `--update` run wrote, as `updated PATH` lines, then `golden: N updated, N unchanged`.
    static func updateLines(_ cases: [TestCase]) -> [String] {
        var lines: [String] = []
        for c in cases {
            if case .updated(let created) = c.golden {
                lines.append("updated \(visible: Golden.expectedPath(for: c.path))" + (created ? " (new)" : ""))
            }
        }
        let tally = Tally(cases)
        lines.append("golden: \(tally.updated) updated, \(tally.unchanged) unchanged")
        return lines
    }

    /// The listing: one line per test in the given order (with its failures indented beneath), for `--update` the
    /// files written, and `N passed, N failed` as the last line. Paths, messages and diff lines are shown with control
    /// characters escaped (``VisibleText``): a newline in a file name cannot forge a line of the listing.
    static func human(_ cases: [TestCase], style: Style = .plain, update: Bool = false) -> String {
        var out = ""
        let indent = "      "
        for c in cases {
            switch c.verdict {
            case .passed:
                let n = c.outcome.expectationsChecked
                var detail = "\(n) expectation\(n == 1 ? "" : "s")"
                if c.golden == .matched { detail += ", transcript matches" }
                out += style.green("PASS") + "  \(visible: c.path) (\(detail))\n"
            case .failed:
                out += style.red("FAIL") + "  \(visible: c.path)\n"
            case .error:
                out += style.red("ERROR") + " \(visible: c.path)\n"
                out += indent + c.errorMessage + "\n"
            }
            for line in c.outcome.failureLines { out += indent + line + "\n" }
            if case .fileError(let message) = c.golden, c.outcome.firstError != nil {
                out += indent + "error: " + VisibleText.escape(message) + "\n"
            }
            if c.golden.isFailure {
                out += indent + "transcript differs from \(visible: Golden.expectedPath(for: c.path)) "
                    + "(actual transcript in \(visible: Golden.actualPath(for: c.path))):\n"
                for (k, line) in c.diff.enumerated() { out += indent + colored(line, header: k < 2, style) + "\n" }
            }
        }
        if update { for line in updateLines(cases) { out += line + "\n" } }
        out += Tally(cases).line + "\n"
        return out
    }

    private static func colored(_ line: String, header: Bool, _ style: Style) -> String {
        if header { return style.bold(line) }
        if line.hasPrefix("@@") { return style.cyan(line) }
        if line.hasPrefix("-") { return style.red(line) }
        if line.hasPrefix("+") { return style.green(line) }
        return line
    }
}
