/// `UIScrollViewDelayedTouchesBeganGestureRecognizer` (discrete): a scroll view's content-touch delay, created with
/// the scroll view and attached to it, with `delaysTouchesBegan` on [DEC S-DLY, S-SV
/// `_createGestureRecognizersForCurrentTouchLevel`] (scroll-view ref A1, B2). While it is possible, the general
/// delayed-touches machinery withholds the touches from the content; it **fails** to release them and
/// **recognizes** to drop them (B2, B6).
///
/// ```
///  idle ──(touch-down, delaysContentTouches)──► waiting ──(timer, lift, or > scrollHysteresis on an axis the view
///    │                                                      cannot scroll)──► asks to fail (release)
///    └──(touch-down, delaysContentTouches false)──► asks to fail at once (B4)
/// ```
/// The machine only decides *when* the touches would be released. Its environment then asks the scroll view's
/// `touchesShouldBegin(_:with:in:)` for each withheld touch (B6): all yes, it fails as asked; a no makes it
/// recognize instead, so the refused touches are dropped (`GestureEnvironment.contentTouchCheck`). The environment
/// also resets it when its scroll view's pan begins (B5e).
public struct ContentTouchDelayMachine: GestureMachine, RecordsCause {
    enum Phase: Hashable, Sendable { case idle, waiting, finished }

    /// `_touchDelayForScrollDetection`: how long content touches are withheld (B3). Private in UIKit.
    public var touchDelayForScrollDetection = GestureDefaults.contentTouchDelay
    /// `_scrollHysteresis`: points along an axis the view cannot scroll before the touches go at once (B5c). Private.
    public var scrollHysteresis = GestureDefaults.contentTouchScrollHysteresis
    /// Its scroll view's `delaysContentTouches`, read at each touch-down (B4). Set by the environment.
    var delaysContentTouches = GestureDefaults.delaysContentTouches
    /// Whether its scroll view can scroll each axis now (C3), for B5c. Set by the environment.
    var canScrollX = false
    var canScrollY = false

    private(set) var phase = Phase.idle
    /// The centroid at touch-down (B4 "the start centroid is recorded").
    private var start = Point.zero
    /// See `GestureMachine.cause`.
    public internal(set) var cause: Cause?

    public init() {}

    static let properties: [MachineProperty<ContentTouchDelayMachine>] = [
        MachineProperty("touchDelayForScrollDetection", \.touchDelayForScrollDetection, unit: "s",
                        source: "[DEC] S-DLY asks _touchDelayForScrollDetection; a sister client returns 0.15; [OBS] 150 ms (B3)",
                        isPrivateInUIKit: true, minimum: 0),
        MachineProperty("scrollHysteresis", \.scrollHysteresis, unit: "pt",
                        source: "[DEC] S-DLY touchesMoved: compares with _scrollHysteresis; a sister client returns 10 (B5c)",
                        isPrivateInUIKit: true, minimum: 0),
    ]

    public static let propertyDescriptors = properties.descriptors(defaultsFrom: ContentTouchDelayMachine())
    public func value(of property: String) -> PropertyValue? { Self.properties.value(of: property, in: self) }
    public mutating func setValue(_ value: PropertyValue, for property: String) { Self.properties.set(value, for: property, in: &self) }

    // MARK: - Touches

    public mutating func touchesBegan(_ batch: TouchBatch) -> MachineActions {
        guard phase == .idle else { return MachineActions() }
        start = batch.centroid
        // B4: `delaysContentTouches` is read at this moment.
        guard delaysContentTouches else {
            phase = .finished
            return MachineActions(state(.failed, .note(.contentTouchesNotDelayed)))
        }
        phase = .waiting
        return MachineActions(.startTimer(.contentTouchDelay, after: touchDelayForScrollDetection))
    }

    public mutating func touchesMoved(_ batch: TouchBatch) -> MachineActions {
        guard phase == .waiting else { return MachineActions() }
        // B5c: strictly more than the hysteresis, from the touch-down centroid, along an axis the view cannot scroll.
        let d = batch.centroid - start
        let overX = !canScrollX && abs(d.x) > scrollHysteresis
        let overY = !canScrollY && abs(d.y) > scrollHysteresis
        guard overX || overY else { return MachineActions() }
        phase = .finished
        let moved = max(overX ? abs(d.x) : 0, overY ? abs(d.y) : 0)
        return MachineActions(.cancelTimer(.contentTouchDelay),
                              state(.failed, .threshold(property: .scrollHysteresis, limit: scrollHysteresis, actual: moved, unit: .points,
                                                        comparison: .greater)))
    }

    public mutating func touchesEnded(_ batch: TouchBatch) -> MachineActions {
        // B5b: the lift releases them (the content gets began and ended in the same pass).
        guard phase == .waiting, batch.activeCount == 0 else { return MachineActions() }
        phase = .finished
        return MachineActions(.cancelTimer(.contentTouchDelay), state(.failed, .touchesEnded))
    }

    public mutating func touchesCancelled(_ batch: TouchBatch) -> MachineActions {
        guard phase == .waiting else { return MachineActions() }
        phase = .finished
        return MachineActions(.cancelTimer(.contentTouchDelay), state(.failed, .touchesCancelled))
    }

    public mutating func timerFired(_ timer: MachineTimer, _ batch: TouchBatch) -> MachineActions {
        // B5a: the delay ran out.
        guard timer == .contentTouchDelay, phase == .waiting else { return MachineActions() }
        phase = .finished
        return MachineActions(state(.failed, .timerElapsed(property: .touchDelayForScrollDetection, duration: touchDelayForScrollDetection)))
    }

    public mutating func reset() {
        cause = nil
        phase = .idle
        start = .zero
    }

    public func location(touches: [TrackedTouch]) -> Point { centroidOfTouches(touches) }
}
