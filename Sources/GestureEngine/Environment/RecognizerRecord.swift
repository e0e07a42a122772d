/// Everything the environment keeps about one recognizer: its machine, the base-class properties, the state UIKit
/// reports, the state the machine reached, touches, requirements, delegate answers and action bindings.
///
/// A value stored in the environment's array and always mutated in place there (`recognizers[i].field = …`), never
/// through a local copy: reads of its flags then cost no reference counting on the hot path. Only the environment
/// mutates a record; other modules read copies of it.
///
/// Invariant: `state` is what `recognizer.state` reports; `internalState` is what the machine (or the environment,
/// for exclusion and requirements) set. They differ only inside an update pass, or while the recognizer is held back
/// by a failure requirement (then `state == .possible` and `internalState` is the recognized state it waits to report).
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
    public internal(set) var state = GestureState.possible
    var internalState = GestureState.possible
    /// The cause given with `internalState`, reported with the transition.
    var pendingCause: Cause?
    /// True once a `.began` action went out in this attempt (cancelled sends an action only then).
    var beganActionSent = false
    /// True while the recognizer waits on a failure requirement and the `waiting` trace was emitted.
    var waitingReported = false
    /// True when the recognizer was held back by a requirement in this attempt (a pan then restarts its translation).
    var wasBlocked = false
    /// Timers this recognizer has scheduled (bit per `MachineTimer.bit`), so resets cancel only those.
    var scheduledTimers: UInt8 = 0
    /// A `.changed` action is owed for an event received while began/changed.
    var needsUpdateAction = false
    /// It failed (or was cancelled) while a requirement of its was still active and some of its touches had phases
    /// withheld from their views: it keeps them withheld until that requirement completes [DEC D, ref §2.4]. It
    /// stays listed on those touches (for `withholds`) until it resets.
    var holdsWithheldTouches = false

    // MARK: Touches
    // The touches it tracks now (not ended, not ignored) are in the environment's `tracked`, row `id.index`.
    /// Every touch it received in this attempt and did not ignore: the touches it delays and may cancel.
    var touchHistory: [TouchID] = []
    /// The `touchHistory` length at which forgotten touches are next dropped from it (`compactTouchHistory`).
    var touchHistoryCompactionCount = RecognizerRecord.touchHistoryCompactionMinimum
    static let touchHistoryCompactionMinimum = 32
    /// True once it received a touch since its last reset: it "participates" (UIKit's `_isActive` test).
    var hasParticipated = false
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
