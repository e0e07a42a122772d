import Foundation
import Testing

/// The command line is built on the library (issue 26, docs/library.md "How the command line uses it"): the
/// commands that run a script file from start to end run it through GestureLab's `ScriptRun`, and keep only their
/// arguments, the files, the exit status and what they draw. None of them calls the interpreter's runner itself.
@Suite struct CommandsUseTheLibraryTests {
    /// `run`, `test`'s runs of each file, `report`'s pictures, and `bench engine` and `bench output` (which measure
    /// `run --quiet`'s and `run`'s path).
    static let files = ["Run.swift", "TestRunner.swift", "Report.swift", "Bench.swift", "BenchOutput.swift"]

    @Test(arguments: files) func theCommandRunsScriptsThroughScriptRun(file: String) throws {
        let path = SweepCommandTests.root + "/Sources/GestureLabCommands/" + file
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        #expect(code.contains { $0 == "import GestureLab" })
        #expect(code.contains { $0.contains("ScriptRun(") })
        #expect(code.filter { $0.contains("ScriptRunner") }.isEmpty)
    }
}
