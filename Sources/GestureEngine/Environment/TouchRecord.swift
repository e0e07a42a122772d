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
