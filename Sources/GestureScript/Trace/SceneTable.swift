import GestureEngine

/// The scene as a reader of the output stream knows it: built only from the stream's `.scene` outputs
/// (`SceneEvent`) and its `.clock`, it names the ids in trace events, says what each recognizer and view is, and
/// what time it is. Every consumer of the stream (transcript, JSON lines, the library's events) keeps one instead
/// of asking the session.
///
/// Names are kept in arrays by index: a renderer looks one up for every event.
public struct SceneTable {
    /// What changes only with scene events: one reference, so that a copy of the table (a reader passes it to its
    /// renderers, often while it mutates itself) retains one object instead of every array in it. Shared between
    /// copies until one of them reads a scene event (`isKnownUniquelyReferenced`).
    private final class Storage {
        var title = ""
        var screen = Point(x: 0, y: 0)
        var touchTracker = false
        var views: [SceneView] = []
        var recognizers: [SceneRecognizer] = []
        var recognizerNames: [String] = []
        var viewNames: [String] = []
        var shownModel: ModelSnapshot?
        var states: [GestureState] = []
        var generation = 0
        var number = -1
        /// The failure-requirement cycles of `recognizers`, worked out when first asked after they changed.
        var cycles: RequirementCycles?

        init() {}

        func copy() -> Storage {
            let c = Storage()
            c.title = title
            c.screen = screen
            c.touchTracker = touchTracker
            c.views = views
            c.recognizers = recognizers
            c.recognizerNames = recognizerNames
            c.viewNames = viewNames
            c.shownModel = shownModel
            c.states = states
            c.generation = generation
            c.number = number
            c.cycles = cycles
            return c
        }
    }

    private var storage = Storage()

    /// The scene's number in its session (`SceneEvent.began`), -1 before any was told.
    public var number: Int { storage.number }
    /// The scene's title (`scene: window 375×667`), as the last `began` or `screen` said.
    public var title: String { storage.title }
    /// Screen size, points.
    public var screen: Point { storage.screen }
    /// Whether the TouchTracker app runs in the scene.
    public var touchTracker: Bool { storage.touchTracker }
    /// Views by index (the window first).
    public var views: [SceneView] { storage.views }
    /// Recognizers by index, as last told.
    public var recognizers: [SceneRecognizer] { storage.recognizers }
    /// Recognizer names by index.
    public var recognizerNames: [String] { storage.recognizerNames }
    /// View names by index.
    public var viewNames: [String] { storage.viewNames }
    /// The line model the transcript showed last when a run began (nil before, or without TouchTracker).
    public var shownModel: ModelSnapshot? { storage.shownModel }
    /// The recognizers' states by index as the last run ended (`SceneEvent.recognizerStates`); empty before.
    public var recognizerStates: [GestureState] { storage.states }
    /// How many scenes began (a reader drawing each scene apart compares it).
    public var generation: Int { storage.generation }
    /// The transcript's level, as last told.
    public private(set) var traceLevel = TraceLevel.normal
    /// The virtual clock as the stream last told it (`.clock`).
    public private(set) var now = VirtualTime.start

    public init() {}

    /// Reads one output; true when it was a scene event, the clock or a run's summary (which print nothing by themselves).
    @discardableResult
    public mutating func read(_ output: SessionOutput) -> Bool {
        switch output {
        case .scene(let event):
            read(event)
            return true
        case .clock(let time):
            now = time
            return true
        case .summary:
            return true  // a sweep's, which prints nothing either
        case .trace(let events):
            // A drag or a deceleration moves a scroll view's content: its offset follows the `scrolled` events. A
            // scene without a scroll view has none, so its batches are not looked at.
            if hasScrollViews { readScrolls(events) }
            return false
        default:
            return false
        }
    }

    /// Whether a view told since the scene began is a scroll view.
    private var hasScrollViews = false

    private mutating func readScrolls(_ events: [TraceEvent]) {
        for e in events {
            guard case .scrolled(_, let view, let offset, _) = e, view.index < storage.views.count else { continue }
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            storage.views[view.index].scroll?.contentOffset = offset
        }
    }

    /// Applies one scene event.
    public mutating func read(_ event: SceneEvent) {
        if case .traceLevel(let level) = event {
            traceLevel = level
            return
        }
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        let s = storage
        switch event {
        case .began(let title, let screen, let touchTracker, let number):
            s.number = number
            s.title = title
            s.screen = screen
            s.touchTracker = touchTracker
            hasScrollViews = false
            s.views.removeAll()
            s.viewNames.removeAll()
            s.recognizers.removeAll()
            s.recognizerNames.removeAll()
            s.shownModel = nil
            s.states.removeAll()
            s.cycles = nil
            s.generation += 1
        case .screen(let size, let title):
            s.screen = size
            s.title = title
        case .view(let v):
            if v.scroll != nil { hasScrollViews = true }
            Self.put(v, at: v.id.index, in: &s.views)
            Self.put(v.name, at: v.id.index, in: &s.viewNames)
        case .recognizer(let r):
            Self.put(r, at: r.id.index, in: &s.recognizers)
            Self.put(r.name, at: r.id.index, in: &s.recognizerNames)
            s.cycles = nil
        case .traceLevel:
            break
        case .shownModel(let model):
            s.shownModel = model
        case .recognizerStates(let states):
            s.states = states
        case .outcome:
            break
        }
    }

    /// Stores `value` at `index`, growing the array by copies of it when the index is new (a stream always tells
    /// ids in order, so the array grows by one).
    private static func put<T>(_ value: T, at index: Int, in array: inout [T]) {
        if index < array.count {
            array[index] = value
        } else {
            while array.count < index { array.append(value) }
            array.append(value)
        }
    }

    /// A recognizer's name; `#N` for an id the stream never told.
    public func name(of id: RecognizerID) -> String {
        let names = storage.recognizerNames
        return id.index < names.count ? names[id.index] : "#\(id.index)"
    }

    /// A view's name; `#N` for an id the stream never told.
    public func name(of id: ViewID) -> String {
        let names = storage.viewNames
        return id.index < names.count ? names[id.index] : "#\(id.index)"
    }

    /// Whether the recognizer is discrete (a tap or a swipe reports `recognized`, not `ended`); false for an id the
    /// stream never told.
    public func isDiscrete(_ id: RecognizerID) -> Bool {
        let all = storage.recognizers
        return id.index < all.count && all[id.index].kind.isDiscrete
    }

    /// The chain of requirements by which `required` (a requirement of `r` on r's cycle) waits for `r` in turn,
    /// `[required, …, r]`, from the requirements and delegate answers the stream told; nil when the two do not lie
    /// on one cycle. Worked out once per change of the recognizers (a waiting line asks it; the cache is shared by
    /// the copies of this table, which tell the same recognizers).
    public func requirementCycle(from required: RecognizerID, backTo r: RecognizerID) -> [RecognizerID]? {
        let s = storage
        if s.cycles == nil {
            s.cycles = RequirementCycles(failureRequirements: s.recognizers.map(\.failureRequirements),
                                         delegates: s.recognizers.map(\.delegate))
        }
        return s.cycles?.chain(from: required, to: r)
    }

    /// A recognizer's state as the last run ended; `possible` for an id the stream never told a state of.
    public func state(of id: RecognizerID) -> GestureState {
        let all = storage.states
        return id.index < all.count ? all[id.index] : .possible
    }

    /// A recognizer by its name (names are unique in a scene).
    public func recognizer(named name: String) -> RecognizerID? {
        storage.recognizerNames.firstIndex(of: name).map { RecognizerID(index: $0) }
    }

    /// A view by its name (names are unique in a scene).
    public func view(named name: String) -> ViewID? {
        storage.viewNames.firstIndex(of: name).map { ViewID(index: $0) }
    }

    /// Why hit-testing skips view `id` (`HitTestSkip`), from the views the stream told.
    public func hitTestSkips(_ id: ViewID) -> String? {
        let views = storage.views
        return HitTestSkip.reason(id) { v in
            let view = views[v.index]
            return (view.name, view.parent, view.isUserInteractionEnabled, view.isHidden, view.alpha)
        }
    }

    /// A recognizer's kind, nil for an id the stream never told.
    public func kind(of id: RecognizerID) -> RecognizerKind? {
        let all = storage.recognizers
        return id.index < all.count ? all[id.index].kind : nil
    }
}
