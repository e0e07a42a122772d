/// A growable table of value records that the engine reads and mutates in place, by index, millions of times per
/// second: the recognizers' records and their state machines.
///
/// An `Array` stored in a class checks, on every write to an element, that its buffer is not shared (a runtime
/// call), because a copy of the array could be alive anywhere. This table is never copied: it is a class that owns
/// one buffer and hands out its elements by address, so `table[i].field = value` is a bounds check and a store.
/// Elements move only when the table grows, which happens only when a scene adds a recognizer, never while an
/// element is being accessed. Other modules read it as a collection.
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

    func append(_ element: Element) {
        if count == capacity {
            let bigger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
            bigger.moveInitialize(from: base, count: count)
            base.deallocate()
            base = bigger
            capacity *= 2
        }
        (base + count).initialize(to: element)
        count += 1
    }
}
