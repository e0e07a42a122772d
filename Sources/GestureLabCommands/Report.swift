import ArgumentParser
import GestureLanguage
import GestureREPL
import GestureScript
import GestureSupport
import GestureTranscript

extension GestureLabCommand {
    /// `gesturelab report FILE [-o OUT]`: a self-contained, re-runnable bug report.
    struct Report: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "report",
            abstract: "Write a bug report: a re-runnable .gesture file stating what happened.",
            discussion: """
                Replays FILE and writes one self-contained .gesture file: GestureLab's version, the scene at the end \
                (every recognizer with every property and threshold that differs from its default, requirements, \
                delegate answers, actions) as comments, the timeline as written, and 'expect' lines stating what \
                actually happened (each recognizer's state, states and action count, the view calls, the console \
                log, the TouchTracker line model). An 'expect' of FILE that did not hold becomes a comment saying \
                what happened instead.

                'gesturelab run' prints the same transcript for the report every time and 'gesturelab test' passes \
                it; edit one 'expect' line to say what you expected instead and 'gesturelab test' fails on that line. \
                A report of a report is the same file: its header and outcome are regenerated (so an edited \
                'expect' of the outcome is replaced) and its 'Made by' line is kept. The REPL's ':bugreport [FILE]' \
                writes a report of the session so far.

                --html writes the report as one self-contained HTML page instead (no network; CSS and script \
                inline): FILE's timeline with a time cursor (hover or drag to see every recognizer's state, the \
                fingers and the canvas at that instant), the canvas, FILE's expectation results and transcript, and \
                the re-runnable report text to save as a .gesture file.

                Writes to standard output unless -o is given. Exit code: 0 written, 2 the script has an error (the \
                report needs a script that runs), 64 wrong usage.
                """
        )

        @Argument(help: "The .gesture file to replay (a previous report works too).")
        var file: String

        @Option(name: .shortAndLong, help: ArgumentHelp("Write the report to this file.", valueName: "file"))
        var output: String?

        @Flag(help: "Write the report as a self-contained HTML page (timeline with a time cursor, canvas, results, transcript).")
        var html = false

        @OptionGroup var options: RunOptions

        func validate() throws {
            if let output, output.isEmpty { throw ValidationError("-o needs a file name") }
        }

        func run() throws {
            guard let script = NamedScript(file) else {
                Terminal.writeErr(NamedScript.unreadable(file))
                throw ExitCode(ExitStatus.scriptError.rawValue)
            }
            if let redacted = script.redactedSyntaxErrors(color: options.color.enabled(fd: 2)) {
                Terminal.writeErr(redacted + "\n")
                throw ExitCode(ExitStatus.scriptError.rawValue)
            }
            let source = script.source
            if source.encodingProblem != nil {
                let (_, diagnostics) = Parser.parse(source)
                Terminal.writeErr(DiagnosticRenderer.renderSyntaxErrors(diagnostics, in: source, color: options.color.enabled(fd: 2)) + "\n")
                throw ExitCode(ExitStatus.scriptError.rawValue)
            }
            // The timeline runs as the library runs it (`ScriptRun`); the report is read from its output stream.
            switch Self.make(source, html: html, options: options.sessionOptions(), color: options.color.enabled(fd: 2)) {
            case .failure(let f):
                Terminal.writeErr(f.diagnostics + "\n")
                Terminal.writeErr("gesturelab: no report written: the script must run without errors\n")
                throw ExitCode(ExitStatus.scriptError.rawValue)
            case .success(let text):
                if let output {
                    do {
                        try AtomicFile.write(text, to: output)
                    } catch {
                        Terminal.writeErr("gesturelab: error: \(visible: "\(error)")\n")
                        throw ExitCode(ExitStatus.scriptError.rawValue)
                    }
                    Terminal.writeErr("gesturelab: \(html ? "HTML report" : "report") written to \(visible: output)\n")
                } else {
                    Terminal.writeOut(text)
                }
                Terminal.flush()
            }
        }
    }
}
