import GestureEngine
import GestureLanguage

/// What one run of a sweep produced: per recognizer the actions it sent and its final state, the expectations that
/// failed, and the TouchTracker model's summary. ``outcome`` is the label runs are grouped by.
public struct SweepRun: Hashable, Sendable {
    /// The combination's number in the plan (refinement runs, which are not kept, have -1).
    public var index: SweepIndex
    public var values: [ParameterValue]
    /// `(recognizer, actions)` for every recognizer that sent at least one action since the last `mark` (or the start,
    /// as `expect NAME actions N` counts), in declaration order.
    public var actions: [Counted]
    /// `(recognizer, state)` for every recognizer, in declaration order.
    public var states: [Named]
    public var expectationsChecked: Int
    /// The lines of the `expect`s that did not hold.
    public var failedExpectations: [Int]
    /// `3 lines, line 1 selected`, when TouchTracker is installed; in a scene with scroll views, also what their
    /// content received and which were dragged since the mark (`list content began → cancelled, dragged`,
    /// ``Session/containerSummary()``).
    public var model: String?

    public struct Counted: Hashable, Sendable {
        public var name: String
        public var count: Int
    }

    public struct Named: Hashable, Sendable {
        public var name: String
        public var state: String
    }

    /// `doubleTap ×1, tap ×1`; `no actions`; with failed expectations and the model appended.
    public var outcome: String {
        outcome(failed: "expect line" + (failedExpectations.count > 1 ? "s " : " ")
                    + failedExpectations.map(String.init).joined(separator: ",") + " failed")
    }

    /// ``outcome`` with the failed expectations named by what they say (`expect tap actions 1 failed`) instead of
    /// their lines: what a golden of the sweep's boundaries records, so that it does not change when a comment or a
    /// blank line moves the script's lines. `texts` gives each line's `expect` statements.
    public func outcome(naming texts: [Int: [String]]) -> String {
        var seen = Set<Int>()
        let named = failedExpectations.compactMap { line -> String? in
            guard seen.insert(line).inserted else { return nil }
            return (texts[line] ?? ["line \(line)"]).map { "expect \($0)" }.joined(separator: "; ")
        }
        return outcome(failed: named.joined(separator: "; ") + " failed")
    }

    private func outcome(failed: @autoclosure () -> String) -> String {
        var parts = [actions.isEmpty ? "no actions" : actions.map { "\($0.name) ×\($0.count)" }.joined(separator: ", ")]
        let unsettled = states.filter { $0.state != "possible" && $0.state != "failed" }
        if !unsettled.isEmpty { parts.append(unsettled.map { "\($0.name) \($0.state)" }.joined(separator: ", ")) }
        if !failedExpectations.isEmpty { parts.append(failed()) }
        if let model { parts.append(model) }
        return parts.joined(separator: "; ")
    }
}

/// Runs one parsed script once per combination of its parameters' values, each from a fresh copy of the scene.
///
/// The scene is the script's leading statements that declare or configure (screen, views, recognizers, properties,
/// requirements, delegates, actions, settings) and use no parameter, followed by the setup: the statements after
/// them that use no parameter either and report nothing per run (touches that draw the lines a TouchTracker sweep
/// taps on, waits, `mark`; not `expect` or `show`). Both run once; the session is snapshotted after them and
/// restored before every run, and only the rest of the statements, bound to the run's values (``ParameterBinder``),
/// run again. Nothing is parsed or declared again. A TouchTracker scene is copied with its app and model
/// (``Session/snapshot()``). Each run gives what running the whole script with its values would give.
public final class SweepRunner {
    public let script: Script
    public let binder: ParameterBinder
    /// The session every run restores and runs in (internal for tests: its state after a run is the run's).
    let session: Session
    private let snapshot: SessionSnapshot
    /// The statements each run executes (internal for tests).
    let body: ArraySlice<Statement>

    /// Runs the scene statements and the setup. Throws the first runtime error among the scene statements; a setup
    /// that fails is left to every run (so the failure names the run's combination, as any runtime error does).
    public init(script: Script, options: SessionOptions = SessionOptions()) throws {
        self.script = script
        binder = ParameterBinder(script)
        var opts = options
        opts.producesTranscript = false
        session = Session(options: opts)
        let all = script.statements
        var sceneEnd = all.startIndex
        while sceneEnd < all.endIndex, Self.isScene(all[sceneEnd]), !binder.usesParameters(all[sceneEnd]) { sceneEnd += 1 }
        var setupEnd = sceneEnd
        while setupEnd < all.endIndex, !Self.reports(all[setupEnd]), !binder.usesParameters(all[setupEnd]) { setupEnd += 1 }
        // The setup's trace goes to the history too when an expectation reads it.
        session.recording = RecordingNeeds(Array(all[sceneEnd...]), sweepingAfter: Array(all[..<sceneEnd]))
        let result = session.execute(Array(all[..<sceneEnd]), in: script.file) { _ in }
        if let error = result.error { throw error }
        let scene = session.snapshot()
        guard setupEnd > sceneEnd else {
            snapshot = scene
            body = all[sceneEnd...]
            return
        }
        let setup = session.execute(Array(all[sceneEnd..<setupEnd]), in: script.file) { _ in }
        if setup.error != nil {
            session.restore(scene)
            snapshot = scene
            body = all[sceneEnd...]
        } else {
            snapshot = session.snapshot()
            body = all[setupEnd...]
        }
    }

    /// Whether a statement declares or configures the scene (the REPL's `:sweep` keeps these from before its `mark`).
    public static func isScene(_ s: Statement) -> Bool {
        switch s.kind {
        case .screen, .view, .recognizer, .setProperty, .requireToFail, .delegate, .action, .override, .useTouchTracker, .set:
            true
        case .touches, .wait, .repeat, .shorthand, .menuTap, .panelPick, .expect, .mark, .show:
            false
        }
    }

    /// Statements whose result belongs to each run (expectations are counted per run), so the setup stops there.
    static func reports(_ s: Statement) -> Bool {
        switch s.kind {
        case .expect, .show:
            true
        case .screen, .view, .recognizer, .setProperty, .requireToFail, .delegate, .action, .override, .useTouchTracker, .set, .touches, .wait,
            .repeat, .shorthand, .menuTap, .panelPick, .mark:
            false
        }
    }

    /// Runs the script with `values` (one per parameter). Throws a binding or runtime error.
    public func run(_ values: [ParameterValue], index: SweepIndex) throws -> SweepRun {
        let statements = try binder.bind(body, values: values)
        session.restore(snapshot)
        var failed: [Int] = []
        let file = script.file
        let result = session.execute(statements, in: file) { output in
            if case .expectationFailure(let f) = output { failed.append(f.line) }
        }
        if let error = result.error { throw error }
        return Self.record(of: session, values: values, index: index, result: result, failed: failed)
    }

    /// ``run(_:index:)`` with what `gesturelab test` reports of each run: every failed expectation in full, and where
    /// the expectations that were checked start (``Session/checkedExpectations``). (A method of its own: the
    /// sweep's runs collect only the lines, and are measured by the performance budget.)
    public func runReporting(_ values: [ParameterValue], index: SweepIndex)
        throws -> (run: SweepRun, failures: [ExpectationFailure], checked: Set<Int>)
    {
        let statements = try binder.bind(body, values: values)
        session.restore(snapshot)
        var failures: [ExpectationFailure] = []
        let file = script.file
        let result = session.execute(statements, in: file) { output in
            if case .expectationFailure(let f) = output { failures.append(f) }
        }
        if let error = result.error { throw error }
        let run = Self.record(of: session, values: values, index: index, result: result, failed: failures.map(\.line))
        return (run, failures, session.checkedExpectations)
    }

    /// What a session that ran one combination shows (tests build the same record from a session that ran the whole
    /// script, to check that starting from the snapshot changes nothing).
    static func record(of session: Session, values: [ParameterValue], index: SweepIndex, result: RunResult, failed: [Int]) -> SweepRun {
        let env = session.env
        var actions: [SweepRun.Counted] = []
        var states: [SweepRun.Named] = []
        for i in 0..<env.recognizers.count {
            let r = env.recognizers[i]
            let sent = session.actionsSinceMark(RecognizerID(index: i))
            if sent > 0 { actions.append(SweepRun.Counted(name: r.name, count: sent)) }
            states.append(SweepRun.Named(name: r.name, state: r.state.description))
        }
        var model: String?
        if let app = session.app {
            let m = ModelSnapshot(app)
            model = "\(m.finishedLines.count) line\(m.finishedLines.count == 1 ? "" : "s")"
                // Numbered from 0, as the model, `expect selected N` and `expect line N` number lines.
                + (m.selectedLineIndex.map { ", line \($0) selected" } ?? "")
                + (m.menuVisible ? ", menu shown" : "")
        }
        // A scene with scroll views: what their content got and which were dragged (the content-touch delay's map).
        if let containers = session.containerSummary() { model = model.map { $0 + "; " + containers } ?? containers }
        return SweepRun(index: index, values: values, actions: actions, states: states,
                        expectationsChecked: result.expectationsChecked, failedExpectations: failed, model: model)
    }
}
