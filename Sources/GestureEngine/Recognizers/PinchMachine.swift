/// `UIPinchGestureRecognizer` (continuous), following `_UIPinchGestureRecognizerDriver` [DOC A-pinch, DEC D].
///
/// ```
///                    exactly 2 fingers (d0 = d / scale)
///  possible(nil) ◄──────────────────────────────────► possible(pair)
///       │             1 or 3 fingers                      │
///       │                                                 │ |d − d0·s0| > hysteresis: d0 moves `hysteresis` toward d
///       │                                                 ▼
///       │                                          pinching(pair) ◄──── 2 fingers again (d0 = d / scale) ────┐
///       │                                            │    │                                                │
///       │                                            │    └──── 1 or 3 fingers: pause ────► pinching(nil) ──┘
///       └── all fingers up: failed                   ├── all fingers up: ended   (also from pinching(nil))
///                                                    └── touches cancelled: cancelled
/// ```
/// - `possible(pair)`: not begun. With exactly two fingers the pair (`Anchor`) holds d0, their distance when the pair
///   formed divided by the scale at that moment, so the scale continues where it was.
/// - `pinching(pair)`: `.began` was requested; with two fingers `scale = d / d0`. With one finger (or three)
///   the pair is nil and the pinch pauses: it stays began, and the scale does not change [DEC]. The environment
///   reports `changed` for every later event.
/// - `finished`: terminal, waiting for `reset()`.
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
public struct PinchMachine: GestureMachine, RecordsCause {
    /// The pair of fingers the scale is measured on.
    struct Anchor: Hashable, Sendable {
        /// The two touches, in touch-down order.
        var touches: [TouchID]
        /// d0 in points, expressed at scale `initialScale`: `scale = d / initialDistance` once began.
        var initialDistance: Double
        /// The scale when the pair formed; the hysteresis compares `d` with `initialDistance · initialScale`.
        var initialScale: Double
    }

    enum Phase: Hashable, Sendable {
        case possible(Anchor?)
        case pinching(Anchor?)
        case finished
    }

    /// Change of the finger distance, in points, before the pinch begins. Private in UIKit (`_hysteresis`).
    public var hysteresis = GestureDefaults.pinchHysteresis
    /// End (instead of pausing) when one finger is left. Private in UIKit (`_endsOnSingleTouch`), off by default.
    public var endsOnSingleTouch = false

    private(set) var phase = Phase.possible(nil)
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
    private var anchorPoint: Point?
    private var analyzer = TransformAnalyzer(
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

    public mutating func touchesBegan(_ batch: TouchBatch) -> MachineActions {
        let active = batch.activeTouches
        switch phase {
        case .finished:
            return MachineActions()
        case .possible:
            phase = .possible(active.count == 2 ? anchor(active, now: batch.now) : nil)
        case .pinching:
            phase = .pinching(active.count == 2 ? anchor(active, now: batch.now) : nil)
        }
        return MachineActions()
    }

    /// Anchors on a new pair: d0 = d / scale, so the scale continues from its current value [DEC `touchesBegan:`].
    private mutating func anchor(_ pair: [TrackedTouch], now: VirtualTime) -> Anchor {
        let sorted = pair.sorted { $0.id < $1.id }
        anchorPoint = centroidOfTouches(sorted)
        lastEventTime = now
        return Anchor(touches: sorted.map(\.id), initialDistance: Self.distance(sorted) / scale, initialScale: scale)
    }

    /// The current anchor if it still describes `pair`, else a new one.
    private mutating func anchor(for pair: [TrackedTouch], current: Anchor?, now: VirtualTime) -> Anchor {
        if let current, current.touches == pair.map(\.id).sorted() { return current }
        return anchor(pair, now: now)
    }

    public mutating func touchesMoved(_ batch: TouchBatch) -> MachineActions {
        let active = batch.activeTouches.sorted { $0.id < $1.id }
        guard active.count == 2 else { return MachineActions() }  // Moves count only with exactly two fingers [DEC].
        let d = Self.distance(active)
        switch phase {
        case .finished:
            return MachineActions()
        case .possible(let current):
            analyzer.analyze(active)
            var pair = anchor(for: active, current: current, now: batch.now)
            let moved = abs(d - pair.initialDistance * pair.initialScale)
            guard moved > hysteresis else {
                phase = .possible(pair)
                return MachineActions()
            }
            // Move d0 `hysteresis` toward d, so the scale starts near 1 [DEC].
            let towardD = d < pair.initialDistance * pair.initialScale ? -hysteresis : hysteresis
            pair.initialDistance += towardD / pair.initialScale
            phase = .pinching(apply(pair, distance: d, centroid: centroidOfTouches(active), now: batch.now))
            return MachineActions(state(.began, .threshold(property: .hysteresis, limit: hysteresis, actual: moved, unit: .points,
                                                 comparison: .greater)))
        case .pinching(let current):
            analyzer.analyze(active)
            let pair = anchor(for: active, current: current, now: batch.now)
            phase = .pinching(apply(pair, distance: d, centroid: centroidOfTouches(active), now: batch.now))
            return MachineActions()
        }
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
            phase = .possible(active.count == 2 ? anchor(for: active, current: current, now: batch.now) : nil)
            return MachineActions()
        case .pinching(let current):
            if active.isEmpty {
                phase = .finished
                return MachineActions(state(.ended, .touchesEnded))
            }
            if active.count == 1, endsOnSingleTouch {
                phase = .finished
                return MachineActions(state(.ended, .note(.endsOnSingleTouch)))
            }
            phase = .pinching(active.count == 2 ? anchor(for: active, current: current, now: batch.now) : nil)
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
        case .pinching:
            phase = .finished
            return MachineActions(state(.cancelled, .touchesCancelled))
        }
    }

    public mutating func timerFired(_ timer: MachineTimer, _ batch: TouchBatch) -> MachineActions { MachineActions() }

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

    /// The centroid of the fingers; the last anchor point when none is down [DEC].
    public func location(touches: [TrackedTouch]) -> Point {
        let down = touches.filter { $0.phase != .ended && $0.phase != .cancelled }
        if down.isEmpty, let anchorPoint { return anchorPoint }
        return centroidOfTouches(down.isEmpty ? touches : down)
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
        case .pinching(var pair?):
            pair.initialDistance = pair.initialDistance * old / value
            pair.initialScale = value
            phase = .pinching(pair)
        case .possible(nil), .pinching(nil), .finished:
            break  // The next pair anchors on the new scale.
        }
        scale = value
        currentSample = 0
        previousSample = 0
        velocity = 0
    }

    static func distance(_ pair: [TrackedTouch]) -> Double {
        pair.count == 2 ? pair[0].location.distance(to: pair[1].location) : 0
    }
}

// MARK: - Transform analyzer

/// `_UIGestureRecognizerTransformAnalyzer` [DEC D]: decides which component of a multi-finger movement dominates.
///
/// Per event, from each finger's movement since its previous location (stationary fingers contribute nothing) and
/// the centroid of the fingers' current locations:
/// - translation = |mean movement| · 0.4;
/// - pinching = mean of each movement projected on the unit vector from the centroid to the finger · 0.4;
/// - rotation = mean of the perpendicular projection (`dx·uy − dy·ux`) · 0.4.
/// Each is low-pass filtered (`filtered = current + 0.6 · filtered`) and weighted (absolute value × weight).
/// A component dominates when, for each other component, that other is 0 or smaller by a ratio above 1.4;
/// translation is tested first, then pinching, then rotation; when none dominates the answer is `none`.
/// Used by `PinchMachine` and `RotationMachine`, each with its own weights.
struct TransformAnalyzer: Hashable, Sendable {
    enum Component: Hashable, Sendable { case none, translation, pinching, rotation }

    let translationWeight: Double
    let pinchingWeight: Double
    let rotationWeight: Double

    private(set) var translation = 0.0
    private(set) var pinching = 0.0
    private(set) var rotation = 0.0
    private(set) var dominant = Component.none

    init(translationWeight: Double, pinchingWeight: Double, rotationWeight: Double) {
        self.translationWeight = translationWeight
        self.pinchingWeight = pinchingWeight
        self.rotationWeight = rotationWeight
    }

    mutating func reset() {
        translation = 0
        pinching = 0
        rotation = 0
        dominant = .none
    }

    /// `analyzeTouches:` for the fingers of one event.
    mutating func analyze(_ touches: [TrackedTouch]) {
        guard !touches.isEmpty else { return }
        let n = Double(touches.count)
        let center = centroidOfTouches(touches)
        var sum = Point.zero
        var radial = 0.0
        var tangential = 0.0
        for touch in touches {
            let step = touch.phase == .moved ? touch.location - touch.previousLocation : .zero
            sum += step
            let offset = touch.location - center
            let length = offset.length
            guard length > 0 else { continue }  // A finger on the centroid has no radial direction.
            let u = offset / length
            radial += step.x * u.x + step.y * u.y
            tangential += step.x * u.y - step.y * u.x
        }
        let gain = GestureDefaults.transformAnalyzerGain
        let decay = GestureDefaults.transformAnalyzerDecay
        translation = (sum / n).length * gain + decay * translation
        pinching = radial / n * gain + decay * pinching
        rotation = tangential / n * gain + decay * rotation

        let t = translationWeight * abs(translation)
        let s = pinchingWeight * abs(pinching)
        let r = rotationWeight * abs(rotation)
        let ratio = GestureDefaults.transformAnalyzerDominanceRatio
        func beats(_ a: Double, _ b: Double) -> Bool { b == 0 || a / b > ratio }
        if beats(t, s), beats(t, r) {
            dominant = .translation
        } else if beats(s, t), beats(s, r) {
            dominant = .pinching
        } else if beats(r, t), beats(r, s) {
            dominant = .rotation
        } else {
            dominant = .none
        }
    }
}
