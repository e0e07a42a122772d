@testable import GestureAnalysis
import GestureEngine
import Testing
import TouchTracker
@testable import GestureScript
@testable import GestureLanguage

/// Sweeps over TouchTracker scenes start every run from a snapshot of the app (its lines drawn once), and each run
/// gives exactly what running the whole script with its values in a fresh session gives: the record (actions,
/// states, expectations, model summary), the full line model and the console since the `mark`.
@Suite struct SweepSnapshotTests {
    /// Every `use touchtracker …` a sweep can start from: bare, each stage of each edition, the challenges.
    static let scenes: [String] = {
        var all: [String] = []
        for edition in Edition.allCases {
            let prefix = "use touchtracker" + (edition == .swift ? "" : " edition \(edition.rawValue)")
            all.append(prefix + " bare")
            for stage in Stage.all where edition.absence(of: stage) == nil { all.append(prefix + " stage \(stage.fullName)") }
        }
        return all + ["use touchtracker fix silver", "use touchtracker challenge gold", "use touchtracker challenge platinum"]
    }()

    /// Two lines drawn and a mark (the setup, run once), then per run: two taps `$dt` apart on line 0 (a double tap
    /// or two taps), a press on line 1 held `$dt` that moves `$m` (a long press that moves the line, or a pan), and
    /// a second finger drawing meanwhile. `expect log` with no strings fails whenever something was logged, so the
    /// console is read.
    static func script(_ scene: String) -> String {
        """
        param dt in 100ms, 400ms, 600ms
        param m in 0, 15, 40
        \(scene)
        drag from 50,100 to 250,100
        drag from 50,300 to 250,300
        wait 1s
        mark
        tap at 150,100
        wait $dt
        tap at 150,100
        wait 500ms
        down 1 at 150,300
        wait $dt
        move 1 by 0,$m over 100ms
        down 2 at 50,500
        move 2 by $m,10 over 50ms
        up 1
        up 2
        wait 1s
        expect log

        """
    }

    /// The reference: a fresh session runs the whole script bound to `values`, and the record is made from what its
    /// stream told (its failed expectations and its summary), as the sweep makes it.
    static func reference(_ script: Script, _ values: [ParameterValue], index: SweepIndex) throws -> (SweepRun, Session) {
        var options = SessionOptions()
        options.producesTranscript = false
        options.tellsSummary = true
        let session = Session(options: options)
        session.recording = RecordingNeeds(script.statements)
        var failed: [Int] = []
        var summary: RunSummary?
        let statements = try ParameterBinder(script).bind(script.statements[...], values: values)
        let result = session.execute(statements, in: script.file) { output in
            if case .expectationFailure(let f) = output { failed.append(f.line) }
            if case .summary(let s) = output { summary = s }
        }
        if let error = result.error { throw error }
        let told = try #require(summary)
        // The summary says what the session shows.
        let env = session.env
        #expect(told.recognizers.map(\.name) == env.recognizers.map(\.name))
        #expect(told.recognizers.map(\.state) == env.recognizers.map(\.state))
        #expect(told.recognizers.map(\.actions) == env.recognizers.indices.map { session.actionsSinceMark(RecognizerID(index: $0)) })
        #expect(told.expectationsChecked == result.expectationsChecked)
        #expect(told.model == session.app.map(ModelSnapshot.init).map {
            RunSummary.Model(lines: $0.finishedLines.count, selectedLine: $0.selectedLineIndex, menuShown: $0.menuVisible)
        })
        return (SweepRun(told, values: values, index: index, failed: failed), session)
    }

    /// A sweep's runner whose runs are made in `session` (the test's, to read its state after each run).
    static func runner(_ script: Script, in session: Session) throws -> SweepRunner {
        SweepRunner(cells: try SweepCellRunner(script: script, options: SessionOptions(), session: session))
    }

    /// Everything a run leaves that the record summarizes: every line, lines in progress, selection, menu, panel and
    /// colour, the console since the mark, and the clock.
    static func state(_ session: Session) -> String {
        let model = session.app.map { m in
            let s = ModelSnapshot(m)
            return "\(s.finishedLines) \(s.currentLines.map(\.line)) \(String(describing: s.selectedLineIndex)) \(s.menuVisible) "
                + "\(s.menuItems) \(String(describing: s.menuTarget)) \(s.colorPanelVisible) \(String(describing: s.currentColor))"
        }
        return "\(model ?? "no app")\n\(session.history.logLines(in: session.env))\n\(session.env.now) \(session.env.eventCount) \(session.env.consoleLineCount)"
    }

    @Test(arguments: scenes)
    func eachRunEqualsTheWholeScriptRunFresh(_ scene: String) throws {
        let (script, diagnostics) = FrontEnd.parse(Self.script(scene))
        #expect(diagnostics.isEmpty)
        let plan = SweepPlan(script.parameters)
        let session = Session()
        let runner = try Self.runner(script, in: session)
        let total = try #require(plan.total)
        var outcomes: Set<String> = []
        // In order, then backwards: each run starts from the snapshot, whatever ran before it.
        for index in Array(0..<total) + (0..<total).reversed() {
            let values = plan.values(index)
            let run = try runner.run(values, index: index)
            let (expected, fresh) = try Self.reference(script, values, index: index)
            #expect(run == expected, "\(scene), \(runner.binder.describe(values))")
            #expect(Self.state(session) == Self.state(fresh), "\(scene), \(runner.binder.describe(values))")
            outcomes.insert(run.outcome)
        }
        // The sweep maps something: not every combination does the same.
        if !scene.hasSuffix(" bare") { #expect(outcomes.count > 1, "\(scene)") }
    }

    /// Two different runs in a row give what each gives alone, on a fresh sweep.
    @Test func aRunLeaksNothingIntoTheNext() throws {
        let (script, _) = FrontEnd.parse(Self.script("use touchtracker"))
        let plan = SweepPlan(script.parameters)
        let alone = try (0..<9).map { (i: SweepIndex) -> (SweepRun, String) in
            let session = Session()
            let run = try Self.runner(script, in: session).run(plan.values(i), index: i)
            return (run, Self.state(session))
        }
        #expect(Set(alone.map(\.0.outcome)).count >= 3)
        let session = Session()
        let runner = try Self.runner(script, in: session)
        for (a, b) in [(0, 8), (8, 0), (2, 6), (6, 2), (4, 4)] as [(SweepIndex, SweepIndex)] {
            _ = try runner.run(plan.values(a), index: a)
            let run = try runner.run(plan.values(b), index: b)
            #expect(run == alone[Int(b)].0, "run \(b) after run \(a)")
            #expect(Self.state(session) == alone[Int(b)].1, "run \(b) after run \(a)")
        }
    }

    /// A sweep's session keeps no statement text (`SessionOptions.keepsAcceptedSource` off): nothing reads it, and
    /// every run would cut its statements' text out of the script again.
    @Test func aSweepsRunsKeepNoStatementText() throws {
        let (script, _) = FrontEnd.parse(Self.script("use touchtracker"))
        let session = Session()
        let runner = try Self.runner(script, in: session)
        _ = try runner.run(SweepPlan(script.parameters).values(4), index: 4)
        #expect(session.acceptedSource.isEmpty)
        #expect(!session.options.keepsAcceptedSource)
    }

    /// The example sweep's map: the second tap's interval decides between clearing the canvas and selecting the line.
    @Test func theTouchTrackerExampleSweepFindsTheDoubleTapInterval() throws {
        let (script, diagnostics) = FrontEnd.parse(Self.exampleText)
        #expect(diagnostics.isEmpty)
        let sweep = try Sweep(script: script)
        let runs = try sweep.run(Array(0..<(sweep.plan.total ?? 0)))
        var refine = SweepRefinement()
        let read = refine.read("1ms")
        #expect(read)
        let (boundaries, _) = try sweep.boundaries(of: runs, refine: refine)
        let b = try #require(boundaries.first)
        #expect(boundaries.count == 1)
        #expect(b.below == "doubleTap ×1; 0 lines")
        #expect(b.above == "tap ×2; 1 line, line 0 selected, menu shown")
        #expect(Sweep.headline(b) == .duration(microseconds: 350_000))
    }

    /// The statements before the first one that uses a parameter run once: each run executes only the statements
    /// from there on. In the example the line is drawn once, and so is the first tap: every run starts from a copy
    /// taken while the double tap waits for its second tap.
    @Test func theSetupRunsOnceAndRunsStartAfterIt() throws {
        let (script, _) = FrontEnd.parse(Self.exampleText)
        let sweep = try Sweep(script: script)
        let first = try #require(sweep.runner.cells.body.first)
        #expect(script.file.text(of: first.range) == "wait $dt")
        #expect(sweep.runner.cells.body.count == 3)
        // An expectation ends the setup: it is counted in every run.
        let (checked, _) = FrontEnd.parse("param d in 0, 5\nuse touchtracker\ndrag from 50,100 to 250,100\nexpect lines 1\ndown 1 at 150,100\nmove 1 by $d,0\nup 1\n")
        let withExpect = try Sweep(script: checked)
        #expect(withExpect.runner.cells.body.count == 4)
        #expect(try withExpect.run([0, 1]).map(\.expectationsChecked) == [1, 1])
    }

    /// A setup statement that fails is left to the runs, so the failure names the first combination, as it did when
    /// every run executed the whole script.
    @Test func aFailingSetupStopsAtTheFirstCombination() throws {
        let (script, _) = FrontEnd.parse("param dt in 10ms, 20ms\nuse touchtracker\nup 1\nwait $dt\n")
        let sweep = try Sweep(script: script)
        do {
            _ = try sweep.run([0, 1])
            Issue.record("the setup's error was not reported")
        } catch let failure as SweepFailure {
            #expect(failure.combination == "dt = 10ms")
            #expect(failure.diagnostic.id == "fingerNotDown")
        }
    }

    static let exampleText: String = {
        let url = SnapshotTests.root.appendingPathComponent("examples/sweeps/touchtracker-double-tap.gesture")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()
}
