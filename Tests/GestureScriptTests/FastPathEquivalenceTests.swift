import Foundation
@testable import GestureEngine
@testable import GestureScript
@testable import GestureLanguage
@testable import GestureTranscript
import Testing

/// The engine's fast paths (`Sources/GestureEngine/Environment/FastPaths/`) do what the general paths do: every
/// scenario, example and generated script runs with and without them, and the two runs must agree byte for byte —
/// the JSON lines (every trace event), the full transcript, and, untraced, the engine's state at the end (each
/// recognizer's state, action count and last transition, the console count, view calls, fingers, timers and withheld
/// phases).
@Suite struct FastPathEquivalenceTests {
    static let root: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every `.gesture` file under `Tests/Scenarios` and `examples`, relative to the repository.
    static let files: [String] = {
        var found: [String] = []
        for dir in ["Tests/Scenarios", "examples"] {
            let base = root.appendingPathComponent(dir).path
            guard let walker = FileManager.default.enumerator(atPath: base) else { continue }
            while let relative = walker.nextObject() as? String {
                if relative.hasSuffix(".gesture") { found.append(dir + "/" + relative) }
            }
        }
        return found.sorted()
    }()

    @Test func theFilesAreFound() {
        #expect(Self.files.count > 120)
        #expect(Self.files.contains("examples/01-double-tap.gesture"))
    }

    @Test(arguments: files)
    func aScriptRunsTheSameWithoutTheFastPaths(_ path: String) throws {
        let data = try #require(FileManager.default.contents(atPath: Self.root.appendingPathComponent(path).path))
        let text = String(decoding: data, as: UTF8.self)
        for mode in Mode.allCases {
            let fast = Self.output(of: text, name: path, mode: mode, fastPaths: true)
            let general = Self.output(of: text, name: path, mode: mode, fastPaths: false)
            #expect(fast == general, "\(path), \(mode): \(Self.firstDifference(fast, general))")
        }
    }

    /// Generated scripts (the property tests' generator and seeds), traced and untraced.
    @Test func generatedScriptsRunTheSameWithoutTheFastPaths() {
        var differing: [String] = []
        for seed in PropertyTests.seeds(0xFA57) {
            var generator = ScriptGenerator(seed: seed)
            let text = generator.make().text
            for mode in Mode.allCases {
                let fast = Self.output(of: text, name: "generated.gesture", mode: mode, fastPaths: true)
                let general = Self.output(of: text, name: "generated.gesture", mode: mode, fastPaths: false)
                if fast != general { differing.append("seed \(seed), \(mode): \(Self.firstDifference(fast, general))\n\(text)") }
            }
        }
        #expect(differing.isEmpty, "\(differing.count) runs differ; the first: \(differing.first ?? "")")
    }

    /// How a run is looked at.
    enum Mode: CaseIterable {
        /// JSON lines: every trace event, statement and expectation result.
        case jsonl
        /// The text transcript at level `all` (every event with its exact time, every repeat iteration).
        case transcript
        /// Nothing traced (a `--quiet` run): the engine's state at the end.
        case untraced
    }

    static func output(of text: String, name: String, mode: Mode, fastPaths: Bool) -> String {
        var options = SessionOptions()
        options.engineFastPaths = fastPaths ? .all : []
        switch mode {
        case .jsonl, .transcript:
            options.traceLevel = .all
            var out = ""
            let outcome = ScriptRunner.run(name: name, bytes: Array(text.utf8), options: options, format: mode == .jsonl ? .jsonl : .text) {
                out += $0
            }
            return out + "\nstatus \(outcome.status) \(outcome.expectationsChecked) \(outcome.expectationFailures)\n" + outcome.diagnostics
        case .untraced:
            options.producesTranscript = false
            let file = SourceFile(name: name, text: text)
            let (script, diagnostics) = Parser.parse(file)
            guard !diagnostics.contains(where: \.isError) else { return "syntax errors" }
            let session = Session(options: options)
            session.env.countsViewCalls = true
            var failures = 0
            let result = session.run(script) { output in
                if case .expectationFailure = output { failures += 1 }
            }
            return "error \(result.error.map { "\($0)" } ?? "none"), \(failures) failures\n" + fingerprint(session.env)
        }
    }

    /// What an untraced run leaves behind that the fast paths could change.
    static func fingerprint(_ env: GestureEnvironment) -> String {
        var lines = ["now \(env.now), \(env.eventCount) events, \(env.consoleLineCount) console lines, view calls \(env.viewCalls)"]
        for r in env.recognizers {
            lines.append("\(r.name): \(r.state), \(r.actionCount) actions, last \(r.lastTransition)")
        }
        lines.append("fingers \(env.fingerSnapshots())")
        lines.append("timers \(env.pendingTimers())")
        for v in env.views.indices { lines.append("withheld from \(v): \(env.withheldDeliveries(of: ViewID(index: v)))") }
        return lines.joined(separator: "\n")
    }

    static func firstDifference(_ a: String, _ b: String) -> String {
        let la = a.split(separator: "\n", omittingEmptySubsequences: false)
        let lb = b.split(separator: "\n", omittingEmptySubsequences: false)
        for k in 0..<max(la.count, lb.count) where k >= la.count || k >= lb.count || la[k] != lb[k] {
            return "line \(k + 1): fast \(k < la.count ? String(la[k]) : "(none)") | general \(k < lb.count ? String(lb[k]) : "(none)")"
        }
        return "(same)"
    }
}
