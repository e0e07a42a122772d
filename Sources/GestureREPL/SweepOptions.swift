import ArgumentParser
import GestureAnalysis

/// The options of a sweep, parsed by ArgumentParser for `gesturelab sweep` (an `@OptionGroup` of its command) and for
/// the REPL's `:sweep` alike: `[FILE] [--format text|csv|jsonl] [--refine STEP]… [--sample N] [--seed S]
/// [--max-runs N] [--svg OUT.svg] [--subdivide K]` (`--opt VALUE` or `--opt=VALUE`). `--shard` and `--merge` spread a sweep over CI
/// machines and belong to the command alone.
///
/// It lives here, in the lowest target both can import: the REPL cannot import the commands target (which imports
/// the REPL).
public struct SweepOptions: ParsableArguments {
    public enum Format: String, ExpressibleByArgument, CaseIterable, Sendable { case text, csv, jsonl }

    @Argument(help: "The .gesture script with 'param' declarations (with --merge: optional, the shards carry it).")
    public var file: String?

    @Option(help: "Output: text (outcomes, boundaries, map), csv or jsonl (one record per run).")
    public var format: Format = .text

    @Option(help: ArgumentHelp("Refine boundaries to this step: a duration (1ms) or a number (0.1, at most 9 decimals); may be given twice.",
                               valueName: "step"))
    public var refine: [String] = []

    @Option(help: "Run this many combinations picked at random (with --seed) instead of all.")
    public var sample: Int?

    @Option(help: "The seed of --sample (default 0).")
    public var seed: UInt64?

    @Option(help: "Refuse a sweep of more runs than this, before running any (a --merge: more runs in all; with --shard: a larger --sample).")
    public var maxRuns: Int = SweepPlan.defaultMaxRuns

    @Option(help: ArgumentHelp("Also draw the outcome map (one or two parameters) as an SVG picture.", valueName: "map.svg"))
    public var svg: String?

    @Option(help: ArgumentHelp("After the grid, split each cell where outcomes meet into K parts along each parameter and run them (2 to 10; off unless given).",
                               valueName: "K"))
    public var subdivide: String?

    public init() {}

    /// The option names, for completion and the REPL's messages; the test `SweepOptionTableTests` checks them against
    /// the options ArgumentParser knows.
    public static let names = ["--format", "--max-runs", "--refine", "--sample", "--seed", "--subdivide", "--svg"]

    /// The options only `gesturelab sweep` has.
    public static let commandLineOnly = ["--shard", "--merge"]

    /// An example of each option with a value, for messages.
    public static func example(_ name: String) -> String {
        switch name {
        case "--format": "--format csv"
        case "--refine": "--refine 1ms"
        case "--sample": "--sample 100"
        case "--seed": "--seed 7"
        case "--max-runs": "--max-runs 2000000"
        case "--subdivide": "--subdivide 4"
        default: "--svg map.svg"
        }
    }

    public func validate() throws {
        if let sample, sample < 1 { throw ValidationError("--sample must be at least 1 (got \(sample))") }
        if maxRuns < 1 { throw ValidationError("--max-runs must be at least 1 (got \(maxRuns))") }
        if svg?.isEmpty == true { throw ValidationError("--svg needs a file name, such as map.svg") }
        for text in refine { if let problem = SweepRefinement.problem(text) { throw ValidationError(problem) } }
        if let subdivide, let problem = SweepSubdivision.problem(subdivide) { throw ValidationError(problem) }
    }

    /// `--subdivide K` read (checked by ``validate()``); nil when not given.
    public var subdivisionFactor: Int? { subdivide.flatMap { Int($0) } }

    /// The `--refine` steps read (each was checked by ``validate()``).
    public var refinement: SweepRefinement {
        var out = SweepRefinement()
        for text in refine { _ = out.read(text) }
        return out
    }
}
