import Testing
@testable import GestureEngine

/// The chapter's sequences, compared as whole ordered logs of view calls and action messages.
@Suite struct ChapterScenarioTests {
    /// Double tap before `delaysTouchesBegan`: the red dot — `touchesBegan`, the action, `touchesCancelled`.
    @Test func doubleTapWithoutDelaysTouchesBegan() {
        var s = Scene()
        s.add("doubleTap", .tap, ["numberOfTapsRequired": .integer(2)])
        s.at(0, .down(finger: 1, at: p(100, 100)))
        s.at(50, .up(finger: 1))
        s.at(200, .down(finger: 1, at: p(102, 100)))
        s.at(250, .up(finger: 1))
        #expect(s.host.log == ["window.touchesBegan [1]", "doubleTap(ended)", "window.touchesCancelled [1]"])
        #expect(s.transitions() == ["250ms doubleTap: possible → ended"])
    }

    /// With `delaysTouchesBegan = true` the view hears nothing.
    @Test func doubleTapWithDelaysTouchesBegan() {
        var s = Scene()
        s.add("doubleTap", .tap, ["numberOfTapsRequired": .integer(2), "delaysTouchesBegan": .bool(true)])
        s.at(0, .down(finger: 1, at: p(100, 100)))
        s.at(50, .up(finger: 1))
        s.at(200, .down(finger: 1, at: p(102, 100)))
        s.at(250, .up(finger: 1))
        #expect(s.host.log == ["doubleTap(ended)"])
    }

    /// Tap and double tap without a requirement: a double tap fires both (the tap at the first touch-up).
    @Test func doubleTapFiresTapToo() {
        var s = Scene()
        s.add("doubleTap", .tap, ["numberOfTapsRequired": .integer(2), "delaysTouchesBegan": .bool(true)])
        s.add("tap", .tap, ["delaysTouchesBegan": .bool(true)])
        s.at(0, .down(finger: 1, at: p(100, 100)))
        s.at(50, .up(finger: 1))
        s.at(200, .down(finger: 1, at: p(102, 100)))
        s.at(250, .up(finger: 1))
        s.wait(until: 1000)
        #expect(s.host.log == ["tap(ended)", "doubleTap(ended)"])
        #expect(s.transitions() == [
            "50ms tap: possible → ended",
            "250ms doubleTap: possible → ended",
            "250ms tap: possible → failed",
        ])
    }

    /// `tap.require(toFail: doubleTap)`: a single tap fires when the double tap's 0.35 s window expires.
    @Test func tapWaitsForDoubleTapToFail() {
        var s = Scene()
        let dbl = s.add("doubleTap", .tap, ["numberOfTapsRequired": .integer(2), "delaysTouchesBegan": .bool(true)])
        let tap = s.add("tap", .tap, ["delaysTouchesBegan": .bool(true)])
        try! s.env.require(tap, toFail: dbl)
        s.at(0, .down(finger: 1, at: p(100, 100)))
        s.at(50, .up(finger: 1))
        #expect(s.state("tap") == .possible)
        s.wait(until: 399)
        #expect(s.host.log.isEmpty)
        s.wait(until: 400)
        #expect(s.host.log == ["tap(ended)"])
        #expect(s.transitions() == ["400ms doubleTap: possible → failed", "400ms tap: possible → ended"])
        #expect(s.state("tap") == .possible)  // reset at the end of the pass
    }

    /// With the requirement, a double tap no longer fires the tap.
    @Test func doubleTapFailsTheWaitingTap() {
        var s = Scene()
        let dbl = s.add("doubleTap", .tap, ["numberOfTapsRequired": .integer(2), "delaysTouchesBegan": .bool(true)])
        let tap = s.add("tap", .tap, ["delaysTouchesBegan": .bool(true)])
        try! s.env.require(tap, toFail: dbl)
        s.at(0, .down(finger: 1, at: p(100, 100)))
        s.at(50, .up(finger: 1))
        s.at(200, .down(finger: 1, at: p(102, 100)))
        s.at(250, .up(finger: 1))
        s.wait(until: 2000)
        #expect(s.host.log == ["doubleTap(ended)"])
        #expect(s.transitions() == ["250ms doubleTap: possible → ended", "250ms tap: possible → failed"])
    }

    /// A pan with `cancelsTouchesInView`: the view's live touch is cancelled after the first action (current iOS,
    /// [OBS O-pan2], [DEC D]).
    @Test func panCancelsLiveTouchesAfterItsFirstAction() {
        var s = Scene()
        s.add("pan", .pan)
        s.at(0, .down(finger: 1, at: p(10, 10)))
        s.at(16, .move(finger: 1, to: p(15, 10)))
        s.at(32, .move(finger: 1, to: p(21, 10)))
        s.at(48, .move(finger: 1, to: p(80, 40)))
        s.at(64, .up(finger: 1))
        #expect(s.host.log == [
            "window.touchesBegan [1]", "window.touchesMoved [1]", "pan(began)", "window.touchesCancelled [1]",
            "pan(changed)", "pan(ended)",
        ])
    }

    /// The iOS 5-era order on request: the view's live touch is cancelled right before the first action [OBS O-pan].
    @Test func panCancelsLiveTouchesBeforeItsFirstActionInTheOldOrder() {
        var s = Scene()
        s.env.options.cancelLiveTouchesBeforeAction = true
        s.add("pan", .pan)
        s.at(0, .down(finger: 1, at: p(10, 10)))
        s.at(16, .move(finger: 1, to: p(15, 10)))
        s.at(32, .move(finger: 1, to: p(21, 10)))
        s.at(48, .move(finger: 1, to: p(80, 40)))
        s.at(64, .up(finger: 1))
        #expect(s.host.log == [
            "window.touchesBegan [1]", "window.touchesMoved [1]", "window.touchesCancelled [1]",
            "pan(began)", "pan(changed)", "pan(ended)",
        ])
    }

    /// `cancelsTouchesInView = false`: the view sees everything, interleaved with the actions [OBS O-pan].
    @Test func panWithoutCancellingTouches() {
        var s = Scene()
        s.add("pan", .pan, ["cancelsTouchesInView": .bool(false)])
        s.at(0, .down(finger: 1, at: p(10, 10)))
        s.at(16, .move(finger: 1, to: p(25, 10)))
        s.at(32, .move(finger: 1, to: p(40, 10)))
        s.at(48, .up(finger: 1))
        #expect(s.host.log == [
            "window.touchesBegan [1]", "pan(began)", "window.touchesMoved [1]", "pan(changed)", "window.touchesMoved [1]",
            "pan(ended)", "window.touchesEnded [1]",
        ])
    }

    /// A long press excludes a pan on the same view; with simultaneous recognition both proceed.
    @Test(arguments: [false, true])
    func longPressAndPan(simultaneous: Bool) {
        var s = Scene()
        s.add("longPress", .longPress)
        let pan = s.add("moveLine", .pan, ["cancelsTouchesInView": .bool(false)])
        if simultaneous { s.env.setDelegate(pan) { $0.simultaneousWithAny = true } }
        s.at(0, .down(finger: 1, at: p(100, 100)))
        s.wait(until: 600)
        s.at(616, .move(finger: 1, to: p(130, 100)))
        s.at(632, .move(finger: 1, to: p(160, 100)))
        s.at(700, .up(finger: 1))
        let actions = s.host.log.filter { !$0.hasPrefix("window.") }
        if simultaneous {
            #expect(actions == ["longPress(began)", "longPress(changed)", "moveLine(began)", "longPress(changed)",
                                "moveLine(changed)", "longPress(ended)", "moveLine(ended)"])
        } else {
            #expect(actions == ["longPress(began)", "longPress(changed)", "longPress(changed)", "longPress(ended)"])
        }
    }

    /// The pan's translation at `.began` has the hysteresis removed per axis [DEC].
    @Test func panTranslationAtBegan() {
        var s = Scene()
        let pan = s.add("pan", .pan)
        s.at(0, .down(finger: 1, at: p(10, 10)))
        s.at(16, .move(finger: 1, to: p(15, 10)))
        #expect(s.state("pan") == .possible)
        s.at(32, .move(finger: 1, to: p(22, 13)))
        #expect(s.state("pan") == .began)
        #expect(s.env.translation(of: pan) == p(2, 0))
        s.at(48, .move(finger: 1, to: p(80, 40)))
        #expect(s.env.translation(of: pan) == p(60, 27))
    }
}
