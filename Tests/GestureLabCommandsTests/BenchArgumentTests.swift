import Foundation
import Testing

/// `gesturelab bench` takes numbers it multiplies and builds scripts and strings from: each is bounded, and a value
/// outside its range is a usage error (exit code 64) before anything is built or run.
struct BenchArgumentTests {
    @Test(arguments: [
        (["sweep", "--runs", "9223372036854775807"], "--runs must be from 1 to 1000000000 (got 9223372036854775807)"),
        (["engine", "--cycles", "9223372036854775807", "--expect", "actions"], "--cycles must be from 1 to 100000000 (got 9223372036854775807)"),
        (["engine", "--cycles", "461168601842738791", "--expect", "recorded"], "--cycles must be from 1 to 100000000 (got 461168601842738791)"),
        (["sweep", "--runs", "1", "--jobs", "9223372036854775807"], "--jobs must be from 1 to 256 (got 9223372036854775807)"),
        (["sweep", "--jobs=0"], "--jobs must be from 1 to 256 (got 0)"),
        (["requirements", "--recognizers", "9223372036854775807"], "--recognizers must be from 1 to 100000 (got 9223372036854775807)"),
        (["parse", "--lines", "9223372036854775807"], "--lines must be from 1 to 1000000 (got 9223372036854775807)"),
        (["engine", "--cycles=-1"], "--cycles must be from 1 to 100000000 (got -1)"),
        (["output", "--taps", "0"], "--taps must be from 1 to 10000000 (got 0)"),
        (["output", "--taps", "9223372036854775807"], "--taps must be from 1 to 10000000 (got 9223372036854775807)"),
        (["output", "--iterations=-3"], "--iterations must be from 1 to 10000000 (got -3)"),
        (["output", "--iterations", "10000001"], "--iterations must be from 1 to 10000000 (got 10000001)"),
        (["output", "--cycles", "0"], "--cycles must be from 1 to 100000000 (got 0)"),
    ])
    func anArgumentOutsideItsRangeIsAUsageError(arguments: [String], message: String) throws {
        let r = try CLI.run(["bench"] + arguments)
        #expect(r.status == 64, "\(r.stderr)")
        #expect(r.stderr.hasPrefix("Error: \(message)\n"), "\(r.stderr)")
        #expect(r.stdout.isEmpty)
    }

    @Test func theRangesAreInTheHelp() throws {
        let r = try CLI.run(["bench", "--help"])
        let help = r.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        for range in ["1 to 100000000", "1 to 1000000.", "1 to 100000.", "1 to 1000000000", "1 to 256", "1 to 10000000."] {
            #expect(help.contains(range), "\(range)")
        }
    }

    @Test func anUnknownOutputModeIsAUsageError() throws {
        let r = try CLI.run(["bench", "output", "--mode", "xml"])
        #expect(r.status == 64, "\(r.stderr)")
        #expect(r.stderr.contains("'xml'"), "\(r.stderr)")
        #expect(r.stdout.isEmpty)
    }

    /// A small `bench output` runs every mode, in order, and compares each with quiet's time.
    @Test func outputRunsEveryModeScaledDown() throws {
        let r = try CLI.run(["bench", "output", "--cycles", "2", "--taps", "3", "--iterations", "4"])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 7, "\(r.stdout)")
        let modes = ["quiet", "text", "all", "jsonl", "taps", "repeat"]
        for (line, mode) in zip(lines, modes) { #expect(line.hasPrefix("output \(mode): "), "\(line)") }
        #expect(lines.first?.contains("60 events in ") == true && lines.first?.contains(", 0 bytes = ") == true, "\(lines)")
        #expect(lines.dropFirst().prefix(5).allSatisfy { $0.hasSuffix("× quiet") }, "\(lines)")
        #expect(lines[4].contains("6 events") && lines[5].contains("8 events"), "\(lines)")
        #expect(lines.last?.hasPrefix("output: peak RSS ") == true)
        // Only the modes asked for; without quiet there is nothing to compare with.
        let some = try CLI.run(["bench", "output", "--cycles", "1", "--mode", "jsonl", "--mode", "taps", "--taps", "1"])
        #expect(some.status == 0, "\(some.stderr)")
        let someLines = some.stdout.split(separator: "\n").map(String.init)
        #expect(someLines.count == 3 && someLines[0].hasPrefix("output jsonl: ") && someLines[1].hasPrefix("output taps: "), "\(some.stdout)")
        #expect(!some.stdout.contains("× quiet"))
    }
}
