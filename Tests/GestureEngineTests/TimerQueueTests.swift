import Testing
@testable import GestureEngine

/// The timer queue against a plain model (a list searched for its earliest entry), through schedules, replacements,
/// cancels and pops, with few keys (the unordered layout) and many (the heap, and the switch back when it empties).
@Suite struct TimerQueueTests {
    private struct Key: TimerSlotKey {
        var slot: Int
    }

    /// A fixed stream of numbers (SplitMix64's step), so every run checks the same operations.
    private struct Random {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// The model: pending (deadline, sequence, slot), earliest first by deadline then sequence.
    private struct Model {
        var pending: [(deadline: Int64, sequence: Int, slot: Int)] = []
        var sequence = 0

        mutating func schedule(_ slot: Int, at deadline: Int64) {
            pending.removeAll { $0.slot == slot }
            pending.append((deadline, sequence, slot))
            sequence += 1
        }

        mutating func cancel(_ slot: Int) { pending.removeAll { $0.slot == slot } }

        var inOrder: [(deadline: Int64, sequence: Int, slot: Int)] {
            pending.sorted { $0.deadline != $1.deadline ? $0.deadline < $1.deadline : $0.sequence < $1.sequence }
        }

        mutating func popFirstDue(notAfter limit: Int64) -> (Int64, Int)? {
            guard let first = inOrder.first, first.deadline <= limit else { return nil }
            cancel(first.slot)
            return (first.deadline, first.slot)
        }
    }

    @Test(arguments: [3, 8, 9, 40])
    func matchesTheModel(keys: Int) {
        var random = Random(state: UInt64(keys))
        let queue = TimerQueue<Key>()
        var model = Model()
        for step in 0..<4_000 {
            let slot = Int(random.next() % UInt64(keys))
            // Few distinct deadlines, so equal deadlines (ordered by scheduling) are common.
            let deadline = Int64(random.next() % 12)
            switch random.next() % 5 {
            case 0, 1:
                queue.schedule(Key(slot: slot), at: VirtualTime(microseconds: deadline))
                model.schedule(slot, at: deadline)
            case 2:
                queue.cancel(Key(slot: slot))
                model.cancel(slot)
            default:
                let got = queue.popFirstDue(notAfter: VirtualTime(microseconds: deadline))
                let want = model.popFirstDue(notAfter: deadline)
                #expect(got.map { [$0.0.microseconds, Int64($0.1.slot)] } == want.map { [$0.0, Int64($0.1)] }, "step \(step)")
            }
            #expect(queue.nextDeadline()?.microseconds == model.inOrder.first?.deadline, "step \(step)")
            #expect(queue.isEmpty == model.pending.isEmpty)
            #expect(queue.deadline(of: Key(slot: slot))?.microseconds == model.pending.first { $0.slot == slot }?.deadline)
        }
        #expect(queue.pendingInFiringOrder().map(\.key.slot) == model.inOrder.map(\.slot))
        // Everything left comes out in firing order.
        while let (deadline, key) = queue.popFirstDue(notAfter: VirtualTime(microseconds: .max)) {
            let want = model.popFirstDue(notAfter: .max)
            #expect(want?.0 == deadline.microseconds && want?.1 == key.slot)
        }
        #expect(model.pending.isEmpty)
    }

    /// `copy(into:)` gives an independent queue: the same timers in the same firing order, and changing either one
    /// afterwards leaves the other as it was (the environment's `copy()` relies on it).
    @Test(arguments: [3, 40])
    func copiesAreIndependent(keys: Int) {
        let queue = TimerQueue<Key>()
        for slot in 0..<keys { queue.schedule(Key(slot: slot), at: VirtualTime(microseconds: Int64(slot % 4))) }
        let copy = TimerQueue<Key>()
        copy.schedule(Key(slot: keys + 5), at: VirtualTime(microseconds: 99))  // Replaced by the copy.
        queue.copy(into: copy)
        let order = queue.pendingInFiringOrder().map(\.key.slot)
        #expect(copy.pendingInFiringOrder().map(\.key.slot) == order)
        #expect(copy.deadline(of: Key(slot: keys + 5)) == nil)
        queue.cancel(Key(slot: 0))
        copy.schedule(Key(slot: 1), at: VirtualTime(microseconds: 7))
        #expect(copy.deadline(of: Key(slot: 0))?.microseconds == 0)
        #expect(queue.deadline(of: Key(slot: 0)) == nil)
        #expect(queue.deadline(of: Key(slot: 1))?.microseconds == 1)
        #expect(copy.deadline(of: Key(slot: 1))?.microseconds == 7)
        var popped: [Int] = []
        while let (_, key) = copy.popFirstDue(notAfter: VirtualTime(microseconds: .max)) { popped.append(key.slot) }
        #expect(popped == order.filter { $0 != 1 } + [1])
        #expect(queue.pendingInFiringOrder().map(\.key.slot) == order.filter { $0 != 0 })
    }
}
