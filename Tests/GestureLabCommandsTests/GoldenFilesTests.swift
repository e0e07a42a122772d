import Foundation
import GestureScript
import Testing

@testable import GestureLabCommands
@testable import GestureTranscript

@Suite struct GoldenFilesTests {
    static let passing = """
        recognizer tap = tap
        tap at 100,100
        expect tap states recognized
        expect tap actions 1

        """

    @Test func paths() {
        #expect(Golden.expectedPath(for: "a/b/tap.gesture") == "a/b/tap.expected")
        #expect(Golden.actualPath(for: "a/b/tap.gesture") == "a/b/tap.actual")
        #expect(Golden.expectedPath(for: "script.txt") == "script.txt.expected")
        #expect(Golden.baseName("a/b/tap.gesture") == "tap.gesture")
        #expect(Golden.baseName("tap.gesture") == "tap.gesture")
    }

    @Test func transcriptFormat() {
        #expect(Golden.transcript(output: "[1] up 3\n", diagnostics: "") == "[1] up 3\n")
        #expect(Golden.transcript(output: "[1] up 3\n", diagnostics: "x:1:1: error: e\nup 3\n^~~~")
                == "[1] up 3\n--- diagnostics\nx:1:1: error: e\nup 3\n^~~~\n")
        #expect(Golden.transcript(output: "", diagnostics: "x:1:1: error: e") == "--- diagnostics\nx:1:1: error: e\n")
    }

    @Test func settleCompareUpdateAndActualFile() throws {
        let dir = TempDirectory()
        defer { dir.remove() }
        let path = dir.file("t.gesture")

        // No .expected, no update: nothing happens.
        #expect(Golden.settle(path: path, transcript: "one\n", expected: nil, update: false) == .notUsed)
        #expect(!dir.exists("t.expected") && !dir.exists("t.actual"))

        // Update creates it.
        #expect(Golden.settle(path: path, transcript: "one\n", expected: nil, update: true) == .updated(created: true))
        #expect(dir.read("t.expected") == "one\n")

        // Matching.
        #expect(Golden.settle(path: path, transcript: "one\n", expected: Array("one\n".utf8), update: false) == .matched)

        // A mismatch leaves .actual and shows the diff.
        let result = Golden.settle(path: path, transcript: "two\n", expected: Array("one\n".utf8), update: false)
        let expectedFile = dir.file("t.expected"), actualFile = dir.file("t.actual")
        #expect(result == .mismatched(diff: ["--- \(expectedFile)", "+++ \(actualFile)", "@@ -1 +1 @@", "-one", "+two"]))
        #expect(dir.read("t.actual") == "two\n")
        #expect(dir.read("t.expected") == "one\n")

        // Matching again removes .actual.
        #expect(Golden.settle(path: path, transcript: "one\n", expected: Array("one\n".utf8), update: false) == .matched)
        #expect(!dir.exists("t.actual"))

        // Update: unchanged, then changed; both remove a stale .actual.
        dir.write("t.actual", "stale\n")
        #expect(Golden.settle(path: path, transcript: "one\n", expected: Array("one\n".utf8), update: true) == .unchanged)
        #expect(!dir.exists("t.actual"))
        #expect(Golden.settle(path: path, transcript: "three\n", expected: Array("one\n".utf8), update: true) == .updated(created: false))
        #expect(dir.read("t.expected") == "three\n")
    }

    @Test func settleReportsUnwritableFiles() {
        let result = Golden.settle(path: "/nonexistent-dir/t.gesture", transcript: "x\n", expected: nil, update: true)
        #expect(result == .fileError("cannot write /nonexistent-dir/t.expected: there is no directory /nonexistent-dir"))
        let test = TestCase(path: "/nonexistent-dir/t.gesture", outcome: Fixture.outcome(.ok), golden: result)
        #expect(test.verdict == .error)
    }

    /// The runner end to end on real scripts: no transcript without an .expected file; with one, the file's
    /// directory does not appear in it; a mismatch fails the test; --update writes it.
    @Test func runnerEndToEnd() throws {
        let dir = TempDirectory()
        defer { dir.remove() }
        let path = dir.write("sub/tap.gesture", Self.passing)
        let options = SessionOptions()

        var test = TestRunner.runOne(path, options: options, update: false)
        #expect(test.verdict == .passed && test.golden == .notUsed)
        #expect(test.outcome.expectationsChecked == 2)

        test = TestRunner.runOne(path, options: options, update: true)
        #expect(test.golden == .updated(created: true))
        let golden = try #require(dir.read("sub/tap.expected"))
        #expect(golden.hasPrefix("> recognizer tap = tap\n> tap at 100,100\n"))
        #expect(!golden.contains(dir.path))
        #expect(!golden.contains("--- diagnostics"))

        test = TestRunner.runOne(path, options: options, update: false)
        #expect(test.verdict == .passed && test.golden == .matched)

        // The same transcript as `run --trace all` prints, without line numbers: compare with ScriptRunner directly.
        var printed = ""
        var allLevel = SessionOptions()
        allLevel.traceLevel = .all
        let outcome = ScriptRunner.run(name: "tap.gesture", bytes: Array(Self.passing.utf8), options: allLevel, transcript: true,
                                       lineNumbers: false, write: { printed += $0 })
        #expect(outcome.status == .ok)
        #expect(printed == golden)
        var numbered = ""
        _ = ScriptRunner.run(name: "tap.gesture", bytes: Array(Self.passing.utf8), options: allLevel, transcript: true,
                             write: { numbered += $0 })
        // `run` numbers the statements where the golden does not.
        let unnumbered = numbered.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix("[") ? "> " + line.drop { $0 != "]" }.dropFirst(2) : line
        }.joined(separator: "\n")
        #expect(numbered.hasPrefix("[1] recognizer tap = tap\n[2] tap at 100,100\n"))
        #expect(unnumbered == golden)

        dir.write("sub/tap.gesture", Self.passing.replacingOccurrences(of: "100,100", with: "100,101"))
        test = TestRunner.runOne(path, options: options, update: false)
        #expect(test.verdict == .failed)
        #expect(test.failureMessage == "transcript differs from \(dir.file("sub/tap.expected"))")
        #expect(test.diff.contains("-> tap at 100,100"))
        #expect(test.diff.contains("+> tap at 100,101"))
        #expect(dir.exists("sub/tap.actual"))

        test = TestRunner.runOne(path, options: options, update: true)
        #expect(test.golden == .updated(created: false))
        #expect(!dir.exists("sub/tap.actual"))
    }

    /// A script error's golden transcript carries the diagnostics; listing messages still name the full path.
    @Test func runnerErrorsAndPaths() throws {
        let dir = TempDirectory()
        defer { dir.remove() }
        let path = dir.write("bad.gesture", "recognizer tap = tap\nup 3\n")
        let test = TestRunner.runOne(path, options: SessionOptions(), update: true)
        #expect(test.verdict == .error)
        #expect(dir.read("bad.expected") == """
            > recognizer tap = tap
            > up 3
            --- diagnostics
            bad.gesture: error: finger 3 is not down
            up 3
            ^~~~

            """)
        #expect(test.outcome.firstError == "\(path):2:1: error: finger 3 is not down")
        #expect(test.outcome.diagnostics.hasPrefix("\(path):2:1: error:"))

        let failing = dir.write("fail.gesture", "recognizer tap = tap\ntap at 1,1\nexpect tap actions 2\n")
        dir.write("fail.expected", "")
        let f = TestRunner.runOne(failing, options: SessionOptions(), update: false)
        #expect(f.verdict == .failed)
        #expect(f.outcome.failureLines == ["\(failing):3: expectation failed: expected tap actions 2, got 1"])
        #expect(f.failureMessage == "1 expectation failed; transcript differs from \(dir.file("fail.expected"))")
    }

    @Test func unreadableScript() {
        let test = TestRunner.runOne("/nonexistent-dir/x.gesture", options: SessionOptions(), update: false)
        #expect(test.verdict == .error)
        #expect(test.errorMessage == "/nonexistent-dir/x.gesture: error: cannot read the file: no such file")
    }

    @Test func parallelRunKeepsOrder() {
        let dir = TempDirectory()
        defer { dir.remove() }
        let files = (0..<30).map { i in
            dir.write(String(format: "t%02d.gesture", i), i % 3 == 0 ? "up 1\n" : Self.passing)
        }
        let cases = TestRunner.run(files: files, jobs: 4, options: SessionOptions(), update: false)
        #expect(cases.map(\.path) == files)
        #expect(cases.map(\.verdict) == (0..<30).map { $0 % 3 == 0 ? .error : .passed })
    }
}
