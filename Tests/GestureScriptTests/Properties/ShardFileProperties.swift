@testable import GestureAnalysis
import Testing
@testable import GestureScript

/// A shard's file is input too (`gesturelab sweep --merge` reads whatever it is given): its header must come back
/// exactly as written for any script text, and a damaged line (cut short, a byte changed) must be refused or read as
/// some line, never trap or loop. Seeds as in ``PropertyTests`` (`GESTURELAB_PROPERTY_CASES`).
struct ShardFileProperties {
    /// Text with what a script may hold and what JSON must escape: ASCII, control characters, quotes, backslashes,
    /// line breaks and non-ASCII scalars (two-, three- and four-byte UTF-8).
    static func text(_ rng: inout SplitMix64) -> String {
        let pool: [Unicode.Scalar] = ["a", "z", "0", " ", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1f}", "\u{7f}",
                                      "é", "双", "—", "\u{2028}", "\u{1F600}", "$", "{", "}", "[", "]", ":", ","]
        var s = String.UnicodeScalarView()
        for _ in 0..<Int(rng.next() % 60) { s.append(pool[Int(rng.next() % UInt64(pool.count))]) }
        return String(s)
    }

    @Test func aHeaderComesBackAsWrittenForAnyScript() {
        for seed in PropertyTests.seeds(0x5A4D) {
            var rng = SplitMix64(seed: seed)
            let n = Int(rng.next() % 9) + 1
            let header = SweepShardHeader(script: Self.text(&rng), source: Self.text(&rng),
                                          shard: (Int(rng.next() % UInt64(n)) + 1, n),
                                          sample: rng.next() % 2 == 0 ? nil : Int(rng.next() % 1_000_000) + 1, seed: rng.next())
            let line = header.jsonLine
            #expect(!line.dropLast().contains("\n"), "seed \(seed): one line")
            #expect(SweepShardHeader.parse(line.dropLast()) == header, "seed \(seed): \(line)")
        }
    }

    @Test func aDamagedLineIsRefusedOrReadNeverTrapped() {
        let (script, _) = FrontEnd.parse("param dt from 0ms to 600ms step 10ms\nparam d in 0, 5.5, 20\n")
        let plan = SweepPlan(script.parameters)
        for seed in PropertyTests.seeds(0xDA3A) {
            var rng = SplitMix64(seed: seed)
            let index = SweepIndex(rng.next() % UInt64(plan.total ?? 1))
            let run = SweepRun(index: index, values: plan.values(index), actions: [.init(name: Self.text(&rng), count: 2)],
                               states: [.init(name: "tap", state: "ended")], expectationsChecked: 1,
                               failedExpectations: [7], model: rng.next() % 2 == 0 ? nil : Self.text(&rng))
            let header = SweepShardHeader(script: "a.gesture", source: Self.text(&rng), shard: (1, 2), sample: nil, seed: seed)
            for line in [SweepRecords.jsonLine(run, plan: plan), header.jsonLine] {
                var bytes = Array(line.utf8.dropLast())
                #expect(SweepRecords.parseLine(Substring(line.dropLast()), plan: plan) == (line.hasPrefix("{\"run\"") ? run : nil),
                        "seed \(seed): the undamaged line")
                switch rng.next() % 3 {
                case 0: bytes.removeLast(Int(rng.next() % UInt64(bytes.count)) + 1)
                case 1: bytes[Int(rng.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: rng.next())
                default: bytes.insert(UInt8(truncatingIfNeeded: rng.next()), at: Int(rng.next() % UInt64(bytes.count + 1)))
                }
                let damaged = Substring(String(decoding: bytes, as: UTF8.self))
                // Whatever a damaged line reads as, it reads as the same thing again, written back and read.
                if let header = SweepShardHeader.parse(damaged) {
                    #expect(SweepShardHeader.parse(header.jsonLine.dropLast()) == header, "seed \(seed)")
                }
                if let read = SweepRecords.parseLine(damaged, plan: plan) {
                    #expect(read.index >= 0 && read.index < plan.total ?? 0, "seed \(seed): a run of the plan")
                }
            }
        }
    }
}
