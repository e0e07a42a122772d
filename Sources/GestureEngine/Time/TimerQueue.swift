/// A timer key that maps to a small dense index (its slot), so the queue finds a key's pending timer without hashing.
public protocol TimerSlotKey: Hashable, Sendable {
    var slot: Int { get }
}

/// Timers keyed by an owner and a tag, ordered by (deadline, scheduling sequence).
///
/// Contract: `popFirstDue(notAfter:)` returns timers in deadline order; timers with equal deadlines come out in
/// the order they were scheduled. Scheduling a timer with the same key as a live one replaces it (it then fires in
/// the order of its new scheduling). Memory stays bounded by the number of slots ever used plus the pending timers.
///
/// An indexed binary heap: each slot knows where its pending timer sits, so cancelling or replacing one removes it
/// at once in O(log n) and the heap holds pending timers only. (The lazy deletion it replaces left an entry behind
/// for every cancelled timer, and a tap cycle cancels several: callgrind on `bench engine --script taps.gesture`
/// counted about 1,900 instructions per cycle in dropping and sifting those stale entries.)
public struct TimerQueue<Key: TimerSlotKey>: Sendable {
    private struct Entry: Sendable {
        var deadline: VirtualTime
        var sequence: UInt64
        var key: Key
    }

    /// Pending timers, a min-heap on (deadline, sequence).
    private var heap: [Entry] = []
    /// For each key's slot, 1 + the heap position of its pending timer (0: none).
    private var position: [Int] = []
    private var nextSequence: UInt64 = 0

    public init() {}

    public var isEmpty: Bool { heap.isEmpty }

    /// Schedules `key` to fire at `deadline`, replacing any pending timer with the same key.
    public mutating func schedule(_ key: Key, at deadline: VirtualTime) {
        let entry = Entry(deadline: deadline, sequence: nextSequence, key: key)
        nextSequence &+= 1
        let s = key.slot
        if s >= position.count { position.append(contentsOf: repeatElement(0, count: s + 1 - position.count)) }
        let p = position[s]
        if p == 0 {
            heap.append(entry)
            let i = heap.count - 1
            // Usually the new timer is due no earlier than its parent and stays where it is appended: only its
            // position is written (callgrind on `bench engine --script taps.gesture`: the sift's set-up cost about 100
            // instructions per schedule).
            if i == 0 || !Self.less(entry, heap[(i - 1) / 2]) {
                position[s] = i + 1
            } else {
                siftUp(entry, from: i)
            }
        } else {
            // The new entry's sequence is the largest: it can only move down unless its deadline is earlier.
            place(entry, at: p - 1)
        }
    }

    /// Cancels the pending timer for `key`, if any.
    public mutating func cancel(_ key: Key) {
        let s = key.slot
        guard s < position.count, position[s] != 0 else { return }
        remove(at: position[s] - 1)
    }

    /// The deadline of `key`'s pending timer.
    public func deadline(of key: Key) -> VirtualTime? {
        let s = key.slot
        guard s < position.count, position[s] != 0 else { return nil }
        return heap[position[s] - 1].deadline
    }

    /// Every pending timer, in the order they would fire (deadline, then scheduling order). A query for display:
    /// it copies and sorts the entries, so it is not for the per-event path.
    public func pendingInFiringOrder() -> [(deadline: VirtualTime, key: Key)] {
        heap.sorted(by: Self.less).map { ($0.deadline, $0.key) }
    }

    /// The earliest pending deadline.
    public func nextDeadline() -> VirtualTime? { heap.first?.deadline }

    /// Removes and returns the earliest pending timer due at or before `limit`.
    public mutating func popFirstDue(notAfter limit: VirtualTime) -> (VirtualTime, Key)? {
        guard let top = heap.first, top.deadline <= limit else { return nil }
        remove(at: 0)
        return (top.deadline, top.key)
    }

    @inline(__always)
    private static func less(_ a: Entry, _ b: Entry) -> Bool {
        a.deadline != b.deadline ? a.deadline < b.deadline : a.sequence < b.sequence
    }

    /// Takes the entry at heap position `i` out, filling the hole with the last entry.
    private mutating func remove(at i: Int) {
        position[heap[i].key.slot] = 0
        let last = heap.removeLast()
        if i < heap.count { place(last, at: i) }
    }

    /// Puts `entry` at position `i` (whose old entry is gone) and restores the heap order around it.
    private mutating func place(_ entry: Entry, at i: Int) {
        if i > 0, Self.less(entry, heap[(i - 1) / 2]) {
            siftUp(entry, from: i)
        } else {
            siftDown(entry, from: i)
        }
    }

    /// Moves parents down into the hole at `index` until `entry` fits, then writes it there.
    private mutating func siftUp(_ entry: Entry, from index: Int) {
        var hole = index
        while hole > 0 {
            let parent = (hole - 1) / 2
            guard Self.less(entry, heap[parent]) else { break }
            heap[hole] = heap[parent]
            position[heap[hole].key.slot] = hole + 1
            hole = parent
        }
        heap[hole] = entry
        position[entry.key.slot] = hole + 1
    }

    /// Moves smaller children up into the hole at `index` until `entry` fits, then writes it there.
    private mutating func siftDown(_ entry: Entry, from index: Int) {
        var hole = index
        let count = heap.count
        while true {
            let left = 2 * hole + 1
            guard left < count else { break }
            var child = left
            if left + 1 < count, Self.less(heap[left + 1], heap[left]) { child = left + 1 }
            guard Self.less(heap[child], entry) else { break }
            heap[hole] = heap[child]
            position[heap[hole].key.slot] = hole + 1
            hole = child
        }
        heap[hole] = entry
        position[entry.key.slot] = hole + 1
    }
}
