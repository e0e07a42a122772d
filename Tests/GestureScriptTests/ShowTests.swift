import Testing
import GestureEngine
@testable import GestureScript
@testable import GestureLanguage
@testable import GestureTranscript

/// `show NAME`, `show view NAME`, `show fingers`, `show timers`, `show model`: what they print, for several
/// recognizer kinds and scenes, and the values that must change as a gesture goes on.
@Suite struct ShowTests {
    /// Runs a script; returns the lines of each `show` in order, the session, and the first error.
    static func run(_ script: String) -> (shows: [[String]], session: Session, error: Diagnostic?) {
        let session = Session()
        let file = SourceFile(name: "show.gesture", text: script)
        let (parsed, diagnostics) = Parser.parse(file)
        #expect(!diagnostics.contains { $0.isError }, "\(DiagnosticRenderer.render(diagnostics, in: file))")
        var shows: [[String]] = []
        var error: Diagnostic?
        session.run(parsed) { output in
            switch output {
            case .show(let report): shows.append(ShowFormatter().lines(report))
            case .error(let d): error = d
            default: break
            }
        }
        return (shows, session, error)
    }

    /// The text after `label ` on the `values:` line (up to the next comma that starts another value).
    static func value(_ label: String, in lines: [String]) -> String? {
        guard let line = lines.first(where: { $0.hasPrefix("  values: ") }) else { return nil }
        let items = line.dropFirst("  values: ".count).components(separatedBy: ", ")
        // Points contain a comma: join an item that does not start with a label to the previous one.
        var joined: [String] = []
        for item in items {
            if let first = item.first, first.isNumber || first == "-", !joined.isEmpty { joined[joined.count - 1] += "," + item } else { joined.append(item) }
        }
        return joined.first { $0.hasPrefix(label + " ") }.map { String($0.dropFirst(label.count + 1)) }
    }

    static func point(_ text: String?) -> Point? {
        guard let parts = text?.split(separator: " ").first?.split(separator: ","), parts.count == 2,
              let x = Double(parts[0]), let y = Double(parts[1]) else { return nil }
        return Point(x: x, y: y)
    }

    // MARK: - Recognizers

    /// A pan's translation follows the finger mid-drag: 50 pt more of movement is 50 pt more of translation, and
    /// the state goes from began to changed; after the lift it keeps the values it had.
    @Test func panValuesChangeAsTheFingerMoves() throws {
        let (shows, session, error) = Self.run("""
            recognizer pan = pan
            down 1 at 50,100
            move 1 to 100,100 over 100ms
            show pan
            move 1 to 150,100 over 100ms
            show pan
            up 1
            show pan
            """)
        #expect(error == nil)
        try #require(shows.count == 3)
        #expect(shows[0][0] == "pan: pan (UIPanGestureRecognizer) on window, changed")
        let first = try #require(Self.point(Self.value("translation", in: shows[0])))
        let second = try #require(Self.point(Self.value("translation", in: shows[1])))
        #expect(second.x - first.x == 50 && first.y == 0 && second.y == 0, "\(first) → \(second)")
        #expect(first.x > 0 && first.x < 50, "the pan began after its hysteresis: \(first)")
        #expect(Self.value("location", in: shows[0]) == "100,100 in window")
        #expect(Self.value("location", in: shows[1]) == "150,100 in window")
        #expect(Self.value("numberOfTouches", in: shows[1]) == "1")
        let velocity = try #require(Self.value("velocity", in: shows[1]))
        #expect(velocity.hasSuffix(" pt/s"))
        #expect((Self.point(velocity)?.x ?? 0) > 0)
        // After the lift: reset to possible, the last values kept, no touches.
        #expect(shows[2][0].hasSuffix(", possible"))
        #expect(Self.point(Self.value("translation", in: shows[2])) == second)
        #expect(Self.value("numberOfTouches", in: shows[2]) == "0")
        // What show prints is what expect reads.
        let id = try #require(session.env.recognizer(named: "pan"))
        #expect(session.env.translation(of: id) == second)
    }

    /// After a reset the state is possible again; the last transition says how the gesture went, until a `mark`.
    @Test func lastTransitionAfterTheReset() throws {
        let (shows, _, _) = Self.run("""
            use touchtracker stage 09
            down 1 at 100,100
            wait 600ms
            show moveLine
            show longPress
            mark
            show moveLine
            """)
        try #require(shows.count == 3)
        #expect(shows[0][0].hasSuffix(" on canvas, possible"))
        #expect(shows[0][1] == "  last transition: failed at 500ms (excluded by longPress)")
        #expect(shows[1][0].hasSuffix(" on canvas, began"))
        #expect(shows[1][1].hasPrefix("  last transition: began at 500ms"), "\(shows[1][1])")
        #expect(shows[2][1].hasPrefix("  properties"))
    }

    /// Each kind lists the values it has, and only those.
    @Test(arguments: [
        ("tap", ["location", "numberOfTouches"]),
        ("longPress", ["location", "numberOfTouches"]),
        ("swipe", ["location", "numberOfTouches"]),
        ("pan", ["location", "translation", "velocity", "numberOfTouches"]),
        ("screenEdgePan", ["location", "translation", "velocity", "numberOfTouches"]),
        ("pinch", ["location", "scale", "velocity", "numberOfTouches"]),
        ("rotation", ["location", "rotation", "velocity", "numberOfTouches"]),
    ])
    func valuesByKind(kind: String, names: [String]) throws {
        let (shows, _, error) = Self.run("recognizer r = \(kind)\nshow r")
        #expect(error == nil)
        let line = try #require(shows.first?.first { $0.hasPrefix("  values: ") })
        let labels = line.dropFirst("  values: ".count).components(separatedBy: ", ").compactMap { item -> String? in
            guard let word = item.split(separator: " ").first, word.first?.isLetter == true else { return nil }
            return String(word)
        }
        #expect(labels == names, "\(line)")
    }

    /// A pinch's velocity is a number (scale per second), a rotation's in radians per second; mid-gesture the
    /// pinch's are non-zero, and the rotation, whose fingers never turned, stays at 0.
    @Test func pinchAndRotationValuesMidGesture() throws {
        let (shows, _, error) = Self.run("""
            recognizer pinch = pinch
            recognizer spin = rotation
            delegate pinch shouldRecognizeSimultaneouslyWith any = true
            down 1 at 150,300 & down 2 at 250,300
            move 1 to 100,300 & move 2 to 300,300 over 200ms
            show pinch
            show spin
            """)
        #expect(error == nil)
        try #require(shows.count == 2)
        let scale = try #require(Self.value("scale", in: shows[0]).flatMap(Double.init))
        // 100 pt apart spread to 200 pt; the pinch begins past its 8 pt hysteresis, so d0 = 108 pt (docs/engine.md).
        #expect(abs(scale - 200.0 / 108.0) < 0.001, "\(scale)")
        let velocity = try #require(Self.value("velocity", in: shows[0]))
        #expect(velocity.hasSuffix(" scale/s") && (Double(velocity.dropLast(8)) ?? 0) > 0, "\(velocity)")
        #expect(shows[1].contains { $0.hasPrefix("  values: ") && $0.contains("rotation 0 rad") && $0.contains("velocity 0 rad/s") },
                "\(shows[1])")
    }

    /// Properties changed from the default are marked with the default shown; a screen-edge pan's
    /// `delaysTouchesBegan = true` is its default, so it is not marked.
    @Test func changedPropertiesAreMarkedWithTheirDefault() throws {
        let (shows, _, _) = Self.run("""
            recognizer t = tap numberOfTapsRequired = 2 cancelsTouchesInView = false
            recognizer edge = screenEdgePan
            show t
            show edge
            """)
        try #require(shows.count == 2)
        #expect(shows[0][1] == "  properties (2 changed, marked *):")
        #expect(shows[0].contains("  * numberOfTapsRequired = 2 (default 1)"))
        #expect(shows[0].contains("  * cancelsTouchesInView = false (default true)"))
        #expect(shows[0].contains("    numberOfTouchesRequired = 1"))
        #expect(shows[0].contains("    maximumIntervalBetweenSuccessiveTaps = 350ms"))
        #expect(shows[1][1] == "  properties (all default):")
        #expect(shows[1].contains("    delaysTouchesBegan = true"))
    }

    /// Requirements from `require(toFail:)` and from both delegate methods, seen from each side; a delegate
    /// requirement is "in effect" only while both recognizers take part in a gesture.
    @Test func requirementsFromDelegates() throws {
        let (shows, _, error) = Self.run("""
            recognizer a = tap
            recognizer b = longPress
            recognizer c = pan
            recognizer d = tap numberOfTapsRequired = 2
            a requireToFail d
            delegate a shouldRequireFailureOf b = true
            delegate c shouldBeRequiredToFailBy a = true
            show a
            show b
            show c
            down 1 at 100,100
            show a
            """)
        #expect(error == nil)
        try #require(shows.count == 4)
        #expect(shows[0].contains("  requires to fail: d [possible] (require(toFail:)); "
                                  + "b [possible] (a's delegate shouldRequireFailureOf → true; asked once both take part); "
                                  + "c [possible] (c's delegate shouldBeRequiredToFailBy → true; asked once both take part)"), "\(shows[0])")
        #expect(shows[0].contains("  required to fail by: none"))
        #expect(shows[1].contains("  required to fail by: a [possible] (a's delegate shouldRequireFailureOf → true; asked once both take part)"),
                "\(shows[1])")
        #expect(shows[2].contains("  required to fail by: a [possible] (c's delegate shouldBeRequiredToFailBy → true; asked once both take part)"),
                "\(shows[2])")
        #expect(shows[3].contains { $0.hasPrefix("  requires to fail: ") && $0.contains("shouldRequireFailureOf → true; in effect now")
                                    && $0.contains("shouldBeRequiredToFailBy → true; in effect now") }, "\(shows[3])")
    }

    /// Delegate answers: implemented ones as answered, the others as UIKit's defaults.
    @Test func delegateAnswers() throws {
        let (shows, _, _) = Self.run("""
            view panel frame 0,0,100,100
            recognizer a = pan
            recognizer b = pinch
            delegate a shouldBegin = false
            delegate a shouldReceive = false in panel
            delegate a shouldRecognizeSimultaneouslyWith b = true
            show a
            show b
            """)
        try #require(shows.count == 2)
        #expect(shows[0].contains("    shouldBegin → false"))
        #expect(shows[0].contains("    shouldReceive → false for touches in panel, true elsewhere"))
        #expect(shows[0].contains("    shouldRecognizeSimultaneouslyWith → b true"))
        #expect(shows[1].contains("    shouldBegin → true (not implemented: UIKit's default)"))
        #expect(shows[1].contains("    shouldRecognizeSimultaneouslyWith → false (not implemented: UIKit's default)"))
    }

    /// A tap held back by its requirement says what it would be; its double tap's interval timer shows the time
    /// left, which shrinks as the clock moves.
    @Test func heldBackStateAndTimersWithTimeLeft() throws {
        let (shows, _, error) = Self.run("""
            use touchtracker
            tap at 100,300
            show tap
            show doubleTap
            wait 100ms
            show timers
            wait 300ms
            show timers
            """)
        #expect(error == nil)
        try #require(shows.count == 4)
        #expect(shows[0][0] == "tap: tap (UITapGestureRecognizer) on canvas, possible (would be recognized; held back by a failure requirement)")
        // The lift is at 50ms; the interval is 350ms.
        #expect(shows[1].last == "  timers: maximumIntervalBetweenSuccessiveTaps fires at 400ms (in 350ms)")
        #expect(shows[2] == ["timers pending at 150ms: 1, in firing order", "  400ms  doubleTap maximumIntervalBetweenSuccessiveTaps (in 250ms)"])
        #expect(shows[3] == ["timers: none pending at 450ms"])
    }

    /// Several timers come out in firing order.
    @Test func timersInFiringOrder() throws {
        let (shows, _, _) = Self.run("""
            recognizer press = longPress minimumPressDuration = 1s
            recognizer t = tap
            recognizer quick = longPress
            down 1 at 100,100
            wait 100ms
            show timers
            """)
        #expect(shows.first == [
            "timers pending at 100ms: 3, in firing order",
            "  500ms  quick minimumPressDuration (in 400ms)",
            "  750ms  t maximumTapDuration (in 650ms)",
            "  1000ms  press minimumPressDuration (in 900ms)",
        ])
    }

    // MARK: - Views and fingers

    /// A double tap that delays touchesBegan withholds the first touch from the canvas: the view's queue, the
    /// finger's status and the recognizers that hold it say so.
    @Test func withheldDeliveriesAndFingers() throws {
        let (shows, _, error) = Self.run("""
            use touchtracker stage 02
            down 1 at 100,300
            show view canvas
            show fingers
            up 1
            show fingers
            """)
        #expect(error == nil)
        try #require(shows.count == 3)
        let view = shows[0]
        #expect(view[0] == "view canvas: frame 0,0,375,667 in window; in the window 0,0,375,667")
        #expect(view.contains("  flags: multipleTouch"))
        #expect(view.contains("  touch calls: handled here (the app's DrawView overrides the touch methods)"))
        #expect(view.contains("  recognizers: doubleTap (tap, possible)"))
        #expect(view.contains("  withheld (delivered in this order once released):"))
        #expect(view.contains("    touchesBegan [1] at 100,300, since 0ms (0ms ago)"))
        #expect(shows[1] == ["fingers down: 1",
                             "  finger 1 at 100,300 on canvas, began at 0ms; touchesBegan withheld from canvas; held by doubleTap"])
        #expect(shows[2] == ["fingers down: none"])
    }

    @Test func viewOfANestedControl() throws {
        let (shows, _, _) = Self.run("""
            view panel frame 10,20,200,200
            view button frame 5,5,50,30 in panel control exclusiveTouch
            recognizer t = tap on button
            show view button
            show view panel
            show view window
            """)
        try #require(shows.count == 3)
        #expect(shows[0][0] == "view button: frame 5,5,50,30 in panel; in the window 15,25,50,30")
        #expect(shows[0][1] == "  flags: control, exclusiveTouch")
        // The view's properties and where its touch calls go (a control handles them; a plain view passes them on).
        #expect(shows[0][2] == "  properties: isUserInteractionEnabled = true, isHidden = false, alpha = 1")
        #expect(shows[0][3] == "  touch calls: handled here (a control)")
        #expect(shows[0][5] == "  recognizers: t (tap, possible)")
        #expect(shows[1][3] == "  touch calls: passed on to window → application, which drops them")
        #expect(shows[1][4] == "  subviews: button")
        #expect(shows[2][0] == "view window: the window, frame 0,0,375,667")
    }

    @Test func modelListsLinesInProgressByFinger() throws {
        let (shows, _, _) = Self.run("""
            use touchtracker
            drag from 50,100 to 250,100
            down 2 at 10,400
            move 2 to 60,400
            show model
            """)
        #expect(shows.first == ["model: 1 line, 1 in progress, selected none, menu hidden",
                                "  line 0: 50,100 → 250,100",
                                "  finger 2: 10,400 → 60,400 (in progress)"])
    }

    // MARK: - Errors and output

    @Test(arguments: [
        ("use touchtracker\nshow longpress", "show.gesture:2:6: error: no gesture recognizer named 'longpress'", "did you mean 'longPress'?"),
        ("use touchtracker\nshow fingres", "show.gesture:2:6: error: no gesture recognizer named 'fingres'", "did you mean 'fingers'?"),
        ("use touchtracker\nshow canvas", "show.gesture:2:6: error: 'canvas' is a view, not a recognizer", "did you mean 'show view canvas'?"),
        ("use touchtracker\nshow view canvs", "show.gesture:2:11: error: no view named 'canvs'", "did you mean 'canvas'?"),
        ("show model", "show.gesture:1:1: error: 'show model' needs the TouchTracker app", "write 'use touchtracker' first"),
        ("show", "show.gesture:1:5: error: expected a recognizer name, 'view NAME', 'fingers', 'timers' or 'model' after 'show'", "^"),
        ("show view", "show.gesture:1:10: error: expected a view name after 'show view'", "^"),
    ])
    func badShowsAreDiagnosedWithACaret(script: String, message: String, hint: String) {
        var out = ""
        let outcome = ScriptRunner.run(name: "show.gesture", bytes: Array(script.utf8)) { out += $0 }
        #expect(outcome.status == .scriptError)
        #expect(outcome.diagnostics.hasPrefix(message) || outcome.diagnostics.contains("\n" + message), "\(outcome.diagnostics)")
        #expect(outcome.diagnostics.contains(hint), "\(outcome.diagnostics)")
    }

    /// `show` prints in the transcript after the statement header; `--quiet` prints nothing of it, yet an
    /// unknown name is still an error.
    @Test func transcriptAndQuiet() {
        let script = "recognizer t = tap\nshow timers\n"
        var out = ""
        _ = ScriptRunner.run(name: "s.gesture", bytes: Array(script.utf8)) { out += $0 }
        #expect(out.hasSuffix("[2] show timers\n  timers: none pending at 0ms\n"), "\(out)")
        var quiet = ""
        let ok = ScriptRunner.run(name: "s.gesture", bytes: Array(script.utf8), transcript: false) { quiet += $0 }
        #expect(ok.status == .ok && quiet.isEmpty)
        let bad = ScriptRunner.run(name: "s.gesture", bytes: Array("show nobody\n".utf8), transcript: false) { quiet += $0 }
        #expect(bad.status == .scriptError)
    }

    /// JSON lines carry a `show` object with the same lines as the text, valid against the schema.
    @Test func jsonLinesCarryTheShow() throws {
        let (lines, outcome) = JSONLTraceTests.jsonl("s.gesture", "recognizer t = tap\ndown 1 at 10,10\nshow fingers\n")
        #expect(outcome.status == .ok)
        let objects = JSONLTraceTests.validate(lines, "show")
        let show = try #require(objects.first { $0["kind"]?.string == "show" })
        #expect(show["request"]?.string == "fingers")
        #expect(show["lines"] == .array([.string("fingers down: 1"),
                                         .string("  finger 1 at 10,10 on window, began at 0ms; window received touchesBegan; held by t")]))
    }

    /// The canonical source form round-trips, including a recognizer named like a `show` word.
    @Test func sourceFormRoundTrips() throws {
        for text in ["show tap", "show view canvas", "show fingers", "show timers", "show model", "show recognizer model"] {
            let (statement, diagnostics) = Parser.parseStatement(line: text)
            #expect(diagnostics.isEmpty)
            #expect(statement?.description == text)
        }
        let (statement, _) = Parser.parseStatement(line: "show recognizer tap")
        #expect(statement?.description == "show tap")
    }
}
