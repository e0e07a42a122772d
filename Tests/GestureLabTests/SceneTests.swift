import GestureLab
import Testing

/// The facade as a test in another package uses it: a scene from a script or Swift calls, statements run a chunk at
/// a time, errors thrown with their positions, and the states and the trace read back.
@Suite struct SceneTests {
    /// The chapter's pair: a double tap that a single tap waits for.
    static let pair = """
        recognizer doubleTap = tap numberOfTapsRequired = 2
        recognizer tap = tap
        tap requireToFail doubleTap

        """

    @Test func aSceneFromAScriptRunsItAndReportsTheStates() throws {
        let lab = try Scene(script: Self.pair)
        #expect(lab.recognizerNames == ["doubleTap", "tap"])
        #expect(lab.viewNames == ["window"])
        try lab.run("tap at 10,10")
        // The tap waits for the double tap to fail: it is still possible.
        #expect(try lab.state(of: "tap") == .possible)
        #expect(try lab.states(of: "tap") == [])
        try lab.run("wait 1s")
        #expect(try lab.states(of: "tap") == [.recognized])
        #expect(try lab.states(of: "doubleTap") == [.failed])
        #expect(try lab.actionCount(of: "tap") == 1)
        #expect(try lab.actionCount(of: "doubleTap") == 0)
        #expect(lab.now == .milliseconds(1050))  // the tap lasts 50 ms
    }

    @Test func markStartsANewHistoryWindow() throws {
        let lab = try Scene(script: "recognizer tap = tap\ntap at 1,1\n")
        #expect(try lab.actionCount(of: "tap") == 1)
        lab.mark()
        #expect(try lab.actionCount(of: "tap") == 0)
        #expect(try lab.states(of: "tap") == [])
        try lab.run("tap at 1,1")
        #expect(try lab.states(of: "tap") == [.recognized])
        #expect(try lab.actionCount(of: "tap") == 1)
    }

    @Test func statementsRunIncrementallyAndLineNumbersContinue() throws {
        let lab = try Scene(script: Self.pair)  // lines 1-3
        try lab.run("tap at 10,10")  // line 4
        do {
            try lab.run("wait 1s\nexpect bogus state possible")  // lines 5-6
            Issue.record("an unknown recognizer did not throw")
        } catch {
            #expect(error.diagnostics.map(\.description) == [
                "scene.gesture:6:8: error: no gesture recognizer named 'bogus'",
            ])
            #expect(error.rendered.hasPrefix("scene.gesture:6:8: error: no gesture recognizer named 'bogus'\n"))
            #expect(error.rendered.contains("expect bogus state possible\n"))
            #expect(error.rendered.contains("\n       ^~~~~"))
            #expect(error.description == error.rendered)
        }
        // The statement before the error ran; the scene goes on from there, and its source holds the chunk.
        #expect(lab.now == .milliseconds(1050))
        #expect(try lab.states(of: "tap") == [.recognized])
        #expect(lab.source == Self.pair + "tap at 10,10\nwait 1s\nexpect bogus state possible\n")
        // A chunk with a syntax error is not part of the source: the next one takes its lines.
        #expect(throws: GestureLabError.self) { try lab.run("tap at") }
        let error = #expect(throws: GestureLabError.self) { try lab.run("wait 1s\nexpect nope state possible") }
        #expect(error?.diagnostics.first?.line == 8)
    }

    @Test func aSyntaxErrorRunsNothing() throws {
        let lab = try Scene(script: "recognizer tap = tap\n", name: "pair.gesture")
        do {
            try lab.run("tap at 10,10\ntap at")
            Issue.record("a syntax error did not throw")
        } catch {
            #expect(error.diagnostics.count == 1)
            #expect(error.diagnostics.first?.file == "pair.gesture")
            #expect(error.diagnostics.first?.line == 3)
            #expect(error.diagnostics.first?.severity == .error)
            #expect(error.rendered.hasPrefix("pair.gesture:3:"))
        }
        #expect(lab.now == .zero)
        #expect(try lab.actionCount(of: "tap") == 0)
    }

    @Test func aBadScriptThrowsFromTheInitializer() {
        #expect(throws: GestureLabError.self) { try Scene(script: "recognizer = tap\n") }
    }

    @Test func anUnknownNameThrows() throws {
        let lab = try Scene(script: Self.pair)
        let error = #expect(throws: GestureLabError.self) { try lab.state(of: "tapp") }
        #expect(error?.rendered == "scene.gesture: error: no recognizer named 'tapp' (recognizers: doubleTap, tap)\n")
        #expect(throws: GestureLabError.self) { try lab.states(of: "nope") }
        #expect(throws: GestureLabError.self) { try lab.actionCount(of: "nope") }
    }

    @Test func failedExpectationsAreReturnedNotThrown() throws {
        let lab = try Scene(script: "recognizer tap = tap\n")
        let outcome = try lab.run("tap at 1,1\nexpect tap actions 2\nexpect tap actions 1")
        #expect(outcome.expectationsChecked == 2)
        #expect(outcome.failedExpectations.map(\.description) == ["scene.gesture:3: expectation failed: expected tap actions 2, got 1"])
        #expect(lab.failedExpectations == outcome.failedExpectations)
        #expect(lab.expectationsChecked == 2)
    }

    @Test func theTypedTraceOfATap() throws {
        let lab = try Scene(script: "view button frame 0,0,100,100\nrecognizer tap = tap on button\n")
        let outcome = try lab.run("tap at 10,10")
        let ms = Duration.milliseconds
        // A tap lasts 50 ms (docs/defaults.md). `button` is a plain view: it passes its calls on to the window.
        #expect(outcome.events == [
            Event(time: .zero, kind: .touches([.init(finger: 1, phase: .began, x: 10, y: 10, view: "button")])),
            Event(time: .zero, kind: .viewCall(view: "button", call: .touchesBegan, fingers: [1], delivery: .live)),
            Event(time: .zero, kind: .passedOn(view: "window", from: "button", call: .touchesBegan, fingers: [1])),
            Event(time: ms(50), kind: .touches([.init(finger: 1, phase: .ended, x: 10, y: 10, view: "button")])),
            Event(time: ms(50), kind: .transition(recognizer: "tap", from: .possible, to: .recognized)),
            Event(time: ms(50), kind: .action(recognizer: "tap", state: .recognized, method: "log")),
            Event(time: ms(50), kind: .log("tap recognized")),
            Event(time: ms(50), kind: .viewCall(view: "button", call: .touchesCancelled, fingers: [1],
                                                 delivery: .cancelledBy("tap"))),
            Event(time: ms(50), kind: .passedOn(view: "window", from: "button", call: .touchesCancelled, fingers: [1])),
            Event(time: ms(50), kind: .reset(recognizers: ["tap"])),
        ])
        #expect(lab.trace.events == outcome.events)
        lab.clearTrace()
        #expect(lab.trace.events.isEmpty && lab.trace.transcript.isEmpty)
    }

    @Test func theTranscriptAndJSONLines() throws {
        let lab = try Scene(script: "recognizer tap = tap\ntap at 1,1\n", name: "t.gesture")
        let transcript = lab.trace.transcript
        #expect(transcript.hasPrefix("[1] recognizer tap = tap\n"))
        #expect(transcript.contains("[2] tap at 1,1\n"))
        #expect(transcript.contains("tap: possible → recognized"))
        let lines = lab.trace.jsonLines.split(separator: "\n")
        #expect(lines.first?.hasPrefix(#"{"schema":"gesturelab-trace/1","kind":"header""#) == true)
        #expect(lines.first?.contains(#""file":"t.gesture""#) == true)
        #expect(lines.contains { $0.contains(#""kind":"statement""#) && $0.contains(#""source":"tap at 1,1""#) })
        #expect(lines.last?.contains(#""kind":"end""#) == true)
        #expect(lines.last?.contains(#""status":"ok""#) == true)
    }

    @Test func recordingOnlyEventsKeepsNoText() throws {
        let lab = try Scene(script: "recognizer tap = tap\ntap at 1,1\n", recording: .events)
        #expect(!lab.trace.events.isEmpty)
        #expect(lab.trace.transcript.isEmpty && lab.trace.jsonLines.isEmpty)
        #expect(try lab.states(of: "tap") == [.recognized])
    }

    @Test func aSceneFromSwiftCalls() throws {
        let lab = try Scene()
        try lab.addView("panel", frame: Frame(x: 0, y: 0, width: 200, height: 200))
        try lab.addRecognizer("doubleTap", .tap, on: "panel")
        try lab.set("numberOfTapsRequired", of: "doubleTap", to: 2)
        try lab.addRecognizer("tap", .tap, on: "panel")
        try lab.require("tap", toFail: "doubleTap")
        try lab.addRecognizer("press", .longPress, on: "panel")
        try lab.set("minimumPressDuration", of: "press", to: .milliseconds(800))
        try lab.set("cancelsTouchesInView", of: "press", to: false)
        try lab.setDelegate(of: "press", .shouldRecognizeSimultaneously(with: nil, true))
        try lab.setAction(of: "press", to: "log")
        #expect(lab.source == """
            view panel frame 0,0,200,200
            recognizer doubleTap = tap on panel
            doubleTap.numberOfTapsRequired = 2
            recognizer tap = tap on panel
            tap requireToFail doubleTap
            recognizer press = longPress on panel
            press.minimumPressDuration = 800000us
            press.cancelsTouchesInView = false
            delegate press shouldRecognizeSimultaneouslyWith any = true
            action press -> log

            """)
        try lab.run("tap at 10,10\ntap at 10,10")
        #expect(try lab.states(of: "doubleTap") == [.recognized])
        #expect(try lab.states(of: "tap") == [.failed])
        // The taps were too short for the long press: it failed twice (one state, repeats collapsed).
        #expect(try lab.states(of: "press") == [.failed])
        lab.mark()
        try lab.run("down 1 at 50,50\nwait 900ms\nup 1")
        #expect(try lab.states(of: "press") == [.began, .ended])
    }

    @Test func aSwiftCallCannotSmuggleInASecondStatement() throws {
        let lab = try Scene()
        for name in ["a\nview evil frame 0,0,1,1", "a; view evil frame 0,0,1,1", "a\u{2028}b"] {
            #expect(throws: GestureLabError.self) { try lab.addRecognizer(name, .tap) }
        }
        #expect(lab.viewNames == ["window"])
        #expect(lab.recognizerNames.isEmpty)
        let error = #expect(throws: GestureLabError.self) { try lab.addRecognizer("tap", .tap, on: "nowhere") }
        #expect(error?.diagnostics.first?.line == 1)
        #expect(error?.rendered.contains("recognizer tap = tap on nowhere") == true)
    }
}
