/// Read-only queries for tools that look at a running scene (`show`, `:scene`): pending timers, the fingers down,
/// withheld deliveries, requirements from delegates. None of them changes the environment, and none is on the
/// per-event path; they copy what they report.

/// A timer a recognizer has pending.
public struct PendingTimer: Hashable, Sendable {
    public var recognizer: RecognizerID
    public var timer: MachineTimer
    /// When it fires, on the virtual clock.
    public var deadline: VirtualTime
}

/// What a view has been told about a touch so far.
public enum ViewDeliveryStatus: Hashable, Sendable {
    /// The view received `touchesBegan` (and whatever followed).
    case delivered
    /// `touchesBegan` is withheld (queued) by a recognizer that delays touches.
    case withheld
    /// A recognizer claimed the touch: the view got (or will get) `touchesCancelled` and nothing more.
    case cancelled
    /// The view never hears of this touch (`isMultipleTouchEnabled` is false, or an exclusive-touch rule).
    case neverDelivered
}

/// One finger that is down, as the environment tracks it.
public struct FingerSnapshot: Hashable, Sendable {
    public var finger: Int
    /// Window coordinates, points.
    public var location: Point
    /// The hit-test view at touch-down; it keeps every message for this touch.
    public var view: ViewID
    /// The touch's latest phase (`began`, `moved`, `stationary`).
    public var phase: TouchPhase
    /// When the touch last changed.
    public var lastChange: VirtualTime
    /// The recognizers that track this touch now (accepted it and did not ignore it), in delivery order.
    public var heldBy: [RecognizerID]
    public var viewStatus: ViewDeliveryStatus
}

/// A phase withheld from a view, waiting in its queue.
public struct WithheldDelivery: Hashable, Sendable {
    public var finger: Int
    public var phase: TouchPhase
    /// Window coordinates, points.
    public var location: Point
    /// When the phase happened (it has waited since then).
    public var since: VirtualTime
}

extension GestureEnvironment {
    /// Every pending timer, in the order they would fire.
    public func pendingTimers() -> [PendingTimer] {
        timers.pendingInFiringOrder().map { PendingTimer(recognizer: $0.key.recognizer, timer: $0.key.timer, deadline: $0.deadline) }
    }

    /// The pending timers of one recognizer, in firing order.
    public func pendingTimers(of id: RecognizerID) -> [PendingTimer] {
        pendingTimers().filter { $0.recognizer == id }
    }

    /// The fingers down, by finger number.
    public func fingerSnapshots() -> [FingerSnapshot] {
        var out: [FingerSnapshot] = []
        for f in 1...20 {
            guard let t = fingerTouch[f], let r = touchTable[t] else { continue }
            let heldBy = r.recognizers.filter { id in tracked.index(of: t, in: id) != nil }
            let status: ViewDeliveryStatus =
                !r.deliverableToView ? .neverDelivered
                : r.cancelledForView ? .cancelled
                : r.viewSawBegan ? .delivered
                : .withheld
            out.append(FingerSnapshot(finger: f, location: r.location, view: r.view, phase: r.phase, lastChange: r.timestamp,
                                      heldBy: heldBy, viewStatus: status))
        }
        return out
    }

    /// The phases withheld from `view`, in the order it will receive them.
    public func withheldDeliveries(of view: ViewID) -> [WithheldDelivery] {
        viewQueues.items(of: view).map { WithheldDelivery(finger: $0.finger, phase: $0.phase, location: $0.location, since: $0.timestamp) }
    }

    /// The requirements a delegate added in the current attempt (`shouldRequireFailureOf` /
    /// `shouldBeRequiredToFailBy`, asked once both recognizers take part); empty after a reset.
    public func delegateRequirementsInEffect(of id: RecognizerID) -> [RecognizerID] {
        recognizers[id].dynamicRequirements
    }

    /// The state a recognizer has reached but does not report yet because a failure requirement holds it back
    /// (it reports `possible` meanwhile); nil when it is not held back.
    public func heldBackState(of id: RecognizerID) -> GestureState? {
        guard !isInUpdatePass, case .recognized(let reached, _) = recognizers[id].attempt else { return nil }
        return reached.state
    }

    /// The fingers currently down.
    public var fingersDown: [Int] { (1...20).filter { fingerTouch[$0] != nil } }

    /// The fingers currently down, one bit per finger number (bit 1 = finger 1).
    public var fingersDownMask: UInt32 {
        var mask: UInt32 = 0
        for f in 1...20 where fingerTouch[f] != nil { mask |= 1 << UInt32(f) }
        return mask
    }

    /// The window location of a finger that is down.
    public func location(ofFinger finger: Int) -> Point? {
        guard finger >= 1, finger <= 20, let t = fingerTouch[finger], let k = touchTable.slot(of: t) else { return nil }
        // One field, not a copy of the whole record (whose recognizer list would be retained and released).
        return touchTable.records[k].location
    }

    /// The deadline of the next pending timer.
    public func nextTimerDeadline() -> VirtualTime? { timers.nextDeadline() }
}
