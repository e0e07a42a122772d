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
        if n <= 8 {
            // Most pieces are a few bytes (a separator, a digit, a short name): copied here rather than by a call.
            let target = base + count
            for k in 0..<n { target[k] = source.load(fromByteOffset: k, as: UInt8.self) }
        } else {
            UnsafeMutableRawPointer(base + count).copyMemory(from: source, byteCount: n)
        }
        count += n
    }

    func append(_ byte: UInt8) {
        reserve(count + 1)
        base[count] = byte
        count += 1
    }

    /// Appends the decimal digits of `value`, written in place from the last.
    func appendDigits(_ value: UInt64) {
        var digits = 1
        var rest = value
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        reserve(count + digits)
        var p = base + count + digits
        rest = value
        repeat {
            p -= 1
            p.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        } while rest > 0
        count += digits
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
