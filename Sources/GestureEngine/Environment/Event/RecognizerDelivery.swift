extension GestureEnvironment {
    // MARK: - Step 3: the recognizers get the event

    /// Gives each recognizer holding a changed touch the event, phase by phase, in evaluation order [DOC A-GRtouches].
    ///
    /// First every such recognizer's tracked touches are brought up to date (a touch it tracks is replaced, a new touch
    /// it accepted at touch-down is added), so that each phase call sees all of its touches: those of this phase carry
    /// it, the others read as stationary or carry another phase of the same event [RE R-Cham; GUESS, ref §2.2]. Then
    /// each recognizer that still receives touches (its machine is possible, began or changed [DEC D]) gets the
    /// phases present in its touches, in the order began, moved, ended, cancelled, while it still receives touches;
    /// its machine's requests are carried out after each call (`apply`). A recognizer whose machine was at began or
    /// changed before the event and still is after it owes `changed` [DEC D]. Lifted touches then leave its row and
    /// the rest read as stationary until the next event.
    @inline(never)
    func deliverToRecognizers(_ changed: RecordTable<TouchID>) {
        ensureEvaluationOrder()
        let involved = involvedRecognizers
        involved.removeAll()
        var phases: UInt8 = 0  // The phases of this event, one bit per raw value.
        for n in 0..<changed.count {
            let id = changed[n]
            // Nothing forgets a touch between its change and its delivery.
            assert(touchTable.slot(of: id) == id.slot, "a changed touch forgotten before delivery")
            let single = changed.count == 1
            // The touch's record and list of recognizers do not change meanwhile (no touch is added).
            touchTable.records.withUnsafeElement(id.slot) { t in
                let touchNow = TrackedTouch(id: id, finger: t.finger, location: t.location,
                                            previousLocation: t.previousLocation, phase: t.phase,
                                            timestamp: t.timestamp)
                let began = touchNow.phase == .began
                phases |= 1 << UInt8(truncatingIfNeeded: touchNow.phase.rawValue)
                for m in 0..<t.recognizers.count {
                    let r = t.recognizers[m]
                    guard tracked.track(touchNow, for: r, adding: began) != nil, isNewlyInvolved(r, touch: id, began: began) else { continue }
                    // A touch's recognizers are in evaluation order already (`collectRecognizers`); only the touches of
                    // an event that changes several interleave.
                    if single {
                        involved.append(r)
                    } else {
                        insertInEvaluationOrder(r, into: involved)
                    }
                }
            }
        }
        // One phase in the whole event (the usual case): every recognizer's touches carry at most that one.
        let onePhase = phases.nonzeroBitCount == 1
        for n in 0..<involved.count {
            let r = involved[n]
            let before = recognizers[r].attempt
            if before.receivesTouches {
                if case .idle = before {
                    recognizers[r].attempt = .possible
                    insertInEvaluationOrder(r, into: participants)
                }
                deliverPhases(onePhase ? phases : tracked.phases(of: r), to: r)
                if before.machineIsRecognizing { recognizers[r].receivedEventWhileRecognizing() }
            }
            tracked.settle(r)
        }
    }

    /// `r` tracks `touch` in this event (it began now if `began`): true when this is the first of the event's touches
    /// it tracks. A touch that begins joins its touch history.
    @inline(__always)
    private func isNewlyInvolved(_ r: RecognizerID, touch: TouchID, began: Bool) -> Bool {
        if began, recognizers[r].remember(touch) { compactTouchHistory(of: r) }
        return recognizers[r].markInvolved(in: eventCount)
    }

    /// Inserts `r` into `list`, kept in evaluation order (it usually goes last).
    @inline(__always)
    func insertInEvaluationOrder(_ r: RecognizerID, into list: RecordTable<RecognizerID>) {
        let rank = cachedEvaluationRank[r.index]
        var n = list.count
        while n > 0, cachedEvaluationRank[list[n &- 1].index] > rank { n &-= 1 }
        list.insert(r, at: n)
    }

    /// Calls `r`'s machine once per phase in `phases`, in the order a recognizer gets them within one event — began,
    /// moved, ended, cancelled [RE Chameleon, GUESS], the order of their raw values, so lowest bit first — while it
    /// still receives touches, and carries out what it asks.
    @inline(__always)
    private func deliverPhases(_ phases: UInt8, to r: RecognizerID) {
        let m = machine(r)
        var pending = phases & ~(1 << UInt8(TouchPhase.stationary.rawValue))
        while pending != 0 {
            let phase = TouchPhase(rawValue: pending.trailingZeroBitCount)!  // The bits are raw values.
            pending &= pending &- 1
            let time = now
            let actions = tracked.withTouches(of: r) { machines.deliver(m, phase, TouchBatch(touches: $0, now: time)) }
            if !actions.isEmpty {
                apply(actions, to: r)
                // A phase that ended its attempt is the last it gets.
                if pending != 0, !recognizers[r].attempt.receivesTouches { return }
            }
        }
    }

    /// Drops the touches the environment has forgotten from `r`'s touch history (every use of the history skips them:
    /// a forgotten touch can be neither delayed nor cancelled, and its ID never returns). Run when the history doubles,
    /// so a gesture held while thousands of taps come and go keeps a history of the touches that still exist, at
    /// amortized constant cost per touch.
    func compactTouchHistory(of r: RecognizerID) {
        let table = touchTable
        recognizers[r].touchHistory.removeAll { table.slot(of: $0) == nil }
        recognizers[r].touchHistoryCompactionCount = max(RecognizerRecord.touchHistoryCompactionMinimum, 2 * recognizers[r].touchHistory.count)
    }

    /// Where `r`'s state machine lives.
    @inline(__always)
    func machine(_ r: RecognizerID) -> MachineRef {
        recognizers.withUnsafeElement(r) { MachineRef(kind: $0.kind, slot: $0.machineSlot) }
    }
}
