/// The phases withheld from each view, in arrival order (`delaysTouchesBegan`/`delaysTouchesEnded`).
///
/// One queue per view, indexed by view number: no hashing on the per-event path, and emptied queues keep their
/// storage for the next gesture. `isEmpty` is one comparison, so the common "nothing withheld" case costs nothing.
struct ViewQueues {
    private var queues: [[QueuedDelivery]] = []
    /// How many views have something queued.
    private var nonEmpty = 0

    var isEmpty: Bool { nonEmpty == 0 }

    /// One past the highest view number that ever had a queue (iterate `0..<viewCount` in view order).
    var viewCount: Int { queues.count }

    func hasItems(_ view: ViewID) -> Bool { view.index < queues.count && !queues[view.index].isEmpty }

    func items(of view: ViewID) -> [QueuedDelivery] { view.index < queues.count ? queues[view.index] : [] }

    func first(of view: ViewID) -> QueuedDelivery? { view.index < queues.count ? queues[view.index].first : nil }

    mutating func append(_ item: QueuedDelivery, to view: ViewID) {
        while queues.count <= view.index { queues.append([]) }
        if queues[view.index].isEmpty { nonEmpty += 1 }
        queues[view.index].append(item)
    }

    mutating func removeFirst(of view: ViewID) -> QueuedDelivery? {
        guard hasItems(view) else { return nil }
        let item = queues[view.index].removeFirst()
        if queues[view.index].isEmpty { nonEmpty -= 1 }
        return item
    }

    func contains(_ view: ViewID, where predicate: (QueuedDelivery) -> Bool) -> Bool {
        view.index < queues.count && queues[view.index].contains(where: predicate)
    }

    /// Removes a view's queued phases that match, keeping the others in order.
    mutating func removeAll(of view: ViewID, where predicate: (QueuedDelivery) -> Bool) {
        guard view.index < queues.count, !queues[view.index].isEmpty else { return }
        queues[view.index].removeAll(where: predicate)
        if queues[view.index].isEmpty { nonEmpty -= 1 }
    }
}
