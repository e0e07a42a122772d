import Foundation
@testable import GestureAnalysis
import Testing
@testable import GestureREPL
import GestureLanguage
import GesturePictures
import GestureScript
@testable import GestureTranscript

/// A REPL fed one line at a time, keeping what each line printed.
private final class Typist {
    var out = ""
    var repl: ReplSession!

    init(touchTracker: Bool = false, style: Style = .plain, isInterrupted: (@Sendable () -> Bool)? = nil) {
        // Not a terminal: the commands that write files run as with --allow-writes.
        repl = ReplSession(reader: ScriptedLineReader(lines: []), startsWithTouchTracker: touchTracker, style: style,
                           allowsFileWrites: true, isInterrupted: isInterrupted) { [unowned self] in self.out += $0 }
        // The map as a UTF-8 terminal draws it, whatever the locale the tests run in.
        repl.pictureCharset = .unicode
    }

    /// What `line` printed.
    @discardableResult
    func type(_ line: String) -> String {
        let before = out.count
        repl.handle(line)
        return String(out.dropFirst(before))
    }

    func type(_ lines: [String]) { for l in lines { type(l) } }
}

/// Ctrl-C for tests: true from the `after`-th poll on, once armed; counts the polls.
private final class Trip: @unchecked Sendable {
    private let lock = NSLock()
    private var armed = false
    private var after = 0
    private(set) var polls = 0

    func arm(after n: Int) { lock.withLock { armed = true; after = n; polls = 0 } }
    func disarm() { lock.withLock { armed = false } }
    func poll() -> Bool { lock.withLock { polls += 1; return armed && polls > after } }
    var count: Int { lock.withLock { polls } }
}

/// `:sweep` in the REPL: the session's declarations and `param`s are the scene, the statements since `mark` the
/// body; `:sweep FILE` sweeps a file. The session itself never changes.
@Suite("REPL :sweep")
struct ReplSweepTests {
    static let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A double tap and a single tap that requires it to fail, a `param` for the pause between the taps, one tap
    /// before the `mark` (left out of the sweep), and the gesture after it.
    static let doubleTapSession = [
        "recognizer double = tap numberOfTapsRequired = 2",
        "recognizer single = tap",
        "single requireToFail double",
        "param dt from 0ms to 600ms step 10ms",
        "tap at 100,200",
        "wait 1s",
        "mark",
        "down 1 at 100,200; up 1; wait $dt; down 1 at 100,200; up 1; wait 1s",
    ]

    @Test func aDoubleTapSweepFindsUIKitsInterval() {
        let t = Typist()
        t.type(Self.doubleTapSession)
        let out = t.type(":sweep")
        let expected = """
              sweeping the 6 statements since the last 'mark', from the 3 declarations before it, over dt
            sweep <session>: 61 runs
              dt: 0ms to 600ms step 10ms (61 values)

            outcomes:
              A  double ×1  ×35  dt 0ms–340ms
              B  single ×2  ×26  dt 350ms–600ms

            dt 0ms–340ms: double ×1 · dt 350ms–600ms: single ×2

            boundaries (refined to 1ms):
              double ×1 → single ×2 at dt = 350ms (349ms: double ×1; 350ms: single ×2)

            """
        #expect(out == expected, "\(out)")
        #expect(t.repl.status == .ok)
    }

    @Test func theSessionIsUnchangedAfterASweep() {
        let plain = Typist()
        plain.type(Self.doubleTapSession)
        let swept = Typist()
        swept.type(Self.doubleTapSession)
        let accepted = swept.repl.scene.acceptedSource
        let now = swept.repl.scene.env.now
        swept.type(":sweep --refine 0.5ms")
        #expect(swept.repl.scene.acceptedSource == accepted)
        #expect(swept.repl.scene.env.now == now)
        // Everything after prints the same as in a session that never swept: the scene, the clock, the recognizers'
        // states and counts, the last gesture's explanation and timeline, and the next gesture.
        for line in [":scene", "show double", "show single", ":why single", ":timeline", "tap at 100,200", "wait 1s",
                     "expect single actions 2", "show single", ":timeline all"] {
            #expect(swept.type(line) == plain.type(line), "\(line)")
        }
        #expect(swept.repl.scene.acceptedSource == plain.repl.scene.acceptedSource)
    }

    @Test func aFileSweepsAloneAsOnTheCommandLine() {
        let t = Typist(touchTracker: true)
        t.type("tap at 100,100")
        let path = Self.root.appendingPathComponent("examples/sweeps/double-tap-interval.gesture").path
        let out = t.type(":sweep \(path) --refine 5ms")
        #expect(out.hasPrefix("sweep \(path): 61 runs\n"), "\(out)")
        #expect(out.contains("  A  double ×1  ×35  dt 0ms–340ms\n"), "\(out)")
        // A 5 ms grid from 340 ms: the last double tap at 345 ms, the first pair of single taps at 350 ms.
        #expect(out.contains("  double ×1 → single ×2 at dt = 350ms (345ms: double ×1; 350ms: single ×2)\n"), "\(out)")
        // Nothing of the session's TouchTracker scene came in: no line model in the outcomes.
        #expect(!out.contains("line"), "\(out)")
    }

    @Test func csvAndSamplesArePrintedWithoutTheNote() {
        let t = Typist()
        t.type(Self.doubleTapSession)
        let csv = t.type(":sweep --format csv --sample 4 --seed 3")
        let rows = csv.split(separator: "\n")
        #expect(rows.first == "run,dt_ms,outcome,actions,states,expectations_checked,expectations_failed,model")
        #expect(rows.count == 5)
        for row in rows.dropFirst() {
            let cells = row.split(separator: ",", omittingEmptySubsequences: false)
            // The outcome follows from the value: double below UIKit's 350 ms, two singles from it on.
            let ms = Int(cells[1]) ?? -1
            #expect(cells[2] == (ms < 350 ? "double ×1" : "single ×2"), "\(row)")
        }
        let jsonl = t.type(":sweep --format=jsonl --sample 2")
        #expect(jsonl.split(separator: "\n").count == 2)
        #expect(jsonl.split(separator: "\n").allSatisfy { $0.hasPrefix("{") })
    }

    @Test func twoParametersDrawAMapInColourOnlyWhenAsked() {
        let lines = [
            "recognizer press = longPress",
            "recognizer pan = pan",
            "param hold in 0ms, 300ms, 600ms",
            "param m in 0, 20",
            "mark",
            "down 1 at 100,200; wait $hold; move 1 by $m,0; wait 100ms; up 1; wait 1s",
        ]
        let plain = Typist()
        plain.type(lines)
        let map = plain.type(":sweep")
        // Below 500 ms no press; the pan only with 20 pt of movement; from 500 ms on the press, whatever the movement.
        #expect(map.contains("map (hold across, m down):\nm \n 0 │AAC\n20 │BBC\n"), "\(map)")
        #expect(!map.contains("\u{1B}"))
        let colored = Typist(style: Style(enabled: true))
        colored.type(lines)
        let painted = colored.type(":sweep")
        #expect(painted.contains("\u{1B}[48;5;"), "\(painted)")
        #expect(painted.contains(SweepPalette.paint("AA", outcome: 0, color: true) + SweepPalette.paint("C", outcome: 2, color: true)))
        #expect(painted.contains(SweepPalette.paint("BB", outcome: 1, color: true) + SweepPalette.paint("C", outcome: 2, color: true)))
        let csv = colored.type(":sweep --format csv")
        #expect(!csv.contains("\u{1B}"))
    }

    @Test func ctrlCStopsASweepAndTheNextOneRuns() {
        let trip = Trip()
        let t = Typist(isInterrupted: { trip.poll() })
        t.type(Self.doubleTapSession)
        trip.arm(after: 40)
        let out = t.type(":sweep")
        #expect(out.contains("interrupted: Ctrl-C stopped the sweep after "), "\(out)")
        #expect(out.contains(" of 61 runs; nothing is printed, and the session is as it was\n"), "\(out)")
        #expect(!out.contains("outcomes:"))
        #expect(t.repl.status == .scriptError)
        trip.disarm()
        #expect(t.type(":sweep").contains("at dt = 350ms"))
        #expect(t.type("wait 1s").contains("s\n"))
    }

    @Test func tooManyRunsAreRefusedBeforeAnyRun() {
        let trip = Trip()
        let t = Typist(isInterrupted: { trip.poll() })
        t.type(Self.doubleTapSession)
        let polled = trip.count
        let out = t.type(":sweep --max-runs 60")
        #expect(out == "error: this sweep would make 61 runs, more than --max-runs 60; use larger steps, fewer values, --sample N, or raise --max-runs\n")
        #expect(trip.count == polled, "no event was dispatched")
        #expect(t.type(":sweep --max-runs 60 --sample 60 --format csv").split(separator: "\n").count == 61)
    }

    @Test func errorsSayWhatToDo() {
        let t = Typist()
        #expect(t.type(":sweep") == "error: nothing to sweep: declare a parameter such as 'param dt from 0ms to 600ms step 10ms', then type a gesture that uses it, such as 'down 1 at 100,200; up 1; wait $dt; down 1 at 100,200; up 1', and ':sweep' again (or ':sweep FILE')\n")
        t.type("param dt in 100ms, -100ms")
        t.type("recognizer t = tap")
        t.type("mark")
        #expect(t.type(":sweep").hasPrefix("error: nothing to sweep since the last 'mark': type a gesture"))
        t.type("tap at 10,10")
        #expect(t.type(":sweep") == "error: nothing to sweep: no statement since the last 'mark' uses $dt; type a gesture that uses it, such as 'down 1 at 100,200; up 1; wait $dt; down 1 at 100,200; up 1', and ':sweep' again\n")
        t.type("wait $dt")
        let negative = t.type(":sweep")
        #expect(negative.contains("error: 'wait $dt': a duration must not be negative when dt = -100ms\n"), "\(negative)")
        #expect(negative.hasSuffix("note: the sweep stopped at the first failing combination: dt = -100ms\n"), "\(negative)")
        #expect(t.type(":sweep --refin 1ms") == "error: ':sweep' has no option '--refin'; did you mean '--refine'? (options: --format, --max-runs, --refine, --sample, --seed, --subdivide, --svg)\n")
        #expect(t.type(":sweep --sample 0") == "error: --sample must be at least 1 (got 0)\n")
        #expect(t.type(":sweep --format xml") == "error: The value 'xml' is invalid for '--format <format>'. Please provide one of 'text', 'csv' or 'jsonl'.\n")
        #expect(t.type(":sweep --refine") == "error: --refine needs a value, such as --refine 1ms\n")
        #expect(t.type(":sweep --shard 1/3").hasPrefix("error: --shard spreads a sweep over CI machines"))
        #expect(t.type(":sweep /nonexistent/x.gesture") == "error: cannot read '/nonexistent/x.gesture' (no such file, not a regular file, or too large)\n")
    }

    @Test func everyErrorEndsAtAFreshPrompt() {
        let lines = [":sweep", ":sweep --bogus", "param dt in 1ms", ":sweep --max-runs 0", "wait $dt", ":sweep"]
        let reader = ScriptedLineReader(lines: lines)
        var out = ""
        let repl = ReplSession(reader: reader, startsWithTouchTracker: false, style: .plain) { out += $0 }
        _ = repl.run()
        #expect(reader.prompts.count == lines.count + 1)
        #expect(reader.prompts.allSatisfy { $0 == ReplSession.prompt })
        #expect(out.contains("sweep <session>: 1 run\n"), "\(out)")
    }

    @Test func paramLinesAreRememberedReplacedAndForgotten() {
        let t = Typist()
        t.type("param dt in 250ms, 400ms")
        t.type("wait $dt")
        #expect("\(t.repl.scene.env.now)" == "t=250ms", "the first value, as 'gesturelab run' uses")
        t.type("param dt in 100ms")
        t.type("wait $dt")
        #expect("\(t.repl.scene.env.now)" == "t=350ms", "a second declaration replaces the values")
        #expect(t.type("param dt in 5").contains("parameter 'dt' was declared as a duration"))
        #expect(t.type("param x in 1; param x in 2").contains("parameter 'x' is declared twice"))
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gesturelab-sweep-\(UUID().uuidString).gesture")
        defer { try? FileManager.default.removeItem(at: dir) }
        t.type(":save \(dir.path)")
        let saved = (try? String(contentsOf: dir, encoding: .utf8)) ?? ""
        #expect(saved.contains("\nparam dt in 100ms\nwait $dt\nwait $dt\n"), "\(saved)")
        t.type(":reset")
        #expect(t.type("wait $dt").contains("'$dt' is not declared"))
    }

    /// `:sweep --subdivide K` as on the command line (issue 27 item 10).
    @Test func subdivideSplitsTheCellsWhereOutcomesMeet() {
        let t = Typist()
        t.type(["recognizer press = longPress", "recognizer pan = pan", "param hold from 0ms to 900ms step 150ms",
                "param m from 0 to 18 step 3", "mark", "down 1 at 100,200; wait $hold; move 1 by $m,0; wait 100ms; up 1; wait 1s"])
        let out = t.type(":sweep --subdivide 3")
        #expect(out.contains("cells where outcomes meet, split 3 × 3 (--subdivide 3): 13 cells, 98 more runs\n"), "\(out)")
        #expect(out.contains("\n 9 │AaaAaaAacCddDDDDDDDDD\n   │bbbbbbbbbbddDDDDDDDDD\n"), "\(out)")
        #expect(t.type(":sweep --subdivide 1").contains("--subdivide takes how many parts"))
        #expect(t.type(":sweep --format csv --subdivide 2").hasPrefix("run,hold_ms,m,outcome,actions,states,expectations_checked,expectations_failed,model,sample\n"))
    }

    @Test func completionKnowsTheCommandItsOptionsAndParameters() {
        let t = Typist()
        t.type("param dt in 1ms; param d in 1")
        #expect(t.repl.completions(for: ":sw") == [":sweep"])
        #expect(t.repl.completions(for: ":sweep --s") == ["--sample", "--seed", "--subdivide", "--svg"])
        #expect(t.repl.completions(for: ":sweep --format ") == ["csv", "jsonl", "text"])
        #expect(t.repl.completions(for: ":sweep --refine ") == [])
        #expect(t.repl.completions(for: "wait $") == ["$d", "$dt"])
        #expect(t.repl.completions(for: "move 1 by $d") == ["$dt"])
        let examples = Self.root.appendingPathComponent("examples/sweeps").path
        #expect(t.repl.completions(for: ":sweep \(examples)/double") == ["\(examples)/double-tap-interval.gesture"])
        #expect(t.repl.completions(for: ":sweep \(examples)/double-tap-interval.gesture ") == SweepOptionsForTests.all)
    }

    /// grammar/README.md's example under "Sweeps in the REPL", typed into the REPL, prints what the text says.
    @Test func theGrammarReadmeExampleSweepsAsItSays() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("grammar/README.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let heading = try #require(lines.firstIndex(of: "## Sweeps in the REPL"))
        let open = try #require(lines[heading...].firstIndex(of: "```gesture"))
        let close = try #require(lines[(open + 1)...].firstIndex(of: "```"))
        // The example's file path is relative to the repository, which need not be the current directory.
        let typed = lines[(open + 1)..<close].map { $0.replacingOccurrences(of: " examples/", with: " \(Self.root.path)/examples/") }
        let t = Typist()
        t.type(Array(typed))
        #expect(t.out.contains("  double ×1 → single ×2 at dt = 350ms (349ms: double ×1; 350ms: single ×2)\n"), "\(t.out)")
        #expect(t.out.contains("run,dt_ms,outcome,"))
        #expect(t.out.contains("sweep \(Self.root.path)/examples/sweeps/long-press-vs-pan.gesture: 441 runs\n"))
        #expect(t.repl.status == .ok)
    }

    @Test func svgWritesTheMapAsAPictureBesideTheText() throws {
        let t = Typist()
        t.type(Self.doubleTapSession)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("gesturelab-sweep-\(UUID().uuidString).svg").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let out = t.type(":sweep --svg \(path)")
        #expect(out.contains("at dt = 350ms"), "the text is printed too")
        #expect(out.hasSuffix("  SVG map written to \(path)\n"), "\(out)")
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.contains("<svg"))
        // The same picture the command line draws for the same runs.
        let session = try #require(SessionSweepScriptForTests.script(t))
        let sweep = try Sweep(script: session)
        let runs = try sweep.run(Array(0..<61))
        let (boundaries, omitted) = try sweep.boundaries(of: runs, refine: SweepRefinement())
        #expect(svg == SweepMapSVG.render(file: "<session>", plan: sweep.plan, runs: runs, boundaries: boundaries,
                                          omitted: omitted, refine: SweepRefinement()))
        #expect(t.type(":sweep --svg /nonexistent-dir/map.svg").contains("error: "))
    }

    /// docs/teaching.md's example under "Mapping a threshold", in the final app, finds what the text says.
    @Test func theTeachingExampleFindsTheIntervalInTheApp() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/teaching.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let heading = try #require(lines.firstIndex(of: "### Mapping a threshold: `:sweep`"))
        let open = try #require(lines[heading...].firstIndex(of: "```gesture"))
        let close = try #require(lines[(open + 1)...].firstIndex(of: "```"))
        let t = Typist(touchTracker: true)
        t.type("use touchtracker")
        t.type(Array(lines[(open + 1)..<close]))
        #expect(t.type(":sweep").contains("  doubleTap ×1; 0 lines → tap ×2; 0 lines at dt = 350ms ("))
        let example = Array(lines[(open + 1)..<close]).map { $0.replacingOccurrences(of: "down 1 at 100,300; up 1; wait 1s", with: "down 1 at $x,300; up 1; wait 1s") }
        t.type(["param x from 100 to 160 step 5", "mark", example.last ?? ""])
        let map = t.type(":sweep --refine 0.1")
        #expect(map.contains("doubleTap ×1; 0 lines → tap ×1; 1 line at x = 145 ("), "\(map)")
    }

    @Test func helpExplainsIt() {
        let t = Typist()
        #expect(t.type(":help").contains(":sweep [FILE] [OPTIONS]"))
        let topic = t.type(":help sweep")
        #expect(topic.contains(":sweep FILE"))
        #expect(topic.contains("--max-runs N (default 1000000)"))
        #expect(topic.contains("'mark'"))
        // The topic's example runs: its lines before ':sweep' (without their explanations), then ':sweep'.
        let example = topic.split(separator: "\n").prefix { !$0.hasPrefix("  :sweep") }
            .map { line in String(line.dropFirst(2)).components(separatedBy: "   ")[0] }
        let fresh = Typist()
        fresh.type(example + [":sweep"])
        #expect(fresh.out.contains("double ×1 → single ×2 at dt = 350ms"), "\(fresh.out)")
        #expect(fresh.repl.status == .ok, "\(fresh.out)")
    }
}

private enum SessionSweepScriptForTests {
    static func script(_ t: Typist) -> Script? {
        if case .success(let s) = SessionSweepScript.make(accepted: t.repl.scene.acceptedSource, parameters: t.repl.parameters) {
            return s.script
        }
        return nil
    }
}

private enum SweepOptionsForTests {
    static let all = ["--format", "--max-runs", "--refine", "--sample", "--seed", "--subdivide", "--svg"]
}
