import Foundation
import GestureAnalysis
@testable import GestureEngine
import Testing
@testable import GestureScript
@testable import GestureLanguage
@testable import GestureTranscript

/// Properties of every run, over scripts generated from seeds (`ScriptGenerator`): legal state transitions, actions
/// only in acting states, complete touch sequences at the views, every withheld phase settled, the same bytes twice,
/// and bug reports that re-run to the same trace.
///
/// Each test runs `GESTURELAB_PROPERTY_CASES` seeds (default 300; `scripts/fuzz` runs thousands), always the same
/// ones, so a run is reproducible. A failing case is shrunk (steps and scene extras removed while it still fails)
/// and printed with its seed and script: paste the script into a `.gesture` file to replay it.
@Suite struct PropertyTests {
    static var caseCount: Int {
        ProcessInfo.processInfo.environment["GESTURELAB_PROPERTY_CASES"].flatMap { Int($0) }.map { max(1, $0) } ?? 300
    }

    /// The seeds of one test: distinct per test (`salt`), fixed across runs.
    static func seeds(_ salt: UInt64) -> [UInt64] { (0..<UInt64(caseCount)).map { $0 &* 0x1_0000 &+ salt } }

    /// What one run produced: its trace, its transcript, how it ended, and the names of its scene.
    struct Run {
        var events: [TraceEvent] = []
        var transcript = ""
        var status: GestureTranscript.ExitStatus = .ok
        var diagnostics = ""
        var properties = TraceProperties(kinds: [:], names: [:], viewNames: [:])
        /// Whether the views' queues of withheld phases were empty at the end (the engine's own record).
        var queuesEmpty = true
    }

    static func run(_ text: String, name: String = "generated.gesture") -> Run {
        var out = Run()
        let file = SourceFile(name: name, text: text)
        let (script, diagnostics) = Parser.parse(file)
        if let error = diagnostics.first(where: \.isError) {
            out.status = .scriptError
            out.diagnostics = DiagnosticRenderer.render(error, in: file, color: false)
            return out
        }
        var options = SessionOptions()
        options.traceAllIterations = true  // every repeat iteration in the trace, not a summary
        let session = Session(options: options)
        let formatter = TranscriptFormatter(style: .plain, showsStatements: true, fileName: name)
        var scene = SceneTable()
        let result = session.run(script) { output in
            scene.read(output)
            if case .trace(let events) = output { out.events += events }
            out.transcript += formatter.render(output, scene: scene)
        }
        if let error = result.error {
            out.status = .scriptError
            out.diagnostics = DiagnosticRenderer.render(error, in: file, color: false)
        } else if result.expectationFailures > 0 {
            out.status = .expectationFailed
        }
        let env = session.env
        out.queuesEmpty = env.viewQueues.isEmpty
        for k in env.recognizers.indices {
            out.properties.kinds[k] = env.recognizers[k].kind
            out.properties.names[k] = env.recognizers[k].name
        }
        for (k, view) in env.views.enumerated() { out.properties.viewNames[k] = view.name }
        return out
    }

    /// Checks `property` on the script of every seed; if any fail, records one issue with how many and which, and
    /// the first one's problems and shrunk script.
    static func check(_ title: String, salt: UInt64, _ property: (GeneratedScript) -> [String]) {
        var failing: [UInt64] = []
        var first: (seed: UInt64, script: GeneratedScript, problems: [String])?
        for seed in seeds(salt) {
            var generator = ScriptGenerator(seed: seed)
            let script = generator.make()
            let problems = property(script)
            guard !problems.isEmpty else { continue }
            failing.append(seed)
            if first == nil { first = (seed, script, problems) }
        }
        if let (seed, script, problems) = first {
            var smallest = script
            var smallestProblems = problems
            var progress = true
            while progress {
                progress = false
                for candidate in smallest.shrinkCandidates {
                    let p = property(candidate)
                    if !p.isEmpty {
                        smallest = candidate
                        smallestProblems = p
                        progress = true
                        break
                    }
                }
            }
            Issue.record("""
                \(title) does not hold for \(failing.count) of \(caseCount) seeds: \(failing.prefix(20).map(String.init).joined(separator: ", "))
                First, seed \(seed):
                \(smallestProblems.prefix(8).joined(separator: "\n"))
                --- shrunk script ---
                \(smallest.text)--- original script (seed \(seed)) ---
                \(script.text)
                """)
        }
    }

    /// A generated script must run without an error, or the other properties would check a cut-off timeline.
    static func runsCleanly(_ run: Run) -> [String] {
        run.status == .scriptError ? ["the generated script stopped with an error:\n\(run.diagnostics)"] : []
    }

    @Test func generatedScriptsRunWithoutErrors() {
        Self.check("A generated script runs without errors", salt: 1) { Self.runsCleanly(Self.run($0.text)) }
    }

    @Test func onlyLegalTransitionsAndActionsInActingStates() {
        Self.check("Legal transitions and actions", salt: 2) { script in
            let run = Self.run(script.text)
            return Self.runsCleanly(run) + run.properties.statesAndActions(run.events)
        }
    }

    @Test func eachTouchAViewHearsBeginsMovesAndEndsOnce() {
        Self.check("Complete touch sequences at the views", salt: 3) { script in
            let run = Self.run(script.text)
            return Self.runsCleanly(run) + run.properties.viewTouchSequences(run.events, complete: run.status != .scriptError)
        }
    }

    @Test func everyWithheldPhaseIsReleasedCancelledOrDropped() {
        Self.check("Withheld phases settle", salt: 4) { script in
            let run = Self.run(script.text)
            return Self.runsCleanly(run) + run.properties.withheldAreSettled(run.events)
                + (run.queuesEmpty ? [] : ["end: a view's queue of withheld phases is not empty"])
        }
    }

    @Test func theSameScriptPrintsTheSameBytesTwice() {
        Self.check("Same bytes twice", salt: 5) { script in
            let text = script.text
            var first = "", second = ""
            let a = ScriptRunner.run(name: "g.gesture", bytes: Array(text.utf8)) { first += $0 }
            let b = ScriptRunner.run(name: "g.gesture", bytes: Array(text.utf8)) { second += $0 }
            var problems: [String] = []
            if first != second { problems.append("the transcript differs between two runs") }
            if a.status != b.status || a.diagnostics != b.diagnostics { problems.append("the outcome differs between two runs") }
            return problems
        }
    }

    @Test func aBugReportRerunsToTheSameTrace() {
        // A report replays the timeline twice and runs it once more here: a third of the cases keeps CI short.
        Self.check("Bug reports re-run to the same trace", salt: 6) { script in
            guard script.steps.count % 3 == 0 || Self.caseCount > 1000 else { return [] }
            let text = script.text
            let original = Self.run(text)
            guard original.status != .scriptError else { return Self.runsCleanly(original) }
            let report: String
            switch BugReport.make(source: text, madeBy: "property test", name: "g.gesture") {
            case .success(let r): report = r
            case .failure(let f): return ["no report: \(f.diagnostics)"]
            }
            let replay = Self.run(report, name: "report.gesture")
            var problems: [String] = []
            if replay.status != .ok { problems.append("the report does not pass as written (status \(replay.status)):\n\(replay.diagnostics)") }
            if replay.events != original.events {
                let k = zip(replay.events, original.events).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                    ?? min(replay.events.count, original.events.count)
                problems.append("the report's trace differs from the script's at event \(k) of \(original.events.count)")
            }
            return problems
        }
    }
}

/// The property tests are only as good as what they see: the generated scripts reach every kind of event the
/// properties read, and the checks reject traces that break them.
@Suite struct PropertyCoverageTests {
    @Test func generatedScriptsReachEveryEventThePropertiesRead() {
        var seen: Set<String> = []
        for seed in PropertyTests.seeds(7).prefix(150) {
            var generator = ScriptGenerator(seed: seed)
            for event in PropertyTests.run(generator.make().text).events {
                switch event {
                case .transition(_, _, _, let to, _): seen.insert("transition to \(to)")
                case .action(_, _, let s, _): seen.insert("action \(s)")
                case .viewCall(_, _, let call, _, let delivery):
                    switch delivery {
                    case .live: seen.insert("live \(call)")
                    case .released: seen.insert("released")
                    case .cancelledBy: seen.insert("cancelled by a recognizer")
                    }
                case .withheld: seen.insert("withheld")
                case .dropped: seen.insert("dropped")
                case .reset: seen.insert("reset")
                case .waiting: seen.insert("waiting")
                case .touchEvent, .timerFired, .touchRejected, .log, .controlEvent, .delegateAnswer, .passedOn, .timerScheduled,
                    .timerCancelled, .scrolled, .contentTouchAnswer: break
                }
            }
        }
        let needed = ["transition to began", "transition to changed", "transition to ended", "transition to cancelled",
                      "transition to failed", "action began", "action changed", "action ended", "action cancelled",
                      "live began", "live moved", "live ended", "live cancelled", "released", "cancelled by a recognizer",
                      "withheld", "dropped", "reset", "waiting"]
        #expect(needed.filter { !seen.contains($0) } == [])
    }

    static let twoRecognizers = TraceProperties(kinds: [0: .tap, 1: .pan], names: [0: "tap", 1: "pan"], viewNames: [1: "v"])
    static let t = VirtualTime.start

    @Test func theChecksRejectBrokenTraces() {
        let p = Self.twoRecognizers
        let tap = RecognizerID(index: 0), pan = RecognizerID(index: 1), v = ViewID(index: 1)
        // A discrete recognizer cannot begin; a continuous one cannot skip began; no action in `failed`.
        #expect(p.statesAndActions([.transition(time: Self.t, recognizer: tap, from: .possible, to: .began, cause: nil)]).count == 1)
        #expect(p.statesAndActions([.transition(time: Self.t, recognizer: pan, from: .possible, to: .ended, cause: nil)]).count == 1)
        #expect(p.statesAndActions([.transition(time: Self.t, recognizer: pan, from: .possible, to: .failed, cause: nil),
                                    .action(time: Self.t, recognizer: pan, state: .failed, method: "log")]).count == 1)
        #expect(p.statesAndActions([.transition(time: Self.t, recognizer: tap, from: .possible, to: .ended, cause: nil),
                                    .action(time: Self.t, recognizer: tap, state: .ended, method: "log"),
                                    .reset(time: Self.t, recognizers: [tap]),
                                    .transition(time: Self.t, recognizer: tap, from: .possible, to: .failed, cause: nil)]) == [])
        // A view that hears a move without a begin, or a begin that never ends.
        #expect(p.viewTouchSequences([.viewCall(time: Self.t, view: v, call: .moved, fingers: [1], delivery: .live)], complete: true).count == 1)
        #expect(p.viewTouchSequences([.viewCall(time: Self.t, view: v, call: .began, fingers: [1], delivery: .live)], complete: true).count == 1)
        #expect(p.viewTouchSequences([.viewCall(time: Self.t, view: v, call: .began, fingers: [1], delivery: .live),
                                      .viewCall(time: Self.t, view: v, call: .ended, fingers: [1], delivery: .live)], complete: true) == [])
        // A withheld phase left in the queue.
        #expect(p.withheldAreSettled([.withheld(time: Self.t, view: v, phase: .began, fingers: [1], by: [tap])]).count == 1)
        #expect(p.withheldAreSettled([.withheld(time: Self.t, view: v, phase: .began, fingers: [1], by: [tap]),
                                      .viewCall(time: Self.t, view: v, call: .began, fingers: [1],
                                                delivery: .released(originalTime: Self.t))]) == [])
    }
}
