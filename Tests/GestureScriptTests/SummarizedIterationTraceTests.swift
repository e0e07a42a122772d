import Foundation
@testable import GestureEngine
@testable import GestureLanguage
@testable import GestureScript
@testable import GestureTranscript
import Testing

/// A repeat iteration the transcript summarizes is traced for its outcomes only (`SessionOptions.readerSummarizesIterations`,
/// `GestureEnvironment.tracesOutcomes`): the engine builds its transitions, actions and console lines, the only events
/// a summary counts, and runs untraced otherwise (its fast paths too). Two things must hold:
/// - the outcomes are the full trace's, in the same order, for every script (the untraced paths, fast paths included,
///   must not move a transition, an action or a console line);
/// - the transcript is the same, byte for byte, at every level, with summarized iterations traced in full or not.
@Suite struct SummarizedIterationTraceTests {
    static func isOutcome(_ e: TraceEvent) -> Bool {
        switch e {
        case .transition, .action, .log: true
        default: false
        }
    }

    /// Every trace event the session hands on while running `text`, and how the run ended. `outcomesOnly`: the whole
    /// run is traced as a summarized iteration is.
    static func trace(of text: String, name: String, outcomesOnly: Bool) -> (events: [TraceEvent], end: String) {
        let (script, diagnostics) = Parser.parse(SourceFile(name: name, text: text))
        guard !diagnostics.contains(where: \.isError) else { return ([], "syntax errors") }
        var options = SessionOptions()
        options.readerSummarizesIterations = outcomesOnly
        let session = Session(options: options)
        session.inSummarizedIteration = outcomesOnly
        var events: [TraceEvent] = []
        var failures: [String] = []
        let result = session.run(script) { output in
            switch output {
            case .trace(let batch): events += batch.filter { !$0.isTimerBookkeeping }
            case .expectationFailure(let f): failures.append("\(f.line): \(f.expected) / \(f.actual) / \(f.explanation ?? "-")")
            default: break
            }
        }
        if outcomesOnly { #expect(!session.env.isTracing && session.env.tracesOutcomes, "\(name)") }
        return (events, "\(result.error.map { "\($0)" } ?? "no error"), \(result.expectationsChecked) checked\n" + failures.joined(separator: "\n"))
    }

    static let files: [String] = FastPathEquivalenceTests.files
        + OutputBytesTests.scripts.map { "Tests/OutputBytes/scripts/" + $0 }

    static func text(of path: String) throws -> String {
        let data = try #require(FileManager.default.contents(atPath: FastPathEquivalenceTests.root.appendingPathComponent(path).path))
        return String(decoding: data, as: UTF8.self)
    }

    @Test(arguments: files)
    func theOutcomesAreTheFullTracesInOrder(_ path: String) throws {
        let text = try Self.text(of: path)
        let full = Self.trace(of: text, name: path, outcomesOnly: false)
        let outcomes = Self.trace(of: text, name: path, outcomesOnly: true)
        #expect(outcomes.events.allSatisfy(Self.isOutcome), "\(path)")
        #expect(outcomes.events == full.events.filter(Self.isOutcome), "\(path)")
        #expect(outcomes.end == full.end, "\(path)")
    }

    @Test func generatedScriptsTraceTheSameOutcomes() {
        var differing: [String] = []
        for seed in PropertyTests.seeds(0x0C0E) {
            var generator = ScriptGenerator(seed: seed)
            let text = generator.make().text
            let full = Self.trace(of: text, name: "generated.gesture", outcomesOnly: false)
            let outcomes = Self.trace(of: text, name: "generated.gesture", outcomesOnly: true)
            if outcomes.events != full.events.filter(Self.isOutcome) || outcomes.end != full.end { differing.append("seed \(seed)\n\(text)") }
        }
        #expect(differing.isEmpty, "\(differing.count) runs differ; the first: \(differing.first ?? "")")
    }

    /// The transcript at `level`, through the printer `run` uses, with summarized iterations traced for their
    /// outcomes or in full.
    static func transcript(of text: String, name: String, level: TraceLevel, outcomesOnly: Bool) -> (text: String, summarizedEvents: [TraceEvent]) {
        let (script, diagnostics) = Parser.parse(SourceFile(name: name, text: text))
        guard !diagnostics.contains(where: \.isError) else { return ("syntax errors", []) }
        var options = SessionOptions()
        options.traceLevel = level
        options.readerSummarizesIterations = outcomesOnly
        let session = Session(options: options)
        var printer = TranscriptPrinter(formatter: TranscriptFormatter(style: .plain, showsStatements: true, fileName: name, lineNumbers: true))
        var out = ""
        var summarizedEvents: [TraceEvent] = []
        let result = session.run(script) { output in
            if case .trace(let events) = output, session.inSummarizedIteration { summarizedEvents += events }
            out += printer.render(output)
        }
        out += printer.finish()
        return (out + "\n\(result.error.map { "\($0)" } ?? "no error"), \(result.expectationFailures) failed", summarizedEvents)
    }

    /// Repeats the transcript summarizes in every way: nested, with failures and notes inside, a level changed inside
    /// one, TouchTracker's console and model, a table decelerating into the next iteration, an error inside one (the
    /// second iteration's `down 1`: the first left finger 1 down).
    static let repeats: [String] = [
        """
        recognizer double = tap numberOfTapsRequired = 2
        recognizer single = tap
        single requireToFail double
        recognizer pan = pan
        repeat 3 {
          tap at 100,100
          wait 1s
          drag from 10,10 to 200,10 over 200ms
          repeat 2 { tap at 100,100 taps 2; wait 500ms; expect single state possible }
          expect single states recognized
          expect pan states began changed ended
          expect log "nothing"
        }
        repeat 4 { tap at 100,100; wait 100ms; set trace all; tap at 100,100; wait 1s; set trace normal }
        set trace brief
        repeat 3 { repeat 2 { drag from 10,10 to 50,50 over 100ms }; expect pan actions 1 }
        """,
        """
        use touchtracker
        repeat 3 {
          drag from 10,10 to 100,100 over 100ms
          wait 1s
          tap at 55,55 taps 2
          wait 1s
        }
        """,
        """
        view list frame 0,0,375,667 tableView rows 200
        repeat 3 {
          drag from 100,500 to 100,200 over 100ms
          wait 300ms
          tap at 100,300
          wait 2s
        }
        """,
        """
        recognizer pan = pan
        repeat 3 {
          down 2 at 100,100
          up 2
          wait 100ms
          down 1 at 10,10
          move 1 to 100,10 over 100ms
          wait 1s
        }
        """,
    ]

    @Test(arguments: 0..<repeats.count)
    func summarizedIterationsPrintTheSameTracedForTheirOutcomes(_ k: Int) {
        for level in TraceLevel.allCases {
            let full = Self.transcript(of: Self.repeats[k], name: "repeats.gesture", level: level, outcomesOnly: false)
            let outcomes = Self.transcript(of: Self.repeats[k], name: "repeats.gesture", level: level, outcomesOnly: true)
            #expect(outcomes.text == full.text, "\(level): \(FastPathEquivalenceTests.firstDifference(outcomes.text, full.text))")
            // What was summarized was traced for its outcomes alone (at level `all` nothing is summarized).
            #expect(outcomes.summarizedEvents.allSatisfy(Self.isOutcome), "\(level)")
            if level != .all { #expect(!outcomes.summarizedEvents.isEmpty, "\(level)") }
        }
    }

    @Test(arguments: files)
    func everyScriptPrintsTheSameTracedForItsOutcomes(_ path: String) throws {
        let text = try Self.text(of: path)
        for level in [TraceLevel.normal, .brief] {
            let full = Self.transcript(of: text, name: path, level: level, outcomesOnly: false)
            let outcomes = Self.transcript(of: text, name: path, level: level, outcomesOnly: true)
            #expect(outcomes.text == full.text, "\(path) \(level): \(FastPathEquivalenceTests.firstDifference(outcomes.text, full.text))")
        }
    }

    /// A summarized iteration reports none of its statements (the transcript prints none of them); the first
    /// iteration, a repeat printed in full (`all`) and JSON lines report every one.
    @Test func summarizedIterationsReportNoStatements() {
        let text = "recognizer tap = tap\nrepeat 3 { tap at 10,10; wait 1s }\n"
        let (script, _) = Parser.parse(SourceFile(name: "r.gesture", text: text))
        func statements(level: TraceLevel, summarizing: Bool) -> [String] {
            var options = SessionOptions()
            options.traceLevel = level
            options.readerSummarizesIterations = summarizing
            var reported: [String] = []
            Session(options: options).run(script) { output in
                if case .statement(_, let text) = output { reported.append(text) }
            }
            return reported
        }
        let every = ["recognizer tap = tap", "repeat 3 {"] + Array(repeating: ["tap at 10,10", "wait 1s"], count: 3).flatMap { $0 }
        #expect(statements(level: .normal, summarizing: true) == ["recognizer tap = tap", "repeat 3 {", "tap at 10,10", "wait 1s"])
        #expect(statements(level: .all, summarizing: true) == every)
        #expect(statements(level: .normal, summarizing: false) == every)
        var out = ""
        _ = ScriptRunner.run(name: "r.gesture", bytes: Array(text.utf8), format: .jsonl) { out += $0 }
        #expect(out.components(separatedBy: "\"kind\":\"statement\"").count - 1 == every.count)
    }

    /// JSON lines and a run with an observer (the pictures) read every event of every iteration.
    @Test func jsonLinesAndObserversStillGetEveryEvent() {
        let text = "recognizer tap = tap\nrepeat 3 { tap at 10,10; wait 1s }\n"
        var out = ""
        _ = ScriptRunner.run(name: "r.gesture", bytes: Array(text.utf8), format: .jsonl) { out += $0 }
        #expect(out.components(separatedBy: "\"kind\":\"touch\"").count - 1 == 6)
        var touches = 0
        _ = ScriptRunner.run(name: "r.gesture", bytes: Array(text.utf8), observe: { output, _ in
            if case .trace(let events) = output { touches += events.filter { if case .touchEvent = $0 { true } else { false } }.count }
        }, write: { _ in })
        #expect(touches == 6)
    }
}
