/// One recognizer's attempt at its gesture, from one reset to the next: the state UIKit reports for it together with
/// what the environment still owes it (a report, a waiting notice, the touches it keeps withheld, a reset).
///
/// UIKit keeps two states per recognizer: the one its subclass set (`_state`, here the machine's request) and the one
/// it has reported (the state the app reads, with its actions); they differ until the update pass reports, or while
/// a failure requirement holds a recognition back [DEC D `_updateGestureForActiveEvents`]. Each case below is one
/// pair that can occur, with what is owed; a pair that cannot occur has no case. The cause of the report owed is
/// kept beside it (`RecognizerRecord.cause`): trace data that the checks made on every event, which read only the
/// attempt, need not copy.
///
/// ```
///          first touch          machine: began, ended       report (nothing holds it back)      machine: ended
///   idle ─────────────► possible ──────────────► recognized ─────────────────────────► running ───────────► ending
///                          │                    │  ▲ held back: the                 │  ▲ an event: owes  │
///                          │                    └──┘ waiting notice goes out once   └──┘ `changed`       │ report
///                          │ machine: failed, cancelled;  │                          │                    ▼
///                          │ exclusion; a requirement     │                          │ failed, cancelled,  finished
///                          │ recognized; isEnabled false; ▼                          │ a requirement …     (ended)
///                          └─────────────────────────► failing ◄────────────────────┘
///                                                        │ report: failed, or cancelled with its action
///                                                        ▼
///                          finished (failed, cancelled), or keepsWithheld while a requirement is still active
///
///   every finished or keepsWithheld attempt ── reset (with its requirement-linked group) ──► idle
/// ```
/// A discrete recognizer's report of `recognized` goes straight to `finished(.ended)`; a continuous one whose machine
/// reached `changed` or `ended` before its report reports `began` first, then that state [DEC `_sendActions`].
enum Attempt: Equatable, Sendable {
    /// It took no touch since its last reset: not participating. Reports `possible`; owes nothing.
    case idle
    /// It took a touch (it participates: UIKit's `_isActive`) and its machine has not decided. Reports `possible`.
    case possible
    /// Its machine reached `reached` (`began`; `changed` after more events; `ended`); it still reports `possible` and
    /// owes the report, which goes out once no failure requirement of its is active. `waiting`: a requirement held it
    /// back and the waiting notice went out (a recognizer held back is not excludable, and when it is let go a pan
    /// restarts its translation).
    case recognized(Reached, waiting: Bool)
    /// It reported `began` or `changed` (and so sent its `began` action). `owesChanged`: it received an event since its
    /// last report and owes a `changed` report ("Automatically moving a gesture from state Began to Changed because
    /// another event was received" [DEC D]).
    case running(Running, owesChanged: Bool)
    /// Its machine ended a running gesture: it still reports `from` and owes the `ended` report.
    case ending(from: Running)
    /// It failed or was cancelled (by its machine or by the environment) before reporting so: it still reports `from`
    /// (nil: `possible`) and owes `failed` (from `possible`) or `cancelled` (from a running state, with a `cancelled`
    /// action: its `began` action went out).
    case failing(from: Running?)
    /// It reported `outcome` and no longer receives touches; it waits for its reset.
    case finished(Outcome)
    /// It reported `failure` while a failure requirement of its was still active, with phases of its touches withheld
    /// from their views: it keeps withholding them until that requirement completes [DEC D
    /// `_requiredGestureRecognizerCompletedOrWasUnrelated:`, ref §2.4], and otherwise waits for its reset as `finished`.
    case keepsWithheld(Failure)

    /// What a machine reached while the recognizer still reports `possible`.
    enum Reached: UInt8, Sendable {
        case began, changed, ended

        var state: GestureState {
            switch self {
            case .began: .began
            case .changed: .changed
            case .ended: .ended
            }
        }
    }

    /// The reported state of a gesture in progress.
    enum Running: UInt8, Sendable {
        case began, changed

        var state: GestureState { self == .began ? .began : .changed }
    }

    /// The reported state of a finished attempt.
    enum Outcome: UInt8, Sendable {
        case ended, cancelled, failed

        var state: GestureState {
            switch self {
            case .ended: .ended
            case .cancelled: .cancelled
            case .failed: .failed
            }
        }
    }

    /// The reported state of an attempt that did not recognize.
    enum Failure: UInt8, Sendable {
        case cancelled, failed

        var state: GestureState { self == .cancelled ? .cancelled : .failed }
    }
}

// MARK: - What each step of the environment reads

extension Attempt {
    /// The state `recognizer.state` reports.
    @inline(__always)
    var reported: GestureState {
        switch self {
        case .idle, .possible, .recognized, .failing(from: nil): .possible
        case .running(let r, _), .ending(let r), .failing(let r?): r.state
        case .finished(let outcome): outcome.state
        case .keepsWithheld(let failure): failure.state
        }
    }

    /// It took a touch since its last reset (UIKit's `_isActive`): only such a recognizer can report, exclude, fail or
    /// reset.
    @inline(__always)
    var isParticipating: Bool {
        if case .idle = self { return false }
        return true
    }

    /// UIKit delivers touches while the state its subclass set is `possible`, `began` or `changed` [DEC D]: the
    /// machine still runs (and its timers still count).
    @inline(__always)
    var receivesTouches: Bool {
        switch self {
        case .idle, .possible, .running: true
        case .recognized(let reached, _): reached != .ended
        case .ending, .failing, .finished, .keepsWithheld: false
        }
    }

    /// Its machine is at `began` or `changed`, reported or not: after an event it owes `changed`
    /// (`afterEventWhileRecognizing`).
    @inline(__always)
    var machineIsRecognizing: Bool {
        switch self {
        case .recognized(let reached, _): reached != .ended
        case .running: true
        case .idle, .possible, .ending, .failing, .finished, .keepsWithheld: false
        }
    }

    /// It reports `possible` and has not failed: it withholds the phases it delays from their views (held back by a
    /// requirement included).
    @inline(__always)
    var reportsPossibleAndLive: Bool {
        switch self {
        case .idle, .possible, .recognized: true
        case .running, .ending, .failing, .finished, .keepsWithheld: false
        }
    }

    /// Default exclusion may still fail it: participating, reporting `possible`, not failed, and not held back — once a
    /// requirement held it back (its waiting notice went out: `recognized(waiting: true)`), UIKit's own state for it is
    /// already began or ended, which exclusion does not touch [DEC D `_isExcludedByExcludable`]. One that recognized in
    /// this very pass and was not held back yet still is (the double tap prevents the single tap recognized at the same
    /// touch-up, as observed [OBS, ref §3.1]).
    @inline(__always)
    var isExcludable: Bool {
        switch self {
        case .possible, .recognized(_, waiting: false): true
        case .idle, .recognized(_, waiting: true), .running, .ending, .failing, .finished, .keepsWithheld: false
        }
    }

    /// Its machine reached `began`, `changed` or `ended`, reported or not: it excludes others (once nothing holds it
    /// back, which the update pass asks of its requirements).
    @inline(__always)
    var machineRecognized: Bool {
        switch self {
        case .recognized, .running, .ending, .finished(.ended): true
        case .idle, .possible, .failing, .finished, .keepsWithheld: false
        }
    }

    /// It reports `possible` while participating: as a failure requirement it is still active (if enabled) [DEC D
    /// `_isActive`]. Judged by the reported state, so that a dependent reports only after its requirement's failure
    /// has been reported.
    @inline(__always)
    var isParticipatingAndReportsPossible: Bool {
        switch self {
        case .possible, .recognized, .failing(from: nil): true
        case .idle, .running, .ending, .failing, .finished, .keepsWithheld: false
        }
    }

    /// It reports `began`, `changed` or `ended`: as a failure requirement it recognized, so its dependents fail.
    @inline(__always)
    var reportsRecognition: Bool {
        switch self {
        case .running, .ending, .failing(from: .some), .finished(.ended): true
        case .idle, .possible, .recognized, .failing, .finished, .keepsWithheld: false
        }
    }

    /// It reports `began` or `changed`.
    @inline(__always)
    var reportsRunning: Bool {
        switch self {
        case .running, .ending, .failing(from: .some): true
        case .idle, .possible, .recognized, .failing, .finished, .keepsWithheld: false
        }
    }

    /// It has neither failed, been cancelled nor reported its end: a failure requirement that recognizes fails (or
    /// cancels) it.
    @inline(__always)
    var isInProgress: Bool {
        switch self {
        case .possible, .recognized, .running, .ending: true
        case .idle, .failing, .finished, .keepsWithheld: false
        }
    }

    /// It reported a terminal state (ended, cancelled, failed) and waits for its reset.
    @inline(__always)
    var isFinished: Bool {
        switch self {
        case .finished, .keepsWithheld: true
        case .idle, .possible, .recognized, .running, .ending, .failing: false
        }
    }

    /// The report it owes, if any: the update pass has something to do for it (a recognition may still be held
    /// back). Failures (`failed` or `cancelled`) are reported after the recognitions, so that the transcript reads
    /// cause before effect.
    @inline(__always)
    var owed: OwedReport {
        switch self {
        case .failing: .failure
        case .recognized, .ending: .recognition
        case .running(_, let owesChanged): owesChanged ? .recognition : .nothing
        case .idle, .possible, .finished, .keepsWithheld: .nothing
        }
    }

    /// What `owed` answers: nothing, a recognition (or the `changed` or `ended` of a running gesture), or a failure.
    enum OwedReport {
        case nothing, recognition, failure
    }
}

// MARK: - Transitions

extension Attempt {
    /// A failure decided by the environment (a requirement recognized, exclusion, `isEnabled = false`, a refused
    /// `gestureRecognizerShouldBegin`): from the state it reports, it owes `failed` or `cancelled`.
    @inline(__always)
    var failed: Attempt {
        switch self {
        case .running(let r, _), .ending(let r): return .failing(from: r)
        case .possible, .recognized: return .failing(from: nil)
        case .idle, .failing, .finished, .keepsWithheld:
            assertionFailure("failing an attempt that is not in progress: \(self)")
            return self
        }
    }

    /// The machine asked for `state` (a UIKit subclass sets `self.state`). Leaving `possible`,
    /// `gestureRecognizerShouldBegin` was asked before (a refusal fails it instead). Machines ask for began, ended,
    /// failed and cancelled, and only while they receive touches.
    @inline(__always)
    func requested(_ state: GestureState) -> Attempt {
        switch (self, state) {
        case (.possible, .began), (.recognized(_, waiting: false), .began): return .recognized(.began, waiting: false)
        case (.possible, .changed), (.recognized(_, waiting: false), .changed): return .recognized(.changed, waiting: false)
        case (.possible, .ended), (.recognized(_, waiting: false), .ended): return .recognized(.ended, waiting: false)
        case (.recognized(_, waiting: true), .began): return .recognized(.began, waiting: true)
        case (.recognized(_, waiting: true), .changed): return .recognized(.changed, waiting: true)
        case (.recognized(_, waiting: true), .ended): return .recognized(.ended, waiting: true)
        case (.possible, .failed), (.possible, .cancelled), (.recognized, .failed), (.recognized, .cancelled):
            return .failing(from: nil)
        // A running gesture asked for began again: nothing to report (an event's automatic `changed` follows).
        case (.running, .began): return self
        case (.running(let r, let owes), .changed): return .running(r, owesChanged: owes || r == .began)
        case (.running(let r, _), .ended): return .ending(from: r)
        case (.running(let r, _), .failed), (.running(let r, _), .cancelled): return .failing(from: r)
        case (.possible, .possible): return self
        case (.idle, _), (.recognized, .possible), (.running, .possible), (.ending, _), (.failing, _), (.finished, _),
             (.keepsWithheld, _):
            assertionFailure("a machine asked for \(state) in attempt \(self)")
            return self
        }
    }

    /// After an event, for a recognizer whose machine was at `began` or `changed` before it: a machine still there owes
    /// a `changed` report, whether or not it changed anything [DEC D "Automatically moving a gesture from state Began to
    /// Changed because another event was received"].
    @inline(__always)
    var afterEventWhileRecognizing: Attempt {
        switch self {
        case .recognized(.began, let waiting), .recognized(.changed, let waiting): .recognized(.changed, waiting: waiting)
        case .running(let r, _): .running(r, owesChanged: true)
        case .idle, .possible, .recognized(.ended, _), .ending, .failing, .finished, .keepsWithheld: self
        }
    }
}
