import Foundation
import GestureEngine
import Testing

@testable import GestureScript
@testable import GestureLanguage
@testable import GestureTranscript

/// `set trace brief|normal|all` and `run --trace`: what each level prints, and that the level changes only the text.
@Suite struct TraceLevelTests {
    static let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ source: String, level: TraceLevel = .normal, name: String = "t.gesture") -> String {
        var options = SessionOptions()
        options.traceLevel = level
        var out = ""
        _ = ScriptRunner.run(name: name, bytes: Array(source.utf8), options: options, transcript: true) { out += $0 }
        return out
    }

    static func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

    /// The lines printed for the statement on `line` (its header included), up to the next header.
    static func statement(_ line: Int, in text: String) -> [String] {
        let all = lines(text)
        guard let start = all.firstIndex(where: { $0.hasPrefix("[\(line)] ") }) else { return [] }
        let end = all[(start + 1)...].firstIndex { $0.hasPrefix("[") } ?? all.endIndex
        return Array(all[start..<end])
    }

    static func example(_ name: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent("examples/" + name), encoding: .utf8)
    }

    @Test func theChaptersFirstDragIsAtMostEightLinesAndHidesNothingThatHappened() throws {
        let source = try Self.example("01-double-tap.gesture")
        let normal = Self.text(source)
        let drag = Self.statement(27, in: normal)
        #expect(drag.first == "[27] drag from 50,100 to 250,100")
        #expect(drag.count <= 8, "\(drag.joined(separator: "\n"))")
        let text = drag.joined(separator: "\n")
        // The failure, the red dot's first state, the fold with counts and end points, the line finished.
        #expect(text.contains("83.3ms       finger 1 moved to 105.6,100 · doubleTap: possible → failed (moved 55.6 pt > allowableMovement 45 pt)"))
        #expect(text.contains("model: finger 1's line begins at 50,100"))
        #expect(text.contains("16.7–66.7ms  finger 1 moved ×4 (61.1,100 → 94.4,100) · canvas.touchesMoved ×4 · console \"touchesMoved(_:with:)\" ×4"))
        #expect(text.contains("100–300ms    finger 1 moved ×13 (116.7,100 → 250,100)"))
        #expect(text.contains("    line 0: 50,100 → 250,100"))
        // Every move is counted: 4 + 1 + 13 = the 18 samples `all` prints one by one.
        let all = Self.statement(27, in: Self.text(source, level: .all))
        #expect(all.filter { $0.contains("event: finger 1 moved") }.count == 18)
        #expect(all.count > 50)
    }

    @Test func timesAreRoundedInTheTextAndExactInJSONLines() {
        let source = "down 1 at 10,10\nmove 1 to 100,10 over 50ms\nup 1"
        let normal = Self.text(source)
        #expect(normal.contains("16.7ms") || normal.contains("16.7–"))
        #expect(!normal.contains("16.666"))
        #expect(Self.text(source, level: .all).contains("16.666ms"))
        var json = ""
        _ = ScriptRunner.run(name: "t.gesture", bytes: Array(source.utf8), transcript: true, format: .jsonl) { json += $0 }
        #expect(json.contains("\"t\":16666,"))
        #expect(RoundedTime.text(VirtualTime(microseconds: 16_666)) == "16.7ms")
        #expect(RoundedTime.text(VirtualTime(microseconds: 283_333)) == "283.3ms")
        #expect(RoundedTime.text(VirtualTime(microseconds: 99_960)) == "100ms")
        #expect(RoundedTime.text(VirtualTime(microseconds: 50_000)) == "50ms")
    }

    @Test func theRedDotShowsAtTheEventWhereItAppearsInsideOneStatement() {
        let out = Self.text("use touchtracker stage 01-double-tap\ntap at 100,300 taps 2")
        let tap = Self.statement(2, in: out)
        let dot = tap.firstIndex { $0.contains("model: finger 1's line begins at 100,300") }
        let gone = tap.firstIndex { $0.contains("finger 1's line is removed") }
        #expect(dot != nil && gone != nil && dot! < gone!, "\(tap.joined(separator: "\n"))")
        #expect(tap[dot!].hasPrefix("  0ms "))
        // `all` is today's output: one model, after the statement.
        #expect(!Self.text("use touchtracker stage 01-double-tap\ntap at 100,300 taps 2", level: .all).contains("line begins"))
    }

    @Test func briefKeepsTransitionsActionsConsoleTheModelAndWhyLateOrWhyNot() throws {
        let brief = Self.text(try Self.example("01-double-tap.gesture"), level: .brief)
        #expect(brief.contains("doubleTap: possible → recognized (2 taps completed)"))
        #expect(brief.contains("action doubleTap(_:) ← doubleTap [recognized]"))
        #expect(brief.contains("console \"Recognized a double tap\""))
        #expect(brief.contains("model: 1 line, 1 in progress"))
        // No touches, no live deliveries.
        #expect(!brief.contains("finger 1 down"))
        #expect(!brief.contains("canvas.touchesMoved [1] ·"))
        // Deliveries withheld, dropped and cancelled: what makes a touch late or missing (brief dropped them before).
        #expect(brief.contains("  300ms        canvas.touchesEnded [1] withheld by doubleTap\n"), "\(brief)")
        #expect(brief.contains("  450ms        canvas: touchesBegan [1] dropped, claimed by doubleTap\n"))
        #expect(brief.contains("  450ms        canvas.touchesCancelled [1] cancelled by doubleTap · console \"touchesCancelled(_:with:)\""))
    }

    /// Brief keeps waiting for a requirement, and a control's events and the deliveries that made them late.
    @Test func briefShowsWaitingReleasesAndControlEvents() throws {
        let waiting = Self.text(try Self.example("04-require-to-fail.gesture"), level: .brief)
        #expect(waiting.contains("  50ms         tap: would be recognized, waiting for doubleTap to fail; stays possible\n"), "\(waiting)")
        let button = Self.text("""
            view panel frame 0,0,375,667
            view ok frame 20,20,100,44 in panel button
            recognizer doubleTap = tap on panel
            doubleTap.numberOfTapsRequired = 2
            tap at 50,40
            wait 1s
            """, level: .brief)
        #expect(button == """
            [1] view panel frame 0,0,375,667
            [2] view ok frame 20,20,100,44 in panel button
            [3] recognizer doubleTap = tap on panel
            [4] doubleTap.numberOfTapsRequired = 2
            [5] tap at 50,40
              50ms         ok.touchesEnded [1] withheld by doubleTap
            [6] wait 1s
              400ms        doubleTap: possible → failed (maximumIntervalBetweenSuccessiveTaps 350ms elapsed)
              400ms        ok.touchesEnded [1] released (withheld since 50ms)
              400ms        ok sent touchUpInside · console "ok.touchUpInside"

            """, "\(button)")
    }

    /// Deliveries released together are one line at `normal` and `brief` (five lines before); `all` keeps one each.
    @Test func deliveriesReleasedTogetherAreOneLine() throws {
        let source = try Self.example("02-delays-touches-began.gesture")
        let folded = "  83.3ms       canvas.touchesBegan [1], touchesMoved [1] ×4 released (withheld since 0–66.7ms) · "
            + "console \"touchesBegan(_:with:)\" · console \"touchesMoved(_:with:)\" ×4"
        let normal = Self.statement(22, in: Self.text(source))
        #expect(normal.contains(folded + " · reset: doubleTap · canvas.touchesMoved [1] · console \"touchesMoved(_:with:)\" · model: finger 1's line begins at 50,100"),
                "\(normal.joined(separator: "\n"))")
        #expect(normal.filter { $0.contains("released") }.count == 1)
        let brief = Self.statement(22, in: Self.text(source, level: .brief))
        #expect(brief.contains { $0.hasPrefix(folded) }, "\(brief.joined(separator: "\n"))")
        #expect(brief.filter { $0.contains("released") }.count == 1)
        let all = Self.statement(22, in: Self.text(source, level: .all))
        #expect(all.filter { $0.contains("released (withheld since") }.count == 5)
    }

    @Test func aRepeatNamesWhatItsLaterIterationsDidDifferently() {
        let out = Self.text("use touchtracker stage 01-double-tap\nrepeat 3 { tap at 100,300 }")
        #expect(out.contains("  iteration 2: doubleTap → recognized, action doubleTap(_:), console \"Recognized a double tap\""), "\(out)")
        #expect(out.contains("no console \"touchesBegan(_:with:)\""))
        #expect(out.contains("  iteration 3: same as iteration 1\n"))
        #expect(out.contains("  } repeat 3: 6 events over 150ms\n"))
        // `all` prints each iteration instead.
        let all = Self.text("use touchtracker stage 01-double-tap\nrepeat 3 { tap at 100,300 }", level: .all)
        #expect(Self.lines(all).filter { $0 == "[2] tap at 100,300" }.count == 3)
        #expect(!all.contains("iteration 2:"))
    }

    @Test func equalIterationsCollapseAndSummariesAreBounded() {
        let same = Self.text("use touchtracker stage 01-double-tap\nrepeat 500 { tap at 10,10; wait 1s }")
        #expect(same.contains("  iterations 2–500: same as iteration 1\n"), "\(same)")
        #expect(Self.lines(same).count < 30)
        // Taps 200 ms apart alternate between a first tap and a double tap: every summary differs from the last.
        let alternating = Self.text("use touchtracker stage 01-double-tap\nrepeat 400 { tap at 10,10; wait 200ms }")
        let summaries = Self.lines(alternating).filter { $0.hasPrefix("  iteration") }
        #expect(summaries.count == RepeatSummarizer.maxLines)
        #expect(alternating.contains("more iterations not listed"))
    }

    /// An iteration is compared with the first by what it did and how often, not in what order: the same things in
    /// another order are the same, and one more or one fewer of anything is named.
    @Test func iterationsAreComparedByTheirCountsNotTheirOrder() {
        typealias Item = RepeatSummarizer.Item
        func summary(_ items: [Item]) -> RepeatSummarizer.Summary {
            var s = RepeatSummarizer.Summary()
            for item in items { s.add(item) }
            return s
        }
        let tap = RecognizerID(index: 0)
        let first = summary([.transition(tap, .ended), .console("x"), .console("x"), .action(tap, "tap"), .console("y")])
        func difference(_ items: [Item]) -> String { RepeatSummarizer.difference(summary(items), from: first, scene: SceneTable()) }
        #expect(difference([.transition(tap, .ended), .console("x"), .console("x"), .action(tap, "tap"), .console("y")]) == RepeatSummarizer.same)
        #expect(difference([.console("y"), .console("x"), .action(tap, "tap"), .console("x"), .transition(tap, .ended)]) == RepeatSummarizer.same)
        #expect(difference([.console("x"), .transition(tap, .ended), .console("x"), .console("x"), .action(tap, "tap"), .console("y")])
            == "console \"x\"")
        #expect(difference([.console("x"), .transition(tap, .ended), .action(tap, "tap"), .console("y")]) == "no console \"x\"")
        #expect(difference([.transition(tap, .ended), .console("x"), .console("x"), .action(tap, "tap"), .console("z")])
            == "console \"z\", no console \"y\"")
    }

    @Test func everyLevelHandsOnEveryEventAndIteration() {
        // The level is a rendering choice: JSON lines (and every other consumer) get all iterations' events.
        let source = "set trace brief\nrepeat 3 { tap at 10,10; wait 1s }"
        var json = ""
        _ = ScriptRunner.run(name: "t.gesture", bytes: Array(source.utf8), transcript: true, format: .jsonl) { json += $0 }
        #expect(json.components(separatedBy: "\"kind\":\"iteration\"").count - 1 == 3)
        #expect(json.components(separatedBy: "\"kind\":\"touch\"").count - 1 == 6)
    }

    @Test func aLongStatementStreamsItsTraceEventByEvent() {
        let session = Session()
        let file = SourceFile(name: "t.gesture", text: "tap at 10,10 taps 500")
        let (script, _) = Parser.parse(file)
        var largest = 0
        var batches = 0
        session.run(script) { output in
            if case .trace(let events) = output {
                batches += 1
                largest = max(largest, events.count)
            }
        }
        #expect(batches >= 1000)
        #expect(largest <= 10)
    }

    @Test func theSameScriptPrintsTheSameBytesAtEveryLevel() throws {
        let source = try Self.example("01-double-tap.gesture")
        for level in TraceLevel.allCases { #expect(Self.text(source, level: level) == Self.text(source, level: level)) }
    }

    @Test func setTraceNamesTheLevels() {
        var out = ""
        let outcome = ScriptRunner.run(name: "t.gesture", bytes: Array("set trace breif".utf8), transcript: false) { out += $0 }
        #expect(outcome.status == .scriptError)
        #expect(outcome.diagnostics.contains("'breif' is not a value of 'trace' (use brief, normal, all)"), "\(outcome.diagnostics)")
        #expect(outcome.diagnostics.contains("brief"))
        // `first`, from older scripts, is the default level.
        #expect(ScriptRunner.run(name: "t.gesture", bytes: Array("set trace first".utf8), transcript: false) { _ in }.status == .ok)
    }
}
