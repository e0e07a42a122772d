import Testing
import GestureAnalysis
@testable import GestureScript
@testable import GestureLanguage
@testable import GestureTranscript

/// `:why NAME` / `gesturelab explain FILE NAME`: the verdict names what decided, and when.
@Suite struct ExplainTests {
    /// A script run the way `gesturelab explain` runs one (everything traced), read as `:why` reads it.
    static func session(_ script: String) -> GestureLog {
        var options = SessionOptions()
        options.keepsFullHistory = true
        let file = SourceFile(name: "why.gesture", text: script)
        let (parsed, diagnostics) = Parser.parse(file)
        let hasError = diagnostics.contains { $0.isError }
        #expect(!hasError)
        var error: Diagnostic?
        var log = GestureLog()
        ScriptRunner.stream(parsed, options: options) { output in
            if case .error(let d) = output { error = d }
            log.read(output)
        }
        #expect(error == nil, "\(String(describing: error))")
        return log
    }

    static func why(_ name: String, _ script: String) throws -> Explanation {
        try Explainer.explain(name, in: session(script)).get()
    }

    @Test func tapDidNotFireBecauseDoubleTapRecognized() throws {
        let e = try Self.why("tap", "use touchtracker stage 04-require-to-fail\ntap at 100,300 taps 2\nwait 1s")
        #expect(e.verdict.hasPrefix("tap did not fire: it failed at t=250ms because doubleTap, which it requires to fail, recognized."), "\(e.verdict)")
        #expect(e.verdict.contains("would have been recognized at t=50ms but was waiting for doubleTap to fail"))
        #expect(e.details.contains { $0.contains("doubleTap: possible → recognized (2 taps completed)") })
        #expect(e.details.contains { $0.contains("tap: would be recognized, waiting for doubleTap to fail") })
        #expect(e.details.contains { $0.hasPrefix("250ms") && $0.contains("tap: possible → failed") })
    }

    @Test func tapFiredOnceDoubleTapFailed350msAfterTheLift() throws {
        let e = try Self.why("tap", "use touchtracker stage 04-require-to-fail\ntap at 100,300\nwait 1s")
        #expect(e.verdict.hasPrefix("tap fired: recognized at t=400ms, 350ms after the last finger lifted: it would have been recognized at t=50ms"),
                "\(e.verdict)")
        #expect(e.verdict.contains("waited for doubleTap, which it requires to fail; doubleTap failed at t=400ms (maximumIntervalBetweenSuccessiveTaps 350ms elapsed)"))
        #expect(e.verdict.contains("It sent 1 action message (to tap(_:))."))
        #expect(e.details.contains { $0.contains("timer: doubleTap maximumIntervalBetweenSuccessiveTaps fired") })
        // doubleTap's side of the same gesture.
        let d = try Self.why("doubleTap", "use touchtracker stage 04-require-to-fail\ntap at 100,300\nwait 1s")
        #expect(d.verdict == "doubleTap did not fire: it failed at t=400ms, 350ms after the last finger lifted, because maximumIntervalBetweenSuccessiveTaps 350ms elapsed.")
    }

    @Test func tapHasNotFiredYetWhileItWaits() throws {
        let e = try Self.why("tap", "use touchtracker stage 04-require-to-fail\ntap at 100,300")
        #expect(e.verdict.hasPrefix("tap has not fired yet: since t=50ms it would be recognized but is waiting for doubleTap to fail"), "\(e.verdict)")
    }

    @Test func longPressFailedOnMovementWithTheDistance() throws {
        let e = try Self.why("longPress", "recognizer longPress = longPress\ndown 1 at 10,10\nwait 300ms\nmove 1 to 24,10\nwait 600ms\nup 1")
        #expect(e.verdict == "longPress did not fire: it failed at t=300ms because it moved 14 pt > allowableMovement 10 pt.", "\(e.verdict)")
        // The move that decided is shown, just before the transition.
        let k = try #require(e.details.firstIndex { $0.contains("longPress: possible → failed") })
        #expect(e.details[k - 1].contains("event: finger 1 moved to 24,10"))
    }

    @Test func longPressFiredWhenTheDurationElapsed() throws {
        let e = try Self.why("longPress", "recognizer longPress = longPress\ndown 1 at 10,10\nwait 600ms\nup 1")
        #expect(e.verdict.hasPrefix("longPress fired: began at t=500ms when minimumPressDuration 500ms elapsed; ended at t=600ms (touches ended)."),
                "\(e.verdict)")
        #expect(e.details.contains { $0.contains("timer: longPress minimumPressDuration fired") })
    }

    @Test func panExcludedByALongPress() throws {
        let e = try Self.why("moveLine", """
            use touchtracker stage 09-pan
            drag from 50,100 to 150,100
            down 1 at 100,100
            wait 500ms
            move 1 by 0,50 over 50ms steps 2
            up 1
            """)
        #expect(e.verdict.hasPrefix("moveLine did not fire: it failed at t=800ms because longPress began at t=800ms and excluded it."), "\(e.verdict)")
        #expect(e.verdict.contains("shouldRecognizeSimultaneouslyWith true would let both recognize"))
        #expect(e.details.contains { $0.contains("longPress: possible → began (minimumPressDuration 500ms elapsed)") })
    }

    @Test func aRecognizerWhoseDelegateRefusedTheTouch() throws {
        let e = try Self.why("noReceive", """
            recognizer noReceive = tap
            delegate noReceive shouldReceive = false
            tap at 100,100
            """)
        #expect(e.verdict == "noReceive never received the touch: its delegate's shouldReceive answered false (finger 1, first at t=0ms).")
        #expect(e.details.contains { $0.contains("noReceive does not receive finger 1: its delegate's shouldReceive answered false") })
    }

    /// An image view lies under the finger but hit-testing skips it: the answer says so instead of "not under it".
    @Test func aRecognizerWhoseViewHitTestingSkips() throws {
        let e = try Self.why("photoTap", """
            view card frame 20,100,335,300
            view photo frame 20,20,295,200 in card imageView
            recognizer photoTap = tap on photo
            tap at 160,200
            """)
        #expect(e.verdict == "photoTap never received a touch in the last gesture: hit-testing skips its view photo "
                + "(isUserInteractionEnabled is false), so finger 1 went down at 160,200 in view card.")
    }

    @Test func aRecognizerWhoseViewWasNotUnderTheTouch() throws {
        let e = try Self.why("right", """
            view left frame 0,0,100,100
            view other frame 200,0,100,100
            recognizer right = tap on other
            tap at 50,50
            """)
        #expect(e.verdict == "right never received a touch in the last gesture: its view other was not under it (finger 1 went down at 50,50 in view left).")
    }

    @Test func shouldBeginFalseIsTheDelegateAnswerThatDecided() throws {
        let e = try Self.why("t", "recognizer t = tap\ndelegate t shouldBegin = false\ntap at 10,10")
        #expect(e.verdict == "t did not fire: it failed at t=50ms because gestureRecognizerShouldBegin answered false (delegate).")
    }

    @Test func theLastGestureIsOnlyTheLastOne() throws {
        let s = Self.session("recognizer t = tap\nrecognizer p = pan\ndrag from 10,10 to 100,10\nwait 1s\ntap at 200,200")
        let events = s.lastGesture
        #expect(events.first?.time == .init(microseconds: 1_300_000))
        let e = try Explainer.explain("t", in: s).get()
        #expect(e.verdict.hasPrefix("t fired: recognized at t=1350ms"))
        #expect(!e.details.contains { $0.contains("100,10") })
        let p = try Explainer.explain("p", in: s).get()
        #expect(p.verdict == "p did not fire: it failed at t=1350ms because the touches ended.", "\(p.verdict)")
    }

    @Test func theTwoTapsOfADoubleTapAreOneGesture() throws {
        // doubleTap withholds the first tap's touchesEnded, so it is still deciding when the second tap comes.
        let s = Self.session("use touchtracker stage 01\ndrag from 10,10 to 200,10\ntap at 100,300 taps 2")
        #expect(s.lastGesture.first?.time == .init(microseconds: 300_000))
        let e = try Explainer.explain("doubleTap", in: s).get()
        #expect(e.verdict == "doubleTap fired: recognized at t=550ms when 2 taps completed. It sent 1 action message (to doubleTap(_:)).")
        #expect(e.details.filter { $0.contains("finger 1 down at 100,300") }.count == 2)
        #expect(e.heading == "The last gesture, t=300ms to t=550ms, as it concerns doubleTap:")
    }

    @Test func aSwipeInTheWrongDirection() throws {
        let e = try Self.why("s", "recognizer s = swipe direction = left\ndrag from 100,100 to 250,100 over 100ms")
        #expect(e.verdict.hasPrefix("s did not fire: it failed at t="), "\(e.verdict)")
        #expect(e.verdict.contains("because it moved right, direction is left."), "\(e.verdict)")
    }

    @Test func nothingToExplainBeforeAnyTouch() throws {
        let e = try Self.why("t", "recognizer t = tap")
        #expect(e.verdict == "t: no finger has touched down since the scene was set up, so there is no gesture to explain.")
        #expect(e.details.isEmpty)
    }

    @Test func anUnknownNameGetsASuggestion() {
        let s = Self.session("use touchtracker")
        guard case .failure(let f) = Explainer.explain("dubleTap", in: s) else {
            Issue.record("explained a recognizer that does not exist")
            return
        }
        #expect(f.message == "no recognizer or view named 'dubleTap'; did you mean 'doubleTap'? (recognizers: doubleTap, tap, longPress, moveLine; views: window, canvas)")
    }

    @Test func theGestureBufferIsBounded() throws {
        let s = Self.session("recognizer p = pan\ndown 1 at 10,10\nrepeat 6000 { move 1 by 0.01,0 }\nup 1")
        #expect(s.lastGesture.count <= GestureRecorder.capacity)
        #expect(s.lastGestureDroppedEvents > 0)
        let e = try Explainer.explain("p", in: s).get()
        #expect(e.heading.contains("were not kept"))
        #expect(e.verdict.hasPrefix("p fired: it had already begun when the kept part of this gesture starts (its first "), "\(e.verdict)")
        #expect(e.verdict.contains("; ended at t=0ms (touches ended)."))
    }

    @Test func theContinuousRunIsSummarized() throws {
        let e = try Self.why("p", "recognizer p = pan\ndrag from 10,10 to 200,10")
        #expect(e.details.contains { $0.contains("p: … changed") && $0.contains("more times") })
        #expect(e.details.count < 15)
    }

    @Test func explainFileReportsUsageAndErrors() {
        let ok = ScriptExplainer.run(name: "a.gesture", bytes: Array("recognizer t = tap\ntap at 1,1".utf8), recognizer: "t")
        #expect(ok.status == .ok)
        #expect(ok.text.hasPrefix("t fired: recognized at t=50ms when 1 tap completed."))
        let unknown = ScriptExplainer.run(name: "a.gesture", bytes: Array("recognizer t = tap".utf8), recognizer: "x")
        #expect(unknown.status == .usage)
        #expect(unknown.diagnostics.contains("no recognizer or view named 'x'"))
        let syntax = ScriptExplainer.run(name: "a.gesture", bytes: Array("down 1 at".utf8), recognizer: "t")
        #expect(syntax.status == .scriptError)
        let runtime = ScriptExplainer.run(name: "a.gesture", bytes: Array("recognizer t = tap\ntap at 1,1\nup 4".utf8), recognizer: "t")
        #expect(runtime.status == .scriptError)
        #expect(runtime.text.hasPrefix("t fired"))
        #expect(runtime.diagnostics.contains("a.gesture:3:1: error:"))
    }
}
