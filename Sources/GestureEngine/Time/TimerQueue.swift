/// A timer key that maps to a small dense index (its slot), so the queue tracks live timers in an array.
public protocol TimerSlotKey: Hashable, Sendable {
    var slot: Int { get }
}

/// Timers keyed by an owner and a tag, ordered by (deadline, scheduling sequence).
///
/// Contract: `popFirstDue(notAfter:)` returns timers in deadline order; timers with equal deadlines come out in
/// the order they were scheduled. Scheduling a timer with the same key as a live one replaces it; cancelled or
/// replaced entries are skipped lazily (no search on cancel). Memory stays bounded by the number of live keys
/// plus stale entries, and stale entries are dropped whenever they reach the top of the heap.
public struct TimerQueue<Key: TimerSlotKey>: Sendable {
    private struct Entry: Sendable {
        var deadline: VirtualTime
        var sequence: UInt64
        var key: Key
    }

    private var heap: [Entry] = []
    /// The sequence number + 1 of the live entry for each key's slot (0: none).
    private var live: [UInt64] = []
    private var liveCount = 0
    private var nextSequence: UInt64 = 0

    public init() {}

    public var isEmpty: Bool { liveCount == 0 }

    private func liveSequence(_ key: Key) -> UInt64? {
        let s = key.slot
        guard s < live.count, live[s] != 0 else { return nil }
        return live[s] - 1
    }

    private mutating func setLive(_ key: Key, _ seq: UInt64?) {
        let s = key.slot
        if s >= live.count { live.append(contentsOf: repeatElement(0, count: s + 1 - live.count)) }
        let was = live[s] != 0
        live[s] = seq.map { $0 + 1 } ?? 0
        if was && seq == nil { liveCount -= 1 }
        if !was && seq != nil { liveCount += 1 }
    }

    /// Schedules `key` to fire at `deadline`, replacing any pending timer with the same key.
    public mutating func schedule(_ key: Key, at deadline: VirtualTime) {
        let seq = nextSequence
        nextSequence += 1
        setLive(key, seq)
        heap.append(Entry(deadline: deadline, sequence: seq, key: key))
        siftUp(heap.count - 1)
        // Keep stale entries from piling up in long soak runs.
        if heap.count > 64, heap.count > liveCount * 4 { compact() }
    }

    /// Cancels the pending timer for `key`, if any.
    public mutating func cancel(_ key: Key) {
        if liveSequence(key) != nil { setLive(key, nil) }
    }

    /// The deadline of `key`'s pending timer.
    public func deadline(of key: Key) -> VirtualTime? {
        guard let seq = liveSequence(key) else { return nil }
        return heap.first(where: { $0.sequence == seq })?.deadline
    }

    /// Every pending timer, in the order they would fire (deadline, then scheduling order). A query for display:
    /// it copies and sorts the live entries, so it is not for the per-event path.
    public func pendingInFiringOrder() -> [(deadline: VirtualTime, key: Key)] {
        heap.filter(isLive).sorted(by: Self.less).map { ($0.deadline, $0.key) }
    }

    /// The earliest live deadline.
    public mutating func nextDeadline() -> VirtualTime? {
        dropStaleTop()
        return heap.first?.deadline
    }

    /// Removes and returns the earliest live timer due at or before `limit`.
    public mutating func popFirstDue(notAfter limit: VirtualTime) -> (VirtualTime, Key)? {
        // Nothing due (most calls: the clock moves on between events): the top's deadline is the earliest of all
        // entries, live or stale, so no live timer is due either, and stale entries can wait. Callgrind on
        // `bench engine --cycles 3000`: the stale-entry walk cost about 70 instructions per call.
        guard let first = heap.first, first.deadline <= limit else { return nil }
        dropStaleTop()
        guard let top = heap.first, top.deadline <= limit else { return nil }
        removeTop()
        setLive(top.key, nil)
        return (top.deadline, top.key)
    }

    private func isLive(_ e: Entry) -> Bool { liveSequence(e.key) == e.sequence }

    private mutating func dropStaleTop() {
        while let top = heap.first, !isLive(top) { removeTop() }
    }

    private mutating func compact() {
        heap = heap.filter(isLive)
        guard heap.count > 1 else { return }
        for i in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(i) }
    }

    private static func less(_ a: Entry, _ b: Entry) -> Bool {
        a.deadline != b.deadline ? a.deadline < b.deadline : a.sequence < b.sequence
    }

    private mutating func removeTop() {
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            siftDown(0)
        }
    }

    private mutating func siftUp(_ index: Int) {
        var child = index
        while child > 0 {
            let parent = (child - 1) / 2
            if Self.less(heap[child], heap[parent]) {
                heap.swapAt(child, parent)
                child = parent
            } else {
                return
            }
        }
    }

    private mutating func siftDown(_ index: Int) {
        var parent = index
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < heap.count, Self.less(heap[left], heap[smallest]) { smallest = left }
            if right < heap.count, Self.less(heap[right], heap[smallest]) { smallest = right }
            if smallest == parent { return }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
