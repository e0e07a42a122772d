import Testing
@testable import GestureEngine

/// The summaries the engine keeps to skip work (the count of terminal states, the touch slots) must always agree with
/// a full recount, whatever the recognizers go through: recognition, failure, exclusion, requirements, resets.
@Suite struct BookkeepingTests {
    /// The benchmark's mix: a pan, a tap that requires a double tap to fail, and a long press, all on the window.
    @Test func summariesMatchARecountAfterEveryStep() {
        var s = Scene()
        s.add("pan", .pan)
        let doubleTap = s.add("doubleTap", .tap, ["numberOfTapsRequired": .integer(2)])
        let tap = s.add("tap", .tap)
        try! s.env.require(tap, toFail: doubleTap)
        s.add("longPress", .longPress)
        var checked = 0
        func check() {
            let terminal = s.env.recognizers.filter { $0.state.isTerminal }.count
            #expect(s.env.finishedCount == terminal, "after step \(checked)")
            #expect(s.env.touchTable.live.count == Set(s.env.touchTable.live).count)
            for k in s.env.touchTable.live { #expect(s.env.touchTable.slot(of: s.env.touchTable.records[k].id) == k) }
            checked += 1
        }
        var t: Int64 = 0
        func at(_ dt: Int64, _ input: TouchInput) {
            t += dt
            s.at(t, input)
            check()
        }
        for cycle in 0..<3 {
            // Pan: down, moves past the hysteresis, up.
            at(400, .down(finger: 1, at: p(100, 100)))
            for k in 1...8 { at(16, .move(finger: 1, to: p(100 + Double(k) * 6, 100 + Double(k) * 2))) }
            at(16, .up(finger: 1))
            // Single tap; the tap waits for the double tap to fail, then recognizes on its timer.
            at(400, .down(finger: 1, at: p(100, 100)))
            at(50, .up(finger: 1))
            s.wait(until: t + 400)
            t += 400
            check()
            // Double tap.
            at(100, .down(finger: 1, at: p(100, 100)))
            at(50, .up(finger: 1))
            at(70, .down(finger: 1, at: p(100, 100)))
            at(50, .up(finger: 1))
            // Long press, held past its duration; on the last cycle a second finger joins and both are cancelled.
            at(400, .down(finger: 1, at: p(100, 100)))
            s.wait(until: t + 600)
            t += 600
            check()
            if cycle == 2 {
                at(10, .down(finger: 2, at: p(150, 150)))
                at(10, .cancel(finger: 1))
                at(10, .cancel(finger: 2))
            } else {
                at(10, .up(finger: 1))
            }
        }
        #expect(checked > 60)
        #expect(s.env.finishedCount == 0)  // Everything reset once the fingers are up.
    }
}
