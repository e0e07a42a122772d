import GestureAnalysis
import GestureREPL
import GestureScript
import GestureSupport
import GestureTranscript

/// What one `gesturelab test` run came to, for every report (listing, TAP, GitHub annotations, JUnit).
struct SuiteResult: Sendable {
    var cases: [TestCase]
    /// `--update`: the goldens were written, not compared.
    var update = false
    /// Golden files with no script beside them, and what `--prune` did with each.
    var obsolete: [ObsoleteGolden] = []
    /// `--maxfail N` stopped the run after N failures; `notRun` files were not run.
    var stopped: (maxfail: Int, notRun: Int)?
    /// `--shard K/N` (the JUnit suite is named after it, so the shards' suites differ).
    var shard: (k: Int, n: Int)?

    init(_ cases: [TestCase], update: Bool = false, obsolete: [ObsoleteGolden] = [], stopped: (maxfail: Int, notRun: Int)? = nil,
         shard: (k: Int, n: Int)? = nil) {
        self.cases = cases
        self.update = update
        self.obsolete = obsolete
        self.stopped = stopped
        self.shard = shard
    }
}

/// A golden file (`NAME.expected`, `NAME.boundaries`) with no `NAME.gesture` beside it.
struct ObsoleteGolden: Sendable, Equatable {
    enum Removal: Sendable, Equatable {
        /// Not asked to (`--update --prune` removes it).
        case kept
        case removed
        /// Asked to, but it is not a regular file (or the removal failed): the reason.
        case refused(String)
    }

    var path: FilePath
    var removal: Removal = .kept

    /// `suite/old.expected: there is no suite/old.gesture` and what happened to it.
    var line: String {
        let head = "obsolete golden \(path.display): there is no \(Golden.scriptPath(ofGolden: path).display)"
        switch removal {
        case .kept: return head + " (gesturelab test --update --prune removes it)"
        case .removed: return head + "; removed"
        case .refused(let reason): return head + "; not removed: \(VisibleText.escape(reason))"
        }
    }

    /// Removes the file if it is a regular file (a link, FIFO or directory of that name is left as it is).
    static func prune(_ path: FilePath) -> ObsoleteGolden {
        var st = stat()
        guard path.withCString({ lstat($0, &st) }) == 0 else {
            return ObsoleteGolden(path: path, removal: .refused(AtomicFile.errorText(errno)))
        }
        guard st.st_mode & S_IFMT == S_IFREG else {
            return ObsoleteGolden(path: path, removal: .refused("it is \(FileBytes.kind(st.st_mode)), not a regular file"))
        }
        guard path.withCString({ unlink($0) }) == 0 else {
            return ObsoleteGolden(path: path, removal: .refused(AtomicFile.errorText(errno)))
        }
        return ObsoleteGolden(path: path, removal: .removed)
    }
}

/// The human report of `gesturelab test`, the tally, and the exit status: pure functions of the results.
enum TestReport {
    struct Tally: Equatable, Sendable {
        var passed = 0
        /// Tests that failed (an `expect` that did not hold, a golden that differs), errors not included.
        var failed = 0
        /// Tests that stopped at an error (the script's, or a file that cannot be read or written).
        var errors = 0
        /// Tests that check nothing.
        var empty = 0
        var updated = 0
        var unchanged = 0

        init(_ cases: [TestCase]) {
            for c in cases {
                switch c.verdict {
                case .passed: passed += 1
                case .failed: failed += 1
                case .error: errors += 1
                case .empty: empty += 1
                }
                for result in [c.golden.updateState, c.boundaries.updateState] {
                    switch result {
                    case true?: updated += 1
                    case false?: unchanged += 1
                    case nil: break
                    }
                }
            }
        }

        /// The closing line: `N passed, N failed`, then `, N errors` and `, N empty` when there are any
        /// (`3 passed, 1 failed, 1 error`).
        var line: String {
            var text = "\(passed) passed, \(failed) failed"
            if errors > 0 { text += ", \(errors) error\(errors == 1 ? "" : "s")" }
            if empty > 0 { text += ", \(empty) empty" }
            return text
        }
    }

    /// Else the worst of: 2 an error (or a path that does not exist, or an output file that could not be written),
    /// 1 a failure; 5 when no test ran or every one checks nothing (no tests found); 0.
    static func exitStatus(_ cases: [TestCase], missingPaths: Int = 0, writeFailed: Bool = false) -> ExitStatus {
        if missingPaths > 0 || writeFailed { return .scriptError }
        let verdicts = cases.map(\.verdict)
        if verdicts.contains(.error) { return .scriptError }
        if verdicts.contains(.failed) { return .expectationFailed }
        if verdicts.allSatisfy({ $0 == .empty }) { return .noTests }
        return .ok
    }

    /// The golden files an `--update` run wrote, as `updated PATH` lines, then `golden: N updated, N unchanged`.
    static func updateLines(_ cases: [TestCase]) -> [String] {
        var lines: [String] = []
        for c in cases {
            if case .updated(let created) = c.golden {
                lines.append("updated \(visible: Golden.expectedPath(for: c.path))" + (created ? " (new)" : ""))
            }
            if case .updated(let created) = c.boundaries {
                lines.append("updated \(visible: BoundaryGolden.path(for: c.path))" + (created ? " (new)" : ""))
            }
        }
        let tally = Tally(cases)
        lines.append("golden: \(tally.updated) updated, \(tally.unchanged) unchanged")
        return lines
    }

    /// Lines after the tests and before the tally: obsolete goldens, where `--maxfail` stopped, what `--update` wrote.
    static func closingLines(_ suite: SuiteResult) -> [String] {
        var lines = suite.obsolete.map(\.line)
        if let (maxfail, notRun) = suite.stopped, notRun > 0 {
            lines.append("stopped after \(maxfail) failure\(maxfail == 1 ? "" : "s") (--maxfail \(maxfail)): "
                         + "\(notRun) file\(notRun == 1 ? "" : "s") not run")
        }
        if suite.update { lines += updateLines(suite.cases) }
        return lines
    }

    static func human(_ cases: [TestCase], style: Style = .plain, update: Bool = false) -> String {
        human(SuiteResult(cases, update: update), style: style)
    }

    /// The listing: one line per test in the given order (with its failures indented beneath), the obsolete goldens,
    /// for `--update` the files written, and `N passed, N failed` (then `, N errors`, `, N empty` if any) as the last
    /// line. Paths, messages and diff lines are shown with control characters escaped (``VisibleText``): a newline in
    /// a file name cannot forge a line of the listing.
    static func human(_ suite: SuiteResult, style: Style = .plain) -> String {
        var out = ""
        for c in suite.cases { out += block(c, style: style) }
        for line in closingLines(suite) { out += line + "\n" }
        out += Tally(suite.cases).line + "\n"
        return out
    }

    static let indent = "      "

    /// One test's lines in the listing.
    static func block(_ c: TestCase, style: Style = .plain) -> String {
        var out = ""
        switch c.verdict {
        case .passed:
            out += style.green("PASS") + "  \(visible: c.path) (\(passDetail(c)))\n"
        case .failed:
            out += style.red("FAIL") + "  \(visible: c.path)" + (c.sweep.map { " (\(runsText($0)))" } ?? "") + "\n"
        case .error:
            out += style.red("ERROR") + " \(visible: c.path)\n"
            out += indent + c.errorMessage + "\n"
        case .empty:
            out += style.yellow("EMPTY") + " \(visible: c.path) (checks nothing: no expect, no \(visible: Golden.baseName(Golden.expectedPath(for: c.path))))\n"
        }
        for line in c.outcome.failureLines { out += indent + line + "\n" }
        if c.outcome.firstError != nil {
            for message in c.fileErrors { out += indent + "error: " + VisibleText.escape(message) + "\n" }
        }
        if c.golden.isFailure {
            out += indent + "transcript differs from \(visible: Golden.expectedPath(for: c.path)) "
                + "(actual transcript in \(visible: Golden.actualPath(for: c.path))):\n"
            for (k, line) in c.diff.enumerated() { out += indent + colored(line, header: k < 2, style) + "\n" }
        }
        if case .mismatched(let differences, _) = c.boundaries {
            out += indent + "boundaries differ from \(visible: BoundaryGolden.path(for: c.path)) "
                + "(the sweep's in \(visible: BoundaryGolden.path(for: c.path)).actual):\n"
            for d in differences { out += indent + "  " + VisibleText.escape(d.message) + "\n" }
        }
        if case .skipped(let reason) = c.boundaries { out += indent + "note: " + VisibleText.escape(reason) + "\n" }
        return out
    }

    /// `2 expectations, transcript matches`; for a sweep `61 runs, 122 expectations`.
    static func passDetail(_ c: TestCase) -> String {
        let n = c.outcome.expectationsChecked
        var detail = "\(n) expectation\(n == 1 ? "" : "s")"
        if let sweep = c.sweep { detail = runsText(sweep) + ", " + detail }
        if c.golden == .matched { detail += ", transcript matches" }
        if c.boundaries == .matched { detail += ", boundaries match" }
        return detail
    }

    /// `61 runs`, `100 runs of 441 combinations`, `61 runs: 4 failed`.
    static func runsText(_ s: TestCase.SweepSummary) -> String {
        var text = "\(s.runs) run\(s.runs == 1 ? "" : "s")"
        if let total = s.combinations, SweepIndex(s.runs) < total { text += " of \(total) combinations" }
        if s.failedRuns > 0 { text += ": \(s.failedRuns) failed" }
        return text
    }

    private static func colored(_ line: String, header: Bool, _ style: Style) -> String {
        if header { return style.bold(line) }
        if line.hasPrefix("@@") { return style.cyan(line) }
        if line.hasPrefix("-") { return style.red(line) }
        if line.hasPrefix("+") { return style.green(line) }
        return line
    }
}

extension Golden.Result {
    /// For `--update`'s count: true written, false already right, nil neither.
    var updateState: Bool? {
        switch self {
        case .updated: true
        case .unchanged: false
        default: nil
        }
    }
}

extension BoundaryGolden.Result {
    var updateState: Bool? {
        switch self {
        case .updated: true
        case .unchanged: false
        default: nil
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
