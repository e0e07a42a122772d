import Foundation
import Testing
@testable import GestureScript
@testable import GestureLanguage
@testable import GestureTranscript

/// Every input the fuzzer found (`scripts/fuzz` saves them minimized in Tests/Fuzz/crashes/) runs through the
/// interpreter with the text transcript on, exactly as the fuzz target runs it (`FuzzHarness`), and ends with an
/// exit status of 0, 1 or 2. A crash would kill the test run; a hang would never finish it.
@Suite struct FuzzCrashRegressionTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/crashes")

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test(arguments: inputs)
    func savedFuzzInputRunsToAnExitStatus(_ name: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: Self.directory.appendingPathComponent(name).path))
        let status = FuzzHarness.run(Array(bytes))
        #expect([.ok, .expectationFailed, .scriptError].contains(status))
    }

    /// The harness is the fuzz target's whole behaviour: it must format output and stop at its small limits.
    @Test func theHarnessRunsScriptsWithSmallLimits() {
        #expect(FuzzHarness.run(Array("tap at 10,10\nexpect lines 0\n".utf8)) == .scriptError)  // no TouchTracker
        #expect(FuzzHarness.run(Array("down 1 at 10,10\nup 1\n".utf8)) == .ok)
        #expect(FuzzHarness.run(Array("repeat 100000 { wait 1ms }\n".utf8)) == .scriptError)   // statement limit
        #expect(FuzzHarness.run(Array("down 1 at 1,1\nmove 1 to 300,300 steps 5000\n".utf8)) == .scriptError)  // event limit
        #expect(FuzzHarness.run([0xFF, 0xFE, 0x00]) == .scriptError)
    }

    /// libFuzzer's dictionary holds every keyword of the lexer (it is generated from the same list).
    @Test func theDictionaryHasEveryKeyword() {
        let words = Set(FuzzHarness.dictionary.split(separator: "\n").map { String($0.dropFirst().dropLast()) })
        #expect(Keyword.allCases.map(\.rawValue).filter { !words.contains($0) } == [])
        #expect(words.contains("UITapGestureRecognizer") && words.contains("minimumPressDuration") && words.contains("\\xC2\\xB5s"))
    }

    /// It also holds hostile text, bare, as a string and as a comment: C0 and C1 controls, DEL, escape sequences, a
    /// byte-order mark, bidirectional and zero-width characters, U+FFFE, look-alike letters.
    @Test func theDictionaryHasControlCharacters() {
        let words = Set(FuzzHarness.dictionary.split(separator: "\n").map { String($0.dropFirst().dropLast()) })
        let expected = [
            "\\x1B[2J", "\\x1B]0;title\\x07", "\\xC2\\x9B2J", "\\xC2\\x85", "\\x7F", "\\x0D", "\\x09", "\\x0A", "\\x00",
            "\\xEF\\xBB\\xBF", "\\xE2\\x80\\xAE", "\\xE2\\x81\\xA6", "\\xE2\\x80\\x8B", "\\xE2\\x80\\x8D", "\\xEF\\xBF\\xBE",
            "\\xD0\\xB0", "\\xE3\\x85\\xA4", "\\\"\\x1B[2J\\\"", "# \\x1B[2J", "=1+2",
        ]
        #expect(expected.filter { !words.contains($0) } == [])
        // Every entry is one line of printable ASCII, as libFuzzer reads them.
        #expect(FuzzHarness.dictionary.utf8.allSatisfy { $0 == 0x0A || (0x20..<0x7F).contains($0) })
    }
}
