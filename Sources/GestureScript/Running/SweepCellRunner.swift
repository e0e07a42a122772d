import GestureEngine
import GestureLanguage

/// Runs the cells of a sweep: one parsed script once per combination of its parameters' values, each from a fresh
/// copy of the scene, and tells each run in the output stream (`SessionOutput`) and nothing else. The session stays
/// in here (private): whoever reads the runs (`SweepRunner`, the sweep's classification, map and output) reads the
/// stream.
///
/// The scene is the script's leading statements that declare or configure (screen, views, recognizers, properties,
/// requirements, delegates, actions, settings) and use no parameter, followed by the setup: the statements after
/// them that use no parameter either and report nothing per run (touches that draw the lines a TouchTracker sweep
/// taps on, waits, `mark`; not `expect` or `show`). Both run once; the session is snapshotted after them and
/// restored before every run, and only the rest of the statements, bound to the run's values (``ParameterBinder``),
/// run again. Nothing is parsed or declared again. A TouchTracker scene is copied with its app and model
/// (`Session.snapshot()`). Each run tells what running the whole script with its values would tell.
public final class SweepCellRunner {
    public let script: Script
    public let binder: ParameterBinder
    /// The session every run restores and runs in. Private: no reader of the runs sees it.
    private let session: Session
    private let snapshot: SessionSnapshot
    /// The statements each run executes (internal for tests).
    let body: ArraySlice<Statement>

    /// Runs the scene statements and the setup. Throws the first runtime error among the scene statements; a setup
    /// that fails is left to every run (so the failure names the run's combination, as any runtime error does).
    public convenience init(script: Script, options: SessionOptions = SessionOptions()) throws {
        try self.init(script: script, options: options, session: Session(options: Self.runOptions(options)))
    }

    /// The same in `session`, made with `options` (tests hold it, to compare its state after a run with a fresh
    /// session's).
    init(script: Script, options: SessionOptions, session: Session) throws {
        self.script = script
        binder = ParameterBinder(script)
        session.options = Self.runOptions(options)
        self.session = session
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

    /// `options` as every run runs with them: no output produced and no statement text kept, and the summary told
    /// (`SessionOutput.summary`), the one thing a sweep reads of a run besides its failed expectations and errors.
    static func runOptions(_ options: SessionOptions) -> SessionOptions {
        var opts = options
        opts.producesTranscript = false
        opts.keepsAcceptedSource = false
        opts.tellsSummary = true
        return opts
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

    /// Runs the script with `values` (one per parameter) from the snapshot, handing `sink` what it tells: each
    /// failed expectation (`.expectationFailure`), the clock before it, the runtime error that stopped it (`.error`),
    /// and last what it left (`.summary`). A value a statement cannot take is told as an `.error` alone:
    /// nothing runs.
    public func run(_ values: [ParameterValue], sink: @escaping (SessionOutput) -> Void) {
        let statements: [Statement]
        do {
            statements = try binder.bind(body, values: values)
        } catch let error as Diagnostic {
            sink(.error(error))
            return
        } catch {
            // The binder throws only diagnostics.
            return
        }
        session.restore(snapshot)
        session.execute(statements, in: script.file, sink: sink)
    }
}
