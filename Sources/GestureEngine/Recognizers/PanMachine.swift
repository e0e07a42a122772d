/// `UIPanGestureRecognizer` (continuous) [DOC A-pan, DEC].
///
/// ```
///  tracking ──(|Δx| ≥ hysteresis or |Δy| ≥ hysteresis, enough fingers)──► panning ──(all fingers up)──► ended
///     │                                                                     └──(touches cancelled)──► cancelled
///     └──(all fingers up before that: failed; more fingers than maximumNumberOfTouches: failed)
/// ```
/// - `tracking`: touches are down; `translation` accumulates the centroid's movement from touch-down.
/// - `panning`: `.began` was requested; the hysteresis was removed from the translation per axis, toward zero
///   (moved +12,+3 → +2,0). Every later event is a `.changed` (the environment does that step).
/// - `finished`: terminal, waiting for `reset()`.
///
/// The translation is the sum of the centroid movements of the touches that stay down through each event, so adding
/// or lifting a finger does not make it jump [DEC]. Velocity is sampled per centroid move (Δ/Δt, zero for Δt under
/// 1 ms) and reported as 0.2·current + 0.8·previous sample [DEC].
public struct PanMachine: GestureMachine, RecordsCause {
    enum Phase: Hashable, Sendable { case idle, tracking, panning, finished }

    public var minimumNumberOfTouches = 1
    /// `NSUIntegerMax` in UIKit; capped at the 20 fingers a script can use.
    public var maximumNumberOfTouches = 20
    /// Points per axis. Private in UIKit.
    public var hysteresis = GestureDefaults.panHysteresis
    /// Count only touches that moved in the event toward `minimumNumberOfTouches`. Private in UIKit
    /// (`_setIgnoresStationaryTouches:`), off by default: UIKit adds every tracked touch to `_movingTouches` at
    /// touch-down and drops stationary ones only with this flag, which `_UIPanGestureRecognizerCommonInit` clears
    /// [DEC]. Only the count for beginning is modelled, not the anchor shift when a touch stops moving.
    public var ignoresStationaryTouches = false
    /// Whether movement along each axis may begin the pan (private `_canPanHorizontally`/`_canPanVertically`, both
    /// true for a plain pan). A scroll view's pan can pan only the axes its scroll view can scroll, so a drag along
    /// the other axis never begins it [DEC S-PAN `_shouldTryToBeginWithEvent:`] (scroll-view ref C2). Set by the
    /// environment, not a script property.
    var canPanHorizontally = true
    var canPanVertically = true
    /// A scroll view's pan while its scroll view decelerates (private `_shouldTrackImmediatelyWhileDecelerating`,
    /// true): a touch-down begins the pan at once, and its translation stays zero until the finger has moved the
    /// hysteresis, which is then taken off as at an ordinary begin [DEC S-PAN `_beginScrollWithEvent:`,
    /// `_handleCaughtDeceleratingScrollViewWithEvent:`] (scroll-view ref D8). Set by the environment; a reset leaves
    /// it.
    var beginsAtTouchDown = false
    /// A scroll view's pan with `isDirectionalLockEnabled`: the lock applied to each movement sample (scroll-view ref
    /// C5); nil for every other pan. Set by the environment; a reset clears the locked axis, not the switch.
    var directionalLock: DirectionalLock?
    /// A scroll view's pan inside another scroll view: when it lets the parent take the drag (scroll-view ref F2);
    /// nil for every other pan. Set and kept current by the environment.
    var nestedGate: NestedScrollGate?
    /// Swipe-to-delete's pan (`_UISwipeActionPanGestureRecognizer`): at the moment it would begin, a movement more
    /// vertical than horizontal fails it instead [DEC S-SWP `setState:`] (scroll-view ref G9). Set by the environment.
    var failsIfMoreVerticalAtBegin = false
    /// Swipe-to-delete's pan: a finger that touches down while it already tracks one and has not begun fails it
    /// (`touchesBegan:` sets failed when its active touches are not empty in the possible state) [DEC S-SWP
    /// `_UISwipeActionPanGestureRecognizer touchesBegan:withEvent:`] (scroll-view ref G9). Fingers that land together
    /// in its first event do not: it had none before. Set by the environment.
    var failsOnAnotherTouchBeforeBegin = false
    /// More touches than `maximumNumberOfTouches` while possible fail the pan (private `failsPastMaxTouches`, set by
    /// `_UIPanGestureRecognizerCommonInit` [DEC]). A scroll view's pan has it off [DEC S-PAN `init`] (scroll-view ref
    /// A7): the touches beyond the maximum are ignored instead, as after `began`. Set by the environment.
    var failsPastMaxTouches = true
    /// Began at touch-down and not yet moved the hysteresis: the movement so far, not yet in `translation`.
    private var caughtMovement: Point?

    private(set) var phase = Phase.idle
    /// See `GestureMachine.cause`.
    public internal(set) var cause: Cause?
    /// `translation(in:)`, points.
    public private(set) var translation = Point.zero
    /// `velocity(in:)`, points per second.
    public private(set) var velocity = Point.zero
    /// The translation when the pan began, before the hysteresis was taken off (which way it set off, for a
    /// switch's refusal of a parallel pan [DOC A-ctl]).
    private(set) var translationAtBegan = Point.zero
    private var previousSample: Point?
    private var lastSampleTime: VirtualTime?

    public init() {}

    /// The settable properties, public and private (the defaults are the stored properties' initial values).
    static let properties: [MachineProperty<PanMachine>] = [
        MachineProperty("minimumNumberOfTouches", \.minimumNumberOfTouches, source: "[DOC] UIPanGestureRecognizer: 1", minimum: 1,
                        maximum: 20),
        MachineProperty("maximumNumberOfTouches", \.maximumNumberOfTouches, source: "[DOC] NSUIntegerMax; capped at 20 fingers",
                        minimum: 1, maximum: 20),
        MachineProperty("hysteresis", \.hysteresis, unit: "pt", source: "[DEC] +[UIPanGestureRecognizer _defaultHysteresis] = 10",
                        isPrivateInUIKit: true, minimum: 0),
        MachineProperty("ignoresStationaryTouches", \.ignoresStationaryTouches,
                        source: "[DEC] private _ignoresStationaryTouches, cleared by the common init", isPrivateInUIKit: true),
    ]

    public static let propertyDescriptors = properties.descriptors(defaultsFrom: PanMachine())
    public func value(of property: String) -> PropertyValue? { Self.properties.value(of: property, in: self) }
    public mutating func setValue(_ value: PropertyValue, for property: String) { Self.properties.set(value, for: property, in: &self) }

    // MARK: - Touches

    public mutating func touchesBegan(_ batch: TouchBatch) -> MachineActions {
        let active = batch.activeCount
        switch phase {
        case .finished:
            return MachineActions()
        case .idle:
            phase = .tracking
            lastSampleTime = batch.now
            if active > maximumNumberOfTouches, failsPastMaxTouches { return tooMany(active) }
            guard beginsAtTouchDown else { return ignoringTouchesPastMaximum(batch, active: active) }
            phase = .panning
            caughtMovement = .zero
            if active > maximumNumberOfTouches {
                return MachineActions(ignoringTouchesPastMaximum(batch, active: active)[0], state(.began, .note(.caughtDecelerating)))
            }
            return MachineActions(state(.began, .note(.caughtDecelerating)))
        case .tracking:
            if failsOnAnotherTouchBeforeBegin {
                phase = .finished
                return MachineActions(state(.failed, .note(.anotherTouchBeforeSwipeBegan)))
            }
            guard active > maximumNumberOfTouches else { return MachineActions() }
            return failsPastMaxTouches ? tooMany(active) : ignoringTouchesPastMaximum(batch, active: active)
        case .panning:
            return ignoringTouchesPastMaximum(batch, active: active)
        }
    }

    /// Touches beyond the maximum are not tracked: the newest of this event past it are ignored. `active` is the
    /// batch's `activeCount`, which the caller has read already (counting again cost every touch-down of a pan).
    private func ignoringTouchesPastMaximum(_ batch: TouchBatch, active: Int) -> MachineActions {
        guard active > maximumNumberOfTouches else { return MachineActions() }
        return MachineActions(.ignoreNewTouches(keeping: max(0, batch.touches(in: .began).count - (active - maximumNumberOfTouches))))
    }

    private mutating func tooMany(_ count: Int) -> MachineActions {
        phase = .finished
        return MachineActions(state(.failed, .touchCount(property: .maximumNumberOfTouches, required: maximumNumberOfTouches, actual: count)))
    }

    public mutating func touchesMoved(_ batch: TouchBatch) -> MachineActions {
        guard phase == .tracking || phase == .panning else { return MachineActions() }
        // The centroid movement of the touches that stay down through this event.
        var sum = Point.zero
        var persisting = 0.0
        for k in batch.touches.indices where batch.touches[k].phase == .moved || batch.touches[k].phase == .stationary {
            let t = batch.touches[k]
            persisting += 1
            if t.phase == .moved { sum += t.location - t.previousLocation }
        }
        guard persisting > 0 else { return MachineActions() }
        var delta = persisting == 1 ? sum : sum / persisting  // Division by 1 is exact: skipped.
        if var lock = directionalLock {
            let since = lastSampleTime.map { batch.now - $0 } ?? .zero
            delta = lock.apply(delta, began: phase == .panning, sinceLastSample: since,
                               canPanX: canPanHorizontally, canPanY: canPanVertically)
            directionalLock = lock
        }
        if var caught = caughtMovement {
            // D8: zero until the movement would have begun an ordinary pan; then as if it began now.
            caught += delta
            lastSampleTime = batch.now
            if passesHysteresis(caught) != nil {
                translation = Point(x: Self.shrink(caught.x, by: hysteresis), y: Self.shrink(caught.y, by: hysteresis))
                caughtMovement = nil
            } else {
                caughtMovement = caught
            }
            return MachineActions()
        }
        translation += delta
        sampleVelocity(delta, now: batch.now)

        guard phase == .tracking else { return MachineActions() }
        // UIKit compares `_movingTouches`: every tracked touch, unless stationary ones are ignored [DEC].
        let counted = ignoresStationaryTouches ? batch.count { $0.phase == .moved && $0.location != $0.previousLocation } : batch.activeCount
        guard counted >= minimumNumberOfTouches else { return MachineActions() }
        guard let moved = passesHysteresis(translation) else { return MachineActions() }
        // F2: a nested scroll view's pan stays possible while its parent should take the drag.
        if let gate = nestedGate, gate.refuses(translation, hysteresis: hysteresis) { return MachineActions() }
        if failsIfMoreVerticalAtBegin, abs(translation.x) < abs(translation.y) {
            phase = .finished
            return MachineActions(state(.failed, .note(.moreVerticalThanHorizontal)))
        }
        translationAtBegan = translation
        // Remove the hysteresis per axis, toward zero [DEC `_removeHysteresisFromTranslation`].
        translation = Point(x: Self.shrink(translation.x, by: hysteresis), y: Self.shrink(translation.y, by: hysteresis))
        phase = .panning
        return MachineActions(state(.began, .threshold(property: .hysteresis, limit: hysteresis, actual: moved, unit: .points,
                                             comparison: .greaterOrEqual)))
    }

    /// How far `t` moved on an axis the pan may begin on, when that passes the hysteresis; nil otherwise.
    @inline(__always)
    private func passesHysteresis(_ t: Point) -> Double? {
        let ax = abs(t.x)
        let ay = abs(t.y)
        let passedX = ax >= hysteresis && canPanHorizontally
        let passedY = ay >= hysteresis && canPanVertically
        guard passedX || passedY else { return nil }
        return max(passedX ? ax : 0, passedY ? ay : 0)
    }

    private static func shrink(_ v: Double, by h: Double) -> Double {
        v > 0 ? max(v - h, 0) : min(v + h, 0)
    }

    @inline(__always)  // One caller, on every move: the call itself was a measurable part of a move's cost.
    private mutating func sampleVelocity(_ delta: Point, now: VirtualTime) {
        let dt = lastSampleTime.map { now - $0 } ?? .zero
        lastSampleTime = now
        let sample = dt < GestureDefaults.panMinimumSampleInterval ? Point.zero : delta / dt.seconds
        let previous = previousSample ?? sample
        let w = GestureDefaults.panVelocitySmoothing
        velocity = sample * w + previous * (1 - w)
        previousSample = sample
    }

    public mutating func touchesEnded(_ batch: TouchBatch) -> MachineActions {
        guard batch.activeCount == 0 else { return MachineActions() }
        switch phase {
        case .idle, .finished: return MachineActions()
        case .panning:
            phase = .finished
            return MachineActions(state(.ended, .touchesEnded))
        case .tracking:
            phase = .finished
            return MachineActions(state(.failed, .touchesEnded))
        }
    }

    public mutating func touchesCancelled(_ batch: TouchBatch) -> MachineActions {
        switch phase {
        case .idle, .finished: return MachineActions()
        case .panning:
            phase = .finished
            return MachineActions(state(.cancelled, .touchesCancelled))
        case .tracking:
            phase = .finished
            return MachineActions(state(.failed, .touchesCancelled))
        }
    }

    public mutating func timerFired(_ timer: MachineTimer, _ batch: TouchBatch) -> MachineActions { MachineActions() }

    public mutating func reset() {
        cause = nil
        phase = .idle
        translation = .zero
        translationAtBegan = .zero
        velocity = .zero
        previousSample = nil
        lastSampleTime = nil
        caughtMovement = nil
        if directionalLock != nil { directionalLock = DirectionalLock() }
    }

    /// The current centroid [DEC].
    public func location(touches: [TrackedTouch]) -> Point { centroidOfTouches(touches) }

    // MARK: - UIKit API

    /// `setTranslation(_:in:)`: the translation becomes `value`; the velocity is reset [DOC A-pan].
    public mutating func setTranslation(_ value: Point) {
        translation = value
        velocity = .zero
        previousSample = nil
    }

    /// `_willBeginAfterSatisfyingFailureRequirements`: a pan that was held back begins from a zero translation [DEC].
    public mutating func willBeginAfterSatisfyingFailureRequirements() {
        translation = .zero
    }
}
