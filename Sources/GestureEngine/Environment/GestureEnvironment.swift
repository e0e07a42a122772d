/// UIKit's gesture system for one window: views, recognizers, touches, timers and the update pass.
///
/// Per input event (one timestamp group) the environment runs UIKit's pipeline [DEC, OBS O-bt]:
/// 1. touches that begin are hit-tested and given to the recognizers of the hit view and its ancestors
///    (deepest view first, then ancestors, each in `addGestureRecognizer` order), filtered by `isEnabled`, state,
///    exclusive touch and `shouldReceive`;
/// 2. each recognizer gets the event's phases (began, moved, ended, cancelled) and its machine's actions are applied;
/// 3. the update pass: failure requirements, exclusion, actions (with live touches cancelled before and withheld
///    touches cancelled after the action), release of withheld touches, resets per linked group — to a fixed point;
/// 4. the views receive what is not withheld or cancelled, one call per view and phase.
/// After each timer the update pass runs at once, as UIKit's BeforeWaiting observer would.
///
/// It is a class because the app it hosts calls back into it from action methods (`setTranslation`, `log`).
/// The recognizers themselves are value-type machines; all effects happen here.
public final class GestureEnvironment {
    public internal(set) var now = VirtualTime.start
    public internal(set) var screenSize = Point(x: GestureDefaults.screenWidth, y: GestureDefaults.screenHeight)
    public internal(set) var views: [ViewNode]
    /// The recognizers' records, by `RecognizerID.index`, mutated in place (`recognizers[i].field = value`).
    public let recognizers = RecordTable<RecognizerRecord>()
    /// The first recognizer and view of each name (names never change; nothing is removed): a lookup by name is
    /// constant time, so declaring thousands of recognizers that name each other stays linear.
    /// (Internal, not private: `copy()` in GestureEnvironment+Copy.swift copies them.)
    var recognizerByName: [String: RecognizerID] = [:]
    var viewByName: [String: ViewID] = ["window": .window]
    /// The recognizers' state machines, by kind (each record knows its slot).
    let machines = MachineStore()
    public weak var host: AppHost? {
        didSet { if host != nil { hostAssigned = true } }
    }
    /// False until a host is assigned: the per-event fast path then skips loading the weak reference. (Once true it
    /// stays true; code that needs the host still checks that it is there.)
    private(set) var hostAssigned = false
    /// The trace since the last `takeTrace()`; collected only while `isTracing`.
    public internal(set) var trace: [TraceEvent] = []
    public var isTracing = true {
        didSet { tracesAnything = isTracing || !traceSelection.isEmpty }
    }
    /// What goes to `traceListener` while `isTracing` is off (nothing by default).
    public var traceSelection = TraceSelection() {
        didSet { tracesAnything = isTracing || !traceSelection.isEmpty }
    }
    /// Hears what `traceSelection` selects while `isTracing` is off. Held strongly; not copied by `copy()`.
    public var traceListener: TraceListener?
    /// `isTracing`, or something selected: the one flag a transition or a console line tests while nothing is traced.
    private(set) var tracesAnything = true
    /// Whether `viewCalls` counts responder calls (off by default: the per-event path then does nothing for it).
    public var countsViewCalls = false
    /// The responder calls each view received while `countsViewCalls` was on.
    public internal(set) var viewCalls = ViewCallCounts()
    public var options = EnvironmentOptions()
    /// Input events dispatched since the start.
    public internal(set) var eventCount = 0

    let touchTable = TouchTable()
    /// Each recognizer's tracked touches (row `i` for recognizer `i`).
    let tracked = TrackedTouchStore()
    /// The touch of each finger that is down, indexed by finger number (1…20).
    var fingerTouch: [TouchID?] = Array(repeating: nil, count: 21)
    var nextTouchSerial = 1
    let timers = TimerQueue<TimerKey>()
    /// Withheld phases per view, in order.
    var viewQueues = ViewQueues()
    var isInUpdatePass = false
    /// Recognizer indices in evaluation order, and each one's rank in it; rebuilt when recognizers are added.
    var cachedEvaluationOrder: [Int] = []
    var cachedEvaluationRank: [Int] = []
    /// Per recognizer, its requirement-linked group (static edges), and the recognizers with requirements; emptied
    /// when recognizers or requirements change, rebuilt when next needed (`ensureStaticGroups`).
    var cachedStaticGroups = LinkedGroups()
    /// The groups a reset pass works with when delegates add dynamic requirements (rebuilt for each pass that resets).
    var scratchGroups = LinkedGroups()
    /// Reusable buffers for the per-event path (no allocation per event).
    /// The touches the current event changed, and the recognizers it involves in evaluation order: refilled per event
    /// (the environment dispatches one event at a time: app code it runs never dispatches).
    let changedTouches = RecordTable<TouchID>()
    let involvedRecognizers = RecordTable<Int>()
    /// The recognizers that received a touch since their last reset (`attempt.isParticipating`), in evaluation order. Only
    /// they can have anything to report, exclude, fail or reset, so the update pass walks this list instead of every
    /// recognizer. Kept by `deliverToRecognizers` (a recognizer joins) and `reset` (it leaves), the only places
    /// participation changes; debug builds check it against the records after every update pass
    /// (`participantsAreConsistent`). Measured with callgrind on `bench engine --cycles 3000` (4 recognizers, one to
    /// four taking part at a time): 383.0 M → 374.1 M instructions for the whole run.
    let participants = RecordTable<Int>()
    /// How many recognizers report a terminal state (ended, cancelled, failed): kept by `report` and `reset`, the
    /// only places a reported state changes, so the reset step can tell at once that there is nothing to reset.
    var terminalCount = 0
    /// Where the current event's trace begins (its touch event is inserted there once its touches are hit-tested).
    var traceMark = 0
    /// The reset step's visited marks: recognizer `i` was visited in the current walk when `resetVisit[i]` equals
    /// `resetWalk` (a new walk needs no clearing; a table, so marking costs no uniqueness check). Callgrind on
    /// `bench engine --cycles 3000`: clearing and marking a `[Bool]` cost about 60 instructions per reset step.
    let resetVisit = RecordTable<Int>()
    var resetWalk = 0
    var scratchRemoved: [TouchID] = []
    var scratchClaimed: [TouchID] = []
    var scratchDeliveries: [QueuedDelivery] = []
    /// True once some delegate answers a dynamic-requirement method (the update pass skips asking otherwise).
    var hasDynamicDelegates = false
    /// True once some view is exclusive-touch (touch-down skips the exclusive-touch rules otherwise).
    var hasExclusiveViews = false
    /// True once a view of a kind that refuses some gestures (button, switch, …) exists: the refusal check is skipped
    /// until then.
    var hasRefusingControls = false

    struct TimerKey: TimerSlotKey {
        var recognizer: RecognizerID
        var timer: MachineTimer
        var slot: Int { recognizer.index &* 4 &+ timer.slotOffset }  // A recognizer index is far below Int.max / 4.
    }

    public init() {
        views = [ViewNode(name: "window", frame: Rect(x: 0, y: 0, width: GestureDefaults.screenWidth, height: GestureDefaults.screenHeight),
                          parent: nil, windowOrigin: .zero)]
    }

    // MARK: - Scene setup

    /// `screen W,H`: resizes the screen and the window.
    public func setScreenSize(width: Double, height: Double) {
        screenSize = Point(x: width, y: height)
        views[0].frame = Rect(x: 0, y: 0, width: width, height: height)
        machines.setScreenSize(screenSize)
    }

    /// Adds a view as the frontmost subview of `parent`; `frame` is in the parent's coordinates.
    @discardableResult
    public func addView(name: String, frame: Rect, parent: ViewID = .window) -> ViewID {
        let id = ViewID(index: views.count)
        let origin = views[parent.index].windowOrigin + frame.origin
        views.append(ViewNode(name: name, frame: frame, parent: parent, windowOrigin: origin))
        if viewByName[name] == nil { viewByName[name] = id }
        views[parent.index].subviews.append(id)
        return id
    }

    public func setViewFlags(_ view: ViewID, kind: ViewKind? = nil, exclusiveTouch: Bool? = nil, multipleTouch: Bool? = nil) {
        if let k = kind {
            views[view.index].setKind(k)
            if k != .plain, k != .control { hasRefusingControls = true }
        }
        if let e = exclusiveTouch {
            views[view.index].isExclusiveTouch = e
            if e { hasExclusiveViews = true }
        }
        if let m = multipleTouch { views[view.index].isMultipleTouchEnabled = m }
    }

    public func view(named name: String) -> ViewID? {
        viewByName[name]
    }

    /// Creates a recognizer and attaches it to `view` (`addGestureRecognizer`).
    @discardableResult
    public func addRecognizer(name: String, kind: RecognizerKind, view: ViewID) -> RecognizerID {
        let id = RecognizerID(index: recognizers.count)
        let machine = machines.add(kind, screenSize: screenSize)
        recognizers.append(RecognizerRecord(id: id, name: name, kind: kind, view: view, machineSlot: machine.slot))
        tracked.addRow()
        if recognizerByName[name] == nil { recognizerByName[name] = id }
        cachedStaticGroups = LinkedGroups()
        views[view.index].recognizers.append(id)
        return id
    }

    public func recognizer(named name: String) -> RecognizerID? {
        recognizerByName[name]
    }

    public subscript(id: RecognizerID) -> RecognizerRecord { recognizers[id.index] }

    /// Sets a base-class or class-specific property by its UIKit name.
    public func setProperty(_ property: String, of id: RecognizerID, to value: PropertyValue) throws(EngineError) {
        let i = id.index
        switch property {
        case "isEnabled", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded":
            guard case .bool(let b) = value else {
                throw .property(.wrongType(property: property, expected: .bool, got: value))
            }
            switch property {
            case "isEnabled": setEnabled(id, b)
            case "cancelsTouchesInView": recognizers[i].cancelsTouchesInView = b
            case "delaysTouchesBegan": recognizers[i].delaysTouchesBegan = b
            default: recognizers[i].delaysTouchesEnded = b
            }
        default:
            let kind = recognizers[i].kind
            guard let descriptor = kind.propertyDescriptors.first(where: { $0.name == property }) else {
                throw .unknownProperty(name: property, kind: kind, known: Self.propertyNames(for: kind))
            }
            switch descriptor.coerce(value) {
            case .success(let v): machines.setValue(machine(i), v, for: property)
            case .failure(let e): throw .property(e)
            }
        }
    }

    /// Reads a property by its UIKit name.
    public func property(_ property: String, of id: RecognizerID) -> PropertyValue? {
        let i = id.index
        switch property {
        case "isEnabled": return .bool(recognizers[i].isEnabled)
        case "cancelsTouchesInView": return .bool(recognizers[i].cancelsTouchesInView)
        case "delaysTouchesBegan": return .bool(recognizers[i].delaysTouchesBegan)
        case "delaysTouchesEnded": return .bool(recognizers[i].delaysTouchesEnded)
        default: return machines.value(machine(i), of: property)
        }
    }

    /// Base-class properties every recognizer has, with their defaults and sources.
    public static let baseDescriptors: [PropertyDescriptor] = [
        PropertyDescriptor("isEnabled", .bool, default: .bool(true), source: "[DOC] UIGestureRecognizer"),
        PropertyDescriptor("cancelsTouchesInView", .bool, default: .bool(GestureDefaults.cancelsTouchesInView), source: "[DOC] true"),
        PropertyDescriptor("delaysTouchesBegan", .bool, default: .bool(GestureDefaults.delaysTouchesBegan),
                           source: "[DOC] false (screen-edge pan: true [DEC])"),
        PropertyDescriptor("delaysTouchesEnded", .bool, default: .bool(GestureDefaults.delaysTouchesEnded), source: "[DOC] true"),
    ]

    /// Every property name a recognizer of `kind` accepts.
    public static func propertyNames(for kind: RecognizerKind) -> [String] {
        baseDescriptors.map(\.name) + kind.propertyDescriptors.map(\.name)
    }

    /// `require(toFail:)`. Refuses a requirement on itself and one that would close a cycle with the requirements in
    /// effect (static ones and the delegates' fixed answers).
    public func require(_ id: RecognizerID, toFail other: RecognizerID) throws(EngineError) {
        if id == other { throw .requirementOnItself(recognizers[id.index].name) }
        // The new edge id → other closes a cycle exactly when `other` already reaches `id`.
        if let path = requirementPath(from: [other], toAnyOf: [id]) {
            throw .requirementCycle(([id] + path).map { recognizers[$0.index].name })
        }
        if !recognizers[id.index].failureRequirements.contains(other) {
            recognizers[id.index].failureRequirements.append(other)
            cachedStaticGroups = LinkedGroups()
        }
    }

    public func setDelegate(_ id: RecognizerID, _ update: (inout DelegateAnswers) -> Void) {
        update(&recognizers[id.index].delegate)
        let d = recognizers[id.index].delegate
        if !d.shouldRequireFailureOf.isEmpty || !d.shouldBeRequiredToFailBy.isEmpty { hasDynamicDelegates = true }
    }

    /// Binds an action method (target-action). The first binding replaces the default `log`.
    public func addAction(_ id: RecognizerID, method: String) {
        if !recognizers[id.index].actionsCustomized {
            recognizers[id.index].actions = []
            recognizers[id.index].actionsCustomized = true
        }
        if !recognizers[id.index].actions.contains(method) { recognizers[id.index].actions.append(method) }
    }

    /// `isEnabled`. Disabling a recognizer that is recognizing cancels it; a possible one fails [DOC A-H]. (One whose
    /// machine ended a running gesture reports `ended` still.)
    public func setEnabled(_ id: RecognizerID, _ enabled: Bool) {
        let i = id.index
        recognizers[i].isEnabled = enabled
        guard !enabled, recognizers[i].attempt.isParticipating else { return }
        switch recognizers[i].attempt {
        case .possible, .recognized, .running: recognizers[i].fail(because: .disabled)
        case .idle, .ending, .failing, .finished, .keepsWithheld: break
        }
        updatePass()
    }

    // MARK: - Queries

    /// `location(in:)` in window coordinates: live while the recognizer tracks a gesture, otherwise the value it had
    /// when it last reset.
    public func location(of id: RecognizerID) -> Point {
        let i = id.index
        if recognizers[i].attempt.isParticipating { return machines.location(machine(i), touches: tracked.array(of: i)) }
        return recognizers[i].lastValues?.location ?? .zero
    }

    public func translation(of id: RecognizerID) -> Point? { continuousValue(id, { self.machines.translation($0) }, \.translation) }

    /// `velocity(in:)` of a pan or screen-edge pan, in points per second (a `CGPoint` in UIKit); nil for other kinds.
    public func velocity(of id: RecognizerID) -> Point? {
        switch recognizers[id.index].kind {
        case .pan, .screenEdgePan: continuousValue(id, { self.machines.velocity($0) }, \.velocity)
        case .tap, .longPress, .swipe, .pinch, .rotation: nil
        }
    }

    /// `velocity` of a pinch (scale factor per second) or a rotation (radians per second), a `CGFloat` in UIKit; nil
    /// for other kinds.
    public func scalarVelocity(of id: RecognizerID) -> Double? {
        switch recognizers[id.index].kind {
        // The machine store keeps the scalar in `x` (y = 0).
        case .pinch, .rotation: continuousValue(id, { self.machines.velocity($0) }, \.velocity)?.x
        case .tap, .longPress, .swipe, .pan, .screenEdgePan: nil
        }
    }

    public func scale(of id: RecognizerID) -> Double? { continuousValue(id, { self.machines.scale($0) }, \.scale) }

    public func rotation(of id: RecognizerID) -> Double? { continuousValue(id, { self.machines.rotation($0) }, \.rotation) }

    /// A continuous value: live while the recognizer tracks a gesture, otherwise the value it had when it last reset
    /// (or the machine's initial one, before its first gesture). Nil for kinds without it.
    private func continuousValue<T>(_ id: RecognizerID, _ live: (MachineRef) -> T?, _ atReset: KeyPath<MachineValues, T?>) -> T? {
        let i = id.index
        if recognizers[i].attempt.isParticipating { return live(machine(i)) }
        return recognizers[i].lastValues?[keyPath: atReset] ?? live(machine(i))
    }

    /// Where recognizer `i`'s state machine lives.
    @inline(__always)
    func machine(_ i: Int) -> MachineRef { MachineRef(kind: recognizers[i].kind, slot: recognizers[i].machineSlot) }

    /// The state `recognizer.state` reports (read without copying the record).
    public func state(of id: RecognizerID) -> GestureState { recognizers[id.index].attempt.reported }

    /// `numberOfTouches`: the touches the recognizer tracks now.
    public func numberOfTouches(of id: RecognizerID) -> Int { tracked.count(of: id.index) }

    /// `setTranslation(_:in:)`. Returns false for recognizers without a translation.
    @discardableResult
    public func setTranslation(_ p: Point, of id: RecognizerID) -> Bool {
        machines.setTranslation(machine(id.index), p)
    }

    @discardableResult
    public func setScale(_ s: Double, of id: RecognizerID) -> Bool {
        machines.setScale(machine(id.index), s)
    }

    @discardableResult
    public func setRotation(_ r: Double, of id: RecognizerID) -> Bool {
        machines.setRotation(machine(id.index), r)
    }

    /// Appends a console line (the app's `print`) to the trace, in order with everything else, or hands it to the
    /// listener when the console is selected. The text is built only then.
    public func log(_ line: @autoclosure () -> String) {
        if tracesAnything {
            if isTracing {
                trace.append(.log(time: now, line: line()))
            } else if traceSelection.consoleLines {
                traceListener?.console(.text(line()))
            }
        }
        consoleLineCount += 1
    }

    /// A `log` action's line, `NAME STATE`: formatted for the trace; a listener gets it unformatted.
    func logAction(_ i: Int, _ state: GestureState) {
        if !isTracing, traceSelection.consoleLines {
            traceListener?.console(.logAction(RecognizerID(index: i), state))
            consoleLineCount += 1
        } else {
            log(text(of: .logAction(RecognizerID(index: i), state)))
        }
    }

    /// A console line's text.
    public func text(of line: ConsoleLine) -> String {
        switch line {
        case .text(let text): text
        case .logAction(let id, let state): "\(recognizers[id.index].name) \(state.name(discrete: recognizers[id.index].isDiscrete))"
        }
    }

    /// Lines logged since the start (for counting even when tracing is off).
    public internal(set) var consoleLineCount = 0

    /// Returns the trace collected so far and starts a new one.
    public func takeTrace() -> [TraceEvent] {
        defer { trace.removeAll(keepingCapacity: true) }
        return trace
    }

    /// The fingers currently down.
    public var fingersDown: [Int] { (1...20).filter { fingerTouch[$0] != nil } }

    /// The fingers currently down, one bit per finger number (bit 1 = finger 1).
    public var fingersDownMask: UInt32 {
        var mask: UInt32 = 0
        for f in 1...20 where fingerTouch[f] != nil { mask |= 1 << UInt32(f) }
        return mask
    }

    /// The window location of a finger that is down.
    public func location(ofFinger finger: Int) -> Point? {
        guard finger >= 1, finger <= 20, let t = fingerTouch[finger], let k = touchTable.index(of: t) else { return nil }
        // One field, not the whole record (whose touch list would be retained and released): the interpreter asks
        // this once per interpolated move sample (callgrind, bench engine --cycles 3000: 313.8 M → 313.1 M).
        return touchTable.records[k].location
    }

    /// The deadline of the next pending timer.
    public func nextTimerDeadline() -> VirtualTime? { timers.nextDeadline() }

    /// Removes recognizer `i` from a touch's list of recognizers.
    func removeRecognizer(_ i: Int, fromTouch t: TouchID) {
        guard let k = touchTable.index(of: t) else { return }
        let id = RecognizerID(index: i)
        // The list is read and changed through the record's address (no recognizer or touch is added meanwhile).
        let r = touchTable.records.address(k)
        let count = r.pointee.recognizers.count
        // Often the recognizer that finishes is the touch's last entry: it goes without a search or a memmove
        // (callgrind, measure.sh: 2,332 → 2,324 instructions/event; taps part 42,082 → 41,916 per cycle).
        if count > 0, r.pointee.recognizers[count - 1] == id {
            r.pointee.recognizers.removeLast()
            return
        }
        guard let n = r.pointee.recognizers.firstIndex(of: id) else { return }
        r.pointee.recognizers.remove(at: n)  // A recognizer appears at most once per touch.
    }

    @inline(__always)
    func emit(_ event: @autoclosure () -> TraceEvent) {
        if isTracing { trace.append(event()) }
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

    public init() {}
}
