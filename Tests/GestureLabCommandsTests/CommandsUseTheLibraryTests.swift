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

    /// The REPL's own session runs its lines in the library's `Scene` (what it needs beyond the public API is the
    /// package doors of Scene+Package.swift): no other file of GestureREPL imports the interpreter's module whole or
    /// names its `Session`, so none can hold one.
    @Test func theREPLRunsItsLinesInTheLibrarysScene() throws {
        let folder = SweepCommandTests.root + "/Sources/GestureREPL"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.count > 10 && files.contains("ReplSession.swift"))
        for file in files {
            let code = try Self.code(of: "../GestureREPL/" + file)
            #expect(code.filter { $0 == "import GestureScript" || $0.contains(/\bSession\b/) }.isEmpty, "\(file)")
        }
        #expect(try Self.code(of: "../GestureREPL/ReplSession.swift").contains { $0.contains("public let scene: Scene") })
    }

    /// Sweeps too: `gesturelab sweep`, `test`'s scripts with parameters, `bench sweep` and the REPL's `:sweep` run
    /// their cells through the library's `ScriptSweep` (the scene declared once, each cell from a copy of it), not
    /// through the analysis's or the interpreter's sweep runners.
    @Test(arguments: ["Sweep.swift", "TestRunner.swift", "Bench.swift", "../GestureREPL/ReplSession+Sweep.swift"])
    func theCommandSweepsThroughScriptSweep(file: String) throws {
        let code = try Self.code(of: file)
        #expect(code.contains { $0 == "import GestureLab" })
        #expect(code.contains { $0.contains("ScriptSweep(script:") })
        #expect(code.filter { $0.contains("Sweep(script:") && !$0.contains("ScriptSweep(script:") }.isEmpty)
        #expect(code.filter { $0.contains("SweepRunner") || $0.contains("SweepCellRunner") }.isEmpty)
    }

    /// The file's lines that are not comments.
    static func code(of file: String) throws -> [Substring] {
        let path = SweepCommandTests.root + "/Sources/GestureLabCommands/" + file
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
    }
}
