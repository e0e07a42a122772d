import Foundation
import GestureAnalysis
import GestureEngine
import GestureLab
import GestureLanguage
import GestureScript
import GestureTranscript
import Testing

/// `gesturelab explain` and `gesturelab report` run their script through the library (`ScriptRun.stream`) and read
/// only its output stream: what they answer is what they answered from the interpreter's own runner, for every
/// example and scenario script. The reports are the very bytes of the analysis's golden file (ConsumerGoldens, which
/// the interpreter's runner writes).
@Suite struct AnalysisReadsTheLibrarysRunTests {
    static let root = ExternalPackageTests.root

    /// Every `.gesture` file under examples/ and Tests/Scenarios/, as paths relative to the repository, sorted (as
    /// the goldens list them).
    static let scripts: [String] = {
        var found: [String] = []
        for dir in ["examples", "Tests/Scenarios"] {
            guard let e = FileManager.default.enumerator(atPath: root + "/" + dir) else { continue }
            while let p = e.nextObject() as? String { if p.hasSuffix(".gesture") { found.append(dir + "/" + p) } }
        }
        return found.sorted()
    }()

    static func text(_ path: String) -> String {
        String(decoding: FileManager.default.contents(atPath: root + "/" + path) ?? Data(), as: UTF8.self)
    }

    @Test func everyReportIsTheGolden() throws {
        var out = ""
        for path in Self.scripts {
            switch BugReport.make(source: Self.text(path), madeBy: "gesturelab report \(path)", name: path, running: ScriptRun.stream) {
            case .success(let r): out += "=== \(path)\n" + r
            case .failure(let f): out += "=== \(path) (no report)\n" + f.diagnostics
            }
        }
        let golden = try String(contentsOfFile: Self.root + "/Tests/GestureScriptTests/ConsumerGoldens/report.txt", encoding: .utf8)
        #expect(out == golden)
    }

    /// Each recognizer and view of the script, now and 1 ms into its first gesture, asked through both runners.
    @Test(arguments: scripts) func everyExplanationIsTheInterpreters(path: String) {
        let bytes = Array(Self.text(path).utf8)
        let (script, diagnostics) = Parser.parse(SourceFile(name: path, bytes: bytes))
        var subjects = ["noSuchName"]
        var times: [String?] = [nil]
        if !diagnostics.contains(where: \.isError), let bound = try? ParameterBinder.bindingFirstValues(script) {
            var options = SessionOptions()
            options.keepsFullHistory = true
            var log = GestureLog()
            ScriptRun.stream(bound, options: options) { log.read($0) }
            subjects += log.scene.recognizerNames + log.scene.viewNames.map { "view " + $0 }
            if let start = log.recordedGestures.first?.events.first?.time.microseconds {
                times.append(formatMicroseconds(start + 1000))
            }
        }
        for subject in subjects {
            for at in times {
                let library = ScriptExplainer.run(name: path, bytes: bytes, recognizer: subject, at: at, width: 100,
                                                  running: ScriptRun.stream)
                let interpreter = ScriptExplainer.run(name: path, bytes: bytes, recognizer: subject, at: at, width: 100)
                #expect(library.text == interpreter.text, "\(path) \(subject) \(at ?? "")")
                #expect(library.diagnostics == interpreter.diagnostics, "\(path) \(subject) \(at ?? "")")
                #expect(library.status == interpreter.status, "\(path) \(subject) \(at ?? "")")
            }
        }
    }

    /// The library's run traces what the analysis reads and no more: no timer bookkeeping (scheduled and cancelled
    /// timers, which `GestureRecorder` skips), even from a session whose options trace it for its pictures (the
    /// REPL's `:bugreport`), while a run whose options ask for it (`report --html`'s pictures) still gets it.
    @Test func theAnalysisRunTracesNoTimers() {
        let path = "examples/01-double-tap.gesture"
        let text = Self.text(path)
        var timerEvents = 0, runs = 0
        func counting(_ script: Script, _ options: SessionOptions, _ sink: @escaping (SessionOutput) -> Void) {
            runs += 1
            ScriptRun.stream(script, options: options) { output in
                if case .trace(let events) = output { timerEvents += events.count { $0.isTimerBookkeeping } }
                sink(output)
            }
        }
        var repl = SessionOptions()
        repl.tracesTimers = true
        for options in [SessionOptions(), repl] {
            _ = BugReport.make(source: text, madeBy: "test", name: path, options: options, running: counting)
            _ = ScriptExplainer.run(name: path, bytes: Array(text.utf8), recognizer: "doubleTap", options: options, running: counting)
        }
        #expect(runs >= 4)
        #expect(timerEvents == 0)
        // Asked for, they are there: the double tap's timers are scheduled and cancelled.
        var options = SessionOptions()
        options.tracesTimers = true
        options.producesTranscript = true
        let (parsed, _) = Parser.parse(SourceFile(name: path, text: text))
        ScriptRun.stream(parsed, options: options) { output in
            if case .trace(let events) = output { timerEvents += events.count { $0.isTimerBookkeeping } }
        }
        #expect(timerEvents > 0)
    }
}
