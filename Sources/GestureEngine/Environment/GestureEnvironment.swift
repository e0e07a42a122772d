/// UIKit's gesture system for one window: views, recognizers, touches, timers and the update pass.
///
/// One input event (one timestamp group) goes through UIKit's pipeline [DEC, OBS O-bt], one file per step:
/// 1. `Event/Dispatch.swift` `dispatch`: validate the event, apply each change to its touch record;
/// 2. `Event/TouchDown.swift` `touchDown`: a new touch is hit-tested and given to the recognizers of the hit view and
///    its ancestors, filtered by `isEnabled`, state, exclusive touch and `shouldReceive`;
/// 3. `Event/RecognizerDelivery.swift` `deliverToRecognizers`: each recognizer holding a changed touch gets the
///    event's phases, in evaluation order, and its machine's requests are carried out (`Event/MachineRequests.swift`);
/// 4. `UpdatePass/UpdatePass.swift` `updatePass`: failure requirements, exclusion, reports with their actions and
///    view cancellations, release of withheld touches, resets — to a fixed point (`Planner.swift` decides,
///    `Executor.swift` carries out);
/// 5. `ViewDelivery/ViewDelivery.swift` `deliverToViews`: the views receive what is neither withheld nor claimed,
///    one call per view and phase;
/// 6. `Event/Dispatch.swift` `finishTouches`: lifted and cancelled touches free their finger.
/// After each timer (`Event/Timers.swift` `advance`) the update pass runs at once, as UIKit's BeforeWaiting observer
/// would. docs/engine.md, "One event, step by step", follows the same path.
///
/// It is a class because the app it hosts calls back into it from action methods (through an `AppContext`).
/// The recognizers themselves are value-type machines; all effects happen here.
public final class GestureEnvironment {
    // MARK: - The scene

    public internal(set) var now = VirtualTime.start
    public internal(set) var screenSize = Point(x: GestureDefaults.screenWidth, y: GestureDefaults.screenHeight)
    public internal(set) var views: [ViewNode]
    /// The recognizers' records, by `RecognizerID`, changed in place (`recognizers[id].field = value`).
    public let recognizers = RecordTable<RecognizerRecord>()
    /// The first recognizer and view of each name (names never change; nothing is removed): a lookup by name is
    /// constant time, so declaring thousands of recognizers that name each other stays linear.
    var recognizerByName: [String: RecognizerID] = [:]
    var viewByName: [String: ViewID] = ["window": .window]
    /// The recognizers' state machines, by kind (each record knows its slot).
    let machines = MachineStore()
    public weak var host: AppHost?
    public var options = EnvironmentOptions()
    /// The fast paths (`FastPaths/`) that run where they apply: all, except where a test compares them with the
    /// general paths or a benchmark measures what one buys.
    package var fastPaths = FastPaths.all
    /// Whether every fast path runs (true) or none (false).
    package var usesFastPaths: Bool {
        get { fastPaths == .all }
        set { fastPaths = newValue ? .all : [] }
    }
    /// True once some delegate answers a dynamic-requirement method (the update pass asks delegates only then).
    var hasDynamicDelegates = false
    /// Which requirements in effect lie on a cycle (``RequirementCycles``), worked out again at the next update pass
    /// once `cyclesAreStale` (a requirement, a delegate answer or a recognizer was added); `sceneHasCycles`: some does.
    var requirementCycles = RequirementCycles()
    /// The static requirements declared, each as `dependent << 32 | required` (recognizer indices), so that one given
    /// again is found at once.
    var staticRequirementPairs: Set<Int> = []
    var cyclesAreStale = true
    var sceneHasCycles = false
    /// True once some view is exclusive-touch (a touch-down looks at the exclusive-touch rules only then).
    var hasExclusiveViews = false
    /// True once a view of a kind that refuses some gestures (button, switch, …) exists (a recognizer leaving
    /// `possible` asks the views under its touches only then).
    var hasRefusingControls = false
    /// Each scroll view's state, by view: a side table rather than a field of `ViewNode`, so that the nodes that
    /// hit-testing and delivery walk on every event stay small, and a scene without scroll views pays one empty
    /// check where a recognizer sends its actions.
    var scrollViews = IndexedSideTable<ViewID, ScrollViewState>()
    /// The scroll view whose built-in pan (`NAME.panGestureRecognizer`) each such recognizer is.
    var scrollViewOfPan = IndexedSideTable<RecognizerID, ViewID>()
    /// Each scroll view's content-touch settings (its delay recognizer, overrides), and the scroll view whose delay
    /// recognizer each such recognizer is (`ContentTouches.swift`).
    var contentTouches = IndexedSideTable<ViewID, ContentTouchSettings>()
    var scrollViewOfDelay = IndexedSideTable<RecognizerID, ViewID>()
    /// Each table's and collection's state, by view (a side table, as `scrollViews`; empty in most scenes, and then
    /// view delivery pays one empty check).
    var tables = IndexedSideTable<ViewID, TableViewState>()
    /// The tables with a selection queued for the end of the current event (G4): empty between events, so not copied.
    var tablesWithQueuedSelection: [ViewID] = []
    /// The table whose swipe-to-delete pan each such recognizer is (G9).
    var tableOfSwipePan = IndexedSideTable<RecognizerID, ViewID>()
    /// How many times a touch changed a table's rows, its open row or the offset of the row it swipes (a swipe moved,
    /// opened or closed a row, `Delete` removed one). A reader that tells the scene compares it with the count it last
    /// told, one comparison per event, and tells the tables again when it moved (nothing else in a table changes while
    /// touches are handled but its offset, traced, and its highlight and selection, which the console says).
    public internal(set) var tableRowChanges = 0
    /// Display frames per second: a decelerating scroll view moves once per frame (the session sets its sampling
    /// rate here, `set hz`). At least 1.
    public var displayFramesPerSecond = GestureDefaults.sampleRateHz

    // MARK: - What the engine reports

    /// The trace since the last `takeTrace()`; collected only while `isTracing`.
    public internal(set) var trace: [TraceEvent] = []
    public var isTracing = true {
        didSet {
            tracesOutcomeEvents = isTracing || tracesOutcomes
            tracesAnything = tracesOutcomeEvents || !traceSelection.isEmpty
            tracesTimerEvents = isTracing && tracesTimers
        }
    }
    /// While `isTracing` is off, the trace still holds the outcomes: every transition, action and console line
    /// (`.transition`, `.action`, `.log`), each built as full tracing builds it and in the same order, and nothing
    /// else. No touch event, delivery, reset, rejection, waiting or timer is traced, and the engine takes the paths
    /// it takes untraced (the fast paths too), so a reader that counts only outcomes (the transcript's repeat
    /// summaries) pays for nothing more. `traceListener` gets none of them while this is on.
    public var tracesOutcomes = false {
        didSet {
            tracesOutcomeEvents = isTracing || tracesOutcomes
            tracesAnything = tracesOutcomeEvents || !traceSelection.isEmpty
        }
    }
    /// What goes to `traceListener` while `isTracing` and `tracesOutcomes` are off (nothing by default).
    public var traceSelection = TraceSelection() {
        didSet { tracesAnything = tracesOutcomeEvents || !traceSelection.isEmpty }
    }
    /// Whether the trace also tells when timers are scheduled and cancelled (`.timerScheduled`, `.timerCancelled`),
    /// while `isTracing` is on: off by default, so that a trace without a reader of the pending timers is as it was.
    public var tracesTimers = false {
        didSet { tracesTimerEvents = isTracing && tracesTimers }
    }
    /// `isTracing` and `tracesTimers`: the one flag a timer's start or cancellation tests.
    private(set) var tracesTimerEvents = false
    /// Hears what `traceSelection` selects while `isTracing` is off. Held strongly; not copied by `copy()`.
    public var traceListener: TraceListener?
    /// `isTracing` or `tracesOutcomes`: the one flag a transition, an action or a console line tests for the trace.
    private(set) var tracesOutcomeEvents = true
    /// `tracesOutcomeEvents`, or something selected: the one flag a transition or a console line tests while nothing
    /// is traced.
    private(set) var tracesAnything = true
    /// Where the current event's trace begins (its touch event is inserted there once its touches are hit-tested).
    var traceMark = 0
    /// The lists of one finger and of one recognizer that trace events share (`TraceLists.swift`).
    var traceLists = TraceLists()
    /// Whether `viewCalls` counts responder calls (off by default).
    public var countsViewCalls = false
    /// The responder calls each view received while `countsViewCalls` was on.
    public internal(set) var viewCalls = ViewCallCounts()
    /// Input events dispatched since the start.
    public internal(set) var eventCount = 0
    /// Lines logged since the start (counted even when nothing is traced).
    public internal(set) var consoleLineCount = 0

    // MARK: - Touches and timers

    let touchTable = TouchTable()
    /// Each recognizer's tracked touches (its row, by `RecognizerID`).
    let tracked = TrackedTouchStore()
    /// The touch of each finger that is down, indexed by finger number (1…20).
    var fingerTouch: [TouchID?] = Array(repeating: nil, count: 21)
    var nextTouchSerial = 1
    let timers = TimerQueue<TimerKey>()
    /// Withheld phases per view, in order.
    var viewQueues = ViewQueues()

    // MARK: - What the update pass keeps between events

    /// The recognizers that took a touch since their last reset (`attempt.isParticipating`), in evaluation order:
    /// only they can report, exclude, fail or reset, so the update pass walks them instead of every recognizer. A
    /// recognizer joins when delivery first gives it a touch and leaves at its reset, the only two places participation
    /// changes; debug builds check the list against the records after every pass (`participantsAreConsistent`).
    let participants = RecordTable<RecognizerID>()
    /// How many recognizers report a finished attempt (ended, cancelled, failed): kept where a reported state changes
    /// (`report`, `reset`), so the reset step knows at once when there is nothing to reset.
    var finishedCount = 0
    /// Recognizers in evaluation order, and each one's rank in it; rebuilt when recognizers are added.
    var cachedEvaluationOrder: [RecognizerID] = []
    var cachedEvaluationRank: [Int] = []
    /// Per recognizer, its requirement-linked group (static edges), and the recognizers with requirements; emptied
    /// when recognizers or requirements change, rebuilt when next needed (`ensureStaticGroups`).
    var cachedStaticGroups = LinkedGroups()
    /// The groups of a reset step when delegates added dynamic requirements (worked out afresh for that step).
    var scratchGroups = LinkedGroups()
    /// The reset step's visited marks: recognizer `id` was visited in the current walk when `resetVisit[id.index]`
    /// equals `resetWalk` (a new walk needs no clearing).
    let resetVisit = RecordTable<Int>()
    var resetWalk = 0
    var isInUpdatePass = false

    // MARK: - Buffers one event fills and empties (kept, so an event allocates nothing)

    /// The touches the current event changed (the environment dispatches one event at a time: app code it runs
    /// cannot dispatch), and whether one of them lifted or was cancelled.
    let changedTouches = RecordTable<TouchID>()
    var eventLifts = false
    /// The recognizers the current event's touches reach, in evaluation order.
    let involvedRecognizers = RecordTable<RecognizerID>()
    /// The touches of one responder call being built (`deliverCall` sends them).
    let callItems = RecordTable<QueuedDelivery>()
    /// The live (not withheld) calls of the current event, and their touches, before they go out per view and phase.
    let liveCalls = RecordTable<LiveCall>()
    let liveTouches = RecordTable<LiveTouch>()
    /// The touches a recognizer is about to claim from their views (`cancelForViews`).
    let claimedSlots = RecordTable<TouchSlot>()
    /// Phases taken out of view queues when a recognizer claims its withheld touches, and the touches claimed.
    var scratchRemoved: [TouchID] = []
    var scratchClaimed: [TouchID] = []

    struct TimerKey: TimerSlotKey {
        var recognizer: RecognizerID
        var timer: MachineTimer
        var slot: Int { recognizer.index &* 4 &+ timer.slotOffset }  // A recognizer index is far below Int.max / 4.
    }

    public init() {
        views = [ViewNode(name: "window", frame: Rect(x: 0, y: 0, width: GestureDefaults.screenWidth, height: GestureDefaults.screenHeight),
                          parent: nil, windowOrigin: .zero)]
    }

    /// Appends a trace event while tracing; the event is built only then.
    @inline(__always)
    func emit(_ event: @autoclosure () -> TraceEvent) {
        if isTracing { trace.append(event()) }
    }

    /// Appends a transition, an action or a console line while they are traced (`tracesOutcomeEvents`); the event is
    /// built only then.
    @inline(__always)
    func emitOutcome(_ event: @autoclosure () -> TraceEvent) {
        if tracesOutcomeEvents { trace.append(event()) }
    }

    /// Traces a timer's start or cancellation (`tracesTimerEvents` is tested by the caller: kept out of line, so
    /// that the timer code that runs untraced stays small).
    @inline(never)
    func emitTimerEvent(_ event: TraceEvent) {
        trace.append(event)
    }
}

/// Switches for the reference's open questions; the defaults (and their sources) are in `GestureDefaults`.
public struct EnvironmentOptions: Hashable, Sendable {
    /// Open question 5: apply `isExclusiveTouch` to recognizers as iOS 26 does [DEC].
    public var exclusiveTouchAffectsRecognizers = GestureDefaults.exclusiveTouchAffectsRecognizers
    /// Open question 3: cancel live view touches before the first action (true: the iOS 5-era order [OBS O-pan]) or
    /// after it (false: current iOS [OBS O-pan2, DEC]).
    public var cancelLiveTouchesBeforeAction = GestureDefaults.cancelLiveTouchesBeforeAction
    /// Open question 3: cancel withheld view touches after the action (true) [OBS O-tap, DEC].
    public var cancelWithheldTouchesAfterAction = GestureDefaults.cancelWithheldTouchesAfterAction
    /// Open question 2: reset at the end of the update pass per linked group (true), or only once no touch is down
    /// on the screen (false: `whenAllTouchesEnd`).
    public var resetAtEndOfPass = GestureDefaults.resetAtEndOfPass
    /// D2: the screen scale a scroll view's `contentOffset` is rounded to (1/scale pt); 0, not rounded.
    public var screenScale = GestureDefaults.screenScale

    public init() {}
}
