import GestureAnalysis
import GestureLab
import GestureLanguage
import GesturePictures
import GestureSupport

/// `:sweep`: runs a script over every combination of its parameters and prints what `gesturelab sweep` prints. The
/// runs happen in a sweep's own sessions: the REPL's session, its clock and its pictures are left as they were.
extension ReplSession {
    /// Checked for Ctrl-C between batches of this many runs (a run with input events is also checked between them).
    static let sweepBatch = 256

    func sweep(_ argument: String) {
        let arguments: SweepOptions
        switch SweepOptions.parse(repl: argument) {
        case .success(let a): arguments = a
        case .failure(let e):
            writeError(" \(e.message)\n")
            return
        }
        // Refused before any run: the sweep would be made only to be thrown away.
        if arguments.svg != nil, !mayWriteFiles(":sweep --svg") { return }
        if let path = arguments.file {
            sweepFile(path, arguments)
        } else {
            sweepSession(arguments)
        }
    }

    /// `:sweep FILE`: the file alone, exactly as `gesturelab sweep FILE` runs it (nothing of the session).
    private func sweepFile(_ path: String, _ arguments: SweepOptions) {
        // Opened by its bytes and shown escaped; its lines are quoted only if the file read is named *.gesture.
        guard let named = NamedScript(path) else {
            writeError(" \(NamedScript.cannotRead(path))\n")
            return
        }
        let file = named.source
        let (script, diagnostics) = Parser.parse(file)
        if diagnostics.contains(where: \.isError) || file.encodingProblem != nil {
            write(named.renderSyntaxErrors(diagnostics, in: file, color: style.enabled) + "\n")
            status = max(status, .scriptError)
            return
        }
        guard !script.parameters.isEmpty else {
            writeError(" '\(named.name)' declares no parameters; add one such as 'param dt from 0ms to 600ms step 10ms' and use it as $dt\n")
            return
        }
        runSweep(script, name: named.name, arguments)
    }

    /// `:sweep`: the session's statements since the last `mark` over the parameters they use (``SessionSweepScript``).
    private func sweepSession(_ arguments: SweepOptions) {
        switch SessionSweepScript.make(accepted: scene.acceptedSource, parameters: parameters) {
        case .failure(let e):
            writeError(" \(e.message)\n")
        case .success(let s):
            let names = s.script.parameters.map(\.name.value).joined(separator: ", ")
            let scene = s.sceneCount > 0 ? ", from the \(s.sceneCount) declaration\(s.sceneCount == 1 ? "" : "s") before it" : ""
            runSweep(s.script, name: SessionSweepScript.fileName, arguments,
                     note: "  sweeping \(s.what)\(scene), over \(names)")
        }
    }

    /// Plans, runs and prints one sweep; refuses a sweep over `--max-runs` before running anything. `note` says what
    /// is swept (text output only).
    private func runSweep(_ script: Script, name: String, _ arguments: SweepOptions, note: String? = nil) {
        let plan = SweepPlan(script.parameters)
        let refinement = arguments.refinement
        if arguments.svg != nil, let refusal = SweepMapSVG.refusal(plan) {
            writeError(" \(refusal)\n")
            return
        }
        switch plan.refusal(sample: arguments.sample, shard: nil, maxRuns: arguments.maxRuns) {
        case .tooManyCombinations?:
            writeError(" \(SweepPlan.tooManyCombinations)\n")
            return
        case .tooManyRuns(let n)?:
            writeError(" this sweep would make \(n) runs, more than --max-runs \(arguments.maxRuns); "
                       + "use larger steps, fewer values, --sample N, or raise --max-runs\n")
            return
        case .sampleTooLarge?, nil:
            // Without a shard a sample is refused as runs.
            break
        }
        if arguments.subdivide != nil, plan.parameters.filter({ $0.count > 1 }).count > 2 {
            writeError(" --subdivide splits the cells of a map of one or two parameters, and this sweep varies "
                       + "\(plan.parameters.filter { $0.count > 1 }.count); fix all but two with 'param NAME in VALUE'\n")
            return
        }
        if let note, arguments.format == .text { write(style.dim(note) + "\n") }
        let indices = plan.runs(sample: arguments.sample, seed: arguments.seed ?? 0, shard: nil)
        Interrupt.begin()
        defer { Interrupt.end() }
        let stopped = scene.options.isInterrupted ?? { false }
        var runs: [SweepRun] = []
        let progress = reader.isInteractive ? SweepProgress(total: indices.count, write: write) : nil
        do {
            // The library's sweep, with the REPL session's limits and its Ctrl-C; the sweep's sessions are its own.
            var sweeping = ScriptSweep(script: script)
            sweeping.sessionOptions = scene.options
            let sweep = try sweeping.prepare()
            runs = try sweep.run(indices, batch: Self.sweepBatch, progress: { progress?.update($0) }, stopped: stopped)
            progress?.finish()
            // Refined once, for the text and the picture alike.
            let found: (boundaries: [SweepBoundary], omitted: Int) =
                arguments.format == .text || arguments.svg != nil ? try sweep.boundaries(of: runs, refine: refinement) : ([], 0)
            let subdivision = try arguments.subdivisionFactor.map { try sweep.subdivide(runs, factor: $0) }
            let refined = subdivision?.runs ?? []
            switch arguments.format {
            case .jsonl:
                write(runs.map { SweepRecords.jsonLine($0, plan: plan) }.joined()
                      + refined.map { SweepRecords.jsonLine($0.run, plan: plan, refinedIn: $0.cell) }.joined())
            case .csv:
                let marked = subdivision != nil
                write(SweepRecords.csvHeader(plan, marksRefined: marked) + runs.map { SweepRecords.csvRow($0, marksRefined: marked) }.joined()
                      + refined.map { SweepRecords.csvRow($0.run, refinedIn: $0.cell, marksRefined: marked) }.joined())
            case .text:
                write(pictureCharset.draw(SweepText.render(file: name, plan: plan, runs: runs, boundaries: found.boundaries,
                                                           omitted: found.omitted, refine: refinement, color: style.enabled,
                                                           subdivision: subdivision, width: answerWidth())))
            }
            if let path = arguments.svg {
                let picture = SweepMapSVG.render(file: name, plan: plan, runs: runs, boundaries: found.boundaries,
                                                 omitted: found.omitted, refine: refinement, subdivision: subdivision)
                do {
                    try AtomicFile.write(picture, to: path)
                    write("  SVG map written to \(visible: path)\n")
                } catch {
                    writeError(" \(error)\n")
                }
            }
        } catch let failure as SweepFailure where failure.diagnostic.id == "interrupted" {
            progress?.finish()
            sweepInterrupted(made: runs.count, of: indices.count)
        } catch let interrupted as ScriptSweep.Interrupted {
            progress?.finish()
            sweepInterrupted(made: interrupted.made, of: indices.count)
        } catch let failure as SweepFailure {
            progress?.finish()
            write(DiagnosticRenderer.render(failure.diagnostic, in: script.file, color: style.enabled) + "\n")
            write(failure.combination.isEmpty ? "note: the sweep stopped while setting up the scene\n"
                  : "note: the sweep stopped at the first failing combination: \(visible: failure.combination)\n")
            status = max(status, .scriptError)
        } catch {
            // Sweeps throw only SweepFailure, and their batches ScriptSweep.Interrupted.
            progress?.finish()
        }
    }

    private func sweepInterrupted(made: Int, of total: Int) {
        if reader.isInteractive { write("\n") }
        write(style.yellow("interrupted:") + " Ctrl-C stopped the sweep after \(made) of \(total) runs; nothing is printed, and the session is as it was\n")
        status = max(status, .scriptError)
    }

}
