/// `UISwipeGestureRecognizer` (discrete) [DOC A-swipe, DEC D `UISwipeGestureRecognizer.mm`, DEC D2 BKSwipeGestureRecognizer].
///
/// ```
///         fingers down (≤ numberOfTouchesRequired)
///  idle ─────────────────────────────────────────► tracking ──(touchesMoved: every required finger meets the criteria
///   ▲                                              │   ▲         of an allowed direction)─────────────► finished: ended
///   │ reset()                                      │   └─ more fingers (≤ required): restart the clock     (recognized)
///   │                                              └──► finished: failed ── more fingers than required, a finger lifted
///   └──────────────────────── finished                  or cancelled, maximumDuration elapsed, movement across the
///                                                       axis > maximumSecondaryMovement (decayed)
/// ```
/// - `idle`: no finger yet.
/// - `tracking`: fingers are down; each finger's movement is measured from where it touched down. The
///   `maximumDuration` timer runs from the latest touch-down (UIKit 26 resets `_startTime` on every touchesBegan).
/// - `finished`: `recognized` or `failed` was requested; waits for `reset()`. `location(in:)` stays the start centroid.
///
/// **Criteria** (per finger, per direction, t = seconds since the latest touch-down, capped at 0.5 s):
/// - primary movement (along the direction, with the right sign) ≥ `minimumPrimaryMovement · (1 − t·(1 − 0.06))`;
/// - secondary movement (across the axis, absolute) ≤ `maximumSecondaryMovement · (1 − t·(1 − 0.02))`;
/// - the finger's speed along the axis since the previous move ≥ `minimumPrimaryMovementRate` (Δt ≥ 10 ms).
/// The decay factors are UIKit's: `rate` is the fraction of the threshold left after one second of linear decay,
/// so at 0.5 s the minimum is 50 × 0.53 = 26.5 pt and the maximum 200 × 0.51 = 102 pt. t is capped at 0.5 s, a
/// constant in UIKit's code, whatever `maximumDuration` is [DEC `fmin(time, 0.5)`]; the factor is also clamped at 0.
///
/// **Decisions** on each touchesMoved, when the required number of fingers is down:
/// - every finger satisfies some allowed direction → recognized (possible → ended), during the move [DEC];
/// - otherwise a finger whose secondary movement exceeds the decayed maximum on an allowed axis → failed [DEC];
/// - movement that satisfies only a direction outside `direction` does **not** fail: the swipe stays possible until
///   the time runs out (reported as `maximumDuration` elapsed) or a finger lifts (reported as `wrongDirection`) [GUESS: UIKit 26 has a
///   wrong-direction tolerance whose default is unknown; open question 7 recommends ∞].
///
/// Moves at or after `maximumDuration` are too late even if the timer has not fired yet (UIKit 26 fails on the first
/// move after it). `location(in:)` is the centroid of the fingers at the latest touch-down [DEC].
public struct SwipeMachine: GestureMachine, RecordsCause {
    /// What the machine knows while fingers are down.
    struct Tracking: Hashable, Sendable {
        /// Where each finger touched down (window coordinates).
        var starts: [TouchID: Point]
        /// Each finger's location at the previous touchesMoved, for the speed check.
        var previous: [TouchID: Point]
        /// The latest touch-down; the clock of the decay and of `maximumDuration`.
        var startTime: VirtualTime
        /// Time of the previous touchesMoved (or of the latest touch-down).
        var previousTime: VirtualTime
        /// Centroid of the fingers at the latest touch-down: `location(in:)`.
        var startCentroid: Point
        /// A direction outside `direction` that every finger satisfied at some move; explains a later failure.
        var wrongDirection: SwipeDirection?
    }

    enum Phase: Hashable, Sendable {
        case idle
        case tracking(Tracking)
        case finished(startCentroid: Point?)
    }

    /// The allowed directions; several may be combined.
    public var direction: SwipeDirection = .right
    public var numberOfTouchesRequired = GestureDefaults.numberOfTouchesRequired
    /// Points, at t = 0. Private in UIKit.
    public var minimumPrimaryMovement = GestureDefaults.swipeMinimumPrimaryMovement
    /// Points, at t = 0. Private in UIKit.
    public var maximumSecondaryMovement = GestureDefaults.swipeMaximumSecondaryMovement
    /// Private in UIKit.
    public var maximumDuration = GestureDefaults.swipeMaximumDuration
    /// Fraction of `minimumPrimaryMovement` left after 1 s of linear decay. Private in UIKit.
    public var rateOfMinimumMovementDecay = GestureDefaults.swipeRateOfMinimumMovementDecay
    /// Fraction of `maximumSecondaryMovement` left after 1 s of linear decay. Private in UIKit.
    public var rateOfMaximumMovementDecay = GestureDefaults.swipeRateOfMaximumMovementDecay
    /// Points per second along the axis, per finger, between consecutive moves. Private in UIKit 26.
    public var minimumPrimaryMovementRate = GestureDefaults.swipeMinimumPrimaryMovementRate

    private(set) var phase = Phase.idle
    /// See `GestureMachine.cause`.
    public internal(set) var cause: Cause?

    public init() {}

    /// The centroid of the fingers at the latest touch-down, nil before the first finger.
    public var startLocation: Point? {
        switch phase {
        case .idle: nil
        case .tracking(let t): t.startCentroid
        case .finished(let start): start
        }
    }

    /// The settable properties, public and private (the defaults are the stored properties' initial values).
    static let properties: [MachineProperty<SwipeMachine>] = [
        MachineProperty("direction", \.direction, source: "[DOC] UISwipeGestureRecognizer: right"),
        MachineProperty("numberOfTouchesRequired", \.numberOfTouchesRequired, source: "[DOC] UISwipeGestureRecognizer: 1", minimum: 1,
                        maximum: 20),
        MachineProperty("minimumPrimaryMovement", \.minimumPrimaryMovement, unit: "pt", source: "[DEC] BKSwipeGestureRecognizer init: 50 pt",
                        isPrivateInUIKit: true, minimum: 0),
        MachineProperty("maximumSecondaryMovement", \.maximumSecondaryMovement, unit: "pt",
                        source: "[DEC] BKSwipeGestureRecognizer init: 200 pt", isPrivateInUIKit: true, minimum: 0),
        MachineProperty("maximumDuration", \.maximumDuration, unit: "s", source: "[DEC] BKSwipeGestureRecognizer init: 0.5 s",
                        isPrivateInUIKit: true, minimum: 0),
        MachineProperty("rateOfMinimumMovementDecay", \.rateOfMinimumMovementDecay, source: "[DEC] BKSwipeGestureRecognizer init: 0.06",
                        isPrivateInUIKit: true, minimum: 0, maximum: 1),
        MachineProperty("rateOfMaximumMovementDecay", \.rateOfMaximumMovementDecay, source: "[DEC] BKSwipeGestureRecognizer init: 0.02",
                        isPrivateInUIKit: true, minimum: 0, maximum: 1),
        MachineProperty("minimumPrimaryMovementRate", \.minimumPrimaryMovementRate, unit: "pt/s",
                        source: "[GUESS] 0; UIKit 26 value unknown (open question 7)", isPrivateInUIKit: true, minimum: 0),
    ]

    public static let propertyDescriptors = properties.descriptors(defaultsFrom: SwipeMachine())
    public func value(of property: String) -> PropertyValue? { Self.properties.value(of: property, in: self) }
    public mutating func setValue(_ value: PropertyValue, for property: String) { Self.properties.set(value, for: property, in: &self) }

    // MARK: - Thresholds

    /// The decayed minimum primary movement, in points, `elapsed` after the latest touch-down.
    public func minimumPrimaryMovement(after elapsed: TimeSpan) -> Double {
        minimumPrimaryMovement * decayFactor(rate: rateOfMinimumMovementDecay, elapsed: elapsed)
    }

    /// The decayed maximum secondary movement, in points, `elapsed` after the latest touch-down.
    public func maximumSecondaryMovement(after elapsed: TimeSpan) -> Double {
        maximumSecondaryMovement * decayFactor(rate: rateOfMaximumMovementDecay, elapsed: elapsed)
    }

    /// `1 − min(t, 0.5)·(1 − rate)`, t in seconds [DEC `_checkForSwipeWithDelta:…`: `fmin(time, 0.5)`, a constant,
    /// not `maximumDuration`], clamped at 0 (ours; the factor cannot go below 0 with rates in 0…1 anyway).
    private func decayFactor(rate: Double, elapsed: TimeSpan) -> Double {
        let t = min(max(elapsed.seconds, 0), GestureDefaults.swipeDecayTimeCap.seconds)
        return max(0, 1 - t * (1 - rate))
    }

    // MARK: - Touches

    public mutating func touchesBegan(_ batch: TouchBatch) -> MachineActions {
        let active = batch.activeTouches
        var tracking: Tracking
        switch phase {
        case .finished:
            return MachineActions()  // Harmless: the environment stops delivering once it has seen our terminal state.
        case .idle:
            tracking = Tracking(starts: [:], previous: [:], startTime: batch.now, previousTime: batch.now,
                                startCentroid: centroidOfTouches(active), wrongDirection: nil)
        case .tracking(let t):
            tracking = t
        }
        if active.count > numberOfTouchesRequired {
            phase = .tracking(tracking)
            return fail(.touchCount(property: .numberOfTouchesRequired, required: numberOfTouchesRequired, actual: active.count))
        }
        for touch in batch.touches(in: .began) {
            tracking.starts[touch.id] = touch.location
            tracking.previous[touch.id] = touch.location
        }
        // UIKit 26 restarts the clock and recomputes the start centroid on every touch-down.
        tracking.startTime = batch.now
        tracking.previousTime = batch.now
        tracking.startCentroid = centroidOfTouches(active)
        phase = .tracking(tracking)
        return MachineActions(.startTimer(.maximumDuration, after: maximumDuration))
    }

    public mutating func touchesMoved(_ batch: TouchBatch) -> MachineActions {
        switch phase {
        case .idle, .finished:
            return MachineActions()
        case .tracking(var tracking):
            let elapsed = batch.now - tracking.startTime
            if elapsed >= maximumDuration {
                return fail(timeoutCause)
            }
            let fingers = batch.activeTouches.filter { tracking.starts[$0.id] != nil }
            let minimum = minimumPrimaryMovement(after: elapsed)
            let maximum = maximumSecondaryMovement(after: elapsed)
            let interval = max(batch.now - tracking.previousTime, GestureDefaults.swipeMinimumRateSampleInterval)
            let verdicts = fingers.map { touch in
                judge(moved: touch.location - tracking.starts[touch.id]!,
                      step: touch.location - (tracking.previous[touch.id] ?? touch.location),
                      interval: interval, minimum: minimum, maximum: maximum)
            }
            for touch in fingers { tracking.previous[touch.id] = touch.location }
            tracking.previousTime = batch.now
            phase = .tracking(tracking)

            let secondaries = verdicts.compactMap { if case .tooFarAcross(let s) = $0 { s } else { nil } }
            if let worst = secondaries.max() {
                return fail(.threshold(property: .maximumSecondaryMovement, limit: maximum, actual: worst,
                                       unit: .points, comparison: .greater))
            }
            guard fingers.count == numberOfTouchesRequired else { return MachineActions() }
            let primaries = verdicts.compactMap { if case .satisfies(let p) = $0 { p } else { nil } }
            if primaries.count == verdicts.count, let weakest = primaries.min() {
                return recognize(.threshold(property: .minimumPrimaryMovement, limit: minimum, actual: weakest,
                                            unit: .points, comparison: .greaterOrEqual))
            }
            // Remember a swipe in a direction that is not allowed, to explain the failure that will follow.
            let wrong = verdicts.compactMap { if case .wrongDirection(let d) = $0 { d } else { nil } }
            if let first = wrong.first, wrong.count + primaries.count == verdicts.count {
                tracking.wrongDirection = first
                phase = .tracking(tracking)
            }
            return MachineActions()
        }
    }

    /// How one finger's movement measures up.
    private enum Verdict {
        /// Meets the criteria of an allowed direction; `primary` is its movement along it, in points.
        case satisfies(primary: Double)
        /// Moved too far across an allowed axis: `secondary` points.
        case tooFarAcross(secondary: Double)
        /// Meets the criteria only of a direction that `direction` does not allow.
        case wrongDirection(SwipeDirection)
        /// Not (yet) far or fast enough.
        case short
    }

    private static let axes: [(SwipeDirection, Point)] = [
        (.right, Point(x: 1, y: 0)), (.left, Point(x: -1, y: 0)), (.up, Point(x: 0, y: -1)), (.down, Point(x: 0, y: 1)),
    ]

    /// Judges a finger that moved `moved` since touch-down and `step` since the previous move.
    private func judge(moved: Point, step: Point, interval: TimeSpan, minimum: Double, maximum: Double) -> Verdict {
        var wrong: SwipeDirection?
        var across = 0.0
        for (candidate, unit) in Self.axes {
            let primary = moved.x * unit.x + moved.y * unit.y
            let secondary = abs(moved.x * unit.y - moved.y * unit.x)
            let speed = abs(step.x * unit.x + step.y * unit.y) / interval.seconds
            let allowed = direction.contains(candidate)
            if allowed { across = max(across, secondary > maximum ? secondary : 0) }
            let meets = primary > 0 && primary >= minimum && secondary <= maximum && speed >= minimumPrimaryMovementRate
            guard meets else { continue }
            if allowed { return .satisfies(primary: primary) }
            wrong = wrong ?? candidate
        }
        if across > 0 { return .tooFarAcross(secondary: across) }
        if let wrong { return .wrongDirection(wrong) }
        return .short
    }

    public mutating func touchesEnded(_ batch: TouchBatch) -> MachineActions {
        switch phase {
        case .idle, .finished:
            return MachineActions()
        case .tracking(let tracking):
            // Any finger lifted before recognition fails the swipe [DEC].
            if let wrong = tracking.wrongDirection {
                return fail(.wrongDirection(allowed: direction, moved: wrong))
            }
            return fail(.touchesEnded)
        }
    }

    public mutating func touchesCancelled(_ batch: TouchBatch) -> MachineActions {
        switch phase {
        case .idle, .finished: return MachineActions()
        case .tracking: return fail(.touchesCancelled)
        }
    }

    public mutating func timerFired(_ timer: MachineTimer, _ batch: TouchBatch) -> MachineActions {
        guard timer == .maximumDuration else { return MachineActions() }  // Not ours; harmless.
        switch phase {
        case .idle, .finished:
            return MachineActions()  // A timer that outlived its attempt; harmless.
        case .tracking:
            return fail(timeoutCause)
        }
    }

    public mutating func reset() {
        phase = .idle
        cause = nil
    }

    /// The start centroid [DEC].
    public func location(touches: [TrackedTouch]) -> Point {
        startLocation ?? centroidOfTouches(touches)
    }

    // MARK: - Outcomes

    /// The time ran out: the cause is the timer itself, even after a move in a direction that is not allowed (what
    /// decided is `maximumDuration`; the wrong direction only kept the swipe from recognizing before it).
    private var timeoutCause: Cause {
        .timerElapsed(property: .maximumDuration, duration: maximumDuration)
    }

    private mutating func fail(_ cause: Cause) -> MachineActions {
        phase = .finished(startCentroid: startLocation)
        return MachineActions(.cancelTimer(.maximumDuration), state(.failed, cause))
    }

    private mutating func recognize(_ cause: Cause) -> MachineActions {
        phase = .finished(startCentroid: startLocation)
        return MachineActions(.cancelTimer(.maximumDuration), state(.ended, cause))
    }
}
