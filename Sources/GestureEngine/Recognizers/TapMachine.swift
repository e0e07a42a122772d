/// `UITapGestureRecognizer` (discrete), following the private `UITapRecognizer` [DEC].
///
/// ```
///            first touch of a tap                  last finger up, taps < required
///  idle ───────────────────────────► tapDown ───────────────────────────────────────► betweenTaps
///   ▲                                   │  ▲                 next touch down (in time)     │
///   │ reset()                           │  └───────────────────────────────────────────────┘
///   │                                   │ last finger up, taps == required
///  finished ◄── failed: moved > allowableMovement, too many fingers, held > maximumTapDuration,
///               next tap late (> maximumIntervalBetweenSuccessiveTaps), cancelled
///  finished ◄── ended (recognized)
/// ```
/// - `idle`: no touch yet in this attempt.
/// - `tapDown`: fingers are down for tap number `tapsCompleted + 1`; the `maximumTapDuration` timer runs.
/// - `betweenTaps`: all fingers lifted, more taps needed; the inter-tap timer runs.
/// - `finished`: the machine reported `recognized` or `failed` and waits for `reset()`.
///
/// Movement is the Euclidean distance of the touches' centroid from `startPoint`, the centroid when the required
/// fingers first touched down on the first tap; `location(in:)` reports `startPoint` [DEC].
public struct TapMachine: GestureMachine, RecordsCause {
    enum Phase: Hashable, Sendable {
        case idle
        /// `reachedRequiredTouches`: the required number of fingers was down at some point during this tap.
        case tapDown(firstTouchAt: VirtualTime, reachedRequiredTouches: Bool)
        case betweenTaps
        case finished
    }

    public var numberOfTapsRequired = GestureDefaults.numberOfTapsRequired
    public var numberOfTouchesRequired = GestureDefaults.numberOfTouchesRequired
    /// Points. Private in UIKit.
    public var allowableMovement = GestureDefaults.tapAllowableMovement
    public var maximumIntervalBetweenSuccessiveTaps = GestureDefaults.maximumIntervalBetweenSuccessiveTaps
    public var maximumTapDuration = GestureDefaults.maximumTapDuration
    public var allowableTouchTimeSeparation = GestureDefaults.allowableTouchTimeSeparation

    private(set) var phase = Phase.idle
    /// See `GestureMachine.cause`.
    public internal(set) var cause: Cause?
    private(set) var tapsCompleted = 0
    /// The centroid when the required fingers first touched down on the first tap (window coordinates).
    private(set) var startPoint: Point?
    /// The centroid at the first touch-down of the attempt, the reference for movement until `startPoint` is set.
    private(set) var firstTouchPoint: Point?

    public init() {}

    /// The settable properties, public and private (the defaults are the stored properties' initial values).
    static let properties: [MachineProperty<TapMachine>] = [
        MachineProperty("numberOfTapsRequired", \.numberOfTapsRequired, source: "[DOC] UITapGestureRecognizer", minimum: 1, maximum: 100),
        MachineProperty("numberOfTouchesRequired", \.numberOfTouchesRequired, source: "[DOC] UITapGestureRecognizer", minimum: 1,
                        maximum: 20),
        MachineProperty("allowableMovement", \.allowableMovement, unit: "pt", source: "[DEC] UITapRecognizer: 45 pt",
                        isPrivateInUIKit: true, minimum: 0),
        MachineProperty("maximumIntervalBetweenSuccessiveTaps", \.maximumIntervalBetweenSuccessiveTaps, unit: "s",
                        source: "[DEC] UITapRecognizer init: 0.35 s", isPrivateInUIKit: true, minimum: 0),
        MachineProperty("maximumTapDuration", \.maximumTapDuration, unit: "s",
                        source: "[GUESS] 0.75 s (WinObjC); UIKit's constant unresolved", isPrivateInUIKit: true, minimum: 0),
        MachineProperty("allowableTouchTimeSeparation", \.allowableTouchTimeSeparation, unit: "s",
                        source: "[GUESS] 0.25 s; UIKit's constant unresolved", isPrivateInUIKit: true, minimum: 0),
    ]

    public static let propertyDescriptors = properties.descriptors(defaultsFrom: TapMachine())
    public func value(of property: String) -> PropertyValue? { Self.properties.value(of: property, in: self) }
    public mutating func setValue(_ value: PropertyValue, for property: String) { Self.properties.set(value, for: property, in: &self) }

    // MARK: - Touches

    public mutating func touchesBegan(_ batch: TouchBatch) -> MachineActions {
        switch phase {
        case .finished:
            return MachineActions()  // Harmless: the environment stops delivering once it has seen our terminal state.
        case .idle, .betweenTaps:
            let wasBetweenTaps = phase == .betweenTaps
            let active = batch.activeCountAndCentroid
            phase = .tapDown(firstTouchAt: batch.now, reachedRequiredTouches: false)
            if firstTouchPoint == nil { firstTouchPoint = active.centroid }
            var actions = fingersWentDown(active, now: batch.now)
            // The tap may have failed at once (too many fingers); otherwise start its clock.
            if case .tapDown = phase {
                actions.append(.startTimer(.maximumTapDuration, after: maximumTapDuration))
                if wasBetweenTaps { actions.append(.cancelTimer(.tapInterval)) }
            }
            return actions
        case .tapDown:
            return fingersWentDown(batch.activeCountAndCentroid, now: batch.now)
        }
    }

    /// A touch began (so some touch is active): the tap reaches its required touches or fails with too many.
    /// `active` is the batch's count of active touches and their centroid.
    private mutating func fingersWentDown(_ active: (count: Int, centroid: Point), now: VirtualTime) -> MachineActions {
        let activeCount = active.count
        guard case .tapDown(let firstTouchAt, let reached) = phase else { return MachineActions() }
        if activeCount > numberOfTouchesRequired {
            return fail(.touchCount(property: .numberOfTouchesRequired, required: numberOfTouchesRequired, actual: activeCount))
        }
        guard activeCount == numberOfTouchesRequired, !reached else { return MachineActions() }
        if numberOfTouchesRequired > 1, now - firstTouchAt > allowableTouchTimeSeparation {
            return fail(.threshold(property: .allowableTouchTimeSeparation, limit: allowableTouchTimeSeparation.seconds,
                                   actual: (now - firstTouchAt).seconds, unit: .seconds, comparison: .greater))
        }
        phase = .tapDown(firstTouchAt: firstTouchAt, reachedRequiredTouches: true)
        let center = active.centroid
        if let start = startPoint {
            let distance = center.distance(to: start)
            if distance > allowableMovement {
                return fail(.threshold(property: .allowableMovement, limit: allowableMovement, actual: distance,
                                       unit: .points, comparison: .greater))
            }
        } else {
            startPoint = center
        }
        return MachineActions()
    }

    public mutating func touchesMoved(_ batch: TouchBatch) -> MachineActions {
        guard case .tapDown = phase else { return MachineActions() }
        guard let reference = startPoint ?? firstTouchPoint else { return MachineActions() }
        let distance = batch.centroid.distance(to: reference)
        if distance > allowableMovement {
            return fail(.threshold(property: .allowableMovement, limit: allowableMovement, actual: distance,
                                   unit: .points, comparison: .greater))
        }
        return MachineActions()
    }

    public mutating func touchesEnded(_ batch: TouchBatch) -> MachineActions {
        guard case .tapDown(_, let reached) = phase else { return MachineActions() }
        guard reached else {
            return fail(.touchCount(property: .numberOfTouchesRequired, required: numberOfTouchesRequired,
                                    actual: batch.touches.count))
        }
        // The tap counts when its last finger lifts.
        guard batch.activeCount == 0 else { return MachineActions() }
        tapsCompleted += 1
        if tapsCompleted >= numberOfTapsRequired {
            phase = .finished
            return MachineActions(.cancelTimer(.maximumTapDuration), state(.ended, .tapCount(required: numberOfTapsRequired)))
        }
        phase = .betweenTaps
        return MachineActions(.cancelTimer(.maximumTapDuration), .startTimer(.tapInterval, after: maximumIntervalBetweenSuccessiveTaps))
    }

    public mutating func touchesCancelled(_ batch: TouchBatch) -> MachineActions {
        switch phase {
        case .finished: return MachineActions()
        case .idle, .tapDown, .betweenTaps: return fail(.touchesCancelled)
        }
    }

    public mutating func timerFired(_ timer: MachineTimer, _ batch: TouchBatch) -> MachineActions {
        switch (timer, phase) {
        case (.maximumTapDuration, .tapDown):
            return fail(.timerElapsed(property: .maximumTapDuration, duration: maximumTapDuration))
        case (.tapInterval, .betweenTaps):
            return fail(.timerElapsed(property: .maximumIntervalBetweenSuccessiveTaps, duration: maximumIntervalBetweenSuccessiveTaps))
        default:
            return MachineActions()  // A timer that outlived its phase; the environment cancels timers on reset, so this is rare.
        }
    }

    public mutating func reset() {
        cause = nil
        phase = .idle
        tapsCompleted = 0
        startPoint = nil
        firstTouchPoint = nil
    }

    public func location(touches: [TrackedTouch]) -> Point {
        startPoint ?? centroidOfTouches(touches)
    }

    private mutating func fail(_ cause: Cause) -> MachineActions {
        phase = .finished
        return MachineActions(.cancelTimer(.maximumTapDuration), .cancelTimer(.tapInterval), state(.failed, cause))
    }

    // MARK: - Exclusion rules

    /// `canPrevent(_:)` [DEC `-[UITapGestureRecognizer canPreventGestureRecognizer:]`]: a tap never prevents a tap
    /// with the same number of touches that needs more taps, nor a long press that needs at least as many taps.
    func canPrevent(tap other: TapMachine) -> Bool {
        guard other.numberOfTouchesRequired == numberOfTouchesRequired else { return true }
        return !(other.numberOfTapsRequired > numberOfTapsRequired)
    }

    func canPrevent(longPress other: LongPressMachine) -> Bool {
        guard other.numberOfTouchesRequired == numberOfTouchesRequired else { return true }
        return !(other.numberOfTapsRequired >= numberOfTapsRequired)
    }
}
