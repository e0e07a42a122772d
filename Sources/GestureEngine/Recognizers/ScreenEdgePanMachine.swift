/// `UIScreenEdgePanGestureRecognizer` (continuous; a `UIPanGestureRecognizer` subclass) [DOC A-edge, DEC D].
///
/// ```
///        first finger within edgeRegion of an enabled edge
///  idle ─────────────────────────────────────────────────► tracking ──(moved ≥ hysteresis away from that edge,
///   │                                                         │        before maximumSwipeDuration)──► panning
///   │ finger elsewhere, or `edges` empty: failed              │                                         │
///   ▼                                                         ▼                                         ├─(finger up)──► ended
///  finished ◄──────────── failed: maximumSwipeDuration elapsed, finger lifted or cancelled             └─(cancelled)──► cancelled
/// ```
/// - `idle`: no finger yet.
/// - `tracking`: one finger is down inside the region of at least one enabled edge (`touchedEdges`); the
///   `maximumSwipeDuration` timer runs.
/// - `panning`: `.began` was requested; like a pan from here on (the environment reports `changed`).
/// - `finished`: terminal, waiting for `reset()`.
///
/// **Edges**: `edges` defaults to none, UIKit's default [DOC, DEC `reset` sets the target edges to 0], and then the
/// gesture can never begin: the first finger fails it at once. A finger is inside an edge's region when its distance
/// to that screen edge is at most `edgeRegion` (13 pt); the right and bottom edges are measured from `screenSize`,
/// which the environment sets. Interface rotation of the edges is not modelled (the screen is always portrait).
///
/// **Beginning**: the finger must move at least `hysteresis` (15 pt) away from a touched edge, measured from where
/// it touched down, perpendicular to that edge, before `maximumSwipeDuration` (0.25 s) has passed; then the
/// hysteresis is removed from the translation per axis, toward zero, as a pan does (moved +16,+3 from the left edge
/// → translation +1,0) [DEC `featureDidChangeState:` → `_removeHysteresisFromTranslation`]. Movement along the edge
/// does not fail the gesture by itself; the timer does. UIKit decides with a private "feature" state machine whose
/// details are not modelled [GUESS for the distance measure].
///
/// **Touches**: `maximumNumberOfTouches` is 1 [DOC, DEC]: every finger after the first is ignored
/// (`ignore(_:for:)`), whatever the state. `delaysTouchesBegan` defaults to true for this class [DEC]; that is the
/// environment's business, not the machine's.
///
/// Translation and velocity come from an inner `PanMachine` fed only the tracked finger (its own hysteresis is
/// disabled and its state requests are discarded); the removed hysteresis is kept apart so the velocity is not reset.
public struct ScreenEdgePanMachine: GestureMachine, RecordsCause {
    enum Phase: Hashable, Sendable {
        case idle
        case tracking(touch: TouchID, start: Point, touchedEdges: RectEdge, startTime: VirtualTime)
        case panning(touch: TouchID)
        case finished
    }

    /// The edges the gesture may start from; none by default.
    public var edges: RectEdge = []
    /// Points from an edge within which the finger must touch down. Private in UIKit.
    public var edgeRegion = GestureDefaults.screenEdgeRegion
    /// Points the finger must move away from the edge. Private in UIKit.
    public var hysteresis = GestureDefaults.screenEdgeHysteresis
    /// Longest time from touch-down to beginning. Private in UIKit.
    public var maximumSwipeDuration = GestureDefaults.screenEdgeMaximumSwipeDuration
    /// Screen width (`x`) and height (`y`) in points; set by the environment.
    public var screenSize = Point(x: GestureDefaults.screenWidth, y: GestureDefaults.screenHeight)

    private(set) var phase = Phase.idle
    /// See `GestureMachine.cause`.
    public internal(set) var cause: Cause?
    /// Accumulates translation and velocity of the tracked finger; never begins by itself.
    private var pan = ScreenEdgePanMachine.makeInnerPan()
    /// The hysteresis taken off the inner pan's translation at `.began`.
    private var removedHysteresis = Point.zero

    public init() {}

    private static func makeInnerPan() -> PanMachine {
        var pan = PanMachine()
        pan.hysteresis = .infinity
        pan.maximumNumberOfTouches = 1
        return pan
    }

    /// `translation(in:)`, points.
    public var translation: Point { pan.translation - removedHysteresis }
    /// `velocity(in:)`, points per second.
    public var velocity: Point { pan.velocity }

    /// The settable properties, public and private (the defaults are the stored properties' initial values).
    static let properties: [MachineProperty<ScreenEdgePanMachine>] = [
        MachineProperty("edges", \.edges, source: "[DOC] UIScreenEdgePanGestureRecognizer: none"),
        MachineProperty("edgeRegion", \.edgeRegion, unit: "pt", source: "[DEC] _UISEGestureFeatureSettings: 13 pt", isPrivateInUIKit: true,
                        minimum: 0),
        MachineProperty("hysteresis", \.hysteresis, unit: "pt", source: "[DEC] _UISEGestureFeatureSettings: 15 pt", isPrivateInUIKit: true,
                        minimum: 0),
        MachineProperty("maximumSwipeDuration", \.maximumSwipeDuration, unit: "s", source: "[DEC] _UISEGestureFeatureSettings: 0.25 s",
                        isPrivateInUIKit: true, minimum: 0),
    ]

    public static let propertyDescriptors = properties.descriptors(defaultsFrom: ScreenEdgePanMachine())
    public func value(of property: String) -> PropertyValue? { Self.properties.value(of: property, in: self) }
    public mutating func setValue(_ value: PropertyValue, for property: String) { Self.properties.set(value, for: property, in: &self) }

    // MARK: - Edges

    /// Distance, in points, from `p` to `edge` of the screen (negative beyond it).
    public func distance(from p: Point, to edge: RectEdge) -> Double {
        switch edge {
        case .left: p.x
        case .right: screenSize.x - p.x
        case .top: p.y
        case .bottom: screenSize.y - p.y
        default: .infinity  // Not a single edge.
        }
    }

    /// How far `p` lies from `start`, in points, moving away from `edge` (toward the inside of the screen).
    private static func movedAway(from edge: RectEdge, start: Point, to p: Point) -> Double {
        switch edge {
        case .left: p.x - start.x
        case .right: start.x - p.x
        case .top: p.y - start.y
        case .bottom: start.y - p.y
        default: 0  // Not a single edge.
        }
    }

    private static let singleEdges: [RectEdge] = [.top, .left, .bottom, .right]

    // MARK: - Touches

    public mutating func touchesBegan(_ batch: TouchBatch) -> MachineActions {
        let began = batch.touches(in: .began).sorted { $0.id < $1.id }
        switch phase {
        case .finished:
            return MachineActions()
        case .tracking, .panning:
            return MachineActions(.ignoreNewTouches(keeping: 0))  // The touch it follows began earlier.
        case .idle:
            guard let first = began.first else { return MachineActions() }
            if edges.isEmpty {
                phase = .finished
                return MachineActions(state(.failed, .note(.edgesEmpty)))
            }
            let enabled = Self.singleEdges.filter { edges.contains($0) }
            let touched = enabled.filter { distance(from: first.location, to: $0) <= edgeRegion }
            guard !touched.isEmpty else {
                phase = .finished
                let nearest = enabled.map { distance(from: first.location, to: $0) }.min() ?? .infinity
                return MachineActions(state(.failed, .threshold(property: .edgeRegion, limit: edgeRegion, actual: nearest,
                                                      unit: .points, comparison: .greater)))
            }
            phase = .tracking(touch: first.id, start: first.location, touchedEdges: RectEdge(touched),
                              startTime: batch.now)
            _ = pan.touchesBegan(only(first.id, in: batch))
            var actions = MachineActions(.startTimer(.maximumDuration, after: maximumSwipeDuration))
            if began.count > 1 { actions.append(.ignoreNewTouches(keeping: 1)) }  // Only the first finger counts.
            return actions
        }
    }

    /// `batch` restricted to the tracked finger (a recognizer tracks a touch at most once).
    @_lifetime(copy batch)
    private func only(_ id: TouchID, in batch: TouchBatch) -> TouchBatch {
        var k = 0
        while k < batch.touches.count, batch.touches[k].id != id { k += 1 }
        return TouchBatch(touches: batch.touches.extracting(k..<min(k + 1, batch.touches.count)), now: batch.now)
    }

    public mutating func touchesMoved(_ batch: TouchBatch) -> MachineActions {
        switch phase {
        case .idle, .finished:
            return MachineActions()
        case .panning(let touch):
            _ = pan.touchesMoved(only(touch, in: batch))
            return MachineActions()
        case .tracking(let touch, let start, let touchedEdges, let startTime):
            let mine = only(touch, in: batch)
            _ = pan.touchesMoved(mine)
            guard let finger = mine.first, finger.phase == .moved else { return MachineActions() }
            if batch.now - startTime >= maximumSwipeDuration {
                return fail(.timerElapsed(property: .maximumSwipeDuration, duration: maximumSwipeDuration))
            }
            let away = Self.singleEdges.filter { touchedEdges.contains($0) }
                .map { Self.movedAway(from: $0, start: start, to: finger.location) }.max() ?? 0
            guard away >= hysteresis else { return MachineActions() }
            // Remove the hysteresis per axis, toward zero, as a pan does [DEC `_removeHysteresisFromTranslation`].
            let raw = pan.translation
            let kept = Point(x: Self.shrink(raw.x, by: hysteresis), y: Self.shrink(raw.y, by: hysteresis))
            removedHysteresis = raw - kept
            phase = .panning(touch: touch)
            return MachineActions(.cancelTimer(.maximumDuration),
                    state(.began, .threshold(property: .hysteresis, limit: hysteresis, actual: away, unit: .points,
                                                 comparison: .greaterOrEqual)))
        }
    }

    private static func shrink(_ v: Double, by h: Double) -> Double {
        v > 0 ? max(v - h, 0) : min(v + h, 0)
    }

    public mutating func touchesEnded(_ batch: TouchBatch) -> MachineActions {
        switch phase {
        case .idle, .finished:
            return MachineActions()
        case .tracking(let touch, _, _, _):
            guard Self.contains(touch, .ended, batch) else { return MachineActions() }
            return fail(.touchesEnded)
        case .panning(let touch):
            guard Self.contains(touch, .ended, batch) else { return MachineActions() }
            phase = .finished
            return MachineActions(state(.ended, .touchesEnded))
        }
    }

    public mutating func touchesCancelled(_ batch: TouchBatch) -> MachineActions {
        switch phase {
        case .idle, .finished:
            return MachineActions()
        case .tracking(let touch, _, _, _):
            guard Self.contains(touch, .cancelled, batch) else { return MachineActions() }
            return fail(.touchesCancelled)
        case .panning(let touch):
            guard Self.contains(touch, .cancelled, batch) else { return MachineActions() }
            phase = .finished
            return MachineActions(state(.cancelled, .touchesCancelled))
        }
    }

    private static func contains(_ id: TouchID, _ phase: TouchPhase, _ batch: TouchBatch) -> Bool {
        batch.contains { $0.id == id && $0.phase == phase }
    }

    public mutating func timerFired(_ timer: MachineTimer, _ batch: TouchBatch) -> MachineActions {
        guard timer == .maximumDuration else { return MachineActions() }  // Not ours; harmless.
        switch phase {
        case .idle, .panning, .finished:
            return MachineActions()  // The timer is cancelled at `.began` and on failure; a late one is harmless.
        case .tracking:
            return fail(.timerElapsed(property: .maximumSwipeDuration, duration: maximumSwipeDuration))
        }
    }

    public mutating func reset() {
        cause = nil
        phase = .idle
        pan.reset()
        removedHysteresis = .zero
    }

    /// The tracked finger's location (the pan's current centroid) [DEC].
    public func location(touches: [TrackedTouch]) -> Point {
        let id: TouchID? =
            switch phase {
            case .tracking(let touch, _, _, _), .panning(let touch): touch
            case .idle, .finished: nil
            }
        let mine = touches.filter { $0.id == id }
        return centroidOfTouches(mine.isEmpty ? touches : mine)
    }

    private mutating func fail(_ cause: Cause) -> MachineActions {
        phase = .finished
        return MachineActions(.cancelTimer(.maximumDuration), state(.failed, cause))
    }

    // MARK: - UIKit API (inherited from UIPanGestureRecognizer)

    /// `setTranslation(_:in:)`: the translation becomes `value`; the velocity is reset [DOC A-pan].
    public mutating func setTranslation(_ value: Point) {
        pan.setTranslation(value)
        removedHysteresis = .zero
    }

    /// `_willBeginAfterSatisfyingFailureRequirements`: held back by a failure requirement, the gesture begins from a
    /// zero translation [DEC, as for a pan].
    public mutating func willBeginAfterSatisfyingFailureRequirements() {
        pan.willBeginAfterSatisfyingFailureRequirements()
        removedHysteresis = .zero
    }
}
