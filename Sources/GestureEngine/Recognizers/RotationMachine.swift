/// `UIRotationGestureRecognizer` (continuous), following `_UIRotationGestureRecognizerDriver` [DOC A-rot, DEC D].
///
/// ```
///                 exactly 2 fingers                          |rotation| > hysteresis
///  possible(nil) ◄────────────────► possible(pair) ──────── and rotation dominates ────────► rotating(pair)
///      │   1 or 3 fingers                │                (hysteresis removed)               │  ▲ 1 or 3 fingers: pause
///      └──── all fingers up: failed ◄────┘                                                   ▼  │ 2 fingers: re-anchor
///                                                                                        rotating(nil)
///  rotating(…) ──(all fingers up)──► ended          rotating(…) ──(touches cancelled)──► cancelled
/// ```
/// - `possible(pair)`: two fingers are down; the rotation accumulates from the moment they formed a pair.
/// - `rotating(pair)`: `.began` was requested; the angle is tracked while two fingers are down. With one (or three)
///   fingers the pair is nil and the rotation pauses without changing. The environment reports `changed`.
/// - `finished`: terminal, waiting for `reset()`.
///
/// **Angle** [DEC]: `θ = atan2(y0 − y1, x1 − x0)` of the pair (touch-down order), and
/// `rotation = initialAngle − θ + 2π·turns`, in radians; positive is clockwise on screen (y points down), as in
/// UIKit. A change of θ above π/2 within one event counts a turn (θ wrapped through ±π). When a new pair forms,
/// `initialAngle` is shifted so that the rotation continues from its value.
///
/// **Beginning** [DEC]: the hysteresis is `h = 5° + 5°·sqrt(min(|d − d0| / d0, 1))` (d0 = the pair's distance when it
/// formed), so 5° at constant distance and up to 10° when the distance has changed by d0 or more. The rotation
/// begins on the event where `|rotation| > h` **and** rotation dominates the finger movement (`TransformAnalyzer`,
/// weights rotation 1.0, pinching 0.25, translation 0.25); h is then subtracted, so the rotation starts near 0.
///
/// **Dominance after that**: on events where rotation does not dominate, the rotation holds (the change is folded
/// into `initialAngle`) and the velocity sample is 0. Velocity samples are Δrotation / Δt (kept when Δt = 0);
/// reported velocity = 0.75·previous + 0.25·current, in radians per second.
///
/// Differences from the driver, all [GUESS]: θ is tracked on every event, also below the hysteresis, and the
/// hysteresis compares the unwrapped rotation (the driver compares `|initialAngle − θ|` against a stale θ, which
/// counts extra turns near ±π); an event that passes the hysteresis without rotation dominating leaves the gesture
/// possible with its rotation held at the previous value (the driver's bookkeeping there is garbled in the
/// decompile); a pair that changes because a third finger lifts is re-anchored; touchesCancelled ends the gesture
/// at once (cancelled after began, failed before). `location(in:)` is the centroid of the fingers, or the last anchor
/// point when none is down [DEC].
public struct RotationMachine: GestureMachine, RecordsCause {
    /// The pair of fingers the angle is measured on.
    struct Pair: Hashable, Sendable {
        /// The two touches, in touch-down order: θ is measured from the first to the second.
        var touches: [TouchID]
        /// Their distance when the pair formed, in points (for the hysteresis).
        var initialDistance: Double
    }

    enum Phase: Hashable, Sendable {
        case possible(Pair?)
        case rotating(Pair?)
        case finished
    }

    /// Base rotation, in degrees, before the gesture begins; up to twice this when the finger distance changes.
    /// Private in UIKit (hard-coded 5°).
    public var hysteresisDegrees = GestureDefaults.rotationHysteresisDegrees

    private(set) var phase = Phase.possible(nil)
    /// See `GestureMachine.cause`.
    public internal(set) var cause: Cause?
    /// θ of the pair plus the rotation: `rotation = initialAngle − currentAngle + 2π·turns`.
    private var initialAngle = 0.0
    /// θ at the latest event, radians.
    private var currentAngle = 0.0
    private var turns = 0
    /// `velocity`: radians per second, smoothed.
    public private(set) var velocity = 0.0
    private var currentSample = 0.0
    private var previousSample = 0.0
    private var lastTouchTime: VirtualTime?
    private var anchorPoint: Point?
    private var analyzer = TransformAnalyzer(
        translationWeight: GestureDefaults.rotationAnalyzerTranslationWeight,
        pinchingWeight: GestureDefaults.rotationAnalyzerPinchingWeight,
        rotationWeight: GestureDefaults.rotationAnalyzerRotationWeight)

    public init() {}

    /// `rotation`: radians, absolute since began, clockwise positive.
    public var rotation: Double { initialAngle - currentAngle + 2 * Double.pi * Double(turns) }

    /// The settable properties, public and private (the defaults are the stored properties' initial values).
    static let properties: [MachineProperty<RotationMachine>] = [
        MachineProperty("hysteresis", \.hysteresisDegrees, unit: "°",
                        source: "[DEC] _UIRotationGestureRecognizerDriver: 5° + 5°·sqrt(min(|Δd/d0|, 1))", isPrivateInUIKit: true,
                        minimum: 0, maximum: 180),
    ]

    public static let propertyDescriptors = properties.descriptors(defaultsFrom: RotationMachine())
    public func value(of property: String) -> PropertyValue? { Self.properties.value(of: property, in: self) }
    public mutating func setValue(_ value: PropertyValue, for property: String) { Self.properties.set(value, for: property, in: &self) }

    /// The hysteresis, in radians, for fingers `distance` apart that were `initialDistance` apart.
    public func hysteresis(distance: Double, initialDistance: Double) -> Double {
        let change = initialDistance > 0 ? min(abs(distance - initialDistance) / initialDistance, 1) : 1
        return (hysteresisDegrees + hysteresisDegrees * change.squareRoot()) * Double.pi / 180
    }

    // MARK: - Touches

    public mutating func touchesBegan(_ batch: TouchBatch) -> MachineActions {
        let active = batch.activeTouches
        switch phase {
        case .finished:
            return MachineActions()
        case .possible:
            phase = .possible(active.count == 2 ? anchor(active, now: batch.now) : nil)
        case .rotating:
            phase = .rotating(active.count == 2 ? anchor(active, now: batch.now) : nil)
        }
        return MachineActions()
    }

    /// Forms a pair; the rotation keeps its value [DEC `touchesBegan:`].
    private mutating func anchor(_ touches: [TrackedTouch], now: VirtualTime) -> Pair {
        let sorted = touches.sorted { $0.id < $1.id }
        let theta = Self.angle(sorted)
        initialAngle = theta + initialAngle - currentAngle
        currentAngle = theta
        // Keep initialAngle in [−π, π]; the turns absorb the rest.
        while initialAngle > Double.pi {
            initialAngle -= 2 * Double.pi
            turns += 1
        }
        while initialAngle < -Double.pi {
            initialAngle += 2 * Double.pi
            turns -= 1
        }
        anchorPoint = centroidOfTouches(sorted)
        lastTouchTime = now
        return Pair(touches: sorted.map(\.id), initialDistance: PinchMachine.distance(sorted))
    }

    private mutating func pair(for touches: [TrackedTouch], current: Pair?, now: VirtualTime) -> Pair {
        if let current, current.touches == touches.map(\.id) { return current }
        return anchor(touches, now: now)
    }

    public mutating func touchesMoved(_ batch: TouchBatch) -> MachineActions {
        let active = batch.activeTouches.sorted { $0.id < $1.id }
        guard active.count == 2 else { return MachineActions() }  // Moves count only with exactly two fingers [DEC].
        switch phase {
        case .finished:
            return MachineActions()
        case .possible(let current):
            let pair = pair(for: active, current: current, now: batch.now)
            analyzer.analyze(active)
            let change = track(active)
            let h = hysteresis(distance: PinchMachine.distance(active), initialDistance: pair.initialDistance)
            let raw = rotation
            guard abs(raw) > h else {
                phase = .possible(pair)
                return MachineActions()
            }
            guard analyzer.dominant == .rotation else {
                // Past the hysteresis, but the fingers mostly translate or pinch: hold the rotation.
                initialAngle -= change
                hold(now: batch.now, centroid: centroidOfTouches(active))
                phase = .possible(pair)
                return MachineActions()
            }
            // Remove the hysteresis so the rotation starts near 0 [DEC].
            initialAngle -= raw > 0 ? h : -h
            sample(change, now: batch.now, centroid: centroidOfTouches(active))
            phase = .rotating(pair)
            let degrees = Cause.Unit.degrees
            return MachineActions(state(.began, .threshold(property: .hysteresis, limit: h * 180 / Double.pi,
                                                 actual: abs(raw) * 180 / Double.pi, unit: degrees, comparison: .greater)))
        case .rotating(let current):
            let pair = pair(for: active, current: current, now: batch.now)
            analyzer.analyze(active)
            let change = track(active)
            if analyzer.dominant == .rotation {
                sample(change, now: batch.now, centroid: centroidOfTouches(active))
            } else {
                initialAngle -= change
                hold(now: batch.now, centroid: centroidOfTouches(active))
            }
            phase = .rotating(pair)
            return MachineActions()
        }
    }

    /// Updates θ and the turns from the pair's current positions; returns the change of `rotation`, in radians.
    private mutating func track(_ active: [TrackedTouch]) -> Double {
        let before = rotation
        let theta = Self.angle(active)
        let delta = theta - currentAngle
        if abs(delta) > GestureDefaults.rotationTurnDetectionAngle {
            turns += delta >= 0 ? 1 : -1
        }
        currentAngle = theta
        return rotation - before
    }

    /// A velocity sample for an applied event [DEC]: Δrotation / Δt, kept from the previous event when Δt = 0.
    private mutating func sample(_ change: Double, now: VirtualTime, centroid: Point) {
        anchorPoint = centroid
        previousSample = currentSample
        let dt = lastTouchTime.map { now - $0 } ?? .zero
        lastTouchTime = now
        if dt > .zero { currentSample = change / dt.seconds }
        updateVelocity()
    }

    /// An event on which rotation did not dominate: velocity sample 0 [DEC].
    private mutating func hold(now: VirtualTime, centroid: Point) {
        anchorPoint = centroid
        previousSample = currentSample
        lastTouchTime = now
        currentSample = 0
        updateVelocity()
    }

    private mutating func updateVelocity() {
        let w = GestureDefaults.rotationVelocitySmoothing
        velocity = w * currentSample + (1 - w) * previousSample
    }

    public mutating func touchesEnded(_ batch: TouchBatch) -> MachineActions {
        let active = batch.activeTouches
        switch phase {
        case .finished:
            return MachineActions()
        case .possible(let current):
            if active.isEmpty {
                phase = .finished
                return MachineActions(state(.failed, .touchesEnded))
            }
            let sorted = active.sorted { $0.id < $1.id }
            phase = .possible(active.count == 2 ? pair(for: sorted, current: current, now: batch.now) : nil)
            return MachineActions()
        case .rotating(let current):
            if active.isEmpty {
                phase = .finished
                return MachineActions(state(.ended, .touchesEnded))
            }
            let sorted = active.sorted { $0.id < $1.id }
            phase = .rotating(active.count == 2 ? pair(for: sorted, current: current, now: batch.now) : nil)
            return MachineActions()
        }
    }

    public mutating func touchesCancelled(_ batch: TouchBatch) -> MachineActions {
        switch phase {
        case .finished:
            return MachineActions()
        case .possible:
            phase = .finished
            return MachineActions(state(.failed, .touchesCancelled))
        case .rotating:
            phase = .finished
            return MachineActions(state(.cancelled, .touchesCancelled))
        }
    }

    public mutating func timerFired(_ timer: MachineTimer, _ batch: TouchBatch) -> MachineActions { MachineActions() }

    public mutating func reset() {
        cause = nil
        phase = .possible(nil)
        initialAngle = 0
        currentAngle = 0
        turns = 0
        velocity = 0
        currentSample = 0
        previousSample = 0
        lastTouchTime = nil
        anchorPoint = nil
        analyzer.reset()
    }

    /// The centroid of the fingers; the last anchor point when none is down [DEC].
    public func location(touches: [TrackedTouch]) -> Point {
        let down = touches.filter { $0.phase != .ended && $0.phase != .cancelled }
        if down.isEmpty, let anchorPoint { return anchorPoint }
        return centroidOfTouches(down.isEmpty ? touches : down)
    }

    // MARK: - UIKit API

    /// Sets `rotation` (radians); later moves continue from it, and the velocity is reset [DOC A-rot, DEC `setRotation:`].
    public mutating func setRotation(_ value: Double) {
        initialAngle = currentAngle + value
        turns = 0
        while initialAngle > Double.pi {
            initialAngle -= 2 * Double.pi
            turns += 1
        }
        while initialAngle < -Double.pi {
            initialAngle += 2 * Double.pi
            turns -= 1
        }
        currentSample = 0
        previousSample = 0
        velocity = 0
    }

    /// θ of a pair: `atan2(y0 − y1, x1 − x0)` [DEC].
    static func angle(_ pair: [TrackedTouch]) -> Double {
        guard pair.count == 2 else { return 0 }
        let (a, b) = (pair[0].location, pair[1].location)
        return arctangent2(a.y - b.y, b.x - a.x)
    }

    // MARK: - Arctangent

    /// `atan2(y, x)` in (−π, π], in pure Swift: the engine imports no libm, and this keeps results identical on every
    /// platform. Absolute error below 1e-15 rad. `(0, 0)` gives 0.
    static func arctangent2(_ y: Double, _ x: Double) -> Double {
        if x.isNaN || y.isNaN { return .nan }
        if x == 0, y == 0 { return 0 }
        let (ax, ay) = (abs(x), abs(y))
        var angle = ay <= ax ? arctangent(ay / ax) : Double.pi / 2 - arctangent(ax / ay)
        if x < 0 { angle = Double.pi - angle }
        return y < 0 ? -angle : angle
    }

    /// `atan(t)` for 0 ≤ t ≤ 1: three angle halvings (`atan t = 2·atan(t / (1 + √(1 + t²)))`) bring t below
    /// tan(π/32) ≈ 0.098, where 13 terms of the Taylor series are exact to double precision.
    private static func arctangent(_ t: Double) -> Double {
        var t = t
        var factor = 1.0
        for _ in 0..<3 {
            t /= 1 + (1 + t * t).squareRoot()
            factor *= 2
        }
        let t2 = t * t
        var term = t
        var sum = t
        for k in 1...12 {
            term *= -t2
            sum += term / Double(2 * k + 1)
        }
        return factor * sum
    }
}
