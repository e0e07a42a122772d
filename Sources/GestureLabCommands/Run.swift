import ArgumentParser
import GestureLab
import GesturePictures
import GestureREPL
import GestureScript
import GestureSupport
import GestureTranscript

extension GestureLabCommand {
    /// `gesturelab run FILE…`: runs scripts and prints their transcripts.
    struct Run: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "run",
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
                what differs from the first. brief: transitions, actions, console lines, the line model, waiting, withheld/released/cancelled/dropped \
                deliveries and control events (no touches). Deliveries released together are one line. On a \
                terminal, lines wrap at its width (never when piped). \
                all: every event on its own line with its exact time, and every repeat iteration (what golden \
                NAME.expected transcripts of 'gesturelab test' use).

                --format jsonl writes JSON lines instead, one object per line: for each file a header \
                ({"schema":"gesturelab-trace/1",...}), then every statement, trace event, line model, failed \
                expectation and diagnostic, and an "end" object. The schema is docs/trace-schema.md \
                (docs/trace-schema.json). Errors still go to standard error as text as well.

                Pictures: --timeline prints the run as swimlanes after the transcript (one lane per finger, per \
                recognizer with its state spans and "waiting for X to fail", per view with its deliveries and withheld \
                spans, then actions, console lines and line-model changes), fitted to the terminal's width (COLUMNS, \
                else the terminal, else 80 columns). --svg FILE writes the timeline and the canvas (views, each \
                finger's path with time ticks, TouchTracker's lines) as SVG; hover a span for its cause. --html FILE \
                writes one self-contained page (no network) with the timeline, the canvas, the expectation results \
                and the transcript, and a time cursor: hover or drag over the timeline to see every recognizer's \
                state, the fingers and the canvas at that instant. Files are written whole or not at all.

                Exit code: 0 all good, 1 an expectation failed, 2 a script error (or a picture file that cannot be \
                written).
                """
        )

        @Argument(help: "The .gesture files to run, in order (each in its own session).")
        var files: [String]

        @Flag(help: "Print only expectation failures and errors (no transcript, and nothing from `show`).")
        var quiet = false

        @Option(help: "Output: text (the transcript) or jsonl (JSON lines, docs/trace-schema.md).")
        var format: ScriptRun.Format = .text

        @Option(help: "How much of the transcript to print: brief, normal or all (JSON lines always hold every event).")
        var trace: ScriptRun.TraceLevel = .normal

        @Flag(help: "After the transcript, draw the run as a timeline of swimlanes fitted to the terminal.")
        var timeline = false

        @Option(help: ArgumentHelp("Write the timeline and the canvas as an SVG picture.", valueName: "file.svg"))
        var svg: String?

        @Option(help: ArgumentHelp("Write a self-contained HTML page with the timeline, canvas, time cursor, results and transcript.",
                                   valueName: "file.html"))
        var html: String?

        @OptionGroup var options: RunOptions

        func validate() throws {
            if (svg != nil || html != nil), files.count != 1 {
                throw ValidationError("--svg and --html draw one script: give one file (run the others separately)")
            }
            if svg?.isEmpty == true || html?.isEmpty == true { throw ValidationError("--svg and --html need a file name") }
            if timeline, format == .jsonl { throw ValidationError("--timeline draws text; with --format jsonl use --svg or --html instead") }
        }

        func run() throws {
            var worst = ExitStatus.ok
            let style = Style(enabled: format == .text && options.color.enabled(fd: 1))
            let errColor = options.color.enabled(fd: 2)
            // Only a terminal gets wrapped lines: piped output stays byte for byte what goldens and tools read.
            let width = format == .text && Terminal.isTerminal(1) ? TerminalSize.columns() : nil
            for (index, argument) in files.enumerated() {
                let path = FilePath.display(argument)
                if files.count > 1, format == .text, !quiet { Terminal.writeOut(Self.header(path, first: index == 0, style: style)) }
                guard let script = NamedScript(argument) else {
                    Terminal.writeErr(NamedScript.unreadable(argument))
                    worst = max(worst, .scriptError)
                    continue
                }
                let pictures = timeline || svg != nil || html != nil
                var recorder = PictureRecorder(fileName: path)
                var ran = false
                // The run as the library runs it: this command only reads the file, sets the options and shows the
                // result. A link's content is quoted in syntax errors only if the file it leads to is named *.gesture.
                var scriptRun = ScriptRun(bytes: script.bytes, name: path)
                scriptRun.quotesSource = script.isScript
                scriptRun.format = format
                scriptRun.traceLevel = trace
                scriptRun.writesTranscript = !quiet
                scriptRun.transcriptColor = style.enabled
                scriptRun.diagnosticColor = errColor
                scriptRun.lineWidth = width
                scriptRun.maxEvents = options.maxEvents
                if pictures {
                    scriptRun.observe = { output in
                        recorder.consume(output)
                        ran = true
                    }
                }
                let outcome = scriptRun.run(writingSpans: Terminal.out.write(span:))
                if !outcome.diagnostics.isEmpty { Terminal.writeErr(outcome.diagnostics + "\n") }
                worst = max(worst, ExitStatus(rawValue: outcome.status.rawValue) ?? .scriptError)
                recorder.noteResult(checked: outcome.expectationsChecked, failed: outcome.expectationFailures)
                if ran {
                    worst = max(worst, drawPictures(recorder, name: path, style: style))
                } else if pictures, outcome.status == .scriptError {
                    Terminal.writeErr("gesturelab: no picture drawn: '\(visible: path)' did not run\n")
                }
            }
            Terminal.flush()
            if worst != .ok { throw ExitCode(worst.rawValue) }
        }

        /// The line that starts each file's transcript when several run (as `head` and `tail` mark files), with a
        /// blank line before every file but the first.
        static func header(_ path: String, first: Bool, style: Style) -> String {
            (first ? "" : "\n") + style.bold("==> \(visible: path) <==") + "\n"
        }
    }
}

extension GestureLabCommand.Run {
    /// `--timeline`, `--svg` and `--html` for one script that ran.
    func drawPictures(_ recorder: PictureRecorder, name: String, style: Style) -> ExitStatus {
        var status = ExitStatus.ok
        if timeline {
            var recorded = recorder
            recorded.finish()
            let scenes = recorded.scenes(screen: recorded.screen, now: recorded.now)
            let text = TimelineText(width: TerminalSize.columns(), style: style).render(scenes: scenes, title: name,
                                                                                       omittedScenes: recorded.omittedScenesText)
            Terminal.writeOut(PictureCharset.fromEnvironment().draw(text))
        }
        for (path, format) in [(svg, PictureFormat.svg), (html, .html)] {
            guard let path else { continue }
            switch PictureFile.write(recorder, to: path, format: format, title: name) {
            case .success(let what): Terminal.writeErr("gesturelab: \(what) written to \(visible: path)\n")
            case .failure(let e):
                Terminal.writeErr("gesturelab: error: \(visible: "\(e)")\n")
                status = .scriptError
            }
        }
        return status
    }
}

extension ScriptRun.Format: ExpressibleByArgument {}
extension ScriptRun.TraceLevel: ExpressibleByArgument {}
