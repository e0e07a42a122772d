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
/// - `tapping`: counting the taps that must precede the press.
/// - `pressing`: the required fingers are down; the `minimumPressDuration` timer runs; movement is measured from
///   the centroid at that moment.
/// - `recognizing`: `.began` was requested; after it there is no movement limit, extra fingers are ignored, and
///   lifting any tracked finger ends the gesture.
/// - `finished`: terminal, waiting for `reset()`.
public struct LongPressMachine: GestureMachine {
    enum Phase: Hashable, Sendable {
        case idle
        case tapping(tapsCompleted: Int, fingerDown: Bool)
        case pressing(start: Point)
        case recognizing
        case finished
    }

    public var minimumPressDuration = GestureDefaults.minimumPressDuration
    /// Points.
    public var allowableMovement = GestureDefaults.longPressAllowableMovement
    public var numberOfTapsRequired = GestureDefaults.longPressNumberOfTapsRequired
    public var numberOfTouchesRequired = GestureDefaults.numberOfTouchesRequired
    /// Interval allowed between the required taps and the press (the tap recognizer's). Private in UIKit.
    public var maximumIntervalBetweenSuccessiveTaps = GestureDefaults.maximumIntervalBetweenSuccessiveTaps

    private(set) var phase = Phase.idle
    /// Where the current preceding tap started (window coordinates).
    private var tapStart: Point?

    public init() {}

    public static let propertyDescriptors: [PropertyDescriptor] = [
        PropertyDescriptor("minimumPressDuration", .duration, default: .duration(GestureDefaults.minimumPressDuration),
                           unit: "s", source: "[DOC] UILongPressGestureRecognizer: 0.5 s", minimum: 0),
        PropertyDescriptor("allowableMovement", .number, default: .number(GestureDefaults.longPressAllowableMovement),
                           unit: "pt", source: "[DOC] UILongPressGestureRecognizer: 10 pt", minimum: 0),
        PropertyDescriptor("numberOfTapsRequired", .integer, default: .integer(GestureDefaults.longPressNumberOfTapsRequired),
                           source: "[DOC] UILongPressGestureRecognizer: 0", minimum: 0, maximum: 100),
        PropertyDescriptor("numberOfTouchesRequired", .integer, default: .integer(GestureDefaults.numberOfTouchesRequired),
                           source: "[DOC] UILongPressGestureRecognizer: 1", minimum: 1, maximum: 20),
        PropertyDescriptor("maximumIntervalBetweenSuccessiveTaps", .duration,
                           default: .duration(GestureDefaults.maximumIntervalBetweenSuccessiveTaps), unit: "s",
                           source: "[DEC] internal UITapRecognizer: 0.35 s", isPrivateInUIKit: true, minimum: 0),
    ]

    public func value(of property: String) -> PropertyValue? {
        switch property {
        case "minimumPressDuration": .duration(minimumPressDuration)
        case "allowableMovement": .number(allowableMovement)
        case "numberOfTapsRequired": .integer(numberOfTapsRequired)
        case "numberOfTouchesRequired": .integer(numberOfTouchesRequired)
        case "maximumIntervalBetweenSuccessiveTaps": .duration(maximumIntervalBetweenSuccessiveTaps)
        default: nil
        }
    }

    public mutating func setValue(_ value: PropertyValue, for property: String) {
        switch (property, value) {
        case ("minimumPressDuration", .duration(let v)): minimumPressDuration = v
        case ("allowableMovement", .number(let v)): allowableMovement = v
        case ("numberOfTapsRequired", .integer(let v)): numberOfTapsRequired = v
        case ("numberOfTouchesRequired", .integer(let v)): numberOfTouchesRequired = v
        case ("maximumIntervalBetweenSuccessiveTaps", .duration(let v)): maximumIntervalBetweenSuccessiveTaps = v
        default: break
        }
    }

    // MARK: - Touches

    public mutating func touchesBegan(_ batch: TouchBatch) -> MachineActions {
        // A touch began, so some touch is active: counted and centred on the batch, without building the list.
        let activeCount = batch.activeCount
        switch phase {
        case .finished:
            return MachineActions()
        case .recognizing:
            // New fingers after `.began` are ignored [DEC `ignoreTouch`].
            return MachineActions(.ignoreNewTouches(keeping: 0))
        case .tapping(let taps, _):
            if activeCount > numberOfTouchesRequired { return tooManyTouches(activeCount) }
            phase = .tapping(tapsCompleted: taps, fingerDown: true)
            tapStart = batch.centroid
            if taps == numberOfTapsRequired, activeCount == numberOfTouchesRequired {
                return MachineActions(.cancelTimer(.maximumTapDuration)) + startPressing(at: batch.centroid)
            }
            return MachineActions(.cancelTimer(.maximumTapDuration))
        case .idle:
            if activeCount > numberOfTouchesRequired { return tooManyTouches(activeCount) }
            if numberOfTapsRequired > 0 {
                phase = .tapping(tapsCompleted: 0, fingerDown: true)
                tapStart = batch.centroid
                return MachineActions()
            }
            return activeCount == numberOfTouchesRequired ? startPressing(at: batch.centroid) : MachineActions()
        case .pressing:
            return activeCount > numberOfTouchesRequired ? tooManyTouches(activeCount) : MachineActions()
        }
    }

    private mutating func startPressing(at start: Point) -> MachineActions {
        phase = .pressing(start: start)
        if minimumPressDuration <= .zero {
            phase = .recognizing
            return MachineActions(.setState(.began, .timerElapsed(property: .minimumPressDuration, duration: minimumPressDuration)))
        }
        return MachineActions(.startTimer(.minimumPressDuration, after: minimumPressDuration))
    }

    private mutating func tooManyTouches(_ count: Int) -> MachineActions {
        fail(.touchCount(property: .numberOfTouchesRequired, required: numberOfTouchesRequired, actual: count))
    }

    public mutating func touchesMoved(_ batch: TouchBatch) -> MachineActions {
        if case .tapping(_, true) = phase, let start = tapStart {
            // The taps before the press are recognized by an internal tap recognizer [DEC]: they fail past its
            // allowable movement.
            let distance = batch.centroid.distance(to: start)
            if distance > GestureDefaults.tapAllowableMovement {
                return fail(.threshold(property: .allowableMovementOfRequiredTaps, limit: GestureDefaults.tapAllowableMovement,
                                       actual: distance, unit: .points, comparison: .greater))
            }
            return MachineActions()
        }
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
            return MachineActions(.setState(.ended, .touchesEnded))
        case .pressing:
            return fail(.touchesEnded)
        case .tapping(let taps, _):
            guard batch.activeCount == 0 else { return MachineActions() }
            // A preceding tap completed; the next one (or the press) must start in time.
            phase = .tapping(tapsCompleted: taps + 1, fingerDown: false)
            if taps + 1 > numberOfTapsRequired { return fail(.touchesEnded) }
            return MachineActions(.startTimer(.maximumTapDuration, after: maximumIntervalBetweenSuccessiveTaps))
        }
    }

    public mutating func touchesCancelled(_ batch: TouchBatch) -> MachineActions {
        switch phase {
        case .finished: return MachineActions()
        case .recognizing:
            phase = .finished
            return MachineActions(.setState(.cancelled, .touchesCancelled))
        case .idle, .tapping, .pressing:
            return fail(.touchesCancelled)
        }
    }

    public mutating func timerFired(_ timer: MachineTimer, _ batch: TouchBatch) -> MachineActions {
        switch (timer, phase) {
        case (.minimumPressDuration, .pressing):
            phase = .recognizing
            return MachineActions(.setState(.began, .timerElapsed(property: .minimumPressDuration, duration: minimumPressDuration)))
        case (.maximumTapDuration, .tapping(_, false)):
            return fail(.timerElapsed(property: .maximumIntervalBetweenSuccessiveTaps, duration: maximumIntervalBetweenSuccessiveTaps))
        default:
            return MachineActions()
        }
    }

    public mutating func reset() {
        phase = .idle
        tapStart = nil
    }

    /// The centroid of the touches [DEC].
    public func location(touches: [TrackedTouch]) -> Point { centroidOfTouches(touches) }

    private mutating func fail(_ cause: Cause) -> MachineActions {
        phase = .finished
        return MachineActions(.cancelTimer(.minimumPressDuration), .cancelTimer(.maximumTapDuration), .setState(.failed, cause))
    }
}
