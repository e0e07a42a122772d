import GestureEngine
import Testing

@testable import TouchTracker

/// `LineList`, the persistent vector behind DrawView's finished lines (issue 23 item 11): it reads as the array it
/// replaced, and a change costs O(log n) however many copies of it are kept (the session, the transcript and the
/// pictures each keep the model they showed last), counted in the entries it copies, never timed.
@Suite struct LineListTests {
    static func line(_ k: Int) -> Line { Line(begin: Point(x: Double(k), y: 0), end: Point(x: 0, y: Double(k))) }

    /// Random appends, replacements, removals and clears, each checked against an array doing the same.
    @Test func itBehavesAsAnArray() {
        var generator = SeededGenerator(seed: 2_311)
        var list = LineList()
        var array: [Line] = []
        var kept: [(LineList, [Line])] = []
        for step in 0..<6_000 {
            switch Int.random(in: 0..<100, using: &generator) {
            case 0..<70:
                list.append(Self.line(step))
                array.append(Self.line(step))
            case 70..<90 where !array.isEmpty:
                let i = Int.random(in: 0..<array.count, using: &generator)
                list[i].end.x += 1
                array[i].end.x += 1
            case 90..<99 where !array.isEmpty:
                let i = Int.random(in: max(0, array.count - 40)..<array.count, using: &generator)
                #expect(list.remove(at: i) == array.remove(at: i))
            case 99:
                list.removeAll()
                array.removeAll()
            default:
                break
            }
            if step % 97 == 0 { kept.append((list, array)) }
            #expect(list.count == array.count)
        }
        #expect(Array(list) == array)
        #expect(list.description == array.description)
        // The copies kept along the way still hold what they held.
        for (l, a) in kept {
            #expect(Array(l) == a)
            #expect((0..<a.count).allSatisfy { l[$0] == a[$0] })
            #expect(l == LineList(a))
            #expect(l.hashValue == LineList(a).hashValue)
        }
    }

    @Test func equalityAndTheLinesThatDiffer() {
        let base = LineList((0..<2_000).map(Self.line))
        var moved = base
        moved[5].end.x += 1
        moved[1_500].begin.y += 1
        moved[1_999].end.y += 1
        #expect(moved != base)
        #expect(moved.indicesDiffering(from: base) == [5, 1_500, 1_999])
        #expect(base.indicesDiffering(from: base).isEmpty)
        var back = moved
        back[5].end.x -= 1
        back[1_500].begin.y -= 1
        back[1_999].end.y -= 1
        #expect(back == base)
        #expect(LineList() == [])
        #expect(LineList([Self.line(1)]) != LineList([Self.line(2)]))
    }

    /// A sweep makes a new DrawView, with an empty model, for each run, and the transcript compares a first model
    /// with an empty one: a list of at most 32 lines keeps them in its tail and allocates no node, and it reads,
    /// compares and changes the same as ever on both sides of 32.
    @Test func aShortListHoldsNoNode() {
        #expect(LineList().nodeCount == 0)
        #expect(([] as LineList).nodeCount == 0)
        var list = LineList((0..<32).map(Self.line))
        #expect(list.nodeCount == 0)
        let short = list
        list.append(Self.line(32))
        #expect(list.nodeCount == 2)  // a root and the first leaf
        #expect(short.nodeCount == 0 && short.count == 32)
        list[3].end.x += 1
        #expect(list.indicesDiffering(from: LineList((0..<33).map(Self.line))) == [3])
        #expect(list != LineList((0..<33).map(Self.line)))
        list[3].end.x -= 1
        #expect(list == LineList((0..<33).map(Self.line)))
        list.remove(at: 0)
        #expect(list.nodeCount == 0 && Array(list) == (1..<33).map(Self.line))
        list.removeAll()
        #expect(list.nodeCount == 0 && list == [])
        #expect(LineList().indicesDiffering(from: []) == [])
    }

    /// A session keeps the model after every change; the next change must not copy the whole list.
    static func copiedWhileKeepingEveryVersion(_ n: Int) -> Int {
        var list = LineList()
        var kept: [LineList] = []
        for k in 0..<n {
            list.append(Self.line(k))
            kept.append(list)
            // A pan moves the selected line: the newest, and one far back.
            list[k].end.x += 1
            list[k / 2].end.y += 1
            kept.append(list)
        }
        return list.entriesCopied
    }

    @Test func aChangeCostsTheSameWithManyLinesAsWithFew() {
        let small = Self.copiedWhileKeepingEveryVersion(4_096)
        let large = Self.copiedWhileKeepingEveryVersion(8_192)
        // O(log n) per change: twice the changes, one more level at most.
        #expect(large <= 2 * small + small / 2, "\(small) entries copied → \(large)")
        // An array copied every line it held at each change: 3 × n²/2 for 4,096 lines is 25 million.
        #expect(small < 4_096 * 300, "\(small)")
    }
}

/// SplitMix64, for tests that need the same random stream on every machine.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
