import Foundation
import GestureAnalysis
import GestureEngine
import GestureLanguage
import Testing
@testable import GestureScript
@testable import GestureTranscript

/// Whole outputs of the readers of the stream that analyse a run (`explain`/`:why`, `report`, sweeps), for every
/// example and scenario script (sweeps: every example with parameters), compared byte for byte with files kept in `ConsumerGoldens/`. They guard those readers while
/// they change how they learn about the run: the answers must not. `GESTURELAB_WRITE_CONSUMER_GOLDENS=1` rewrites
/// the files (only when an output is meant to change).
@Suite struct ConsumerGoldenTests {
    static let root = JSONLTraceTests.root
    static let goldens = root.appendingPathComponent("Tests/GestureScriptTests/ConsumerGoldens")

    /// Every `.gesture` file under examples/ and Tests/Scenarios/, as paths relative to the repository, sorted.
    static let scripts: [String] = {
        var found: [String] = []
        for dir in ["examples", "Tests/Scenarios"] {
            let base = root.appendingPathComponent(dir).path
            guard let e = FileManager.default.enumerator(atPath: base) else { continue }
            while let p = e.nextObject() as? String { if p.hasSuffix(".gesture") { found.append(dir + "/" + p) } }
        }
        return found.sorted()
    }()

    static func text(_ path: String) -> String {
        String(decoding: FileManager.default.contents(atPath: root.appendingPathComponent(path).path) ?? Data(), as: UTF8.self)
    }

    /// The names and gesture start times a script's run has, for the questions asked of it (nil when it does not parse).
    static func subjects(_ path: String) -> (recognizers: [String], views: [String], selections: [String], starts: [Int64], now: Int64)? {
        let file = SourceFile(name: path, text: text(path))
        let (script, diagnostics) = Parser.parse(file)
        guard !diagnostics.contains(where: \.isError) else { return nil }
        var options = SessionOptions()
        options.keepsFullHistory = true
        var log = GestureLog()
        ScriptRunner.stream(script, options: options) { log.read($0) }
        let starts = log.recordedGestures.compactMap { $0.events.first?.time.microseconds }
        // A table's and a collection's selection (`:why TABLE.didSelectRowAt`).
        let selections = log.scene.views.compactMap { v in
            v.scroll?.cells.map { v.name + ($0.kind == .table ? ".didSelectRowAt" : ".didSelectItemAt") }
        }
        return (log.scene.recognizerNames, log.scene.viewNames, selections, starts, log.scene.now.microseconds)
    }

    /// Every question asked of one script: each recognizer, each view and two of its calls (a table's selection too), now and at the start of
    /// (and 1ms into) each of its first three gestures; an unknown name and a time after the clock.
    static func questions(_ path: String) -> [(String, String?)] {
        guard let s = subjects(path) else { return [("nothing", nil)] }
        var subjects = s.recognizers + s.views.flatMap { ["view " + $0, $0 + ".touchesEnded", $0 + ".touchUpInside"] } + s.selections
        subjects.append("noSuchName")
        var times: [String?] = [nil]
        for t in s.starts.prefix(3) { times += [formatMicroseconds(t), formatMicroseconds(t + 1000)] }
        times.append(formatMicroseconds(s.now + 1000))
        return subjects.flatMap { subject in times.map { (subject, $0) } }
    }

    static func whyAnswers(_ path: String) -> String {
        var out = ""
        let bytes = Array(text(path).utf8)
        for (subject, at) in questions(path) {
            let o = ScriptExplainer.run(name: path, bytes: bytes, recognizer: subject, at: at, width: 100)
            out += "=== \(path): \(subject)\(at.map { " at " + $0 } ?? "") → \(o.status)\n" + o.text + o.diagnostics
        }
        return out
    }

    static func report(_ path: String) -> String {
        switch BugReport.make(source: text(path), madeBy: "gesturelab report \(path)", name: path) {
        case .success(let r): return "=== \(path)\n" + r
        case .failure(let f): return "=== \(path) (no report)\n" + f.diagnostics
        }
    }

    /// A whole sweep of each script in examples/sweeps as `gesturelab sweep` prints it (every combination, the
    /// boundaries refined at the default steps, no colour, no width).
    static func sweep(_ path: String) -> String {
        let file = SourceFile(name: path, text: text(path))
        let (script, diagnostics) = Parser.parse(file)
        guard !diagnostics.contains(where: \.isError) else { return "=== \(path) (does not parse)\n" }
        do {
            let sweep = try Sweep(script: script)
            let runs = try sweep.run(sweep.plan.indices(sample: nil, seed: 0))
            let refine = SweepRefinement()
            let (boundaries, omitted) = try sweep.boundaries(of: runs, refine: refine)
            return "=== \(path)\n" + SweepText.render(file: path, plan: sweep.plan, runs: runs, boundaries: boundaries, omitted: omitted,
                                                     refine: refine, color: false)
        } catch {
            return "=== \(path) (failed)\n\(error)\n"
        }
    }

    /// Whether a script declares a `param` (an example sweep).
    static func hasParameters(_ path: String) -> Bool {
        !Parser.parse(SourceFile(name: path, text: text(path))).0.parameters.isEmpty
    }

    static func compare(_ actual: String, golden name: String) throws {
        let url = goldens.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["GESTURELAB_WRITE_CONSUMER_GOLDENS"] == "1" {
            try Data(actual.utf8).write(to: url)
            return
        }
        let expected = try #require(FileManager.default.contents(atPath: url.path), "missing \(name)")
        let e = String(decoding: expected, as: UTF8.self)
        if e != actual {
            let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let b = e.split(separator: "\n", omittingEmptySubsequences: false)
            let k = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
            Issue.record("\(name) differs first at line \(k + 1):\n  got:      \(k < a.count ? a[k] : "<end>")\n  expected: \(k < b.count ? b[k] : "<end>")")
        }
    }

    @Test func everyWhyAnswerIsTheGolden() throws {
        #expect(Self.scripts.count > 100)
        try Self.compare(Self.scripts.map(Self.whyAnswers).joined(), golden: "why.txt")
    }

    @Test func everySweepIsTheGolden() throws {
        let sweeps = Self.scripts.filter { $0.hasPrefix("examples/") && Self.hasParameters($0) }
        #expect(sweeps.count >= 6)
        #expect(sweeps.contains("examples/containers/content-touch-delay.gesture"))
        try Self.compare(sweeps.map(Self.sweep).joined(), golden: "sweep.txt")
    }

    @Test func everyReportIsTheGolden() throws {
        try Self.compare(Self.scripts.map(Self.report).joined(), golden: "report.txt")
    }
}
