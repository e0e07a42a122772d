import GestureAnalysis
import GestureEngine
import Testing
@testable import GestureScript
@testable import GestureTranscript

/// `:why` and `explain` for views and controls, for any gesture (`at TIME`), and the notes on expectations that
/// failed because time did not move or held because the recognizer fired and reset. Whole answers, compared as text.
@Suite struct WhyForEverythingTests {
    /// A button inside a view whose double tap withholds touchesEnded (delaysTouchesEnded, the default): a single
    /// tap, then a double tap.
    static let doubleTapAndButton = """
        view panel frame 0,0,375,667
        view ok frame 20,20,100,44 in panel button
        recognizer doubleTap = tap on panel
        doubleTap.numberOfTapsRequired = 2
        tap at 50,40
        wait 1s
        tap at 50,40 taps 2
        wait 1s
        """

    /// A pan on a plain view: it recognizes and cancels the view's touches (cancelsTouchesInView, the default).
    static let panCancelsTheView = """
        view canvas frame 0,0,375,667
        recognizer pan = pan on canvas
        drag from 100,100 to 200,100
        """

    /// Two gestures: a single tap (recognized at 400ms once doubleTap failed), then a double tap.
    static let twoGestures = """
        use touchtracker stage 04-require-to-fail
        tap at 100,300
        wait 1s
        tap at 100,300 taps 2
        wait 1s
        """

    static func explain(_ script: String, _ subject: String, at: String? = nil) -> ScriptExplainer.Outcome {
        ScriptExplainer.run(name: "why.gesture", bytes: Array(script.utf8), recognizer: subject, at: at)
    }

    @Test func theButtonsTouchUpInsideCameLateBecauseTheDoubleTapWithheldTouchesEnded() {
        // Asked at 1s: the first gesture (the single tap), as it stood then.
        let first = Self.explain(Self.doubleTapAndButton, "ok.touchUpInside", at: "1s")
        #expect(first.status == .ok)
        #expect(first.text == """
            Nothing happened to ok.touchUpInside at t=1000ms (the gesture that began at t=0ms); the nearest before it was at t=400ms: ok sent touchUpInside. As it stood at t=1000ms:
            ok.touchUpInside came at t=400ms, 350ms after the finger lifted at t=50ms: its touchesEnded was withheld by doubleTap's delaysTouchesEnded until doubleTap failed at t=400ms (maximumIntervalBetweenSuccessiveTaps 350ms elapsed).
            The gesture in progress at t=1000ms, t=0ms to t=400ms, as it concerns ok.touchUpInside:
              0ms        event: finger 1 down at 50,40 (ok)
              0ms        ok.touchesBegan [1]
              50ms       event: finger 1 up
              50ms       ok.touchesEnded [1] withheld by doubleTap
              400ms      doubleTap: possible → failed (maximumIntervalBetweenSuccessiveTaps 350ms elapsed)
              400ms      ok.touchesEnded [1] released (withheld since 50ms)
              400ms      ok sent touchUpInside
            """ + "\n")
        // The last gesture (the double tap): no touchUpInside, and why.
        let last = Self.explain(Self.doubleTapAndButton, "ok.touchUpInside")
        #expect(last.text == """
            ok sent no touchUpInside in the last gesture. ok.touchesEnded (finger 1) was withheld at t=1100ms by doubleTap's delaysTouchesEnded; at t=1300ms doubleTap was recognized (2 taps completed) and ok got touchesCancelled instead (cancelsTouchesInView).
            The last gesture, t=1050ms to t=1300ms, as it concerns ok.touchUpInside:
              1050ms     event: finger 1 down at 50,40 (ok)
              1050ms     ok.touchesBegan [1]
              1100ms     event: finger 1 up
              1100ms     ok.touchesEnded [1] withheld by doubleTap
              1250ms     event: finger 1 down at 50,40 (ok)
              1250ms     ok.touchesBegan [1] withheld queued behind earlier withheld touches
              1300ms     event: finger 1 up
              1300ms     doubleTap: possible → recognized (2 taps completed)
              1300ms     ok: touchesBegan [1] dropped, claimed by doubleTap
              1300ms     ok.touchesCancelled [1] cancelled by doubleTap
            """ + "\n")
    }

    @Test func theButtonsTouchesInTheDoubleTapWereCancelledAndDropped() {
        let out = Self.explain(Self.doubleTapAndButton, "ok")
        #expect(out.text == """
            ok.touchesEnded (finger 1) was withheld at t=1100ms by doubleTap's delaysTouchesEnded; at t=1300ms doubleTap was recognized (2 taps completed) and ok got touchesCancelled instead (cancelsTouchesInView). ok.touchesBegan (finger 1) was withheld at t=1250ms behind its earlier withheld touches; dropped at t=1300ms because doubleTap was recognized (2 taps completed) and claimed the touches, so ok never heard them.
            The last gesture, t=1050ms to t=1300ms, as it concerns ok:
              1050ms     event: finger 1 down at 50,40 (ok)
              1050ms     ok.touchesBegan [1]
              1100ms     event: finger 1 up
              1100ms     ok.touchesEnded [1] withheld by doubleTap
              1250ms     event: finger 1 down at 50,40 (ok)
              1250ms     ok.touchesBegan [1] withheld queued behind earlier withheld touches
              1300ms     event: finger 1 up
              1300ms     doubleTap: possible → recognized (2 taps completed)
              1300ms     ok: touchesBegan [1] dropped, claimed by doubleTap
              1300ms     ok.touchesCancelled [1] cancelled by doubleTap
            """ + "\n")
    }

    @Test func aViewWhoseTouchesAPanCancelled() {
        let out = Self.explain(Self.panCancelsTheView, "canvas")
        #expect(out.text == """
            canvas got touchesCancelled (finger 1) at t=33.333ms: pan began (moved 11.1 pt ≥ hysteresis 10 pt) and its cancelsTouchesInView is true.
            The last gesture, t=0ms to t=300ms, as it concerns canvas:
              0ms        event: finger 1 down at 100,100 (canvas)
              0ms        canvas.touchesBegan [1]
              16.666ms   canvas.touchesMoved [1]
              33.333ms   pan: possible → began (moved 11.1 pt ≥ hysteresis 10 pt)
              33.333ms   canvas.touchesCancelled [1] cancelled by pan
              300ms      event: finger 1 up
              300ms      pan: changed → ended (touches ended)
            """ + "\n")
    }

    @Test func theFirstOfTwoGesturesAtTheTimeTapWasRecognized() {
        let out = Self.explain(Self.twoGestures, "tap", at: "400ms")
        #expect(out.text == """
            At t=400ms (the gesture that began at t=0ms): tap was recognized.
            tap fired: recognized at t=400ms, 350ms after the last finger lifted: it would have been recognized at t=50ms (1 tap completed) but waited for doubleTap, which it requires to fail; doubleTap failed at t=400ms (maximumIntervalBetweenSuccessiveTaps 350ms elapsed). It sent 1 action message (to tap(_:)).
            The gesture in progress at t=400ms, t=0ms to t=400ms, as it concerns tap:
              0ms        event: finger 1 down at 100,300 (canvas)
              50ms       event: finger 1 up
              50ms       tap: would be recognized, waiting for doubleTap to fail; stays possible
              400ms      timer: doubleTap maximumIntervalBetweenSuccessiveTaps fired
              400ms      doubleTap: possible → failed (maximumIntervalBetweenSuccessiveTaps 350ms elapsed)
              400ms      tap: possible → recognized (1 tap completed)
              400ms      action tap(_:) ← tap [recognized]
            """ + "\n")
    }

    @Test func aTimeWhenNothingHappenedAnswersWithTheNearestEventBefore() {
        let out = Self.explain(Self.twoGestures, "tap", at: "100ms")
        #expect(out.text == """
            Nothing happened to tap at t=100ms (the gesture that began at t=0ms); the nearest before it was at t=50ms: tap would be recognized but waited for doubleTap to fail. As it stood at t=100ms:
            tap has not fired yet: since t=50ms it would be recognized but is waiting for doubleTap to fail (a failure requirement); it stays possible until that recognizer fails, and fails if doubleTap recognizes.
            The gesture in progress at t=100ms, t=0ms to t=50ms, as it concerns tap:
              0ms        event: finger 1 down at 100,300 (canvas)
              50ms       event: finger 1 up
              50ms       tap: would be recognized, waiting for doubleTap to fail; stays possible
            """ + "\n")
    }

    @Test func aFailedExpectationSaysTimeDidNotMoveAndAPassingPossibleSaysItFiredAndReset() {
        var text = ""
        _ = ScriptRunner.run(name: "hint.gesture", bytes: Array(Self.hintScript.utf8)) { text += $0 }
        #expect(text == """
            [1] use touchtracker stage 04-require-to-fail
              scene: TouchTracker stage 04-require-to-fail; recognizers: doubleTap (tap → doubleTap), tap (tap → tap)
              model: 0 lines, 0 in progress, selected none, menu hidden
            [2] tap at 100,300
              0ms          finger 1 down at 100,300 (canvas) · canvas.touchesBegan [1] withheld by doubleTap, tap
              50ms         finger 1 up · tap: would be recognized, waiting for doubleTap to fail; stays possible · canvas.touchesEnded [1] withheld by doubleTap, tap
            [3] expect tap state recognized
            hint.gesture:3: expectation failed: expected tap state recognized, got possible
              note: tap is waiting for doubleTap to fail; doubleTap's maximumIntervalBetweenSuccessiveTaps ends at t=400ms; time moves only with `wait`
            [4] wait 1s
              400ms        timer: doubleTap maximumIntervalBetweenSuccessiveTaps fired · doubleTap: possible → failed (maximumIntervalBetweenSuccessiveTaps 350ms elapsed)
              400ms        tap: possible → recognized (1 tap completed)
              400ms        action tap(_:) ← tap [recognized] · console "Recognized a tap"
              400ms        canvas: touchesBegan, touchesEnded [1] dropped, claimed by tap · reset: doubleTap, tap
            [5] expect tap state possible
              note: it holds only because tap was recognized at t=400ms and was reset since the scene began; 'expect tap states recognized' checks what it did
            """ + "\n")
    }

    static let hintScript = """
        use touchtracker stage 04-require-to-fail
        tap at 100,300
        expect tap state recognized
        wait 1s
        expect tap state possible
        """

    @Test(arguments: [
        ("nosuch", nil, "no recognizer or view named 'nosuch' (recognizers: doubleTap, tap; views: window, canvas)"),
        ("tapp", nil, "no recognizer or view named 'tapp'; did you mean 'tap'? (recognizers: doubleTap, tap; views: window, canvas)"),
        ("tap", "-5ms", "'-5ms' is before the scene's clock started (it starts at 0ms); did you mean '5ms'?"),
        ("tap", "banana", "'banana' is not a time: write it as the transcript does, for example 400ms or 1.5s"),
        ("tap", "400", "'400' is not a time: write it as the transcript does, for example 400ms or 1.5s; did you mean '400ms'?"),
        ("tap", "9s", "t=9000ms has not happened yet: the scene's clock is at t=2300ms; did you mean 'at 2300ms'?"),
        ("canvas.touchesBgan", nil, "'canvas.touchesBgan' is not a call a view answers for (touchesBegan, touchesMoved, touchesEnded, "
            + "touchesCancelled, touchUpInside); did you mean 'canvas.touchesBegan'?"),
        ("tap.touchesBegan", nil, "'tap' is a recognizer: 'tap.touchesBegan' asks about a view's calls; ask ':why tap' instead"),
    ] as [(String, String?, String)])
    func badQuestionsGetDiagnosticsWithSuggestions(subject: String, at: String?, message: String) {
        let out = Self.explain(Self.twoGestures, subject, at: at)
        #expect(out.status == .usage)
        #expect(out.text.isEmpty)
        #expect(out.diagnostics == "gesturelab: error: \(message)\n")
    }

    @Test func timesAreReadAsTheTranscriptWritesThem() throws {
        #expect(try WhyQuery.parse("tap at 400ms").get() == WhyQuery(name: "tap", time: VirtualTime(microseconds: 400_000)))
        #expect(try WhyQuery.parse("tap at t=1.5s").get() == WhyQuery(name: "tap", time: VirtualTime(microseconds: 1_500_000)))
        #expect(try WhyQuery.parse("tap at 16.666ms").get() == WhyQuery(name: "tap", time: VirtualTime(microseconds: 16_666)))
        #expect(try WhyQuery.parse("view tap").get() == WhyQuery(name: "tap", isView: true))
        #expect(try WhyQuery.parse("ok.touchUpInside at 0ms").get() == WhyQuery(name: "ok", isView: true, call: "touchUpInside", time: .start))
        #expect(Self.failure(WhyQuery.parse("tap at")) == .missingTime)
        #expect(Self.failure(WhyQuery.parse("tap now")) == .unexpectedWords("now"))
    }

    static func failure(_ r: Result<WhyQuery, Explainer.Failure>) -> Explainer.Failure? {
        if case .failure(let f) = r { return f }
        return nil
    }

    @Test func aNewSceneStartsTheGesturesAfresh() throws {
        let session = ExplainTests.session("tap at 100,300\nwait 1s\nuse touchtracker stage 04-require-to-fail\ntap at 100,300\nwait 1s")
        #expect(session.recordedGestures.count == 1)
        let e = try Explainer.explain(WhyQuery(name: "tap", time: VirtualTime(microseconds: 400_000)), in: session).get()
        #expect(e.verdict.hasPrefix("tap fired: recognized at t=400ms"), "\(e.verdict)")
    }
}
