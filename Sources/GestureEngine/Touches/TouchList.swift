/// The touches of a `TouchBatch`: a recognizer's tracked touches, read where the environment keeps them (no copy and
/// no reference counting per machine call), or a list made from an array (`TouchBatch(touches:now:)`), which owns a
/// copy.
///
/// A view of the environment's table is valid for the machine call it is handed to, like `RecordTable.address`: the
/// table changes only between calls (a machine is a pure state machine; it keeps no batch). Callgrind, `bench engine`
/// pan part: a strong reference to the table in the view cost a retain and a release per machine call (about 40
/// instructions).
public struct TouchList: RandomAccessCollection {
    let base: UnsafePointer<TrackedTouch>
    public let count: Int
    /// The storage of a list made from an array; nil for a view of the environment's table.
    let owner: TouchListStorage?

    /// A view of touches stored elsewhere, valid while that storage lends them (`TrackedTouchStore.withTouches`).
    init(viewing touches: UnsafeBufferPointer<TrackedTouch>) {
        // An empty buffer may have no base address; the list then reads nothing through it.
        self.base = touches.baseAddress ?? UnsafePointer(bitPattern: MemoryLayout<TrackedTouch>.alignment)!
        self.count = touches.count
        owner = nil
    }

    /// A list holding a copy of `touches`.
    public init(_ touches: [TrackedTouch]) {
        let storage = TouchListStorage(touches)
        base = UnsafePointer(storage.base)
        count = touches.count
        owner = storage
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    @inline(__always)
    public subscript(k: Int) -> TrackedTouch {
        precondition(UInt(bitPattern: k) < UInt(bitPattern: count), "touch index out of range")
        return base[k]
    }
}

extension TouchList: ExpressibleByArrayLiteral {
    public init(arrayLiteral touches: TrackedTouch...) { self.init(touches) }
}

/// The copy a `TouchList` made from an array reads.
final class TouchListStorage {
    let base: UnsafeMutablePointer<TrackedTouch>
    private let count: Int

    init(_ touches: [TrackedTouch]) {
        count = touches.count
        base = .allocate(capacity: max(1, count))
        base.initialize(from: touches, count: count)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }
}
