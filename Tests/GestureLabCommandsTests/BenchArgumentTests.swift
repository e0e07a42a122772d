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
        for range in ["1 to 100000000", "1 to 1000000.", "1 to 100000.", "1 to 1000000000", "1 to 256"] {
            #expect(help.contains(range), "\(range)")
        }
    }
}
