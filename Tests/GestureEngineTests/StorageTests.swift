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

    /// A record taken from the spare list starts as a new touch: no recognizers, nothing seen by the view.
    @Test func reusedTouchRecordStartsClean() {
        var table = TouchTable()
        let first = table.insert(id: TouchID(serial: 1), finger: 1, view: .window, location: Point(x: 1, y: 2),
                                 timestamp: .start, deliverableToView: true)
        first.recognizers = [RecognizerID(index: 0), RecognizerID(index: 1)]
        first.viewSawBegan = true
        first.viewFinished = true
        first.cancelledForView = true
        first.queuedPhases = 2
        first.phase = .ended
        table.remove(TouchID(serial: 1))
        #expect(table.records.isEmpty)
        let second = table.insert(id: TouchID(serial: 2), finger: 3, view: ViewID(index: 1), location: Point(x: 7, y: 8),
                                  timestamp: .start, deliverableToView: false)
        #expect(second === first)  // The same object, reused.
        #expect(second.id == TouchID(serial: 2) && second.finger == 3 && second.view == ViewID(index: 1))
        #expect(second.location == Point(x: 7, y: 8) && second.previousLocation == Point(x: 7, y: 8))
        #expect(second.phase == .began && !second.deliverableToView)
        #expect(second.recognizers.isEmpty)
        #expect(!second.viewSawBegan && !second.viewFinished && !second.cancelledForView && second.queuedPhases == 0)
        #expect(table[TouchID(serial: 1)] == nil)
        #expect(table[TouchID(serial: 2)] === second)
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
