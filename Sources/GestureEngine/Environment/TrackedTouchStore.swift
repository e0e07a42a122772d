/// Every recognizer's tracked touches (`TrackedTouch`, the touches it holds now, in arrival order), in one table the
/// environment owns: row `i` holds recognizer `i`'s, in its first `count(of: i)` of `stride` slots.
///
/// Why a shared table and not an array per record: delivery writes a tracked touch for every recognizer a touch
/// reaches, in every event, then marks it stationary, and lends the list to the machine for each call. An `Array` in
/// the record checked its buffer's uniqueness on each write and was moved out and back (a release) for each call;
/// here a write is a store and a machine reads the row through a `TouchList` view. Callgrind on `bench engine`
/// (mixed stream): 3,211 → 3,177 instructions per event; pan part 42,818 → 42,261 per cycle.
///
/// Rows grow together: when a recognizer needs one more slot than `stride`, every row is laid out again with twice
/// as many (at most 20 touches are down, so this happens a handful of times per run at most). The table grows only
/// when a recognizer is added or a touch is appended, never while a machine reads a row.
final class TrackedTouchStore {
    /// The slots, row after row (`stride` per row); slots past a row's count hold stale values.
    let slots = RecordTable<TrackedTouch>()
    /// Each row's count.
    private let counts = RecordTable<Int>()
    /// Slots per row.
    private(set) var stride: Int

    /// An empty table whose rows start with `stride` slots (at least one).
    init(stride: Int = 2) {
        self.stride = Swift.max(1, stride)
    }

    private static let unused = TrackedTouch(id: TouchID(serial: 0), finger: 0, location: .zero, previousLocation: .zero,
                                             phase: .stationary, timestamp: .start)

    /// Adds an empty row (for a new recognizer).
    func addRow() {
        counts.append(0)
        for _ in 0..<stride { slots.append(Self.unused) }
    }

    /// How many touches row `i` holds.
    @inline(__always)
    func count(of i: Int) -> Int { counts[i] }

    /// Row `i`'s touches, as a collection: a view, valid until the table next changes (see `TouchList`).
    @inline(__always)
    func list(of i: Int) -> TouchList { TouchList(viewing: slots.address(i &* stride), count: counts[i]) }

    /// The address of row `i`'s first slot, its index checked once; slots `0..<count(of: i)` hold the row's touches.
    /// Valid until the table widens (an `append` to a full row), like `RecordTable.address`.
    @inline(__always)
    func rowAddress(_ i: Int) -> UnsafeMutablePointer<TrackedTouch> { slots.address(i &* stride) }

    /// Row `i`'s touches as an array (queries and rare paths; no allocation when the row is empty).
    func array(of i: Int) -> [TrackedTouch] {
        let n = counts[i]
        guard n > 0 else { return [] }
        let start = i * stride
        return (0..<n).map { slots[start + $0] }
    }

    /// Where row `i` holds touch `id`, if it does.
    @inline(__always)
    func index(of id: TouchID, inRow i: Int) -> Int? {
        let start = i &* stride
        for k in 0..<counts[i] where slots[start + k].id == id { return k }
        return nil
    }

    /// Adds `touch` at the end of row `i`.
    @inline(__always)
    func append(_ touch: TrackedTouch, to i: Int) {
        let n = counts[i]
        if n == stride { widen() }
        slots[i &* stride &+ n] = touch
        counts[i] = n + 1
    }

    /// Makes row `i` hold its first `n` slots (at most `stride`): after writing slot `n - 1` through `rowAddress`.
    @inline(__always)
    func setCount(_ n: Int, of i: Int) {
        assert(n >= 0 && n <= stride, "a row holds at most stride touches")
        counts[i] = n
    }

    /// Removes the `k`th touch of row `i`, keeping the order of the others.
    /// Inlined, with the shift out of line: the lifted touch is usually the row's last (callgrind, measure.sh:
    /// 2,164 → 2,157 instructions/event; taps part 38,142 → 37,950 per cycle).
    @inline(__always)
    func remove(at k: Int, inRow i: Int) {
        let n = counts[i]
        if k &+ 1 < n { shiftDown(from: k, inRow: i, count: n) }
        counts[i] = n - 1
    }

    /// Moves the touches of row `i` after its `k`th one (of `n`) down by one.
    @inline(never)
    private func shiftDown(from k: Int, inRow i: Int, count n: Int) {
        let start = i * stride
        var j = k
        while j + 1 < n {
            slots[start + j] = slots[start + j + 1]
            j += 1
        }
    }

    /// Empties row `i`.
    @inline(__always)
    func removeAll(inRow i: Int) { counts[i] = 0 }

    /// Lays every row out again with twice as many slots.
    @inline(never)
    private func widen() {
        let old = stride
        var all: [TrackedTouch] = []
        all.reserveCapacity(slots.count * 2)
        for r in 0..<counts.count {
            for k in 0..<old { all.append(slots[r * old + k]) }
            for _ in 0..<old { all.append(Self.unused) }
        }
        slots.removeAll()
        for t in all { slots.append(t) }
        stride = old * 2
    }

    /// Makes `other` hold copies of every row (for `GestureEnvironment.copy()`).
    func copy(into other: TrackedTouchStore) {
        slots.copy(into: other.slots)
        counts.copy(into: other.counts)
        other.stride = stride
    }
}

/// The rows as arrays, by recognizer index: a table is its contents (its layout, `stride`, is no part of the state).
extension TrackedTouchStore: RandomAccessCollection {
    var startIndex: Int { 0 }
    var endIndex: Int { counts.count }
    subscript(i: Int) -> [TrackedTouch] { array(of: i) }
}
