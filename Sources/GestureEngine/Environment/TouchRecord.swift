/// The environment's record of one touch for its whole life, including what its view has been told.
/// A class, like `RecognizerRecord`, so that per-event updates happen in place.
final class TouchRecord {
    var id = TouchID(serial: 0)
    var finger = 0
    /// The hit-test view at touch-down; it keeps every message for this touch [OBS O-bnr].
    var view = ViewID.window
    var location = Point.zero
    var previousLocation = Point.zero
    var phase = TouchPhase.began
    var timestamp = VirtualTime.start
    /// Recognizers that accepted the touch at touch-down, in delivery order.
    var recognizers: [RecognizerID] = []
    /// False when the view must never hear of this touch (multiple touch disabled, exclusive touch).
    var deliverableToView = true
    var viewSawBegan = false
    /// The view received `touchesEnded` or `touchesCancelled`.
    var viewFinished = false
    /// A recognizer claimed the touch: the view gets nothing more for it.
    var cancelledForView = false
    /// Number of this touch's phases waiting in its view's queue.
    var queuedPhases = 0

    /// The record of a touch that begins.
    init(id: TouchID, finger: Int, view: ViewID, location: Point, timestamp: VirtualTime, deliverableToView: Bool) {
        begin(id: id, finger: finger, view: view, location: location, timestamp: timestamp, deliverableToView: deliverableToView)
    }

    /// Makes the record that of a touch that begins: a new one, or a used one again (keeping the storage of its
    /// recognizer list).
    func begin(id: TouchID, finger: Int, view: ViewID, location: Point, timestamp: VirtualTime, deliverableToView: Bool) {
        self.id = id
        self.finger = finger
        self.view = view
        self.location = location
        previousLocation = location
        phase = .began
        self.timestamp = timestamp
        recognizers.removeAllKeepingCapacity()
        self.deliverableToView = deliverableToView
        viewSawBegan = false
        viewFinished = false
        cancelledForView = false
        queuedPhases = 0
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
///
/// Records of touches that are gone are kept for the next touch-down (a gesture's touches come and go by the
/// million in a long script; reusing them spares an allocation per touch and one for its recognizer list). A record
/// is reused only when a touch begins, at the start of an event, so no reference taken during an event outlives it.
struct TouchTable {
    private(set) var records: [TouchRecord] = []
    private var spare: [TouchRecord] = []

    /// The record of a touch (a reference: changes to it are changes to the table).
    subscript(id: TouchID) -> TouchRecord? {
        for r in records where r.id == id { return r }
        return nil
    }

    /// Adds the record of a touch that begins, reusing a spare one when there is one.
    mutating func insert(id: TouchID, finger: Int, view: ViewID, location: Point, timestamp: VirtualTime,
                         deliverableToView: Bool) -> TouchRecord {
        let record: TouchRecord
        if let r = spare.popLast() {
            r.begin(id: id, finger: finger, view: view, location: location, timestamp: timestamp, deliverableToView: deliverableToView)
            record = r
        } else {
            record = TouchRecord(id: id, finger: finger, view: view, location: location, timestamp: timestamp,
                                 deliverableToView: deliverableToView)
        }
        records.append(record)
        return record
    }

    mutating func remove(_ id: TouchID) {
        if let i = index(of: id) { remove(at: i) }
    }

    mutating func remove(at k: Int) {
        let r = records.remove(at: k)
        // Bounded by the most touches ever known at once (20 down plus those waiting in view queues).
        spare.append(r)
    }

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
