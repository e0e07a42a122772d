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
/// The pending timers sit in one array, and each slot knows where its timer is, so cancelling or replacing one
/// removes it at once (no stale entries). Two layouts of that array:
/// - a few timers (at most `smallLimit`, every scene of a handful of recognizers): unordered, with the index of the
///   earliest kept (`earliest`). Scheduling appends and compares with the earliest; only taking out the earliest
///   looks through them all, which for a handful of timers costs less than keeping a heap in order (a tap, double
///   tap and press schedule about 13 timers and cancel or take out as many);
/// - more: a binary min-heap (its top is the earliest), O(log n) per operation, for scenes of many recognizers.
/// The array becomes a heap when it outgrows the limit, and unordered again when it empties.
///
/// A class over two `RecordTable`s, not a struct over arrays: an array stored in the environment checks on every
/// write that its buffer is not shared (a runtime call, plus a retain and release). Copying a queue is explicit
/// (`copy(into:)`, for `GestureEnvironment.copy()`).
public final class TimerQueue<Key: TimerSlotKey> {
    private struct Entry {
        var deadline: VirtualTime
        var sequence: UInt64
        var key: Key
    }

    /// Pending timers: unordered while `isHeap` is false, else a min-heap on (deadline, sequence).
    /// Only the first `count` are pending; the rest are left over from earlier timers (the table never shrinks, so a
    /// pop or cancel frees nothing: the table is as long as the most timers ever pending at once).
    private let entries = RecordTable<Entry>()
    /// How many timers are pending.
    private var count = 0
    /// For each key's slot, 1 + the index of its pending timer in `entries` (0: none).
    private let position = RecordTable<Int>()
    private var nextSequence: UInt64 = 0
    private var isHeap = false
    /// The index of the earliest pending timer (0 in a heap; meaningless when there is none).
    private var earliest = 0
    /// The most timers kept unordered.
    private static var smallLimit: Int { 8 }

    public init() {}

    /// Makes `other` an independent copy of this queue (same timers, same firing order), reusing its storage.
    func copy(into other: TimerQueue) {
        guard other !== self else { return }
        entries.copy(into: other.entries)
        position.copy(into: other.position)
        other.count = count
        other.nextSequence = nextSequence
        other.isHeap = isHeap
        other.earliest = earliest
    }

    public var isEmpty: Bool { count == 0 }

    /// How many timers were ever scheduled on this queue (the next scheduling sequence).
    var schedulingCount: UInt64 { nextSequence }

    /// Schedules `key` to fire at `deadline`, replacing any pending timer with the same key.
    ///
    /// Inlined where timers are started, with the usual case written out: a key with no pending timer, joining a few
    /// unordered ones in an element left over from an earlier timer. Its sequence is the latest, so it comes before
    /// another timer only by an earlier deadline (no call and no general search on the common path).
    @inline(__always)
    public func schedule(_ key: Key, at deadline: VirtualTime) {
        let s = key.slot
        let i = count
        if !isHeap, i < Self.smallLimit, i < entries.count, s < position.count, position[s] == 0 {
            entries[i] = Entry(deadline: deadline, sequence: nextSequence, key: key)
            nextSequence &+= 1
            count = i &+ 1
            position[s] = i &+ 1
            if i == 0 || deadline < entries[earliest].deadline { earliest = i }
            return
        }
        scheduleInGeneral(key, at: deadline)
    }

    /// `schedule` for the other cases: a replaced timer, a heap, a table to grow.
    @inline(never)
    private func scheduleInGeneral(_ key: Key, at deadline: VirtualTime) {
        let entry = Entry(deadline: deadline, sequence: nextSequence, key: key)
        nextSequence &+= 1
        let s = key.slot
        while s >= position.count { position.append(0) }
        let p = position[s]
        if isHeap {
            if p == 0 {
                push(entry)  // Overwritten by `siftUp`.
                siftUp(entry, from: count - 1)
            } else {
                place(entry, at: p - 1)
            }
            return
        }
        if p == 0 {
            push(entry)
            let i = count - 1
            position[s] = i + 1
            if i == 0 || Self.less(entry, entries[earliest]) { earliest = i }
            if i >= Self.smallLimit { makeHeap() }
        } else {
            // Replaced: a later sequence, perhaps another deadline.
            entries[p - 1] = entry
            if p - 1 == earliest { findEarliest() } else if Self.less(entry, entries[earliest]) { earliest = p - 1 }
        }
    }

    /// Cancels the pending timer for `key`, if any.
    @inline(__always)  // The test; the removal is out of line.
    public func cancel(_ key: Key) {
        let s = key.slot
        guard s < position.count else { return }
        let p = position[s]
        guard p != 0 else { return }
        remove(at: p &- 1, slot: s)
    }

    /// The deadline of `key`'s pending timer.
    public func deadline(of key: Key) -> VirtualTime? {
        let s = key.slot
        guard s < position.count, position[s] != 0 else { return nil }
        return entries[position[s] - 1].deadline
    }

    /// Every pending timer, in the order they would fire (deadline, then scheduling order). A query for display:
    /// it copies and sorts the entries, so it is not for the per-event path.
    public func pendingInFiringOrder() -> [(deadline: VirtualTime, key: Key)] {
        entries.prefix(count).sorted(by: Self.less).map { ($0.deadline, $0.key) }
    }

    /// The earliest pending deadline.
    public func nextDeadline() -> VirtualTime? { count == 0 ? nil : entries[earliest].deadline }

    /// Removes and returns the earliest pending timer due at or before `limit`.
    public func popFirstDue(notAfter limit: VirtualTime) -> (VirtualTime, Key)? {
        guard count > 0 else { return nil }
        let top = entries[earliest]
        guard top.deadline <= limit else { return nil }
        remove(at: earliest, slot: top.key.slot)
        return (top.deadline, top.key)
    }

    private static func less(_ a: Entry, _ b: Entry) -> Bool {
        a.deadline != b.deadline ? a.deadline < b.deadline : a.sequence < b.sequence
    }

    /// Adds `entry` at index `count`, reusing a left-over element when there is one.
    private func push(_ entry: Entry) {
        if count == entries.count { entries.append(entry) } else { entries[count] = entry }
        count += 1
    }

    /// Takes the entry at index `i` out, filling the hole with the last entry.
    /// `slot` is its key's slot (the callers know it: one look at the entry fewer).
    private func remove(at i: Int, slot: Int) {
        position[slot] = 0
        count -= 1
        let moved = i < count
        if isHeap {
            if moved { place(entries[count], at: i) }
            if count == 0 { isHeap = false }
            return
        }
        if moved {
            let last = entries[count]
            entries[i] = last
            position[last.key.slot] = i &+ 1
        }
        if i == earliest {
            findEarliest()
        } else if moved, earliest == count {
            earliest = i  // The earliest was the last entry: it moved into the hole.
        }
    }

    /// Looks through the unordered timers for the earliest.
    private func findEarliest() {
        var best = 0
        for k in 1..<max(1, count) where Self.less(entries[k], entries[best]) { best = k }
        earliest = best
    }

    /// Orders the timers into a heap (they outgrew the unordered layout).
    private func makeHeap() {
        isHeap = true
        earliest = 0
        for i in stride(from: count / 2 - 1, through: 0, by: -1) { siftDown(entries[i], from: i) }
    }

    /// Puts `entry` at heap position `i` (whose old entry is gone) and restores the heap order around it.
    private func place(_ entry: Entry, at i: Int) {
        if i > 0, Self.less(entry, entries[(i - 1) / 2]) {
            siftUp(entry, from: i)
        } else {
            siftDown(entry, from: i)
        }
    }

    /// Moves parents down into the hole at `index` until `entry` fits, then writes it there.
    private func siftUp(_ entry: Entry, from index: Int) {
        var hole = index
        while hole > 0 {
            let parent = (hole - 1) / 2
            let moved = entries[parent]
            guard Self.less(entry, moved) else { break }
            entries[hole] = moved
            position[moved.key.slot] = hole + 1
            hole = parent
        }
        entries[hole] = entry
        position[entry.key.slot] = hole + 1
    }

    /// Moves smaller children up into the hole at `index` until `entry` fits, then writes it there.
    private func siftDown(_ entry: Entry, from index: Int) {
        var hole = index
        let n = count
        while true {
            let left = 2 * hole + 1
            guard left < n else { break }
            var child = left
            if left + 1 < n, Self.less(entries[left + 1], entries[left]) { child = left + 1 }
            let moved = entries[child]
            guard Self.less(moved, entry) else { break }
            entries[hole] = moved
            position[moved.key.slot] = hole + 1
            hole = child
        }
        entries[hole] = entry
        position[entry.key.slot] = hole + 1
    }
}

/// A queue reflects as what it holds, as one value: the pending timers in firing order and the next scheduling
/// sequence. Its layout (unordered or heap, the earliest index, the left-over elements past the pending ones) is how
/// it keeps them, not part of its state (a test compares an environment with its copy property by property).
extension TimerQueue: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(self, children: ["state": (pending: pendingInFiringOrder(), nextSequence: nextSequence)])
    }
}
