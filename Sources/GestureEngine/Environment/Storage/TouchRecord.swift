/// The environment's record of one touch for its whole life, including what its view has been told.
/// A value kept in the touch table and changed in place there (`touchTable.records[slot].field = …`), like
/// `RecognizerRecord`: reading it costs no reference counting.
struct TouchRecord {
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

    /// Makes the record that of a touch that begins: a new one, or a used one again (keeping the storage of its
    /// recognizer list).
    mutating func begin(id: TouchID, finger: Int, view: ViewID, location: Point, timestamp: VirtualTime, deliverableToView: Bool) {
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

    /// Notes that the touch's view received a call for `phase` (what later phases and cancellations depend on).
    @inline(__always)
    mutating func viewReceived(_ phase: TouchPhase) {
        switch phase {
        case .began: viewSawBegan = true
        case .ended, .cancelled: viewFinished = true
        case .moved, .stationary: break
        }
    }

    // Fields of a record in the table are read one by one (`records[slot].phase.isDown`): a computed property of the
    // record would copy the whole record, recognizer list included.
}

/// The touches the environment knows: at most 20 are down, plus a few whose withheld phases still wait in a view
/// queue.
///
/// Records live in slots of a `RecordTable` and are read and changed in place there (`records[slot].field`). A
/// touch's ID carries its slot, so `slot(of:)` is a bounds check and a comparison of serial numbers (a slot reused by
/// a later touch holds another serial). The slots of touches that are gone are reused at the next touch-down with
/// their recognizer lists' storage, so a long script allocates nothing per touch. The table grows only at a
/// touch-down, at the start of an event, never while a record is being accessed.
final class TouchTable {
    /// The records, by slot; only the slots in `live` hold a known touch.
    let records = RecordTable<TouchRecord>()
    /// The slots of the known touches, in the order they began. (Tables, not arrays: a touch-down and a touch's end
    /// change them without a uniqueness check.)
    let live = RecordTable<TouchSlot>()
    private let spare = RecordTable<TouchSlot>()

    /// The slot of a touch's record, if the touch is still known.
    @inline(__always)
    func slot(of id: TouchID) -> TouchSlot? {
        let k = id.slot.index
        guard k >= 0, k < records.count, records[k].id.serial == id.serial else { return nil }
        return id.slot
    }

    /// A copy of a touch's record (for reading a few fields off the per-event path).
    subscript(id: TouchID) -> TouchRecord? {
        guard let k = slot(of: id) else { return nil }
        return records[k]
    }

    /// Adds the record of a touch that begins, in a spare slot or a new one; returns its ID.
    func insert(serial: Int, finger: Int, view: ViewID, location: Point, timestamp: VirtualTime, deliverableToView: Bool) -> TouchID {
        let k: TouchSlot
        if spare.count > 0 {
            k = spare[spare.count - 1]
            spare.remove(at: spare.count - 1)
        } else {
            k = TouchSlot(index: records.count)
            records.append(TouchRecord())
        }
        let id = TouchID(serial: serial, slot: k)
        records[k].begin(id: id, finger: finger, view: view, location: location, timestamp: timestamp, deliverableToView: deliverableToView)
        live.append(k)
        return id
    }

    /// Makes `other` hold copies of every record and slot list (for `GestureEnvironment.copy()`).
    func copy(into other: TouchTable) {
        records.copy(into: other.records)
        live.copy(into: other.live)
        spare.copy(into: other.spare)
    }

    /// Forgets the touch in slot `k`; the slot waits for the next touch-down.
    func remove(at k: TouchSlot) {
        // A retired slot keeps its record's storage but never matches an ID again (serials start at 1).
        records[k].id = TouchID(serial: -1, slot: k)
        var n = live.count - 1
        while n >= 0, live[n] != k { n -= 1 }
        if n >= 0 { live.remove(at: n) }
        // Bounded by the most touches ever known at once (20 down plus those waiting in view queues).
        spare.append(k)
    }
}
