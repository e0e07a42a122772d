import Foundation
import GestureREPL
import GestureSupport
import Testing

/// scripts/perf-budget's comparison (`--compare MEASURED THRESHOLDS`, what its check runs after measuring): a count
/// more than 2 % past its threshold fails the step and is named with its percentage; one more than 2 % below is
/// reported without failing. The measuring itself needs valgrind and a release build: scripts/test runs it.
struct PerfBudgetTests {
    static let root = SweepCommandTests.root
    static let script = root + "/scripts/perf-budget"
    static let thresholds = root + "/Tests/Performance/Thresholds"

    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `scripts/perf-budget ARGUMENTS` with bash.
    static func run(_ arguments: [String]) throws -> Outcome {
        let scratch = TempDirectory()
        defer { scratch.remove() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [script] + arguments
        let outPath = scratch.write("stdout", ""), errPath = scratch.write("stderr", "")
        process.standardOutput = FileHandle(forWritingAtPath: outPath)
        process.standardError = FileHandle(forWritingAtPath: errPath)
        try process.run()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, stdout: scratch.read("stdout") ?? "", stderr: scratch.read("stderr") ?? "")
    }

    /// A counts file as scripts/perf-budget writes it.
    static func counts(_ pairs: [(String, Int)]) -> String {
        "{\n" + pairs.map { "    \"\($0.0)\": \($0.1)" }.joined(separator: ",\n") + "\n}\n"
    }

    /// Compares `measured` with `threshold` for one count beside one that is unchanged.
    static func compare(measured: Int, threshold: Int) throws -> Outcome {
        let dir = TempDirectory()
        defer { dir.remove() }
        let m = dir.write("measured.json", counts([("engine_mixed_per_event", measured), ("parse_per_line", 8000)]))
        let t = dir.write("thresholds.json", counts([("engine_mixed_per_event", threshold), ("parse_per_line", 8000)]))
        return try run(["--compare", m, t])
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var measured: Int
        var threshold: Int
        var status: Int32
        /// A line the output (standard output and error) must contain.
        var says: String
        var testDescription: String { "\(measured) against \(threshold)" }
    }

    static let cases: [Case] = [
        Case(measured: 1953, threshold: 1953, status: 0, says: "perf-budget: every count within 2 % of its threshold"),
        // Exactly 2 % more is within the budget; one instruction more is not.
        Case(measured: 1020, threshold: 1000, status: 0, says: "threshold 1000, +2.0 %\n"),
        Case(measured: 1021, threshold: 1000, status: 1,
             says: "perf-budget: engine_mixed_per_event grew 2.1 % past its threshold: 1021 instructions against 1000 (at most +2 % allowed)"),
        // An artificially low threshold: the committed mixed-stream count against three quarters of it.
        Case(measured: 1953, threshold: 1465, status: 1,
             says: "perf-budget: engine_mixed_per_event grew 33.3 % past its threshold: 1953 instructions against 1465"),
        Case(measured: 980, threshold: 1000, status: 0, says: "threshold 1000, -2.0 %\n"),
        Case(measured: 979, threshold: 1000, status: 0,
             says: "perf-budget: engine_mixed_per_event fell 2.1 % below its threshold: 979 instructions against 1000; lower the threshold: scripts/perf-budget --update"),
    ]

    @Test(arguments: cases)
    func aCountIsJudgedAgainstItsThreshold(_ c: Case) throws {
        let outcome = try Self.compare(measured: c.measured, threshold: c.threshold)
        #expect(outcome.status == c.status, "\(outcome.stdout)\(outcome.stderr)")
        #expect((outcome.stdout + outcome.stderr).contains(c.says), "\(outcome.stdout)\(outcome.stderr)")
        if c.status == 0 { #expect(!outcome.stderr.contains("grew")) }
    }

    @Test func aThresholdWithoutACountFailsAndACountWithoutAThresholdDoesNot() throws {
        let dir = TempDirectory()
        defer { dir.remove() }
        let measured = dir.write("m.json", Self.counts([("a_per_event", 10), ("new_per_event", 5)]))
        let thresholds = dir.write("t.json", Self.counts([("a_per_event", 10), ("gone_per_event", 7)]))
        let outcome = try Self.run(["--compare", measured, thresholds])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("perf-budget: gone_per_event has a threshold but was not measured"))
        #expect(outcome.stdout.contains("new_per_event") && outcome.stdout.contains("no threshold: scripts/perf-budget --update adds it"))
    }

    @Test func aDamagedFileIsRefused() throws {
        let dir = TempDirectory()
        defer { dir.remove() }
        let measured = dir.write("m.json", Self.counts([("a_per_event", 10)]))
        let thresholds = dir.write("t.json", "{\n    \"a_per_event\": ten\n}\n")
        let outcome = try Self.run(["--compare", measured, thresholds])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("not a line of \"name\": count:"))
        #expect(try Self.run(["--bogus"]).status == 2)
    }

    /// Every committed thresholds file reads, and names exactly the counts the script measures.
    @Test func theCommittedThresholdsNameWhatTheScriptMeasures() throws {
        let text = try #require(FileBytes.read(Self.script).map { String(decoding: $0, as: UTF8.self) })
        let measured = Set(text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("measure ") else { return nil }
            return String(line.split(separator: " ")[1])
        })
        #expect(measured.count == 12)
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.thresholds).filter { $0.hasSuffix(".json") }
        #expect(files.contains("6.3-linux-x86_64.json"))
        for file in files {
            let path = Self.thresholds + "/" + file
            let itself = try Self.run(["--compare", path, path])
            #expect(itself.status == 0, "\(file): \(itself.stderr)")
            let bytes = try #require(FileBytes.read(path))
            let json = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Int], "\(file)")
            #expect(Set(json.keys) == measured, "\(file)")
        }
    }
}
