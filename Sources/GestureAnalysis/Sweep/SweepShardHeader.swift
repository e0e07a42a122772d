import GestureScript
import GestureTranscript

/// The first line of a shard's JSON lines: which sweep the runs below it belong to.
///
/// `gesturelab sweep FILE --shard K/N --format jsonl` writes it before its runs, so that
/// `gesturelab sweep --merge SHARD…` can rebuild the whole sweep from the shards' files alone (the boundaries are
/// refined by running the script again, so the script travels with its runs), and so that shards written from
/// different versions of a script, or with different `--sample`/`--seed`, are refused instead of mixed.
///
/// `{"sweep":"examples/a.gesture","shard":"1/3","sample":null,"seed":0,"source":"param dt from …\n…"}`
public struct SweepShardHeader: Equatable, Sendable {
    /// The script's name as the shard was given it (used in the merged output's title and diagnostics).
    public var script: String
    /// The script's text, byte for byte.
    public var source: String
    public var shard: (k: Int, n: Int)
    public var sample: Int?
    public var seed: UInt64

    public init(script: String, source: String, shard: (k: Int, n: Int), sample: Int?, seed: UInt64) {
        self.script = script
        self.source = source
        self.shard = shard
        self.sample = sample
        self.seed = seed
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.script == b.script && a.source == b.source && a.shard == b.shard && a.sample == b.sample && a.seed == b.seed
    }

    /// The header as one JSON line, with its newline.
    public var jsonLine: String {
        let value = JSONValue.object([
            ("sweep", .string(script)),
            ("shard", .string("\(shard.k)/\(shard.n)")),
            ("sample", sample.map { .integer(Int64($0)) } ?? .null),
            // A string: a seed above Int64.max must come back as the same UInt64.
            ("seed", .string(String(seed))),
            ("source", .string(source)),
        ])
        return value.encoded + "\n"
    }

    /// The header back from its line; nil when the line is not a header (a run, or anything else).
    public static func parse(_ line: Substring) -> SweepShardHeader? {
        var reader = JSONReader(line)
        guard case .object(let members)? = reader.value(), reader.atEnd else { return nil }
        func member(_ key: String) -> JSONValue? { members.first { $0.0 == key }?.1 }
        guard case .string(let script)? = member("sweep"), case .string(let shardText)? = member("shard"),
              case .string(let seedText)? = member("seed"), let seed = UInt64(seedText),
              case .string(let source)? = member("source") else { return nil }
        guard let (k, n) = SweepPlan.parseShard(shardText) else { return nil }
        let sample: Int?
        switch member("sample") {
        case .null?: sample = nil
        case .integer(let s)? where s >= 1 && s <= Int64(Int.max): sample = Int(s)
        default: return nil
        }
        return SweepShardHeader(script: script, source: source, shard: (k, n), sample: sample, seed: seed)
    }
}
