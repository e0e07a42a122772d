import Foundation
import GestureEngine
import Testing

@testable import GestureScript
@testable import GestureLanguage
import GestureTranscript

/// The output stream tells the scene (`SceneEvent`), so a reader names and describes the engine's ids from the stream
/// alone (`SceneTable`): after every output, what the stream told equals the live scene, and at the end its
/// failure-requirement cycles are the engine's.
@Suite struct SceneStreamTests {
    static let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every script of the examples and the scenarios (sweep scripts have parameters: left out).
    static func scripts() throws -> [URL] {
        var out: [URL] = []
        for dir in ["examples", "Tests/Scenarios"] {
            let base = root.appendingPathComponent(dir)
            guard let walk = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walk where url.pathExtension == "gesture" && !url.path.contains("/sweeps/") {
                out.append(url)
            }
        }
        return out.sorted { $0.path < $1.path }
    }

    /// What the live scene is, as the table would tell it.
    static func live(_ s: Session) -> (recognizers: [SceneRecognizer], views: [SceneView]) {
        (s.env.recognizers.map { s.sceneRecognizer($0.id) }, s.env.views.indices.map { s.sceneView(ViewID(index: $0)) })
    }

    /// Runs `text` in `session`, checking after every output that the table built from the stream so far describes
    /// the scene as it is; returns the table and how many outputs were checked.
    @discardableResult
    static func runChecking(_ text: String, name: String, in session: Session, table: inout SceneTable,
                            sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Int {
        let (script, diagnostics) = Parser.parse(SourceFile(name: name, text: text))
        let clean = diagnostics.allSatisfy { !$0.isError }
        #expect(clean, "\(name)", sourceLocation: sourceLocation)
        var checked = 0
        var mismatch: String?
        var t = table
        func check(_ output: String) {
            let (recognizers, views) = live(session)
            if t.recognizers != recognizers { mismatch = "recognizers differ after \(output)" }
            if t.views != views { mismatch = "views differ after \(output)" }
            if t.recognizerNames != session.recognizerNames || t.viewNames != session.viewNames { mismatch = "names differ after \(output)" }
            if t.traceLevel != session.options.traceLevel { mismatch = "trace level differs after \(output)" }
            if t.screen != session.env.screenSize { mismatch = "screen differs after \(output)" }
            if t.touchTracker != (session.app != nil) { mismatch = "app differs after \(output)" }
        }
        session.run(script) { output in
            t.read(output)
            checked += 1
            guard mismatch == nil else { return }
            switch output {
            case .scene, .clock:
                // A scene is told event by event: it is whole at the next other output.
                break
            case .trace:
                check("\(output)")
            default:
                check("\(output)")
                if t.now != session.env.now { mismatch = "clock differs at \(output)" }
            }
        }
        if mismatch == nil { check("the end") }
        // The transcript names a failure-requirement cycle from the requirements the stream told.
        let ids = session.env.recognizers.map(\.id)
        for a in ids where mismatch == nil {
            for b in ids where t.requirementCycle(from: a, backTo: b) != session.env.requirementCycle(from: a, backTo: b) {
                mismatch = "the cycle from \(session.env[a].name) back to \(session.env[b].name) differs"
            }
        }
        #expect(mismatch == nil, "\(name): \(mismatch ?? "")", sourceLocation: sourceLocation)
        table = t
        return checked
    }

    @Test func everyScriptsStreamDescribesItsSceneAfterEveryOutput() throws {
        let scripts = try Self.scripts()
        #expect(scripts.count > 50)
        for url in scripts {
            let text = try String(contentsOf: url, encoding: .utf8)
            var options = SessionOptions()
            options.traceLevel = .brief
            var table = SceneTable()
            let checked = Self.runChecking(text, name: url.lastPathComponent, in: Session(options: options), table: &table)
            #expect(checked > 0)
        }
    }

    @Test func declarationsAreToldAsTheyHappen() {
        let text = """
            screen 320,480
            view box frame 10,10,100,100
            view inner frame 5,5,20,20 in box
            recognizer tap = tap on box numberOfTapsRequired = 2
            recognizer pan = pan on inner
            tap.delaysTouchesEnded = false
            tap requireToFail pan
            delegate pan shouldRecognizeSimultaneouslyWith tap = true
            set trace all
            tap at 20,20
            """
        var events: [SceneEvent] = []
        var table = SceneTable()
        Self.runChecking(text, name: "t.gesture", in: Session(), table: &table)
        let (script, _) = Parser.parse(SourceFile(name: "t.gesture", text: text))
        Session().run(script) { if case .scene(let e) = $0 { events.append(e) } }
        // The whole (empty) scene first, then each declaration as it takes effect.
        guard case .began(_, _, false, _) = events.first else {
            Issue.record("no began: \(events)")
            return
        }
        let kinds = events.map { e -> String in
            switch e {
            case .began: "began"
            case .screen: "screen"
            case .view(let v): "view \(v.name)"
            case .recognizer(let r): "recognizer \(r.name)"
            case .traceLevel(let l): "trace \(l.rawValue)"
            case .shownModel: "model"
            case .recognizerStates(let states): "states \(states.map { "\($0)" }.joined(separator: " "))"
            case .outcome: "outcome"
            }
        }
        #expect(kinds == ["began", "view window", "trace normal", "screen", "view window", "view box", "view inner", "recognizer tap",
                          "recognizer pan", "recognizer tap", "recognizer tap", "recognizer pan", "trace all", "states possible failed"])
        #expect(table.recognizers[0].property("numberOfTapsRequired") == .integer(2))
        #expect(table.recognizers[0].property("delaysTouchesEnded") == .bool(false))
        #expect(table.recognizers[0].failureRequirements == [RecognizerID(index: 1)])
        #expect(table.recognizers[1].delegate.simultaneous[RecognizerID(index: 0)] == true)
        #expect(table.views[2].parent == ViewID(index: 1))
        #expect(table.views[2].frame == Rect(x: 5, y: 5, width: 20, height: 20))
        #expect(table.screen == Point(x: 320, y: 480))
        #expect(table.traceLevel == .all)
    }

    /// The last output of a run tells where it left each recognizer (`:why` says "has been began since before this
    /// gesture" from it), quiet changes included; a reader of a later run learns the states anew.
    @Test func everyRunEndsTellingTheRecognizersStates() {
        let session = Session()
        let (script, _) = Parser.parse(SourceFile(name: "t.gesture", text: "recognizer p = pan\nrecognizer t = tap\ndown 1 at 10,10\nmove 1 by 100,0"))
        var table = SceneTable()
        var last: SessionOutput?
        session.run(script) { table.read($0); last = $0 }
        guard case .scene(.recognizerStates(let states))? = last else {
            Issue.record("the run did not end with the states: \(String(describing: last))")
            return
        }
        #expect(states == session.env.recognizers.map(\.state))
        #expect(table.recognizerStates == states)
        #expect(table.state(of: RecognizerID(index: 0)) == .began)
        let (up, _) = Parser.parse(SourceFile(name: "t.gesture", text: "up 1"))
        session.run(up) { table.read($0) }
        #expect(table.recognizerStates == [.possible, .possible])
    }

    /// A run asked for its summary (`tellsSummary`, as a sweep's runs are) ends with it even when it produces no other
    /// output: each recognizer's name, state and actions since the mark, the expectations checked and where they
    /// start, and the TouchTracker model in brief. Nothing else of the scene is told.
    @Test func aRunAskedForItsSummaryEndsWithItEvenWhenQuiet() throws {
        var options = SessionOptions()
        options.producesTranscript = false
        options.tellsSummary = true
        let text = """
            recognizer double = tap numberOfTapsRequired = 2
            recognizer single = tap
            single requireToFail double
            tap at 10,10
            mark
            tap at 10,10
            wait 1s
            expect single actions 1
            expect double actions 1

            """
        let (script, _) = Parser.parse(SourceFile(name: "t.gesture", text: text))
        var outputs: [SessionOutput] = []
        Session(options: options).run(script) { outputs.append($0) }
        guard case .summary(let summary)? = outputs.last else {
            Issue.record("the run did not end with its summary: \(String(describing: outputs.last))")
            return
        }
        let kinds = outputs.map { o -> String in
            switch o {
            case .clock: "clock"
            case .expectationFailure(let f): "failure \(f.line)"
            case .summary: "summary"
            default: "other"
            }
        }
        #expect(kinds == ["clock", "failure 8", "summary"])
        #expect(summary.recognizers == [.init(name: "double", state: .possible, actions: 1), .init(name: "single", state: .possible, actions: 0)])
        #expect(summary.expectationsChecked == 2)
        let expects = script.statements.suffix(2).map(\.range.start)
        #expect(summary.checkedExpectations == Set(expects))
        #expect(summary.model == nil)

        // The line model in brief, with TouchTracker: the line drawn, selected by the tap, the menu shown.
        let (drawn, _) = Parser.parse(SourceFile(name: "t.gesture", text: "use touchtracker\ndrag from 50,100 to 250,100\ntap at 150,100\nwait 1s\n"))
        var last: SessionOutput?
        Session(options: options).run(drawn) { last = $0 }
        guard case .summary(let withApp)? = last else {
            Issue.record("the run did not end with its summary: \(String(describing: last))")
            return
        }
        #expect(withApp.model == RunSummary.Model(lines: 1, selectedLine: 0, menuShown: true))
        #expect(withApp.recognizers.contains(.init(name: "tap", state: .possible, actions: 1)))
    }

    /// A summary held while its session runs again keeps what it told: the session overwrites its summaries' array of
    /// recognizers in place (`Session.summaryRecognizers`) only when no summary holds it.
    @Test func aHeldSummaryKeepsItsRecognizersWhenTheSessionRunsAgain() throws {
        var options = SessionOptions()
        options.producesTranscript = false
        options.tellsSummary = true
        let text = "recognizer single = tap\nrecognizer long = longPress\nmark\ntap at 10,10\n"
        let (script, _) = Parser.parse(SourceFile(name: "t.gesture", text: text))
        let session = Session(options: options)
        var summaries: [RunSummary] = []
        let sink: (SessionOutput) -> Void = { if case .summary(let s) = $0 { summaries.append(s) } }
        session.execute(script.statements, in: script.file, sink: sink)
        session.execute(Array(script.statements.suffix(2)), in: script.file, sink: sink)
        try #require(summaries.count == 2)
        #expect(summaries[0].recognizers == [.init(name: "single", state: .possible, actions: 1),
                                             .init(name: "long", state: .possible, actions: 0)])
        #expect(summaries[1].recognizers == [.init(name: "single", state: .possible, actions: 1),
                                             .init(name: "long", state: .possible, actions: 0)])
        // A third run whose count differs from the held ones' changes neither.
        session.execute([script.statements[2], script.statements[3], script.statements[3]], in: script.file, sink: sink)
        try #require(summaries.count == 3)
        #expect(summaries[2].recognizers.map(\.actions) == [2, 0])
        #expect(summaries[0].recognizers.map(\.actions) == [1, 0] && summaries[1].recognizers.map(\.actions) == [1, 0])
    }

    /// Without asking, no run tells a summary.
    @Test func noRunTellsItsSummaryUnasked() {
        let (script, _) = Parser.parse(SourceFile(name: "t.gesture", text: "recognizer tap = tap\ntap at 10,10\n"))
        var told = false
        Session().run(script) { if case .summary = $0 { told = true } }
        #expect(!told)
    }

    /// A run's summary is an output of its own (not a scene event) and prints nothing: asked for it, a run that
    /// produces a transcript prints the same bytes, at every level and as JSON lines, and tells no clock for it.
    @Test func aSummaryPrintsNothing() {
        let text = """
            recognizer double = tap numberOfTapsRequired = 2
            recognizer single = tap
            single requireToFail double
            tap at 10,10
            expect double actions 1
            wait 1s

            """
        let (script, _) = Parser.parse(SourceFile(name: "t.gesture", text: text))
        func printed(level: TraceLevel, summary: Bool) -> (text: String, json: String, outputs: Int) {
            var options = SessionOptions()
            options.traceLevel = level
            options.tellsSummary = summary
            var printer = TranscriptPrinter(formatter: TranscriptFormatter(style: .plain, showsStatements: true, fileName: "t.gesture"))
            var json = TraceJSON(fileName: "t.gesture")
            var out = "", lines = "", outputs = 0
            Session(options: options).run(script) { output in
                out += printer.render(output)
                lines += json.render(output)
                outputs += 1
            }
            return (out + printer.finish(), lines, outputs)
        }
        for level in TraceLevel.allCases {
            let without = printed(level: level, summary: false), with = printed(level: level, summary: true)
            #expect(!without.text.isEmpty && !without.json.isEmpty)
            #expect(with.text == without.text, "\(level)")
            #expect(with.json == without.json, "\(level)")
            #expect(with.outputs == without.outputs + 1, "\(level)")
        }
    }

    /// A REPL line's reader starts with that line: the stream tells it the scene the lines before declared.
    @Test func aReaderThatStartsWithALaterRunKnowsTheWholeScene() {
        let session = Session()
        var first = SceneTable()
        Self.runChecking("view box frame 0,0,50,50\nrecognizer tap = tap on box", name: "a", in: session, table: &first)
        var second = SceneTable()
        Self.runChecking("tap at 10,10", name: "b", in: session, table: &second)
        #expect(second.recognizerNames == ["tap"])
        #expect(second.viewNames == ["window", "box"])
        // After `use touchtracker` (a new scene) the table holds only the new scene.
        var third = SceneTable()
        Self.runChecking("use touchtracker\ntap at 10,10", name: "c", in: session, table: &third)
        #expect(!third.viewNames.contains("box"))
        #expect(third.touchTracker)
        #expect(third.generation == 2)
    }

    /// Without output (`--quiet`, sweeps, benchmarks) nothing is told: they pay nothing for it.
    @Test func aRunWithoutOutputTellsNoScene() {
        var options = SessionOptions()
        options.producesTranscript = false
        let session = Session(options: options)
        var told = 0
        let (script, _) = Parser.parse(SourceFile(name: "q", text: "view box frame 0,0,50,50\nrecognizer tap = tap on box\ntap at 1,1"))
        session.run(script) { output in
            switch output {
            case .scene, .clock: told += 1
            default: break
            }
        }
        #expect(told == 0)
    }
}
