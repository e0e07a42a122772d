import Testing

@testable import GestureEngine

/// What keeps a decelerating scroll view's display frame cheap without changing a single bit of what it computes:
/// the per-axis memo of the decay factor, and the side tables that hold the scroll views' and tables' state.
@Suite struct DisplayFrameCostTests {
    /// A motion stepped with the memo lands on exactly the offsets and velocities of the same steps taken with
    /// `Exponential.pow` at every frame (the arithmetic of the engine before the memo), for 60 Hz frames (16.667
    /// and 16.666 ms, the lengths the microsecond clock gives), other rates and uneven steps.
    @Test(arguments: [
        [16.667, 16.666, 16.667],
        [1000.0 / 60],
        [8.333, 8.334, 8.333],
        [16.667, 33.333, 16.666, 5.0, 16.667],
        [1.0],
    ])
    func theMemoChangesNoBit(_ pattern: [Double]) {
        var m = ScrollAxisMotion(position: 200_000, velocity: 2.9, maximum: 439_333, boundsSize: 667, bounces: true)
        var position = 200_000.0
        var velocity = 2.9
        let rate = GestureDefaults.decelerationRateNormal
        var frame = 0
        while m.mode == .decelerating, frame < 2_000 {
            let ms = pattern[frame % pattern.count]
            m.step(milliseconds: ms)
            let f = Exponential.pow(rate, ms)
            position = position + velocity * rate * (1 - f) / (1 - rate)
            velocity *= f
            #expect(m.position.bitPattern == position.bitPattern, "frame \(frame)")
            #expect(m.velocity.bitPattern == velocity.bitPattern, "frame \(frame)")
            frame += 1
            if abs(velocity) < GestureDefaults.decelerationStopSpeed { break }
        }
        #expect(frame > 100)
    }

    /// Two motions that differ only in what their memos remember are equal and hash alike (a step of 0 ms moves
    /// nothing but fills the memo).
    @Test func theMemoIsNotPartOfTheValue() {
        var stepped = ScrollAxisMotion(position: 0, velocity: 1, maximum: 10_000, boundsSize: 400, bounces: true)
        let fresh = stepped
        stepped.step(milliseconds: 0)
        #expect(stepped == fresh)
        #expect(stepped.hashValue == fresh.hashValue)
        stepped.step(milliseconds: 16.667)
        #expect(stepped != fresh)
    }

    /// The side table reads and writes as the dictionary it replaced: absent keys read nil, writes through optional
    /// chaining to an absent key do nothing, `count`, `isEmpty`, `contains` and `keys` follow insertions and removals,
    /// `update` changes a value in place and skips an absent key.
    @Test func aSideTableBehavesAsADictionary() {
        var t = IndexedSideTable<ViewID, [Int]>()
        #expect(t.isEmpty && t.count == 0 && t[ViewID(index: 3)] == nil && !t.contains(ViewID(index: 3)))
        t[ViewID(index: 5)]?.append(1)
        #expect(t.isEmpty && t[ViewID(index: 5)] == nil)
        t[ViewID(index: 5)] = [1]
        t[ViewID(index: 2)] = []
        t[ViewID(index: 5)]?.append(2)
        #expect(t.count == 2 && t[ViewID(index: 5)] == [1, 2] && t.keys == [ViewID(index: 2), ViewID(index: 5)])
        #expect(t.update(ViewID(index: 2)) { $0.append(7); return $0.count } == 1)
        #expect(t.update(ViewID(index: 4)) { _ in 1 } == nil)
        #expect(t.update(ViewID(index: 99)) { _ in 1 } == nil)
        #expect(t[ViewID(index: 2)] == [7] && t.contains(ViewID(index: 2)) && !t.contains(ViewID(index: 4)))
        t[ViewID(index: 2)] = nil
        #expect(t.count == 1 && t.keys == [ViewID(index: 5)] && !t.contains(ViewID(index: 2)))
        // A copy is a value: changing it leaves the original as it was.
        var copy = t
        copy[ViewID(index: 5)]?.append(3)
        #expect(t[ViewID(index: 5)] == [1, 2] && copy[ViewID(index: 5)] == [1, 2, 3])
    }
}
