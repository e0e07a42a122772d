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

    /// Replaces a view's queue (what is left after a recognizer claimed some of its phases).
    mutating func replace(_ view: ViewID, with items: [QueuedDelivery]) {
        guard view.index < queues.count else { return }
        let wasEmpty = queues[view.index].isEmpty
        queues[view.index].removeAll(keepingCapacity: true)
        queues[view.index].append(contentsOf: items)
        if wasEmpty != items.isEmpty { nonEmpty += items.isEmpty ? -1 : 1 }
    }
}
