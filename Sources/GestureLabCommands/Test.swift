import ArgumentParser
import GestureAnalysis
import GestureREPL
import GestureScript
import GestureSupport
import GestureTranscript

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
                '--- diagnostics' and the warnings and errors as standard error would show them, except that it \
                names no line of the script: a statement is '> STATEMENT' rather than '[LINE] STATEMENT', and a \
                message 'NAME.gesture: …' rather than 'NAME.gesture:LINE:COLUMN: …', so adding or removing a comment \
                or a blank line changes no golden. Trace level 'all' is every event with its exact time and every \
                repeat iteration, so goldens do not depend on how the default level condenses the transcript \
                (grammar/README.md).

                A mismatch shows the differing lines as a unified diff, what the script did \
                differently before changes to the statements' text, and leaves the transcript in NAME.actual for \
                review; it is removed once the transcript matches again. A file that checks nothing (no 'expect', \
                no golden) is listed as EMPTY, not as a pass.

                Scripts with 'param' declarations run over every combination of their values, as 'gesturelab sweep' \
                does (or over --sample N of them, picked with --seed S; --max-runs refuses a larger sweep). The test \
                fails if an expectation fails in any run; each failure names the values, as ranges of runs that \
                failed alike: 'NAME.gesture:12: dt = 340ms–370ms (4 runs): expect doubleTap actions 1 failed, got 0'. \
                If NAME.boundaries lies beside it, the sweep's boundaries (refined as 'gesturelab sweep' does) must \
                be the ones it records: a boundary that moved fails the test with both values ('doubleTap ×1 → tap \
                ×2 moved from dt = 350ms to 300ms'), and the sweep's boundaries are left in NAME.boundaries.actual. \
                A golden transcript of such a script is of its first values (what 'gesturelab run' prints).

                --update writes NAME.expected for every selected test (and NAME.boundaries for every script with \
                parameters that ran every combination), lists those it wrote ('updated NAME.expected') and still \
                reports failed expectations. Golden files with no NAME.gesture beside them are listed as obsolete; \
                --update --prune removes them.

                --filter keeps the files whose path contains PATTERN, where '*' stands for any characters ('/' \
                too) and '?' for one; nothing else is special (no regular expressions). Give it several times to \
                keep files that match any. --last-failed runs only the selected files that failed (or stopped at an \
                error) the last time they ran, or all of them when none did: every run that has failures keeps \
                their paths in .gesturelab/last-failed in the current directory (a directory git ignores; written \
                only as a regular file, never through a link). --maxfail N stops after N tests failed or stopped at \
                an error (-x: after the first); the listing ends where the N-th failure is in path order.

                --format tap prints TAP version 14 instead of the listing: 'ok N - PATH' or 'not ok N - PATH' with \
                a YAML block (message, severity, failures, diff, boundaries, diagnostics), '# SKIP' for a file that \
                checks nothing, and the tally as the last comment. --format github prints the listing and GitHub \
                Actions annotations ('::error file=…,line=…::…') for every failure, at its line. --junit FILE \
                writes JUnit XML as well: a testcase per expectation and per golden, with file and line attributes, \
                the expected and actual values in the failure, and a suite named 'gesturelab shard K/N' for a shard; \
                its times are wall-clock seconds, the only output that differs from run to run (docs/ci.md).

                --shard K/N runs only the K-th of N shards, for CI machines that split a suite: the selected \
                files are sorted by path and shard K takes every N-th one starting at the K-th, so the shards \
                together run the whole suite and no file twice (docs/ci.md). Each shard writes its own listing, \
                TAP and JUnit report; a shard with no file passes.

                A suite may come from anyone (a pull request's checkout), so each PATH (a directory, or a file's \
                directory) is a root that nothing escapes: scripts and goldens are read only if they are regular \
                files inside it, judged by where their symbolic links lead (not into its hidden directories; a \
                golden only if it is named *.expected or *.boundaries); NAME.actual, NAME.expected and the other \
                goldens are written (and obsolete ones removed) only as regular files, never through a link or into \
                a FIFO; a directory link is followed only if it stays inside, and each directory and file is \
                visited once. Anything refused is named with the reason (docs/security.md).

                Files run in parallel; the listing is in path order and ends with 'N passed, N failed' alone on the \
                last line, followed on that line by ', N errors' and ', N empty' when there are any. Exit code: 0 \
                all passed, 1 some failed, 2 a script error (or a path that does not exist, a file that cannot be \
                written, or one refused), 5 no tests found (no file, or none that checks anything).
                """
        )

        enum Format: String, ExpressibleByArgument, CaseIterable { case human, tap, github }

        @Argument(help: "Files or directories (searched recursively for *.gesture).")
        var paths: [String]

        @Option(name: .customLong("filter"), help: ArgumentHelp("Run only files whose path matches (repeatable).", valueName: "pattern"))
        var filters: [String] = []

        @Flag(help: "Write each test's golden files (NAME.expected, NAME.boundaries).")
        var update = false

        @Flag(help: "With --update: remove golden files that have no script.")
        var prune = false

        @Option(help: "Output: human (a line per file), tap (TAP version 14) or github (the listing and GitHub Actions annotations).")
        var format: Format = .human

        @Option(help: ArgumentHelp("Also write a JUnit XML report to this file.", valueName: "file"))
        var junit: String?

        // `.unconditional`: `--jobs -1` is a value to judge, not a missing one.
        @Option(parsing: .unconditional, help: "How many scripts run at once (default: the number of cores).")
        var jobs: Int?

        @Option(help: ArgumentHelp("Run only shard K of N (1-based): every N-th file in path order, starting at the K-th.",
                                   valueName: "K/N"))
        var shard: String?

        @Flag(help: "Run only the files that failed the last time they ran (all when none did).")
        var lastFailed = false

        @Option(parsing: .unconditional, help: ArgumentHelp("Stop after this many tests failed or stopped at an error.", valueName: "N"))
        var maxfail: Int?

        @Flag(name: [.customShort("x"), .customLong("exitfirst")], help: "Stop after the first test that fails (--maxfail 1).")
        var exitFirst = false

        @Option(parsing: .unconditional, help: "Scripts with parameters: run this many combinations picked at random instead of all.")
        var sample: Int?

        @Option(help: "The seed of --sample (default 0).")
        var seed: UInt64?

        @Option(parsing: .unconditional, help: "Refuse a script whose parameters make more runs than this.")
        var maxRuns: Int = SweepPlan.defaultMaxRuns

        @OptionGroup var options: RunOptions

        func validate() throws {
            if let jobs, jobs < 1 {
                throw ValidationError("--jobs must be at least 1 (got \(jobs)): it is how many scripts run at once")
            }
            if let junit, junit.isEmpty { throw ValidationError("--junit needs a file name") }
            if let shard, SweepPlan.parseShard(shard) == nil {
                throw ValidationError("--shard takes K/N with 1 <= K <= N, such as 2/3 (got '\(shard)')")
            }
            if let maxfail, maxfail < 1 { throw ValidationError("--maxfail must be at least 1 (got \(maxfail))") }
            if let maxfail, exitFirst, maxfail != 1 { throw ValidationError("-x is --maxfail 1: give one of the two") }
            if prune, !update { throw ValidationError("--prune removes obsolete goldens as part of --update: give both") }
            if let sample, sample < 1 { throw ValidationError("--sample must be at least 1 (got \(sample))") }
            if seed != nil, sample == nil { throw ValidationError("--seed picks the combinations of --sample: give --sample N too") }
            if maxRuns < 1 { throw ValidationError("--max-runs must be at least 1 (got \(maxRuns))") }
        }

        func run() throws {
            let collected = TestFiles.collect(paths)
            let found = collected.files
            for m in collected.missing { Terminal.writeErr("gesturelab: error: no such file or directory '\(m.display)'\n") }
            for (path, reason) in collected.refused {
                Terminal.writeErr("gesturelab: error: \(path.display): not followed: \(reason)\n")
            }
            var files = TestFiles.select(found, filters: filters)
            var obsolete = TestFiles.select(collected.obsolete.map(ObsoleteCandidate.init), filters: filters)
            if files.isEmpty, !found.isEmpty, shard == nil {
                Terminal.writeErr("gesturelab: no test matches --filter \(filters.map { "'\(visible: $0)'" }.joined(separator: ", "))\n")
            }
            if found.isEmpty, collected.missing.isEmpty, collected.refused.isEmpty {
                Terminal.writeErr("gesturelab: no tests found: no *.gesture file in \(paths.map { "'\(FilePath($0).display)'" }.joined(separator: ", "))\n")
            }

            // --last-failed: the state is read even without it, to be kept up to date after the run.
            var state: Set<[UInt8]>? = nil
            switch LastFailed.load() {
            case .success(let paths): state = paths
            case .failure(let problem): Terminal.writeErr("gesturelab: warning: \(problem.message)\n")
            }
            if lastFailed {
                let failed = files.filter { state?.contains($0.path.bytes) == true }
                if failed.isEmpty {
                    if !files.isEmpty {
                        Terminal.writeErr("gesturelab: --last-failed: none of these \(files.count) file\(files.count == 1 ? "" : "s") "
                                          + "failed the last time it ran; running all\n")
                    }
                } else {
                    Terminal.writeErr("gesturelab: --last-failed: running the \(failed.count) of \(files.count) file\(files.count == 1 ? "" : "s") "
                                      + "that failed the last time\n")
                    files = failed
                }
            }

            let part = shard.flatMap(SweepPlan.parseShard)
            if let (k, n) = part {
                let selected = files.count
                files = TestFiles.shard(files, k: k, of: n)
                obsolete = TestFiles.shard(obsolete, k: k, of: n)
                if files.isEmpty, selected > 0 {
                    Terminal.writeErr("gesturelab: shard \(k)/\(n) has no file (\(selected) file\(selected == 1 ? "" : "s") in \(n) shards)\n")
                    Terminal.writeOut(format == .tap ? "TAP version 14\n1..0\n# 0 passed, 0 failed\n" : "0 passed, 0 failed\n")
                    return
                }
            }
            let timestamp = JUnitReport.timestampNow()
            let start = Clock.seconds()
            var settings = TestSettings(options: options.sessionOptions(), update: update)
            settings.sample = sample
            settings.seed = seed ?? 0
            settings.maxRuns = maxRuns
            settings.listsExpectations = junit != nil || format == .github
            let stopAfter = exitFirst ? 1 : maxfail
            let (cases, notRun) = files.isEmpty ? ([], 0)
                : TestRunner.run(files: files, jobs: jobs ?? TestFiles.processorCount, settings: settings, maxfail: stopAfter)
            let elapsed = Clock.seconds() - start
            let removed = obsolete.map { prune ? ObsoleteGolden.prune($0.path) : ObsoleteGolden(path: $0.path) }
            let suite = SuiteResult(cases, update: update, obsolete: removed, stopped: stopAfter.map { ($0, notRun) }, shard: part)

            if !cases.isEmpty, cases.allSatisfy({ $0.verdict == .empty }) {
                let what = cases.count == 1 ? "the file checks nothing" : "none of the \(cases.count) files checks anything"
                Terminal.writeErr("gesturelab: no tests found: \(what) (no expect, no golden)\n")
            }
            switch format {
            case .human:
                Terminal.writeOut(TestReport.human(suite, style: Style(enabled: options.color.enabled(fd: 1))))
            case .tap:
                Terminal.writeOut(TAPReport.render(suite))
            case .github:
                Terminal.writeOut(GitHubReport.render(suite))
            }
            var writeFailed = false
            if let junit {
                let xml = JUnitReport.render(suite, seconds: elapsed, timestamp: timestamp)
                do {
                    try AtomicFile.write(xml, to: junit)
                } catch {
                    Terminal.writeErr("gesturelab: error: \(visible: "\(error)")\n")
                    writeFailed = true
                }
            }
            if let state {
                do {
                    try LastFailed.save(LastFailed.existing(LastFailed.merged(state, with: cases)))
                } catch {
                    Terminal.writeErr("gesturelab: warning: cannot keep the failed tests for --last-failed: \(error.message)\n")
                }
            }
            Terminal.flush()
            let refusedRemovals = removed.filter { if case .refused = $0.removal { true } else { false } }.count
            let status = TestReport.exitStatus(cases, missingPaths: collected.missing.count + collected.refused.count + refusedRemovals,
                                               writeFailed: writeFailed)
            if status != .ok { throw ExitCode(status.rawValue) }
        }

        /// An obsolete golden: filtered by the path its script would have, sharded by its own.
        struct ObsoleteCandidate: ListedPath {
            var path: FilePath
            var pathBytes: [UInt8] { path.bytes }
            var shownPath: String { Golden.scriptPath(ofGolden: path).display }
        }
    }
}
