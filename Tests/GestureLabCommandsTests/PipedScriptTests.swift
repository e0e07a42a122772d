import Foundation
import Testing

/// Issue 13 item 9: a script read from standard input reports its real lines and exits like `run`.
@Suite("Piped scripts")
struct PipedScriptTests {
    @Test func theReproducerReportsLinesFourAndFiveAndExits2() throws {
        let r = try CLI.run(["--empty"], stdin: "use touchtracker\n\n\nexpect lines 5\ntap at 1\n")
        #expect(r.status == 2, "\(r.stdout)")
        #expect(r.stdout.contains("<stdin>:4: expectation failed: expected lines 5, got 0\n"), "\(r.stdout)")
        #expect(r.stdout.contains("<stdin>:5:9: error: expected ',' and a y coordinate after '1'\ntap at 1\n        ^\n"), "\(r.stdout)")
        #expect(!r.stdout.contains("<stdin>:1"), "\(r.stdout)")
    }

    @Test func runtimeErrorsNameTheirLineInsideABlockToo() throws {
        let r = try CLI.run(["--empty"], stdin: "down 1 at 1,1\n\nup 3\nrepeat 2 {\n  wait 1ms\n  up 9\n}\n")
        #expect(r.status == 2)
        #expect(r.stdout.contains("<stdin>:3:1: error: finger 3 is not down\nup 3\n^~~~\n"), "\(r.stdout)")
        #expect(r.stdout.contains("<stdin>:6:3: error: finger 9 is not down\n  up 9\n  ^~~~\n"), "\(r.stdout)")
    }

    @Test func aFailedExpectationAloneExits1AndAllGoodExits0() throws {
        let failed = try CLI.run([], stdin: "tap at 100,100\n# a comment\nexpect lines 1\n")
        #expect(failed.status == 1, "\(failed.stdout)")
        #expect(failed.stdout.contains("<stdin>:3: expectation failed: expected lines 1, got 0\n"), "\(failed.stdout)")
        let good = try CLI.run([], stdin: "tap at 100,100\nexpect lines 0\n")
        #expect(good.status == 0, "\(good.stdout)")
    }

    /// `gesturelab < FILE` reads the file as standard input: the same lines and status as `run FILE`.
    @Test func redirectedFileReportsLikeRun() throws {
        let dir = TempDirectory()
        defer { dir.remove() }
        let path = dir.write("s.gesture", "use touchtracker\ndrag from 10,10 to 200,10\n\nexpect lines 2\nup 4\n")
        let piped = try CLI.run(["--empty"], stdinPath: path)
        let run = try CLI.run(["run", path])
        #expect(piped.status == 2)
        #expect(run.status == 2)
        #expect(piped.stdout.contains("<stdin>:4: expectation failed: expected lines 2, got 1\n"), "\(piped.stdout)")
        #expect(run.stdout.contains("\(path):4: expectation failed: expected lines 2, got 1\n"), "\(run.stdout)")
        #expect(piped.stdout.contains("<stdin>:5:1: error: finger 4 is not down\n"), "\(piped.stdout)")
        #expect(run.stderr.contains("\(path):5:1: error: finger 4 is not down\n"), "\(run.stderr)")
    }
}

/// Issue 23 item 4: `gesturelab < untrusted.gesture` writes no file the script names unless `--allow-writes` is given.
@Suite("Piped scripts and files")
struct PipedScriptWriteTests {
    static func script(_ dir: TempDirectory) -> String {
        "tap at 100,100\n:save \(dir.path)/saved.gesture\n:bugreport \(dir.path)/report.gesture\n"
            + ":picture \(dir.path)/p.html\nparam d in 1ms, 2ms\nwait $d\n:sweep --svg \(dir.path)/map.svg\n"
    }

    static let files = ["saved.gesture", "report.gesture", "p.html", "map.svg"]

    @Test func withoutTheFlagNothingIsWrittenAndTheRunFails() throws {
        let dir = TempDirectory()
        defer { dir.remove() }
        let r = try CLI.run(["--empty"], stdin: Self.script(dir), directory: dir.path)
        #expect(r.status == 2, "\(r.stdout)")
        for f in Self.files { #expect(dir.read(f) == nil, "\(f)") }
        #expect(r.stdout.contains("error: ':save' writes a file, and standard input is not a terminal: a script read from "
                                  + "standard input writes no files unless gesturelab is started with --allow-writes\n"), "\(r.stdout)")
        #expect(r.stdout.components(separatedBy: "unless gesturelab is started with --allow-writes\n").count == 5, "\(r.stdout)")
    }

    @Test func withTheFlagTheFilesAreWritten() throws {
        let dir = TempDirectory()
        defer { dir.remove() }
        let r = try CLI.run(["--empty", "--allow-writes"], stdin: Self.script(dir), directory: dir.path)
        #expect(r.status == 0, "\(r.stdout)")
        for f in Self.files { #expect(dir.read(f) != nil, "\(f): \(r.stdout)") }
    }

    @Test func helpNamesTheFlag() throws {
        let r = try CLI.run(["repl", "--help"])
        #expect(r.stdout.contains("  --allow-writes          Let a script on standard input write files.\n"), "\(r.stdout)")
        let top = try CLI.run(["--help"])
        #expect(top.stdout.contains("--allow-writes"), "\(top.stdout)")
    }
}
