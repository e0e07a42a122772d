import Foundation
import Testing

/// The command line is built on the library (issue 26, docs/library.md "How the command line uses it"): the
/// commands that run a script file from start to end run it through GestureLab's `ScriptRun`, and keep only their
/// arguments, the files, the exit status and what they draw. None of them calls the interpreter's runner itself.
@Suite struct CommandsUseTheLibraryTests {
    /// `run`, `test`'s runs of each file, `report` (its text and its pictures), `explain` (whose analysis reads the
    /// stream of the `ScriptRun` that `ScriptRun.stream` makes), and `bench engine` and `bench output` (which
    /// measure `run --quiet`'s and `run`'s path).
    static let files = ["Run.swift", "TestRunner.swift", "ReportPage.swift", "Explain.swift", "Bench.swift", "BenchOutput.swift"]

    @Test(arguments: files) func theCommandRunsScriptsThroughScriptRun(file: String) throws {
        let code = try Self.code(of: file)
        #expect(code.contains { $0 == "import GestureLab" })
        #expect(code.contains { $0.contains("ScriptRun(") || $0.contains("ScriptRun.stream)") || $0.contains("ScriptRun.runStreaming(") })
        #expect(code.filter { $0.contains("ScriptRunner") || $0.contains("ScriptStream.interpreter") }.isEmpty)
    }

    /// `explain`, `report` and the REPL's `:bugreport` hand their analysis the library's run: without `running:` it
    /// would run the script with the interpreter's own runner (the analysis's default, for the tests). `report`
    /// hands it its own runs (`replay`), which are the library's (`libraryRun`, unless a test counts them).
    @Test(arguments: [("Explain.swift", "ScriptExplainer.run(", "running: ScriptRun.stream)"),
                      ("ReportPage.swift", "BugReport.make(", "running: replay)"),
                      ("ReportPage.swift", "running: Running = ", "libraryRun)"),
                      ("../GestureREPL/ReplSession+Commands.swift", "BugReport.make(", "running: ScriptRun.stream)")])
    func theAnalysisReadsTheLibrarysRun(file: String, call: String, argument: String) throws {
        let code = try Self.code(of: file).joined(separator: "\n")
        let calls = code.components(separatedBy: call).dropFirst()
        #expect(calls.count == 1)
        for rest in calls {
            let arguments = rest.prefix { $0 != "}" && $0 != "{" }
            #expect(arguments.contains(argument), "\(arguments)")
        }
    }

    /// The file's lines that are not comments.
    static func code(of file: String) throws -> [Substring] {
        let path = SweepCommandTests.root + "/Sources/GestureLabCommands/" + file
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
    }
}
