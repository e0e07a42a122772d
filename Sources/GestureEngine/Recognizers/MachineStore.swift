/// Every recognizer's state machine, kept in one typed table per class (`RecordTable`: mutated in place, with no
/// uniqueness check per call).
///
/// The environment reaches a machine through its record's `kind` and `machineSlot`. Typed arrays let delivery
/// mutate a machine where it lives: an enum over the seven machines would move the whole payload out and back in on
/// every call (measured: the largest single cost of the engine's hot path). A class, so that a query on the
/// environment's store reads it where it is instead of copying seven arrays (seven retains) first.
final class MachineStore {
    private let taps = RecordTable<TapMachine>()
    private let longPresses = RecordTable<LongPressMachine>()
    private let pans = RecordTable<PanMachine>()
    private let swipes = RecordTable<SwipeMachine>()
    private let pinches = RecordTable<PinchMachine>()
    private let rotations = RecordTable<RotationMachine>()
    private let screenEdgePans = RecordTable<ScreenEdgePanMachine>()
    private let contentTouchDelays = RecordTable<ContentTouchDelayMachine>()

    /// Creates a machine of `kind` with its defaults.
    func add(_ kind: RecognizerKind, screenSize: Point) -> MachineRef {
        MachineRef(kind: kind, slot: append(kind, screenSize: screenSize))
    }

    private func append(_ kind: RecognizerKind, screenSize: Point) -> Int {
        switch kind {
        case .tap:
            taps.append(TapMachine())
            return taps.count - 1
        case .longPress:
            longPresses.append(LongPressMachine())
            return longPresses.count - 1
        case .pan:
            pans.append(PanMachine())
            return pans.count - 1
        case .swipe:
            swipes.append(SwipeMachine())
            return swipes.count - 1
        case .pinch:
            pinches.append(PinchMachine())
            return pinches.count - 1
        case .rotation:
            rotations.append(RotationMachine())
            return rotations.count - 1
        case .screenEdgePan:
            var m = ScreenEdgePanMachine()
            m.screenSize = screenSize
            screenEdgePans.append(m)
            return screenEdgePans.count - 1
        case .contentTouchDelay:
            contentTouchDelays.append(ContentTouchDelayMachine())
            return contentTouchDelays.count - 1
        }
    }

    /// Makes `other` hold copies of every machine (for `GestureEnvironment.copy()`).
    func copy(into other: MachineStore) {
        taps.copy(into: other.taps)
        longPresses.copy(into: other.longPresses)
        pans.copy(into: other.pans)
        swipes.copy(into: other.swipes)
        pinches.copy(into: other.pinches)
        rotations.copy(into: other.rotations)
        screenEdgePans.copy(into: other.screenEdgePans)
        contentTouchDelays.copy(into: other.contentTouchDelays)
    }

    /// Gives screen-edge pans the screen size they measure edges against.
    func setScreenSize(_ size: Point) {
        for k in screenEdgePans.indices { screenEdgePans[k].screenSize = size }
    }

    // MARK: - Events

    /// Delivers one phase of an event.
    func deliver(_ m: MachineRef, _ phase: TouchPhase, _ batch: TouchBatch) -> MachineActions {
        switch m.kind {
        case .tap: Self.call(&taps[m.slot], phase, batch)
        case .longPress: Self.call(&longPresses[m.slot], phase, batch)
        case .pan: Self.call(&pans[m.slot], phase, batch)
        case .swipe: Self.call(&swipes[m.slot], phase, batch)
        case .pinch: Self.call(&pinches[m.slot], phase, batch)
        case .rotation: Self.call(&rotations[m.slot], phase, batch)
        case .screenEdgePan: Self.call(&screenEdgePans[m.slot], phase, batch)
        case .contentTouchDelay: Self.call(&contentTouchDelays[m.slot], phase, batch)
        }
    }

    @inline(__always)
    private static func call<M: GestureMachine>(_ m: inout M, _ phase: TouchPhase, _ batch: TouchBatch) -> MachineActions {
        switch phase {
        case .began: m.touchesBegan(batch)
        case .moved: m.touchesMoved(batch)
        case .ended: m.touchesEnded(batch)
        case .cancelled: m.touchesCancelled(batch)
        case .stationary: MachineActions()
        }
    }

    func timerFired(_ m: MachineRef, _ timer: MachineTimer, _ batch: TouchBatch) -> MachineActions {
        switch m.kind {
        case .tap: taps[m.slot].timerFired(timer, batch)
        case .longPress: longPresses[m.slot].timerFired(timer, batch)
        case .pan: pans[m.slot].timerFired(timer, batch)
        case .swipe: swipes[m.slot].timerFired(timer, batch)
        case .pinch: pinches[m.slot].timerFired(timer, batch)
        case .rotation: rotations[m.slot].timerFired(timer, batch)
        case .screenEdgePan: screenEdgePans[m.slot].timerFired(timer, batch)
        case .contentTouchDelay: contentTouchDelays[m.slot].timerFired(timer, batch)
        }
    }

    /// Why the machine asked for the state of its latest `setState` (`GestureMachine.cause`).
    func cause(_ m: MachineRef) -> Cause? {
        switch m.kind {
        case .tap: taps[m.slot].cause
        case .longPress: longPresses[m.slot].cause
        case .pan: pans[m.slot].cause
        case .swipe: swipes[m.slot].cause
        case .pinch: pinches[m.slot].cause
        case .rotation: rotations[m.slot].cause
        case .screenEdgePan: screenEdgePans[m.slot].cause
        case .contentTouchDelay: contentTouchDelays[m.slot].cause
        }
    }

    /// Resets the machine and stores the values it had in `values`, for reading after the gesture ended.
    /// One switch on the kind (the value queries below each switch again: five switches per reset). Stored where the
    /// caller keeps them, not returned: a returned value would be copied once more into the record.
    func reset(_ m: MachineRef, touches: [TrackedTouch], keepingValuesIn values: inout MachineValues?) {
        let s = m.slot
        switch m.kind {
        case .tap:
            values = MachineValues(location: taps[s].location(touches: touches))
            taps[s].reset()
        case .longPress:
            values = MachineValues(location: longPresses[s].location(touches: touches))
            longPresses[s].reset()
        case .pan:
            values = MachineValues(location: pans[s].location(touches: touches), translation: pans[s].translation, velocity: pans[s].velocity)
            pans[s].reset()
        case .swipe:
            values = MachineValues(location: swipes[s].location(touches: touches))
            swipes[s].reset()
        case .pinch:
            values = MachineValues(location: pinches[s].location(touches: touches), velocity: Point(x: pinches[s].velocity, y: 0),
                                   scale: pinches[s].scale)
            pinches[s].reset()
        case .rotation:
            values = MachineValues(location: rotations[s].location(touches: touches), velocity: Point(x: rotations[s].velocity, y: 0),
                                   rotation: rotations[s].rotation)
            rotations[s].reset()
        case .screenEdgePan:
            values = MachineValues(location: screenEdgePans[s].location(touches: touches), translation: screenEdgePans[s].translation,
                                   velocity: screenEdgePans[s].velocity)
            screenEdgePans[s].reset()
        case .contentTouchDelay:
            values = MachineValues(location: contentTouchDelays[s].location(touches: touches))
            contentTouchDelays[s].reset()
        }
    }

    // MARK: - Values

    /// `location(in:)` in window coordinates, given the recognizer's current touches.
    func location(_ m: MachineRef, touches: [TrackedTouch]) -> Point {
        switch m.kind {
        case .tap: taps[m.slot].location(touches: touches)
        case .longPress: longPresses[m.slot].location(touches: touches)
        case .pan: pans[m.slot].location(touches: touches)
        case .swipe: swipes[m.slot].location(touches: touches)
        case .pinch: pinches[m.slot].location(touches: touches)
        case .rotation: rotations[m.slot].location(touches: touches)
        case .screenEdgePan: screenEdgePans[m.slot].location(touches: touches)
        case .contentTouchDelay: contentTouchDelays[m.slot].location(touches: touches)
        }
    }

    /// `translation(in:)` for pans, nil for other kinds.
    func translation(_ m: MachineRef) -> Point? {
        switch m.kind {
        case .pan: pans[m.slot].translation
        case .screenEdgePan: screenEdgePans[m.slot].translation
        case .tap, .longPress, .swipe, .pinch, .rotation, .contentTouchDelay: nil
        }
    }

    /// `velocity(in:)` for pans (pt/s); pinch (scale/s) and rotation (rad/s) as `x`, y = 0.
    func velocity(_ m: MachineRef) -> Point? {
        switch m.kind {
        case .pan: pans[m.slot].velocity
        case .screenEdgePan: screenEdgePans[m.slot].velocity
        case .pinch: Point(x: pinches[m.slot].velocity, y: 0)
        case .rotation: Point(x: rotations[m.slot].velocity, y: 0)
        case .tap, .longPress, .swipe, .contentTouchDelay: nil
        }
    }

    func scale(_ m: MachineRef) -> Double? { m.kind == .pinch ? pinches[m.slot].scale : nil }

    func rotation(_ m: MachineRef) -> Double? { m.kind == .rotation ? rotations[m.slot].rotation : nil }

    /// `setTranslation(_:in:)`; false when this kind has no translation.
    func setTranslation(_ m: MachineRef, _ p: Point) -> Bool {
        switch m.kind {
        case .pan: pans[m.slot].setTranslation(p)
        case .screenEdgePan: screenEdgePans[m.slot].setTranslation(p)
        case .tap, .longPress, .swipe, .pinch, .rotation, .contentTouchDelay: return false
        }
        return true
    }

    func setScale(_ m: MachineRef, _ s: Double) -> Bool {
        guard m.kind == .pinch else { return false }
        pinches[m.slot].setScale(s)
        return true
    }

    func setRotation(_ m: MachineRef, _ r: Double) -> Bool {
        guard m.kind == .rotation else { return false }
        rotations[m.slot].setRotation(r)
        return true
    }

    /// Which axes a pan may begin on (a scroll view's pan: the axes it can scroll; scroll-view ref C2).
    func setPanAxes(_ m: MachineRef, horizontal: Bool, vertical: Bool) {
        guard m.kind == .pan else { return }
        pans[m.slot].canPanHorizontally = horizontal
        pans[m.slot].canPanVertically = vertical
    }

    /// What a scroll view's content-touch delay needs to know of its scroll view: `delaysContentTouches` and the axes
    /// it can scroll (scroll-view ref B4, B5c).
    func setContentTouchDelayContext(_ m: MachineRef, delays: Bool, canScrollX: Bool, canScrollY: Bool) {
        guard m.kind == .contentTouchDelay else { return }
        contentTouchDelays[m.slot].delaysContentTouches = delays
        contentTouchDelays[m.slot].canScrollX = canScrollX
        contentTouchDelays[m.slot].canScrollY = canScrollY
    }

    /// Whether a scroll view's pan applies the directional lock (`isDirectionalLockEnabled`; scroll-view ref C5).
    func setPanDirectionalLock(_ m: MachineRef, _ on: Bool) {
        guard m.kind == .pan, (pans[m.slot].directionalLock != nil) != on else { return }
        pans[m.slot].directionalLock = on ? DirectionalLock() : nil
    }

    /// When a nested scroll view's pan lets its parent take the drag (scroll-view ref F2); nil: never.
    func setPanNestedGate(_ m: MachineRef, _ gate: NestedScrollGate?) {
        guard m.kind == .pan, pans[m.slot].nestedGate != gate else { return }
        pans[m.slot].nestedGate = gate
    }

    /// Makes a pan a swipe-action pan: it fails when more vertical than horizontal at its begin, and on another
    /// finger before it began (scroll-view ref G9).
    func setPanIsSwipeAction(_ m: MachineRef, _ value: Bool) {
        guard m.kind == .pan else { return }
        pans[m.slot].failsIfMoreVerticalAtBegin = value
        pans[m.slot].failsOnAnotherTouchBeforeBegin = value
    }

    /// Whether too many touches while possible fail a pan (off for a scroll view's pan, scroll-view ref A7).
    func setPanFailsPastMaxTouches(_ m: MachineRef, _ value: Bool) {
        guard m.kind == .pan else { return }
        pans[m.slot].failsPastMaxTouches = value
    }

    /// Whether a scroll view's pan begins at touch-down (its scroll view decelerates; scroll-view ref D8).
    func setPanBeginsAtTouchDown(_ m: MachineRef, _ value: Bool) {
        guard m.kind == .pan else { return }
        pans[m.slot].beginsAtTouchDown = value
    }

    /// `_willBeginAfterSatisfyingFailureRequirements`: a pan restarts its translation [DEC].
    func willBeginAfterSatisfyingFailureRequirements(_ m: MachineRef) {
        switch m.kind {
        case .pan: pans[m.slot].willBeginAfterSatisfyingFailureRequirements()
        case .screenEdgePan: screenEdgePans[m.slot].willBeginAfterSatisfyingFailureRequirements()
        case .tap, .longPress, .swipe, .pinch, .rotation, .contentTouchDelay: break
        }
    }

    /// `canPrevent(_:)` [DOC A-HS, DEC]: true except for the tap rules.
    func canPrevent(_ m: MachineRef, _ other: MachineRef) -> Bool {
        guard m.kind == .tap else { return true }
        switch other.kind {
        case .tap: return taps[m.slot].canPrevent(tap: taps[other.slot])
        case .longPress: return taps[m.slot].canPrevent(longPress: longPresses[other.slot])
        case .pan, .swipe, .pinch, .rotation, .screenEdgePan, .contentTouchDelay: return true
        }
    }

    /// The gesture a standard control may refuse, if this recognizer, about to leave `possible`, is one [DOC A-ctl]:
    /// a tap of one tap with one finger; a one-finger swipe that moved along the horizontal axis; a one-finger pan
    /// that began moving along it. `touches` are the recognizer's tracked touches.
    func controlSensitiveGesture(_ m: MachineRef, touches: [TrackedTouch]) -> ControlSensitiveGesture? {
        switch m.kind {
        case .tap:
            return taps[m.slot].numberOfTapsRequired == 1 && taps[m.slot].numberOfTouchesRequired == 1 ? .singleTap : nil
        case .swipe:
            guard swipes[m.slot].numberOfTouchesRequired == 1, let start = swipes[m.slot].startLocation, !touches.isEmpty else {
                return nil
            }
            let moved = centroidOfTouches(touches) - start
            return abs(moved.x) > abs(moved.y) ? .horizontalSwipe : nil
        case .pan:
            guard touches.count == 1 else { return nil }
            let t = pans[m.slot].translationAtBegan
            return abs(t.x) > abs(t.y) ? .horizontalPan : nil
        case .longPress, .pinch, .rotation, .screenEdgePan, .contentTouchDelay:
            return nil
        }
    }

    // MARK: - Properties

    func value(_ m: MachineRef, of property: String) -> PropertyValue? {
        switch m.kind {
        case .tap: taps[m.slot].value(of: property)
        case .longPress: longPresses[m.slot].value(of: property)
        case .pan: pans[m.slot].value(of: property)
        case .swipe: swipes[m.slot].value(of: property)
        case .pinch: pinches[m.slot].value(of: property)
        case .rotation: rotations[m.slot].value(of: property)
        case .screenEdgePan: screenEdgePans[m.slot].value(of: property)
        case .contentTouchDelay: contentTouchDelays[m.slot].value(of: property)
        }
    }

    func setValue(_ m: MachineRef, _ value: PropertyValue, for property: String) {
        switch m.kind {
        case .tap: taps[m.slot].setValue(value, for: property)
        case .longPress: longPresses[m.slot].setValue(value, for: property)
        case .pan: pans[m.slot].setValue(value, for: property)
        case .swipe: swipes[m.slot].setValue(value, for: property)
        case .pinch: pinches[m.slot].setValue(value, for: property)
        case .rotation: rotations[m.slot].setValue(value, for: property)
        case .screenEdgePan: screenEdgePans[m.slot].setValue(value, for: property)
        case .contentTouchDelay: contentTouchDelays[m.slot].setValue(value, for: property)
        }
    }
}

extension RecognizerKind {
    /// The settable properties of this class, public and private, with their defaults and sources.
    public var propertyDescriptors: [PropertyDescriptor] {
        switch self {
        case .tap: TapMachine.propertyDescriptors
        case .longPress: LongPressMachine.propertyDescriptors
        case .pan: PanMachine.propertyDescriptors
        case .swipe: SwipeMachine.propertyDescriptors
        case .pinch: PinchMachine.propertyDescriptors
        case .rotation: RotationMachine.propertyDescriptors
        case .screenEdgePan: ScreenEdgePanMachine.propertyDescriptors
        case .contentTouchDelay: ContentTouchDelayMachine.propertyDescriptors
        }
    }
}

/// Where one recognizer's machine lives: its class, and its index among the machines of that class.
struct MachineRef {
    let kind: RecognizerKind
    let slot: Int
}

/// What a machine reported just before its reset: `location(in:)` in window coordinates, and the continuous values
/// its kind has (nil otherwise).
struct MachineValues {
    var location: Point
    var translation: Point? = nil
    var velocity: Point? = nil
    var scale: Double? = nil
    var rotation: Double? = nil
}
