/// A run drawn as swimlanes: what the pictures (`:timeline`, `--svg`, `--html`) show. Built incrementally from the
/// session's output stream by `TimelineBuilder`; every lane holds at most `Lane.capacity` items (it aggregates).
public struct Timeline: Sendable {
    /// The lanes in drawing order: fingers, recognizers, views, then actions, console and model markers.
    public var lanes: [Lane] = []
    /// The first and last instants seen, in microseconds of virtual time (nil before any event).
    public var start: Int64?
    public var end: Int64?
    /// The step counts (`LaneItem.startStep`) at the start and the end.
    public var startStep = 0
    public var endStep = 0
    /// Input events seen (each counted once, however they were aggregated).
    public var events = 0
    /// Recognizers and views that got no lane (past `PictureLimits.recognizerLanes` and `.viewLanes`), and the titles of the
    /// first few (`PictureLimits.omittedLaneNamesShown`).
    public var omittedRecognizers = 0
    public var omittedViews = 0
    public var omittedNames: [String] = []

    public init() {}

    /// The lanes of one kind.
    public func lanes(_ kind: LaneKind) -> [Lane] { lanes.filter { $0.kind == kind } }

    /// Items merged away, over all lanes (0 unless the run was long).
    public var merged: Int { lanes.reduce(0) { $0 + $1.merged } }

    /// Items in all lanes.
    public var itemCount: Int { lanes.reduce(0) { $0 + $1.items.count } }

    /// The sentence that says which lanes are not drawn, or nil when every recognizer and view has one:
    /// `152 more recognizers and 1 more view not drawn (a picture draws the first 48 recognizers and 16 views of a scene): r48, r49, …`.
    public var omittedLanesText: String? {
        let total = omittedRecognizers + omittedViews
        guard total > 0 else { return nil }
        var what: [String] = []
        if omittedRecognizers > 0 { what.append("\(omittedRecognizers) more recognizer\(omittedRecognizers == 1 ? "" : "s")") }
        if omittedViews > 0 { what.append("\(omittedViews) more view\(omittedViews == 1 ? "" : "s")") }
        let names = omittedNames.joined(separator: ", ") + (total > omittedNames.count ? ", …" : "")
        return what.joined(separator: " and ") + " not drawn (a picture draws the first \(PictureLimits.recognizerLanes) recognizers "
            + "and \(PictureLimits.viewLanes) views of a scene): " + names
    }

    /// Merges the items of the longest lanes pairwise until all the lanes of `timelines` hold at most `budget` items
    /// together (each lane keeps at least one item per kind of merge: see `Lane.reduce`). The lanes that hold few
    /// items keep them all; the cap is the largest per-lane count that fits.
    static func fit(_ timelines: inout [Timeline], budget: Int) {
        let sizes = timelines.flatMap { $0.lanes.map(\.items.count) }
        guard sizes.reduce(0, +) > budget else { return }
        // The largest cap c with Σ min(size, c) ≤ budget (water filling over the sorted sizes).
        let sorted = sizes.sorted()
        var used = 0
        var cap = 1
        for (k, n) in sorted.enumerated() {
            let rest = sorted.count - k
            if used + n * rest > budget {
                cap = max(1, (budget - used) / rest)
                break
            }
            used += n
        }
        for t in timelines.indices {
            for l in timelines[t].lanes.indices { timelines[t].lanes[l].reduce(to: cap) }
        }
    }
}

/// What a lane follows.
public enum LaneKind: String, Sendable, CaseIterable {
    case finger, recognizer, view, action, console, model

    /// Drawing order of the groups.
    var order: Int {
        switch self {
        case .finger: 0
        case .recognizer: 1
        case .view: 2
        case .action: 3
        case .console: 4
        case .model: 5
        }
    }
}

/// One lane: a finger, a recognizer, a view, or a marker row.
public struct Lane: Sendable {
    /// At most this many items are kept per lane; beyond it neighbours merge pairwise (see `append`).
    public static let capacity = PictureLimits.laneCapacity

    public var kind: LaneKind
    /// The finger number, recognizer or view name; "actions", "console" or "model" for marker rows.
    public var name: String
    public private(set) var items: [LaneItem] = []
    /// Items merged away to stay within `capacity` (0 unless the run was long).
    public private(set) var merged = 0

    public init(kind: LaneKind, name: String) {
        self.kind = kind
        self.name = name
    }

    /// How the lane is labelled in pictures.
    public var title: String {
        switch kind {
        case .finger: "finger " + name
        case .recognizer, .action, .console, .model: name
        case .view: "view " + name
        }
    }

    /// Appends an item (items arrive in time order). When the lane is full, each pair of neighbours becomes one
    /// aggregate item: memory stays at `capacity` items and the cost per append stays constant on average.
    mutating func append(_ item: LaneItem) {
        if let last = items.last, last.mergesWith(item) {
            items[items.count - 1].absorb(item)
            return
        }
        if items.count >= Self.capacity { halve() }
        items.append(item)
    }

    /// Orders items by start time (stable: equal starts keep their order).
    mutating func sortByStart() {
        items = items.enumerated().sorted { a, b in
            a.element.startStep != b.element.startStep ? a.element.startStep < b.element.startStep : a.offset < b.offset
        }.map(\.element)
    }

    /// Merges neighbours pairwise until at most `count` items are left (at least one).
    mutating func reduce(to count: Int) {
        while items.count > max(1, count) { halve() }
    }

    /// Merges neighbours pairwise in place: item k becomes items 2k and 2k+1.
    private mutating func halve() {
        let n = items.count
        var k = 0
        var i = 0
        while i < n {
            var a = items[i]
            if i + 1 < n {
                a.absorb(items[i + 1])
                merged += 1
            }
            items[k] = a
            k += 1
            i += 2
        }
        items.removeLast(n - k)
    }
}

/// A span (`end > start`) or a mark (`end == start`) on a lane. Times are microseconds of virtual time.
///
/// Steps order what happens at one instant: every input event and timer firing is one step. Pictures give each
/// step a little room, so a `down`, `move`, `up` typed without waits (all at one virtual time) stays readable.
public struct LaneItem: Sendable, Equatable {
    public var start: Int64
    public var end: Int64
    public var startStep: Int
    public var endStep: Int
    public var kind: ItemKind
    /// How many events this item stands for (more than 1 once moves or neighbours are aggregated).
    public var count: Int
    /// What it was and why: the transition's cause, the waiting requirement, the console line (the first one's,
    /// when aggregated).
    public var label: String

    public init(start: Int64, end: Int64, startStep: Int, endStep: Int, kind: ItemKind, count: Int = 1, label: String) {
        self.start = start
        self.end = end
        self.startStep = startStep
        self.endStep = endStep
        self.kind = kind
        self.count = count
        self.label = label
    }

    public var isMark: Bool { end == start && endStep == startStep }

    /// Consecutive moves (and consecutive `changed` spans) fold into one item.
    func mergesWith(_ next: LaneItem) -> Bool {
        kind == next.kind && kind.folds
    }

    mutating func absorb(_ other: LaneItem) {
        start = min(start, other.start)
        end = max(end, other.end)
        startStep = min(startStep, other.startStep)
        endStep = max(endStep, other.endStep)
        count += other.count
        if other.kind.priority > kind.priority { kind = other.kind; label = other.label }
    }
}

/// What an item shows. The raw value is the class name pictures use (`s-began`, `m-down`).
public enum ItemKind: String, Sendable, CaseIterable {
    // Fingers.
    case fingerDown = "down", fingerHeld = "held", fingerMoves = "moves", fingerUp = "up", fingerCancelled = "finger-cancelled"
    // Recognizers: spans of the state entered, `waiting` while a failure requirement holds it back.
    case possible, waiting, began, changed, ended, recognized, failed, cancelled
    // Views: deliveries and withheld spans.
    case viewBegan = "touchesBegan", viewMoved = "touchesMoved", viewEnded = "touchesEnded", viewCancelled = "touchesCancelled"
    case withheld, dropped
    // Markers.
    case action, console, control, model

    /// Items of these kinds fold into their predecessor when they touch it.
    var folds: Bool {
        switch self {
        case .fingerMoves, .viewMoved, .changed: true
        case .fingerDown, .fingerHeld, .fingerUp, .fingerCancelled, .possible, .waiting, .began, .ended, .recognized, .failed,
            .cancelled, .viewBegan, .viewEnded, .viewCancelled, .withheld, .dropped, .action, .console, .control, .model:
            false
        }
    }

    /// Which kind wins when several share a place (a terminal cell, an aggregate): outcomes over progress.
    public var priority: Int {
        switch self {
        case .fingerHeld, .possible: 0
        case .fingerMoves, .viewMoved, .changed, .withheld: 1
        case .waiting, .began: 2
        case .fingerDown, .fingerUp, .viewBegan, .viewEnded, .console, .model, .control: 3
        case .ended, .recognized, .action: 4
        case .failed, .cancelled, .fingerCancelled, .viewCancelled, .dropped: 5
        }
    }

    /// The recognizer state a span shows (nil for other kinds); the HTML cursor reads it.
    public var stateName: String? {
        switch self {
        case .possible: "possible"
        case .waiting: "possible (waiting)"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .recognized: "recognized"
        case .failed: "failed"
        case .cancelled: "cancelled"
        case .fingerDown, .fingerHeld, .fingerMoves, .fingerUp, .fingerCancelled, .viewBegan, .viewMoved, .viewEnded,
            .viewCancelled, .withheld, .dropped, .action, .console, .control, .model:
            nil
        }
    }
}
