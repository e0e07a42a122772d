import Testing
@testable import GestureScript
@testable import GestureTranscript

/// UIKit's questions to a scroll view about its content touches, `touchesShouldBegin(_:with:in:)` (B6) and
/// `touchesShouldCancel(in:)` (B7), are in the trace: a `contentTouch` JSON line (valid against
/// docs/trace-schema.json) and an `all`-level transcript line, each before the transition or delivery its answer
/// decides; the `normal` and `brief` transcripts leave them out.
@Suite struct ContentTouchTraceTests {
    /// A button in a scroll view: a tap (touchesShouldBegin at the lift), then, with `delaysContentTouches` false and
    /// one override, a drag the button keeps (touchesShouldCancel answered false by UIKit's default) and a drag from a
    /// plain view (answered true by the override).
    static let script = """
        view list frame 0,100,375,500 scrollView content 375,2000
        view buy frame 20,40,150,44 in list button
        view row frame 20,200,150,44 in list
        tap at 60,160
        list.delaysContentTouches = false
        drag from 60,160 to 60,100 over 50ms
        override list touchesShouldCancel = true in row
        drag from 60,320 to 60,260 over 50ms

        """

    static func transcript(_ level: String) -> String {
        var out = ""
        _ = ScriptRunner.run(name: "c.gesture", bytes: Array(("set trace \(level)\n" + script).utf8), transcript: true) { out += $0 }
        return out
    }

    @Test func theAllTranscriptShowsEachQuestionBeforeWhatItDecides() {
        let lines = Self.transcript("all").split(separator: "\n").map(String.init)
        let asked = lines.filter { $0.contains(".touchesShould") && $0.contains(") → ") }
        #expect(asked == [
            "  50ms       list.touchesShouldBegin(in: buy) → true (UIKit's default)",
            "  50ms       list.touchesShouldBegin(in: buy) → true (UIKit's default)",
            "  66.666ms   list.touchesShouldCancel(in: buy) → false (UIKit's default)",
            "  100ms      list.touchesShouldBegin(in: row) → true (UIKit's default)",
            "  116.666ms  list.touchesShouldCancel(in: row) → true (overridden)",
        ], "\(asked)")
        // Before the pan's failure it decides, and before the began it allows.
        let kept = lines.firstIndex { $0.contains("list.touchesShouldCancel(in: buy) → false") }
        let failed = lines.firstIndex { $0.contains("list.panGestureRecognizer: possible → failed (content touches kept") }
        #expect(kept != nil && failed != nil && kept! < failed!)
        let allowed = lines.firstIndex { $0.contains("list.touchesShouldCancel(in: row) → true") }
        let began = lines.firstIndex { $0.contains("list.panGestureRecognizer: possible → began") }
        #expect(allowed != nil && began != nil && allowed! < began!)
    }

    @Test(arguments: ["normal", "brief"])
    func theShorterTranscriptsLeaveThemOut(_ level: String) {
        let text = Self.transcript(level)
        #expect(!text.contains("→ true (") && !text.contains("→ false (UIKit"), "\(text)")
    }

    @Test func eachQuestionIsAValidJSONLine() throws {
        let (lines, outcome) = JSONLTraceTests.jsonl("c.gesture", Self.script)
        #expect(outcome.status == .ok)
        let objects = JSONLTraceTests.validate(lines, "c.gesture")
        let asked = objects.filter { $0["kind"]?.string == "contentTouch" }
        #expect(asked.count == 5)
        let cancel = try #require(asked.last)
        #expect(cancel["t"] == .number(116_666, isInteger: true))
        #expect(cancel["scrollView"]?.string == "list")
        #expect(cancel["method"]?.string == "touchesShouldCancel")
        #expect(cancel["view"]?.string == "row")
        #expect(cancel["answer"] == .bool(true))
        #expect(cancel["overridden"] == .bool(true))
        #expect(asked[2]["answer"] == .bool(false) && asked[2]["overridden"] == .bool(false))
    }
}
