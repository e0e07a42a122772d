import ArgumentParser
import GestureREPL
import GestureScript

extension GestureLabCommand {
    /// `gesturelab run FILE…`: runs scripts and prints their transcripts.
    struct Run: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run scripts and print their transcripts.",
            discussion: """
                Several files run one after the other, each in its own session; with more than one, each transcript \
                starts with a line '==> FILE <=='. Each statement is printed as '[LINE] statement', followed by what happened: the virtual time, events, \
                recognizer transitions with their causes, actions, view calls (withheld, released, cancelled by whom), \
                the console log and the TouchTracker line model. Errors go to standard error as FILE:LINE:COLUMN.

                --trace sets how much of that is printed (a script's 'set trace LEVEL' changes it from there on). \
                normal, the default: one line per input event with every transition, action, console line, \
                withheld/released/cancelled/dropped delivery and expectation failure; runs of plain moves folded \
                into one line ('16.7–283.3ms  finger 1 moved ×17 (…) · canvas.touchesMoved ×17 · …'); the line \
                model where it changed; times rounded to 0.1 ms; repeat iterations after the first summarized by \
                what differs from the first. brief: transitions, actions, console lines and the line model only. \
                all: every event on its own line with its exact time, and every repeat iteration (what golden \
                NAME.expected transcripts of 'gesturelab test' use).

                --format jsonl writes JSON lines instead, one object per line: for each file a header \
                ({"schema":"gesturelab-trace/1",...}), then every statement, trace event, line model, failed \
                expectation and diagnostic, and an "end" object. The schema is docs/trace-schema.md \
                (docs/trace-schema.json). Errors still go to standard error as text as well. \
                Exit code: 0 all good, 1 an expectation failed, 2 a script error.
                """
        )

        @Argument(help: "The .gesture files to run, in order (each in its own session).")
        var files: [String]

        @Flag(help: "Print only expectation failures and errors (no transcript, and nothing from `show`).")
        var quiet = false

        @Option(help: "Output: text (the transcript) or jsonl (JSON lines, docs/trace-schema.md).")
        var format: OutputFormat = .text

        @Option(help: "How much of the transcript to print: brief, normal or all (JSON lines always hold every event).")
        var trace: TraceLevel = .normal

        @OptionGroup var options: RunOptions

        func run() throws {
            var worst = ExitStatus.ok
            let style = Style(enabled: format == .text && options.color.enabled(fd: 1))
            let errColor = options.color.enabled(fd: 2)
            for (index, path) in files.enumerated() {
                if files.count > 1, format == .text, !quiet { Terminal.writeOut(Self.header(path, first: index == 0, style: style)) }
                guard let bytes = FileBytes.read(path) else {
                    Terminal.writeErr("gesturelab: error: cannot read '\(path)' (no such file, not a regular file, or too large)\n")
                    worst = max(worst, .scriptError)
                    continue
                }
                var sessionOptions = options.sessionOptions()
                sessionOptions.traceLevel = trace
                let outcome = ScriptRunner.run(name: path, bytes: bytes, options: sessionOptions, style: style,
                                               diagnosticStyle: errColor, transcript: !quiet, format: format, write: Terminal.writeOut)
                if !outcome.diagnostics.isEmpty { Terminal.writeErr(outcome.diagnostics + "\n") }
                worst = max(worst, outcome.status)
            }
            Terminal.flush()
            if worst != .ok { throw ExitCode(worst.rawValue) }
        }

        /// The line that starts each file's transcript when several run (as `head` and `tail` mark files), with a
        /// blank line before every file but the first.
        static func header(_ path: String, first: Bool, style: Style) -> String {
            (first ? "" : "\n") + style.bold("==> \(path) <==") + "\n"
        }
    }
}

extension OutputFormat: ExpressibleByArgument {}
extension TraceLevel: ExpressibleByArgument {}
