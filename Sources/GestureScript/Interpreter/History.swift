import GestureEngine

/// What happened since the last `mark`, for the history-based expectations. Bounded by `limit` per list.
struct History {
    var limit: Int
    /// States entered per recognizer (consecutive repeats collapsed, `possible` never recorded).
    var states: [RecognizerID: [GestureState]] = [:]
    /// The latest cause per recognizer and state, to explain a failed expectation.
    var causes: [RecognizerID: (state: GestureState, cause: Cause?, time: VirtualTime)] = [:]
    var actions: [RecognizerID: Int] = [:]
    /// Responder calls per view and phase.
    var viewCalls: [ViewID: [TouchPhase: Int]] = [:]
    var log: [String] = []
    var logTruncated = false
    var statesTruncated = false

    init(limit: Int) { self.limit = limit }

    mutating func record(_ events: [TraceEvent]) {
        for e in events {
            switch e {
            case .transition(let t, let r, _, let to, let cause):
                causes[r] = (to, cause, t)
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
            case .action(_, let r, _, _):
                actions[r, default: 0] += 1
            case .viewCall(_, let v, let call, _, _):
                viewCalls[v, default: [:]][call, default: 0] += 1
            case .log(_, let line):
                if log.count >= limit {
                    log.removeFirst(log.count / 2)
                    logTruncated = true
                }
                log.append(line)
            case .touchEvent, .timerFired, .touchRejected, .waiting, .withheld, .dropped, .reset, .controlEvent, .delegateAnswer:
                break
            }
        }
    }
}
