import ArgumentParser
import GestureAnalysis
import GestureLab
import GestureLanguage
import GesturePictures
import GestureREPL
import GestureTranscript
import GestureSupport

extension GestureLabCommand {
    /// `gesturelab sweep FILE`: runs a script over every combination of its `param` values and maps the outcomes.
    struct Sweep: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "sweep",
            abstract: "Run a script over every combination of its parameters and map which recognizer wins.",
            discussion: """
                The script declares parameters ('param dt from 0ms to 600ms step 10ms', 'param d in 5, 10, 45') and \
                uses them as $NAME (grammar/README.md, Param). The scene (the leading declarations that use no \
                parameter) is set up once; every run starts from a copy of it. Per run the sweep records which \
                recognizers sent actions and how many, their final states, which expects held, the TouchTracker \
                model and, for each scroll view, what its content received and whether it was dragged ('list \
                content began → cancelled, dragged'); runs with the same record share an outcome.

                Text output: each outcome with the parameter ranges that give it; the boundaries between outcomes, \
                refined by bisection to --refine (default 1ms for durations, 0.1 for numbers; at most 9 decimals); \
                for two parameters a map, one letter per outcome (colour only on a terminal). The bisection makes \
                at most twice as many runs as the sweep (at least 100) and refines at most 100 pairs per parameter: \
                the pairs beyond are counted. --format csv|jsonl writes one row or object per run instead.

                --svg OUT also draws the map as an SVG picture (written whole or not at all; the text, csv or jsonl \
                output still goes to standard output, and a line on standard error names the file). Two parameters: \
                a grid, the first parameter across and the second down, one cell per run coloured by outcome \
                (colour-blind-safe colours, the outcome's letter in each region), the boundaries as labelled lines; \
                one parameter: a strip. A parameter fixed with 'param NAME in VALUE' is not an axis; more than two \
                that vary are refused. Cells --sample did not run are hatched. At most 200 values per axis are \
                drawn (every k-th value beyond that, the last kept). A shard draws no map: give --svg to the --merge.

                --subdivide K (off unless given): a map one outcome mostly covers gives its runs to where outcomes \
                meet. After the grid, each cell whose outcome differs from the next cell's along a parameter is split \
                into K parts along each parameter (K × K for two; numbers and durations, not listed points) and every \
                part is run; at most as many more runs as the sweep's own (at least 100), the cells beyond are left \
                whole and counted. The text adds the refined runs' outcomes and a refined map (lower case: a refined \
                run), the SVG draws each part in its cell, and csv and jsonl add one record per refined run, marked \
                (a 'sample' column of grid or refined; "refined":true), with its cell's run number.

                CI: --shard K/N runs every N-th combination starting at the K-th (write it with --format jsonl; \
                its first line names the script and carries its text, --sample and --seed); \
                'gesturelab sweep --merge SHARD…' rebuilds the unsharded output, byte for byte, from the shards' \
                files alone (give FILE too to check that the shards were written from that version of it). \
                --sample N --seed S runs N combinations picked at random, the same on every machine. --max-runs \
                bounds a merge too (every run of the sweep its shards rebuild), and a sharded --sample (each shard \
                draws the whole sample).

                In the REPL, ':sweep' sweeps the gesture typed since the last 'mark' over the session's params, and \
                ':sweep FILE' a file, with these options (':help sweep').

                Exit code: 0 done, 1 an expectation failed in at least one run (the outcomes name the lines that \
                failed; 'gesturelab test' lists the values), 2 a script error (the first failing combination is \
                shown), 64 a usage error (also: more runs than --max-runs).
                """
        )

        /// FILE and the options `:sweep` shares (``SweepOptions``: one grammar for both).
        @OptionGroup var shared: SweepOptions

        @Option(help: ArgumentHelp("Run only shard K of N (1-based), for CI; use with --format jsonl and --merge.", valueName: "K/N"))
        var shard: String?

        @Option(parsing: .upToNextOption, help: ArgumentHelp("Rebuild the whole sweep from the --format jsonl outputs of its shards.",
                                                             valueName: "shard.jsonl"))
        var merge: [String] = []

        @OptionGroup var options: RunOptions

        var file: String? { shared.file }
        var format: SweepOptions.Format { shared.format }
        var sample: Int? { shared.sample }
        var seed: UInt64? { shared.seed }
        var maxRuns: Int { shared.maxRuns }
        var svg: String? { shared.svg }
        var subdivide: String? { shared.subdivide }

        func validate() throws {
            if file == nil, merge.isEmpty {
                throw ValidationError("give the .gesture script to sweep, such as 'gesturelab sweep examples/sweeps/double-tap-interval.gesture', "
                                      + "or join a sharded sweep's files with --merge SHARD…")
            }
            if shard != nil, SweepPlan.parseShard(shard ?? "") == nil {
                throw ValidationError("--shard takes K/N with 1 <= K <= N, such as 2/3 (got '\(shard ?? "")')")
            }
            if shard != nil, !merge.isEmpty { throw ValidationError("--shard runs one shard and --merge joins them: give one of the two") }
            if svg != nil, shard != nil {
                throw ValidationError("--svg draws the whole map: draw it from the shards' files with --merge SHARD… --svg OUT")
            }
            if subdivide != nil, shard != nil {
                throw ValidationError("--subdivide splits cells by their neighbours, which a shard does not have: give it to the --merge")
            }
        }

        func run() throws {
            let errColor = options.color.enabled(fd: 2)
            var shards: [ShardFile] = []
            var sample = sample, seed = seed ?? 0
            let file: String, bytes: [UInt8], isScript: Bool?
            do {
                shards = try merge.map(ShardFile.init(path:))
                let script = try Self.script(file: self.file, shards: shards)
                (file, bytes, isScript) = (script.name, script.bytes, script.isScript)
                if let header = shards.lazy.compactMap(\.header).first {
                    // The shards ran with their --sample and --seed; the merge plans the same runs.
                    if let given = self.sample, given != header.sample {
                        throw InputError(message: "the shards were written with \(header.sample.map { "--sample \($0)" } ?? "no --sample"), not --sample \(given); leave --sample out of the merge")
                    }
                    if let given = self.seed, given != header.seed {
                        throw InputError(message: "the shards were written with --seed \(header.seed), not --seed \(given); leave --seed out of the merge")
                    }
                    (sample, seed) = (header.sample, header.seed)
                }
            } catch let error as InputError {
                Terminal.writeErr("gesturelab: error: \(visible: error.message)\n")
                throw ExitCode(ExitStatus.scriptError.rawValue)
            }
            let source = SourceFile(name: file, bytes: bytes)
            let (script, diagnostics) = Parser.parse(source)
            if diagnostics.contains(where: \.isError) || source.encodingProblem != nil {
                Terminal.writeErr(DiagnosticRenderer.renderSyntaxErrors(diagnostics, in: source, color: errColor, isScript: isScript) + "\n")
                throw ExitCode(ExitStatus.scriptError.rawValue)
            }
            guard !script.parameters.isEmpty else {
                Terminal.writeErr("gesturelab: error: '\(visible: file)' declares no parameters; add one such as 'param dt from 0ms to 600ms step 10ms' and use it as $dt\n")
                throw ExitCode(ExitStatus.usage.rawValue)
            }
            let plan = SweepPlan(script.parameters)
            if svg != nil, let refusal = SweepMapSVG.refusal(plan) {
                Terminal.writeErr("gesturelab: error: \(visible: refusal)\n")
                throw ExitCode(ExitStatus.usage.rawValue)
            }
            let factor = subdivide.flatMap { Int($0) }
            if factor != nil, plan.parameters.filter({ $0.count > 1 }).count > 2 {
                Terminal.writeErr("gesturelab: error: --subdivide splits the cells of a map of one or two parameters, and this sweep varies "
                                  + "\(plan.parameters.filter { $0.count > 1 }.count); fix all but two with 'param NAME in VALUE'\n")
                throw ExitCode(ExitStatus.usage.rawValue)
            }
            let part = shard.flatMap(SweepPlan.parseShard)
            // Counted before any combination is listed: a sweep of 10^12 runs is refused without building its index
            // list. A merge keeps every run of the sweep it rebuilds, whatever the shards' header says it is.
            switch plan.refusal(sample: sample, shard: part, maxRuns: maxRuns) {
            case nil:
                break
            case .tooManyCombinations?:
                Terminal.writeErr("gesturelab: error: \(SweepPlan.tooManyCombinations)\n")
                throw ExitCode(ExitStatus.usage.rawValue)
            case .tooManyRuns(let count)?:
                Terminal.writeErr(merge.isEmpty
                    ? "gesturelab: error: this sweep would make \(count) runs, more than --max-runs \(maxRuns); "
                        + "use larger steps, fewer values, --sample N, --shard K/N, or raise --max-runs\n"
                    : "gesturelab: error: the shards' sweep has \(count) runs, more than --max-runs \(maxRuns); "
                        + "a merge keeps every run: raise --max-runs to merge it\n")
                throw ExitCode(ExitStatus.usage.rawValue)
            case .sampleTooLarge(let sample)?:
                Terminal.writeErr("gesturelab: error: --sample \(sample) is more than --max-runs \(maxRuns): every shard draws the "
                                  + "whole sample before it takes its share; take a smaller sample, or raise --max-runs "
                                  + "(on every shard and on the merge)\n")
                throw ExitCode(ExitStatus.usage.rawValue)
            }
            let indices = plan.runs(sample: sample, seed: seed, shard: part)
            let refinement = shared.refinement
            do {
                // The scene declared once, each run from a copy of it: the library's sweep.
                var sweeping = ScriptSweep(script: script)
                sweeping.sessionOptions = options.sessionOptions()
                let sweep = try sweeping.prepare()
                let runs: [SweepRun]
                if merge.isEmpty {
                    let progress = Terminal.isTerminal(2) ? SweepProgress(total: indices.count, write: Terminal.writeErr) : nil
                    runs = try sweep.run(indices) { progress?.update($0) }
                    progress?.finish()
                } else {
                    runs = try Self.runs(of: shards, plan: plan, expected: indices)
                }
                // Refined once, for the text and the picture alike.
                let found: (boundaries: [SweepBoundary], omitted: Int) =
                    format == .text || svg != nil ? try sweep.boundaries(of: runs, refine: refinement) : ([], 0)
                // After the grid and its boundaries: the cells where outcomes meet, run again finer.
                let subdivision = try factor.map { try sweep.subdivide(runs, factor: $0) }
                switch format {
                case .jsonl:
                    if let part {
                        let header = SweepShardHeader(script: file, source: String(decoding: bytes, as: UTF8.self),
                                                      shard: part, sample: sample, seed: seed)
                        Terminal.writeOut(header.jsonLine)
                    }
                    for r in runs { Terminal.writeOut(SweepRecords.jsonLine(r, plan: plan)) }
                    for r in subdivision?.runs ?? [] { Terminal.writeOut(SweepRecords.jsonLine(r.run, plan: plan, refinedIn: r.cell)) }
                case .csv:
                    let marked = subdivision != nil
                    Terminal.writeOut(SweepRecords.csvHeader(plan, marksRefined: marked))
                    for r in runs { Terminal.writeOut(SweepRecords.csvRow(r, marksRefined: marked)) }
                    for r in subdivision?.runs ?? [] { Terminal.writeOut(SweepRecords.csvRow(r.run, refinedIn: r.cell, marksRefined: marked)) }
                case .text:
                    let color = options.color.enabled(fd: 1)
                    Terminal.writeOut(PictureCharset.fromEnvironment().draw(
                        SweepText.render(file: file, plan: plan, runs: runs, boundaries: found.boundaries,
                                         omitted: found.omitted, refine: refinement, color: color, shard: part,
                                         subdivision: subdivision, width: Terminal.isTerminal(1) ? TerminalSize.columns() : nil)))
                }
                if let svg {
                    let picture = SweepMapSVG.render(file: file, plan: plan, runs: runs, boundaries: found.boundaries,
                                                     omitted: found.omitted, refine: refinement, subdivision: subdivision)
                    do {
                        try AtomicFile.write(picture, to: svg)
                        Terminal.writeErr("gesturelab: SVG map written to \(visible: svg)\n")
                    } catch {
                        Terminal.writeErr("gesturelab: error: \(visible: "\(error)")\n")
                        throw ExitCode(ExitStatus.scriptError.rawValue)
                    }
                }
                // An expectation that failed in any run fails the sweep (CI runs sweeps as checks).
                let failed = runs.count(where: { !$0.failedExpectations.isEmpty })
                if failed > 0 {
                    Terminal.writeErr("gesturelab: expectations failed in \(failed) of \(runs.count) run\(runs.count == 1 ? "" : "s")"
                                      + " (gesturelab test \(visible: file) names their values)\n")
                    throw ExitCode(ExitStatus.expectationFailed.rawValue)
                }
            } catch let failure as SweepFailure {
                Terminal.writeErr(DiagnosticRenderer.render(failure.diagnostic, in: source, color: errColor) + "\n")
                Terminal.writeErr(failure.combination.isEmpty ? "note: the sweep stopped while setting up the scene\n"
                                  : "note: the sweep stopped at the first failing combination: \(visible: failure.combination)\n")
                throw ExitCode(ExitStatus.scriptError.rawValue)
            } catch let error as InputError {
                Terminal.writeErr("gesturelab: error: \(visible: error.message)\n")
                throw ExitCode(ExitStatus.scriptError.rawValue)
            }
        }

        /// A file the sweep cannot use: the script, or a shard's file given to --merge (a message naming it).
        struct InputError: Error { var message: String }

        /// One shard's file as read for `--merge`: its header (nil in files written before headers, or by hand) and
        /// its run lines.
        struct ShardFile {
            /// The file's name as messages show it (``FilePath/display``).
            var path: String
            var header: SweepShardHeader?
            /// The run lines with their 1-based line numbers in the file.
            var lines: [(number: Int, text: Substring)]

            init(path: String) throws {
                guard let bytes = FileBytes.read(path) else { throw InputError(message: NamedScript.cannotRead(path)) }
                self.path = FilePath.display(path)
                let text = String(decoding: bytes, as: UTF8.self)
                lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                    .filter { !$0.element.isEmpty }.map { (number: $0.offset + 1, text: $0.element) }
                if let first = lines.first, let header = SweepShardHeader.parse(first.text) {
                    self.header = header
                    lines.removeFirst()
                }
            }
        }

        /// The script a merge renders: FILE when given (and then every shard must have been written from it), else the
        /// one the shards' headers carry (and they must agree). FILE is named as messages show it and is quoted in
        /// syntax errors only if the file read is named *.gesture (``NamedScript``); a header's script is judged by
        /// its name (`isScript` nil): its text is the shard file's own.
        static func script(file: String?, shards: [ShardFile]) throws -> (name: String, bytes: [UInt8], isScript: Bool?) {
            // Every header against the first one (a file without a header, given with FILE, is not compared).
            let headed = shards.filter { $0.header != nil }
            for s in headed.dropFirst() {
                guard let first = headed.first, let a = first.header, let b = s.header else { continue }
                if a.script != b.script || a.source != b.source {
                    throw InputError(message: "'\(s.path)' is a shard of \(b.script == a.script ? "another version of '\(a.script)'" : "'\(b.script)'"), not of the sweep in '\(first.path)'; run every shard from the same script")
                }
                if a.shard.n != b.shard.n {
                    throw InputError(message: "'\(s.path)' is shard \(b.shard.k)/\(b.shard.n) and '\(first.path)' shard \(a.shard.k)/\(a.shard.n): merge the shards of one --shard K/N split")
                }
                if a.sample != b.sample || a.seed != b.seed {
                    throw InputError(message: "'\(s.path)' and '\(first.path)' were written with different --sample or --seed; run every shard with the same ones")
                }
            }
            guard let file else {
                let unnamed = shards.first { $0.header == nil }
                guard unnamed == nil, let header = shards.first?.header else {
                    throw InputError(message: "'\(unnamed?.path ?? "")' does not say which script it is a shard of (its first line is not a sweep header); "
                                     + "give the script too: gesturelab sweep FILE --merge SHARD…")
                }
                return (header.script, Array(header.source.utf8), nil)
            }
            guard let script = NamedScript(file) else { throw InputError(message: NamedScript.cannotRead(file)) }
            if let stale = shards.first(where: { $0.header.map { Array($0.source.utf8) != script.bytes } ?? false }) {
                throw InputError(message: "'\(stale.path)' was written from another version of '\(script.name)' (the script has changed since); run the shards again")
            }
            return (script.name, script.bytes, script.isScript)
        }

        /// The runs of every shard file, in run order; every planned run exactly once.
        static func runs(of shards: [ShardFile], plan: SweepPlan, expected: SweepRunList) throws -> [SweepRun] {
            var byIndex: [SweepIndex: SweepRun] = [:]
            for shard in shards {
                for (number, line) in shard.lines {
                    guard let run = SweepRecords.parseLine(line, plan: plan) else {
                        throw InputError(message: "\(shard.path):\(number): not a run of this sweep (write shards with --shard K/N --format jsonl)")
                    }
                    if byIndex[run.index] != nil { throw InputError(message: "\(shard.path):\(number): run \(run.index) is in two shard files") }
                    byIndex[run.index] = run
                }
            }
            let missing = expected.filter { byIndex[$0] == nil }
            if let first = missing.first {
                throw InputError(message: "\(missing.count) run\(missing.count == 1 ? " is" : "s are") missing (the first is run \(first): \(plan.parameters.isEmpty ? "" : describe(plan, first))); merge every shard's file")
            }
            if byIndex.count != expected.count { throw InputError(message: "the shard files hold runs this sweep does not plan (another --sample or --seed?)") }
            return expected.compactMap { byIndex[$0] }
        }

        static func describe(_ plan: SweepPlan, _ index: SweepIndex) -> String {
            zip(plan.parameters, plan.values(index)).map { "\($0.name.value) = \($1.text)" }.joined(separator: ", ")
        }
    }
}
