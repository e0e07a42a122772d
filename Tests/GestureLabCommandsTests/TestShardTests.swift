@testable import GestureAnalysis
import Testing
@testable import GestureLabCommands
import GestureScript

/// `gesturelab test --shard K/N`: the shards of a suite run every file once, split by path whatever order the files
/// were found in.
struct TestShardTests {
    static let suite = (1...23).map { "examples/\($0 % 4)/t\($0).gesture" }

    @Test func shardsPartitionTheSuite() {
        for n in 1...6 {
            let shards = (1...n).map { TestFiles.shard(Self.suite, k: $0, of: n) }
            #expect(shards.flatMap { $0 }.sorted() == Self.suite.sorted(), "\(n) shards: union is the suite")
            #expect(Set(shards.flatMap { $0 }).count == Self.suite.count, "\(n) shards: no file twice")
        }
    }

    @Test func shardsDependOnPathsNotOnOrder() {
        for k in 1...3 {
            #expect(TestFiles.shard(Self.suite, k: k, of: 3) == TestFiles.shard(Self.suite.reversed(), k: k, of: 3))
        }
    }

    @Test func shardArgumentIsChecked() {
        #expect(SweepPlan.parseShard("2/3")! == (2, 3))
        #expect(SweepPlan.parseShard("0/3") == nil)
        #expect(SweepPlan.parseShard("4/3") == nil)
        #expect(SweepPlan.parseShard("1/0") == nil)
        #expect(SweepPlan.parseShard("x") == nil)
    }
}
