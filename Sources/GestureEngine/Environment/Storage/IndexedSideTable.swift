/// A key that is a small dense index (a view's or a recognizer's declaration order).
protocol DenseIndexKey {
    var index: Int { get }
    init(index: Int)
}

extension ViewID: DenseIndexKey {}
extension RecognizerID: DenseIndexKey {}

/// A side table of values for a few of the scene's views or recognizers (its scroll views, tables, built-in pans),
/// read and written as a dictionary is, but stored by the key's index.
///
/// Why not a `Dictionary`: a decelerating scroll view reads and changes its state several times per display frame;
/// a dictionary hashes the key on every access and its modify accessor moves the whole value out and back in (a
/// scroll view's state is a few hundred bytes). Here a lookup is a bounds check and the value changes in place. The
/// slots run up to the largest key stored (views and recognizers are counted in thousands at most).
struct IndexedSideTable<Key: DenseIndexKey, Value> {
    private var slots: [Slot] = []

    /// A key's slot. Whether it holds a value is a flag of its own: asking the value (`slots[i] != nil`) copies the
    /// whole optional value out first, on every lookup, since the value type is not `Equatable`.
    private struct Slot {
        var isOccupied = false
        var value: Value?
    }
    /// How many keys hold a value.
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    // Both accessors are inlined: a `_read` or `_modify` coroutine left out of line allocates its frame on the heap
    // and copies the value out, which costs more than the lookup it serves.
    subscript(key: Key) -> Value? {
        @inline(__always) get {
            let i = key.index
            return i >= 0 && i < slots.count && slots[i].isOccupied ? slots[i].value : nil
        }
        @inline(__always) _modify {
            let i = key.index
            precondition(i >= 0, "negative key index")
            if i >= slots.count { slots.append(contentsOf: repeatElement(Slot(), count: i + 1 - slots.count)) }
            let had = slots[i].isOccupied
            yield &slots[i].value
            let has = slots[i].value != nil
            if had != has {
                slots[i].isOccupied = has
                count += has ? 1 : -1
            }
        }
    }

    /// Whether `key` holds a value.
    @inline(__always)
    func contains(_ key: Key) -> Bool {
        let i = key.index
        return i >= 0 && i < slots.count && slots[i].isOccupied
    }

    /// Runs `body` on `key`'s value in place and returns its result; nil (and `body` not run) when `key` holds none.
    /// The hot paths (a display frame, a hit test's bounds origin) read and write through this, never through the
    /// subscript's getter, which copies the whole value out.
    @inline(__always)
    mutating func update<R>(_ key: Key, _ body: (inout Value) -> R) -> R? {
        let i = key.index
        guard i >= 0, i < slots.count, slots[i].isOccupied else { return nil }
        return body(&slots[i].value!)
    }

    /// The keys that hold a value, in index order.
    var keys: [Key] { slots.indices.filter { slots[$0].isOccupied }.map { Key(index: $0) } }
}
