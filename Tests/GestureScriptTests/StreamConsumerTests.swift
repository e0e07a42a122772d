import Foundation
@testable import GestureAnalysis
import GestureLanguage
import Testing
@testable import GestureScript

/// The consumers of the output stream are functions of the stream (plus the script's text): none names the
/// interpreter's `Session` type. A file in a folder listed here that mentions it fails this test. Sweeps, whose runs
/// are made from a snapshot many times over, are also checked by what a sweep holds: the only session it reaches is
/// the one its cell runner (the interpreter's running layer) keeps private.
@Suite struct StreamConsumerTests {
    static let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Consumers that read only the stream.
    static let onTheStream = [
        "Sources/GestureScript/Trace", "Sources/GestureTranscript/Transcript", "Sources/GestureTranscript/JSON",
        "Sources/GestureTranscript/Show", "Sources/GestureTranscript/Diagnostics",
        "Sources/GestureLab/RunCollector.swift", "Sources/GestureLab/Event+Engine.swift", "Sources/GesturePictures",
        "Sources/GestureAnalysis",
    ]

    /// The targets above the interpreter that consume its stream: the interpreter (GestureScript) names none of
    /// their types, so it could not be built without them.
    static let consumerTargets = ["Sources/GestureTranscript", "Sources/GestureAnalysis", "Sources/GesturePictures"]

    static func swiftFiles(_ path: String) -> [URL] {
        let url = root.appendingPathComponent(path)
        if url.pathExtension == "swift" { return [url] }
        let walk = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
        return (walk?.compactMap { $0 as? URL } ?? []).filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    /// Lines that name the type `Session` (not `SessionOutput` or `SessionOptions`).
    static func mentions(_ file: URL) throws -> [String] {
        let text = try String(contentsOf: file, encoding: .utf8)
        return text.split(separator: "\n").map(String.init).filter { line in
            line.range(of: #"(?<![A-Za-z0-9_])Session(?![A-Za-z0-9_])"#, options: .regularExpression) != nil
        }
    }

    @Test func consumersOnTheStreamNeverNameTheSession() throws {
        var files = 0
        for path in Self.onTheStream {
            for file in Self.swiftFiles(path) {
                files += 1
                let lines = try Self.mentions(file)
                #expect(lines.isEmpty, "\(file.lastPathComponent) names Session: \(lines)")
            }
        }
        #expect(files >= 15)
    }

    /// The types a file declares at its top level (`struct`, `enum`, `class`, `protocol`, `typealias`, any access).
    static func declaredTypes(_ file: URL) throws -> Set<String> {
        let text = try String(contentsOf: file, encoding: .utf8)
        let pattern = #"^(?:(?:public|package|internal|fileprivate|private|final|indirect) )*(?:struct|enum|class|protocol|typealias|actor) ([A-Za-z_][A-Za-z0-9_]*)"#
        let regex = try NSRegularExpression(pattern: pattern, options: .anchorsMatchLines)
        let whole = NSRange(text.startIndex..., in: text)
        return Set(regex.matches(in: text, range: whole).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } })
    }

    /// The interpreter is below its consumers: none of the types the transcript, JSON lines, `show`, the analyses,
    /// the sweeps and the pictures declare appears in its code (comments may name them).
    @Test func theInterpreterNamesNoConsumer() throws {
        var consumers: Set<String> = []
        for path in Self.consumerTargets {
            for file in Self.swiftFiles(path) { consumers.formUnion(try Self.declaredTypes(file)) }
        }
        #expect(consumers.isSuperset(of: ["TranscriptPrinter", "TraceJSON", "ShowFormatter", "ScriptRunner", "Sweep", "Explainer"]))
        var problems: [String] = []
        for file in Self.swiftFiles("Sources/GestureScript") {
            let text = try String(contentsOf: file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                let words = Set(code.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init))
                let named = words.intersection(consumers).sorted()
                if !named.isEmpty { problems.append("\(file.lastPathComponent):\(number + 1) names \(named)") }
            }
        }
        #expect(problems == [])
    }

    /// The paths from `value` to every `Session` it holds, through stored properties, enum payloads and collections
    /// (`Mirror` sees private ones too), not looking inside values for which `stop` is true.
    static func sessions(in value: Any, path: String = "", stop: (Any) -> Bool = { _ in false }) -> [String] {
        var seen = Set<ObjectIdentifier>()
        var found: [String] = []
        func walk(_ value: Any, _ path: String) {
            if value is Session {
                found.append(path)
                return
            }
            if stop(value) { return }
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .class, !seen.insert(ObjectIdentifier(value as AnyObject)).inserted { return }
            var m: Mirror? = mirror
            while let current = m {
                for (k, child) in current.children.enumerated() { walk(child.value, path + "." + (child.label ?? "\(k)")) }
                m = current.superclassMirror
            }
        }
        walk(value, path)
        return found
    }

    /// A sweep that ran its combinations and refined its boundaries, over a TouchTracker scene (its app and model
    /// copied into every run) with an expectation that fails in some runs.
    static func sweptSweep() throws -> Sweep {
        let text = """
            param dt from 100ms to 500ms step 100ms
            use touchtracker
            drag from 50,100 to 250,100
            mark
            tap at 150,100
            wait $dt
            tap at 150,100
            wait 1s
            expect lines 0

            """
        let (script, diagnostics) = Parser.parse(SourceFile(name: "sweep.gesture", text: text))
        #expect(diagnostics.filter(\.isError).isEmpty)
        let sweep = try Sweep(script: script)
        let runs = try sweep.run(Array(0..<(sweep.plan.total ?? 0)))
        #expect(Set(runs.map(\.outcome)).count == 2)
        _ = try sweep.boundaries(of: runs, refine: SweepRefinement())
        return sweep
    }

    /// Nothing a sweep holds is a session but what its cell runner (`SweepCellRunner`, in Running/) keeps, privately:
    /// the runner, the records, the reader of the runs' outputs hold none.
    @Test func aSweepHoldsNoSessionButInItsCellRunner() throws {
        let sweep = try Self.sweptSweep()
        #expect(Self.sessions(in: sweep, path: "sweep", stop: { $0 is SweepCellRunner }) == [])
        // The walk finds a session where there is one: the cell runner's own.
        #expect(Self.sessions(in: sweep, path: "sweep") == ["sweep.runner.cells.session"])
    }

    /// What `gesturelab test` keeps of a sweep holds no session either.
    @Test func aSweepsTestResultHoldsNoSession() throws {
        let sweep = try Self.sweptSweep()
        let result = try sweep.test(sweep.plan.runs(sample: nil, seed: 0, shard: nil))
        #expect(result.failedRuns > 0)
        #expect(Self.sessions(in: result) == [])
    }
}
