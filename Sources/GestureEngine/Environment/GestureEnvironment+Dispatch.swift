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
    // MARK: - Time

    /// Moves the clock to `target`, firing due timers in (deadline, scheduling order); `now` is each timer's deadline
    /// while it fires, and the update pass runs right after each one (the run-loop observer's role).
    public func advance(to target: VirtualTime) {
        // Most calls fire nothing (a move sample, a wait with no timer pending): they compare one deadline, without
        // the frame of the firing loop (callgrind, measure.sh: 2,070 → 2,061 instructions/event; pan part 25,727 → 25,513
        // per cycle).
        if let next = timers.nextDeadline(), next <= target { fireTimers(notAfter: target) }
        if target > now { now = target }
    }

    /// Fires the timers due at or before `target`, in order (`advance(to:)`).
    @inline(never)
    private func fireTimers(notAfter target: VirtualTime) {
        while let (deadline, key) = timers.popFirstDue(notAfter: target) {
            now = deadline
            let i = key.recognizer.index
            recognizers[i].scheduledTimers &= ~key.timer.bit
            // A timer of a recognizer that already finished is stale; machines cancel theirs, so this is rare.
            guard acceptsTouches(i), recognizers[i].isEnabled else { continue }
            emit(.timerFired(time: now, recognizer: key.recognizer, timer: key.timer))
            let actions = withTouchBatch(of: i) { machines.timerFired(machine(i), key.timer, $0) }
            apply(actions, to: i)
            updatePass()
        }
    }

    /// Advances the clock by `span`.
    public func advance(by span: TimeSpan) { advance(to: now + span) }

    // MARK: - Events

    /// Checks an event without changing anything: fingers in range, each at most once, down only when up, and
    /// the reverse.
    public func validate(_ inputs: [TouchInput]) throws(EngineError) {
        var seen: UInt32 = 0
        for input in inputs { try check(input, seen: &seen) }
    }

    /// Checks one input of an event; `seen` holds the fingers of the inputs before it (bit per finger number).
    @inline(__always)  // Into the single-input `dispatch`, where `seen` then stays in a register.
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
        for input in inputs { changedTouches.append(applyInput(input)) }
        process()
    }

    /// Dispatches an event that changes one touch (most events): `dispatch([input])` without the array, and
    /// `process` with what one input makes known: the one-touch delivery, and no touch to finish unless the input
    /// lifts or cancels (a touch's phase changes only here, so a down or a move leaves its touch down). Callgrind,
    /// measure.sh: 2,280 → 2,244 instructions/event.
    public func dispatch(_ input: TouchInput) throws(EngineError) {
        var seen: UInt32 = 0
        try check(input, seen: &seen)
        beginEvent()
        let id = applyInput(input)
        changedTouches.append(id)
        let changed = changedTouches
        if isTracing { traceEvent(changed) }
        deliverToRecognizers(id)
        updatePass()
        deliverToViews(changed)
        switch input {
        case .down, .move: break
        case .up, .cancel: finishTouches(changed)
        }
    }

    private func beginEvent() {
        eventCount += 1
        traceMark = trace.count
        changedTouches.removeAll()
    }

    /// The event's pipeline once its inputs are applied (`changedTouches` lists the touches they changed).
    /// (The one-input `dispatch` spells it out.)
    private func process() {
        let changed = changedTouches
        if isTracing { traceEvent(changed) }
        deliverToRecognizers(changed)
        updatePass()
        deliverToViews(changed)
        finishTouches(changed)
    }

    /// Puts the event in the trace, first, before any rejection noted while its touches were hit-tested.
    private func traceEvent(_ changed: RecordTable<TouchID>) {
        trace.insert(.touchEvent(time: now, changes: changed.compactMap { id in
            touchTable[id].map { TouchChangeRecord(finger: $0.finger, phase: $0.phase, location: $0.location, view: $0.view) }
        }), at: traceMark)
    }

    /// Applies one input to its touch's record and returns the touch. Moves and lifts are inlined into the callers;
    /// a touch-down (hit-testing, collecting recognizers) is not.
    @inline(__always)
    private func applyInput(_ input: TouchInput) -> TouchID {
        switch input {
        case .down(let f, let p):
            return touchDown(finger: f, at: p)
        case .move(let f, let p):
            let id = fingerTouch[f]!  // Checked by `check`.
            if let k = touchTable.index(of: id) {
                let r = touchTable.records.address(k)
                r.pointee.previousLocation = r.pointee.location
                r.pointee.location = p
                r.pointee.phase = .moved
                r.pointee.timestamp = now
            }
            return id
        case .up(let f), .cancel(let f):
            let id = fingerTouch[f]!
            let phase: TouchPhase = if case .up = input { .ended } else { .cancelled }
            if let k = touchTable.index(of: id) {
                let r = touchTable.records.address(k)
                r.pointee.previousLocation = r.pointee.location
                r.pointee.phase = phase
                r.pointee.timestamp = now
            }
            return id
        }
    }

    /// A new touch: hit-tested, recorded, given its recognizers.
    private func touchDown(finger f: Int, at p: Point) -> TouchID {
        let view = hitTest(p)
        // The usual answer without the call: no exclusive-touch view, and the view takes several touches.
        let deliverable = !hasExclusiveViews && views[view.index].isMultipleTouchEnabled ? true : viewMayReceiveNewTouch(view)
        let id = touchTable.insert(serial: nextTouchSerial, finger: f, view: view, location: p, timestamp: now,
                                   deliverableToView: deliverable)
        nextTouchSerial += 1
        collectRecognizers(forTouchIn: id.slot, view: view)
        fingerTouch[f] = id
        return id
    }

    /// The recognizers that receive a new touch, into its record (slot `k`): those of the hit view, then of each ancestor up to
    /// the window, each view's in `addGestureRecognizer` order, minus those that refuse it [DOC A-H, DEC
    /// `_shouldReceiveTouch`].
    private func collectRecognizers(forTouchIn k: Int, view: ViewID) {
        let exclusiveView = hasExclusiveViews && options.exclusiveTouchAffectsRecognizers ? activeExclusiveView() : nil
        // The touch's record through its address, its index checked once: nothing here adds a touch (see
        // `RecordTable.address`).
        let touch = touchTable.records.address(k)
        var current: ViewID? = view
        while let v = current {
            // Usually every recognizer of the view takes the touch: its list then goes onto the touch at once (one
            // uniqueness check of the touch's list, not one per recognizer). Callgrind, measure.sh: 1,974 → 1,971 instructions/event.
            let count = views[v.index].recognizers.count
            var n = 0
            while n < count, rejection(of: views[v.index].recognizers[n], touchIn: view, exclusiveView: exclusiveView) == nil { n += 1 }
            if n == count {
                touch.pointee.recognizers.append(contentsOf: views[v.index].recognizers)
            } else {
                let finger = touch.pointee.finger
                // By index: `for id in views[v.index].recognizers` retained and released the view's list.
                for n in 0..<count {
                    let id = views[v.index].recognizers[n]
                    if let reason = rejection(of: id, touchIn: view, exclusiveView: exclusiveView) {
                        emit(.touchRejected(time: now, recognizer: id, finger: finger, reason: reason))
                    } else {
                        touch.pointee.recognizers.append(id)
                    }
                }
            }
            current = views[v.index].parent
        }
    }

    /// Why recognizer `id` refuses a new touch whose hit view is `view`, if it does [DOC A-H, DEC `_shouldReceiveTouch`].
    @inline(__always)
    private func rejection(of id: RecognizerID, touchIn view: ViewID, exclusiveView: ViewID?) -> TraceEvent.RejectReason? {
        let record = recognizers.address(id.index)
        if !record.pointee.isEnabled { return .disabled }
        if !acceptsTouches(record) { return .notPossible }
        if let ex = exclusiveView, !isView(ex, inSubtreeOf: record.pointee.view) { return .exclusiveTouch }
        if !record.pointee.delegate.receives(touchIn: view) { return .delegateShouldReceive }
        return nil
    }

    /// Gives each recognizer its touches of this event, phase by phase, in evaluation order.
    @inline(__always)  // The test inlined: most events go straight to the one-touch delivery.
    private func deliverToRecognizers(_ changed: RecordTable<TouchID>) {
        if changed.count == 1 {
            deliverToRecognizers(changed[0])
        } else {
            deliverToRecognizers(several: changed)
        }
    }

    /// `deliverToRecognizers` for an event that changes several touches.
    private func deliverToRecognizers(several changed: RecordTable<TouchID>) {
        // Update every recognizer's tracked touches first, so each sees the whole event in each phase. `involved`
        // lists them in evaluation order (insertion by rank: they arrive nearly in that order). Whether one is
        // listed already is a stamp in its record, not a search: a scene of thousands of recognizers stays linear.
        // Records are reached through their addresses (`RecordTable.address`): nothing here adds a recognizer or a
        // touch, and no app code runs.
        let involved = involvedRecognizers
        involved.removeAll()
        _ = evaluationOrderCount()
        var phases: UInt8 = 0  // The phases in this event, for the one-phase fast path below.
        for n in 0..<changed.count {
            let id = changed[n]
            guard let tk = touchTable.index(of: id) else { continue }
            let touch = touchTable.records.address(tk)
            let touchNow = TrackedTouch(id: id, finger: touch.pointee.finger, location: touch.pointee.location,
                                        previousLocation: touch.pointee.previousLocation, phase: touch.pointee.phase,
                                        timestamp: touch.pointee.timestamp)
            phases |= 1 << UInt8(touchNow.phase.rawValue)
            for r in 0..<touch.pointee.recognizers.count {
                let i = touch.pointee.recognizers[r].index
                let record = recognizers.address(i)
                if let k = tracked.index(of: id, inRow: i) {
                    tracked.slots[i * tracked.stride + k] = touchNow
                } else if touchNow.phase == .began {
                    tracked.append(touchNow, to: i)
                    record.pointee.touchHistory.append(id)
                    if record.pointee.touchHistory.count >= record.pointee.touchHistoryCompactionCount { compactTouchHistory(of: i) }
                } else {
                    continue
                }
                if record.pointee.involvedInEvent == eventCount { continue }
                record.pointee.involvedInEvent = eventCount
                involved.append(i)
                // One touch's recognizers are listed in evaluation order already (hit view first, then each ancestor,
                // each view's in the order they were added; removals keep the order): only an event that changes
                // several touches needs the insertion. Callgrind: about 20 instructions per delivery.
                guard changed.count > 1 else { continue }
                var j = involved.count - 1
                let rank = cachedEvaluationRank[i]
                while j > 0, cachedEvaluationRank[involved[j - 1]] > rank {
                    involved.swapAt(j - 1, j)
                    j -= 1
                }
            }
        }
        let count = involved.count
        guard count > 0 else { return }
        assert((1..<count).allSatisfy { cachedEvaluationRank[involved[$0 - 1]] < cachedEvaluationRank[involved[$0]] },
               "recognizers delivered out of evaluation order")
        let onePhase = phases.nonzeroBitCount == 1
        for n in 0..<count {
            let i = involved[n]
            let record = recognizers.address(i)
            let wasRecognizing = record.pointee.attempt.machineIsRecognizing
            // (No `defer` for the normalization: it became an outlined call per delivery.)
            guard acceptsTouches(record) else {
                normalizeTouches(of: i)
                continue
            }
            if case .idle = record.pointee.attempt {
                record.pointee.attempt = .possible
                addParticipant(i)
            }
            if !onePhase {
                // Touches of this recognizer can carry several phases of this event.
                phases = 0
                let start = i * tracked.stride
                for k in 0..<tracked.count(of: i) { phases |= 1 << UInt8(tracked.slots[start + k].phase.rawValue) }
            }
            // The phases present, in the order they reach a recognizer within one event: began, moved, ended,
            // cancelled [RE Chameleon, GUESS] — the order of their raw values, so lowest bit first.
            var pending = phases & ~(1 << UInt8(TouchPhase.stationary.rawValue))
            while pending != 0 {
                let phase = TouchPhase(rawValue: pending.trailingZeroBitCount)!  // The bits are raw values.
                pending &= pending - 1
                guard acceptsTouches(record) else { break }
                // `withTouchBatch` spelled out: through its generic closure the answer was copied once more
                // (callgrind: about 45 instructions per delivery).
                let actions = machines.deliver(machine(i), phase, TouchBatch(touches: tracked.list(of: i), now: now))
                if !actions.isEmpty { apply(actions, to: i) }
            }
            // "Automatically moving a gesture from state Began to Changed because another event was received" [DEC].
            if wasRecognizing { record.pointee.receivedEventWhileRecognizing() }
            normalizeTouches(of: i)
        }
    }

    /// `deliverToRecognizers` for an event that changes one touch (most events), in one pass: each recognizer's
    /// tracked touches depend on this touch alone, so each can be updated just before its machine is called, and the
    /// touch's recognizers are listed in evaluation order already (hit view first, then each ancestor, each view's
    /// in the order they were added; removals keep the order), so no delivery list is built. Callgrind on `bench
    /// engine` (mixed stream): 3,177 → 3,062 instructions per event; pan part 42,261 → 40,080 per cycle.
    private func deliverToRecognizers(_ id: TouchID) {
        // The touch was applied just before (`applyInput`) and nothing forgets a touch before its event is delivered:
        // its ID's slot is its record, no lookup needed (callgrind, measure.sh, with the
        // evaluation order brought up to date only for a new participant: 1,982 → 1,974 instructions/event).
        assert(touchTable.index(of: id) == id.slot, "a changed touch forgotten before delivery")
        // Valid through the loop: no touch is added while recognizers receive one (see `RecordTable.address`).
        let touch = touchTable.records.address(id.slot)
        let touchNow = TrackedTouch(id: id, finger: touch.pointee.finger, location: touch.pointee.location,
                                    previousLocation: touch.pointee.previousLocation, phase: touch.pointee.phase,
                                    timestamp: touch.pointee.timestamp)
        let phase = touchNow.phase  // Never stationary: the touch changed.
        let lifts = phase == .ended || phase == .cancelled
        var r = 0
        while r < touch.pointee.recognizers.count {
            let i = touch.pointee.recognizers[r].index
            r += 1
            let record = recognizers.address(i)
            // The recognizer's row through its address and count, read once for the search, the write, the machine's
            // batch and the normalization (each `tracked` access checked the index and reloaded the table again).
            // Valid until the table widens (`append`) or a machine's actions change the row: read again after those.
            // Callgrind, measure.sh: 2,127 → 2,120 instructions/event.
            var row = tracked.rowAddress(i)
            var n = tracked.count(of: i)
            // Where the row holds this touch (-1: not there); a row holds a touch at most once.
            var k = n &- 1
            while k >= 0, row[k].id != id { k &-= 1 }
            if k >= 0 {
                row[k] = touchNow
            } else if phase == .began {
                k = n
                if n < tracked.stride {
                    // Room in the row (the usual case): the slot written where the row is, no widening (callgrind,
                    // measure.sh: 2,024 → 2,018 instructions/event).
                    row[n] = touchNow
                    tracked.setCount(n &+ 1, of: i)
                } else {
                    tracked.append(touchNow, to: i)
                    row = tracked.rowAddress(i)
                }
                n &+= 1
                record.pointee.touchHistory.append(id)
                if record.pointee.touchHistory.count >= record.pointee.touchHistoryCompactionCount { compactTouchHistory(of: i) }
            } else {
                continue
            }
            let before = record.pointee.attempt
            if before.receivesTouches {
                if case .idle = before {
                    record.pointee.attempt = .possible
                    _ = evaluationOrderCount()  // `addParticipant` reads the ranks.
                    addParticipant(i)
                }
                let m = MachineRef(kind: record.pointee.kind, slot: record.pointee.machineSlot)
                let actions = machines.deliver(m, phase, TouchBatch(touches: TouchList(viewing: row, count: n), now: now))
                if !actions.isEmpty {
                    apply(actions, to: i)
                    // Only `ignoreNewTouches` changes the touch's recognizers and the row (timers and states do not):
                    // after any other answer, both are as they were. Callgrind, measure.sh: 2,114 → 2,092
                    // instructions/event.
                    if actions.ignoresTouches {
                        // `ignore` takes only this recognizer off the touch: the next one moved into its place.
                        if r > touch.pointee.recognizers.count || touch.pointee.recognizers[r - 1].index != i { r -= 1 }
                        // It also takes the touch out of the row.
                        row = tracked.rowAddress(i)
                        n = tracked.count(of: i)
                        if !(k < n && row[k].id == id) {
                            k = n &- 1
                            while k >= 0, row[k].id != id { k &-= 1 }
                        }
                    }
                }
                // "Automatically moving a gesture from state Began to Changed because another event was received" [DEC].
                if before.machineIsRecognizing { record.pointee.receivedEventWhileRecognizing() }
            }
            // `normalizeTouches` for this touch alone: the row's other touches are stationary already (every event
            // leaves the rows it touched normalized).
            if k >= 0 {
                if lifts {
                    tracked.remove(at: k, inRow: i)
                } else {
                    row[k].phase = .stationary
                }
            }
            assert(tracked.list(of: i).allSatisfy { $0.phase == .stationary }, "a tracked touch left unnormalized")
        }
    }

    /// Lists recognizer `i` among the participants, in evaluation order (it usually goes last).
    @inline(__always)  // Once per recognizer and gesture, from the two delivery loops.
    private func addParticipant(_ i: Int) {
        let rank = cachedEvaluationRank[i]
        var n = participants.count
        participants.append(i)
        while n > 0, cachedEvaluationRank[participants[n - 1]] > rank {
            participants.swapAt(n - 1, n)
            n -= 1
        }
    }

    /// Drops the touches the environment has forgotten from recognizer `i`'s touch history (every use of the history
    /// skips them: a forgotten touch can be neither delayed nor cancelled, and its ID never returns). Run when the
    /// history doubles, so a gesture held while thousands of taps come and go keeps a history of the touches that
    /// still exist, at amortized constant cost per touch.
    private func compactTouchHistory(of i: Int) {
        let table = touchTable
        recognizers[i].touchHistory.removeAll { table.index(of: $0) == nil }
        recognizers[i].touchHistoryCompactionCount = max(RecognizerRecord.touchHistoryCompactionMinimum, 2 * recognizers[i].touchHistory.count)
    }

    /// Calls `body` with recognizer `i`'s touches at the current time (a view of its row in `tracked`).
    @inline(__always)
    func withTouchBatch<R>(of i: Int, _ body: (TouchBatch) -> R) -> R {
        body(TouchBatch(touches: tracked.list(of: i), now: now))
    }

    /// Delivery goes on while UIKit's internal state is possible, began or changed.
    /// (Record flags are read field by field, never through a computed property of `recognizers[i]`: that copies
    /// the whole record.)
    @inline(__always)
    func acceptsTouches(_ i: Int) -> Bool { recognizers[i].attempt.receivesTouches }

    @inline(__always)
    func acceptsTouches(_ record: UnsafeMutablePointer<RecognizerRecord>) -> Bool {
        record.pointee.attempt.receivesTouches
    }

    /// Withholds touches from views: reported `possible` (which includes being held back by a requirement) and not
    /// already failed or cancelled internally.
    @inline(__always)
    func isWithholding(_ i: Int) -> Bool {
        recognizers[i].attempt.reportsPossibleAndLive
    }

    @inline(__always)
    func isWithholding(_ record: UnsafeMutablePointer<RecognizerRecord>) -> Bool {
        record.pointee.attempt.reportsPossibleAndLive
    }

    /// Lifted touches leave recognizer `i`; the rest read as stationary until the next event.
    @inline(__always)
    private func normalizeTouches(of i: Int) {
        let start = i * tracked.stride
        let count = tracked.count(of: i)
        var lifted = false
        for k in start..<start + count {
            switch tracked.slots[k].phase {
            case .stationary: continue
            case .ended, .cancelled: lifted = true
            case .began, .moved: tracked.slots[k].phase = .stationary
            }
        }
        guard lifted else { return }
        // Usually one touch lifts: remove from the end.
        var k = count - 1
        while k >= 0 {
            let phase = tracked.slots[start + k].phase
            if phase == .ended || phase == .cancelled { tracked.remove(at: k, inRow: i) }
            k -= 1
        }
    }

    /// Carries out a machine's actions.
    @inline(__always)  // Two callers; a call copied the answer into its frame first.
    func apply(_ actions: MachineActions, to i: Int) {
        // By index: `for action in actions` would copy the inline storage into an iterator.
        for n in 0..<actions.count {
            switch actions[n] {
            case .setState(let s):
                requestState(s, cause: machines.cause(machine(i)), for: i)
            case .startTimer(let t, let delay):
                timers.schedule(TimerKey(recognizer: RecognizerID(index: i), timer: t), at: now + delay)
                recognizers[i].scheduledTimers |= t.bit
            case .cancelTimer(let t):
                if recognizers[i].scheduledTimers & t.bit != 0 {
                    timers.cancel(TimerKey(recognizer: RecognizerID(index: i), timer: t))
                    recognizers[i].scheduledTimers &= ~t.bit
                }
            case .ignoreNewTouches(let keeping):
                ignoreNewTouches(by: i, keeping: keeping)
            }
        }
    }

    /// Sets the internal state, asking `gestureRecognizerShouldBegin` when the recognizer leaves `possible` [DOC A-H].
    private func requestState(_ s: GestureState, cause: Cause?, for i: Int) {
        if case .possible = recognizers[i].attempt, s == .began || s == .ended, let refusal = shouldBeginRefusal(i) {
            recognizers[i].fail(because: .shouldBeginFalse(answeredBy: refusal))
            cancelTimers(of: i)
            return
        }
        recognizers[i].request(s, because: cause)
    }

    /// Who refuses to let recognizer `i` begin, if anyone: the views under its touches, then its delegate.
    /// UIKit's standard controls refuse some gestures of recognizers attached to other views (a button a single
    /// tap, a slider a parallel swipe, a switch a parallel pan) [DOC A-ctl], and only while that recognizer's
    /// `cancelsTouchesInView` is true: the decompile asks the views only when the flag bit that gates
    /// `cancelDelayedTouches` is set [DEC D], and with `cancelsTouchesInView = false` both the recognizer and the
    /// button fire [OBS O-ctl2]. A plain `UIControl` refuses nothing [OBS O-ctl2].
    private func shouldBeginRefusal(_ i: Int) -> Cause.Refuser? {
        if recognizers[i].cancelsTouchesInView, hasRefusingControls,
           let gesture = machines.controlSensitiveGesture(machine(i), touches: tracked.array(of: i)) {
            for t in recognizers[i].touchHistory {
                guard let k = touchTable.index(of: t) else { continue }
                let v = touchTable.records[k].view
                guard v != recognizers[i].view, views[v.index].kind.refuses(gesture) else { continue }
                return .control(v)
            }
        }
        if recognizers[i].delegate.shouldBegin == false { return .delegate }
        return nil
    }

    /// `ignore(_:for:)`: the recognizer forgets the touch; it no longer delays or cancels it [DOC A-HS].
    func ignore(_ touch: TouchID, by i: Int) {
        if let k = tracked.index(of: touch, inRow: i) { tracked.remove(at: k, inRow: i) }  // Tracked at most once.
        recognizers[i].touchHistory.removeAll { $0 == touch }
        removeRecognizer(i, fromTouch: touch)
    }

    /// `ignore(_:for:)` for the touches that began in this event, after the first `keeping` of them (arrival order).
    private func ignoreNewTouches(by i: Int, keeping: Int) {
        var kept = 0
        var k = 0
        while k < tracked.count(of: i) {
            let t = tracked.slots[i * tracked.stride + k]
            k += 1
            guard t.phase == .began else { continue }
            kept += 1
            if kept > keeping {
                ignore(t.id, by: i)
                k -= 1  // `ignore` removed it from `touches`.
            }
        }
    }

    /// Lifted or cancelled touches free their finger; their record stays while phases wait in a view queue.
    @inline(__always)  // One caller.
    private func finishTouches(_ changed: RecordTable<TouchID>) {
        for n in 0..<changed.count {
            let id = changed[n]
            guard let k = touchTable.index(of: id), !touchTable.records[k].phase.isDown else { continue }
            let finger = touchTable.records[k].finger
            if fingerTouch[finger] == id { fingerTouch[finger] = nil }
            if touchTable.records[k].queuedPhases == 0 { touchTable.remove(at: k) }
        }
    }

    // MARK: - Hierarchy

    /// Hit-testing: the deepest, frontmost (last added) view containing `p`; the window if none.
    func hitTest(_ p: Point) -> ViewID {
        var current = ViewID.window
        while true {
            guard let next = views[current.index].subviews.reversed().first(where: { views[$0.index].windowFrame.contains(p) }) else {
                return current
            }
            current = next
        }
    }

    /// True when `view` is `ancestor` or lies below it.
    func isView(_ view: ViewID, inSubtreeOf ancestor: ViewID) -> Bool {
        var current: ViewID? = view
        while let v = current {
            if v == ancestor { return true }
            current = views[v.index].parent
        }
        return false
    }

    /// Two views are related when one contains the other (or they are the same); recognizers on sibling views do
    /// not exclude each other [DEC `_affectedByGesture`].
    func viewsAreRelated(_ a: ViewID, _ b: ViewID) -> Bool { isView(a, inSubtreeOf: b) || isView(b, inSubtreeOf: a) }

    /// An exclusive-touch view that is tracking a finger, if any.
    func activeExclusiveView() -> ViewID? {
        for k in touchTable.live where touchTable.records[k].phase.isDown && touchTable.records[k].deliverableToView {
            let v = touchTable.records[k].view
            if views[v.index].isExclusiveTouch { return v }
        }
        return nil
    }

    /// Whether a new touch in `view` may reach the view: `isExclusiveTouch` rules [DOC legacy guide] and
    /// `isMultipleTouchEnabled` (only the first touch of a sequence when false) [DOC A-multi].
    private func viewMayReceiveNewTouch(_ view: ViewID) -> Bool {
        if !hasExclusiveViews {
            if views[view.index].isMultipleTouchEnabled { return true }
            for k in touchTable.live
            where touchTable.records[k].view == view && touchTable.records[k].phase.isDown && touchTable.records[k].deliverableToView {
                return false
            }
            return true
        }
        var tracking: [ViewID] = []
        for k in touchTable.live where touchTable.records[k].phase.isDown && touchTable.records[k].deliverableToView {
            tracking.append(touchTable.records[k].view)
        }
        if views[view.index].isExclusiveTouch, tracking.contains(where: { $0 != view }) { return false }
        if tracking.contains(where: { views[$0.index].isExclusiveTouch && $0 != view }) { return false }
        if !views[view.index].isMultipleTouchEnabled, tracking.contains(view) { return false }
        return true
    }

    /// Recognizer indices in evaluation order: deepest view first, then ancestors; within a view in
    /// `addGestureRecognizer` order (open question 6's recommendation).
    var evaluationOrder: [Int] {
        _ = evaluationOrderCount()
        return cachedEvaluationOrder
    }

    /// The number of entries in `evaluationOrder`, after bringing the cache up to date: loops then read
    /// `cachedEvaluationOrder[n]` without holding a copy of the array.
    func evaluationOrderCount() -> Int {
        if cachedEvaluationOrder.count != recognizers.count { rebuildEvaluationOrder() }
        return cachedEvaluationOrder.count
    }

    /// Each recognizer's position in `evaluationOrder`.
    var evaluationRank: [Int] {
        _ = evaluationOrderCount()
        return cachedEvaluationRank
    }

    private func rebuildEvaluationOrder() {
        func depth(_ v: ViewID) -> Int {
            var d = 0
            var c = views[v.index].parent
            while let p = c {
                d += 1
                c = views[p.index].parent
            }
            return d
        }
        let order = recognizers.indices.sorted { a, b in
            let va = recognizers[a].view
            let vb = recognizers[b].view
            if va != vb {
                let da = depth(va)
                let db = depth(vb)
                return da != db ? da > db : va < vb
            }
            return a < b
        }
        cachedEvaluationOrder = order
        cachedEvaluationRank = Array(repeating: 0, count: order.count)
        for (rank, i) in order.enumerated() { cachedEvaluationRank[i] = rank }
    }
}
