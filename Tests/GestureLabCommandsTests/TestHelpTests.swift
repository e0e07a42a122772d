import Testing

@testable import GestureLabCommands

@Suite struct TestHelpTests {
    /// `gesturelab test --help` at 120 columns, as a literal: the documented surface of the command.
    @Test func helpText() {
        let text = GestureLabCommand.helpMessage(for: GestureLabCommand.Test.self, columns: 120)
        #expect(text == Self.expected)
    }

    static let expected = """
            OVERVIEW: Run every .gesture file under the paths as a test.

            A test passes when the script has no error, every 'expect' holds and, if a file NAME.expected lies beside NAME.gesture,
            the script's transcript equals it byte for byte. That transcript is what 'gesturelab run NAME.gesture --trace all
            --color never' prints to standard output in the file's directory (so messages name the file without its directory),
            then, only if there are any, a line '--- diagnostics' and the warnings and errors as standard error would show them,
            except that it names no line of the script: a statement is '> STATEMENT' rather than '[LINE] STATEMENT', and a message
            'NAME.gesture: …' rather than 'NAME.gesture:LINE:COLUMN: …', so adding or removing a comment or a blank line changes no
            golden. Trace level 'all' is every event with its exact time and every repeat iteration, so goldens do not depend on
            how the default level condenses the transcript (grammar/README.md).

            A mismatch shows the differing lines as a unified diff, what the script did differently before changes to the
            statements' text, and leaves the transcript in NAME.actual for review; it is removed once the transcript matches again.
            A file that checks nothing (no 'expect', no golden) is listed as EMPTY, not as a pass.

            Scripts with 'param' declarations run over every combination of their values, as 'gesturelab sweep' does (or over
            --sample N of them, picked with --seed S; --max-runs refuses a larger sweep). The test fails if an expectation fails in
            any run; each failure names the values, as ranges of runs that failed alike: 'NAME.gesture:12: dt = 340ms–370ms (4
            runs): expect doubleTap actions 1 failed, got 0'. If NAME.boundaries lies beside it, the sweep's boundaries (refined as
            'gesturelab sweep' does) must be the ones it records: a boundary that moved fails the test with both values ('doubleTap
            ×1 → tap ×2 moved from dt = 350ms to 300ms'), and the sweep's boundaries are left in NAME.boundaries.actual. A golden
            transcript of such a script is of its first values (what 'gesturelab run' prints).

            --update writes NAME.expected for every selected test (and NAME.boundaries for every script with parameters that ran
            every combination), lists those it wrote ('updated NAME.expected') and still reports failed expectations. Golden files
            with no NAME.gesture beside them are listed as obsolete; --update --prune removes them.

            --filter keeps the files whose path contains PATTERN, where '*' stands for any characters ('/' too) and '?' for one;
            nothing else is special (no regular expressions). Give it several times to keep files that match any. --last-failed
            runs only the selected files that failed (or stopped at an error) the last time they ran, or all of them when none did:
            every run that has failures keeps their paths in .gesturelab/last-failed in the current directory (a directory git
            ignores; written only as a regular file, never through a link). --maxfail N stops after N tests failed or stopped at an
            error (-x: after the first); the listing ends where the N-th failure is in path order.

            --format tap prints TAP version 14 instead of the listing: 'ok N - PATH' or 'not ok N - PATH' with a YAML block
            (message, severity, failures, diff, boundaries, diagnostics), '# SKIP' for a file that checks nothing, and the tally as
            the last comment. --format github prints the listing and GitHub Actions annotations ('::error file=…,line=…::…') for
            every failure, at its line. --junit FILE writes JUnit XML as well: a testcase per expectation and per golden, with file
            and line attributes, the expected and actual values in the failure, and a suite named 'gesturelab shard K/N' for a
            shard; its times are wall-clock seconds, the only output that differs from run to run (docs/ci.md).

            --shard K/N runs only the K-th of N shards, for CI machines that split a suite: the selected files are sorted by path
            and shard K takes every N-th one starting at the K-th, so the shards together run the whole suite and no file twice
            (docs/ci.md). Each shard writes its own listing, TAP and JUnit report; a shard with no file passes.

            A suite may come from anyone (a pull request's checkout), so each PATH (a directory, or a file's directory) is a root
            that nothing escapes: scripts and goldens are read only if they are regular files inside it, judged by where their
            symbolic links lead (not into its hidden directories; a golden only if it is named *.expected or *.boundaries);
            NAME.actual, NAME.expected and the other goldens are written (and obsolete ones removed) only as regular files, never
            through a link or into a FIFO; a directory link is followed only if it stays inside, and each directory and file is
            visited once. Anything refused is named with the reason (docs/security.md).

            Files run in parallel; the listing is in path order and ends with 'N passed, N failed' alone on the last line, followed
            on that line by ', N errors' and ', N empty' when there are any. Exit code: 0 all passed, 1 some failed, 2 a script
            error (or a path that does not exist, a file that cannot be written, or one refused), 5 no tests found (no file, or
            none that checks anything).

            USAGE: gesturelab test [<options>] <paths> ...

            ARGUMENTS:
              <paths>                 Files or directories (searched recursively for *.gesture).

            OPTIONS:
              --filter <pattern>      Run only files whose path matches (repeatable).
              --update                Write each test's golden files (NAME.expected, NAME.boundaries).
              --prune                 With --update: remove golden files that have no script.
              --format <format>       Output: human (a line per file), tap (TAP version 14) or github (the listing and GitHub
                                      Actions annotations). (values: human, tap, github; default: human)
              --junit <file>          Also write a JUnit XML report to this file.
              --jobs <jobs>           How many scripts run at once (default: the number of cores).
              --shard <K/N>           Run only shard K of N (1-based): every N-th file in path order, starting at the K-th.
              --last-failed           Run only the files that failed the last time they ran (all when none did).
              --maxfail <N>           Stop after this many tests failed or stopped at an error.
              -x, --exitfirst         Stop after the first test that fails (--maxfail 1).
              --sample <sample>       Scripts with parameters: run this many combinations picked at random instead of all.
              --seed <seed>           The seed of --sample (default 0).
              --max-runs <max-runs>   Refuse a script whose parameters make more runs than this. (default: 1000000)
              --max-events <max-events>
                                      Stop a script after this many input events (a runaway repeat). (default: 20000000)
              --color <color>         Colour: auto (a terminal without NO_COLOR), always or never. (values: auto, always, never;
                                      default: auto)
              --version               Show the version.
              -h, --help              Show help information.

            """
}
