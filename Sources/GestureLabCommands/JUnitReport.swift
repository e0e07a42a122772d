#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GestureScript

/// `gesturelab test --junit FILE`: JUnit XML in the common subset CI servers read (it validates against Jenkins'
/// junit-4.xsd).
///
/// ```
/// <?xml version="1.0" encoding="UTF-8"?>
/// <testsuites name="gesturelab" tests="2" failures="1" errors="0" time="0.004">
///   <testsuite name="gesturelab" tests="2" failures="1" errors="0" skipped="0" time="0.004" timestamp="2025-01-01T12:00:00">
///     <testcase classname="examples" name="tap.gesture" time="0.001"/>
///     <testcase classname="examples.chapter" name="pan.gesture" time="0.002">
///       <failure message="1 expectation failed" type="expectation">pan.gesture:4: expectation failed: …</failure>
///     </testcase>
///   </testsuite>
/// </testsuites>
/// ```
/// `classname` is the file's directory with `.` for `/` (`gesturelab` for a file in the current directory), `name`
/// the file name. `failure` types: `expectation` (an `expect` failed, perhaps the transcript as well) or `golden`
/// (only the transcript differs); `error` type: `script-error`. Times are wall-clock seconds — the one
/// nondeterministic part of any output — and `timestamp` is the run's start in UTC.
enum JUnitReport {
    static func render(_ cases: [TestCase], seconds: Double, timestamp: String) -> String {
        let tally = TestReport.Tally(cases)
        let counts = "tests=\"\(cases.count)\" failures=\"\(tally.failed - tally.errors)\" errors=\"\(tally.errors)\""
        var x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        x += "<testsuites name=\"gesturelab\" \(counts) time=\"\(time(seconds))\">\n"
        x += "  <testsuite name=\"gesturelab\" \(counts) skipped=\"0\" time=\"\(time(seconds))\" timestamp=\"\(escape(timestamp))\">\n"
        for c in cases {
            // Names are shown escaped (a newline in a file name stays `\n`, not a character reference readers decode).
            let open = "    <testcase classname=\"\(escape(VisibleText.escape(classname(for: c.path))))\" "
                + "name=\"\(escape(VisibleText.escape(Golden.baseName(c.path))))\" "
                + "time=\"\(time(c.seconds))\""
            switch c.verdict {
            case .passed:
                x += open + "/>\n"
            case .failed:
                let type = c.outcome.expectationFailures > 0 ? "expectation" : "golden"
                let separator = c.outcome.failureLines.isEmpty || c.diff.isEmpty ? [] : [""]
                let body = c.outcome.failureLines + separator + c.diff
                x += open + ">\n"
                x += "      <failure message=\"\(escape(c.failureMessage))\" type=\"\(type)\">"
                    + escape(body.joined(separator: "\n"), attribute: false) + "</failure>\n"
                x += "    </testcase>\n"
            case .error:
                var body = c.outcome.diagnostics.isEmpty ? c.errorMessage : c.outcome.diagnostics
                if !c.outcome.failureLines.isEmpty { body += "\n" + c.outcome.failureLines.joined(separator: "\n") }
                if !c.diff.isEmpty { body += "\n\n" + c.diff.joined(separator: "\n") }
                x += open + ">\n"
                x += "      <error message=\"\(escape(c.errorMessage))\" type=\"script-error\">" + escape(body, attribute: false) + "</error>\n"
                x += "    </testcase>\n"
            }
        }
        x += "  </testsuite>\n</testsuites>\n"
        return x
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

    /// Text for XML 1.0 content or attribute values: `MarkupText`, the one XML and HTML escaper (entities, newline and
    /// tab as character references in attributes, control characters shown as visible escapes, U+FFFE and U+FFFF
    /// as U+FFFD).
    static func escape(_ s: String, attribute: Bool = true) -> String {
        MarkupText.escape(s, attribute: attribute)
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
