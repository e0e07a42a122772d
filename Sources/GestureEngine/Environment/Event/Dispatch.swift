/// One touch's change in an input event, as the script gives it.
public enum TouchInput: Hashable, Sendable {
    case down(finger: Int, at: Point)
    case move(finger: Int, to: Point)
    case up(finger: Int)
    /// The system cancels the touch (an incoming call).
    case cancel(finger: Int)

    public var finger: Int {
        switch self {
        case .down(let f, _), .move(let f, _), .up(let f), .cancel(let f): f
        }
    }
}

extension GestureEnvironment {
    // MARK: - Step 1: validate and apply

    /// Checks an event without changing anything: fingers in range, each at most once, down only when up, and
    /// the reverse.
    public func validate(_ inputs: [TouchInput]) throws(EngineError) {
        var seen: UInt32 = 0
        for input in inputs { try check(input, seen: &seen) }
    }

    /// Checks one input of an event; `seen` holds the fingers of the inputs before it (bit per finger number).
    @inline(__always)
    private func check(_ input: TouchInput, seen: inout UInt32) throws(EngineError) {
        let f = input.finger
        guard f >= 1, f <= 20 else { throw .fingerOutOfRange(f) }
        guard seen & (1 << UInt32(f)) == 0 else { throw .duplicateFinger(f) }
        seen |= 1 << UInt32(f)
        switch input {
        case .down(_, let p):
            if fingerTouch[f] != nil { throw .fingerAlreadyDown(f) }
            if !(p.x >= 0 && p.y >= 0 && p.x < screenSize.x && p.y < screenSize.y) {
                throw .pointOutsideScreen(p, width: screenSize.x, height: screenSize.y)
            }
        case .move, .up, .cancel:
            if fingerTouch[f] == nil { throw .fingerNotDown(f) }
        }
    }

    /// Dispatches one input event at the current time: recognizers first, then the update pass, then the views.
    public func dispatch(_ inputs: [TouchInput]) throws(EngineError) {
        try validate(inputs)
        beginEvent()
        for input in inputs { changedTouches.append(apply(input)) }
        process()
    }

    /// `dispatch([input])` for an event that changes one touch (most events), without the array.
    public func dispatch(_ input: TouchInput) throws(EngineError) {
        var seen: UInt32 = 0
        try check(input, seen: &seen)
        beginEvent()
        changedTouches.append(apply(input))
        process()
    }

    private func beginEvent() {
        eventCount += 1
        eventLifts = false
        traceMark = trace.count
        changedTouches.removeAll()
    }

    /// The event's pipeline once its inputs are applied (`changedTouches` lists the touches they changed).
    @inline(__always)
    private func process() {
        let changed = changedTouches
        if isTracing { traceEvent(changed) }
        if fastPaths.contains(.oneTouchDelivery), changed.count == 1 {
            deliverOneTouch(changed[0])
        } else {
            deliverToRecognizers(changed)
        }
        updatePass()
        if fastPaths.contains(.oneTouchViewDelivery), changed.count == 1, !isTracing {
            deliverOneTouchToViews(changed[0])
        } else {
            deliverToViews(changed)
        }
        if eventLifts { finishTouches(changed) }
        // A table selects at the end of the touch-up event, after every action and delivery of it (G4).
        if !tablesWithQueuedSelection.isEmpty { performQueuedSelections() }
    }

    /// Puts the event in the trace, first, before any rejection noted while its touches were hit-tested.
    private func traceEvent(_ changed: RecordTable<TouchID>) {
        let event = TraceEvent.touchEvent(time: now, changes: changed.count == 1 ? changeRecords(ofOne: changed[0]) : changeRecords(of: changed))
        // Usually nothing was traced while the touches were hit-tested: the event goes at the end.
        if traceMark == trace.count { trace.append(event) } else { trace.insert(event, at: traceMark) }
    }

    /// The trace's record of one changed touch, held in the event itself (`TouchChanges`: nothing allocated).
    private func changeRecords(ofOne id: TouchID) -> TouchChanges {
        guard let touch = touchTable[id] else { return [] }
        return TouchChanges(one: TouchChangeRecord(finger: touch.finger, phase: touch.phase, location: touch.location, view: touch.view))
    }

    private func changeRecords(of changed: RecordTable<TouchID>) -> TouchChanges {
        var changes: [TouchChangeRecord] = []
        changes.reserveCapacity(changed.count)
        for n in 0..<changed.count {
            guard let touch = touchTable[changed[n]] else { continue }
            changes.append(TouchChangeRecord(finger: touch.finger, phase: touch.phase, location: touch.location, view: touch.view))
        }
        return TouchChanges(changes)
    }

    /// Applies one input to its touch's record and returns the touch: a touch-down makes a new one (`touchDown`).
    @inline(__always)
    private func apply(_ input: TouchInput) -> TouchID {
        switch input {
        case .down(let f, let p):
            return touchDown(finger: f, at: p)
        case .move(let f, let p):
            let id = fingerTouch[f]!  // Checked by `check`.
            let k = id.slot
            assert(touchTable.slot(of: id) == k, "the touch of a finger that is down is known")
            let time = now
            touchTable.records.withUnsafeElement(k) { touch in
                touch.previousLocation = touch.location
                touch.location = p
                touch.phase = .moved
                touch.timestamp = time
            }
            return id
        case .up(let f), .cancel(let f):
            let id = fingerTouch[f]!
            let k = id.slot
            let time = now
            touchTable.records.withUnsafeElement(k) { touch in
                touch.previousLocation = touch.location
                touch.phase = if case .up = input { .ended } else { .cancelled }
                touch.timestamp = time
            }
            eventLifts = true
            return id
        }
    }

    // MARK: - Step 6: finish

    /// Lifted or cancelled touches free their finger; their record stays while phases wait in a view queue.
    @inline(__always)
    private func finishTouches(_ changed: RecordTable<TouchID>) {
        for n in 0..<changed.count {
            let id = changed[n]
            guard let k = touchTable.slot(of: id), !touchTable.records[k].phase.isDown else { continue }
            let finger = touchTable.records[k].finger
            if fingerTouch[finger] == id { fingerTouch[finger] = nil }
            if touchTable.records[k].queuedPhases == 0 { touchTable.remove(at: k) }
        }
    }
}
