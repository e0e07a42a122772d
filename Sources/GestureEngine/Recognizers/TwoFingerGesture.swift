/// Where a two-finger continuous gesture (pinch, rotation) is: not begun or begun, each with the pair of fingers it
/// measures, or finished (terminal, waiting for `reset()`). The pair is nil while not exactly two fingers are down:
/// before beginning nothing is measured, after it the gesture pauses (it stays began and its value holds) [DEC].
enum TwoFingerPhase<Pair: Hashable & Sendable>: Hashable, Sendable {
    case possible(Pair?)
    /// `.began` was requested; the environment reports `changed` for every later event.
    case active(Pair?)
    case finished
}

/// The pair of fingers a two-finger gesture measures, and what it measures them against.
protocol TwoFingerPair: Hashable, Sendable {
    /// The two touches, in touch-down (ID) order.
    var touches: [TouchID] { get }
}

/// What `PinchMachine` and `RotationMachine` share, following their UIKit drivers [DEC D]: the phases, forming a
/// pair when exactly two fingers are down (on touch-down, on lift, and on a move whose pair is not the current one),
/// the transform analyzer fed on every two-finger move, failing or ending when the last finger lifts, cancelling,
/// and the location. A machine supplies what it measures: how a pair is anchored, and what a move of the pair does
/// before and after the gesture began.
protocol TwoFingerGesture: RecordsCause {
    associatedtype Pair: TwoFingerPair

    var phase: TwoFingerPhase<Pair> { get set }
    /// Decides which component of the fingers' movement dominates; fed every move of exactly two fingers.
    var analyzer: TransformAnalyzer { get set }
    /// The centroid at the latest anchoring or applied event: `location(in:)` when no finger is down.
    var anchorPoint: Point? { get }
    /// End (instead of pausing) when one finger is left after the gesture began.
    var endsWithOneFingerLeft: Bool { get }

    /// Forms a pair from two touches in ID order at `now`; the measured value continues from where it is.
    mutating func anchor(_ pair: [TrackedTouch], now: VirtualTime) -> Pair
    /// The pair moved (the analyzer has seen the move) before the gesture began: the pair to keep, and the cause of
    /// beginning when the gesture begins on this move.
    mutating func movedBeforeBeginning(_ pair: Pair, _ touches: [TrackedTouch], now: VirtualTime) -> (pair: Pair, begins: Cause?)
    /// The pair moved (the analyzer has seen the move) after the gesture began: the pair to keep.
    mutating func movedAfterBeginning(_ pair: Pair, _ touches: [TrackedTouch], now: VirtualTime) -> Pair
}

extension TwoFingerGesture {
    var endsWithOneFingerLeft: Bool { false }

    public mutating func touchesBegan(_ batch: TouchBatch) -> MachineActions {
        let active = batch.activeTouches
        switch phase {
        case .finished:
            return MachineActions()
        case .possible:
            phase = .possible(active.count == 2 ? anchor(Self.inOrder(active), now: batch.now) : nil)
        case .active:
            phase = .active(active.count == 2 ? anchor(Self.inOrder(active), now: batch.now) : nil)
        }
        return MachineActions()
    }

    public mutating func touchesMoved(_ batch: TouchBatch) -> MachineActions {
        let active = Self.inOrder(batch.activeTouches)
        guard active.count == 2 else { return MachineActions() }  // Moves count only with exactly two fingers [DEC].
        switch phase {
        case .finished:
            return MachineActions()
        case .possible(let current):
            let pair = self.pair(for: active, current: current, now: batch.now)
            analyzer.analyze(active)
            let moved = movedBeforeBeginning(pair, active, now: batch.now)
            guard let cause = moved.begins else {
                phase = .possible(moved.pair)
                return MachineActions()
            }
            phase = .active(moved.pair)
            return MachineActions(state(.began, cause))
        case .active(let current):
            let pair = self.pair(for: active, current: current, now: batch.now)
            analyzer.analyze(active)
            phase = .active(movedAfterBeginning(pair, active, now: batch.now))
            return MachineActions()
        }
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
            phase = .possible(active.count == 2 ? pair(for: Self.inOrder(active), current: current, now: batch.now) : nil)
            return MachineActions()
        case .active(let current):
            if active.isEmpty {
                phase = .finished
                return MachineActions(state(.ended, .touchesEnded))
            }
            if active.count == 1, endsWithOneFingerLeft {
                phase = .finished
                return MachineActions(state(.ended, .note(.endsOnSingleTouch)))
            }
            phase = .active(active.count == 2 ? pair(for: Self.inOrder(active), current: current, now: batch.now) : nil)
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
        case .active:
            phase = .finished
            return MachineActions(state(.cancelled, .touchesCancelled))
        }
    }

    public mutating func timerFired(_ timer: MachineTimer, _ batch: TouchBatch) -> MachineActions { MachineActions() }

    /// The centroid of the fingers; the last anchor point when none is down [DEC].
    public func location(touches: [TrackedTouch]) -> Point {
        let down = touches.filter { $0.phase != .ended && $0.phase != .cancelled }
        if down.isEmpty, let anchorPoint { return anchorPoint }
        return centroidOfTouches(down.isEmpty ? touches : down)
    }

    /// The current pair if it is still made of `touches` (in ID order), else a new one.
    private mutating func pair(for touches: [TrackedTouch], current: Pair?, now: VirtualTime) -> Pair {
        if let current, current.touches == touches.map(\.id) { return current }
        return anchor(touches, now: now)
    }

    /// The distance between the two fingers of a pair, in points (0 unless there are two).
    static func distance(_ pair: [TrackedTouch]) -> Double {
        pair.count == 2 ? pair[0].location.distance(to: pair[1].location) : 0
    }

    private static func inOrder(_ touches: [TrackedTouch]) -> [TrackedTouch] { touches.sorted { $0.id < $1.id } }
}
