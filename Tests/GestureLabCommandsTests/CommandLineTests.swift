import ArgumentParser
import Foundation
import Testing

@testable import GestureLabCommands

/// "The command line as people type it" (issue 13): files as commands, suggestions, values that are wrong,
/// help that wraps, a header per file.
@Suite("The command line as people type it")
struct CommandLineTests {
    static let script = "use touchtracker\ntap at 100,100 taps 2\nexpect doubleTap actions 1\n"

    @Test func aFileAsTheFirstWordIsRun() throws {
        #expect(try GestureLabCommand.routed(["x.gesture"]) == ["run", "x.gesture"])
        #expect(try GestureLabCommand.routed(["--color", "never", "x.gesture", "--quiet"]) == ["run", "--color", "never", "x.gesture", "--quiet"])
        #expect(try GestureLabCommand.routed(["test", "x.gesture"]) == ["test", "x.gesture"])
        #expect(try GestureLabCommand.routed([]) == [])
        #expect(try GestureLabCommand.routed(["--empty", "--max-events", "5"]) == ["--empty", "--max-events", "5"])

        let dir = TempDirectory()
        defer { dir.remove() }
        dir.write("x.gesture", Self.script)
        dir.write("script.txt", Self.script)  // any existing file, whatever its name
        for name in ["x.gesture", "script.txt"] {
            let direct = try CLI.run([name], directory: dir.path)
            let run = try CLI.run(["run", name], directory: dir.path)
            #expect(direct.status == 0, "\(direct.stderr)")
            #expect(direct.stdout == run.stdout)
            #expect(direct.stdout.contains("[3] expect doubleTap actions 1"))
        }
    }

    @Test func aMistypedCommandSuggestsTheRightOne() throws {
        #expect(throws: UnknownCommand.self) { try GestureLabCommand.routed(["tets"]) }
        let r = try CLI.run(["tets", "examples"])
        #expect(r.status == 64)
        #expect(r.stderr == "gesturelab: error: unknown command 'tets'; did you mean 'test'?\n")
        let other = try CLI.run(["rpeort", "x.gesture"])
        #expect(other.stderr == "gesturelab: error: unknown command 'rpeort'; did you mean 'report'?\n")
        let nothing = try CLI.run(["frobnicate"])
        #expect(nothing.status == 64)
        #expect(nothing.stderr.contains("'frobnicate' is neither a command nor a file"))
        #expect(nothing.stderr.contains("run, test"))
        let dir = TempDirectory()
        defer { dir.remove() }
        dir.write("suite/a.gesture", "tap at 1,1\n")
        let directory = try CLI.run(["suite"], directory: dir.path)
        #expect(directory.status == 64)
        #expect(directory.stderr == "gesturelab: error: 'suite' is a directory; to run its scripts as tests: gesturelab test suite\n")
    }

    @Test func negativeCountsSayWhatIsWrong() throws {
        let jobs = try CLI.run(["test", "--jobs", "-1", "."])
        #expect(jobs.status == 64)
        #expect(jobs.stderr.hasPrefix("Error: --jobs must be at least 1 (got -1)"), "\(jobs.stderr)")
        let events = try CLI.run(["run", "--max-events", "-5", "x.gesture"])
        #expect(events.status == 64)
        #expect(events.stderr.hasPrefix("Error: --max-events must be at least 1 (got -5)"), "\(events.stderr)")
    }

    static let commands: [ParsableCommand.Type] = [GestureLabCommand.self, GestureLabCommand.Repl.self, GestureLabCommand.Run.self,
                                                   GestureLabCommand.Test.self, GestureLabCommand.Report.self,
                                                   GestureLabCommand.Explain.self, GestureLabCommand.Bench.self]

    /// Paragraphs are written without line breaks, so the help wraps to the terminal, whatever its width.
    @Test func helpWrapsToTheTerminal() {
        for command in Self.commands {
            let discussion = command.configuration.discussion
            #expect(!discussion.replacingOccurrences(of: "\n\n", with: "").contains("\n"),
                    "\(command): a line break inside a paragraph of the help")
            let narrow = GestureLabCommand.helpMessage(for: command, columns: 60)
            let prose = narrow.components(separatedBy: "USAGE:")[0]
            for line in prose.split(separator: "\n") {
                #expect(line.count <= 60, "\(command): '\(line)'")
            }
            // Wide: a paragraph is one line when it fits.
            let wide = GestureLabCommand.helpMessage(for: command, columns: 1000)
            for paragraph in discussion.components(separatedBy: "\n\n") {
                #expect(wide.contains(paragraph), "\(command)")
            }
        }
    }

    @Test func nothingPrintedNamesFilesUsersDoNotHave() {
        for command in Self.commands {
            let help = GestureLabCommand.helpMessage(for: command, columns: 100)
            // Spelled in pieces so that this file does not itself name them (RepositoryStandsAloneTests reads it).
            #expect(!help.contains("LANGUAGE" + ".md"))
            #expect(!help.contains("uikit" + "-semantics"))
        }
    }

    @Test func severalFilesEachGetAHeader() throws {
        let dir = TempDirectory()
        defer { dir.remove() }
        dir.write("a.gesture", "tap at 100,100\n")
        dir.write("b.gesture", "wait 1s\n")
        let r = try CLI.run(["run", "a.gesture", "b.gesture"], directory: dir.path)
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("==> a.gesture <==\n[1] tap at 100,100\n"), "\(r.stdout)")
        #expect(r.stdout.contains("\n\n==> b.gesture <==\n[1] wait 1s\n"), "\(r.stdout)")
        let one = try CLI.run(["run", "a.gesture"], directory: dir.path)
        #expect(!one.stdout.contains("==>"))
        let jsonl = try CLI.run(["run", "a.gesture", "b.gesture", "--format", "jsonl"], directory: dir.path)
        #expect(!jsonl.stdout.contains("==>"))
    }
}
