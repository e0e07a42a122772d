/// A growable table of value records that the engine reads and changes in place, millions of times per second: the
/// recognizers' records, their state machines, the touch records, and the short lists one event fills and empties
/// again (the touches it changed, the recognizers it involves).
///
/// Why not an `Array`: an array stored in a class checks, on every write to an element, that its buffer is not shared
/// (a runtime call), because a copy of the array could be alive anywhere. This table is never copied implicitly: it is
/// a class that owns one buffer, so `table[i].field = value` is a bounds check and a store. Elements move only when the
/// table grows (a scene adds a recognizer, a touch needs a new slot, an event lists more touches than any before),
/// never while an element is being accessed: the subscripts lend an element for one access, and nothing else hands
/// out its storage. Other modules read it as a collection. Read it by index in hot loops: `for x in table` makes an
/// iterator that holds (retains) the table.
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

    /// The element of recognizer `id`, in a table kept per recognizer (its records, its marks).
    subscript(id: RecognizerID) -> Element {
        unsafeAddress {
            precondition(UInt(bitPattern: id.index) < UInt(bitPattern: count), "recognizer index out of range")
            return UnsafePointer(base + id.index)
        }
        unsafeMutableAddress {
            precondition(UInt(bitPattern: id.index) < UInt(bitPattern: count), "recognizer index out of range")
            return base + id.index
        }
    }

    /// The element in touch slot `slot`, in a table kept per touch slot.
    subscript(slot: TouchSlot) -> Element {
        unsafeAddress {
            precondition(UInt(bitPattern: slot.index) < UInt(bitPattern: count), "touch slot out of range")
            return UnsafePointer(base + slot.index)
        }
        unsafeMutableAddress {
            precondition(UInt(bitPattern: slot.index) < UInt(bitPattern: count), "touch slot out of range")
            return base + slot.index
        }
    }

    // MARK: - Scoped access to the storage
    //
    // For code that reads and writes several fields of one element, or a run of elements, in a row: each subscript
    // access checks its index and reloads the storage again. These lend the storage for the duration of `body` only,
    // with the index or range checked once; no address leaves this type (an element is lent `inout`, a run of them as
    // a buffer for the call). The lent storage stays valid as long as the table does not grow, so `body` must not
    // append to this table (debug builds trap if it does). Unsafe because nothing checks the rest: while `body` holds
    // an element `inout`, it must not change that element through the table (reading other elements is fine).

    /// Calls `body` with element `i`, in place, checked once.
    @inline(__always)
    func withUnsafeElement<R>(_ i: Int, _ body: (inout Element) -> R) -> R {
        precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "record index out of range")
        assert(lend())
        defer { assert(giveBack()) }
        return body(&base[i])
    }

    /// Calls `body` with the element of recognizer `id`, in place, checked once.
    @inline(__always)
    func withUnsafeElement<R>(_ id: RecognizerID, _ body: (inout Element) -> R) -> R {
        withUnsafeElement(id.index, body)
    }

    /// Calls `body` with the element in touch slot `slot`, in place, checked once.
    @inline(__always)
    func withUnsafeElement<R>(_ slot: TouchSlot, _ body: (inout Element) -> R) -> R {
        withUnsafeElement(slot.index, body)
    }

    /// Calls `body` with elements `start..<start + n` where they are stored, checked once (a recognizer's tracked
    /// touches, read by its machine or updated by delivery).
    @inline(__always)
    func withUnsafeElements<R>(from start: Int, count n: Int, _ body: (UnsafeMutableBufferPointer<Element>) -> R) -> R {
        precondition(start >= 0 && n >= 0 && start <= count &- n, "record range out of range")
        assert(lend())
        defer { assert(giveBack()) }
        return body(UnsafeMutableBufferPointer(start: base + start, count: n))
    }

    /// Debug builds only (through `assert`): how many scoped accesses are under way, so that growing meanwhile traps.
    private var lent = 0
    private func lend() -> Bool {
        lent += 1
        return true
    }
    private func giveBack() -> Bool {
        lent -= 1
        return true
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

    /// Removes element `n`, moving the later ones down (one at a time: the lists hold a few elements, and a
    /// `memmove` call costs more than the moves).
    @inline(__always)
    func remove(at n: Int) {
        precondition(UInt(bitPattern: n) < UInt(bitPattern: count), "record index out of range")
        (base + n).deinitialize(count: 1)
        var k = n
        while k &+ 1 < count {
            (base + k).moveInitialize(from: base + k + 1, count: 1)
            k &+= 1
        }
        count -= 1
    }

    /// Inserts `element` at position `n` (at most `count`), moving the later ones up.
    @inline(__always)
    func insert(_ element: Element, at n: Int) {
        precondition(UInt(bitPattern: n) <= UInt(bitPattern: count), "record index out of range")
        if count == capacity { grow() }
        var k = count
        while k > n {
            (base + k).moveInitialize(from: base + k - 1, count: 1)
            k &-= 1
        }
        (base + n).initialize(to: element)
        count += 1
    }

    /// Appends `element`; inlined, with the rare growth out of line (the per-event lists append a few elements per
    /// event).
    @inline(__always)
    func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(never)
    private func grow() {
        precondition(lent == 0, "a record table grew while its storage was lent")
        let bigger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity *= 2
    }
}
