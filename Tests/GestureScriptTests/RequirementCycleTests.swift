import GestureEngine
import GestureScript
import GestureTranscript
import Testing

/// Failure requirements that form a cycle, as UIKit allows (docs/engine.md, "Failure-requirement cycles"): accepted
/// where they are declared, static or answered by a delegate, and simulated — members that could still recognize hold
/// one another back; one that fails frees the others; the first to recognize fires and the others fail. Each case
/// compares the whole transcript of its touches.
@Suite struct RequirementCycleTests {
    /// The transcript from the first touch statement on (the declarations' echo lines left out), and the exit status.
    static func run(_ source: String) -> (status: GestureTranscript.ExitStatus, diagnostics: String, out: String) {
        var out = ""
        let o = ScriptRunner.run(name: "c.gesture", bytes: Array(source.utf8), transcript: true, write: { out += $0 })
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
        let first = lines.firstIndex { $0.contains("] down ") || $0.contains("] tap at ") } ?? 0
        return (o.status, o.diagnostics, lines[first...].joined(separator: "\n"))
    }

    /// KIF's test app: two screen-edge pans on one view whose delegate answers `shouldBeRequiredToFailBy` true for every
    /// other recognizer (so each edge requires the other, and the swipes and the pan require both), four swipes and a
    /// pan.
    static let kif = """
        view v frame 0,0,375,667
        recognizer leftEdge = screenEdgePan edges = left on v
        recognizer rightEdge = screenEdgePan edges = right on v
        recognizer swipeLeft = swipe direction = left on v
        recognizer swipeRight = swipe direction = right on v
        recognizer swipeUp = swipe direction = up on v
        recognizer swipeDown = swipe direction = down on v
        recognizer pan = pan on v
        delegate leftEdge shouldBeRequiredToFailBy any = true
        delegate rightEdge shouldBeRequiredToFailBy any = true

        """

    @Test func kifDragFromTheLeftEdge() {
        let r = Self.run(Self.kif + """
            down 1 at 1,300
            move 1 by 40,0 over 300ms steps 6
            up 1
            """)
        #expect(r.status == .ok, "\(r.diagnostics)")
        #expect(r.out == """
            [11] down 1 at 1,300
              0ms          finger 1 down at 1,300 (v) · rightEdge delegate: shouldBeRequiredToFailBy(leftEdge) → true
              0ms          leftEdge delegate: shouldBeRequiredToFailBy(rightEdge) → true
              0ms          leftEdge delegate: shouldBeRequiredToFailBy(swipeLeft) → true
              0ms          rightEdge delegate: shouldBeRequiredToFailBy(swipeLeft) → true
              0ms          leftEdge delegate: shouldBeRequiredToFailBy(swipeRight) → true
              0ms          rightEdge delegate: shouldBeRequiredToFailBy(swipeRight) → true
              0ms          leftEdge delegate: shouldBeRequiredToFailBy(swipeUp) → true
              0ms          rightEdge delegate: shouldBeRequiredToFailBy(swipeUp) → true
              0ms          leftEdge delegate: shouldBeRequiredToFailBy(swipeDown) → true
              0ms          rightEdge delegate: shouldBeRequiredToFailBy(swipeDown) → true
              0ms          leftEdge delegate: shouldBeRequiredToFailBy(pan) → true
              0ms          rightEdge delegate: shouldBeRequiredToFailBy(pan) → true
              0ms          rightEdge: possible → failed (moved 374 pt > edgeRegion 13 pt) · v.touchesBegan [1] withheld by leftEdge
            [12] move 1 by 40,0 over 300ms steps 6
              50ms         finger 1 moved to 7.7,300 · v.touchesMoved [1] withheld by leftEdge
              100ms        finger 1 moved to 14.3,300 · pan: would begin, waiting for leftEdge to fail; stays possible · v.touchesMoved [1] withheld by leftEdge
              150ms        finger 1 moved to 21,300 · leftEdge: possible → began (moved 20 pt ≥ hysteresis 15 pt)
              150ms        action log ← leftEdge [began] · console "leftEdge began"
              150ms        v: touchesBegan, touchesMoved [1] dropped, claimed by leftEdge
              150ms        swipeLeft: possible → failed (leftEdge, which it requires to fail, recognized)
              150ms        swipeRight: possible → failed (leftEdge, which it requires to fail, recognized)
              150ms        swipeUp: possible → failed (leftEdge, which it requires to fail, recognized)
              150ms        swipeDown: possible → failed (leftEdge, which it requires to fail, recognized)
              150ms        pan: possible → failed (leftEdge, which it requires to fail, recognized)
              200ms        finger 1 moved to 27.7,300 · leftEdge: began → changed
              200ms        action log ← leftEdge [changed] · console "leftEdge changed"
              250–300ms    finger 1 moved ×2 (34.3,300 → 41,300) · leftEdge: changed → changed ×2 · action log ← leftEdge [changed] ×2 · console "leftEdge changed" ×2
            [13] up 1
              300ms        finger 1 up · leftEdge: changed → ended (touches ended)
              300ms        action log ← leftEdge [ended] · console "leftEdge ended" · reset: leftEdge, rightEdge, swipeLeft, swipeRight, swipeUp, swipeDown, pan

            """)
    }

    @Test func kifDragInTheMiddle() {
        let r = Self.run(Self.kif + """
            down 1 at 180,300
            move 1 by 40,0 over 300ms steps 6
            up 1
            """)
        #expect(r.status == .ok, "\(r.diagnostics)")
        #expect(r.out == """
            [11] down 1 at 180,300
              0ms          finger 1 down at 180,300 (v) · rightEdge delegate: shouldBeRequiredToFailBy(leftEdge) → true
              0ms          leftEdge delegate: shouldBeRequiredToFailBy(rightEdge) → true
              0ms          leftEdge delegate: shouldBeRequiredToFailBy(swipeLeft) → true
              0ms          rightEdge delegate: shouldBeRequiredToFailBy(swipeLeft) → true
              0ms          leftEdge delegate: shouldBeRequiredToFailBy(swipeRight) → true
              0ms          rightEdge delegate: shouldBeRequiredToFailBy(swipeRight) → true
              0ms          leftEdge delegate: shouldBeRequiredToFailBy(swipeUp) → true
              0ms          rightEdge delegate: shouldBeRequiredToFailBy(swipeUp) → true
              0ms          leftEdge delegate: shouldBeRequiredToFailBy(swipeDown) → true
              0ms          rightEdge delegate: shouldBeRequiredToFailBy(swipeDown) → true
              0ms          leftEdge delegate: shouldBeRequiredToFailBy(pan) → true
              0ms          rightEdge delegate: shouldBeRequiredToFailBy(pan) → true
              0ms          leftEdge: possible → failed (moved 180 pt > edgeRegion 13 pt)
              0ms          rightEdge: possible → failed (moved 195 pt > edgeRegion 13 pt) · v.touchesBegan [1] → window (unhandled)
            [12] move 1 by 40,0 over 300ms steps 6
              50ms         finger 1 moved to 186.7,300 · v.touchesMoved [1] → window (unhandled)
              100ms        finger 1 moved to 193.3,300 · pan: possible → began (moved 13.3 pt ≥ hysteresis 10 pt)
              100ms        action log ← pan [began] · console "pan began"
              100ms        v.touchesCancelled [1] cancelled by pan → window (unhandled)
              100ms        swipeLeft: possible → failed (excluded by pan)
              100ms        swipeRight: possible → failed (excluded by pan)
              100ms        swipeUp: possible → failed (excluded by pan)
              100ms        swipeDown: possible → failed (excluded by pan)
              150ms        finger 1 moved to 200,300 · pan: began → changed
              150ms        action log ← pan [changed] · console "pan changed"
              200–300ms    finger 1 moved ×3 (206.7,300 → 220,300) · pan: changed → changed ×3 · action log ← pan [changed] ×3 · console "pan changed" ×3
            [13] up 1
              300ms        finger 1 up · pan: changed → ended (touches ended)
              300ms        action log ← pan [ended] · console "pan ended" · reset: leftEdge, rightEdge, swipeLeft, swipeRight, swipeUp, swipeDown, pan

            """)
    }

    /// Two taps that require each other: exactly one fires, the first in evaluation order (here declaration order).
    @Test func twoTapsInACycle() {
        let r = Self.run("""
            view v frame 0,0,375,667
            recognizer t1 = tap on v
            recognizer t2 = tap on v
            t1 requireToFail t2
            t2 requireToFail t1
            tap at 100,100
            """)
        #expect(r.status == .ok, "\(r.diagnostics)")
        #expect(r.out == """
            [6] tap at 100,100
              0ms          finger 1 down at 100,100 (v) · v.touchesBegan [1] → window (unhandled)
              50ms         finger 1 up · t1: possible → recognized (1 tap completed)
              50ms         action log ← t1 [recognized] · console "t1 recognized"
              50ms         v.touchesCancelled [1] cancelled by t1 → window (unhandled)
              50ms         t2: possible → failed (t1 recognized first, so t2 fails: a failure-requirement cycle) · reset: t1, t2

            """)
    }

    /// Which of two taps in a cycle fires: the first in evaluation order — the deeper view's, then the one declared
    /// first — whichever way and in whichever order the requirements were declared.
    @Test(arguments: [
        ("t1 requireToFail t2\nt2 requireToFail t1", "v", "v", "t1"),
        ("t2 requireToFail t1\nt1 requireToFail t2", "v", "v", "t1"),
        ("delegate t1 shouldBeRequiredToFailBy t2 = true\ndelegate t2 shouldBeRequiredToFailBy t1 = true", "v", "v", "t1"),
        ("delegate t1 shouldRequireFailureOf t2 = true\nt2 requireToFail t1", "v", "v", "t1"),
        ("t1 requireToFail t2\nt2 requireToFail t1", "v", "inner", "t2"),
        ("t1 requireToFail t2\nt2 requireToFail t1", "inner", "v", "t1"),
    ])
    func theFirstInEvaluationOrderFires(_ requirements: String, _ view1: String, _ view2: String, _ winner: String) {
        let loser = winner == "t1" ? "t2" : "t1"
        let r = Self.run("""
            view v frame 0,0,375,667
            view inner frame 50,50,200,200 in v
            recognizer t1 = tap on \(view1)
            recognizer t2 = tap on \(view2)
            \(requirements)
            tap at 100,100
            expect \(winner) states recognized
            expect \(winner) actions 1
            expect \(loser) states failed
            expect \(loser) actions 0
            """)
        #expect(r.status == .ok, "\(r.diagnostics)\n\(r.out)")
        #expect(r.out.contains("\(loser): possible → failed (\(winner) recognized first, so \(loser) fails: a failure-requirement cycle)"), "\(r.out)")
    }

    /// Two pans that require each other, one finger: both would begin at 10 pt and hold each other back, silent, until
    /// the lift ends both; then the first reports began and ended in that one pass, and the other fails.
    @Test func twoPansOnOneFinger() {
        let r = Self.run("""
            view v frame 0,0,375,667
            recognizer p1 = pan on v
            recognizer p2 = pan on v
            p1 requireToFail p2
            p2 requireToFail p1
            down 1 at 100,100
            move 1 by 40,0 over 200ms steps 4
            up 1
            """)
        #expect(r.status == .ok, "\(r.diagnostics)")
        #expect(r.out == """
            [6] down 1 at 100,100
              0ms          finger 1 down at 100,100 (v) · v.touchesBegan [1] → window (unhandled)
            [7] move 1 by 40,0 over 200ms steps 4
              50ms         finger 1 moved to 110,100 · p1: would begin, waiting for p2 to fail, which waits for p1: a failure-requirement cycle; stays possible
              50ms         p2: would begin, waiting for p1 to fail, which waits for p2: a failure-requirement cycle; stays possible · v.touchesMoved [1] → window (unhandled)
              100–200ms    finger 1 moved ×3 (120,100 → 140,100) · v.touchesMoved ×3 → window (unhandled)
            [8] up 1
              200ms        finger 1 up · p1: possible → began (touches ended)
              200ms        action log ← p1 [began] · console "p1 began"
              200ms        p1: began → ended
              200ms        action log ← p1 [ended] · console "p1 ended"
              200ms        v.touchesCancelled [1] cancelled by p1 → window (unhandled)
              200ms        p2: possible → failed (p1 recognized first, so p2 fails: a failure-requirement cycle) · reset: p1, p2

            """)
    }

    /// The same pair through the delegates, both answers on one side (the script that used to be refused).
    @Test func bothDelegateAnswersOfOnePair() {
        let r = Self.run("""
            view a frame 0,0,375,667 multipleTouch
            recognizer r1 = pan on a
            recognizer r2 = pan on a
            delegate r2 shouldBeRequiredToFailBy r1 = true
            delegate r2 shouldRequireFailureOf r1 = true
            down 2 at 325,405
            move 2 by -40,-52
            up 2
            expect r1 states began ended
            expect r2 states failed
            """)
        #expect(r.status == .ok, "\(r.diagnostics)\n\(r.out)")
    }

    /// A static requirement and a delegate's answer close a cycle: the tap waits for the swipe, which waits for it; the
    /// swipe fails at the lift and frees it.
    @Test func aStaticRequirementAndADelegateAnswer() {
        let r = Self.run("""
            view a frame 0,0,375,667
            recognizer r1 = tap on a
            recognizer r2 = pan on a
            recognizer r3 = swipe on a
            r1 requireToFail r3
            delegate r3 shouldRequireFailureOf any = true
            tap at 100,100
            """)
        #expect(r.status == .ok, "\(r.diagnostics)")
        #expect(r.out == """
            [7] tap at 100,100
              0ms          finger 1 down at 100,100 (a) · r3 delegate: shouldRequireFailureOf(r1) → true
              0ms          r3 delegate: shouldRequireFailureOf(r2) → true · a.touchesBegan [1] → window (unhandled)
              50ms         finger 1 up · r1: would be recognized, waiting for r3 to fail, which waits for r1: a failure-requirement cycle; stays possible
              50ms         r2: possible → failed (touches ended)
              50ms         r3: possible → failed (touches ended)
              50ms         r1: possible → recognized (r3 failed, so r1 is free: a failure-requirement cycle)
              50ms         action log ← r1 [recognized] · console "r1 recognized"
              50ms         a.touchesCancelled [1] cancelled by r1 → window (unhandled) · reset: r1, r2, r3

            """)
    }

    /// A three-cycle a → b → c → a (a tap, a long press, a double tap) and d, a tap outside it that requires a: a
    /// tap ends a first, which fails the other members and fires; d fails because a recognized. A press held past
    /// 0.5 s: the long press would begin but waits on the cycle; the lift ends the tap, which wins.
    @Test func aThreeCycleAndAChainIntoIt() {
        let r = Self.run("""
            view v frame 0,0,375,667
            recognizer a = tap on v
            recognizer b = longPress on v
            recognizer c = tap numberOfTapsRequired = 2 on v
            recognizer d = tap on v
            a requireToFail b
            b requireToFail c
            c requireToFail a
            d requireToFail a
            delegate d shouldRecognizeSimultaneouslyWith any = true
            tap at 100,100
            wait 1s
            down 1 at 100,100
            wait 600ms
            up 1
            wait 1s
            """)
        #expect(r.status == .ok, "\(r.diagnostics)")
        #expect(r.out == """
            [11] tap at 100,100
              0ms          finger 1 down at 100,100 (v) · v.touchesBegan [1] → window (unhandled)
              50ms         finger 1 up · a: would be recognized, waiting for b to fail, which waits for c, which waits for a: a failure-requirement cycle; stays possible
              50ms         d: would be recognized, waiting for a to fail; stays possible
              50ms         b: possible → failed (touches ended)
              50ms         c: possible → failed (a recognized first, so c fails: a failure-requirement cycle)
              50ms         a: possible → recognized (b failed, so a is free: a failure-requirement cycle)
              50ms         action log ← a [recognized] · console "a recognized"
              50ms         v.touchesCancelled [1] cancelled by a → window (unhandled)
              50ms         d: possible → failed (a, which it requires to fail, recognized) · reset: a, b, c, d
            [12] wait 1s
            [13] down 1 at 100,100
              1050ms       finger 1 down at 100,100 (v) · v.touchesBegan [1] → window (unhandled)
            [14] wait 600ms
              1550ms       timer: b minimumPressDuration fired · b: would begin, waiting for c to fail, which waits for a, which waits for b: a failure-requirement cycle; stays possible
            [15] up 1
              1650ms       finger 1 up · a: possible → recognized (1 tap completed)
              1650ms       action log ← a [recognized] · console "a recognized"
              1650ms       v.touchesCancelled [1] cancelled by a → window (unhandled)
              1650ms       b: possible → failed (a recognized first, so b fails: a failure-requirement cycle)
              1650ms       c: possible → failed (a recognized first, so c fails: a failure-requirement cycle)
              1650ms       d: possible → failed (a, which it requires to fail, recognized) · reset: a, b, c, d
            [16] wait 1s

            """)
    }

    /// A member that fails on its own (the swipe, too slow) frees the one waiting for it (the long press, whose timer
    /// ran out at the same instant), which then fires with that cause; a recognizer
    /// outside the cycle that requires a member (a chain into it) waits for that member's report, as for any
    /// requirement, and fails when it recognizes.
    @Test func aMemberThatFailsFreesTheOther() {
        let r = Self.run("""
            view v frame 0,0,375,667
            recognizer press = longPress on v
            recognizer swipe = swipe on v
            recognizer follower = pan on v
            press requireToFail swipe
            swipe requireToFail press
            follower requireToFail press
            delegate follower shouldRecognizeSimultaneouslyWith any = true
            down 1 at 100,100
            wait 600ms
            move 1 by 30,0 over 100ms steps 2
            up 1
            """)
        #expect(r.status == .ok, "\(r.diagnostics)")
        #expect(r.out == """
            [9] down 1 at 100,100
              0ms          finger 1 down at 100,100 (v) · v.touchesBegan [1] → window (unhandled)
            [10] wait 600ms
              500ms        timer: press minimumPressDuration fired · press: would begin, waiting for swipe to fail, which waits for press: a failure-requirement cycle; stays possible
              500ms        timer: swipe maximumDuration fired · swipe: possible → failed (maximumDuration 500ms elapsed)
              500ms        press: possible → began (swipe failed, so press is free: a failure-requirement cycle)
              500ms        action log ← press [began] · console "press began"
              500ms        v.touchesCancelled [1] cancelled by press → window (unhandled)
              500ms        follower: possible → failed (press, which it requires to fail, recognized)
            [11] move 1 by 30,0 over 100ms steps 2
              650ms        finger 1 moved to 115,100 · press: began → changed
              650ms        action log ← press [changed] · console "press changed"
              700ms        finger 1 moved to 130,100 · press: changed → changed
              700ms        action log ← press [changed] · console "press changed"
            [12] up 1
              700ms        finger 1 up · press: changed → ended (touches ended)
              700ms        action log ← press [ended] · console "press ended" · reset: press, swipe, follower

            """)
    }

    /// A requirement on itself is still an error: UIKit logs it and ignores it.
    @Test func aRequirementOnItselfIsRefused() {
        let r = Self.run("""
            recognizer t = tap
            t requireToFail t
            """)
        #expect(r.status == .scriptError)
        #expect(r.diagnostics.hasPrefix("c.gesture:2:1: error: 't' cannot require itself to fail"), "\(r.diagnostics)")
    }
}
