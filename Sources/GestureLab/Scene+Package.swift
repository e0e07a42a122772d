package import GestureEngine
package import GestureLanguage
package import GestureScript

// What the REPL reads and does of its scene beyond the public API: package access, so other packages never see it
// and docs/library.md promises nothing about it. The REPL holds one scene for its whole session and runs every line
// through it; each door here answers one of its needs (the stream it prints, completion, `:expand`, `:scene`,
// `:reset`, `:save`, `:sweep`, Ctrl-C), so none hands the interpreter's session itself out of the library.
extension Scene {
    /// An empty scene (the `window` view on a 375×667 screen) for a REPL session, whose session runs with
    /// `options`: the REPL's limits, its Ctrl-C (`SessionOptions.isInterrupted`, polled between input events, stops a
    /// statement with an `interrupted` error) and the pending timers its pictures follow (`tracesTimers`). It keeps
    /// no trace of its own (``recording`` is empty): the REPL reads each chunk's stream while it runs
    /// (``run(_:in:output:)``).
    package convenience init(options: SessionOptions, name: String = "<repl>") {
        self.init(name: name, recording: [], options: options)
    }

    /// Runs parsed statements (with no syntax errors, their parameters bound) after everything run before, and
    /// hands every output of the session's stream to `output` as it comes, in order, before the next is made. A
    /// runtime error is an `.error` output, after which the chunk stops (the scene keeps what the statements before
    /// it did). With no statements, nothing runs and the stream only tells the scene as it stands (its `.scene`
    /// outputs): how the REPL starts its `:why` log afresh.
    ///
    /// `file` is what the statements' ranges point into, and what diagnostics name. Chunks run this way are the
    /// caller's to keep: they are not in ``source``, ``trace`` or ``failedExpectations``, and take no lines from the
    /// chunks of ``run(_:)``; the statements that ran are in ``acceptedSource``.
    package func run(_ statements: [Statement], in file: SourceFile, output: (SessionOutput) -> Void) {
        // The session lets go of its sink when the run ends, so the closure does not escape.
        withoutActuallyEscaping(output) { output in
            _ = session.execute(statements, in: file, sink: output)
        }
    }

    /// The top-level statements that ran in the scene, as written, one per statement, since it was made or since a
    /// new scene began (``reset()``, `use touchtracker`): what `:save` writes, `:bugreport` replays and `:sweep`
    /// sweeps.
    package var acceptedSource: [String] { session.acceptedSource }

    /// The options the scene's session runs with: a `:sweep` runs its own sessions with the same limits and Ctrl-C,
    /// and `:bugreport` replays the statements with them.
    package var options: SessionOptions { session.options }

    /// The scene's engine as it stands, to read: the clock, the fingers down, the views and recognizers with their
    /// kinds, tables and scroll views (the REPL's completion, its pictures' clock, `:why`'s usage line and its Ctrl-C
    /// message). Only statements change the scene.
    package var env: GestureEnvironment { session.env }

    /// The input events the scene dispatched since it was made, across ``reset()`` and `use touchtracker`: what
    /// the event limit (`SessionOptions.maxEvents`) counts, which a new scene does not start again.
    package var eventsDispatched: Int { session.eventsDispatched }

    /// Starts a new scene, as the REPL's `:reset` does: no views but `window`, no recognizers, no fingers, the clock
    /// at 0, no accepted statements; the event limit still counts the events of the scenes before. What ``run(_:)``
    /// kept (``source``, ``trace``, the expectations) is forgotten too.
    package func reset() {
        session.resetScene()
        forgetChunks()
    }

    /// What `statement` would run as, without running it (`:expand`): a shorthand's or an interpolated move's
    /// primitive statements, in the scene as it stands, or why there is nothing to expand.
    package func expansion(of statement: Statement) -> ExpansionResult { session.expansion(of: statement) }

    /// The scene in brief (`:scene`): its views, its recognizers with what differs from their defaults, their
    /// requirements and delegates, the fingers down and the pending timers.
    package var summary: SceneSummaryReport { session.sceneSummaryReport() }

    /// The settings a `set` statement takes (`hz`, `trace`, …), for completion.
    package static var settingNames: [String] { Session.settingNames }
}
