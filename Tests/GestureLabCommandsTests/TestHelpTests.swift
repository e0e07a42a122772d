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
            then, only if there are any, a line '--- diagnostics' and the warnings and errors as standard error would show them.
            Trace level 'all' is every event with its exact time and every repeat iteration, so goldens do not depend on how the
            default level condenses the transcript (grammar/README.md). A mismatch shows the first differing lines as a unified
            diff and leaves the transcript in NAME.actual for review; it is removed once the transcript matches again. --update
            writes NAME.expected for every selected test, lists those that changed ('updated NAME.expected') and still reports
            failed expectations.

            --filter keeps the files whose path contains PATTERN, where '*' stands for any characters ('/' too) and '?' for one;
            nothing else is special (no regular expressions). Give it several times to keep files that match any.

            --format tap prints TAP version 14 instead of the listing: 'ok N - PATH' or 'not ok N - PATH' with a YAML block
            (message, severity, failures, diff, diagnostics), and the comment '# N passed, N failed' last. --junit FILE writes
            JUnit XML as well (testsuites, testsuite, testcase with failure or error; it validates against Jenkins' junit-4.xsd);
            its times are wall-clock seconds, the only output that differs from run to run.

            --shard K/N runs only the K-th of N shards, for CI machines that split a suite: the selected files are sorted by path
            and shard K takes every N-th one starting at the K-th, so the shards together run the whole suite and no file twice
            (docs/ci.md). Each shard writes its own listing, TAP and JUnit report; a shard with no file passes.

            Scripts with 'param' declarations run once, with each parameter's first value ('gesturelab sweep' runs every
            combination).

            A suite may come from anyone (a pull request's checkout), so each PATH (a directory, or a file's directory) is a root
            that nothing escapes: scripts and goldens are read only if they are regular files inside it, judged by where their
            symbolic links lead (not into its hidden directories; a golden only if it is named *.expected); NAME.actual and
            NAME.expected are written only as regular files, never through a link or into a FIFO; a directory link is followed only
            if it stays inside, and each directory and file is visited once. Anything refused is named with the reason
            (docs/security.md).

            Files run in parallel; the listing is in path order and ends with 'N passed, N failed' alone on the last line. Exit
            code: 0 all passed, 1 some failed, 2 a script error (or a path that does not exist, a file that cannot be written, or
            one refused), 5 no tests found.

            USAGE: gesturelab test <paths> ... [--filter <pattern> ...] [--update] [--format <format>] [--junit <file>] [--jobs <jobs>] [--shard <K/N>] [--max-events <max-events>] [--color <color>]

            ARGUMENTS:
              <paths>                 Files or directories (searched recursively for *.gesture).

            OPTIONS:
              --filter <pattern>      Run only files whose path matches (repeatable).
              --update                Write each test's transcript to its NAME.expected file.
              --format <format>       Output: human (a line per file) or tap (TAP version 14). (values: human, tap; default: human)
              --junit <file>          Also write a JUnit XML report to this file.
              --jobs <jobs>           How many scripts run at once (default: the number of cores).
              --shard <K/N>           Run only shard K of N (1-based): every N-th file in path order, starting at the K-th.
              --max-events <max-events>
                                      Stop a script after this many input events (a runaway repeat). (default: 20000000)
              --color <color>         Colour: auto (a terminal without NO_COLOR), always or never. (values: auto, always, never;
                                      default: auto)
              --version               Show the version.
              -h, --help              Show help information.

            """
}
