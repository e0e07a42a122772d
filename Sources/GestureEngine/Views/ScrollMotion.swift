/// What a scroll view does on its own after the finger lifts, one axis at a time: deceleration, the bounce back from
/// past an edge, or the paging spring (scroll-view reference D5–D7). Positions are `contentOffset` on that axis in
/// points; velocities are points per **millisecond**, the sign the direction the offset changes (D4); time steps are
/// milliseconds of virtual time. A value type with no clock of its own: the environment steps it once per display
/// frame.
public struct ScrollAxisMotion: Hashable, Sendable {
    public enum Mode: Hashable, Sendable {
        /// Coasting inside the content: v(t) = v₀·rateᵗ (D6).
        case decelerating
        /// Past an edge: overshoot o(t) = (o₀ + (v₀ + k·o₀)·t)·e^(−k·t), k = `bounceDecayPerMillisecond`, t the
        /// milliseconds since the bounce began (D6: the overshoot decays as e^(−k·t); the (v₀ + k·o₀)·t term lets a
        /// view that crosses the edge still moving carry on out before it returns, and is a GUESS: the decompile's
        /// `_getBouncingDecelerationOffset…` was read for its decay only).
        case bouncing(edge: Double, overshoot: Double, velocity: Double, elapsed: Double)
        /// The paging spring toward `target`, stepped per whole millisecond (D7); `pending` holds the fraction of a
        /// millisecond not yet stepped.
        case paging(target: Double, pending: Double)
        /// At rest.
        case done
    }

    public private(set) var position: Double
    public private(set) var velocity: Double
    public private(set) var mode: Mode
    /// The largest offset that shows content (the smallest is 0): content size less bounds size, never negative.
    let maximum: Double
    /// The bounds size on this axis (the page size when paging), points.
    let boundsSize: Double
    let bounces: Bool
    /// The deceleration rate per millisecond (`decelerationRate`).
    let rate: Double
    /// ln `rate`, taken once: a frame's factor rateᵗ is e^(t·ln rate), as `Exponential.pow` computes it, without the
    /// logarithm's series at every frame.
    let logRate: Double
    /// The last two frame lengths stepped and their factors rateᵗ: frames at 60 Hz are 16.667 or 16.666 ms long
    /// (frame times are rounded to the microsecond), so a coasting axis takes the exponential's series once or
    /// twice per flick instead of once per frame. Not part of the motion's value (`==` and hashing ignore it).
    private var recentFactors = DecayFactorMemo()

    /// A motion at `position` with `velocity` (points per millisecond): bouncing when past an edge (with `bounces`;
    /// without, held at the edge), decelerating otherwise, or at rest when `velocity` is zero inside the content.
    public init(position: Double, velocity: Double, maximum: Double, boundsSize: Double, bounces: Bool,
                rate: Double = GestureDefaults.decelerationRateNormal) {
        self.position = position
        self.velocity = velocity
        self.maximum = max(0, maximum)
        self.boundsSize = boundsSize
        self.bounces = bounces
        self.rate = rate
        logRate = Exponential.log(rate)
        mode = .decelerating
        if let edge = edgePassed(position) {
            if bounces {
                mode = .bouncing(edge: edge, overshoot: position - edge, velocity: velocity, elapsed: 0)
            } else {
                self.position = edge
                stop()
            }
        } else if velocity == 0 {
            stop()
        }
    }

    /// A paging motion from `position` with lift `velocity` toward the page D7 picks: within `pagingTurnSpeed` the
    /// nearest page, faster the next page in the direction of the velocity; clamped to the content.
    public init(pagingFrom position: Double, velocity: Double, maximum: Double, pageSize: Double) {
        self.position = position
        self.velocity = velocity
        self.maximum = max(0, maximum)
        boundsSize = pageSize
        bounces = true
        rate = GestureDefaults.decelerationRateNormal
        logRate = Exponential.log(rate)
        mode = .done
        guard pageSize > 0 else { return }
        let page = position / pageSize
        let index: Double
        if velocity > GestureDefaults.pagingTurnSpeed {
            index = page.rounded(.down) + 1
        } else if velocity < -GestureDefaults.pagingTurnSpeed {
            index = page.rounded(.up) - 1
        } else {
            index = (page + 0.5).rounded(.down)
        }
        let target = min(max(index * pageSize, 0), self.maximum)
        mode = .paging(target: target, pending: 0)
    }

    /// At rest at `position` (an axis the view cannot scroll, or a page already reached).
    public init(restingAt position: Double) {
        self.position = position
        velocity = 0
        maximum = max(0, position)
        boundsSize = 0
        bounces = false
        rate = GestureDefaults.decelerationRateNormal
        logRate = Exponential.log(rate)
        mode = .done
    }

    public var isDone: Bool {
        if case .done = mode { return true }
        return false
    }

    /// Whether it coasts inside the content (`Mode.decelerating`): a test of the case, not a comparison of modes.
    public var isDecelerating: Bool {
        if case .decelerating = mode { return true }
        return false
    }

    /// The paging target, if this is a paging motion.
    public var pagingTarget: Double? {
        if case .paging(let target, _) = mode { return target }
        return nil
    }

    /// Advances by `ms` milliseconds.
    public mutating func step(milliseconds ms: Double) {
        switch mode {
        case .done:
            return
        case .decelerating:
            decelerate(ms)
        case .bouncing(let edge, let o0, let v0, let elapsed):
            bounce(edge: edge, o0: o0, v0: v0, t: elapsed + ms)
        case .paging(let target, let pending):
            page(target: target, ms: pending + ms)
        }
    }

    /// Stops a decelerating axis (the 2-D speed fell below `decelerationStopSpeed`, D6).
    public mutating func stopIfDecelerating() {
        if isDecelerating { stop() }
    }

    private mutating func stop() {
        velocity = 0
        mode = .done
    }

    /// The edge `x` lies beyond (0 or `maximum`), or nil inside the content.
    private func edgePassed(_ x: Double) -> Double? {
        x < 0 ? 0 : x > maximum ? maximum : nil
    }

    /// D6: x += v·d·(1 − dᵗ)/(1 − d); v ← v·dᵗ. Leaving the content starts the bounce (or, without `bounces`, stops
    /// at the edge).
    private mutating func decelerate(_ ms: Double) {
        let f = recentFactors.factor(milliseconds: ms, logRate: logRate)
        let next = position + velocity * rate * (1 - f) / (1 - rate)
        velocity *= f
        if let edge = edgePassed(next) {
            if bounces {
                position = next
                mode = .bouncing(edge: edge, overshoot: next - edge, velocity: velocity, elapsed: 0)
            } else {
                position = edge
                stop()
            }
        } else {
            position = next
        }
    }

    private mutating func bounce(edge: Double, o0: Double, v0: Double, t: Double) {
        let k = GestureDefaults.bounceDecayPerMillisecond
        let e = Exponential.exp(-k * t)
        let o = (o0 + (v0 + k * o0) * t) * e
        let v = (v0 - k * (v0 + k * o0) * t) * e
        if o0 != 0, (o < 0) != (o0 < 0) {
            // Thrown back across the edge into the content: it coasts on from there.
            position = edge + o
            velocity = v
            mode = .decelerating
            return
        }
        if abs(o) <= GestureDefaults.bounceFinishDistance, o * v <= 0 {
            position = edge
            stop()
            return
        }
        position = edge + o
        velocity = v
        mode = .bouncing(edge: edge, overshoot: o0, velocity: v0, elapsed: t)
    }

    /// D7: per millisecond v += (target − x)·pull; v *= friction; x += v; at rest on the page once slow and close.
    private mutating func page(target: Double, ms: Double) {
        let w = min(boundsSize, GestureDefaults.pagingWidthCap)
        let pull = GestureDefaults.pagingPullSlope * w + GestureDefaults.pagingPullIntercept
        let friction = GestureDefaults.pagingFrictionSlope * w + GestureDefaults.pagingFrictionIntercept
        var steps = Int(ms.rounded(.down))
        let pending = ms - Double(steps)
        while steps > 0 {
            velocity += (target - position) * pull
            velocity *= friction
            position += velocity
            steps -= 1
            if abs(velocity) < GestureDefaults.decelerationStopSpeed,
                abs(target - position) <= GestureDefaults.pagingFinishDistance {
                position = target
                stop()
                return
            }
        }
        mode = .paging(target: target, pending: pending)
    }
}

/// Remembers rateᵗ for the last two step lengths t of one axis (`ScrollAxisMotion.recentFactors`). Each factor is
/// e^(t·ln rate) as `Exponential.pow(rate, t)` computes it, so a remembered one is the same number to the bit. A memo
/// is not part of a motion's value: any two are equal and hash alike.
struct DecayFactorMemo: Hashable, Sendable {
    private var lastStep = Double.nan
    private var lastFactor = 0.0
    private var otherStep = Double.nan
    private var otherFactor = 0.0

    mutating func factor(milliseconds t: Double, logRate: Double) -> Double {
        if t == lastStep { return lastFactor }
        if t == otherStep {
            swap(&lastStep, &otherStep)
            swap(&lastFactor, &otherFactor)
            return lastFactor
        }
        otherStep = lastStep
        otherFactor = lastFactor
        lastStep = t
        lastFactor = Exponential.exp(t * logRate)
        return lastFactor
    }

    static func == (a: DecayFactorMemo, b: DecayFactorMemo) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}
