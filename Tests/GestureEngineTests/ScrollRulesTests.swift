import Testing
@testable import GestureEngine

/// C5 as a table: each movement sample judged on its own (≤ 20° horizontal, ≥ 70° vertical, in between kept), and,
/// once begun, judged again only after a pause of 0.6 s.
@Suite struct DirectionalLockTests {
    struct Step: Sendable {
        var delta: Point
        var began: Bool
        var sinceMs: Int64
        var expected: Point
    }

    @Test func samplesAreJudgedOneByOne() {
        let steps: [Step] = [
            Step(delta: Point(x: -30, y: -5), began: false, sinceMs: 16, expected: Point(x: -30, y: 0)),  // 9.5°: horizontal
            Step(delta: Point(x: -10, y: -20), began: true, sinceMs: 16, expected: Point(x: -10, y: 0)),  // 63°: kept
            Step(delta: Point(x: 0, y: -30), began: true, sinceMs: 599, expected: Point(x: 0, y: 0)),    // no pause: kept
            Step(delta: Point(x: -1, y: -30), began: true, sinceMs: 600, expected: Point(x: 0, y: -30)),  // pause, 88°: vertical
            Step(delta: Point(x: -20, y: -20), began: true, sinceMs: 700, expected: Point(x: 0, y: -20)), // 45°: kept
        ]
        var lock = DirectionalLock()
        for (i, s) in steps.enumerated() {
            let got = lock.apply(s.delta, began: s.began, sinceLastSample: TimeSpan.milliseconds(s.sinceMs), canPanX: true, canPanY: true)
            #expect(got == s.expected, "step \(i)")
        }
    }

    /// 20° and 70° are the boundaries (inclusive); an axis the view cannot scroll is never locked.
    @Test func theBoundariesAndTheAxesItCanPan() {
        var a = DirectionalLock()
        #expect(a.apply(Point(x: 100, y: 36.39), began: false, sinceLastSample: .zero, canPanX: true, canPanY: true) == Point(x: 100, y: 0))
        var b = DirectionalLock()
        #expect(b.apply(Point(x: 100, y: 36.41), began: false, sinceLastSample: .zero, canPanX: true, canPanY: true) == Point(x: 100, y: 36.41))
        var c = DirectionalLock()
        #expect(c.apply(Point(x: 10, y: 27.48), began: false, sinceLastSample: .zero, canPanX: true, canPanY: true) == Point(x: 0, y: 27.48))
        var d = DirectionalLock()
        #expect(d.apply(Point(x: 30, y: 0), began: false, sinceLastSample: .zero, canPanX: false, canPanY: true) == Point(x: 30, y: 0))
    }
}

/// F2 as a table: when the inner pan stays possible so that its parent takes the drag.
@Suite struct NestedScrollGateTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var gate: NestedScrollGate
        var translation: Point
        var refuses: Bool
        var testDescription: String { name }
    }

    static func gate(parentX: Bool = false, parentY: Bool = true, innerX: Bool = false, innerY: Bool = true,
                     atTop: Bool = false, atBottom: Bool = false, transfersY: Bool = true) -> NestedScrollGate {
        var g = NestedScrollGate()
        g.parentX = parentX
        g.parentY = parentY
        g.innerX = innerX
        g.innerY = innerY
        g.atTop = atTop
        g.atBottom = atBottom
        g.transfersY = transfersY
        return g
    }

    static let cases: [Case] = [
        Case(name: "same axis, middle: inner takes it", gate: gate(), translation: Point(x: 0, y: 20), refuses: false),
        Case(name: "same axis, pulled down at the top: parent", gate: gate(atTop: true), translation: Point(x: 0, y: 20), refuses: true),
        Case(name: "same axis, pushed up at the top: inner", gate: gate(atTop: true), translation: Point(x: 0, y: -20), refuses: false),
        Case(name: "same axis, pushed up at the bottom: parent", gate: gate(atBottom: true), translation: Point(x: 0, y: -20), refuses: true),
        Case(name: "at the top, not yet 10 pt down", gate: gate(atTop: true), translation: Point(x: 0, y: 9), refuses: false),
        Case(name: "transfers off: inner", gate: gate(atTop: true, transfersY: false), translation: Point(x: 0, y: 20), refuses: false),
        Case(name: "parent cannot scroll that axis: inner", gate: gate(parentY: false, atTop: true), translation: Point(x: 0, y: 20),
             refuses: false),
        Case(name: "cross axis: a vertical inner in a horizontal pager, horizontal drag", gate: gate(parentX: true, parentY: false),
             translation: Point(x: 20, y: 0), refuses: true),
        Case(name: "cross axis: vertical drag the inner will take", gate: gate(parentX: true, parentY: false),
             translation: Point(x: 12, y: 15), refuses: false),
    ]

    @Test(arguments: cases)
    func refusesAsTheDecompileSays(_ c: Case) {
        #expect(c.gate.refuses(c.translation, hysteresis: 10) == c.refuses)
    }
}
