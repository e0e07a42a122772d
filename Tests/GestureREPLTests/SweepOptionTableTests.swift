import ArgumentParser
@testable import GestureAnalysis
import Testing
@testable import GestureREPL
import GestureScript

/// `:sweep`'s options are `gesturelab sweep`'s (``SweepOptions``, parsed by ArgumentParser): every documented form
/// reads as the command reads it, every mistake gets a message and a fresh prompt, and the option table the REPL
/// completes and names in messages is the one ArgumentParser knows.
@Suite("REPL :sweep options")
struct SweepOptionTableTests {
    struct Read: Equatable, CustomStringConvertible {
        var file: String?
        var format = SweepOptions.Format.text
        var refine: [String] = []
        var sample: Int?
        var seed: UInt64?
        var maxRuns = SweepPlan.defaultMaxRuns
        var svg: String?
        var subdivide: Int?

        init(file: String? = nil, format: SweepOptions.Format = .text, refine: [String] = [], sample: Int? = nil,
             seed: UInt64? = nil, maxRuns: Int = SweepPlan.defaultMaxRuns, svg: String? = nil, subdivide: Int? = nil) {
            (self.file, self.format, self.refine, self.sample, self.seed, self.maxRuns, self.svg) = (file, format, refine, sample, seed, maxRuns, svg)
            self.subdivide = subdivide
        }

        init(_ o: SweepOptions) {
            self.init(file: o.file, format: o.format, refine: o.refine, sample: o.sample, seed: o.seed, maxRuns: o.maxRuns, svg: o.svg,
                      subdivide: o.subdivisionFactor)
        }

        var description: String {
            "\(file ?? "-") \(format) \(refine) \(sample.map(String.init) ?? "-") \(seed.map(String.init) ?? "-") \(maxRuns) \(svg ?? "-") "
                + "\(subdivide.map(String.init) ?? "-")"
        }
    }

    /// Every form grammar/README.md, docs/teaching.md and `:help sweep` show, and the spellings ArgumentParser adds.
    @Test(arguments: [
        ("", Read()),
        ("--refine 0.5ms", Read(refine: ["0.5ms"])),
        ("--refine 0.1", Read(refine: ["0.1"])),
        ("--refine 1ms --refine 0.1", Read(refine: ["1ms", "0.1"])),
        ("examples/sweeps/long-press-vs-pan.gesture", Read(file: "examples/sweeps/long-press-vs-pan.gesture")),
        ("x.gesture --refine 5ms", Read(file: "x.gesture", refine: ["5ms"])),
        ("--refine 5ms x.gesture", Read(file: "x.gesture", refine: ["5ms"])),
        ("--format csv --sample 5 --seed 1", Read(format: .csv, sample: 5, seed: 1)),
        ("--format=jsonl --sample 2", Read(format: .jsonl, sample: 2)),
        ("--max-runs 60 --sample 60 --format csv", Read(format: .csv, sample: 60, maxRuns: 60)),
        ("--svg map.svg", Read(svg: "map.svg")),
        ("--svg=map.svg\t--format text", Read(svg: "map.svg")),
        ("\"my file.gesture\" --svg \"a map.svg\"", Read(file: "my file.gesture", svg: "a map.svg")),
        ("-- --odd.gesture", Read(file: "--odd.gesture")),
        ("--subdivide 4", Read(subdivide: 4)),
        ("x.gesture --subdivide=3 --svg map.svg", Read(file: "x.gesture", svg: "map.svg", subdivide: 3)),
    ])
    func documentedForms(text: String, read: Read) throws {
        let options = try SweepOptions.parse(repl: text).get()
        #expect(Read(options) == read)
    }

    @Test(arguments: [
        ("--refin 1ms", "':sweep' has no option '--refin'; did you mean '--refine'? (options: --format, --max-runs, --refine, --sample, --seed, --subdivide, --svg)"),
        ("--help", "':sweep' has no option '--help' (options: --format, --max-runs, --refine, --sample, --seed, --subdivide, --svg)"),
        ("--shard 1/3", "--shard spreads a sweep over CI machines: use it on the command line, 'gesturelab sweep FILE --shard …'"),
        ("--merge=a.jsonl", "--merge spreads a sweep over CI machines: use it on the command line, 'gesturelab sweep FILE --merge …'"),
        ("--refine", "--refine needs a value, such as --refine 1ms"),
        ("--refine --sample 3", "--refine needs a value, such as --refine 1ms"),
        ("--svg=", "--svg needs a value, such as --svg map.svg"),
        // From here on the words are ArgumentParser's and the options' validate(), as `gesturelab sweep` prints them.
        ("--sample 0", "--sample must be at least 1 (got 0)"),
        ("--max-runs 0", "--max-runs must be at least 1 (got 0)"),
        ("--refine 0", "--refine takes a duration such as 1ms or a number such as 0.1, more than zero (got '0')"),
        ("--subdivide 1", "--subdivide takes how many parts to split each cell where outcomes meet into, along each parameter: a whole number from 2 to \(SweepSubdivision.maximumFactor) (got '1')"),
        ("--subdivide", "--subdivide needs a value, such as --subdivide 4"),
        ("--format xml", "The value 'xml' is invalid for '--format <format>'. Please provide one of 'text', 'csv' or 'jsonl'."),
        ("--sample many", "The value 'many' is invalid for '--sample <sample>'"),
        // A negative number reads as an option to ArgumentParser, on the command line too.
        ("--seed -1", "Missing value for '--seed <seed>'"),
        ("-x", "Unknown option '-x'"),
        ("a.gesture b.gesture", "':sweep' takes one FILE, not 'a.gesture' and 'b.gesture' (quote a name with spaces: \"my file.gesture\")"),
        ("a.gesture -- --b.gesture", "':sweep' takes one FILE, not 'a.gesture' and '--b.gesture' (quote a name with spaces: \"my file.gesture\")"),
    ])
    func mistakes(text: String, message: String) {
        switch SweepOptions.parse(repl: text) {
        case .success(let o): Issue.record("'\(text)' was read as \(Read(o))")
        case .failure(let e): #expect(e.message == message)
        }
    }

    /// The names the REPL completes and lists are exactly the options ArgumentParser reads.
    @Test func theOptionTableIsArgumentParsers() throws {
        let help = SweepOptions.helpMessage(columns: 1000)
        // The options' own lines (`  --format <format>   Output: …`), not the names the help text mentions.
        let seen = help.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ")
            guard let first = words.first, first.hasPrefix("--") else { return nil }
            return first == "--help" ? nil : String(first)
        }
        #expect(seen.sorted() == SweepOptions.names)
        for name in SweepOptions.names {
            let example = SweepOptions.example(name)
            #expect(example.hasPrefix(name + " "))
            #expect((try? SweepOptions.parse(repl: example).get()) != nil, "\(example)")
        }
        #expect(SweepOptions.Format.allCases.map(\.rawValue) == ["text", "csv", "jsonl"])
    }
}
