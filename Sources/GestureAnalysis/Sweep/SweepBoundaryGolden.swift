import GestureLanguage
import GestureScript
import GestureSupport
import GestureTranscript

/// A sweep's boundaries as a golden file (`NAME.boundaries`, written by `gesturelab test --update`), so that a
/// boundary that moves fails a suite with both values: `doubleTap ×1 → tap ×2 moved from dt = 350ms to 300ms`.
///
/// The file is text, one boundary per line, `PARAM = VALUE: BELOW → ABOVE` (and ` when OTHER = V, …` for the other
/// parameters' values in a sweep of several), after `#` comment lines:
/// ```
/// # The boundaries of double-tap-interval.gesture's sweep (61 runs, refined to 1ms), written by gesturelab test --update.
/// dt = 350ms: double ×1 → single ×2
/// ```
/// VALUE is the boundary's rounder value, as the sweep's text shows it. Outcomes name a failed expectation by what it
/// says (`expect tap actions 1 failed`), never by its line, so adding a comment or a blank line changes no golden.
/// Text from the script (names, strings) is shown escaped (``VisibleText``): a line never holds a control character.
public enum SweepBoundaryGolden {
    /// One boundary: `key` is everything but the value (`double ×1 → single ×2 when d = 10`), so a boundary that moved
    /// keeps its key.
    public struct Entry: Equatable, Sendable {
        public var parameter: String
        public var value: String
        public var key: String
        /// 1-based, in the file it was read from (0 for one computed).
        public var line: Int

        public init(parameter: String, value: String, key: String, line: Int = 0) {
            self.parameter = parameter
            self.value = value
            self.key = key
            self.line = line
        }

        /// `dt = 350ms: double ×1 → single ×2`.
        public var text: String { "\(parameter) = \(value): \(key)" }
    }

    /// How the golden and the sweep differ, one line each.
    public struct Difference: Error, Equatable, Sendable {
        public var message: String
        /// The golden file's line it is about (1 for a boundary the file does not have).
        public var line: Int
    }

    /// The entries of `boundaries`, in the sweep's order (by parameter, then run).
    public static func entries(_ boundaries: [SweepBoundary], plan: SweepPlan, script: Script) -> [Entry] {
        var texts: [Int: [String]] = [:]
        for s in ExpectationResult.expectStatements(script.statements) {
            let text = TranscriptFormatter.firstLine(script.file.text(of: s.range), escaped: false, comment: false)
            let words = text.hasPrefix("expect ") ? String(text.dropFirst("expect ".count)) : text
            texts[script.file.location(of: s.range.start).line, default: []].append(words)
        }
        return boundaries.map { b in
            let below = b.belowRun?.outcome(naming: texts) ?? b.below
            let above = b.aboveRun?.outcome(naming: texts) ?? b.above
            let key = "\(below) → \(above)" + (b.context.isEmpty ? "" : " when \(b.context)")
            return Entry(parameter: plan.parameters[b.parameter].name.value, value: Sweep.headline(b).text,
                         key: VisibleText.escape(key))
        }
    }

    /// The golden file's text.
    public static func render(_ entries: [Entry], script name: String, runs: Int, refine: String) -> String {
        var out = "# The boundaries of \(VisibleText.escape(name))'s sweep (\(runs) run\(runs == 1 ? "" : "s"), refined to \(refine)), "
            + "written by gesturelab test --update.\n"
        out += "# Each line: where the outcome changes along one parameter (the other parameters' values after 'when').\n"
        if entries.isEmpty { out += "# None: every run has the same outcome along each parameter.\n" }
        for e in entries { out += e.text + "\n" }
        return out
    }

    /// The entries of a golden file, or the first line that is not one (its number and text).
    public static func parse(_ text: String) -> Result<[Entry], Difference> {
        var entries: [Entry] = []
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let entry = parseLine(line, number: i + 1) else {
                let shown = VisibleText.escape(String(line.prefix(80)))
                return .failure(Difference(message: "line \(i + 1) is not a boundary ('\(shown)'); gesturelab test --update rewrites the file",
                                           line: i + 1))
            }
            entries.append(entry)
        }
        return .success(entries)
    }

    /// `PARAM = VALUE: KEY`, PARAM an identifier and VALUE without spaces.
    static func parseLine(_ line: Substring, number: Int) -> Entry? {
        guard let equals = line.firstRange(of: " = "), let colon = line[equals.upperBound...].firstRange(of: ": ") else { return nil }
        let name = line[..<equals.lowerBound], value = line[equals.upperBound..<colon.lowerBound], key = line[colon.upperBound...]
        guard let first = name.first, first == "_" || first.isLetter, name.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }),
              !value.isEmpty, !value.contains(" "), !key.isEmpty else { return nil }
        return Entry(parameter: String(name), value: String(value), key: String(key), line: number)
    }

    /// What changed from `expected` (the golden's) to `actual` (the sweep's): boundaries with the same key are paired in
    /// order; a pair with different values moved, one without a partner is gone or new (listed in that order: moved,
    /// gone, new). Empty when they agree.
    public static func compare(expected: [Entry], actual: [Entry], goldenName: String) -> [Difference] {
        var differences: [Difference] = []
        var pending: [String: [Entry]] = [:]
        var order: [String] = []
        for e in expected {
            if pending[e.key] == nil { order.append(e.key) }
            pending[e.key, default: []].append(e)
        }
        var news: [Entry] = []
        for a in actual {
            guard var list = pending[a.key], !list.isEmpty else {
                news.append(a)
                continue
            }
            // The same parameter first: a key is one parameter's in a one-parameter sweep, but be exact.
            let at = list.firstIndex { $0.parameter == a.parameter } ?? 0
            let e = list.remove(at: at)
            pending[a.key] = list
            if e.value != a.value || e.parameter != a.parameter {
                let from = "\(e.parameter) = \(e.value)", to = e.parameter == a.parameter ? a.value : "\(a.parameter) = \(a.value)"
                differences.append(Difference(message: "\(a.key) moved from \(from) to \(to)", line: e.line))
            }
        }
        for key in order {
            for e in pending[key] ?? [] {
                differences.append(Difference(message: "\(e.key) at \(e.parameter) = \(e.value) is gone (\(goldenName) has it)",
                                              line: e.line))
            }
        }
        for a in news {
            differences.append(Difference(message: "\(a.key) at \(a.parameter) = \(a.value) is new (not in \(goldenName))", line: 1))
        }
        return differences
    }
}
