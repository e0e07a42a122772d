import GestureEngine

/// What happened since the last `mark`, for the history-based expectations. Bounded by `limit` per list.
///
/// Only `states`, `viewCalls` and `log` come from the trace (the engine traces only when some expectation reads
/// them, or output is printed). Action counts and the latest transition come from the engine's per-recognizer
/// counters, read against their values at the `mark` (`Session.actionsSinceMark`, `Session.lastTransitionSinceMark`),
/// so `expect … actions N` and failure notes cost nothing while nothing is printed.
struct History {
    var limit: Int
    /// States entered per recognizer (consecutive repeats collapsed, `possible` never recorded).
    var states: [RecognizerID: [GestureState]] = [:]
    /// Each recognizer's `actionCount` and `lastTransition.serial` at the mark, by recognizer index (recognizers declared
    /// after the mark started from zero).
    var actionsAtMark: [Int] = []
    var transitionsAtMark: [Int] = []
    /// Responder calls per view and phase.
    var viewCalls: [ViewID: [TouchPhase: Int]] = [:]
    var log: [String] = []
    var logTruncated = false
    var statesTruncated = false

    /// A history that starts now: the counters of `env`'s recognizers are the new zero.
    init(limit: Int, from env: GestureEnvironment) {
        self.limit = limit
        actionsAtMark = env.recognizers.map(\.actionCount)
        transitionsAtMark = env.recognizers.map(\.lastTransition.serial)
    }

    mutating func record(_ events: [TraceEvent]) {
        for e in events {
            switch e {
            case .transition(_, let r, _, let to, _):
                // Changed in place: a copy taken out of the dictionary and stored back would copy the whole list on
                // every transition (quadratic in a long run).
                if states[r]?.last != to {
                    let count = states[r]?.count ?? 0
                    if count >= limit {
                        states[r, default: []].removeFirst(count / 2)
                        statesTruncated = true
                    }
                    states[r, default: []].append(to)
                }
            case .viewCall(_, let v, let call, _, _):
                viewCalls[v, default: [:]][call, default: 0] += 1
            case .log(_, let line):
                if log.count >= limit {
                    log.removeFirst(log.count / 2)
                    logTruncated = true
                }
                log.append(line)
            case .action, .touchEvent, .timerFired, .touchRejected, .waiting, .withheld, .dropped, .reset, .controlEvent, .delegateAnswer:
                break
            }
        }
    }
}

extension Session {
    /// Action messages `id` sent since the last `mark` (or the scene's start).
    func actionsSinceMark(_ id: RecognizerID) -> Int {
        let r = env[id]
        let base = id.index < history.actionsAtMark.count ? history.actionsAtMark[id.index] : 0
        return r.actionCount - base
    }

    /// The latest transition `id` reported since the last `mark`, if any.
    func lastTransitionSinceMark(_ id: RecognizerID) -> ReportedTransition? {
        let r = env[id]
        let base = id.index < history.transitionsAtMark.count ? history.transitionsAtMark[id.index] : 0
        return r.lastTransition.serial > base ? r.lastTransition : nil
    }
}
