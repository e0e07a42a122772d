/// The environment's record of one touch for its whole life, including what its view has been told.
struct TouchRecord: Sendable {
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
struct TouchTable: Sendable {
    private(set) var records: [TouchRecord] = []

    subscript(id: TouchID) -> TouchRecord? {
        get {
            for r in records where r.id == id { return r }
            return nil
        }
        set {
            if let i = records.firstIndex(where: { $0.id == id }) {
                if let v = newValue { records[i] = v } else { records.remove(at: i) }
            } else if let v = newValue {
                records.append(v)
            }
        }
    }

    /// Index of a touch's record, for in-place updates.
    func index(of id: TouchID) -> Int? { records.firstIndex { $0.id == id } }

    mutating func update(_ id: TouchID, _ body: (inout TouchRecord) -> Void) {
        if let i = index(of: id) { body(&records[i]) }
    }

    var values: [TouchRecord] { records }
}
