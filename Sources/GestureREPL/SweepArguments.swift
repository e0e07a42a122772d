import GestureScript

/// `:sweep`'s arguments, spelled as `gesturelab sweep` spells them: `[FILE] [--refine STEP]… [--sample N --seed S]
/// [--max-runs N] [--format text|csv|jsonl] [--svg OUT.svg] [--subdivide K]` (`--opt VALUE` or `--opt=VALUE`). `--shard` and
/// `--merge` spread a sweep over CI machines and belong to the command line.
struct SweepArguments {
    enum Format: String, CaseIterable { case text, csv, jsonl }

    /// The script to sweep; nil: the session's own statements.
    var file: String?
    var format = Format.text
    var refine = SweepRefinement()
    var sample: Int?
    var seed: UInt64 = 0
    var maxRuns = SweepPlan.defaultMaxRuns
    /// Also draw the outcome map as an SVG picture there.
    var svg: String?
    /// `--subdivide K`: split the cells where outcomes meet K ways and run them (nil: off).
    var subdivide: Int?

    /// The options, for completion and messages.
    static let options = ["--format", "--max-runs", "--refine", "--sample", "--seed", "--subdivide", "--svg"]

    /// Reads the text after `:sweep`; the message (for `error: …`) when it cannot.
    static func parse(_ text: String) -> Result<SweepArguments, SweepArgumentError> {
        var out = SweepArguments()
        var words = ArraySlice(split(text))
        while let word = words.popFirst() {
            guard word.hasPrefix("--") else {
                if let file = out.file {
                    return .failure(SweepArgumentError("':sweep' takes one FILE, not '\(file)' and '\(word)' (quote a name with spaces: \"my file.gesture\")"))
                }
                out.file = word
                continue
            }
            var name = word
            var value: String?
            if let eq = word.firstIndex(of: "=") {
                name = String(word[..<eq])
                value = String(word[word.index(after: eq)...])
            }
            guard options.contains(name) else {
                if name == "--shard" || name == "--merge" {
                    return .failure(SweepArgumentError("\(name) spreads a sweep over CI machines: use it on the command line, 'gesturelab sweep FILE \(name) …'"))
                }
                let suggestion = Suggest.closest(to: name, among: options).map { "; did you mean '\($0)'?" } ?? ""
                return .failure(SweepArgumentError("':sweep' has no option '\(name)'\(suggestion) (options: \(options.joined(separator: ", ")))"))
            }
            if value == nil { value = words.popFirst() }
            guard let value, !value.isEmpty else {
                return .failure(SweepArgumentError("\(name) needs a value, such as \(example(name))"))
            }
            if let problem = out.set(name, value) { return .failure(SweepArgumentError(problem)) }
        }
        return .success(out)
    }

    /// Sets option `name`; the problem with `value` when it cannot. The wording is `gesturelab sweep`'s.
    private mutating func set(_ name: String, _ value: String) -> String? {
        switch name {
        case "--format":
            guard let f = Format(rawValue: value) else { return "--format takes text, csv or jsonl (got '\(value)')" }
            format = f
        case "--refine":
            guard refine.read(value) else { return SweepRefinement.problem(value) }
        case "--sample":
            guard let n = Int(value), n >= 1 else { return "--sample must be at least 1 (got \(value))" }
            sample = n
        case "--seed":
            guard let s = UInt64(value) else { return "--seed takes a whole number from 0 to \(UInt64.max) (got \(value))" }
            seed = s
        case "--max-runs":
            guard let n = Int(value), n >= 1 else { return "--max-runs must be at least 1 (got \(value))" }
            maxRuns = n
        case "--subdivide":
            if let problem = SweepSubdivision.problem(value) { return problem }
            subdivide = Int(value)
        default:  // --svg
            svg = value
        }
        return nil
    }

    static func example(_ name: String) -> String {
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

    /// Words separated by spaces or tabs; `"…"` keeps spaces in one word.
    static func split(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        var quoted = false
        var started = false
        for c in text {
            if c == "\"" {
                quoted.toggle()
                started = true
            } else if !quoted, c == " " || c == "\t" {
                if started { words.append(word) }
                word = ""
                started = false
            } else {
                word.append(c)
                started = true
            }
        }
        if started { words.append(word) }
        return words
    }
}

struct SweepArgumentError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
