/// Identity of one touch, from touch-down to lift or cancel. Serial numbers are never reused within a run,
/// so a finger that lifts and touches down again is a new touch (as with `UITouch` objects).
///
/// The environment also stamps each ID with the slot of its record in the touch table, so finding the record is an
/// index and a check instead of a search. Equality and hashing use the serial number alone.
public struct TouchID: Hashable, Comparable, Sendable {
    public var serial: Int
    /// Where the environment keeps the touch's record (`TouchTable`); slot 0 for IDs made outside it.
    let slot: TouchSlot
    public init(serial: Int) { self.init(serial: serial, slot: TouchSlot(index: 0)) }
    init(serial: Int, slot: TouchSlot) {
        self.serial = serial
        self.slot = slot
    }
    public static func == (a: TouchID, b: TouchID) -> Bool { a.serial == b.serial }
    public func hash(into hasher: inout Hasher) { hasher.combine(serial) }
    public static func < (a: TouchID, b: TouchID) -> Bool { a.serial < b.serial }
}

/// `UITouch.Phase`, restricted to what a touch screen produces.
public enum TouchPhase: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    // Raw values ascend in the order phases of one event reach a recognizer (delivery relies on it).
    case began, moved, stationary, ended, cancelled

    /// A touch in this phase is still on the screen (it has not ended and was not cancelled).
    public var isDown: Bool { self != .ended && self != .cancelled }

    /// The `UIResponder` method a view receives this phase with (`touchesBegan`, …), as transcripts, JSON lines and
    /// pictures name it.
    public var responderMethod: String {
        switch self {
        case .began: "touchesBegan"
        case .moved: "touchesMoved"
        case .stationary: "touchesStationary"
        case .ended: "touchesEnded"
        case .cancelled: "touchesCancelled"
        }
    }

    public var description: String {
        switch self {
        case .began: "began"
        case .moved: "moved"
        case .stationary: "stationary"
        case .ended: "ended"
        case .cancelled: "cancelled"
        }
    }
}

/// One touch as a recognizer sees it during one event.
///
/// `phase` is the touch's phase in the event being delivered: touches of the recognizer that did not change in
/// this event are `.stationary`. Locations are in window coordinates, in points.
public struct TrackedTouch: Hashable, Sendable {
    public var id: TouchID
    /// The finger number from the script (1…20), for transcripts.
    public var finger: Int
    public var location: Point
    public var previousLocation: Point
    public var phase: TouchPhase
    /// Time of this touch's latest change.
    public var timestamp: VirtualTime

    public init(id: TouchID, finger: Int, location: Point, previousLocation: Point, phase: TouchPhase, timestamp: VirtualTime) {
        self.id = id
        self.finger = finger
        self.location = location
        self.previousLocation = previousLocation
        self.phase = phase
        self.timestamp = timestamp
    }
}

/// What a recognizer is handed for one phase of one event: all of its touches (those that changed in this phase
/// carry that phase; the others are `.stationary` or carry another phase of the same event) and the time.
///
/// The touches are a `Span`: the environment hands the machine its touches where it keeps them, for the call only. A
/// batch cannot escape the call it is handed to (it is `~Escapable`): a machine keeps what it needs as values. Tests
/// and machines make batches over arrays, which the batch borrows.
public struct TouchBatch: ~Escapable {
    public let touches: Span<TrackedTouch>
    public let now: VirtualTime

    /// A batch over `touches`, borrowed for as long as the batch lives.
    @_lifetime(borrow touches)
    public init(touches: borrowing [TrackedTouch], now: VirtualTime) {
        self.touches = touches.span
        self.now = now
    }

    @_lifetime(copy touches)
    init(touches: Span<TrackedTouch>, now: VirtualTime) {
        self.touches = touches
        self.now = now
    }

    /// The first touch, if any.
    public var first: TrackedTouch? { touches.isEmpty ? nil : touches[0] }

    /// The touches whose phase is `phase`, as an array.
    public func touches(in phase: TouchPhase) -> [TrackedTouch] { touches(where: { $0.phase == phase }) }

    /// The touches that satisfy `predicate`, in order, as an array.
    public func touches(where predicate: (TrackedTouch) -> Bool) -> [TrackedTouch] {
        var out: [TrackedTouch] = []
        for k in touches.indices where predicate(touches[k]) { out.append(touches[k]) }
        return out
    }

    /// How many touches satisfy `predicate`.
    public func count(where predicate: (TrackedTouch) -> Bool) -> Int {
        var n = 0
        for k in touches.indices where predicate(touches[k]) { n += 1 }
        return n
    }

    /// Whether some touch satisfies `predicate`.
    public func contains(where predicate: (TrackedTouch) -> Bool) -> Bool {
        for k in touches.indices where predicate(touches[k]) { return true }
        return false
    }

    /// Touches still on the screen after this event (not ended or cancelled), as an array.
    public var activeTouches: [TrackedTouch] { touches(where: { $0.phase != .ended && $0.phase != .cancelled }) }

    /// How many touches are still on the screen after this event.
    public var activeCount: Int { count(where: { $0.phase != .ended && $0.phase != .cancelled }) }

    /// Centroid of the active touches (or of all, when none is active), without allocating.
    public var centroid: Point {
        var sum = Point.zero
        var n = 0.0
        for k in touches.indices where touches[k].phase != .ended && touches[k].phase != .cancelled {
            sum += touches[k].location
            n += 1
        }
        // One touch (most events): its location, without the divisions (x / 1 is x exactly).
        if n == 1 { return sum }
        if n > 0 { return sum / n }
        return centroidOfTouches(touches)
    }
}

/// Centroid of the touches' current locations; `.zero` for none.
public func centroidOfTouches(_ touches: Span<TrackedTouch>) -> Point {
    var sum = Point.zero
    for k in touches.indices { sum += touches[k].location }
    return touches.count <= 1 ? sum : sum / Double(touches.count)  // Division by 1 is exact: skipped.
}

/// Centroid of the touches' current locations; `.zero` for none.
public func centroidOfTouches<Touches: Collection<TrackedTouch>>(_ touches: Touches) -> Point {
    var sum = Point.zero
    for t in touches { sum += t.location }
    return touches.count <= 1 ? sum : sum / Double(touches.count)  // Division by 1 is exact: skipped.
}
