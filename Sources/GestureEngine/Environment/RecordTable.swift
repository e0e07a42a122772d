/// A growable table of value records that the engine reads and mutates in place, by index, millions of times per
/// second: the recognizers' records, their state machines, the touch records, and the short lists one event fills
/// and empties again (the touches it changed, the recognizers it involves).
///
/// An `Array` stored in a class checks, on every write to an element, that its buffer is not shared (a runtime
/// call), because a copy of the array could be alive anywhere. This table is never copied: it is a class that owns
/// one buffer and hands out its elements by address, so `table[i].field = value` is a bounds check and a store.
/// Elements move only when the table grows (a scene adds a recognizer, a touch needs a new slot, an event lists
/// more touches than any before), never while an element is being accessed. Other modules read it as a collection.
/// Read it by index in hot loops: `for x in table` makes an iterator that holds (retains) the table.
public final class RecordTable<Element>: RandomAccessCollection {
    private var base: UnsafeMutablePointer<Element>
    public private(set) var count = 0
    private var capacity: Int

    init() {
        capacity = 4
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public internal(set) subscript(i: Int) -> Element {
        // One unsigned comparison checks both ends (a negative index reads as a huge one).
        unsafeAddress {
            precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "record index out of range")
            return UnsafePointer(base + i)
        }
        unsafeMutableAddress {
            precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "record index out of range")
            return base + i
        }
    }

    /// The address of element `i`, its index checked once, for a hot loop that reads and writes many fields of one
    /// record: each `table[i].field` checks the index and reloads the table's storage again (callgrind on
    /// `bench engine --cycles 3000`: about 7 M of 390 M instructions fewer in the delivery loop, `reset` and
    /// `report`). The address is
    /// valid until the table grows: use it only within a stretch of code that appends nothing to this table (the
    /// recognizer table grows only while a scene is declared, never during dispatch).
    @inline(__always)
    func address(_ i: Int) -> UnsafeMutablePointer<Element> {
        precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "record index out of range")
        return base + i
    }

    /// Makes `other` hold copies of this table's elements (for `GestureEnvironment.copy()`).
    func copy(into other: RecordTable<Element>) {
        other.removeAll()
        for i in 0..<count { other.append(base[i]) }
    }

    /// Empties the table, keeping its storage.
    func removeAll() {
        base.deinitialize(count: count)
        count = 0
    }

    /// Removes element `n`, moving the later ones down.
    // Inlined: a few moves (the participants at a reset, the live touches), less than a call; with `TimerQueue.remove`
    // told its slot, callgrind (measure.sh): 2,089 → 2,070 instructions/event; taps part 36,975 → 36,544 per cycle.
    @inline(__always)
    func remove(at n: Int) {
        precondition(UInt(bitPattern: n) < UInt(bitPattern: count), "record index out of range")
        (base + n).deinitialize(count: 1)
        // One element at a time: the tables hold a few (the participants, the live touches), and a `memmove` call
        // cost more than the moves (callgrind, measure.sh, with the reset walk's changes: 2,280 → 2,258 instructions/event).
        var k = n
        while k &+ 1 < count {
            (base + k).moveInitialize(from: base + k + 1, count: 1)
            k &+= 1
        }
        count -= 1
    }

    func swapAt(_ a: Int, _ b: Int) {
        precondition(UInt(bitPattern: a) < UInt(bitPattern: count) && UInt(bitPattern: b) < UInt(bitPattern: count),
                     "record index out of range")
        swap(&base[a], &base[b])
    }

    /// Inlined, with the rare growth out of line: the per-event lists append a few elements per event
    /// (callgrind: a call cost about 20 instructions per element).
    @inline(__always)
    func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(never)
    private func grow() {
        let bigger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity *= 2
    }
}
