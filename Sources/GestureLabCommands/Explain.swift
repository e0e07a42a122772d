import ArgumentParser
import GestureREPL
import GestureScript

extension GestureLabCommand {
    /// `gesturelab explain FILE NAME`: why a recognizer did or did not fire in the script's last gesture.
    struct Explain: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "explain",
            abstract: "Explain why a recognizer did or did not fire in a script's last gesture.",
            discussion: """
                Runs FILE, then answers from the trace of its last gesture (the events since the last touch-down \
                that started with no finger down and no recognizer still busy from the previous gesture, including \
                the timers that fired after the lift): first a one-line verdict naming the threshold, timer, \
                requirement, delegate answer or exclusion that decided, and when; then the events that concern \
                NAME, in time order. The REPL's ':why NAME' does the same for the session.

                Exit code: 0 explained, 2 the script has an error (if it ran, the gesture up to the error is still \
                explained), 64 wrong usage (no recognizer NAME).
                """
        )

        @Argument(help: "The .gesture file to run.")
        var file: String

        @Argument(help: "The recognizer to explain, as the script names it.")
        var recognizer: String

        @OptionGroup var options: RunOptions

        func run() throws {
            guard let script = NamedScript(file) else {
                Terminal.writeErr(NamedScript.unreadable(file))
                throw ExitCode(ExitStatus.scriptError.rawValue)
            }
            if let redacted = script.redactedSyntaxErrors(color: options.color.enabled(fd: 2)) {
                Terminal.writeErr(redacted + "\n")
                throw ExitCode(ExitStatus.scriptError.rawValue)
            }
            let outcome = ScriptExplainer.run(name: script.name, bytes: script.bytes, recognizer: recognizer, options: options.sessionOptions(),
                                              diagnosticStyle: options.color.enabled(fd: 2))
            Terminal.writeOut(outcome.text)
            if !outcome.diagnostics.isEmpty { Terminal.writeErr(outcome.diagnostics) }
            Terminal.flush()
            if outcome.status != .ok { throw ExitCode(outcome.status.rawValue) }
        }
    }
}
