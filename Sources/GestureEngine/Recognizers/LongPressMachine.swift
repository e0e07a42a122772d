/// `UILongPressGestureRecognizer` (continuous) [DOC A-lp, DEC].
///
/// ```
///               required taps done (0 by default), required fingers down
///  idle ──────────────────────────────────────────────► pressing(start, timer running)
///   │  taps first (numberOfTapsRequired > 0)                 │ minimumPressDuration elapsed
///   └──► tapping ──► (press must start within 0.35 s) ──►     ▼
///                                                        began ──(moves: changed, by the environment)──► ended (a finger lifts)
///  failed ◄── moved > allowableMovement, too many fingers, lifted early, late, cancelled      cancelled ◄── touches cancelled
/// ```
/// - `idle`: waiting for fingers.
/// - `tapping`: the taps that must precede the press, run by an internal tap machine with the tap recognizer's
///   limits (`tapAllowableMovement`, `maximumTapDuration`, `maximumIntervalBetweenSuccessiveTaps`), as UIKit runs
///   them through its private `UITapRecognizer` (`_imp`) [DEC `UILongPressGestureRecognizer`, `UITapRecognizer`].
/// - `awaitingPress`: the taps were recognized; the press must touch down within
///   `maximumIntervalBetweenSuccessiveTaps` (`_startTapFinishedTimer`) [DEC].
/// - `pressing`: the required fingers are down; the `minimumPressDuration` timer runs; movement is measured from
///   the centroid at that moment.
/// - `recognizing`: `.began` was requested; after it there is no movement limit, extra fingers are ignored, and
///   lifting any tracked finger ends the gesture.
/// - `finished`: terminal, waiting for `reset()`.
public struct LongPressMachine: GestureMachine, RecordsCause {
    enum Phase: Hashable, Sendable {
        case idle
        case tapping
        case awaitingPress
        case pressing(start: Point)
        case recognizing
        case finished
    }

    public var minimumPressDuration = GestureDefaults.minimumPressDuration
    /// Points.
    public var allowableMovement = GestureDefaults.longPressAllowableMovement
    public var numberOfTapsRequired = GestureDefaults.longPressNumberOfTapsRequired
    public var numberOfTouchesRequired = GestureDefaults.numberOfTouchesRequired
    /// Interval allowed between the required taps, and between the last one and the press (the tap recognizer's).
    /// Private in UIKit.
    public var maximumIntervalBetweenSuccessiveTaps = GestureDefaults.maximumIntervalBetweenSuccessiveTaps
    /// How far, in points, the preceding taps may move from the first tap's start point (the internal tap
    /// recognizer's `allowableMovement`). Private in UIKit.
    public var tapAllowableMovement = GestureDefaults.tapAllowableMovement
    /// Longest each preceding tap may be held (the internal tap recognizer's `maximumTapDuration`). Private in UIKit.
    public var maximumTapDuration = GestureDefaults.maximumTapDuration

    private(set) var phase = Phase.idle
    /// See `GestureMachine.cause`.
    public internal(set) var cause: Cause?
    /// The internal tap recognizer that runs the preceding taps [DEC `_imp`].
    private var taps = TapMachine()

    public init() {}

    /// The settable properties, public and private (the defaults are the stored properties' initial values).
    static let properties: [MachineProperty<LongPressMachine>] = [
        MachineProperty("minimumPressDuration", \.minimumPressDuration, unit: "s", source: "[DOC] UILongPressGestureRecognizer: 0.5 s",
                        minimum: 0),
        MachineProperty("allowableMovement", \.allowableMovement, unit: "pt", source: "[DOC] UILongPressGestureRecognizer: 10 pt",
                        minimum: 0),
        MachineProperty("numberOfTapsRequired", \.numberOfTapsRequired, source: "[DOC] UILongPressGestureRecognizer: 0", minimum: 0,
                        maximum: 100),
        MachineProperty("numberOfTouchesRequired", \.numberOfTouchesRequired, source: "[DOC] UILongPressGestureRecognizer: 1",
                        minimum: 1, maximum: 20),
        MachineProperty("maximumIntervalBetweenSuccessiveTaps", \.maximumIntervalBetweenSuccessiveTaps, unit: "s",
                        source: "[DEC] internal UITapRecognizer: 0.35 s", isPrivateInUIKit: true, minimum: 0),
        MachineProperty("tapAllowableMovement", \.tapAllowableMovement, unit: "pt",
                        source: "[DEC] internal UITapRecognizer allowableMovement: 45 pt", isPrivateInUIKit: true, minimum: 0),
        MachineProperty("maximumTapDuration", \.maximumTapDuration, unit: "s",
                        source: "[GUESS] internal UITapRecognizer: 0.75 s (WinObjC); UIKit's constant unresolved",
                        isPrivateInUIKit: true, minimum: 0),
    ]

    public static let propertyDescriptors = properties.descriptors(defaultsFrom: LongPressMachine())
    public func value(of property: String) -> PropertyValue? { Self.properties.value(of: property, in: self) }
    public mutating func setValue(_ value: PropertyValue, for property: String) { Self.properties.set(value, for: property, in: &self) }

    // MARK: - Touches

    public mutating func touchesBegan(_ batch: TouchBatch) -> MachineActions {
        // A touch began, so some touch is active: counted and centred on the batch, without building the list.
        let (activeCount, center) = batch.activeCountAndCentroid
        switch phase {
        case .finished:
            return MachineActions()
        case .recognizing:
            // New fingers after `.began` are ignored [DEC `ignoreTouch`].
            return MachineActions(.ignoreNewTouches(keeping: 0))
        case .tapping:
            return fromTaps(taps.touchesBegan(batch))
        case .awaitingPress:
            // The press touched down in time: the window's timer stops [DEC `clearAllTimers`].
            if activeCount > numberOfTouchesRequired { return tooManyTouches(activeCount) }
            phase = .idle
            guard activeCount == numberOfTouchesRequired else { return MachineActions(.cancelTimer(.tapInterval)) }
            return MachineActions(.cancelTimer(.tapInterval)) + startPressing(at: center)
        case .idle:
            if activeCount > numberOfTouchesRequired { return tooManyTouches(activeCount) }
            if numberOfTapsRequired > 0 {
                // The taps before the press go to the internal tap recognizer, set up as the long press says.
                taps.reset()
                taps.numberOfTapsRequired = numberOfTapsRequired
                taps.numberOfTouchesRequired = numberOfTouchesRequired
                taps.allowableMovement = tapAllowableMovement
                taps.maximumTapDuration = maximumTapDuration
                taps.maximumIntervalBetweenSuccessiveTaps = maximumIntervalBetweenSuccessiveTaps
                phase = .tapping
                return fromTaps(taps.touchesBegan(batch))
            }
            return activeCount == numberOfTouchesRequired ? startPressing(at: center) : MachineActions()
        case .pressing:
            return activeCount > numberOfTouchesRequired ? tooManyTouches(activeCount) : MachineActions()
        }
    }

    /// The internal tap machine's answer, as the long press's: its failure fails the press (with the cause named
    /// for the long press's own properties); its recognition starts the window for the press
    /// (`tapRecognizerRecognizedTap:` → `_startTapFinishedTimer`) [DEC]; its timers pass through.
    private mutating func fromTaps(_ answer: MachineActions) -> MachineActions {
        var result = MachineActions()
        for n in 0..<answer.count {
            switch answer[n] {
            case .setState(.failed):
                phase = .finished
                result.append(state(.failed, taps.cause.map(Self.renamingTapProperties)))
            case .setState:
                // The taps were recognized: the press must now touch down within the interval.
                phase = .awaitingPress
                result.append(.startTimer(.tapInterval, after: maximumIntervalBetweenSuccessiveTaps))
            case .startTimer, .cancelTimer, .ignoreNewTouches:
                result.append(answer[n])
            }
        }
        return result
    }

    /// A tap failure's cause, with the tap's movement limit named as the long press's property.
    private static func renamingTapProperties(_ cause: Cause) -> Cause {
        if case .threshold(.allowableMovement, let limit, let actual, let unit, let comparison) = cause {
            return .threshold(property: .allowableMovementOfRequiredTaps, limit: limit, actual: actual, unit: unit, comparison: comparison)
        }
        return cause
    }

    private mutating func startPressing(at start: Point) -> MachineActions {
        phase = .pressing(start: start)
        if minimumPressDuration <= .zero {
            phase = .recognizing
            return MachineActions(state(.began, .timerElapsed(property: .minimumPressDuration, duration: minimumPressDuration)))
        }
        return MachineActions(.startTimer(.minimumPressDuration, after: minimumPressDuration))
    }

    private mutating func tooManyTouches(_ count: Int) -> MachineActions {
        fail(.touchCount(property: .numberOfTouchesRequired, required: numberOfTouchesRequired, actual: count))
    }

    public mutating func touchesMoved(_ batch: TouchBatch) -> MachineActions {
        if case .tapping = phase { return fromTaps(taps.touchesMoved(batch)) }
        guard case .pressing(let start) = phase else { return MachineActions() }
        let distance = batch.centroid.distance(to: start)
        if distance > allowableMovement {
            return fail(.threshold(property: .allowableMovement, limit: allowableMovement, actual: distance,
                                   unit: .points, comparison: .greater))
        }
        return MachineActions()
    }

    public mutating func touchesEnded(_ batch: TouchBatch) -> MachineActions {
        switch phase {
        case .finished:
            return MachineActions()
        case .idle:
            // A finger lifted before the required fingers were all down ("interactionEnded") [DEC].
            return fail(.touchesEnded)
        case .recognizing:
            phase = .finished
            return MachineActions(state(.ended, .touchesEnded))
        case .pressing:
            return fail(.touchesEnded)
        case .tapping:
            return fromTaps(taps.touchesEnded(batch))
        case .awaitingPress:
            return MachineActions()
        }
    }

    public mutating func touchesCancelled(_ batch: TouchBatch) -> MachineActions {
        switch phase {
        case .finished: return MachineActions()
        case .recognizing:
            phase = .finished
            return MachineActions(state(.cancelled, .touchesCancelled))
        case .idle, .tapping, .awaitingPress, .pressing:
            return fail(.touchesCancelled)
        }
    }

    public mutating func timerFired(_ timer: MachineTimer, _ batch: TouchBatch) -> MachineActions {
        switch (timer, phase) {
        case (.minimumPressDuration, .pressing):
            phase = .recognizing
            return MachineActions(state(.began, .timerElapsed(property: .minimumPressDuration, duration: minimumPressDuration)))
        case (.maximumTapDuration, .tapping), (.tapInterval, .tapping):
            return fromTaps(taps.timerFired(timer, batch))
        case (.tapInterval, .awaitingPress):
            // No press within the interval after the taps (`tooMuchElapsed:`) [DEC].
            return fail(.timerElapsed(property: .maximumIntervalBetweenSuccessiveTaps, duration: maximumIntervalBetweenSuccessiveTaps))
        default:
            return MachineActions()
        }
    }

    public mutating func reset() {
        cause = nil
        phase = .idle
        taps.reset()
    }

    /// The centroid of the touches [DEC].
    public func location(touches: [TrackedTouch]) -> Point { centroidOfTouches(touches) }

    private mutating func fail(_ cause: Cause) -> MachineActions {
        switch phase {
        case .tapping, .awaitingPress:
            phase = .finished
            return MachineActions(.cancelTimer(.maximumTapDuration), .cancelTimer(.tapInterval), state(.failed, cause))
        case .idle, .pressing, .recognizing, .finished:
            phase = .finished
            return MachineActions(.cancelTimer(.minimumPressDuration), state(.failed, cause))
        }
    }
}
