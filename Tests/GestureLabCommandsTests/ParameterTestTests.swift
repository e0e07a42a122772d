import Foundation
import GestureREPL
import GestureScript
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

@testable import GestureLabCommands

/// Issue 28, items 1 and 2: a script with `param`s is tested over every combination (or a sample), its failures
/// named by their values; its boundaries can be a golden, so a moved boundary fails CI with both values.
@Suite struct ParameterTestTests {
    /// UIKit allows 0.35 s between the taps of a double tap: the expectation fails from dt = 350ms on.
    static let interval = """
        # For every pause between the taps up to 600 ms, the double tap must be recognized.
        param dt from 0ms to 600ms step 10ms
        recognizer double = tap numberOfTapsRequired = 2
        recognizer single = tap
        single requireToFail double

        down 1 at 100,200
        up 1
        wait $dt
        down 1 at 100,200
        up 1
        wait 1s
        expect double actions 1

        """

    static func suite(_ files: [String: String]) -> TempDirectory {
        let dir = TempDirectory()
        for (name, text) in files { dir.write(name, text) }
        return dir
    }

    @Test func everyCombinationRunsAndTheFailureNamesItsValues() throws {
        let dir = Self.suite(["dt.gesture": Self.interval])
        defer { dir.remove() }
        let r = try CLI.run(["test", dir.path])
        #expect(r.status == 1, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout == """
            FAIL  \(dir.path)/dt.gesture (61 runs: 26 failed)
                  \(dir.path)/dt.gesture:13: dt = 350ms–600ms (26 runs): expect double actions 1 failed, got 0
            0 passed, 1 failed

            """)
    }

    @Test func aSingleValueIsNamedAlone() throws {
        let script = Self.interval.replacingOccurrences(of: "param dt from 0ms to 600ms step 10ms", with: "param dt in 100ms, 340ms, 400ms, 200ms")
        let dir = Self.suite(["dt.gesture": script])
        defer { dir.remove() }
        let r = try CLI.run(["test", dir.path])
        #expect(r.status == 1)
        #expect(r.stdout.contains("\(dir.path)/dt.gesture:13: dt = 400ms: expect double actions 1 failed, got 0\n"), "\(r.stdout)")
        #expect(r.stdout.contains("FAIL  \(dir.path)/dt.gesture (4 runs: 1 failed)\n"))
    }

    @Test func aSweepWhoseExpectationsHoldPasses() throws {
        let script = Self.interval.replacingOccurrences(of: "600ms step", with: "340ms step")
        let dir = Self.suite(["dt.gesture": script])
        defer { dir.remove() }
        let r = try CLI.run(["test", dir.path])
        #expect(r.status == 0)
        #expect(r.stdout == "PASS  \(dir.path)/dt.gesture (35 runs, 35 expectations)\n1 passed, 0 failed\n")
    }

    /// Two parameters: a failing block reads as one range per parameter.
    @Test func twoParametersGroupIntoBlocks() throws {
        let script = """
            param hold from 0ms to 1000ms step 100ms
            param m from 0 to 20 step 2
            recognizer press = longPress
            recognizer pan = pan
            down 1 at 100,200
            wait $hold
            move 1 by $m,0
            wait 100ms
            up 1
            wait 1s
            expect pan actions 0

            """
        let dir = Self.suite(["lp.gesture": script])
        defer { dir.remove() }
        let r = try CLI.run(["test", dir.path])
        #expect(r.status == 1)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        let failures = lines.filter { $0.contains("lp.gesture:11:") }
        // The pan wins when the finger moves 10 pt or more before the long press begins (0.5 s).
        #expect(failures.first?.hasSuffix(": hold = 0ms–400ms, m = 10–20 (30 runs): expect pan actions 0 failed, got 2") == true,
                "\(r.stdout)")
    }

    @Test func sampleAndSeedPickTheRunsAndMaxRunsRefuses() throws {
        let dir = Self.suite(["dt.gesture": Self.interval])
        defer { dir.remove() }
        let sampled = try CLI.run(["test", dir.path, "--sample", "5", "--seed", "3"])
        #expect(sampled.stdout.hasPrefix("FAIL  \(dir.path)/dt.gesture (5 runs of 61 combinations: ") ||
                sampled.stdout.hasPrefix("PASS  \(dir.path)/dt.gesture (5 runs of 61 combinations, "), "\(sampled.stdout)")
        #expect(try CLI.run(["test", dir.path, "--sample", "5", "--seed", "3"]).stdout == sampled.stdout)
        let refused = try CLI.run(["test", dir.path, "--max-runs", "60"])
        #expect(refused.status == 2)
        #expect(refused.stdout.contains("\(dir.path)/dt.gesture: error: its parameters make 61 runs, more than --max-runs 60; "
                                        + "test a sample (--sample N) or raise --max-runs"), "\(refused.stdout)")
        let seedAlone = try CLI.run(["test", dir.path, "--seed", "3"])
        #expect(seedAlone.status == 64)
    }

    @Test func aRuntimeErrorNamesItsCombination() throws {
        let script = "param x in 10, 400, 20\nrecognizer tap = tap\ndown 1 at $x,100\nup 1\nexpect tap actions 1\n"
        let dir = Self.suite(["f.gesture": script])
        defer { dir.remove() }
        let r = try CLI.run(["test", dir.path])
        #expect(r.status == 2)
        #expect(r.stdout == """
            ERROR \(dir.path)/f.gesture
                  \(dir.path)/f.gesture:3:1: error: point 400,100 is outside the 375×667 screen (in the run with x = 400)
            0 passed, 0 failed, 1 error

            """)
    }

    /// `gesturelab sweep` fails (exit 1) when an expectation fails in any run; the output is as before.
    @Test func sweepExitsOneWhenAnExpectationFails() throws {
        let dir = Self.suite(["dt.gesture": Self.interval, "ok.gesture": Self.interval.replacingOccurrences(of: "600ms step", with: "300ms step")])
        defer { dir.remove() }
        let failing = try CLI.run(["sweep", dir.file("dt.gesture")])
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("boundaries (refined to 1ms):"))
        #expect(failing.stderr == "gesturelab: expectations failed in 26 of 61 runs (gesturelab test \(dir.file("dt.gesture")) names their values)\n")
        let csv = try CLI.run(["sweep", dir.file("dt.gesture"), "--format", "csv"])
        #expect(csv.status == 1)
        let passing = try CLI.run(["sweep", dir.file("ok.gesture")])
        #expect(passing.status == 0 && passing.stderr.isEmpty)
    }

    /// JUnit: the sweep's expectation is one test case at its line, its failure naming the values.
    @Test func junitNamesTheValues() throws {
        let dir = Self.suite(["dt.gesture": Self.interval])
        defer { dir.remove() }
        let report = dir.file("junit.xml")
        _ = try CLI.run(["test", dir.path, "--junit", report])
        let xml = try #require(dir.read("junit.xml"))
        let root = try #require(XMLElementNode.parse(xml))
        let cases = root.children[0].children
        #expect(cases.count == 1)
        #expect(cases[0].attributes["name"] == "expect double actions 1")
        #expect(cases[0].attributes["line"] == "13")
        #expect(cases[0].children.first?.attributes["message"] == "dt = 350ms–600ms (26 runs): expected double actions 1, got 0")
    }

    // MARK: - Boundaries (item 2)

    @Test func boundariesAreAGoldenAndAMovedOneFailsWithBothValues() throws {
        let dir = Self.suite(["dt.gesture": Self.interval])
        defer { dir.remove() }
        let update = try CLI.run(["test", dir.path, "--update"])
        #expect(update.stdout.contains("updated \(dir.path)/dt.boundaries (new)\n"), "\(update.stdout)")
        #expect(dir.read("dt.boundaries") == """
            # The boundaries of dt.gesture's sweep (61 runs, refined to 1ms), written by gesturelab test --update.
            # Each line: where the outcome changes along one parameter (the other parameters' values after 'when').
            dt = 350ms: double ×1 → single ×2; expect double actions 1 failed

            """)
        // The same sweep: the boundaries match.
        let same = try CLI.run(["test", dir.path])
        #expect(same.stdout.hasPrefix("FAIL  \(dir.path)/dt.gesture (61 runs: 26 failed)\n"))
        #expect(!same.stdout.contains("boundaries differ"))

        // UIKit's interval made shorter: the boundary moves, and the test says from where to where.
        dir.write("dt.gesture", Self.interval.replacingOccurrences(
            of: "single requireToFail double", with: "single requireToFail double\ndouble.maximumIntervalBetweenSuccessiveTaps = 300ms"))
        let moved = try CLI.run(["test", dir.path])
        #expect(moved.status == 1)
        #expect(moved.stdout.contains("""
                  boundaries differ from \(dir.path)/dt.boundaries (the sweep's in \(dir.path)/dt.boundaries.actual):
                    double ×1 → single ×2; expect double actions 1 failed moved from dt = 350ms to 300ms

            """), "\(moved.stdout)")
        #expect(dir.read("dt.boundaries.actual")?.contains("dt = 300ms: double ×1 → single ×2") == true)
        let github = try CLI.run(["test", dir.path, "--format", "github"])
        #expect(github.stdout.contains("::error file=\(GitHubReport.property(dir.file("dt.boundaries"))),line=3,title=boundary differs::"
                                       + "double ×1 → single ×2; expect double actions 1 failed moved from dt = 350ms to 300ms\n"))

        // Back as it was: the test passes its boundaries again and the .actual file goes.
        dir.write("dt.gesture", Self.interval)
        _ = try CLI.run(["test", dir.path])
        #expect(!dir.exists("dt.boundaries.actual"))
    }

    /// A sample does not run every neighbour: its boundaries are neither compared nor written.
    @Test func aSampleLeavesTheBoundariesAlone() throws {
        let dir = Self.suite(["dt.gesture": Self.interval])
        defer { dir.remove() }
        dir.write("dt.boundaries", "dt = 10ms: a → b\n")
        let r = try CLI.run(["test", dir.path, "--sample", "10"])
        #expect(r.stdout.contains("note: \(dir.path)/dt.boundaries not compared: --sample ran 10 of 61 combinations, "
                                  + "and boundaries are known only between neighbours that ran\n"), "\(r.stdout)")
        #expect(!r.stdout.contains("boundaries differ"))
        #expect(dir.read("dt.boundaries") == "dt = 10ms: a → b\n")
    }

    /// A boundaries golden in a checkout is read only as goldens are (docs/security.md), and written only as a regular
    /// file.
    @Test func aLinkedBoundariesGoldenIsRefused() {
        let t = SuiteSafetyTests.tree()
        defer { t.remove() }
        t.file("suite/dt.gesture", Self.interval)
        t.link("suite/dt.boundaries", to: "../outside/target.txt")
        let read = SuiteSafetyTests.run(t, "dt.gesture")
        #expect(read.verdict == .error)
        #expect(read.boundaries == .fileError("cannot read \(t.path)/suite/dt.boundaries: it leads outside the suite "
            + "'\(t.path)/suite' (through a symbolic link); only files inside it are read"))
        let write = SuiteSafetyTests.run(t, "dt.gesture", update: true)
        #expect(write.boundaries == .fileError("cannot write \(t.path)/suite/dt.boundaries: it is a symbolic link, not a regular file; "
            + "files beside a suite are only written as regular files (remove it)"))
        #expect(t.read("outside/target.txt") == "the user's file\n")

        t.file("suite/notes.txt", "dt = 1ms: a → b\n")
        t.remove("suite/dt.boundaries")
        t.link("suite/dt.boundaries", to: "notes.txt")
        #expect(SuiteSafetyTests.run(t, "dt.gesture").boundaries
                == .fileError("cannot read \(t.path)/suite/dt.boundaries: it is a link to 'notes.txt', which is not named *.boundaries"))

        t.remove("suite/dt.boundaries")
        t.file("suite/dt.boundaries", "dt = 1ms: a → b\n")
        t.link("suite/dt.boundaries.actual", to: "../outside/target.txt")
        let mismatch = SuiteSafetyTests.run(t, "dt.gesture")
        #expect(mismatch.boundaries == .fileError("cannot write \(t.path)/suite/dt.boundaries.actual: it is a symbolic link, not a "
            + "regular file; files beside a suite are only written as regular files (remove it)"))
        #expect(t.read("outside/target.txt") == "the user's file\n")
    }

    /// The boundaries' outcomes name a failed expectation by its text: a comment above it changes no golden.
    @Test func boundariesNameExpectationsByTheirText() throws {
        let dir = Self.suite(["dt.gesture": Self.interval])
        defer { dir.remove() }
        _ = try CLI.run(["test", dir.path, "--update"])
        let golden = dir.read("dt.boundaries")
        dir.write("dt.gesture", "# one more line\n\n" + Self.interval)
        let r = try CLI.run(["test", dir.path])
        #expect(!r.stdout.contains("boundaries differ"), "\(r.stdout)")
        #expect(r.stdout.contains("dt.gesture:15: dt = 350ms–600ms"))
        #expect(dir.read("dt.boundaries") == golden)
        // `gesturelab sweep` still names the line.
        let sweep = try CLI.run(["sweep", dir.file("dt.gesture")])
        #expect(sweep.stdout.contains("expect line 15 failed"))
    }

    /// The repository's own suite, as CI runs it: every file checks something, and the example sweeps' boundaries are
    /// goldens that still hold.
    @Test func theRepositorysSuitePassesWithItsBoundaries() throws {
        let r = try CLI.run(["test", "examples", "Tests/Scenarios"], directory: SweepCommandTests.root)
        #expect(r.status == 0, "\(r.stdout)")
        #expect(!r.stdout.contains("EMPTY") && !r.stdout.contains("obsolete"))
        for name in ["double-tap-interval", "long-press-vs-pan", "swipe-speed-distance", "tap-vs-pan-distance", "touchtracker-double-tap"] {
            #expect(r.stdout.contains("PASS  examples/sweeps/\(name).gesture ("), "\(name)")
            #expect(r.stdout.contains(", boundaries match)\n") , "\(name)")
        }
        #expect(r.stdout.contains("PASS  examples/sweeps/long-press-vs-pan.gesture (441 runs, 0 expectations, boundaries match)\n"))
    }
}
