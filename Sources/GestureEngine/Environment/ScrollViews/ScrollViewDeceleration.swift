/// After the lift: deceleration, the bounce back from past an edge and paging, moved once per display frame on the
/// virtual clock (scroll-view reference D5–D7). A decelerating view costs one timer per display frame it moves in,
/// and nothing once it rests.
extension GestureEnvironment {
    /// The timer tag a scroll view's display frames use on its pan's slot (the pan schedules no timer of its own).
    static let displayFrameTimer = MachineTimer.maximumDuration

    /// D5 (and D7 when paging): whether the view moves on after the lift, and if so its motion, per axis. Past an edge
    /// it bounces back; inside, it coasts only when the lift speed is at least `decelerationMinimumSpeed`; a paging
    /// view settles on a page unless it is on one already.
    func prepareDeceleration(_ view: ViewID) -> Bool {
        guard var s = scrollViews[view] else { return false }
        let size = Point(x: views[view.index].frame.width, y: views[view.index].frame.height)
        let axes = scrollableAxes(of: view)
        let maximum = s.maximumOffset(boundsSize: size)
        let offset = s.contentOffset
        var v = Point(x: axes.x ? s.velocity.x : 0, y: axes.y ? s.velocity.y : 0)
        func axis(_ on: Bool, _ x: Double, _ vx: Double, _ m: Double, _ d: Double, _ bounces: Bool) -> ScrollAxisMotion {
            if !on { return ScrollAxisMotion(restingAt: x) }
            if s.isPagingEnabled { return ScrollAxisMotion(pagingFrom: x, velocity: vx, maximum: m, pageSize: d) }
            return ScrollAxisMotion(position: x, velocity: vx, maximum: m, boundsSize: d, bounces: bounces, rate: s.decelerationRate)
        }
        let outside = offset.x < 0 || offset.x > maximum.x || offset.y < 0 || offset.y > maximum.y
        if !s.isPagingEnabled, !outside, v.x * v.x + v.y * v.y < GestureDefaults.decelerationMinimumSpeed * GestureDefaults.decelerationMinimumSpeed {
            // D5: too slow: the velocity is zeroed and the view stays (willDecelerate false).
            v = .zero
            s.velocity = .zero
        }
        var motion = (x: axis(axes.x, offset.x, v.x, maximum.x, size.x, s.bouncesHorizontally),
                      y: axis(axes.y, offset.y, v.y, maximum.y, size.y, s.bouncesVertically))
        if s.isPagingEnabled {
            // D5: a paging view already on its page does not move.
            if motion.x.pagingTarget == offset.x { motion.x = ScrollAxisMotion(restingAt: offset.x) }
            if motion.y.pagingTarget == offset.y { motion.y = ScrollAxisMotion(restingAt: offset.y) }
        }
        guard !(motion.x.isDone && motion.y.isDone) else {
            scrollViews[view] = s
            return false
        }
        s.motion = motion
        s.decelerationStart = now
        s.framesShown = 0
        scrollViews[view] = s
        // D8: while it moves, a touch-down begins its pan at once.
        if let pan = s.panGestureRecognizer { machines.setPanBeginsAtTouchDown(machine(pan), true) }
        return true
    }

    /// Schedules the next display frame: frame k is due k/hz seconds after the deceleration began. The frame reuses
    /// its pan's timer slot, so a deceleration of any length holds one timer entry at a time.
    func scheduleDisplayFrame(_ view: ViewID) {
        guard let (pan, deadline) = nextDisplayFrame(of: view) else { return }
        scheduleDisplayFrame(pan: pan, at: deadline)
    }

    /// Schedules `pan`'s view's next display frame, due at `deadline` (`nextDisplayFrame(of:)`).
    private func scheduleDisplayFrame(pan: RecognizerID, at deadline: VirtualTime) {
        timers.schedule(TimerKey(recognizer: pan, timer: Self.displayFrameTimer), at: deadline)
        if tracesTimerEvents { emitTimerEvent(.timerScheduled(time: now, recognizer: pan, timer: Self.displayFrameTimer, deadline: deadline)) }
    }

    /// The pan whose slot carries `view`'s display frames and when the next one is due.
    private func nextDisplayFrame(of view: ViewID) -> (pan: RecognizerID, deadline: VirtualTime)? {
        let hz = displayFramesPerSecond
        return scrollViews.update(view, { s -> (RecognizerID, VirtualTime)? in
            guard let pan = s.panGestureRecognizer else { return nil }
            return (pan, Self.displayFrameTime(s.framesShown + 1, after: s.decelerationStart, framesPerSecond: hz))
        }) ?? nil
    }

    /// The display frame of `view` due now, its next frame scheduled, and the update pass after it, as the timer
    /// queue runs a timer (`fireTimers`). While its next frame is due by `target`, no other timer is due at or before
    /// it, nothing traces timers and the update pass has nothing to do (`FastPaths.displayFrameRun`), that frame is
    /// shown in the same loop at its time instead: the queue would pop it next and the pass between would change
    /// nothing, so the offsets, delegate calls and trace are the same, without a timer entry per frame.
    func showDisplayFrames(_ view: ViewID, notAfter target: VirtualTime) {
        while let deadline = displayFrame(view) {
            if fastPaths.contains(.displayFrameRun), deadline <= target, !tracesTimerEvents, updatePassIsIdle,
                timers.nextDeadline().map({ $0 > deadline }) ?? true {
                now = deadline
                continue
            }
            if let (pan, deadline) = nextDisplayFrame(of: view) { scheduleDisplayFrame(pan: pan, at: deadline) }
            break
        }
        updatePass()
    }

    /// When display frame `k` of a deceleration that began at `start` is due: k/hz seconds later, rounded to the
    /// microsecond, so frames do not drift.
    @inline(__always)
    static func displayFrameTime(_ k: Int, after start: VirtualTime, framesPerSecond: Int) -> VirtualTime {
        let hz = Int64(max(1, framesPerSecond))
        return start + TimeSpan(microseconds: (Int64(k) * 1_000_000 + hz / 2) / hz)
    }

    /// One display frame of a decelerating view: each axis moves on by the time since the last frame; D6: coasting
    /// axes stop together once the speed is below `decelerationStopSpeed`; `scrollViewDidScroll` when the offset
    /// changed; `scrollViewDidEndDecelerating` once both axes rest. The view's state is stepped in place, the new
    /// offset and the delegate call's count included (`ScrollViewState.showNextFrame`): a frame copies no state,
    /// allocates nothing and reaches the state once. The time the next frame is due when the view moves on.
    private func displayFrame(_ view: ViewID) -> VirtualTime? {
        let time = now, hz = displayFramesPerSecond
        let scale = options.screenScale
        guard let frame = scrollViews.update(view, { $0.showNextFrame(at: time, framesPerSecond: hz, screenScale: scale) }) ?? nil else { return nil }
        if frame.moved {
            contentMoved(view)
            didScroll(view, decelerating: true)
        }
        if let next = frame.next { return next }
        if let pan = scrollViews.update(view, { $0.panGestureRecognizer }) ?? nil { machines.setPanBeginsAtTouchDown(machine(pan), false) }
        delegateCall(view, .scrollViewDidEndDecelerating)
        return nil
    }

    /// D8: a touch-down on a decelerating scroll view began its pan at once, and while the view decelerates the pan
    /// delays `touchesBegan` [DEC S-PAN]; having begun, it claims the touch, so the content never hears of it. The
    /// transcript says so with the `dropped` line it gives any withheld touch a recognizer claimed ("list.touchesBegan
    /// [1] dropped, claimed by list.panGestureRecognizer"), at the levels where withheld touches show. Other touches
    /// claimed at their touch-down by a gesture already running stay silent, as before.
    func traceTouchCaughtByScrollView(_ k: TouchSlot) {
        let touch = touchTable.records[k].id
        for n in 0..<touchTable.records[k].recognizers.count {
            let r = touchTable.records[k].recognizers[n]
            guard scrollViewOfPan[r] != nil, recognizers[r].kind == .pan, machines.cause(machine(r)) == .note(.caughtDecelerating),
                  tracked.index(of: touch, in: r) != nil else { continue }
            emit(.dropped(time: now, view: touchTable.records[k].view, phases: [.began], fingers: [touchTable.records[k].finger], by: r))
            return
        }
    }

    /// Stops a decelerating view where it is (a touch caught it, D8): no more frames.
    func stopDeceleration(_ view: ViewID) {
        guard scrollViews[view]?.motion != nil, let pan = scrollViews[view]?.panGestureRecognizer else { return }
        scrollViews[view]?.motion = nil
        scrollViews[view]?.velocity = .zero
        timers.cancel(TimerKey(recognizer: pan, timer: Self.displayFrameTimer))
        if tracesTimerEvents { emitTimerEvent(.timerCancelled(time: now, recognizer: pan, timer: Self.displayFrameTimer)) }
        machines.setPanBeginsAtTouchDown(machine(pan), false)
    }
}

/// What one display frame did to a decelerating view (`ScrollViewState.showNextFrame`).
struct DisplayFrameStep {
    /// Whether the frame moved the content (the state's `contentOffset` is the new offset, and its
    /// `scrollViewDidScroll` is counted).
    var moved: Bool
    /// When the next frame is due; nil when both axes rest after this one (the deceleration is over).
    var next: VirtualTime?
}

extension ScrollViewState {
    /// Steps the motion to display frame `framesShown + 1`, due at `now` (D6): each axis moves on by the time since
    /// the previous frame; coasting axes stop together once the speed is below `decelerationStopSpeed`. Sets the
    /// motion, the velocity and the frame count, and, when the offset changed, `contentOffset` and the count of
    /// `scrollViewDidScroll` (the caller moves the content's views and traces the scroll). Nil when the view is not
    /// moving. With a `screenScale` (D2, `EnvironmentOptions.screenScale`), the offset shown is rounded to 1/scale pt;
    /// the motion keeps its own unrounded position.
    mutating func showNextFrame(at now: VirtualTime, framesPerSecond: Int, screenScale: Double = 0) -> DisplayFrameStep? {
        guard motion != nil else { return nil }
        let previous = GestureEnvironment.displayFrameTime(framesShown, after: decelerationStart, framesPerSecond: framesPerSecond)
        let ms = Double((now - previous).microseconds) / 1000
        framesShown += 1
        // Stepped in place (`motion!` passed inout): the two axes' motions are not copied out and back.
        var (offset, finished) = Self.step(&motion!, milliseconds: ms, velocity: &velocity)
        if screenScale > 0 {
            offset = Point(x: (offset.x * screenScale).rounded() / screenScale, y: (offset.y * screenScale).rounded() / screenScale)
        }
        let moved = offset != contentOffset
        if moved {
            contentOffset = offset
            delegateCallCounts[ScrollViewDelegateCall.scrollViewDidScroll.rawValue] += 1
        }
        if finished {
            motion = nil
            return DisplayFrameStep(moved: moved, next: nil)
        }
        return DisplayFrameStep(moved: moved, next: GestureEnvironment.displayFrameTime(framesShown + 1, after: decelerationStart,
                                                                                        framesPerSecond: framesPerSecond))
    }

    /// `showNextFrame` on the motion itself: the offset after the step and whether both axes rest; sets `velocity`.
    private static func step(_ motion: inout (x: ScrollAxisMotion, y: ScrollAxisMotion), milliseconds ms: Double,
                             velocity: inout Point) -> (offset: Point, finished: Bool) {
        motion.x.step(milliseconds: ms)
        motion.y.step(milliseconds: ms)
        let vx = motion.x.isDecelerating ? motion.x.velocity : 0
        let vy = motion.y.isDecelerating ? motion.y.velocity : 0
        if vx * vx + vy * vy < GestureDefaults.decelerationStopSpeed * GestureDefaults.decelerationStopSpeed {
            motion.x.stopIfDecelerating()
            motion.y.stopIfDecelerating()
        }
        velocity = Point(x: motion.x.velocity, y: motion.y.velocity)
        return (Point(x: motion.x.position, y: motion.y.position), motion.x.isDone && motion.y.isDone)
    }
}
