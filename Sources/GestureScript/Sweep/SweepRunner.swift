import GestureEngine

/// What one run of a sweep produced: per recognizer the actions it sent and its final state, the expectations that
/// failed, and the TouchTracker model's summary. ``outcome`` is the label runs are grouped by.
public struct SweepRun: Hashable, Sendable {
    /// The value index of each parameter (`nil` entries never occur; refinement runs have no index and are not kept).
    public var index: Int
    public var values: [ParameterValue]
    /// `(recognizer, actions)` for every recognizer that sent at least one action, in declaration order.
    public var actions: [Counted]
    /// `(recognizer, state)` for every recognizer, in declaration order.
    public var states: [Named]
    public var expectationsChecked: Int
    /// The lines of the `expect`s that did not hold.
    public var failedExpectations: [Int]
    /// `3 lines, line 1 selected`, when TouchTracker is installed.
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
        var parts = [actions.isEmpty ? "no actions" : actions.map { "\($0.name) ×\($0.count)" }.joined(separator: ", ")]
        let unsettled = states.filter { $0.state != "possible" && $0.state != "failed" }
        if !unsettled.isEmpty { parts.append(unsettled.map { "\($0.name) \($0.state)" }.joined(separator: ", ")) }
        if !failedExpectations.isEmpty {
            parts.append("expect line" + (failedExpectations.count > 1 ? "s " : " ")
                         + failedExpectations.map(String.init).joined(separator: ",") + " failed")
        }
        if let model { parts.append(model) }
        return parts.joined(separator: "; ")
    }
}

/// Runs one parsed script once per combination of its parameters' values, each from a fresh copy of the scene.
///
/// The scene is the script's leading statements that declare or configure (screen, views, recognizers, properties,
/// requirements, delegates, actions, settings) and use no parameter. They run once; the session is snapshotted
/// after them and restored before every run, and only the rest of the statements, bound to the run's values
/// (``ParameterBinder``), run again. Nothing is parsed or declared again. A scene that installs TouchTracker cannot
/// be copied; its scene statements then run again (already parsed) before every run.
public final class SweepRunner {
    public let script: Script
    public let binder: ParameterBinder
    private let session: Session
    private let snapshot: SessionSnapshot?
    private let scene: ArraySlice<Statement>
    private let body: ArraySlice<Statement>
    private var baseline: [Int] = []

    /// Runs the scene statements. Throws the first runtime error among them.
    public init(script: Script, options: SessionOptions = SessionOptions()) throws {
        self.script = script
        binder = ParameterBinder(script)
        var opts = options
        opts.producesTranscript = false
        session = Session(options: opts)
        var split = 0
        for s in script.statements {
            guard SweepRunner.isScene(s), !binder.usesParameters(s) else { break }
            split += 1
        }
        scene = script.statements[..<split]
        body = script.statements[split...]
        session.recording = RecordingNeeds(Array(body))
        let result = session.execute(Array(scene), in: script.file) { _ in }
        if let error = result.error { throw error }
        snapshot = session.snapshot()
        baseline = (0..<session.env.recognizers.count).map { session.env.recognizers[$0].actionCount }
    }

    static func isScene(_ s: Statement) -> Bool {
        switch s.kind {
        case .screen, .view, .recognizer, .setProperty, .requireToFail, .delegate, .action, .useTouchTracker, .set:
            true
        case .touches, .wait, .repeat, .shorthand, .menuTap, .panelPick, .expect, .mark, .show:
            false
        }
    }

    /// Runs the script with `values` (one per parameter). Throws a binding or runtime error.
    public func run(_ values: [ParameterValue], index: Int) throws -> SweepRun {
        let statements = try binder.bind(body, values: values)
        if let snapshot {
            session.restore(snapshot)
        } else {
            session.resetScene()
            let again = session.execute(Array(scene), in: script.file) { _ in }
            if let error = again.error { throw error }
        }
        var failed: [Int] = []
        let file = script.file
        let result = session.execute(statements, in: file) { output in
            if case .expectationFailure(let f) = output { failed.append(f.line) }
        }
        if let error = result.error { throw error }
        let env = session.env
        var actions: [SweepRun.Counted] = []
        var states: [SweepRun.Named] = []
        for i in 0..<env.recognizers.count {
            let r = env.recognizers[i]
            let sent = r.actionCount - (i < baseline.count ? baseline[i] : 0)
            if sent > 0 { actions.append(SweepRun.Counted(name: r.name, count: sent)) }
            states.append(SweepRun.Named(name: r.name, state: r.state.description))
        }
        var model: String?
        if let app = session.app {
            let m = ModelSnapshot(app)
            model = "\(m.finishedLines.count) line\(m.finishedLines.count == 1 ? "" : "s")"
                + (m.selectedLineIndex.map { ", line \($0 + 1) selected" } ?? "")
                + (m.menuVisible ? ", menu shown" : "")
        }
        return SweepRun(index: index, values: values, actions: actions, states: states,
                        expectationsChecked: result.expectationsChecked, failedExpectations: failed, model: model)
    }
}
