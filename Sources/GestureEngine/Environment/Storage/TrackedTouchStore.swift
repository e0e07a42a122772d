/// Every recognizer's tracked touches (`TrackedTouch`: the touches it holds now, in arrival order), in one table the
/// environment owns: recognizer `r`'s row holds its touches in the first `count(of: r)` of `stride` slots.
///
/// Why one shared table and not an array per record: delivery writes a tracked touch for every recognizer a touch
/// reaches, in every event, then marks it stationary, and lends the row to the machine for each call. An `Array` in the
/// record would check its buffer's uniqueness on each write and be moved out and back for each call; here a write is a
/// store, and a machine reads the row in place, as a `Span` valid for its call (`withTouches`).
///
/// Rows grow together: when a recognizer needs one more slot than `stride`, every row is laid out again with twice as
/// many (at most 20 touches are down, so this happens a handful of times per run at most). The table grows only when
/// a recognizer is added or a touch is appended, never while a machine reads a row.
final class TrackedTouchStore {
    /// The slots, row after row (`stride` per row); slots past a row's count hold stale values.
    private let slots = RecordTable<TrackedTouch>()
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

    /// How many touches `r` tracks.
    @inline(__always)
    func count(of r: RecognizerID) -> Int { counts[r] }

    /// The `k`th touch `r` tracks.
    @inline(__always)
    func touch(_ k: Int, of r: RecognizerID) -> TrackedTouch {
        assert(k < counts[r], "tracked touch index out of range")
        return slots[r.index &* stride &+ k]
    }



    /// Calls `body` with `r`'s touches where they are stored, for its machine: a span that cannot outlive the call.
    @inline(__always)
    func withTouches<R>(of r: RecognizerID, _ body: (Span<TrackedTouch>) -> R) -> R {
        slots.withUnsafeElements(from: r.index &* stride, count: counts[r]) { body($0.span) }
    }

    /// Brings `touch` into `r`'s row: replaces the row's entry for it, or, for a touch that begins (`adding`), appends
    /// it. Returns where the row holds it now, or nil when `r` does not track it.
    @inline(__always)
    func track(_ touch: TrackedTouch, for r: RecognizerID, adding: Bool) -> Int? {
        let n = counts[r]
        let found = slots.withUnsafeElements(from: r.index &* stride, count: n) { row -> Int in
            // From the end: the touch an event changes is usually the latest.
            var k = n &- 1
            while k >= 0 {
                if row[k].id == touch.id {
                    row[k] = touch
                    return k
                }
                k &-= 1
            }
            return -1
        }
        if found >= 0 { return found }
        guard adding else { return nil }
        append(touch, to: r)
        return n
    }

    /// `track(touch, for: r, adding:)` for a recognizer that tracks the touch (or gains it now), then `body` with its
    /// touches, as `withTouches` — one look at the row for both. Returns `body`'s answer and where the row holds the
    /// touch.
    @inline(__always)
    func track<R>(_ touch: TrackedTouch, for r: RecognizerID, adding: Bool,
                  thenRead body: (Span<TrackedTouch>) -> R) -> (R, at: Int) {
        var n = counts[r]
        if adding, n == stride { widen() }  // Room for the new touch, before the row is lent.
        let result = slots.withUnsafeElements(from: r.index &* stride, count: stride) { row -> (R, at: Int) in
            var k = n &- 1
            while k >= 0, row[k].id != touch.id { k &-= 1 }
            if k >= 0 {
                row[k] = touch
            } else {
                assert(adding, "a recognizer asked to read a touch it does not track")
                k = n
                row[n] = touch
                n &+= 1
            }
            return (body(row.extracting(0..<n).span), k)
        }
        if adding { counts[r] = n }
        return result
    }

    /// The phases `r`'s touches carry in this event, one bit per raw value.
    @inline(__always)
    func phases(of r: RecognizerID) -> UInt8 {
        slots.withUnsafeElements(from: r.index &* stride, count: counts[r]) { row -> UInt8 in
            var phases: UInt8 = 0
            for k in 0..<row.count { phases |= 1 << UInt8(truncatingIfNeeded: row[k].phase.rawValue) }
            return phases
        }
    }

    /// After an event: lifted touches leave `r`'s row (the others keep their order), the rest read as stationary.
    @inline(__always)
    func settle(_ r: RecognizerID) {
        let kept = slots.withUnsafeElements(from: r.index &* stride, count: counts[r]) { row -> Int in
            var kept = 0
            for k in 0..<row.count {
                switch row[k].phase {
                case .ended, .cancelled:
                    continue
                case .began, .moved, .stationary:
                    if kept != k { row[kept] = row[k] }
                    row[kept].phase = .stationary
                    kept &+= 1
                }
            }
            return kept
        }
        counts[r] = kept
    }

    /// `settle(r)` for a row whose only touch that changed in this event is its `k`th (the others read as stationary
    /// already: every event leaves the rows it touched settled). `lifted`: that touch ended or was cancelled.
    @inline(__always)
    func settle(touchAt k: Int, of r: RecognizerID, lifted: Bool) {
        if lifted {
            remove(at: k, from: r)
        } else {
            slots[r.index &* stride &+ k].phase = .stationary
        }
        assert(array(of: r).allSatisfy { $0.phase == .stationary }, "a tracked touch left unsettled")
    }

    /// `r`'s touches as an array (queries and rare paths; no allocation when the row is empty).
    func array(of r: RecognizerID) -> [TrackedTouch] {
        let n = counts[r]
        guard n > 0 else { return [] }
        let start = r.index * stride
        return (0..<n).map { slots[start + $0] }
    }

    /// Where `r`'s row holds touch `id`, if it does (a row holds a touch at most once).
    @inline(__always)
    func index(of id: TouchID, in r: RecognizerID) -> Int? {
        let start = r.index &* stride
        for k in 0..<counts[r] where slots[start &+ k].id == id { return k }
        return nil
    }

    /// Adds `touch` at the end of `r`'s row.
    @inline(__always)
    func append(_ touch: TrackedTouch, to r: RecognizerID) {
        let n = counts[r]
        if n == stride { widen() }
        slots[r.index &* stride &+ n] = touch
        counts[r] = n + 1
    }

    /// Removes the `k`th touch of `r`'s row, keeping the order of the others (usually the last: lifted touches are
    /// mostly the latest).
    @inline(__always)
    func remove(at k: Int, from r: RecognizerID) {
        let n = counts[r]
        if k &+ 1 < n { shiftDown(from: k, in: r, count: n) }
        counts[r] = n - 1
    }

    /// Moves the touches of `r`'s row after its `k`th one (of `n`) down by one.
    @inline(never)
    private func shiftDown(from k: Int, in r: RecognizerID, count n: Int) {
        let start = r.index * stride
        var j = k
        while j + 1 < n {
            slots[start + j] = slots[start + j + 1]
            j += 1
        }
    }

    /// Empties `r`'s row.
    @inline(__always)
    func removeAll(of r: RecognizerID) { counts[r] = 0 }

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
    subscript(i: Int) -> [TrackedTouch] { array(of: RecognizerID(index: i)) }
}
