import Testing
@testable import GestureEngine

/// A touch event's list of changes (`TouchChanges`) holds one change in itself and several in an array: either way it
/// reads, compares and hashes as the list of its changes in order.
@Suite struct TouchChangesTests {
    static func change(_ finger: Int, _ phase: TouchPhase, x: Double = 10) -> TouchChangeRecord {
        TouchChangeRecord(finger: finger, phase: phase, location: Point(x: x, y: 20), view: .window)
    }

    @Test func oneChangeReadsAsAListOfOne() {
        let c = Self.change(1, .began)
        let one = TouchChanges(one: c)
        #expect(one.count == 1)
        #expect(Array(one) == [c])
        #expect(one.first == c && one.last == c)
        #expect(one == TouchChanges([c]))
        #expect(one == [c])
        #expect(one.hashValue == TouchChanges([c]).hashValue)
    }

    @Test func severalChangesKeepTheirOrder() {
        let list = [Self.change(1, .moved, x: 1), Self.change(2, .began, x: 2), Self.change(3, .ended, x: 3)]
        let changes = TouchChanges(list)
        #expect(changes.count == 3)
        #expect(Array(changes) == list)
        #expect(changes.map(\.finger) == [1, 2, 3])
        #expect(changes[1] == list[1])
        #expect(changes != TouchChanges(Array(list.reversed())))
        #expect(changes != TouchChanges(one: list[0]))
    }

    @Test func noChangesIsEmpty() {
        let none = TouchChanges([])
        #expect(none.isEmpty)
        #expect(none == [])
        #expect(none != [Self.change(1, .began)])
    }

    /// A traced event of one touch lists that touch's change.
    @Test func aTracedTouchDownListsItsChange() {
        var s = Scene()
        s.add("tap", .tap)
        s.at(0, .down(finger: 1, at: p(100, 100)))
        let changes = s.env.trace.compactMap { e -> TouchChanges? in
            if case .touchEvent(_, let changes) = e { changes } else { nil }
        }
        #expect(changes.count == 1)
        #expect(changes.first?.count == 1)
        #expect(changes.first?.first?.finger == 1)
        #expect(changes.first?.first?.phase == .began)
        #expect(changes.first?.first?.location == p(100, 100))
    }
}
