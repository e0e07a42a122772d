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

    // The appends are inlined into the renderers: most pieces are literals, whose length is then known where they
    // are written, so the copy below becomes a few stores and the whole append a bounds check and a pointer bump.
    @inline(__always)
    func append(_ bytes: UnsafeRawBufferPointer) {
        let n = bytes.count
        guard n > 0 else { return }
        reserve(count + n)
        Self.copy(bytes, to: base + count)
        count += n
    }

    /// A JSON string or key whose text needs no escaping, with its punctuation, room made once: `,` when `comma`,
    /// `"`, `text`, `"`, and `:` when `colon`. (A JSON line is mostly such pieces: made of one-byte appends, each
    /// checking for room and moving the count, its punctuation cost more than its words.)
    @inline(__always)
    func appendQuoted(_ text: UnsafeRawBufferPointer, comma: Bool, colon: Bool) {
        let n = text.count
        let total = n + 2 + (comma ? 1 : 0) + (colon ? 1 : 0)
        reserve(count + total)
        var p = base + count
        if comma {
            p.pointee = UInt8(ascii: ",")
            p += 1
        }
        p.pointee = UInt8(ascii: "\"")
        Self.copy(text, to: p + 1)
        p[n + 1] = UInt8(ascii: "\"")
        if colon { p[n + 2] = UInt8(ascii: ":") }
        count += total
    }

    /// `byte`, after a `,` when `comma`, room made once.
    @inline(__always)
    func append(_ byte: UInt8, afterComma comma: Bool) {
        reserve(count + 2)
        let p = base + count
        if comma {
            p[0] = UInt8(ascii: ",")
            p[1] = byte
            count += 2
        } else {
            p[0] = byte
            count += 1
        }
    }

    /// Copies `source` to `target` (which has room for it).
    @inline(__always)
    private static func copy(_ bytes: UnsafeRawBufferPointer, to target: UnsafeMutablePointer<UInt8>) {
        let n = bytes.count
        guard n > 0, let source = bytes.baseAddress else { return }
        if n < 4 {
            // A separator, a digit, a short name: copied here rather than by a call.
            for k in 0..<n { target[k] = source.load(fromByteOffset: k, as: UInt8.self) }
        } else if n <= 8 {
            // Most keys and words (`kind`, `state`, `method`) and times: two 4-byte words that overlap in the middle.
            let target = UnsafeMutableRawPointer(target)
            let head = source.loadUnaligned(as: UInt32.self)
            let tail = source.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self)
            target.storeBytes(of: head, as: UInt32.self)
            target.storeBytes(of: tail, toByteOffset: n - 4, as: UInt32.self)
        } else if n <= 16 {
            // A key or a word (`recognizer`, `touchesMoved`): two words that overlap in the middle, not a call.
            let target = UnsafeMutableRawPointer(target)
            let head = source.loadUnaligned(as: UInt64.self)
            let tail = source.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
            target.storeBytes(of: head, as: UInt64.self)
            target.storeBytes(of: tail, toByteOffset: n - 8, as: UInt64.self)
        } else {
            UnsafeMutableRawPointer(target).copyMemory(from: source, byteCount: n)
        }
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        reserve(count + 1)
        base[count] = byte
        count += 1
    }

    /// Appends the decimal digits of `value`, written in place from the last, two at a time.
    func appendDigits(_ value: UInt64) {
        if value < 10 {
            // A finger, a tap count, a zero: one byte, without counting or dividing.
            append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
            return
        }
        // The count from the highest bit set, without a loop: 1233 / 4096 is just above log10(2), so `estimate` is
        // the number of digits or one fewer, and one comparison with the power of ten that needs one more settles it.
        let bits = UInt64.bitWidth - value.leadingZeroBitCount
        let estimate = (bits &* 1233) >> 12
        let digits = estimate &+ (value >= Self.powersOfTen[estimate] ? 1 : 0)
        reserve(count + digits)
        var p = base + count + digits
        var rest = value
        Self.pairs.withUTF8Buffer { pairs in
            while rest >= 10 {
                let k = Int(rest % 100) &* 2
                rest /= 100
                p -= 2
                p[0] = pairs[k]
                p[1] = pairs[k &+ 1]
            }
            if p > base + count {
                p -= 1
                p.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
            }
        }
        count += digits
    }

    /// 10^0 … 10^19, the powers of ten a `UInt64` holds.
    private static let powersOfTen: [UInt64] = [
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000, 10_000_000_000,
        100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000, 1_000_000_000_000_000,
        10_000_000_000_000_000, 100_000_000_000_000_000, 1_000_000_000_000_000_000, 10_000_000_000_000_000_000,
    ]

    /// The two digits of 0…99, in order.
    private static let pairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """

    /// Appends a copy of the `n` bytes written from `start` on (`start + n` at most `count`). Inlined: a JSON line
    /// copies its time this way, a few bytes, several times per event.
    @inline(__always)
    func appendCopy(from start: Int, count n: Int) {
        precondition(start >= 0 && n >= 0 && start + n <= count)
        // Room first: growing moves the bytes, so the source is taken from where they are after it.
        reserve(count + n)
        Self.copy(UnsafeRawBufferPointer(start: base + start, count: n), to: base + count)
        count += n
    }

    func removeAll() { count = 0 }

    /// Forgets the bytes from `newCount` on (`newCount` at most `count`).
    func removeLast(from newCount: Int) {
        precondition(newCount >= 0 && newCount <= count)
        count = newCount
    }

    /// The bytes so far, read in place.
    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        body(UnsafeBufferPointer(start: base, count: count))
    }

    /// The bytes so far, read in place through a `Span`, which cannot outlive `body`: a safe view of this memory
    /// for readers outside this type.
    func withSpan<R>(_ body: (Span<UInt8>) -> R) -> R {
        let span = Span(_unsafeElements: UnsafeBufferPointer(start: base, count: count))
        return body(span)
    }

    @inline(__always)
    private func reserve(_ needed: Int) {
        if needed > capacity { grow(to: needed) }
    }

    @inline(never)
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
