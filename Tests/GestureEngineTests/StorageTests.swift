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
        table.remove(at: first.slot)
        #expect(table.live.isEmpty)
        #expect(table.slot(of: first) == nil)
        let second = table.insert(serial: 2, finger: 3, view: ViewID(index: 1), location: Point(x: 7, y: 8),
                                  timestamp: .start, deliverableToView: false)
        #expect(second.slot == k)  // The same slot, reused.
        let r = table.records[k]
        #expect(r.id == TouchID(serial: 2) && r.finger == 3 && r.view == ViewID(index: 1))
        #expect(r.location == Point(x: 7, y: 8) && r.previousLocation == Point(x: 7, y: 8))
        #expect(r.phase == .began && !r.deliverableToView)
        #expect(r.recognizers.isEmpty)
        #expect(!r.viewSawBegan && !r.viewFinished && !r.cancelledForView && r.queuedPhases == 0)
        #expect(table.slot(of: first) == nil)
        #expect(table.slot(of: second) == k)
    }

    /// Touches known at once get distinct slots, listed in the order they began; removing one keeps the others'.
    @Test func touchSlotsKeepArrivalOrder() {
        let table = TouchTable()
        let ids = (1...4).map { table.insert(serial: $0, finger: $0, view: .window, location: .zero, timestamp: .start,
                                             deliverableToView: true) }
        #expect(Set(ids.map(\.slot)).count == 4)
        table.remove(at: ids[1].slot)
        #expect(Array(table.live) == [ids[0].slot, ids[2].slot, ids[3].slot])
        let fifth = table.insert(serial: 5, finger: 5, view: .window, location: .zero, timestamp: .start, deliverableToView: true)
        #expect(fifth.slot == ids[1].slot)
        #expect(Array(table.live) == [ids[0].slot, ids[2].slot, ids[3].slot, fifth.slot])
        for (n, id) in ids.enumerated() where n != 1 { #expect(table.records[table.slot(of: id)!].finger == n + 1) }
    }

    /// Each recognizer's tracked touches keep their order and stay apart from the other rows while rows widen (a row
    /// outgrows its slots: every row is laid out again), lose one touch from the middle, and empty; a machine's
    /// view (`withTouches`) reads a row as it is.
    @Test func trackedTouchRowsKeepTheirTouchesAcrossWidening() {
        func touch(_ serial: Int) -> TrackedTouch {
            TrackedTouch(id: TouchID(serial: serial), finger: serial % 20 + 1, location: Point(x: Double(serial), y: 0),
                         previousLocation: .zero, phase: .stationary, timestamp: .start)
        }
        let store = TrackedTouchStore()
        for _ in 0..<3 { store.addRow() }
        store.append(touch(100), to: RecognizerID(index: 0))
        for serial in 1...9 { store.append(touch(serial), to: RecognizerID(index: 1)) }  // Widens the rows more than once.
        store.append(touch(200), to: RecognizerID(index: 2))
        #expect(store.count(of: RecognizerID(index: 1)) == 9)
        #expect(store[1].map(\.id.serial) == Array(1...9))
        #expect(store[0].map(\.id.serial) == [100])
        #expect(store[2].map(\.id.serial) == [200])
        #expect(store.index(of: TouchID(serial: 4), in: RecognizerID(index: 1)) == 3)
        #expect(store.index(of: TouchID(serial: 4), in: RecognizerID(index: 0)) == nil)
        store.remove(at: 3, from: RecognizerID(index: 1))
        #expect(store[1].map(\.id.serial) == [1, 2, 3, 5, 6, 7, 8, 9])
        let xs = store.withTouches(of: RecognizerID(index: 1)) { span in span.indices.map { span[$0].location.x } }
        #expect(xs == [1, 2, 3, 5, 6, 7, 8, 9])
        store.removeAll(of: RecognizerID(index: 1))
        #expect(store.withTouches(of: RecognizerID(index: 1)) { $0.isEmpty } && store.array(of: RecognizerID(index: 1)).isEmpty)
        #expect(store[0].map(\.id.serial) == [100] && store[2].map(\.id.serial) == [200])
        let copy = TrackedTouchStore()
        store.copy(into: copy)
        store.append(touch(300), to: RecognizerID(index: 0))
        #expect(copy[0].map(\.id.serial) == [100])
    }

    /// A batch made from an array reads that array's touches in place: it borrows the array for as long as it lives
    /// (a batch cannot be kept past the call it is handed to: `TouchBatch` is `~Escapable`, checked by the compiler).
    @Test func touchBatchReadsTheArrayItBorrows() {
        let touches = [TrackedTouch(id: TouchID(serial: 1), finger: 1, location: Point(x: 3, y: 4), previousLocation: .zero,
                                    phase: .began, timestamp: .start),
                       TrackedTouch(id: TouchID(serial: 2), finger: 2, location: Point(x: 7, y: 8), previousLocation: .zero,
                                    phase: .ended, timestamp: .start)]
        let batch = TouchBatch(touches: touches, now: .start)
        let count = batch.touches.count
        let first = batch.first
        #expect(count == 2 && first?.location == Point(x: 3, y: 4))
        #expect(batch.activeCount == 1 && batch.touches(in: .ended).map(\.finger) == [2] && batch.centroid == Point(x: 3, y: 4))
        let none: [TrackedTouch] = []
        let empty = TouchBatch(touches: none, now: .start)
        let isEmpty = empty.touches.isEmpty
        #expect(isEmpty && empty.first == nil)
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
