import GestureEngine
import GestureLanguage

/// When each recognizer reported each state since the mark, for `expect NAME STATE at TIME`
/// (Session+EnteredAt.swift). Every report counts, a pan's `changed → changed` too (the transcript prints each one).
///
/// One list per recognizer and state, each bounded by the history limit like the other history lists: a pan's
/// thousands of `changed` reports never push its `began` or `ended` out. Only the states some `at` expectation names
/// are recorded (`TimedStates`), with a transcript or without; every report only where everything is recorded (the
/// REPL, `explain`, bug reports).
struct EntryTimes {
    /// The times one recognizer reported one state, oldest first.
    struct Log {
        var times: [VirtualTime] = []
        /// Older times were dropped to stay within the limit.
        var truncated = false
    }

    /// By recognizer index, then by `GestureState.rawValue`, in one list (`slot`): a nested list cost every report
    /// two uniqueness checks and two bounds checks more.
    private var logs: [Log] = []

    private static let states = GestureState.allCases.count

    private func slot(_ id: RecognizerID, _ state: GestureState) -> Int { id.index * Self.states + state.rawValue }

    /// The times `id` reported `state` since the mark (as far as they were recorded).
    func log(of id: RecognizerID, _ state: GestureState) -> Log {
        id.index >= 0 && slot(id, state) < logs.count ? logs[slot(id, state)] : Log()
    }

    /// `id` reported `state` at `time`; at most `limit` times are kept per list.
    mutating func enter(_ state: GestureState, of id: RecognizerID, at time: VirtualTime, limit: Int) {
        let k = slot(id, state)
        if k >= logs.count {
            logs += Array(repeating: Log(), count: (id.index + 1) * Self.states - logs.count)
        }
        // Changed in place, as `History.enter` does: a copy taken out and stored back would copy the list every time.
        let count = logs[k].times.count
        if count >= max(limit, 1) {
            logs[k].times.removeFirst(count / 2)
            logs[k].truncated = true
        }
        logs[k].times.append(time)
    }
}

/// The states whose report times some `expect NAME STATE at TIME` reads, by recognizer index: what the session's
/// `HistoryListener` times while nothing is printed (one bit per `GestureState.rawValue`).
struct TimedStates: Equatable {
    private var masks: [UInt8] = []

    /// Times the reports of `state` by `id`.
    mutating func time(_ state: GestureState, of id: RecognizerID) {
        guard id.index >= 0 else { return }
        if id.index >= masks.count { masks += Array(repeating: 0, count: id.index + 1 - masks.count) }
        masks[id.index] |= 1 << UInt8(state.rawValue)
    }

    /// Whether the reports of `state` by `id` are timed (one comparison when nothing is).
    @inline(__always)
    func times(_ state: GestureState, of id: RecognizerID) -> Bool {
        id.index < masks.count && masks[id.index] & (1 << UInt8(state.rawValue)) != 0
    }
}

extension GestureState {
    /// The state a script's state name stands for (`recognized` is `ended`).
    init(_ name: RecognizerStateName) {
        switch name {
        case .possible: self = .possible
        case .began: self = .began
        case .changed: self = .changed
        case .ended, .recognized: self = .ended
        case .cancelled: self = .cancelled
        case .failed: self = .failed
        }
    }
}
