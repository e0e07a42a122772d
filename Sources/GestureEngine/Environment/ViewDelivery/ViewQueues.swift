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

    /// Removes `view`'s queued phases of `touch`, keeping the others in order; returns how many it removed.
    mutating func removePhases(of view: ViewID, touch: TouchID) -> Int {
        let v = view.index
        guard v < queues.count else { return 0 }
        let count = queues[v].count
        guard count > 0 else { return 0 }
        var kept = 0
        for n in 0..<count {
            let item = queues[v][n]
            if item.touch == touch { continue }
            if kept != n { queues[v][kept] = item }
            kept += 1
        }
        while queues[v].count > kept { queues[v].removeLast() }
        if kept == 0 { nonEmpty -= 1 }
        return count - kept
    }

    /// Removes `view`'s queued phases whose touch is one of `touches`, keeping the others in order, and appends the
    /// touch of each removed phase to `removed` (once per phase, in queue order). In place, by index: no closure and
    /// no copy of the queue.
    mutating func removePhases(of view: ViewID, touches: [TouchID], removed: inout [TouchID]) {
        let v = view.index
        guard v < queues.count else { return }
        let count = queues[v].count
        guard count > 0 else { return }
        var kept = 0
        for n in 0..<count {
            let item = queues[v][n]
            var claimed = false
            for t in 0..<touches.count where touches[t] == item.touch {
                claimed = true
                break
            }
            if claimed {
                removed.append(item.touch)
            } else {
                if kept != n { queues[v][kept] = item }
                kept += 1
            }
        }
        while queues[v].count > kept { queues[v].removeLast() }
        if kept == 0 { nonEmpty -= 1 }
    }
}
