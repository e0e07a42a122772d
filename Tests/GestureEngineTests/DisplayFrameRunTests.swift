import Testing

@testable import GestureEngine

/// A decelerating scroll view's display frames shown in one loop inside the timer that fires (`showDisplayFrames`,
/// `FastPaths.displayFrameRun`) instead of one timer each: a flick waited out costs no timer per frame, and the
/// frames, the delegate calls and the trace are those of the general path, whatever interrupts the run.
@Suite struct DisplayFrameRunTests {
    /// A 400-pt list of 10,000 pt of content with a double tap on a button beside it: a flick up lifted at 100 ms,
    /// waited out to 3 s in waits of `stepMs` (nil: one wait); with `tapsDuring`, the button is tapped twice during
    /// the deceleration (its interval timer and update passes come between frames).
    static func run(fastPaths: FastPaths, stepMs: Int64? = nil, tapsDuring: Bool = false)
        -> (trace: [TraceEvent], end: String, schedulesWhileWaiting: UInt64)
    {
        var s = Scene()
        s.env.fastPaths = fastPaths
        let list = s.env.addView(name: "list", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        s.env.makeScrollView(list, contentSize: Point(x: 400, y: 10_000))
        let button = s.env.addView(name: "button", frame: Rect(x: 0, y: 420, width: 100, height: 100))
        s.add("double", .tap, on: button, ["numberOfTapsRequired": .integer(2)])
        s.at(0, .down(finger: 1, at: p(100, 350)))
        for k in Int64(1)...6 { s.at(k * 16, .move(finger: 1, to: p(100, 350 - Double(k) * 40))) }
        s.at(100, .up(finger: 1))
        let before = s.env.timers.schedulingCount
        if tapsDuring {
            s.at(400, .down(finger: 2, at: p(50, 470)))
            s.at(450, .up(finger: 2))
            s.at(600, .down(finger: 2, at: p(50, 470)))
            s.at(650, .up(finger: 2))
            s.at(1200, .down(finger: 2, at: p(50, 470)))
            s.at(1250, .up(finger: 2))
        }
        if let step = stepMs {
            var t = s.env.now.microseconds / 1000
            while t < 3000 {
                t = min(3000, t + step)
                s.wait(until: t)
            }
        } else {
            s.wait(until: 3000)
        }
        let state = s.env.scrollViews[list]!
        let end = "offset \(state.contentOffset.y.bitPattern) velocity \(state.velocity.y.bitPattern) "
            + "didScroll \(state.count(of: .scrollViewDidScroll)) didEnd \(state.count(of: .scrollViewDidEndDecelerating)) "
            + "decelerating \(state.isDecelerating) frames \(state.framesShown) timers \(s.env.pendingTimers().count)"
        return (s.env.takeTrace(), end, s.env.timers.schedulingCount - before)
    }

    /// Waited out in one advance, the flick's frames (about 165) schedule no timer: the frame due first was
    /// scheduled at the lift, and the rest run in its loop.
    @Test func aFlickWaitedOutSchedulesNoTimerPerFrame() {
        let fast = Self.run(fastPaths: .all)
        #expect(fast.schedulesWhileWaiting == 0)
        #expect(fast.end.contains("didEnd 1 decelerating false"), "\(fast.end)")
        let general = Self.run(fastPaths: [])
        #expect(general.schedulesWhileWaiting > 100, "the general path schedules a timer per frame")
    }

    /// The same offsets (to the bit), delegate calls and trace with and without the run, in one wait or many, with a
    /// recognizer's timers and update passes between the frames or not.
    @Test(arguments: [nil, 1, 7, 16, 250] as [Int64?], [false, true])
    func theRunChangesNothing(stepMs: Int64?, tapsDuring: Bool) {
        let general = Self.run(fastPaths: [], tapsDuring: tapsDuring)
        let fast = Self.run(fastPaths: .all, stepMs: stepMs, tapsDuring: tapsDuring)
        #expect(fast.end == general.end)
        #expect(fast.trace == general.trace)
        #expect(general.trace.count { if case .scrolled = $0 { true } else { false } } > 100)
        if tapsDuring {
            #expect(general.trace.contains { if case .transition(_, _, _, .ended, _) = $0 { true } else { false } },
                    "the double tap is recognized during the deceleration")
        }
    }
}
