import Foundation
import GestureEngine
import Testing
import TouchTracker
@testable import GestureScript
@testable import GestureLanguage
@testable import GestureTranscript

/// `Session.snapshot()` / `restore(_:)`, which `gesturelab sweep` starts every run from: running the rest of a script
/// on a restored copy prints the same transcript (events, console lines, line model) as running it on the original,
/// at every statement of every example and scenario, TouchTracker scenes included.
@Suite struct SnapshotTests {
    static let root: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every `.gesture` file under examples/ and Tests/Scenarios, relative to the repository.
    static let scripts: [String] = {
        var found: [String] = []
        for dir in ["examples", "Tests/Scenarios"] {
            let base = root.appendingPathComponent(dir).path
            guard let walker = FileManager.default.enumerator(atPath: base) else { continue }
            while let relative = walker.nextObject() as? String {
                if relative.hasSuffix(".gesture") { found.append(dir + "/" + relative) }
            }
        }
        return found.sorted()
    }()

    /// A script's statements, bound to each parameter's first value as `gesturelab run` does.
    static func load(_ path: String) throws -> (SourceFile, [Statement]) {
        let data = try #require(FileManager.default.contents(atPath: root.appendingPathComponent(path).path))
        let file = SourceFile(name: path, bytes: [UInt8](data))
        let (script, diagnostics) = Parser.parse(file)
        #expect(!diagnostics.contains { $0.isError }, "\(path) parses")
        let statements = try ParameterBinder(script).bind(script.statements[...], combination: script.parameters.map { _ in 0 })
        return (file, statements)
    }

    static func options(_ level: TraceLevel) -> SessionOptions {
        var o = SessionOptions()
        o.traceLevel = level
        return o
    }

    /// Runs `statements` and returns everything the transcript prints (at `set trace all` every event; at `normal`
    /// also the line model where it changed mid-statement), the line model and the counts a run ends with.
    static func transcript(_ session: Session, _ statements: ArraySlice<Statement>, _ file: SourceFile) -> String {
        var printer = TranscriptPrinter(formatter: TranscriptFormatter(fileName: file.name))
        var text = ""
        let result = session.execute(Array(statements), in: file) { text += printer.render($0) }
        text += printer.finish()
        text += "\nchecked \(result.expectationsChecked), failed \(result.expectationFailures), error \(result.error?.message ?? "none")"
        text += "\nevents \(session.env.eventCount), console lines \(session.env.consoleLineCount), now \(session.env.now)"
        if let app = session.app { text += "\nmodel \(ModelSnapshot(app).finishedLines) \(ModelSnapshot(app).currentLines.map(\.line))" }
        return text
    }

    @Test func everyExampleAndScenarioIsFound() {
        #expect(Self.scripts.filter { $0.hasPrefix("examples/") }.count >= 20)
        #expect(Self.scripts.contains("examples/12-set-translation.gesture"))
        #expect(Self.scripts.contains("examples/objc/05-select-line.gesture"))
        #expect(Self.scripts.count >= 120)
    }

    /// At every statement boundary k: the original runs statements ..<k, is snapshotted, and runs the rest; a fresh
    /// session restored from the snapshot runs the same rest. Both print the same bytes. The original then restores
    /// the snapshot and runs the rest again: the same bytes once more (the snapshot was not disturbed by the first).
    @Test(arguments: scripts, [TraceLevel.all, .normal])
    func theRestRunsTheSameOnARestoredCopy(_ path: String, _ level: TraceLevel) throws {
        let (file, statements) = try Self.load(path)
        for k in 0...statements.count {
            let original = Session(options: Self.options(level))
            _ = Self.transcript(original, statements[..<k], file)
            let snapshot = original.snapshot()
            let copy = Session()
            copy.restore(snapshot)
            let expected = Self.transcript(original, statements[k...], file)
            #expect(Self.transcript(copy, statements[k...], file) == expected, "\(path), snapshot before statement \(k + 1)")
            original.restore(snapshot)
            #expect(Self.transcript(original, statements[k...], file) == expected, "\(path), restored again before statement \(k + 1)")
        }
    }

    /// What a session keeps between statements is either in the snapshot or belongs to one `execute` call. A stored
    /// property added to `Session` fails here until it is sorted into one list (and, if it is state, snapshotted).
    @Test func everySessionPropertyIsSnapshottedOrPerCall() {
        let snapshotted: Set<String> = [
            "env", "app", "options", "hz", "acceptedSource", "history", "statementsExecuted", "gestureRecorder", "lastReportedModel",
            "lastStepModel", "eventsOfEarlierScenes",
        ]
        // The sink, file and result of the current call (the expectations it checked too), the clock and the tables'
        // row changes it told the sink last (a call starts by telling the whole scene); the caller's choice of tracing (and the report
        // times it reads, worked out again when a call starts); the repeat being run (and whether the transcript summarizes
        // it: false between calls); the name cache (rebuilt when
        // `sceneGeneration` moves, which restore does); reusable buffers (a touch step's, the summary's array, each written
        // whole before it is read); the statement headers cut out of the
        // call's file (emptied when a call starts).
        let perCall: Set<String> = ["receiver", "toldTime", "toldTableRowChanges", "file", "result", "checkedExpectations", "recording", "timedStates", "iterationStack",
                                    "inSummarizedIteration", "sceneGeneration", "namesCache", "scratch", "summaryRecognizers",
                                    "statementHeaders"]
        let labels = Set(Mirror(reflecting: Session()).children.compactMap(\.label))
        #expect(labels.subtracting(snapshotted).subtracting(perCall).isEmpty,
                "sort these into snapshotted or perCall: \(labels.subtracting(snapshotted).subtracting(perCall).sorted())")
        #expect(snapshotted.union(perCall).subtracting(labels).isEmpty, "no longer properties: \(snapshotted.union(perCall).subtracting(labels).sorted())")
        let fields = Set(Mirror(reflecting: Session().snapshot()).children.compactMap(\.label))
        #expect(fields == snapshotted)
    }
}
