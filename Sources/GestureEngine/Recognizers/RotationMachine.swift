/// `UIRotationGestureRecognizer` (continuous), following `_UIRotationGestureRecognizerDriver` [DOC A-rot, DEC D].
///
/// ```
///                 exactly 2 fingers                          |rotation| > hysteresis
///  possible(nil) ◄────────────────► possible(pair) ──────── and rotation dominates ────────► active(pair)
///      │   1 or 3 fingers                │                (hysteresis removed)               │  ▲ 1 or 3 fingers: pause
///      └──── all fingers up: failed ◄────┘                                                   ▼  │ 2 fingers: re-anchor
///                                                                                         active(nil)
///  active(…) ──(all fingers up)──► ended              active(…) ──(touches cancelled)──► cancelled
/// ```
/// - `possible(pair)`: two fingers are down; the rotation accumulates from the moment they formed a pair.
/// - `active(pair)`: `.began` was requested; the angle is tracked while two fingers are down. With one (or three)
///   fingers the pair is nil and the rotation pauses without changing. The environment reports `changed`.
/// - `finished`: terminal, waiting for `reset()`.
/// The phases, pairing, lifting, cancelling and the location are `TwoFingerGesture`'s, shared with the pinch.
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
public struct RotationMachine: TwoFingerGesture {
    /// The pair of fingers the angle is measured on.
    struct Pair: TwoFingerPair {
        /// The two touches, in touch-down order: θ is measured from the first to the second.
        var touches: [TouchID]
        /// Their distance when the pair formed, in points (for the hysteresis).
        var initialDistance: Double
    }

    /// Base rotation, in degrees, before the gesture begins; up to twice this when the finger distance changes.
    /// Private in UIKit (hard-coded 5°).
    public var hysteresisDegrees = GestureDefaults.rotationHysteresisDegrees

    var phase = TwoFingerPhase<Pair>.possible(nil)
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
    /// The centroid at the latest anchoring or applied event: `location(in:)` when no finger is down.
    private(set) var anchorPoint: Point?
    var analyzer = TransformAnalyzer(
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

    /// Forms a pair; the rotation keeps its value [DEC `touchesBegan:`].
    mutating func anchor(_ touches: [TrackedTouch], now: VirtualTime) -> Pair {
        let theta = Self.angle(touches)
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
        anchorPoint = centroidOfTouches(touches)
        lastTouchTime = now
        return Pair(touches: touches.map(\.id), initialDistance: Self.distance(touches))
    }

    /// Begins once the rotation passes the hysteresis on a move where rotation dominates.
    mutating func movedBeforeBeginning(_ pair: Pair, _ touches: [TrackedTouch], now: VirtualTime) -> (pair: Pair, begins: Cause?) {
        let change = track(touches)
        let h = hysteresis(distance: Self.distance(touches), initialDistance: pair.initialDistance)
        let raw = rotation
        guard abs(raw) > h else { return (pair, nil) }
        guard analyzer.dominant == .rotation else {
            // Past the hysteresis, but the fingers mostly translate or pinch: hold the rotation.
            initialAngle -= change
            hold(now: now, centroid: centroidOfTouches(touches))
            return (pair, nil)
        }
        // Remove the hysteresis so the rotation starts near 0 [DEC].
        initialAngle -= raw > 0 ? h : -h
        sample(change, now: now, centroid: centroidOfTouches(touches))
        return (pair, .threshold(property: .hysteresis, limit: h * 180 / Double.pi, actual: abs(raw) * 180 / Double.pi,
                                 unit: .degrees, comparison: .greater))
    }

    mutating func movedAfterBeginning(_ pair: Pair, _ touches: [TrackedTouch], now: VirtualTime) -> Pair {
        let change = track(touches)
        if analyzer.dominant == .rotation {
            sample(change, now: now, centroid: centroidOfTouches(touches))
        } else {
            initialAngle -= change
            hold(now: now, centroid: centroidOfTouches(touches))
        }
        return pair
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
