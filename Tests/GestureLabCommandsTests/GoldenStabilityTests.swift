import Foundation
import GestureREPL
import GestureScript
import Testing

@testable import GestureLabCommands
import GestureSupport
@testable import GestureTranscript

/// Goldens name no line of the script: adding a comment line or a blank line anywhere in a script changes neither its
/// golden transcript (`NAME.expected`) nor, for a sweep, its golden boundaries (`NAME.boundaries`). Checked on every
/// example and scenario of the repository: each is copied, its goldens written, then a comment line and a blank
/// line are put before every line of it, and the goldens must still match.
@Suite struct GoldenStabilityTests {
    /// The repository's scripts: examples (the sweeps among them) and scenarios.
    static var scripts: [String] {
        TestFiles.collect([SweepCommandTests.root + "/examples", SweepCommandTests.root + "/Tests/Scenarios"]).files
            .map(\.path.argument)
    }

    /// Every line of `text` with a comment line and a blank line before it, and a comment ending each line that is
    /// not itself a comment (comments end a line in the middle of a multi-line statement too).
    static func commented(_ text: String) -> String {
        var out = "# a comment added on top\n"
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            out += "# a comment added above\n\n"
            let trimmed = line.drop { $0 == " " }
            out += String(line)
            if !trimmed.isEmpty, !trimmed.hasPrefix("#"), !line.contains("\"") { out += "   # and one after" }
            out += "\n"
        }
        return out
    }

    @Test func theRepositoryHasScripts() {
        #expect(Self.scripts.count > 100)
        #expect(Self.scripts.contains { $0.hasSuffix("examples/sweeps/double-tap-interval.gesture") })
    }

    @Test(arguments: scripts)
    func aCommentOrABlankLineChangesNoGolden(_ script: String) throws {
        let original = try #require(FileBytes.read(script).map { String(decoding: $0, as: UTF8.self) })
        let dir = TempDirectory()
        defer { dir.remove() }
        let path = dir.write("script.gesture", original)
        let written = TestRunner.runOne(path, options: SessionOptions(), update: true)
        #expect(written.golden == .updated(created: true), "\(script)")
        let golden = try #require(dir.read("script.expected"))
        let sweeps = written.sweep != nil
        if sweeps { #expect(written.boundaries == .updated(created: true), "\(script)") }
        let boundaries = dir.read("script.boundaries")

        let edited = Self.commented(original)
        dir.write("script.gesture", edited)
        let again = TestRunner.runOne(path, options: SessionOptions(), update: false)
        #expect(again.golden == .matched, "\(script): \(again.diff.joined(separator: "\n"))")
        if sweeps { #expect(again.boundaries == .matched, "\(script): \(again.boundaries)") }
        #expect(again.outcome.status == written.outcome.status, "\(script)")
        #expect(dir.read("script.expected") == golden)
        #expect(dir.read("script.boundaries") == boundaries)
        #expect(!dir.exists("script.actual") && !dir.exists("script.boundaries.actual"))

        // The edit did move the lines: `run`'s transcript, which numbers them, changed.
        func run(_ text: String) -> String {
            var out = ""
            _ = ScriptRunner.run(name: "script.gesture", bytes: Array(text.utf8), transcript: true, write: { out += $0 })
            return out
        }
        #expect(run(original) != run(edited), "\(script)")
    }

    /// Removing a comment that ends the first line of a multi-line statement leaves the blanks before it; the header
    /// is the same either way (`> down 1 at 50,100 & …`).
    @Test func blanksLeftWhereACommentWasChangeNoGolden() throws {
        let dir = TempDirectory()
        defer { dir.remove() }
        func script(_ firstLineEnd: String) -> String {
            "use touchtracker bare\ndown 1 at 50,100 &\(firstLineEnd)\n  down 2 at 50,200\nup 1 & up 2\nexpect lines 2\n"
        }
        let path = dir.write("script.gesture", script("   # two fingers"))
        #expect(TestRunner.runOne(path, options: SessionOptions(), update: true).golden == .updated(created: true))
        let golden = try #require(dir.read("script.expected"))
        #expect(golden.contains("> down 1 at 50,100 & …\n"), "\(golden)")
        for end in ["   ", "\t", " \t # another comment", ""] {
            dir.write("script.gesture", script(end))
            let again = TestRunner.runOne(path, options: SessionOptions(), update: false)
            #expect(again.golden == .matched, "\(end.debugDescription): \(again.diff.joined(separator: "\n"))")
        }
    }
}
