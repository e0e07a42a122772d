import ArgumentParser
import GestureREPL
import GestureScript

extension GestureLabCommand {
    /// `gesturelab test PATH…`: every `.gesture` file as a test, in parallel; one line per file, then the tally.
    struct Test: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "test",
            abstract: "Run every .gesture file under the paths as a test.",
            discussion: """
                A test passes when the script has no error, every 'expect' holds and, if a file NAME.expected lies \
                beside NAME.gesture, the script's transcript equals it byte for byte. That transcript is what \
                'gesturelab run NAME.gesture --trace all --color never' prints to standard output in the file's \
                directory (so messages name the file without its directory), then, only if there are any, a line \
                '--- diagnostics' and the warnings and errors as standard error would show them. Trace level 'all' \
                is every event with its exact time and every repeat iteration, so goldens do not depend on how the \
                default level condenses the transcript (grammar/README.md). A mismatch shows \
                the first differing lines as a unified diff and leaves the transcript in NAME.actual for review; it \
                is removed once the transcript matches again. --update writes NAME.expected for every selected \
                test, lists those that changed ('updated NAME.expected') and still reports failed expectations.

                --filter keeps the files whose path contains PATTERN, where '*' stands for any characters ('/' \
                too) and '?' for one; nothing else is special (no regular expressions). Give it several times to \
                keep files that match any.

                --format tap prints TAP version 14 instead of the listing: 'ok N - PATH' or 'not ok N - PATH' with \
                a YAML block (message, severity, failures, diff, diagnostics), and the comment \
                '# N passed, N failed' last. --junit FILE writes JUnit XML as well (testsuites, testsuite, \
                testcase with failure or error; it validates against Jenkins' junit-4.xsd); its times are \
                wall-clock seconds, the only output that differs from run to run.

                --shard K/N runs only the K-th of N shards, for CI machines that split a suite: the selected \
                files are sorted by path and shard K takes every N-th one starting at the K-th, so the shards \
                together run the whole suite and no file twice (docs/ci.md). Each shard writes its own listing, \
                TAP and JUnit report; a shard with no file passes.

                Scripts with 'param' declarations run once, with each parameter's first value \
                ('gesturelab sweep' runs every combination).

                A suite may come from anyone (a pull request's checkout), so each PATH (a directory, or a file's \
                directory) is a root that nothing escapes: scripts and goldens are read only if they are regular \
                files inside it, judged by where their symbolic links lead (not into its hidden directories; a \
                golden only if it is named *.expected); NAME.actual and NAME.expected are written only as regular \
                files, never through a link or into a FIFO; a directory link is followed only if it stays inside, \
                and each directory and file is visited once. Anything refused is named with the reason \
                (docs/security.md).

                Files run in parallel; the listing is in path order and ends with 'N passed, N failed' alone on the \
                last line. Exit code: 0 all passed, 1 some failed, 2 a script error (or a path that does not exist, \
                a file that cannot be written, or one refused), 5 no tests found.
                """
        )

        enum Format: String, ExpressibleByArgument, CaseIterable { case human, tap }

        @Argument(help: "Files or directories (searched recursively for *.gesture).")
        var paths: [String]

        @Option(name: .customLong("filter"), help: ArgumentHelp("Run only files whose path matches (repeatable).", valueName: "pattern"))
        var filters: [String] = []

        @Flag(help: "Write each test's transcript to its NAME.expected file.")
        var update = false

        @Option(help: "Output: human (a line per file) or tap (TAP version 14).")
        var format: Format = .human

        @Option(help: ArgumentHelp("Also write a JUnit XML report to this file.", valueName: "file"))
        var junit: String?

        // `.unconditional`: `--jobs -1` is a value to judge, not a missing one.
        @Option(parsing: .unconditional, help: "How many scripts run at once (default: the number of cores).")
        var jobs: Int?

        @Option(help: ArgumentHelp("Run only shard K of N (1-based): every N-th file in path order, starting at the K-th.",
                                   valueName: "K/N"))
        var shard: String?

        @OptionGroup var options: RunOptions

        func validate() throws {
            if let jobs, jobs < 1 {
                throw ValidationError("--jobs must be at least 1 (got \(jobs)): it is how many scripts run at once")
            }
            if let junit, junit.isEmpty { throw ValidationError("--junit needs a file name") }
            if let shard, SweepPlan.parseShard(shard) == nil {
                throw ValidationError("--shard takes K/N with 1 <= K <= N, such as 2/3 (got '\(shard)')")
            }
        }

        func run() throws {
            let collected = TestFiles.collect(paths)
            let found = collected.files
            for m in collected.missing { Terminal.writeErr("gesturelab: error: no such file or directory '\(m.display)'\n") }
            for (path, reason) in collected.refused {
                Terminal.writeErr("gesturelab: error: \(path.display): not followed: \(reason)\n")
            }
            var files = TestFiles.select(found, filters: filters)
            if let (k, n) = shard.flatMap(SweepPlan.parseShard) {
                let selected = files.count
                files = TestFiles.shard(files, k: k, of: n)
                if files.isEmpty, selected > 0 {
                    Terminal.writeErr("gesturelab: shard \(k)/\(n) has no file (\(selected) file\(selected == 1 ? "" : "s") in \(n) shards)\n")
                    Terminal.writeOut(format == .tap ? "TAP version 14\n1..0\n# 0 passed, 0 failed\n" : "0 passed, 0 failed\n")
                    return
                }
            }
            if files.isEmpty, !found.isEmpty, shard == nil {
                Terminal.writeErr("gesturelab: no test matches --filter \(filters.map { "'\(visible: $0)'" }.joined(separator: ", "))\n")
            }
            let timestamp = JUnitReport.timestampNow()
            let start = Clock.seconds()
            let cases = files.isEmpty ? [] : TestRunner.run(files: files, jobs: jobs ?? TestFiles.processorCount, options: options.sessionOptions(), update: update)
            let elapsed = Clock.seconds() - start

            switch format {
            case .human:
                Terminal.writeOut(TestReport.human(cases, style: Style(enabled: options.color.enabled(fd: 1)), update: update))
            case .tap:
                Terminal.writeOut(TAPReport.render(cases, update: update))
            }
            var writeFailed = false
            if let junit {
                let xml = JUnitReport.render(cases, seconds: elapsed, timestamp: timestamp)
                do {
                    try AtomicFile.write(xml, to: junit)
                } catch {
                    Terminal.writeErr("gesturelab: error: \(visible: "\(error)")\n")
                    writeFailed = true
                }
            }
            Terminal.flush()
            let status = TestReport.exitStatus(cases, missingPaths: collected.missing.count + collected.refused.count,
                                               writeFailed: writeFailed)
            if status != .ok { throw ExitCode(status.rawValue) }
        }
    }
}
