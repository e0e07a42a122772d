/// The memory `TextBytes` appends to: bytes copied in with `memcpy`-like moves, grown by doubling. An append to a
/// `[UInt8]` checks uniqueness and goes through the generic sequence copy on every call, and the output renderers
/// append a few bytes at a time, tens of times per line. Unsafe inside: it owns raw memory, and every access stays
/// within `count`, which only `append` raises (after making room).
final class UnsafeByteStorage {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    func append(_ bytes: UnsafeRawBufferPointer) {
        let n = bytes.count
        guard n > 0, let source = bytes.baseAddress else { return }
        reserve(count + n)
        UnsafeMutableRawPointer(base + count).copyMemory(from: source, byteCount: n)
        count += n
    }

    func append(_ byte: UInt8) {
        reserve(count + 1)
        base[count] = byte
        count += 1
    }

    func removeAll() { count = 0 }

    /// The bytes so far, read in place.
    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        body(UnsafeBufferPointer(start: base, count: count))
    }

    @inline(__always)
    private func reserve(_ needed: Int) {
        if needed > capacity { grow(to: needed) }
    }

    private func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
