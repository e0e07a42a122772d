import Testing

@testable import GestureScript
@testable import GestureTranscript

/// Issue 23 item 11: the transcript of repeated drags is linear in the drags. After every statement it printed the
/// whole line model, one line per finished line, so 4,000 drags printed 8 million model lines (274 MB). It now lists
/// every line of a model of at most `TranscriptFormatter.modelListingLimit` (20) lines, and of a larger one the
/// newest 20 and the selected one; `show model` lists them all. Measured in bytes written, never timed.
@Suite struct LineModelGrowthTests {
    static func drags(_ n: Int) -> String {
        "use touchtracker\n" + (0..<n).map { "drag from 20,\(20 + $0 % 600) to 300,\(20 + $0 % 600)\n" }.joined()
    }

    static func transcriptBytes(_ source: String, level: String = "normal") -> Int {
        var bytes = 0
        let script = "set trace \(level)\n" + source
        let outcome = ScriptRunner.run(name: "d.gesture", bytes: Array(script.utf8), transcript: true, write: { bytes += $0.utf8.count })
        #expect(outcome.status == .ok, "\(outcome.diagnostics)")
        return bytes
    }

    /// Past 20 lines, the newest 20 and the selected one are listed, with what is left out said in index order.
    @Test func aLargeModelListsTheNewestLinesAndTheSelectedOne() {
        var out = ""
        let source = "use touchtracker\n" + (0..<25).map { "drag from 20,\(20 + 20 * $0) to 300,\(20 + 20 * $0)\n" }.joined()
            + "tap at 150,60\nwait 1s\n"
        _ = ScriptRunner.run(name: "d.gesture", bytes: Array(source.utf8), transcript: true, write: { out += $0 })
        let model = out.components(separatedBy: "  model: 25 lines, 0 in progress, selected 2, menu visible [Delete] at 150,60\n").last ?? ""
        let listing = model.split(separator: "\n").prefix(24).map(String.init)
        #expect(listing == ["    … lines 0–1 not listed ('show model' lists every line)", "    line 2: 20,60 → 300,60 (selected)",
                            "    … lines 3–4 not listed ('show model' lists every line)"]
                + (5..<25).map { "    line \($0): 20,\(20 + 20 * $0) → 300,\(20 + 20 * $0)" }, "\(model)")
        // `show model` lists every line.
        var shown = ""
        _ = ScriptRunner.run(name: "d.gesture", bytes: Array((source + "show model\n").utf8), transcript: true, write: { shown += $0 })
        let all = shown.components(separatedBy: "[29] show model\n").last ?? ""
        #expect(all.contains("  line 0: 20,20 → 300,20\n") && all.contains("  line 24: 20,500 → 300,500\n"), "\(all)")
        #expect(!all.contains("not listed"))
    }

    @Test(arguments: ["normal", "brief", "all"])
    func theTranscriptOfDragsIsLinearInTheDrags(level: String) {
        let small = Self.transcriptBytes(Self.drags(200), level: level)
        let large = Self.transcriptBytes(Self.drags(400), level: level)
        // Each drag prints the same lines, but for the numbers in them (times, line indices), which grow by a digit
        // here and there: 5 % for those. Listing every line made it 2.7 to 3.1 times.
        #expect(large <= 2 * small + small / 20, "\(small) bytes → \(large) bytes")
    }
}
