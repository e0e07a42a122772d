#if canImport(Glibc)
import Glibc
#endif
import Foundation
import GestureREPL
import GestureScript
import Testing

@testable import GestureLabCommands
import GestureSupport

/// Issue 28, item 6: what pytest and jest users expect of a runner — no tests found (exit 5), `--maxfail N` and
/// `-x`, `--last-failed`, files that check nothing, errors counted apart.
@Suite struct RunnerBasicsTests {
    static let passing = "recognizer tap = tap\ntap at 100,100\nexpect tap actions 1\n"
    static let failing = "recognizer tap = tap\ntap at 100,100\nexpect tap actions 2\n"
    static let broken = "recognizer tap = tap\nup 3\n"
    static let empty = "recognizer tap = tap\ntap at 100,100\n"

    @Test func noTestsFound() throws {
        let dir = TempDirectory()
        defer { dir.remove() }
        dir.write("notes.txt", "nothing to run\n")
        let none = try CLI.run(["test", dir.path])
        #expect(none.status == 5)
        #expect(none.stderr == "gesturelab: no tests found: no *.gesture file in '\(dir.path)'\n")
        #expect(none.stdout == "0 passed, 0 failed\n")

        // Files that check nothing are no tests either.
        dir.write("a.gesture", Self.empty)
        let one = try CLI.run(["test", dir.path])
        #expect(one.status == 5)
        #expect(one.stderr == "gesturelab: no tests found: the file checks nothing (no expect, no golden)\n")
        dir.write("b.gesture", Self.empty)
        let nothing = try CLI.run(["test", dir.path])
        #expect(nothing.status == 5)
        #expect(nothing.stderr == "gesturelab: no tests found: none of the 2 files checks anything (no expect, no golden)\n")
        #expect(nothing.stdout == """
            EMPTY \(dir.path)/a.gesture (checks nothing: no expect, no a.expected)
            EMPTY \(dir.path)/b.gesture (checks nothing: no expect, no b.expected)
            0 passed, 0 failed, 2 empty

            """)
        // Beside a real test they are listed as such, and the run passes.
        dir.write("c.gesture", Self.passing)
        let mixed = try CLI.run(["test", dir.path, "--format", "tap"])
        #expect(mixed.status == 0)
        #expect(mixed.stdout == """
            TAP version 14
            1..3
            ok 1 - \(dir.path)/a.gesture # SKIP checks nothing (no expect, no golden)
            ok 2 - \(dir.path)/b.gesture # SKIP checks nothing (no expect, no golden)
            ok 3 - \(dir.path)/c.gesture
            # 1 passed, 0 failed, 2 empty

            """)
    }

    /// Errors are counted apart from failures; the line still opens with `N passed, N failed`.
    @Test func errorsAreCountedApart() throws {
        let dir = TempDirectory()
        defer { dir.remove() }
        dir.write("a.gesture", Self.passing)
        dir.write("b.gesture", Self.failing)
        dir.write("c.gesture", Self.broken)
        dir.write("d.gesture", Self.broken)
        let r = try CLI.run(["test", dir.path])
        #expect(r.status == 2)
        #expect(r.stdout.hasSuffix("\n1 passed, 1 failed, 2 errors\n"), "\(r.stdout)")
    }

    static func suiteOfTwenty() -> TempDirectory {
        let dir = TempDirectory()
        for i in 0..<20 {
            let name = "t" + (i < 10 ? "0" : "") + "\(i).gesture"
            dir.write(name, [3, 8, 9, 15].contains(i) ? Self.failing : i == 12 ? Self.broken : Self.passing)
        }
        return dir
    }

    /// `--maxfail N` stops after the N-th failure in path order, whatever the threads did first: the listing is the
    /// same with one job and with eight.
    @Test func maxfailStopsAtTheNthFailureInPathOrder() throws {
        let dir = Self.suiteOfTwenty()
        defer { dir.remove() }
        let one = try CLI.run(["test", dir.path, "--maxfail", "2", "--jobs", "1"])
        #expect(one.status == 1)
        let lines = one.stdout.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("PASS") || $0.hasPrefix("FAIL") || $0.hasPrefix("ERROR") }.count == 9)
        #expect(lines.suffix(2) == ["stopped after 2 failures (--maxfail 2): 11 files not run", "7 passed, 2 failed"])
        for _ in 0..<3 {
            let many = try CLI.run(["test", dir.path, "--maxfail", "2", "--jobs", "8"])
            #expect(many.stdout == one.stdout)
        }
        let x = try CLI.run(["test", dir.path, "-x", "--jobs", "8"])
        #expect(x.stdout.hasSuffix("\(dir.path)/t03.gesture:3: expectation failed: expected tap actions 2, got 1\n"
                                   + "stopped after 1 failure (--maxfail 1): 16 files not run\n3 passed, 1 failed\n"), "\(x.stdout)")
        // An error counts as a failure; the JUnit report holds what ran.
        let errors = try CLI.run(["test", dir.path, "--maxfail", "5", "--junit", dir.file("j.xml")])
        #expect(errors.status == 2)
        #expect(errors.stdout.hasSuffix("stopped after 5 failures (--maxfail 5): 4 files not run\n11 passed, 4 failed, 1 error\n"))
        #expect(try CLI.run(["test", dir.path, "--maxfail", "0"]).status == 64)
        #expect(try CLI.run(["test", dir.path, "--maxfail", "2", "-x"]).status == 64)
    }

    @Test func cutoffIsByPathOrder() {
        let cases = [Fixture.passed, Fixture.failed, Fixture.passed, Fixture.errored, Fixture.failed]
        #expect(TestRunner.cutoff(cases, maxfail: 1).count == 2)
        #expect(TestRunner.cutoff(cases, maxfail: 2).count == 4)
        #expect(TestRunner.cutoff(cases, maxfail: 3).count == 5)
        #expect(TestRunner.cutoff(cases, maxfail: 9).count == 5)
        #expect(TestRunner.cutoff(cases, maxfail: nil).count == 5)
    }

    /// `--last-failed` runs what failed last time; the state lives in `.gesturelab/` of the current directory.
    @Test func lastFailedRunsWhatFailed() throws {
        let dir = TempDirectory()
        defer { dir.remove() }
        dir.write("suite/a.gesture", Self.passing)
        dir.write("suite/b.gesture", Self.failing)
        dir.write("suite/c.gesture", Self.broken)
        // A clean run in a fresh directory writes nothing.
        dir.write("suite/b.gesture", Self.passing)
        dir.write("suite/c.gesture", Self.passing)
        #expect(try CLI.run(["test", "suite"], directory: dir.path).status == 0)
        #expect(!dir.exists(".gesturelab"))

        dir.write("suite/b.gesture", Self.failing)
        dir.write("suite/c.gesture", Self.broken)
        let first = try CLI.run(["test", "suite"], directory: dir.path)
        #expect(first.status == 2)
        #expect(dir.read(".gesturelab/last-failed")
                == "# gesturelab test --last-failed: the tests that failed in the last runs, one path per line\nsuite/b.gesture\nsuite/c.gesture\n")
        #expect(dir.read(".gesturelab/.gitignore") == "*\n")

        let again = try CLI.run(["test", "suite", "--last-failed"], directory: dir.path)
        #expect(again.stderr == "gesturelab: --last-failed: running the 2 of 3 files that failed the last time\n")
        #expect(again.stdout.hasPrefix("FAIL  suite/b.gesture\n"))
        #expect(again.stdout.hasSuffix("0 passed, 1 failed, 1 error\n"))

        // Fixed: b passes and is forgotten; c, not run, is kept.
        dir.write("suite/b.gesture", Self.passing)
        _ = try CLI.run(["test", "suite/b.gesture"], directory: dir.path)
        #expect(dir.read(".gesturelab/last-failed")?.hasSuffix("per line\nsuite/c.gesture\n") == true)
        dir.write("suite/c.gesture", Self.passing)
        let fixed = try CLI.run(["test", "suite", "--last-failed"], directory: dir.path)
        #expect(fixed.stdout == "PASS  suite/c.gesture (1 expectation)\n1 passed, 0 failed\n")
        // Nothing failed: --last-failed runs all.
        let all = try CLI.run(["test", "suite", "--last-failed"], directory: dir.path)
        #expect(all.stderr == "gesturelab: --last-failed: none of these 3 files failed the last time it ran; running all\n")
        #expect(all.stdout.hasSuffix("3 passed, 0 failed\n"))

        // A failed test whose file is gone is forgotten, even by a run that did not run it.
        dir.write("suite/c.gesture", Self.broken)
        _ = try CLI.run(["test", "suite"], directory: dir.path)
        #expect(dir.read(".gesturelab/last-failed")?.hasSuffix("per line\nsuite/c.gesture\n") == true)
        unlink(dir.file("suite/c.gesture"))
        _ = try CLI.run(["test", "suite/a.gesture"], directory: dir.path)
        #expect(dir.read(".gesturelab/last-failed")?.hasSuffix("per line\n") == true)
    }

    /// The current directory may be a checkout: `.gesturelab` is used only as a real directory, and `last-failed` only
    /// as a regular file — a planted link is neither read nor written through.
    @Test func theStateIsNeverReadOrWrittenThroughALink() throws {
        let t = LinkTree()
        defer { t.remove() }
        t.directory("outside")
        t.file("outside/target.txt", "the user's file\n")
        t.directory("suite")
        t.file("suite/b.gesture", Self.failing)
        t.link(".gesturelab", to: "outside")
        let linkedDirectory = try CLI.run(["test", "suite"], directory: t.path)
        #expect(linkedDirectory.status == 1)
        #expect(linkedDirectory.stderr.contains("gesturelab: warning: .gesturelab is a symbolic link, not a directory; "
                                                + "the failed tests are not kept there (remove it)\n"), "\(linkedDirectory.stderr)")
        #expect(t.snapshot("outside") == ["outside": "directory", "outside/target.txt": "file the user's file\n"])

        t.remove(".gesturelab")
        t.directory(".gesturelab")
        t.link(".gesturelab/last-failed", to: "../outside/target.txt")
        let linkedFile = try CLI.run(["test", "suite", "--last-failed"], directory: t.path)
        #expect(linkedFile.status == 1)
        #expect(linkedFile.stderr.contains("gesturelab: warning: .gesturelab/last-failed is a symbolic link, not a regular file; "
                                           + "it is not read (remove it)\n"), "\(linkedFile.stderr)")
        #expect(t.read("outside/target.txt") == "the user's file\n")
        #expect(t.snapshot(".gesturelab") == [".gesturelab": "directory", ".gesturelab/last-failed": "link ../outside/target.txt"])
    }

    @Test func theStateEncodesAnyName() {
        let names: Set<[UInt8]> = [Array("a b.gesture".utf8), [0x63, 0x61, 0x66, 0xE9], Array("x\ny%".utf8), Array("plain".utf8)]
        let encoded = LastFailed.encode(names)
        #expect(String(decoding: encoded, as: UTF8.self).split(separator: "\n").count == 5)
        #expect(LastFailed.decode(encoded) == names)
    }

    @Test func theRepositoryIgnoresTheState() throws {
        let ignore = try #require(FileBytes.read(SweepCommandTests.root + "/.gitignore"))
        #expect(String(decoding: ignore, as: UTF8.self).split(separator: "\n").contains(".gesturelab/"))
    }
}
