import Dispatch
import GestureAnalysis
import GestureLab
import GestureREPL
import GestureScript
import Synchronization

#if canImport(Glibc)
import Glibc
#endif
import GestureLanguage
import GestureSupport
import GestureTranscript

/// How `gesturelab test` runs each script (the command line's options).
struct TestSettings: Sendable {
    var options = SessionOptions()
    /// `--update`: write the goldens instead of comparing with them.
    var update = false
    /// Scripts with `param`s: `--sample N --seed S` runs N combinations picked at random instead of all;
    /// `--max-runs` refuses a sweep of more runs.
    var sample: Int?
    var seed: UInt64 = 0
    var maxRuns = SweepPlan.defaultMaxRuns
    /// Whether a report lists each expectation (JUnit, GitHub annotations): otherwise a plain script's are not
    /// gathered (a sweep's always are: they name its failures).
    var listsExpectations = true

    init(options: SessionOptions = SessionOptions(), update: Bool = false) {
        self.options = options
        self.update = update
    }
}

/// Runs scripts on several threads; each gets its own session (nothing is shared but the result slots).
enum TestRunner {
    /// What the worker threads share: the next file to take, how many tests failed so far (for `--maxfail`), and a
    /// slot for each file's result.
    final class Slots: Sendable {
        private struct Progress {
            var next = 0
            var failures = 0
        }
        private let progress = Mutex(Progress())
        private let cases: Mutex<[TestCase?]>
        let maxfail: Int?
        init(count: Int, maxfail: Int?) {
            cases = Mutex(Array(repeating: nil, count: count))
            self.maxfail = maxfail
        }
        /// The index of a file no other thread took, or nil once `maxfail` tests have failed: indices are handed out
        /// in order, so every test before the `maxfail`-th failure in path order has run (``cutoff(_:maxfail:)``).
        func take() -> Int? {
            progress.withLock { p in
                if let maxfail, p.failures >= maxfail { return nil }
                defer { p.next += 1 }
                return p.next
            }
        }
        func store(_ result: TestCase, at i: Int) {
            cases.withLock { $0[i] = result }
            if result.verdict == .failed || result.verdict == .error { progress.withLock { $0.failures += 1 } }
        }
        /// The results of the files that ran, in path order: indices were handed out in order and every one taken
        /// has finished, so they are a prefix.
        var ranPrefix: [TestCase] { cases.withLock { slots in slots.prefix { $0 != nil }.map { $0! } } }
    }

    static func run(files: [TestFile], jobs: Int, options: SessionOptions, update: Bool) -> [TestCase] {
        run(files: files, jobs: jobs, settings: TestSettings(options: options, update: update)).cases
    }

    /// Runs `files` on `jobs` threads. With `maxfail`, stops after that many tests failed or errored: the result is
    /// then the tests in path order up to the `maxfail`-th failure (the same whatever the threads did), and `notRun`
    /// counts the files after it.
    static func run(files: [TestFile], jobs: Int, settings: TestSettings, maxfail: Int? = nil) -> (cases: [TestCase], notRun: Int) {
        let slots = Slots(count: files.count, maxfail: maxfail)
        let showProgress = files.count > 50 && Terminal.isTerminal(2)
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, files.count))) { _ in
            while let i = slots.take(), i < files.count {
                slots.store(runOne(files[i], settings: settings), at: i)
                if showProgress, i % 25 == 0 { Terminal.writeErr("\r[\(i)/\(files.count)] running…") }
            }
        }
        if showProgress { Terminal.writeErr("\r\u{1B}[K") }
        let cases = cutoff(slots.ranPrefix, maxfail: maxfail)
        return (cases, files.count - cases.count)
    }

    /// The tests up to and including the `maxfail`-th that failed or errored (all of them without `maxfail`).
    static func cutoff(_ cases: [TestCase], maxfail: Int?) -> [TestCase] {
        guard let maxfail else { return cases }
        var failures = 0
        for (i, c) in cases.enumerated() where c.verdict == .failed || c.verdict == .error {
            failures += 1
            if failures == maxfail { return Array(cases[...i]) }
        }
        return cases
    }

    static func runOne(_ file: TestFile, options: SessionOptions, update: Bool) -> TestCase {
        runOne(file, settings: TestSettings(options: options, update: update))
    }

    /// Runs one test. The transcript is produced only for golden tests (an `.expected` file exists, or `update`); a
    /// script with `param`s runs over its combinations (``runSweep(_:script:name:settings:start:)``).
    ///
    /// The script and its goldens are read only if they pass their root's checks (``SuiteRoot``), judged by the file
    /// each leads to; a script that leads to a file not named *.gesture runs, but its syntax errors do not quote it.
    static func runOne(_ file: TestFile, settings: TestSettings) -> TestCase {
        let start = Clock.seconds()
        let path = file.path.display
        let key = file.path.bytes
        let script: OpenedFile
        switch FileBytes.open(file.path, admit: file.root.refusesScript) {
        case .success(let opened): script = opened
        case .failure(let reason):
            let outcome = ScriptOutcome(status: .scriptError, expectationsChecked: 0, expectationFailures: 0, diagnostics: "",
                                        firstError: "\(path): error: cannot read the file: \(reason)", failureLines: [], events: 0)
            return TestCase(path: path, outcome: outcome, seconds: Clock.seconds() - start, key: key)
        }
        let isScript = script.resolved.hasSuffix(".gesture")
        let options = settings.options
        let update = settings.update

        // A script with parameters that parses runs over its combinations.
        let source = SourceFile(name: path, bytes: script.bytes)
        let (parsed, parseDiagnostics) = Parser.parse(source)
        let sweeps = !parsed.parameters.isEmpty && !parseDiagnostics.contains(where: \.isError) && source.encodingProblem == nil

        let expected: [UInt8]?
        switch readGolden(Golden.expectedPath(for: file.path), root: file.root, update: update) {
        case .success(let bytes): expected = bytes
        case .failure(let error):
            // The script still runs for its expectations; the golden is neither compared nor written.
            var c = sweeps ? runSweep(file, script: parsed, settings: settings, start: start, boundaries: false)
                : TestCase(path: path, outcome: run(script.bytes, name: path, isScript: isScript, options: options,
                                                    parsed: (parsed, parseDiagnostics), settings: settings), key: key)
            c.golden = .fileError(error.message)
            c.seconds = Clock.seconds() - start
            return c
        }
        let goldenTest = update || expected != nil
        var test: TestCase
        if sweeps {
            test = runSweep(file, script: parsed, settings: settings, start: start, boundaries: true)
        } else if !goldenTest {
            let outcome = run(script.bytes, name: path, isScript: isScript, options: options, parsed: (parsed, parseDiagnostics),
                              settings: settings)
            test = TestCase(path: path, outcome: outcome, key: key)
        } else {
            test = TestCase(path: path, outcome: ScriptOutcome(status: .ok, expectationsChecked: 0, expectationFailures: 0,
                                                               diagnostics: "", firstError: nil, failureLines: [], events: 0), key: key)
        }
        if goldenTest {
            // Golden test: the transcript names the file without its directory, as `run NAME.gesture` in that
            // directory. It is taken at trace level `all` (a script's own `set trace` still applies from where it
            // stands): goldens record every event, and those made before levels existed keep their meaning
            // (grammar/README.md). A script with parameters: the run `gesturelab run` makes (each first value).
            let name = file.path.lastComponent.display
            var output: [UInt8] = []
            // Without line numbers: a comment or a blank line added above a statement changes no golden.
            let golden = run(script.bytes, name: name, isScript: isScript, options: options, parsed: (parsed, parseDiagnostics),
                             settings: settings, golden: { output += $0 })
            let transcript = Golden.transcript(output: String(decoding: output, as: UTF8.self),
                                               diagnostics: golden.goldenDiagnostics ?? golden.diagnostics)
            // A plain script's listing comes from this run, its messages named by the full path.
            if !sweeps { test.outcome = renamed(golden, from: name, to: path) }
            test.golden = Golden.settle(path: file.path, transcript: transcript, expected: expected, update: update)
        }
        test.seconds = Clock.seconds() - start
        return test
    }

    /// One script run as `gesturelab run` runs it, through the library (``ScriptRun``): without a transcript, or with
    /// `golden`, the transcript of a golden test (trace level `all`, no colour, no line numbers) handed to it.
    static func run(_ bytes: [UInt8], name: String, isScript: Bool, options: SessionOptions,
                    parsed: (script: Script, diagnostics: [Diagnostic]), settings: TestSettings,
                    golden: (([UInt8]) -> Void)? = nil) -> ScriptOutcome {
        var scriptRun = ScriptRun(bytes: bytes, name: name)
        scriptRun.quotesSource = isScript
        scriptRun.sessionOptions = options
        scriptRun.parsedSource = parsed
        scriptRun.listingExpectations = settings.listsExpectations
        guard let golden else {
            scriptRun.writesTranscript = false
            return scriptRun.run(writing: { _ in }).scriptOutcome
        }
        scriptRun.traceLevel = .all
        scriptRun.numbersLines = false
        return scriptRun.run(writing: golden).scriptOutcome
    }

    /// A script with `param`s: every combination (or `--sample`) as a run, its expectations checked in each, the
    /// failures listed by the ranges of values they share; with `boundaries`, its `NAME.boundaries` golden too.
    static func runSweep(_ file: TestFile, script: Script, settings: TestSettings, start: Double, boundaries: Bool) -> TestCase {
        let path = file.path.display
        let plan = SweepPlan(script.parameters)
        func error(_ message: String, diagnostics: String = "", at offset: Int? = nil) -> TestCase {
            let location = offset.map(script.file.location(of:))
            let outcome = ScriptOutcome(status: .scriptError, expectationsChecked: 0, expectationFailures: 0, diagnostics: diagnostics,
                                        firstError: message, failureLines: [], events: 0,
                                        expectations: ExpectationResult.statements(of: script.statements, in: script.file, errorAt: offset),
                                        errorLocation: location)
            return TestCase(path: path, outcome: outcome, key: file.path.bytes)
        }
        switch plan.refusal(sample: settings.sample, shard: nil, maxRuns: settings.maxRuns) {
        case nil:
            break
        case .tooManyCombinations?:
            return error("\(visible: path): error: \(SweepPlan.tooManyCombinations)")
        case .tooManyRuns(let count)?:
            return error("\(visible: path): error: its parameters make \(count) runs, more than --max-runs \(settings.maxRuns); "
                         + "test a sample (--sample N) or raise --max-runs")
        case .sampleTooLarge?:
            return error("\(visible: path): error: --sample \(settings.sample ?? 0) is more than --max-runs \(settings.maxRuns)")
        }
        let indices = plan.runs(sample: settings.sample, seed: settings.seed, shard: nil)
        let sweep: ScriptSweep.Cells
        let result: SweepTestResult
        do {
            var sweeping = ScriptSweep(script: script)
            sweeping.sessionOptions = settings.options
            sweep = try sweeping.prepare()
            result = try sweep.test(indices)
        } catch let failure as SweepFailure {
            let d = failure.diagnostic
            let location = script.file.location(of: d.range.start)
            let at = failure.combination.isEmpty ? "while setting up the scene" : "in the run with \(failure.combination)"
            let note = failure.combination.isEmpty ? "note: the sweep stopped while setting up the scene"
                : "note: the sweep stopped at the first failing combination: \(failure.combination)"
            return error("\(visible: path):\(location): error: \(visible: d.message) (\(visible: at))",
                         diagnostics: DiagnosticRenderer.render(d, in: script.file) + "\n" + VisibleText.escape(note), at: d.range.start)
        } catch {
            return self.error(path, script: script, message: "\(error)")
        }
        let failed = result.expectations.reduce(0) { $0 + $1.failures.count }
        let outcome = ScriptOutcome(status: result.failedRuns > 0 ? .expectationFailed : .ok,
                                    expectationsChecked: result.expectationsChecked, expectationFailures: failed, diagnostics: "",
                                    firstError: nil, failureLines: sweepFailureLines(result.expectations, path: path), events: 0,
                                    expectations: result.expectations)
        var test = TestCase(path: path, outcome: outcome,
                            sweep: .init(runs: result.runs.count, combinations: plan.total, failedRuns: result.failedRuns),
                            key: file.path.bytes)
        guard boundaries else { return test }
        let goldenPath = BoundaryGolden.path(for: file.path)
        switch readGolden(goldenPath, root: file.root, update: settings.update, named: ".boundaries") {
        case .failure(let problem):
            test.boundaries = .fileError(problem.message)
        case .success(let expected):
            guard settings.update || expected != nil else { break }
            guard result.isComplete else {
                test.boundaries = .skipped("\(goldenPath.display) not \(settings.update ? "written" : "compared"): "
                    + "--sample ran \(result.runs.count) of \(plan.total.map { String($0) } ?? "its") combinations, "
                    + "and boundaries are known only between neighbours that ran")
                break
            }
            do {
                let refine = SweepRefinement()
                let found = try sweep.boundaries(of: result.runs, refine: refine)
                let entries = SweepBoundaryGolden.entries(found.boundaries, plan: plan, script: script)
                let text = SweepBoundaryGolden.render(entries, script: file.path.lastComponent.display, runs: result.runs.count,
                                                      refine: refinementText(plan, refine))
                test.boundaries = BoundaryGolden.settle(path: file.path, text: text, entries: entries, expected: expected,
                                                        update: settings.update)
            } catch let failure as SweepFailure {
                test.boundaries = .fileError("cannot refine the boundaries: \(failure.diagnostic.message) (in the run with \(failure.combination))")
            } catch {
                test.boundaries = .fileError("cannot refine the boundaries: \(error)")
            }
        }
        return test
    }

    private static func error(_ path: String, script: Script, message: String) -> TestCase {
        let outcome = ScriptOutcome(status: .scriptError, expectationsChecked: 0, expectationFailures: 0, diagnostics: "",
                                    firstError: "\(visible: path): error: \(visible: message)", failureLines: [], events: 0)
        return TestCase(path: path, outcome: outcome)
    }

    /// `1ms, 0.1`: the steps the boundaries of a plan's parameters are refined to.
    static func refinementText(_ plan: SweepPlan, _ refine: SweepRefinement) -> String {
        Set(plan.parameters.map { p -> String in
            switch p.first {
            case .duration: SourceText.duration(refine.durationMicroseconds)
            case .number: SourceText.number(refine.number)
            case .point: "listed points"
            }
        }).sorted().joined(separator: ", ")
    }

    /// The most ranges listed per expectation in a sweep's failure lines (the rest are counted).
    static let rangesListed = 10

    /// `PATH:LINE: dt = 340ms–370ms (4 runs): expect doubleTap actions 1 failed, got 0`, for every range of values an
    /// expectation failed in (at most ``rangesListed`` per expectation, then `… and N more ranges`).
    static func sweepFailureLines(_ expectations: [ExpectationResult], path: String) -> [String] {
        var lines: [String] = []
        for e in expectations where !e.failures.isEmpty {
            for f in e.failures.prefix(rangesListed) {
                lines.append("\(visible: path):\(e.location.line): \(visible: f.context ?? ""): expect \(visible: f.expected) failed, "
                             + "got \(visible: f.actual)")
            }
            let more = e.failures.count - rangesListed
            if more > 0 {
                lines.append("\(visible: path):\(e.location.line): … and \(more) more range\(more == 1 ? "" : "s") of values where it failed")
            }
        }
        return lines
    }

    /// The golden's bytes; nil when there is no file of that name (not even a dangling link); a failure message
    /// (`cannot read NAME.expected: REASON`) when there is one that cannot or may not be read. With `update`, a name
    /// that is not a regular file is not read at all: the write refuses it (`cannot write NAME.expected: …`).
    static func readGolden(_ path: FilePath, root: SuiteRoot, update: Bool, named ext: String = ".expected")
        -> Result<[UInt8]?, GoldenReadError>
    {
        var st = stat()
        if path.withCString({ lstat($0, &st) }) != 0, errno == ENOENT { return .success(nil) }
        if update, st.st_mode & S_IFMT != S_IFREG { return .success(nil) }
        switch FileBytes.open(path, admit: { root.refusesGolden($0, named: ext) }) {
        case .success(let opened): return .success(opened.bytes)
        case .failure(let reason): return .failure(GoldenReadError(message: "cannot read \(path.display): \(reason)"))
        }
    }

    struct GoldenReadError: Error {
        var message: String
    }

    /// The outcome's messages with lines that start `NAME:` starting `PATH:` instead, for the listing (both as the
    /// messages show them, escaped: ``VisibleText``).
    static func renamed(_ outcome: ScriptOutcome, from name: String, to path: String) -> ScriptOutcome {
        guard name != path else { return outcome }
        let (name, path) = (VisibleText.escape(name), VisibleText.escape(path))
        let prefix = name + ":"
        func fix(_ line: String) -> String { line.hasPrefix(prefix) ? path + line.dropFirst(name.count) : line }
        var o = outcome
        o.failureLines = o.failureLines.map(fix)
        o.firstError = o.firstError.map(fix)
        o.diagnostics = o.diagnostics.split(separator: "\n", omittingEmptySubsequences: false).map { fix(String($0)) }
            .joined(separator: "\n")
        return o
    }
}
