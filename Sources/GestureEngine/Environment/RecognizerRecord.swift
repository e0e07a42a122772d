/// Everything the environment keeps about one recognizer: its machine, the base-class properties, the state UIKit
/// reports, the state the machine reached, touches, requirements, delegate answers and action bindings.
///
/// A value stored in the environment's array and always mutated in place there (`recognizers[i].field = …`), never
/// through a local copy: reads of its flags then cost no reference counting on the hot path. Only the environment
/// mutates a record; other modules read copies of it.
///
public struct RecognizerRecord {
    public let id: RecognizerID
    public var name: String
    public var view: ViewID
    /// Where its state machine lives in the environment's `MachineStore`, among the machines of its kind.
    let machineSlot: Int

    // MARK: Base-class properties [DOC A-H]
    public var isEnabled = true
    public var cancelsTouchesInView = GestureDefaults.cancelsTouchesInView
    public var delaysTouchesBegan = GestureDefaults.delaysTouchesBegan
    public var delaysTouchesEnded = GestureDefaults.delaysTouchesEnded

    // MARK: State
    /// Where it is in its attempt: the state it reports and what it is still owed.
    var attempt = Attempt.idle
    /// Why the report its attempt owes is due (the machine's cause, or the environment's: exclusion, a requirement,
    /// `isEnabled`); reported with the transition. Meaningless while nothing is owed.
    var cause: Cause?
    /// What `recognizer.state` reports.
    public var state: GestureState { attempt.reported }
    /// Timers this recognizer has scheduled (bit per `MachineTimer.bit`), so resets cancel only those.
    var scheduledTimers: UInt8 = 0

    // MARK: Touches
    // The touches it tracks now (not ended, not ignored) are in the environment's `tracked`, row `id.index`.
    /// Every touch it received in this attempt and did not ignore: the touches it delays and may cancel.
    var touchHistory: [TouchID] = []
    /// The `touchHistory` length at which forgotten touches are next dropped from it (`compactTouchHistory`).
    var touchHistoryCompactionCount = RecognizerRecord.touchHistoryCompactionMinimum
    static let touchHistoryCompactionMinimum = 32
    /// The event (`eventCount`) whose delivery list it was last put on, so the list never needs a search.
    var involvedInEvent = -1

    // MARK: Relationships
    /// `require(toFail:)` targets, in the order they were added.
    public var failureRequirements: [RecognizerID] = []
    /// Requirements from the delegate methods, asked once per attempt and dropped at reset.
    var dynamicRequirements: [RecognizerID] = []
    /// Recognizers the dynamic-requirement delegate methods were already asked about in this attempt.
    var askedDynamic: Set<RecognizerID> = []
    public var delegate = DelegateAnswers()
    /// Action methods; `log` by default. The first explicit binding replaces `log`.
    public var actions: [String] = ["log"]
    var actionsCustomized = false

    /// Values as they were when the recognizer last reset, for reading after the gesture ended.
    var lastValues: MachineValues?
    /// Action messages sent since the script started (the language counts per `mark`).
    public internal(set) var actionCount = 0
    /// The latest state transition and how many there were since the script started: a session explains a failed
    /// expectation from it without tracing (`expect … actions` costs nothing while nothing is printed). One store
    /// per transition.
    public internal(set) var lastTransition = ReportedTransition(serial: 0, state: .possible, cause: nil, time: .start)

    init(id: RecognizerID, name: String, kind: RecognizerKind, view: ViewID, machineSlot: Int) {
        self.id = id
        self.name = name
        self.view = view
        self.machineSlot = machineSlot
        self.kind = kind
        self.isDiscrete = kind.isDiscrete
        if kind == .screenEdgePan { delaysTouchesBegan = true }  // [DEC] initWithTarget: setDelaysTouchesBegan:1
    }

    /// The class; fixed at creation.
    public let kind: RecognizerKind
    /// `kind.isDiscrete`, stored for the hot path.
    let isDiscrete: Bool

    /// All requirements, static then dynamic.
    @inline(__always)
    var allRequirements: [RecognizerID] { dynamicRequirements.isEmpty ? failureRequirements : failureRequirements + dynamicRequirements }
}

/// The latest transition a recognizer reported: the state it entered, why, and when.
public struct ReportedTransition: Sendable {
    /// How many transitions the recognizer reported since the script started, this one included (0: none yet).
    public var serial: Int
    public var state: GestureState
    public var cause: Cause?
    public var time: VirtualTime
}

extension RecognizerRecord {
    /// The environment fails the attempt (a requirement recognized, exclusion, `isEnabled = false`, a refused
    /// `gestureRecognizerShouldBegin`).
    mutating func fail(because why: Cause) {
        attempt = attempt.failed
        cause = why
    }

    /// The machine asked for `state` for `why` (`Attempt.requested`).
    mutating func request(_ state: GestureState, because why: Cause?) {
        attempt = attempt.requested(state)
        cause = why
    }

    /// After an event, for a recognizer whose machine was at `began` or `changed` before it
    /// (`Attempt.afterEventWhileRecognizing`): the automatic `changed` has no cause.
    mutating func receivedEventWhileRecognizing() {
        guard attempt.machineIsRecognizing else { return }
        attempt = attempt.afterEventWhileRecognizing
        cause = nil
    }

    /// Lists the recognizer for event `event`'s delivery: false when it is listed already (one stamp, not a search).
    @inline(__always)
    mutating func markInvolved(in event: Int) -> Bool {
        if involvedInEvent == event { return false }
        involvedInEvent = event
        return true
    }

    /// A touch it accepted began: it joins the history (the touches it may delay and cancel). True when the history
    /// has grown enough to be compacted (`touchHistoryCompactionCount`).
    @inline(__always)
    mutating func remember(_ touch: TouchID) -> Bool {
        touchHistory.append(touch)
        return touchHistory.count >= touchHistoryCompactionCount
    }

    /// Reports the state of `next`, which becomes its attempt, for `cause` at `time`; returns the attempt it replaced
    /// (whose reported state only the trace reads).
    @inline(__always)
    mutating func report(_ next: Attempt, cause: Cause?, at time: VirtualTime) -> Attempt {
        let before = attempt
        attempt = next
        lastTransition = ReportedTransition(serial: lastTransition.serial &+ 1, state: next.reported, cause: cause, time: time)
        return before
    }
}
