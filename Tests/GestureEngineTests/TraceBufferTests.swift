import Testing
@testable import GestureEngine

/// The trace's memory: a reader that reads `trace` in place and clears it leaves the engine its buffer, and the events
/// that name one finger or one recognizer share their one-element lists (`TraceLists`), with the same contents as
/// lists of their own.
@Suite struct TraceBufferTests {
    /// Two single taps on a tap recognizer: each one's calls have one finger, and the recognizer resets alone.
    static func taps() -> Scene {
        var s = Scene()
        s.add("tap", .tap)
        s.at(0, .down(finger: 1, at: p(100, 100)))
        s.at(50, .up(finger: 1))
        s.at(1000, .down(finger: 2, at: p(100, 100)))
        s.at(1050, .up(finger: 2))
        return s
    }

    @Test func clearingTheTraceKeepsItsMemory() {
        let s = Self.taps()
        let capacity = s.env.trace.capacity
        #expect(!s.env.trace.isEmpty)
        s.env.clearTrace()
        #expect(s.env.trace.isEmpty)
        #expect(s.env.trace.capacity == capacity)
        // The next event is traced into the same buffer.
        let buffer = s.env.trace.withUnsafeBufferPointer { $0.baseAddress }
        s.at(2000, .down(finger: 1, at: p(100, 100)))
        #expect(!s.env.trace.isEmpty)
        #expect(s.env.trace.withUnsafeBufferPointer { $0.baseAddress } == buffer)
    }

    @Test func aClearedTraceLeavesACopyAsItWas() {
        let s = Self.taps()
        let copy = s.env.trace
        s.env.clearTrace()
        #expect(!copy.isEmpty)
        #expect(copy == Self.taps().env.trace)
    }

    @Test func oneFingerAndOneRecognizerListsAreShared() {
        let trace = Self.taps().env.trace
        var fingerLists: [Int: [[Int]]] = [:]
        var resets: [[RecognizerID]] = []
        for e in trace {
            switch e {
            case .viewCall(_, _, _, let fingers, _): fingerLists[fingers[0], default: []].append(fingers)
            case .reset(_, let ids): resets.append(ids)
            default: break
            }
        }
        func address<T>(_ a: [T]) -> UnsafePointer<T>? { a.withUnsafeBufferPointer { $0.baseAddress } }
        #expect(fingerLists[1]?.count == 2 && fingerLists[2]?.count == 2, "\(trace)")
        for (finger, lists) in fingerLists {
            #expect(lists.allSatisfy { $0 == [finger] })
            #expect(Set(lists.map { address($0) }).count == 1, "finger \(finger)'s calls share one list")
        }
        #expect(resets.count == 2 && resets.allSatisfy { $0 == [RecognizerID(index: 0)] }, "\(resets)")
        #expect(address(resets[0]) == address(resets[1]))
    }

    /// A `log` action's line is made once per recognizer and state; an environment a scene is copied into (a sweep
    /// restores its scene into the one the last run used) logs the copied recognizers' names, not its old ones.
    @Test func aCopiedSceneLogsItsOwnNames() throws {
        func tap(_ env: GestureEnvironment, at ms: Int64) throws {
            env.advance(to: VirtualTime(microseconds: ms * 1000))
            try env.dispatch([.down(finger: 1, at: p(100, 100))])
            env.advance(to: VirtualTime(microseconds: (ms + 50) * 1000))
            try env.dispatch([.up(finger: 1)])
        }
        func lines(_ env: GestureEnvironment) -> [String] {
            env.trace.compactMap { if case .log(_, let line) = $0 { line } else { nil } }
        }
        let used = GestureEnvironment()
        _ = used.addRecognizer(name: "first", kind: .tap, view: .window)
        try tap(used, at: 0)
        #expect(lines(used).contains { $0.hasPrefix("first ") }, "\(used.trace)")
        let scene = GestureEnvironment()
        _ = scene.addRecognizer(name: "second", kind: .tap, view: .window)
        scene.copy(into: used)
        try tap(used, at: 0)
        #expect(!lines(used).isEmpty)
        #expect(lines(used).allSatisfy { $0.hasPrefix("second ") }, "\(lines(used))")
    }
}
