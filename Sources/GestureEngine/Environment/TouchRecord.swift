/// The environment's record of one touch for its whole life, including what its view has been told.
/// A class, like `RecognizerRecord`, so that per-event updates happen in place.
final class TouchRecord {
    var id: TouchID
    var finger: Int
    /// The hit-test view at touch-down; it keeps every message for this touch [OBS O-bnr].
    var view: ViewID
    var location: Point
    var previousLocation: Point
    var phase: TouchPhase
    var timestamp: VirtualTime
    /// Recognizers that accepted the touch at touch-down, in delivery order.
    var recognizers: [RecognizerID]
    /// False when the view must never hear of this touch (multiple touch disabled, exclusive touch).
    var deliverableToView: Bool
    var viewSawBegan = false
    /// The view received `touchesEnded` or `touchesCancelled`.
    var viewFinished = false
    /// A recognizer claimed the touch: the view gets nothing more for it.
    var cancelledForView = false
    /// Number of this touch's phases waiting in its view's queue.
    var queuedPhases = 0

    init(id: TouchID, finger: Int, view: ViewID, location: Point, previousLocation: Point, phase: TouchPhase,
         timestamp: VirtualTime, recognizers: [RecognizerID], deliverableToView: Bool) {
        self.id = id
        self.finger = finger
        self.view = view
        self.location = location
        self.previousLocation = previousLocation
        self.phase = phase
        self.timestamp = timestamp
        self.recognizers = recognizers
        self.deliverableToView = deliverableToView
    }

    var isDown: Bool { phase != .ended && phase != .cancelled }

    func tracked(phase: TouchPhase) -> TrackedTouch {
        TrackedTouch(id: id, finger: finger, location: location, previousLocation: previousLocation, phase: phase, timestamp: timestamp)
    }
}

/// A touch phase withheld from a view, in arrival order.
struct QueuedDelivery: Sendable {
    var touch: TouchID
    var finger: Int
    var phase: TouchPhase
    var location: Point
    var timestamp: VirtualTime
}

/// The touches the environment knows, in a small array: at most 20 are down, plus a few whose withheld phases
/// still wait in a view queue, so a linear search beats hashing.
struct TouchTable {
    private(set) var records: [TouchRecord] = []

    /// The record of a touch (a reference: changes to it are changes to the table).
    subscript(id: TouchID) -> TouchRecord? {
        for r in records where r.id == id { return r }
        return nil
    }

    mutating func insert(_ r: TouchRecord) { records.append(r) }

    mutating func remove(_ id: TouchID) {
        if let i = index(of: id) { records.remove(at: i) }
    }

    mutating func remove(at k: Int) { records.remove(at: k) }

    /// Index of a touch's record.
    func index(of id: TouchID) -> Int? {
        for k in 0..<records.count where records[k].id == id { return k }
        return nil
    }

    func update(_ id: TouchID, _ body: (TouchRecord) -> Void) {
        if let r = self[id] { body(r) }
    }

    var values: [TouchRecord] { records }
}
