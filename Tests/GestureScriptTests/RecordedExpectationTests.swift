import Foundation
@testable import GestureAnalysis
import GestureEngine
import Testing

@testable import GestureScript
@testable import GestureLanguage

/// `expect NAME states …`, `expect view V CALL N` and `expect log …` record only what they read (RecordingNeeds.swift):
/// a quiet run traces the named recognizers' transitions and the console, and counts view calls, instead of tracing
/// everything. Their results and failure messages must be exactly those the full trace gives: an oracle below reads
/// the full trace of a transcript run the way the history used to, and every example and scenario, with its
/// recorded expectations made to fail, must fail the same way quiet, with a transcript and with full history.
struct RecordedExpectationTests {
    enum Mode: CaseIterable { case quiet, transcript, fullHistory }

    struct Run {
        var failures: [ExpectationFailure]
        var result: RunResult
        var session: Session
        /// Everything reported, in order (statements and trace only with a transcript).
        var outputs: [SessionOutput]
    }

    static func run(_ text: String, _ mode: Mode, historyLimit: Int? = nil, name: String = "recorded.gesture") -> Run {
        var options = SessionOptions()
        options.producesTranscript = mode == .transcript
        options.keepsFullHistory = mode == .fullHistory
        if let historyLimit { options.historyLimit = historyLimit }
        let session = Session(options: options)
        let (script, diagnostics) = Parser.parse(SourceFile(name: name, text: text))
        #expect(diagnostics.filter(\.isError).isEmpty, "\(name)")
        var failures: [ExpectationFailure] = []
        var outputs: [SessionOutput] = []
        let result = session.run(script) { output in
            if case .expectationFailure(let f) = output { failures.append(f) }
            outputs.append(output)
        }
        return Run(failures: failures, result: result, session: session, outputs: outputs)
    }

    /// The failures as the transcript shows them: line, iteration, expected, actual and note.
    static func lines(_ failures: [ExpectationFailure]) -> [String] {
        failures.map { "\($0.line) \($0.iteration.map(String.init) ?? "-") expected \($0.expected), got \($0.actual) / \($0.explanation ?? "no note")" }
    }

    private let scene = """
        recognizer double = tap numberOfTapsRequired = 2
        recognizer single = tap
        single requireToFail double
        recognizer pan = pan

        """

    // MARK: - What is recorded

    @Test func aQuietRunTracesOnlyWhatItsExpectationsRead() {
        let states = Self.run(scene + "tap at 100,100\nwait 1s\nexpect single states recognized\n", .quiet)
        let env = states.session.env
        #expect(!env.isTracing)
        #expect(env.traceSelection.tracesTransitions(of: env.recognizer(named: "single")!))
        #expect(!env.traceSelection.tracesTransitions(of: env.recognizer(named: "double")!))
        #expect(!env.traceSelection.tracesTransitions(of: env.recognizer(named: "pan")!))
        #expect(!env.traceSelection.consoleLines)
        #expect(!env.countsViewCalls)
        #expect(env.traceListener != nil)
        #expect(env.trace.isEmpty)
        #expect(Self.lines(states.failures) == [])

        let views = Self.run(scene + "tap at 100,100\nwait 1s\nexpect view window touchesBegan 1\n", .quiet)
        #expect(!views.session.env.isTracing)
        #expect(views.session.env.traceSelection.isEmpty)
        #expect(views.session.env.countsViewCalls)
        #expect(views.session.env.traceListener == nil)
        #expect(Self.lines(views.failures) == [])

        let log = Self.run(scene + "tap at 100,100\nwait 1s\nexpect log \"single recognized\"\n", .quiet)
        #expect(!log.session.env.isTracing)
        #expect(log.session.env.traceSelection.consoleLines)
        #expect(!log.session.env.countsViewCalls)
        #expect(Self.lines(log.failures) == [])

        let counts = Self.run(scene + "tap at 100,100\nwait 1s\nexpect single actions 1\n", .quiet)
        #expect(!counts.session.env.isTracing)
        #expect(counts.session.env.traceSelection.isEmpty)
        #expect(!counts.session.env.countsViewCalls)
        #expect(counts.session.env.traceListener == nil)

        // Output still traces everything.
        #expect(Self.run(scene + "tap at 100,100\nexpect single states recognized\n", .transcript).session.env.isTracing)
    }

    /// A run that prints takes from the full trace only what its expectations read, as a quiet run's listener does:
    /// a long transcript without such expectations keeps no history at all (its memory stays flat).
    @Test func aTranscriptRunRecordsOnlyWhatItsExpectationsRead() throws {
        let gestures = "tap at 100,100\nwait 1s\ndrag from 10,10 to 200,10 over 200ms\nwait 1s\n"
        for mode in [Mode.transcript, .quiet] {
            // An expectation of counts reads the engine's counters, not the history.
            let nothing = Self.run(scene + gestures + "expect pan actions 1\n", mode)
            #expect(nothing.result.error == nil && nothing.result.expectationsChecked == 1, "\(mode)")
            for name in ["single", "double", "pan"] {
                let id = try #require(nothing.session.env.recognizer(named: name))
                #expect(nothing.session.history.states(of: id).states.isEmpty, "\(mode) \(name)")
                for state in GestureState.allCases {
                    #expect(nothing.session.history.entryTimes.log(of: id, state).times.isEmpty, "\(mode) \(name) \(state)")
                }
            }
            #expect(nothing.session.history.log.isEmpty, "\(mode)")

            // (Both fail: the drag makes single fail after it was recognized, and single is recognized once double's
            // tap timer ends, not at 0ms. They are recorded all the same.)
            let single = Self.run(scene + gestures + "expect single states recognized\nexpect single recognized at 0ms\n", mode)
            #expect(single.failures.map(\.line) == [9, 10], "\(mode)")
            let env = single.session.env
            let s = try #require(env.recognizer(named: "single")), p = try #require(env.recognizer(named: "pan"))
            #expect(single.session.history.states(of: s).states == [.ended, .failed], "\(mode)")
            #expect(single.session.history.entryTimes.log(of: s, .ended).times.count == 1, "\(mode)")
            #expect(single.session.history.entryTimes.log(of: s, .failed).times.isEmpty, "\(mode)")
            #expect(single.session.history.states(of: p).states.isEmpty, "\(mode)")
            #expect(single.session.history.log.isEmpty, "\(mode)")
        }
        // `expect X state possible` reads X's states for its note, which only a transcript prints.
        let note = Self.run(scene + "tap at 100,100\nwait 1s\nexpect single state possible\n", .transcript)
        let notes = note.outputs.compactMap { output -> String? in if case .note(let text) = output { text } else { nil } }
        #expect(notes.contains { $0.hasPrefix("note: it holds only because single was recognized") }, "\(notes)")
        let single = try #require(note.session.env.recognizer(named: "single"))
        let pan = try #require(note.session.env.recognizer(named: "pan"))
        #expect(note.session.history.states(of: single).states == [.ended])
        #expect(note.session.history.states(of: pan).states.isEmpty)
    }

    @Test func aRecognizerDeclaredAfterTheScriptStartsIsTracedFromItsDeclaration() {
        // `late` is declared after the run starts, and again in a new TouchTracker scene (where it competes with the
        // app's own long press): each time the name is looked up again.
        let text = """
            tap at 100,100
            wait 1s
            recognizer late = tap
            tap at 100,100
            wait 1s
            expect late states recognized
            use touchtracker
            recognizer late = longPress
            longpress at 100,300 for 600ms
            expect late states began ended
            expect longPress states began ended
            """
        let quiet = Self.run(text, .quiet)
        #expect(quiet.result.error == nil)
        #expect(quiet.result.expectationsChecked == 3)
        #expect(quiet.session.env.traceSelection.tracesTransitions(of: quiet.session.env.recognizer(named: "late")!))
        #expect(!quiet.failures.contains { $0.line == 6 })
        for mode in [Mode.transcript, .fullHistory] {
            #expect(Self.lines(Self.run(text, mode).failures) == Self.lines(quiet.failures), "\(mode)")
        }
    }

    /// The listener's reference back to its session is not counted: a replaced scene and a session that is gone
    /// must leave no listener behind in an environment someone still holds.
    @Test func anEnvironmentNeverReportsToASessionThatReplacedItOrIsGone() throws {
        let text = scene + "tap at 100,100\nwait 1s\nexpect single states recognized\n"
        let r = Self.run(text, .quiet)
        let replaced = r.session.env
        #expect(replaced.traceListener != nil)
        r.session.resetScene()
        #expect(replaced.traceListener == nil)
        // Declared again in the new scene, `single` reports to the session again.
        let (again, _) = Parser.parse(SourceFile(name: "again.gesture", text: scene))
        r.session.execute(again.statements, in: again.file) { _ in }
        #expect(r.session.env.traceListener != nil)
        var kept: GestureEnvironment?
        do {
            let gone = Self.run(text, .quiet)
            kept = gone.session.env
            #expect(kept?.traceListener != nil)
        }
        let env = try #require(kept)
        #expect(env.traceListener == nil)
        // Events in the environment left behind report to nobody.
        try env.dispatch(.down(finger: 1, at: Point(x: 100, y: 100)))
        try env.dispatch(.up(finger: 1))
        env.advance(to: env.now + TimeSpan(microseconds: 1_000_000))
        #expect(env[try #require(env.recognizer(named: "single"))].actionCount == 2)
    }

    // MARK: - Results

    @Test func markStartsTheListsAndTheCountsAgain() {
        // A single tap, with `single` waiting for `double` to fail: the window sees the touch begin, and its end is
        // withheld (delaysTouchesEnded) until `single` recognizes and cancels it. In the double tap, the second
        // touch's began queues behind the first touch's withheld end, and both are dropped when `double` claims them.
        let text = scene + """
            tap at 100,100
            wait 1s
            expect view window touchesBegan 1
            expect view window touchesCancelled 1
            expect view window touchesEnded 0
            expect single states recognized
            expect double states failed
            expect log "single recognized"
            mark
            expect view window touchesBegan 0
            expect view window touchesCancelled 0
            expect single states none
            expect log
            repeat 3 {
              tap at 100,100
              wait 1s
              expect view window touchesBegan 1
              expect single states recognized
              expect log "single recognized"
              mark
            }
            tap at 100,100 taps 2
            wait 1s
            expect view window touchesBegan 1
            expect double states recognized
            expect single states failed
            expect log "double recognized"
            """
        for mode in Mode.allCases {
            let r = Self.run(text, mode)
            #expect(r.result.expectationsChecked == 23)
            #expect(Self.lines(r.failures) == [], "\(mode)")
        }
    }

    @Test func failuresReadTheSameInEveryMode() {
        let text = scene + """
            tap at 100,100
            wait 1s
            expect view window touchesBegan 2
            expect single states began
            expect log "nothing"
            mark
            repeat 2 {
              drag from 10,10 to 200,10 over 200ms
              expect pan states began changed
              expect view window touchesMoved 1
              expect log "pan began"
            }
            expect pan states began changed ended
            """
        let quiet = Self.run(text, .quiet)
        #expect(quiet.failures.map(\.line) == [7, 8, 9, 13, 14, 15, 13, 14, 15, 17])
        #expect(quiet.failures.map(\.iteration) == [nil, nil, nil, 1, 1, 1, 2, 2, 2, nil])
        for mode in [Mode.transcript, .fullHistory] {
            #expect(Self.lines(Self.run(text, mode).failures) == Self.lines(quiet.failures), "\(mode)")
        }
        // What the full trace says, read the way the history always read it.
        #expect(Self.lines(quiet.failures).map(Self.withoutNote) == RecordedHistoryOracle.failures(of: Self.run(text, .transcript)))
    }

    @Test func historyLimitsTruncateEachRecognizersListOnItsOwn() {
        // A limit of 4: three pan gestures and the tap are 10 states of `pan` and 40 console lines, but `single`
        // enters two states (failed while the pans recognize, then recognized).
        let text = scene + """
            repeat 3 {
              drag from 10,10 to 200,10 over 200ms
              wait 1s
            }
            tap at 100,100
            wait 1s
            expect pan states began changed ended
            expect single states failed recognized
            expect log "single recognized"
            expect view window touchesBegan 4
            """
        for mode in Mode.allCases {
            let r = Self.run(text, mode, historyLimit: 4)
            #expect(r.failures.map(\.line) == [11, 13], "\(mode)")
            #expect(r.failures.allSatisfy { $0.actual.hasSuffix(" (history truncated; add a 'mark')") }, "\(mode)")
            // The view counts have no limit, and a list that was not truncated answers as usual.
            #expect(r.result.expectationsChecked == 4)
        }
        #expect(Self.lines(Self.run(text, .quiet, historyLimit: 4).failures) == Self.lines(Self.run(text, .transcript, historyLimit: 4).failures))
    }

    /// Every example and scenario, with each `states`, `view` and `log` expectation changed so that it fails (a state
    /// appended, the count plus one, a line appended): the quiet run, the transcript run and the full-history run
    /// report the same failures, and those are what the full trace says.
    @Test func everyExampleAndScenarioFailsTheSameWayInEveryMode() throws {
        let root = JSONLTraceTests.root
        var files: [String] = []
        for dir in ["examples", "Tests/Scenarios"] {
            let base = root.appendingPathComponent(dir)
            let walker = FileManager.default.enumerator(atPath: base.path)
            while let path = walker?.nextObject() as? String {
                if path.hasSuffix(".gesture") { files.append(dir + "/" + path) }
            }
        }
        files.sort()
        #expect(files.count > 100)
        var failing = 0
        for file in files {
            let bytes = try #require(FileManager.default.contents(atPath: root.appendingPathComponent(file).path))
            let text = Self.breakRecordedExpectations(String(decoding: bytes, as: UTF8.self))
            let quiet = Self.run(text, .quiet, name: file)
            let transcript = Self.run(text, .transcript, name: file)
            let full = Self.run(text, .fullHistory, name: file)
            #expect(Self.lines(quiet.failures) == Self.lines(transcript.failures), "\(file)")
            #expect(Self.lines(quiet.failures) == Self.lines(full.failures), "\(file)")
            #expect(Self.lines(quiet.failures).map(Self.withoutNote) == RecordedHistoryOracle.failures(of: transcript), "\(file)")
            #expect(quiet.result.error?.message == transcript.result.error?.message, "\(file)")
            failing += quiet.failures.count
        }
        // The changed expectations do fail (hundreds of them), so the comparison above is not of empty lists.
        #expect(failing > 200)
    }

    /// `… / note` dropped: the oracle does not explain.
    static func withoutNote(_ line: String) -> String {
        String(line[..<line.range(of: " / ", options: .backwards)!.lowerBound])
    }

    /// Changes every one-statement line `expect X states …`, `expect view V CALL N` and `expect log …` (without a
    /// comment) so that it no longer holds.
    static func breakRecordedExpectations(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let words = line.split(separator: " ")
            guard words.first == "expect", !line.contains("#"), !line.contains(";"), words.count >= 2 else { return String(line) }
            if words.count >= 3, words[2] == "states" {
                return words.count == 4 && words[3] == "none" ? words[0..<3].joined(separator: " ") + " began" : line + " began"
            }
            if words[1] == "log" { return line + " \"zzz\"" }
            if words[1] == "view", words.count == 5, let n = Int(words[4]) {
                return words[0..<4].joined(separator: " ") + " \(n + 1)"
            }
            return String(line)
        }.joined(separator: "\n")
    }

    // MARK: - Sweeps

    @Test func eachSweepRunCountsAndRecordsFromTheSnapshot() throws {
        let text = "param dt in 100ms, 600ms\n" + scene + """
            tap at 100,100
            wait $dt
            tap at 100,100
            wait 1s
            expect view window touchesBegan 1
            expect double states recognized
            expect log "double recognized"
            """
        let (script, diagnostics) = Parser.parse(SourceFile(name: "sweep.gesture", text: text))
        #expect(diagnostics.filter(\.isError).isEmpty)
        let sweep = try SweepRunner(script: script)
        let fast = try sweep.run(sweep.binder.values([0]), index: 0)
        let slow = try sweep.run(sweep.binder.values([1]), index: 1)
        let fastAgain = try sweep.run(sweep.binder.values([0]), index: 0)
        // A double tap: the window sees one touch begin (the second queues behind the first one's withheld end and
        // is dropped); two single taps: two.
        #expect(fast.failedExpectations == [])
        #expect(slow.failedExpectations == [10, 11, 12])
        #expect(fastAgain.failedExpectations == [])  // nothing carried over from the runs before
    }
}

/// Reads a transcript run's outputs the way the history did before it recorded selectively: every transition,
/// view call and console line of the full trace since the last `mark`, one list per recognizer truncated on its own.
/// Returns each failing `states`, `view` or `log` expectation as `LINE ITERATION expected …, got …`. Names are looked
/// up in the scene the run ends with, so a script must not give a name to another recognizer in a later scene.
enum RecordedHistoryOracle {
    static func failures(of run: RecordedExpectationTests.Run) -> [String] {
        let env = run.session.env
        var states: [RecognizerID: [GestureState]] = [:]
        var calls: [ViewID: [TouchPhase: Int]] = [:]
        var scrolls: [ViewID: Int] = [:]
        var log: [String] = []
        var failures: [String] = []
        /// The iteration of each repeat being run, innermost last (0 before its first).
        var iteration: [Int] = []
        for output in run.outputs {
            switch output {
            case .trace(let events):
                for e in events {
                    switch e {
                    case .transition(_, let r, _, let to, _): if states[r]?.last != to { states[r, default: []].append(to) }
                    case .viewCall(_, let v, let call, _, _): calls[v, default: [:]][call, default: 0] += 1
                    // A call passed on up the responder chain is a call the next responder received.
                    case .passedOn(_, _, let v, let call, _): calls[v, default: [:]][call, default: 0] += 1
                    case .log(_, let line): log.append(line)
                    case .scrolled(_, let v, _, _): scrolls[v, default: 0] += 1
                    default: break
                    }
                }
            case .iteration(let number, _, _):
                iteration[iteration.count - 1] = number
            case .repeatEnd:
                iteration.removeLast()
            case .statement(let line, let text):
                if text.hasPrefix("repeat ") { iteration.append(0) }
                // A mark, and a new scene, start the lists again.
                if text == "mark" || text.hasPrefix("use touchtracker") {
                    states = [:]
                    calls = [:]
                    scrolls = [:]
                    log = []
                }
                let (script, _) = Parser.parse(SourceFile(name: "s", text: text))
                guard script.statements.count == 1, case .expect(let e) = script.statements[0].kind else { continue }
                let at = "\(line) \(iteration.last.map(String.init) ?? "-") expected "
                switch e {
                case .states(let r, let seq):
                    guard let id = env.recognizer(named: r.value) else { continue }
                    let got = states[id] ?? []
                    if got.map(\.description) == seq.map({ $0.value.normalized.rawValue }) { continue }
                    let discrete = env[id].kind.isDiscrete
                    failures.append(at + "\(r.value) states \(seq.isEmpty ? "none" : seq.map(\.value.rawValue).joined(separator: " ")), got "
                                    + (got.isEmpty ? "none" : got.map { $0.name(discrete: discrete) }.joined(separator: " ")))
                case .viewCalls(let v, let call, let n):
                    guard let id = env.view(named: v.value) else { continue }
                    let got: Int
                    switch call.value {
                    case .touchesBegan: got = calls[id]?[.began] ?? 0
                    case .touchesMoved: got = calls[id]?[.moved] ?? 0
                    case .touchesEnded: got = calls[id]?[.ended] ?? 0
                    case .touchesCancelled: got = calls[id]?[.cancelled] ?? 0
                    case .scrollViewDidScroll: got = scrolls[id] ?? 0
                    // The other delegate calls are console lines (a table's carry the row: `list.didSelectRowAt 2`).
                    default:
                        let line = "\(v.value).\(call.value.rawValue)"
                        got = log.count { $0 == line || $0.hasPrefix(line + " ") }
                    }
                    if got != n.value { failures.append(at + "view \(v.value) \(call.value.rawValue) \(n.value), got \(got)") }
                case .log(let lines):
                    let want = lines.map(\.value)
                    if want == log { continue }
                    func show(_ l: [String]) -> String {
                        if l.isEmpty { return "nothing" }
                        let shown = l.prefix(30).map { "\"\($0)\"" }.joined(separator: " ")
                        return l.count > 30 ? shown + " … and \(l.count - 30) more lines" : shown
                    }
                    failures.append(at + "log \(show(want)), got \(show(log))")
                default:
                    continue
                }
            default:
                continue
            }
        }
        return failures
    }
}
