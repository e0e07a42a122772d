import Testing
@testable import GestureEngine

/// The engine's in-place storage: `RecordTable` (recognizer records and machines), the reuse of touch records, and
/// emptying short arrays.
@Suite struct StorageTests {
    /// Elements keep their values and order across growth, and `table[i].field = value` changes the element itself.
    @Test func recordTableGrowsAndMutatesInPlace() {
        let table = RecordTable<[Int]>()
        for k in 0..<37 { table.append([k]) }
        #expect(table.count == 37)
        #expect(table.map(\.first) == (0..<37).map { $0 })
        table[5].append(500)
        table[36][0] = -1
        #expect(table[5] == [5, 500])
        #expect(table[36] == [-1])
        #expect(Array(table.indices) == Array(0..<37))
    }

    /// A table releases its elements when it goes away (class elements are freed with it).
    @Test func recordTableReleasesItsElements() {
        final class Token {}
        weak var watched: Token?
        do {
            let table = RecordTable<Token>()
            let t = Token()
            watched = t
            table.append(t)
            for _ in 0..<9 { table.append(Token()) }
        }
        #expect(watched == nil)
    }

    /// A slot taken back from a finished touch starts as a new touch: no recognizers, nothing seen by the view; the
    /// old touch's ID no longer finds it.
    @Test func reusedTouchSlotStartsClean() {
        let table = TouchTable()
        let first = table.insert(serial: 1, finger: 1, view: .window, location: Point(x: 1, y: 2),
                                 timestamp: .start, deliverableToView: true)
        let k = first.slot
        table.records[k].recognizers = [RecognizerID(index: 0), RecognizerID(index: 1)]
        table.records[k].viewSawBegan = true
        table.records[k].viewFinished = true
        table.records[k].cancelledForView = true
        table.records[k].queuedPhases = 2
        table.records[k].phase = .ended
        table.remove(first)
        #expect(table.live.isEmpty)
        #expect(table.index(of: first) == nil)
        let second = table.insert(serial: 2, finger: 3, view: ViewID(index: 1), location: Point(x: 7, y: 8),
                                  timestamp: .start, deliverableToView: false)
        #expect(second.slot == k)  // The same slot, reused.
        let r = table.records[k]
        #expect(r.id == TouchID(serial: 2) && r.finger == 3 && r.view == ViewID(index: 1))
        #expect(r.location == Point(x: 7, y: 8) && r.previousLocation == Point(x: 7, y: 8))
        #expect(r.phase == .began && !r.deliverableToView)
        #expect(r.recognizers.isEmpty)
        #expect(!r.viewSawBegan && !r.viewFinished && !r.cancelledForView && r.queuedPhases == 0)
        #expect(table.index(of: first) == nil)
        #expect(table.index(of: second) == k)
    }

    /// Touches known at once get distinct slots, listed in the order they began; removing one keeps the others'.
    @Test func touchSlotsKeepArrivalOrder() {
        let table = TouchTable()
        let ids = (1...4).map { table.insert(serial: $0, finger: $0, view: .window, location: .zero, timestamp: .start,
                                             deliverableToView: true) }
        #expect(Set(ids.map(\.slot)).count == 4)
        table.remove(ids[1])
        #expect(table.live == [ids[0].slot, ids[2].slot, ids[3].slot])
        let fifth = table.insert(serial: 5, finger: 5, view: .window, location: .zero, timestamp: .start, deliverableToView: true)
        #expect(fifth.slot == ids[1].slot)
        #expect(table.live == [ids[0].slot, ids[2].slot, ids[3].slot, fifth.slot])
        for (n, id) in ids.enumerated() where n != 1 { #expect(table.records[table.index(of: id)!].finger == n + 1) }
    }

    @Test(arguments: [0, 1, 2, 20])
    func removeAllKeepingCapacityEmptiesAndKeepsStorage(count: Int) {
        var a = Array(0..<count)
        a.reserveCapacity(32)
        let capacity = a.capacity
        a.removeAllKeepingCapacity()
        #expect(a.isEmpty)
        #expect(a.capacity == capacity)
    }
}
