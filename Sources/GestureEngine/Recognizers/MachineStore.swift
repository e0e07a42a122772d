/// Every recognizer's state machine, kept in one typed array per class.
///
/// The environment reaches a machine through its record's `kind` and `machineSlot`. Typed arrays let delivery
/// mutate a machine where it lives: an enum over the seven machines would move the whole payload out and back in on
/// every call (measured: the largest single cost of the engine's hot path).
struct MachineStore {
    private var taps: [TapMachine] = []
    private var longPresses: [LongPressMachine] = []
    private var pans: [PanMachine] = []
    private var swipes: [SwipeMachine] = []
    private var pinches: [PinchMachine] = []
    private var rotations: [RotationMachine] = []
    private var screenEdgePans: [ScreenEdgePanMachine] = []

    /// Creates a machine of `kind` with its defaults; returns its slot within its kind.
    mutating func add(_ kind: RecognizerKind, screenSize: Point) -> Int {
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
        }
    }

    /// Gives screen-edge pans the screen size they measure edges against.
    mutating func setScreenSize(_ size: Point) {
        for k in screenEdgePans.indices { screenEdgePans[k].screenSize = size }
    }

    // MARK: - Events

    /// Delivers one phase of an event.
    mutating func deliver(_ kind: RecognizerKind, _ slot: Int, _ phase: TouchPhase, _ batch: TouchBatch) -> [MachineAction] {
        switch kind {
        case .tap: Self.call(&taps[slot], phase, batch)
        case .longPress: Self.call(&longPresses[slot], phase, batch)
        case .pan: Self.call(&pans[slot], phase, batch)
        case .swipe: Self.call(&swipes[slot], phase, batch)
        case .pinch: Self.call(&pinches[slot], phase, batch)
        case .rotation: Self.call(&rotations[slot], phase, batch)
        case .screenEdgePan: Self.call(&screenEdgePans[slot], phase, batch)
        }
    }

    @inline(__always)
    private static func call<M: GestureMachine>(_ m: inout M, _ phase: TouchPhase, _ batch: TouchBatch) -> [MachineAction] {
        switch phase {
        case .began: m.touchesBegan(batch)
        case .moved: m.touchesMoved(batch)
        case .ended: m.touchesEnded(batch)
        case .cancelled: m.touchesCancelled(batch)
        case .stationary: []
        }
    }

    mutating func timerFired(_ kind: RecognizerKind, _ slot: Int, _ timer: MachineTimer, _ batch: TouchBatch) -> [MachineAction] {
        switch kind {
        case .tap: taps[slot].timerFired(timer, batch)
        case .longPress: longPresses[slot].timerFired(timer, batch)
        case .pan: pans[slot].timerFired(timer, batch)
        case .swipe: swipes[slot].timerFired(timer, batch)
        case .pinch: pinches[slot].timerFired(timer, batch)
        case .rotation: rotations[slot].timerFired(timer, batch)
        case .screenEdgePan: screenEdgePans[slot].timerFired(timer, batch)
        }
    }

    /// Resets the machine and returns the values it had, for reading after the gesture ended.
    mutating func resetReturningValues(_ kind: RecognizerKind, _ slot: Int, touches: [TrackedTouch]) -> MachineValues {
        let values = MachineValues(location: location(kind, slot, touches: touches), translation: translation(kind, slot),
                                   velocity: velocity(kind, slot), scale: scale(kind, slot), rotation: rotation(kind, slot))
        switch kind {
        case .tap: taps[slot].reset()
        case .longPress: longPresses[slot].reset()
        case .pan: pans[slot].reset()
        case .swipe: swipes[slot].reset()
        case .pinch: pinches[slot].reset()
        case .rotation: rotations[slot].reset()
        case .screenEdgePan: screenEdgePans[slot].reset()
        }
        return values
    }

    // MARK: - Values

    /// `location(in:)` in window coordinates, given the recognizer's current touches.
    func location(_ kind: RecognizerKind, _ slot: Int, touches: [TrackedTouch]) -> Point {
        switch kind {
        case .tap: taps[slot].location(touches: touches)
        case .longPress: longPresses[slot].location(touches: touches)
        case .pan: pans[slot].location(touches: touches)
        case .swipe: swipes[slot].location(touches: touches)
        case .pinch: pinches[slot].location(touches: touches)
        case .rotation: rotations[slot].location(touches: touches)
        case .screenEdgePan: screenEdgePans[slot].location(touches: touches)
        }
    }

    /// `translation(in:)` for pans, nil for other kinds.
    func translation(_ kind: RecognizerKind, _ slot: Int) -> Point? {
        switch kind {
        case .pan: pans[slot].translation
        case .screenEdgePan: screenEdgePans[slot].translation
        case .tap, .longPress, .swipe, .pinch, .rotation: nil
        }
    }

    /// `velocity(in:)` for pans (pt/s); pinch (scale/s) and rotation (rad/s) as `x`, y = 0.
    func velocity(_ kind: RecognizerKind, _ slot: Int) -> Point? {
        switch kind {
        case .pan: pans[slot].velocity
        case .screenEdgePan: screenEdgePans[slot].velocity
        case .pinch: Point(x: pinches[slot].velocity, y: 0)
        case .rotation: Point(x: rotations[slot].velocity, y: 0)
        case .tap, .longPress, .swipe: nil
        }
    }

    func scale(_ kind: RecognizerKind, _ slot: Int) -> Double? { kind == .pinch ? pinches[slot].scale : nil }

    func rotation(_ kind: RecognizerKind, _ slot: Int) -> Double? { kind == .rotation ? rotations[slot].rotation : nil }

    /// `setTranslation(_:in:)`; false when this kind has no translation.
    mutating func setTranslation(_ kind: RecognizerKind, _ slot: Int, _ p: Point) -> Bool {
        switch kind {
        case .pan: pans[slot].setTranslation(p)
        case .screenEdgePan: screenEdgePans[slot].setTranslation(p)
        case .tap, .longPress, .swipe, .pinch, .rotation: return false
        }
        return true
    }

    mutating func setScale(_ kind: RecognizerKind, _ slot: Int, _ s: Double) -> Bool {
        guard kind == .pinch else { return false }
        pinches[slot].setScale(s)
        return true
    }

    mutating func setRotation(_ kind: RecognizerKind, _ slot: Int, _ r: Double) -> Bool {
        guard kind == .rotation else { return false }
        rotations[slot].setRotation(r)
        return true
    }

    /// `_willBeginAfterSatisfyingFailureRequirements`: a pan restarts its translation [DEC].
    mutating func willBeginAfterSatisfyingFailureRequirements(_ kind: RecognizerKind, _ slot: Int) {
        switch kind {
        case .pan: pans[slot].willBeginAfterSatisfyingFailureRequirements()
        case .screenEdgePan: screenEdgePans[slot].willBeginAfterSatisfyingFailureRequirements()
        case .tap, .longPress, .swipe, .pinch, .rotation: break
        }
    }

    /// `canPrevent(_:)` [DOC A-HS, DEC]: true except for the tap rules.
    func canPrevent(_ kind: RecognizerKind, _ slot: Int, _ otherKind: RecognizerKind, _ otherSlot: Int) -> Bool {
        guard kind == .tap else { return true }
        switch otherKind {
        case .tap: return taps[slot].canPrevent(tap: taps[otherSlot])
        case .longPress: return taps[slot].canPrevent(longPress: longPresses[otherSlot])
        case .pan, .swipe, .pinch, .rotation, .screenEdgePan: return true
        }
    }

    /// A tap's machine (for the control rule of `gestureRecognizerShouldBegin`).
    func tap(_ slot: Int) -> TapMachine { taps[slot] }

    // MARK: - Properties

    func value(_ kind: RecognizerKind, _ slot: Int, of property: String) -> PropertyValue? {
        switch kind {
        case .tap: taps[slot].value(of: property)
        case .longPress: longPresses[slot].value(of: property)
        case .pan: pans[slot].value(of: property)
        case .swipe: swipes[slot].value(of: property)
        case .pinch: pinches[slot].value(of: property)
        case .rotation: rotations[slot].value(of: property)
        case .screenEdgePan: screenEdgePans[slot].value(of: property)
        }
    }

    mutating func setValue(_ kind: RecognizerKind, _ slot: Int, _ value: PropertyValue, for property: String) {
        switch kind {
        case .tap: taps[slot].setValue(value, for: property)
        case .longPress: longPresses[slot].setValue(value, for: property)
        case .pan: pans[slot].setValue(value, for: property)
        case .swipe: swipes[slot].setValue(value, for: property)
        case .pinch: pinches[slot].setValue(value, for: property)
        case .rotation: rotations[slot].setValue(value, for: property)
        case .screenEdgePan: screenEdgePans[slot].setValue(value, for: property)
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
        }
    }
}

/// What a machine reported just before its reset: `location(in:)` in window coordinates, and the continuous values
/// its kind has (nil otherwise).
struct MachineValues {
    var location: Point
    var translation: Point?
    var velocity: Point?
    var scale: Double?
    var rotation: Double?
}
