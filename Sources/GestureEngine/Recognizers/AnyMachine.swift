/// One of the seven machines, stored inline (no existential boxes on the hot path).
public enum AnyMachine: Sendable {
    case tap(TapMachine)
    case longPress(LongPressMachine)
    case pan(PanMachine)
    case swipe(SwipeMachine)
    case pinch(PinchMachine)
    case rotation(RotationMachine)
    case screenEdgePan(ScreenEdgePanMachine)

    public init(kind: RecognizerKind) {
        switch kind {
        case .tap: self = .tap(TapMachine())
        case .longPress: self = .longPress(LongPressMachine())
        case .pan: self = .pan(PanMachine())
        case .swipe: self = .swipe(SwipeMachine())
        case .pinch: self = .pinch(PinchMachine())
        case .rotation: self = .rotation(RotationMachine())
        case .screenEdgePan: self = .screenEdgePan(ScreenEdgePanMachine())
        }
    }

    public var kind: RecognizerKind {
        switch self {
        case .tap: .tap
        case .longPress: .longPress
        case .pan: .pan
        case .swipe: .swipe
        case .pinch: .pinch
        case .rotation: .rotation
        case .screenEdgePan: .screenEdgePan
        }
    }

    public static func propertyDescriptors(for kind: RecognizerKind) -> [PropertyDescriptor] {
        switch kind {
        case .tap: TapMachine.propertyDescriptors
        case .longPress: LongPressMachine.propertyDescriptors
        case .pan: PanMachine.propertyDescriptors
        case .swipe: SwipeMachine.propertyDescriptors
        case .pinch: PinchMachine.propertyDescriptors
        case .rotation: RotationMachine.propertyDescriptors
        case .screenEdgePan: ScreenEdgePanMachine.propertyDescriptors
        }
    }

    public func value(of property: String) -> PropertyValue? {
        switch self {
        case .tap(let m): m.value(of: property)
        case .longPress(let m): m.value(of: property)
        case .pan(let m): m.value(of: property)
        case .swipe(let m): m.value(of: property)
        case .pinch(let m): m.value(of: property)
        case .rotation(let m): m.value(of: property)
        case .screenEdgePan(let m): m.value(of: property)
        }
    }

    public mutating func setValue(_ value: PropertyValue, for property: String) {
        switch consume self {
        case .tap(var m):
            m.setValue(value, for: property)
            self = .tap(m)
        case .longPress(var m):
            m.setValue(value, for: property)
            self = .longPress(m)
        case .pan(var m):
            m.setValue(value, for: property)
            self = .pan(m)
        case .swipe(var m):
            m.setValue(value, for: property)
            self = .swipe(m)
        case .pinch(var m):
            m.setValue(value, for: property)
            self = .pinch(m)
        case .rotation(var m):
            m.setValue(value, for: property)
            self = .rotation(m)
        case .screenEdgePan(var m):
            m.setValue(value, for: property)
            self = .screenEdgePan(m)
        }
    }

    /// Delivers one phase of an event.
    /// The mutating methods switch over `consume self`: the payload moves out and back, no copy, no retains.
    mutating func deliver(_ phase: TouchPhase, _ batch: TouchBatch) -> [MachineAction] {
        switch consume self {
        case .tap(var m):
            let a = Self.call(&m, phase, batch)
            self = .tap(m)
            return a
        case .longPress(var m):
            let a = Self.call(&m, phase, batch)
            self = .longPress(m)
            return a
        case .pan(var m):
            let a = Self.call(&m, phase, batch)
            self = .pan(m)
            return a
        case .swipe(var m):
            let a = Self.call(&m, phase, batch)
            self = .swipe(m)
            return a
        case .pinch(var m):
            let a = Self.call(&m, phase, batch)
            self = .pinch(m)
            return a
        case .rotation(var m):
            let a = Self.call(&m, phase, batch)
            self = .rotation(m)
            return a
        case .screenEdgePan(var m):
            let a = Self.call(&m, phase, batch)
            self = .screenEdgePan(m)
            return a
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

    mutating func timerFired(_ timer: MachineTimer, _ batch: TouchBatch) -> [MachineAction] {
        switch consume self {
        case .tap(var m):
            let a = m.timerFired(timer, batch)
            self = .tap(m)
            return a
        case .longPress(var m):
            let a = m.timerFired(timer, batch)
            self = .longPress(m)
            return a
        case .pan(var m):
            let a = m.timerFired(timer, batch)
            self = .pan(m)
            return a
        case .swipe(var m):
            let a = m.timerFired(timer, batch)
            self = .swipe(m)
            return a
        case .pinch(var m):
            let a = m.timerFired(timer, batch)
            self = .pinch(m)
            return a
        case .rotation(var m):
            let a = m.timerFired(timer, batch)
            self = .rotation(m)
            return a
        case .screenEdgePan(var m):
            let a = m.timerFired(timer, batch)
            self = .screenEdgePan(m)
            return a
        }
    }

    mutating func reset() {
        switch consume self {
        case .tap(var m):
            m.reset()
            self = .tap(m)
        case .longPress(var m):
            m.reset()
            self = .longPress(m)
        case .pan(var m):
            m.reset()
            self = .pan(m)
        case .swipe(var m):
            m.reset()
            self = .swipe(m)
        case .pinch(var m):
            m.reset()
            self = .pinch(m)
        case .rotation(var m):
            m.reset()
            self = .rotation(m)
        case .screenEdgePan(var m):
            m.reset()
            self = .screenEdgePan(m)
        }
    }

    /// Resets the machine and returns the values it had, for reading after the gesture ended (one switch, no copies).
    mutating func resetReturningValues(touches: [TrackedTouch]) -> MachineValues {
        let values = MachineValues(location: location(touches: touches), translation: translation, velocity: velocity,
                                   scale: scale, rotation: rotation)
        reset()
        return values
    }

    func location(touches: [TrackedTouch]) -> Point {
        switch self {
        case .tap(let m): m.location(touches: touches)
        case .longPress(let m): m.location(touches: touches)
        case .pan(let m): m.location(touches: touches)
        case .swipe(let m): m.location(touches: touches)
        case .pinch(let m): m.location(touches: touches)
        case .rotation(let m): m.location(touches: touches)
        case .screenEdgePan(let m): m.location(touches: touches)
        }
    }

    // MARK: - Continuous-gesture values

    /// `translation(in:)` for pans, nil for other kinds.
    public var translation: Point? {
        switch self {
        case .pan(let m): m.translation
        case .screenEdgePan(let m): m.translation
        case .tap, .longPress, .swipe, .pinch, .rotation: nil
        }
    }

    /// `velocity(in:)` for pans (pt/s); pinch (scale/s) and rotation (rad/s) as `x`, y = 0.
    public var velocity: Point? {
        switch self {
        case .pan(let m): m.velocity
        case .screenEdgePan(let m): m.velocity
        case .pinch(let m): Point(x: m.velocity, y: 0)
        case .rotation(let m): Point(x: m.velocity, y: 0)
        case .tap, .longPress, .swipe: nil
        }
    }

    public var scale: Double? {
        if case .pinch(let m) = self { return m.scale }
        return nil
    }

    public var rotation: Double? {
        if case .rotation(let m) = self { return m.rotation }
        return nil
    }

    /// `setTranslation(_:in:)`; false when this kind has no translation.
    mutating func setTranslation(_ p: Point) -> Bool {
        switch self {
        case .pan(var m):
            m.setTranslation(p)
            self = .pan(m)
        case .screenEdgePan(var m):
            m.setTranslation(p)
            self = .screenEdgePan(m)
        case .tap, .longPress, .swipe, .pinch, .rotation:
            return false
        }
        return true
    }

    mutating func setScale(_ s: Double) -> Bool {
        guard case .pinch(var m) = self else { return false }
        m.setScale(s)
        self = .pinch(m)
        return true
    }

    mutating func setRotation(_ r: Double) -> Bool {
        guard case .rotation(var m) = self else { return false }
        m.setRotation(r)
        self = .rotation(m)
        return true
    }

    mutating func willBeginAfterSatisfyingFailureRequirements() {
        switch self {
        case .pan(var m):
            m.willBeginAfterSatisfyingFailureRequirements()
            self = .pan(m)
        case .screenEdgePan(var m):
            m.willBeginAfterSatisfyingFailureRequirements()
            self = .screenEdgePan(m)
        case .tap, .longPress, .swipe, .pinch, .rotation:
            break
        }
    }

    /// `canPrevent(_:)` [DOC A-HS, DEC]: true except for the tap rules.
    func canPrevent(_ other: AnyMachine) -> Bool {
        guard case .tap(let me) = self else { return true }
        switch other {
        case .tap(let o): return me.canPrevent(tap: o)
        case .longPress(let o): return me.canPrevent(longPress: o)
        case .pan, .swipe, .pinch, .rotation, .screenEdgePan: return true
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
