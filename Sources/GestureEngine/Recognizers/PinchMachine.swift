/// `UIPinchGestureRecognizer` (continuous), following `_UIPinchGestureRecognizerDriver` [DOC A-pinch, DEC D].
///
/// ```
///                    exactly 2 fingers (d0 = d / scale)
///  possible(nil) ◄──────────────────────────────────► possible(pair)
///       │             1 or 3 fingers                      │
///       │                                                 │ |d − d0·s0| > hysteresis: d0 moves `hysteresis` toward d
///       │                                                 ▼
///       │                                            active(pair) ◄──── 2 fingers again (d0 = d / scale) ────┐
///       │                                            │    │                                                │
///       │                                            │    └──── 1 or 3 fingers: pause ────► active(nil) ────┘
///       └── all fingers up: failed                   ├── all fingers up: ended   (also from active(nil))
///                                                    └── touches cancelled: cancelled
/// ```
/// - `possible(pair)`: not begun. With exactly two fingers the pair (`Anchor`) holds d0, their distance when the pair
///   formed divided by the scale at that moment, so the scale continues where it was.
/// - `active(pair)`: `.began` was requested; with two fingers `scale = d / d0`. With one finger (or three)
///   the pair is nil and the pinch pauses: it stays began, and the scale does not change [DEC]. The environment
///   reports `changed` for every later event.
/// - `finished`: terminal, waiting for `reset()`.
/// The phases, pairing, lifting, cancelling and the location are `TwoFingerGesture`'s, shared with the rotation.
///
/// **Hysteresis** [DEC]: once `|d − d0| > hysteresis` (8 pt), d0 moves `hysteresis` toward d and the pinch begins, so
/// the scale starts near 1: fingers 100 pt apart that spread to 150 pt begin with scale 150 / 108 = 1.389, and at
/// 200 pt the scale is 200 / 108 = 1.852. The peer cases F7 and H15 (1.5, then 2.0) ignore the hysteresis; they hold
/// exactly with `hysteresis = 0` (H15's own configuration is "threshold 0").
///
/// **Dominance** [DEC `_applyScale:` and `_UIGestureRecognizerTransformAnalyzer`]: the scale changes only on events
/// where pinching dominates the two-finger movement (`TransformAnalyzer`, weights pinching 4.0, rotation 0.5,
/// translation 0.5). On other events d0 follows the fingers (`d0 = d / scale`), so the scale holds, and the velocity
/// sample is 0. The pinch still begins on the hysteresis event even when pinching does not dominate it.
///
/// **Velocity** [DOC, DEC]: each applied event gives a sample Δscale / Δt (Δt = 0 uses the last non-zero Δt, or one
/// 60 Hz frame); reported velocity = 0.75·previous sample + 0.25·current sample, in scale per second.
///
/// Differences from the driver, all [GUESS]: a pair that changes because a third finger lifts is re-anchored
/// (UIKit re-anchors only on touch-down); the window's usable-bounds test before beginning is not modelled;
/// touchesCancelled ends the pinch at once (cancelled after began, failed before), as for a pan.
/// `location(in:)` is the centroid of the fingers, or the last anchor point when none is down [DEC].
public struct PinchMachine: TwoFingerGesture {
    /// The pair of fingers the scale is measured on.
    struct Anchor: TwoFingerPair {
        /// The two touches, in touch-down order.
        var touches: [TouchID]
        /// d0 in points, expressed at scale `initialScale`: `scale = d / initialDistance` once began.
        var initialDistance: Double
        /// The scale when the pair formed; the hysteresis compares `d` with `initialDistance · initialScale`.
        var initialScale: Double
    }

    /// Change of the finger distance, in points, before the pinch begins. Private in UIKit (`_hysteresis`).
    public var hysteresis = GestureDefaults.pinchHysteresis
    /// End (instead of pausing) when one finger is left. Private in UIKit (`_endsOnSingleTouch`), off by default.
    public var endsOnSingleTouch = false

    var phase = TwoFingerPhase<Anchor>.possible(nil)
    /// See `GestureMachine.cause`.
    public internal(set) var cause: Cause?
    /// `scale`: absolute since began, 1 at rest.
    public private(set) var scale = 1.0
    /// `velocity`: scale per second, smoothed.
    public private(set) var velocity = 0.0
    private var currentSample = 0.0
    private var previousSample = 0.0
    private var lastEventTime: VirtualTime?
    private var lastNonZeroInterval: TimeSpan?
    /// The centroid at the latest anchoring or applied event: `location(in:)` when no finger is down.
    private(set) var anchorPoint: Point?
    var analyzer = TransformAnalyzer(
        translationWeight: GestureDefaults.pinchAnalyzerTranslationWeight,
        pinchingWeight: GestureDefaults.pinchAnalyzerPinchingWeight,
        rotationWeight: GestureDefaults.pinchAnalyzerRotationWeight)

    public init() {}

    /// The settable properties, public and private (the defaults are the stored properties' initial values).
    static let properties: [MachineProperty<PinchMachine>] = [
        MachineProperty("hysteresis", \.hysteresis, unit: "pt", source: "[DEC] _UIPinchGestureRecognizerDriver init: 8 pt",
                        isPrivateInUIKit: true, minimum: 0),
        MachineProperty("endsOnSingleTouch", \.endsOnSingleTouch, source: "[DEC] private _endsOnSingleTouch, off", isPrivateInUIKit: true),
    ]

    public static let propertyDescriptors = properties.descriptors(defaultsFrom: PinchMachine())
    public func value(of property: String) -> PropertyValue? { Self.properties.value(of: property, in: self) }
    public mutating func setValue(_ value: PropertyValue, for property: String) { Self.properties.set(value, for: property, in: &self) }

    // MARK: - Touches

    var endsWithOneFingerLeft: Bool { endsOnSingleTouch }

    /// Anchors on a new pair: d0 = d / scale, so the scale continues from its current value [DEC `touchesBegan:`].
    mutating func anchor(_ pair: [TrackedTouch], now: VirtualTime) -> Anchor {
        anchorPoint = centroidOfTouches(pair)
        lastEventTime = now
        return Anchor(touches: pair.map(\.id), initialDistance: Self.distance(pair) / scale, initialScale: scale)
    }

    /// Begins once the distance has changed by more than the hysteresis since the pair formed.
    mutating func movedBeforeBeginning(_ pair: Anchor, _ touches: [TrackedTouch], now: VirtualTime) -> (pair: Anchor, begins: Cause?) {
        let d = Self.distance(touches)
        let moved = abs(d - pair.initialDistance * pair.initialScale)
        guard moved > hysteresis else { return (pair, nil) }
        // Move d0 `hysteresis` toward d, so the scale starts near 1 [DEC].
        var pair = pair
        let towardD = d < pair.initialDistance * pair.initialScale ? -hysteresis : hysteresis
        pair.initialDistance += towardD / pair.initialScale
        return (apply(pair, distance: d, centroid: centroidOfTouches(touches), now: now),
                .threshold(property: .hysteresis, limit: hysteresis, actual: moved, unit: .points, comparison: .greater))
    }

    mutating func movedAfterBeginning(_ pair: Anchor, _ touches: [TrackedTouch], now: VirtualTime) -> Anchor {
        apply(pair, distance: Self.distance(touches), centroid: centroidOfTouches(touches), now: now)
    }

    /// `_applyScale:`: sets the scale when pinching dominates, otherwise lets d0 follow the fingers.
    private mutating func apply(_ pair: Anchor, distance d: Double, centroid: Point, now: VirtualTime) -> Anchor {
        var pair = pair
        anchorPoint = centroid
        let dt = lastEventTime.map { now - $0 } ?? .zero
        lastEventTime = now
        previousSample = currentSample
        if analyzer.dominant == .pinching {
            let old = scale
            scale = d / pair.initialDistance
            var interval = dt
            if dt > .zero {
                lastNonZeroInterval = dt
            } else {
                interval = lastNonZeroInterval ?? GestureDefaults.pinchFallbackSampleInterval
            }
            currentSample = (scale - old) / interval.seconds
        } else {
            pair.initialDistance = d / scale
            currentSample = 0
        }
        updateVelocity()
        return pair
    }

    private mutating func updateVelocity() {
        let w = GestureDefaults.pinchVelocitySmoothing
        velocity = w * currentSample + (1 - w) * previousSample
    }

    public mutating func reset() {
        cause = nil
        phase = .possible(nil)
        scale = 1
        velocity = 0
        currentSample = 0
        previousSample = 0
        lastEventTime = nil
        lastNonZeroInterval = nil
        anchorPoint = nil
        analyzer.reset()
    }

    // MARK: - UIKit API

    /// Sets `scale`; the velocity is reset [DOC A-pinch]. With a pair down, d0 is rescaled so that later moves
    /// continue from `value` (`d0 · old / value`) [DEC `setScale:`]. A scale of 0 makes d0 infinite, as in UIKit.
    public mutating func setScale(_ value: Double) {
        let old = scale
        switch phase {
        case .possible(var pair?):
            pair.initialDistance = pair.initialDistance * old / value
            pair.initialScale = value
            phase = .possible(pair)
        case .active(var pair?):
            pair.initialDistance = pair.initialDistance * old / value
            pair.initialScale = value
            phase = .active(pair)
        case .possible(nil), .active(nil), .finished:
            break  // The next pair anchors on the new scale.
        }
        scale = value
        currentSample = 0
        previousSample = 0
        velocity = 0
    }
}

