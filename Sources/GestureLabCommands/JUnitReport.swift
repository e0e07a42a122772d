#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GestureScript
import GestureSupport

/// `gesturelab test --junit FILE`: JUnit XML in the common subset CI servers read (Jenkins' junit-4.xsd), plus the
/// `file` and `line` attributes of a test case that GitLab, pytest's xunit1 and the GitHub test-report actions read, so
/// a failure opens at its line.
///
/// ```
/// <?xml version="1.0" encoding="UTF-8"?>
/// <testsuites name="gesturelab" tests="3" failures="1" errors="0" time="0.004">
///   <testsuite name="gesturelab" tests="3" failures="1" errors="0" skipped="0" time="0.004" timestamp="2025-01-01T12:00:00">
///     <testcase classname="examples.tap_gesture" name="expect tap actions 1" file="examples/tap.gesture" line="3" time="0.001"/>
///     <testcase classname="examples.chapter.pan_gesture" name="expect pan state began" file="examples/chapter/pan.gesture" line="4" time="0.002">
///       <failure message="expected pan state began, got possible" type="expectation">pan.gesture:4: expectation failed: …</failure>
///     </testcase>
///     <testcase classname="examples.chapter.pan_gesture" name="pan.expected" file="examples/chapter/pan.expected" line="1" time="0.000"/>
///   </testsuite>
/// </testsuites>
/// ```
/// One test case per `expect` statement of each script (failed if it failed in any repeat iteration or any run of a
/// sweep; skipped if the run never reached it or stopped at an error in it), one per golden (`NAME.expected`,
/// `NAME.boundaries`; `line` is the golden's first differing line), one `error` case per script that stopped at an error (at the error's line), and
/// a skipped one for a script that checks nothing. `classname` is the script's path with `.` for `/` and `_` for the
/// dots of a name (`examples.chapter.pan_gesture`); `name` the statement (a second `expect` with the same text gets
/// ` (2)`), or the golden's file name. `failure` types: `expectation`, `golden`, `boundaries`; `error` type:
/// `script-error`, `file-error`. The suite is named `gesturelab`, or `gesturelab shard K/N` for `--shard K/N`, so
/// the shards' suites differ when a CI server collects them. Times are wall-clock seconds — the one nondeterministic
/// part of any output — each script's on its first test case; `timestamp` is the run's start in UTC.
enum JUnitReport {
    /// One `<testcase>`; `classname` and `file` are attribute values already escaped (once per script, shared by its
    /// cases).
    struct Case {
        enum Result {
            case passed
            case failure(message: String, type: String, body: String)
            case error(message: String, type: String, body: String)
            case skipped(String)
        }
        var classname: String
        var name: String
        var file: String
        var line: Int
        var seconds: Double
        var result: Result
    }

    static func render(_ cases: [TestCase], seconds: Double, timestamp: String) -> String {
        render(SuiteResult(cases), seconds: seconds, timestamp: timestamp)
    }

    static func render(_ suite: SuiteResult, seconds: Double, timestamp: String) -> String {
        let all = suite.cases.flatMap(testcases)
        var failures = 0, errors = 0, skipped = 0
        for c in all {
            switch c.result {
            case .passed: break
            case .failure: failures += 1
            case .error: errors += 1
            case .skipped: skipped += 1
            }
        }
        // `<testsuites>` has no `skipped` in junit-4.xsd: its suite does.
        let counts = "tests=\"\(all.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
        let name = suite.shard.map { "gesturelab shard \($0.k)/\($0.n)" } ?? "gesturelab"
        var x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        x += "<testsuites name=\"\(name)\" \(counts) time=\"\(time(seconds))\">\n"
        x += "  <testsuite name=\"\(name)\" \(counts) skipped=\"\(skipped)\" time=\"\(time(seconds))\" timestamp=\"\(MarkupText.attribute(timestamp))\">\n"
        for c in all {
            // Appended piece by piece: a suite of thousands of expectations builds no intermediate strings.
            x += "    <testcase classname=\""
            x += c.classname
            x += "\" name=\""
            x += MarkupText.attribute(VisibleText.escape(c.name))
            x += "\" file=\""
            x += c.file
            x += "\" line=\"\(c.line)\" time=\""
            x += time(c.seconds)
            x += "\""
            switch c.result {
            case .passed:
                x += "/>\n"
            case .failure(let message, let type, let body), .error(let message, let type, let body):
                let element = if case .failure = c.result { "failure" } else { "error" }
                x += ">\n      <\(element) message=\""
                x += MarkupText.attribute(message)
                x += "\" type=\"\(type)\">"
                x += MarkupText.content(body)
                x += "</\(element)>\n    </testcase>\n"
            case .skipped(let message):
                x += ">\n      <skipped message=\""
                x += MarkupText.attribute(message)
                x += "\"/>\n    </testcase>\n"
            }
        }
        x += "  </testsuite>\n</testsuites>\n"
        return x
    }

    /// The test cases of one script: its error, its expectations, its goldens (see the type's documentation).
    static func testcases(_ c: TestCase) -> [Case] {
        // Names are shown escaped (a newline in a file name stays `\n`, not a character reference readers decode:
        // CI servers list test names one per line).
        func attribute(_ s: String) -> String { MarkupText.attribute(VisibleText.escape(s)) }
        let classname = attribute(classname(forScript: c.path))
        let script = attribute(c.path)
        var out: [Case] = []
        func add(_ name: String, file: String, line: Int, _ result: Case.Result) {
            out.append(Case(classname: classname, name: name, file: file == c.path ? script : attribute(file), line: line,
                            seconds: out.isEmpty ? c.seconds : 0, result: result))
        }
        let stoppedAtError = c.outcome.status == .scriptError
        if stoppedAtError {
            var body = c.outcome.diagnostics.isEmpty ? c.errorMessage : c.outcome.diagnostics
            if c.outcome.expectations.isEmpty, !c.outcome.failureLines.isEmpty {
                body += "\n" + c.outcome.failureLines.joined(separator: "\n")
            }
            add(Golden.baseName(c.path), file: c.path, line: c.outcome.errorLocation?.line ?? 1,
                .error(message: c.errorMessage, type: "script-error", body: body))
        }
        var seen: [String: Int] = [:]
        for e in c.outcome.expectations {
            let text = e.text
            seen[text, default: 0] += 1
            let name = seen[text]! > 1 ? "\(text) (\(seen[text]!))" : text
            if let first = e.failures.first {
                let more = e.failures.count - 1
                let message = (first.context.map { "\($0): " } ?? "") + first.message
                    + (more > 0 ? " (and \(more) more failure\(more == 1 ? "" : "s"))" : "")
                let body = e.failures.map { f in
                    var line = "\(c.path):\(e.location.line): expectation failed: \(f.message)"
                    if let context = f.context { line += " (\(context))" }
                    if let why = f.explanation { line += "\n  note: \(why)" }
                    return line
                }.joined(separator: "\n")
                add(name, file: c.path, line: e.location.line, .failure(message: message, type: "expectation", body: body))
            } else if e.checked {
                add(name, file: c.path, line: e.location.line, .passed)
            } else {
                add(name, file: c.path, line: e.location.line,
                    .skipped(e.stoppedAtError ? "not checked: the script stopped at an error in it"
                        : stoppedAtError ? "not run: the script stopped at an error before it" : "not checked in this run"))
            }
        }
        // A failure known only by its message (a script run without its expectations listed).
        if c.outcome.expectations.isEmpty, c.outcome.expectationFailures > 0, !stoppedAtError {
            add(Golden.baseName(c.path), file: c.path, line: 1,
                .failure(message: c.failureMessage, type: "expectation", body: c.outcome.failureLines.joined(separator: "\n")))
        }
        let expectedPath = Golden.expectedPath(for: c.path)
        let expectedName = Golden.baseName(expectedPath)
        switch c.golden {
        case .notUsed: break
        case .matched, .updated, .unchanged: add(expectedName, file: expectedPath, line: 1, .passed)
        case .mismatched(let diff, let line):
            add(expectedName, file: expectedPath, line: line,
                .failure(message: "transcript differs from \(expectedPath)", type: "golden", body: diff.joined(separator: "\n")))
        case .fileError(let message):
            add(expectedName, file: expectedPath, line: 1, .error(message: message, type: "file-error", body: message))
        }
        let boundariesPath = BoundaryGolden.path(for: c.path)
        let boundariesName = Golden.baseName(boundariesPath)
        switch c.boundaries {
        case .notUsed: break
        case .matched, .updated, .unchanged: add(boundariesName, file: boundariesPath, line: 1, .passed)
        case .mismatched(let differences, let line):
            add(boundariesName, file: boundariesPath, line: line,
                .failure(message: differences.first.map { $0.message } ?? "", type: "boundaries",
                         body: differences.map(\.message).joined(separator: "\n")))
        case .skipped(let reason): add(boundariesName, file: boundariesPath, line: 1, .skipped(reason))
        case .fileError(let message):
            add(boundariesName, file: boundariesPath, line: 1, .error(message: message, type: "file-error", body: message))
        }
        if out.isEmpty {
            add(Golden.baseName(c.path), file: c.path, line: 1,
                c.verdict == .empty ? .skipped("checks nothing: no expect, no golden") : .passed)
        }
        return out
    }

    /// `examples/chapter/pan.gesture` → `examples.chapter.pan_gesture`: the directories (``classname(for:)``), then the
    /// file name with `_` for its dots.
    static func classname(forScript path: String) -> String {
        let base = Golden.baseName(path).replacingDots()
        let dirs = classname(for: path)
        return dirs == "gesturelab" && !path.contains("/") ? base : dirs + "." + base
    }

    /// `a/b/c.gesture` → `a.b`; `./a/../c.gesture` → `a.__`: `.` components dropped, `..` as `__`, dots inside a
    /// directory name as `_` (a dot separates packages in the CI servers' tree); `gesturelab` when there is none.
    static func classname(for path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if !parts.isEmpty { parts.removeLast() }
        let names = parts.compactMap { p -> String? in
            if p == "." { return nil }
            if p == ".." { return "__" }
            return p.replacingDots()
        }
        return names.isEmpty ? "gesturelab" : names.joined(separator: ".")
    }

    /// Seconds with three decimals: `0.012`.
    static func time(_ seconds: Double) -> String {
        let ms = max(0, Int((seconds * 1000).rounded()))
        let frac = String(ms % 1000)
        return "\(ms / 1000)." + String(repeating: "0", count: 3 - frac.count) + frac
    }

    /// The current time in UTC as `YYYY-MM-DDTHH:MM:SS`.
    static func timestampNow() -> String {
        var t = time_t()
        Glibc.time(&t)
        var parts = tm()
        gmtime_r(&t, &parts)
        func two(_ v: Int32) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):"
            + "\(two(parts.tm_min)):\(two(parts.tm_sec))"
    }
}

extension String {
    fileprivate func replacingDots() -> String { String(map { $0 == "." ? "_" : $0 }) }
}
