import Testing
@testable import GestureEngine

/// `tracesTimers`: the trace tells when timers are scheduled and cancelled only when asked, and the rest of the
/// trace is the same either way.
@Suite struct EngineTimerTraceTests {
    /// A double tap's first tap, then a second tap 200 ms later (recognized: its interval timer is cancelled), then
    /// one tap left to time out.
    static func trace(timers: Bool) -> [TraceEvent] {
        var s = Scene()
        s.env.tracesTimers = timers
        s.add("double", .tap, ["numberOfTapsRequired": .integer(2)])
        s.at(0, .down(finger: 1, at: p(100, 100)))
        s.at(50, .up(finger: 1))
        s.at(250, .down(finger: 1, at: p(100, 100)))
        s.at(300, .up(finger: 1))
        s.at(1000, .down(finger: 1, at: p(100, 100)))
        s.at(1050, .up(finger: 1))
        s.wait(until: 3000)
        return s.env.takeTrace()
    }

    @Test func timersAreTracedOnlyWhenAsked() {
        let plain = Self.trace(timers: false)
        let told = Self.trace(timers: true)
        #expect(plain.allSatisfy { !$0.isTimerBookkeeping })
        #expect(told.filter { !$0.isTimerBookkeeping } == plain, "the rest of the trace is as it was")
        let scheduled = told.compactMap { e -> String? in
            guard case .timerScheduled(let t, _, let timer, let deadline) = e else { return nil }
            return "\(t.microseconds) \(timer) until \(deadline.microseconds)"
        }
        #expect(scheduled.contains("0 maximumTapDuration until 750000"), "\(scheduled)")
        #expect(told.contains { if case .timerCancelled = $0 { true } else { false } }, "\(told)")
    }

    /// Scheduled minus fired and cancelled is what the queue holds, after every step.
    @Test func theTracedTimersAreThePendingOnes() {
        var s = Scene()
        s.env.tracesTimers = true
        s.add("double", .tap, ["numberOfTapsRequired": .integer(2)])
        s.add("press", .longPress)
        var pending: [String: Int64] = [:]
        func check(_ step: String) {
            for e in s.env.takeTrace() {
                switch e {
                case .timerScheduled(_, let r, let timer, let deadline): pending["\(r.index) \(timer)"] = deadline.microseconds
                case .timerFired(_, let r, let timer), .timerCancelled(_, let r, let timer): pending["\(r.index) \(timer)"] = nil
                default: break
                }
            }
            let held = Dictionary(uniqueKeysWithValues: s.env.pendingTimers().map { ("\($0.recognizer.index) \($0.timer)", $0.deadline.microseconds) })
            #expect(pending == held, "after \(step)")
        }
        s.at(0, .down(finger: 1, at: p(100, 100))); check("down")
        s.at(50, .up(finger: 1)); check("up")
        s.at(250, .down(finger: 1, at: p(100, 100))); check("second down")
        s.wait(until: 900); check("held past the press's duration")
        s.at(950, .up(finger: 1)); check("up")
        s.wait(until: 3000); check("the end")
    }
}
