import ArgumentParser
import Dispatch
import GestureREPL
import GestureScript

#if canImport(Glibc)
import Glibc
#endif

extension GestureLabCommand {
    /// `gesturelab test PATH…`: every `.gesture` file as a test, in parallel; one line per file, then the tally.
    struct Test: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run every .gesture file under the paths as a test.",
            discussion: """
                A test passes when the script has no error and every 'expect' holds. Files run in parallel across the
                cores; the report lists them in path order and ends with 'N passed, N failed' alone on the last line.
                Exit code: 0 all passed, 1 some failed, 2 a script error, 5 no tests found.
                """
        )

        @Argument(help: "Files or directories (searched recursively for *.gesture).")
        var paths: [String]

        @Option(help: "How many scripts run at once (default: the number of cores).")
        var jobs: Int = TestFiles.processorCount

        @OptionGroup var options: RunOptions

        func validate() throws {
            if jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        }

        func run() throws {
            let (files, missing) = TestFiles.collect(paths)
            for m in missing { Terminal.writeErr("gesturelab: error: no such file or directory '\(m)'\n") }
            guard !files.isEmpty else {
                Terminal.writeOut("0 passed, 0 failed\n")
                Terminal.flush()
                throw ExitCode(missing.isEmpty ? ExitStatus.noTests.rawValue : ExitStatus.scriptError.rawValue)
            }
            let color = options.color.enabled(fd: 1)
            let style = Style(enabled: color)
            let outcomes = TestRunner.run(files: files, jobs: jobs, options: options.sessionOptions())
            var passed = 0
            var failed = 0
            var worst = missing.isEmpty ? ExitStatus.ok : ExitStatus.scriptError
            for (path, outcome) in zip(files, outcomes) {
                switch outcome.status {
                case .ok:
                    passed += 1
                    Terminal.writeOut(style.green("PASS") + "  \(path) (\(outcome.expectationsChecked) expectation\(outcome.expectationsChecked == 1 ? "" : "s"))\n")
                case .expectationFailed:
                    failed += 1
                    Terminal.writeOut(style.red("FAIL") + "  \(path)\n")
                    for line in outcome.failureLines { Terminal.writeOut("      \(line)\n") }
                case .scriptError, .noTests, .usage:
                    failed += 1
                    Terminal.writeOut(style.red("ERROR") + " \(path)\n")
                    Terminal.writeOut("      \(outcome.firstError ?? "script error")\n")
                }
                worst = max(worst, outcome.status)
            }
            Terminal.writeOut("\(passed) passed, \(failed) failed\n")
            Terminal.flush()
            if worst != .ok { throw ExitCode(worst.rawValue) }
        }
    }
}

/// Runs scripts on several threads; each gets its own session (nothing is shared but the result slots).
enum TestRunner {
    final class Slots: @unchecked Sendable {
        // Each worker writes only its own indices; the array is allocated up front and never resized.
        let outcomes: UnsafeMutableBufferPointer<ScriptOutcome?>
        var next = 0
        var lock = pthread_mutex_t()
        init(count: Int) {
            outcomes = .allocate(capacity: count)
            outcomes.initialize(repeating: nil)
            pthread_mutex_init(&lock, nil)
        }
        func take() -> Int {
            pthread_mutex_lock(&lock)
            defer { pthread_mutex_unlock(&lock) }
            next += 1
            return next - 1
        }
        deinit { outcomes.deallocate() }
    }

    static func run(files: [String], jobs: Int, options: SessionOptions) -> [ScriptOutcome] {
        let slots = Slots(count: files.count)
        let showProgress = files.count > 50 && Terminal.isTerminal(2)
        DispatchQueue.concurrentPerform(iterations: min(jobs, files.count)) { _ in
            while true {
                let i = slots.take()
                guard i < files.count else { return }
                slots.outcomes[i] = runOne(files[i], options: options)
                if showProgress, i % 25 == 0 { Terminal.writeErr("\r[\(i)/\(files.count)] running…") }
            }
        }
        if showProgress { Terminal.writeErr("\r\u{1B}[K") }
        return files.indices.map { slots.outcomes[$0]! }
    }

    static func runOne(_ path: String, options: SessionOptions) -> ScriptOutcome {
        guard let bytes = FileBytes.read(path) else {
            return ScriptOutcome(status: .scriptError, expectationsChecked: 0, expectationFailures: 0, diagnostics: "",
                                 firstError: "\(path): error: cannot read the file", failureLines: [], events: 0)
        }
        return ScriptRunner.run(name: path, bytes: bytes, options: options, transcript: false, write: { _ in })
    }
}
