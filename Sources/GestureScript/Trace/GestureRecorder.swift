import GestureEngine

/// Keeps the trace of the most recent gesture, for `:why NAME` and `gesturelab explain FILE NAME`, from the trace
/// batches of the output stream (`GestureLog` hands them on).
///
/// **The most recent gesture** starts with the input event in which a finger touches down while no finger is down
/// and no recognizer is busy: every recognizer that left `possible`, waited on a failure requirement or withheld
/// touches from a view since the last gesture began has been reset. It runs until the next such touch-down, so it
/// includes what happens after the last finger lifts (a single tap recognized 350 ms later, once a double tap has
/// failed), and the two taps of a double tap are one gesture when a recognizer is still deciding between them (a
/// waiting single tap, or a double tap withholding the first tap's `touchesEnded`). Rejections reported for the starting touch-down
/// (they come just before its event in the trace) belong to the new gesture. A new scene (`use touchtracker`,
/// `:reset`) starts empty.
///
/// The scene's earlier gestures are kept too, for `:why NAME at TIME` and `explain FILE NAME --at TIME`.
///
/// Memory is bounded: at most `capacity` events of the current gesture are kept (beyond that the oldest are
/// dropped, and counted), and at most `earlierCapacity` events of earlier gestures (beyond that the oldest whole
/// gestures are dropped, and counted).
package struct GestureRecorder: Sendable {
    static let capacity = 10_000
    static let earlierCapacity = 10_000

    /// The scene's earlier gestures, oldest first.
    package private(set) var earlier: [RecordedGesture] = []
    /// Events in `earlier`.
    private var earlierEvents = 0
    /// Earlier gestures of this scene dropped to stay within `earlierCapacity`.
    package private(set) var droppedGestures = 0

    /// The gesture's events, oldest first.
    package private(set) var events: [TraceEvent] = []
    /// Events of this gesture dropped to stay within `capacity`.
    package private(set) var droppedEvents = 0
    /// Fingers down now (bit per finger).
    private var fingersDown: UInt32 = 0
    /// Recognizers that left `possible`, waited or withheld touches, and have not been reset since.
    private var busy: Set<RecognizerID> = []

    package init() {}

    package mutating func record(_ batch: [TraceEvent]) {
        for e in batch {
            // The timer bookkeeping is for the pictures: the recorded gesture is what it is without it.
            if e.isTimerBookkeeping { continue }
            switch e {
            case .touchEvent(let time, let changes):
                if fingersDown == 0, busy.isEmpty, changes.contains(where: { $0.phase == .began }) { startGesture(at: time) }
                for c in changes where c.finger >= 0 && c.finger < 32 {
                    switch c.phase {
                    case .began: fingersDown |= 1 << UInt32(c.finger)
                    case .ended, .cancelled: fingersDown &= ~(1 << UInt32(c.finger))
                    case .moved, .stationary: break
                    }
                }
            case .transition(_, let id, _, let to, _):
                if to == .possible { busy.remove(id) } else { busy.insert(id) }
            case .waiting(_, let id, _, _):
                busy.insert(id)
            case .withheld(_, _, _, _, let by):
                busy.formUnion(by)  // it still has to decide about these touches
            case .reset(_, let ids):
                busy.subtract(ids)
            default:
                break
            }
            append(e)
        }
    }

    private mutating func append(_ e: TraceEvent) {
        if events.count >= Self.capacity {
            let drop = events.count / 2
            events.removeFirst(drop)
            droppedEvents += drop
        }
        events.append(e)
    }

    /// Starts a new gesture, keeping the rejections already reported for the touch-down that starts it.
    private mutating func startGesture(at time: VirtualTime) {
        var keep = events.count
        while keep > 0, case .touchRejected(let t, _, _, _) = events[keep - 1], t == time { keep -= 1 }
        if keep > 0 { keepEarlier(RecordedGesture(events: Array(events[..<keep]), droppedEvents: droppedEvents)) }
        events = Array(events[keep...])
        droppedEvents = 0
    }

    private mutating func keepEarlier(_ gesture: RecordedGesture) {
        earlier.append(gesture)
        earlierEvents += gesture.events.count
        var drop = 0
        while earlierEvents > Self.earlierCapacity, drop < earlier.count - 1 {
            earlierEvents -= earlier[drop].events.count
            drop += 1
        }
        if drop > 0 {
            earlier.removeFirst(drop)
            droppedGestures += drop
        }
    }
}

/// One gesture's trace events (see `GestureRecorder` for what a gesture is).
public struct RecordedGesture: Sendable {
    /// Oldest first.
    public var events: [TraceEvent]
    /// How many of its first events were dropped to bound memory (0 almost always).
    public var droppedEvents: Int

    package init(events: [TraceEvent], droppedEvents: Int) {
        self.events = events
        self.droppedEvents = droppedEvents
    }
}
