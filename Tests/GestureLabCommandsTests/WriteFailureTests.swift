import Foundation
import Testing

/// Issue 13 item 7, end to end through the binary: output that cannot be written is an error with exit 2, never a
/// success, and a file that cannot be replaced keeps its old content.
@Suite("Write failures from the command line")
struct WriteFailureTests {
    static let script = """
        use touchtracker
        tap at 100,100 taps 2
        expect doubleTap actions 1

        """

    static func scriptFile() throws -> (TempDirectory, String) {
        let dir = TempDirectory()
        return (dir, dir.write("x.gesture", script))
    }

    @Test(arguments: [["run", "x.gesture"], ["run", "x.gesture", "--format", "jsonl"], ["test", "x.gesture"],
                      ["report", "x.gesture"]])
    func standardOutputOnAFullDevice(_ arguments: [String]) throws {
        let (dir, _) = try Self.scriptFile()
        defer { dir.remove() }
        let full = try CLI.run(arguments, stdoutPath: "/dev/full", directory: dir.path)
        #expect(full.status == 2, "\(arguments): \(full.stderr)")
        #expect(full.stderr.hasSuffix("gesturelab: error: cannot write standard output: No space left on device\n"), "\(full.stderr)")
        // The same command with somewhere to write succeeds.
        let fine = try CLI.run(arguments, directory: dir.path)
        #expect(fine.status == 0, "\(arguments): \(fine.stderr)")
        #expect(!fine.stdout.isEmpty)
    }

    @Test func reportToUnwritableTargets() throws {
        let (dir, _) = try Self.scriptFile()
        defer { dir.remove() }
        for (target, reason) in [("/dev/full", "No space left on device"), (dir.path, "it is a directory"),
                                 ("/proc/version", "/proc")] {
            let r = try CLI.run(["report", "x.gesture", "-o", target], directory: dir.path)
            #expect(r.status == 2, "\(target)")
            #expect(r.stderr.hasPrefix("gesturelab: error: cannot write \(target): "), "\(r.stderr)")
            #expect(r.stderr.contains(reason), "\(r.stderr)")
            #expect(!r.stderr.contains("report written"))
        }
        let ok = try CLI.run(["report", "x.gesture", "-o", "r.gesture"], directory: dir.path)
        #expect(ok.status == 0)
        #expect(ok.stderr == "gesturelab: report written to r.gesture\n")
        #expect(dir.read("r.gesture")?.hasPrefix("# ") == true)
    }

    @Test func junitToUnwritableTargets() throws {
        let (dir, _) = try Self.scriptFile()
        defer { dir.remove() }
        for target in ["/dev/full", dir.path] {
            let r = try CLI.run(["test", "x.gesture", "--junit", target], directory: dir.path)
            #expect(r.status == 2, "\(target): \(r.stderr)")
            #expect(r.stderr.contains("gesturelab: error: cannot write \(target): "), "\(r.stderr)")
        }
    }

    /// `test --update` whose .expected cannot be replaced (here: a directory of that name) is an error, and a
    /// mismatch whose .actual cannot be written says so instead of pointing at a file that is not there.
    @Test func goldenFilesThatCannotBeWritten() throws {
        let (dir, _) = try Self.scriptFile()
        defer { dir.remove() }
        mkdir(dir.file("x.expected"), 0o755)
        let update = try CLI.run(["test", "x.gesture", "--update"], directory: dir.path)
        #expect(update.status == 2)
        #expect(update.stdout.contains("cannot write x.expected: it is a directory"), "\(update.stdout)")
        rmdir(dir.file("x.expected"))

        dir.write("x.expected", "an old transcript\n")
        mkdir(dir.file("x.actual"), 0o755)
        let mismatch = try CLI.run(["test", "x.gesture"], directory: dir.path)
        #expect(mismatch.status == 2)
        #expect(mismatch.stdout.contains("cannot write x.actual: it is a directory"), "\(mismatch.stdout)")
        #expect(dir.read("x.expected") == "an old transcript\n")
        rmdir(dir.file("x.actual"))
    }
}
