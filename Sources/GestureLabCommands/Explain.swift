#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import GestureAnalysis
import GestureLab
import GesturePictures
import GestureREPL
import GestureScript
import GestureSupport
import GestureTranscript

extension GestureLabCommand {
    /// `gesturelab explain FILE NAME [--at TIME]`: why a recognizer did or did not fire, or why a view got its calls
    /// when it did, in the script's last gesture (or the one in progress at TIME).
    struct Explain: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "explain",
            abstract: "Explain why a recognizer did or did not fire, or why a view got its calls when it did, in a script's gesture.",
            discussion: """
                Runs FILE, then answers from the trace of its last gesture (the events since the last touch-down \
                that started with no finger down and no recognizer still busy from the previous gesture, including \
                the timers that fired after the lift): first a one-line verdict naming the threshold, timer, \
                requirement, delegate answer or exclusion that decided, and when; then the events that concern \
                NAME, in time order. The REPL's ':why NAME' does the same for the session.

                NAME is a recognizer, or a view (when no recognizer has the name; 'view NAME' says so outright), or \
                VIEW.CALL for one of its calls: touchesBegan, touchesMoved, touchesEnded, touchesCancelled, or a \
                control's touchUpInside. For a view the verdict says which recognizer withheld a call (its \
                delaysTouchesBegan or delaysTouchesEnded) and when it was released, dropped or replaced by \
                touchesCancelled (cancelsTouchesInView).

                --at TIME answers for the gesture in progress at TIME, as it stood then. TIME is on the scene's \
                clock, as the transcript writes it (400ms, 1.5s, t=400ms); the clock starts at 0 with the file, \
                and again at each 'use touchtracker'. When nothing happened to NAME at TIME, the answer says so \
                and names the nearest event before it.

                Exit code: 0 explained, 2 the script has an error (if it ran, the gesture up to the error is still \
                explained), 64 wrong usage (no recognizer or view NAME, or a TIME that is not one).
                """
        )

        @Argument(help: "The .gesture file to run.")
        var file: String

        @Argument(help: "The recognizer or view to explain, as the script names it (or VIEW.CALL, e.g. ok.touchUpInside).")
        var recognizer: String

        @Option(name: .customLong("at"), parsing: .unconditional,
                help: ArgumentHelp("Explain the gesture in progress at this time on the scene's clock (e.g. 400ms, 1.5s).", valueName: "TIME"))
        var at: String?

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
            // The script runs as the library runs it (`ScriptRun`); the explanation is read from its output stream.
            let outcome = ScriptExplainer.run(name: script.name, bytes: script.bytes, recognizer: recognizer, at: at, options: options.sessionOptions(),
                                              diagnosticStyle: options.color.enabled(fd: 2),
                                              width: isatty(1) != 0 ? TerminalSize.columns() : nil, running: ScriptRun.stream)
            Terminal.writeOut(outcome.text)
            if !outcome.diagnostics.isEmpty { Terminal.writeErr(outcome.diagnostics) }
            Terminal.flush()
            if outcome.status != .ok { throw ExitCode(outcome.status.rawValue) }
        }
    }
}
