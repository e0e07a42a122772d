internal import GestureAnalysis
internal import GestureLanguage
internal import GestureScript
internal import GestureSupport

/// A script run once per combination of its parameters' values (`param`), as `gesturelab sweep` runs one file: the
/// script is parsed and its scene declared once, the scene is copied after its declarations and setup, and every
/// combination (a cell of the sweep's map) runs from that copy with only the statements that use a parameter bound
/// to its values. So a sweep of thousands of cells costs little more than the cells' own statements.
///
/// ```swift
/// let sweep = ScriptSweep(source: """
///     param dt from 100ms to 400ms step 100ms
///     recognizer doubleTap = tap numberOfTapsRequired = 2
///     tap at 10,10
///     wait $dt
///     tap at 10,10
///     expect doubleTap actions 1
///     """, name: "double-tap.gesture")
/// let result = try sweep.run()
/// #expect(result.cells.count == 4)
/// #expect(result.cells.filter { $0.status == .passed }.map { $0.bindings[0].text } == ["100ms", "200ms"])
/// ```
///
/// Which combinations run is chosen as `gesturelab sweep`'s options choose it: all of them, a ``sample`` picked with
/// a ``seed``, or one ``shard`` of them, refused beyond ``maxRuns``. A failed `expect` does not stop the sweep: it
/// fails its cell (``Cell/status``). A syntax error, a script without parameters, too many runs, and a runtime error
/// in any cell (which stops the sweep there) are thrown.
public struct ScriptSweep {
    /// The name diagnostics give the script (`FILE` in `FILE:LINE:COLUMN`).
    public var name: String
    /// The script's bytes: UTF-8 text in the GestureLab language, with at least one `param` declaration. Bytes that
    /// are not UTF-8 are a syntax error.
    public var source: [UInt8]
    /// Whether syntax errors may quote the source's lines (as ``ScriptRun/quotesSource``); initially whether
    /// ``name`` ends in `.gesture`.
    public var quotesSource: Bool
    /// Run this many combinations picked at random (`--sample N`) instead of all; nil, at first, runs all. At least 1.
    public var sample: Int?
    /// What picks the ``sample`` (`--seed S`): the same seed picks the same combinations on every machine; 0 at first.
    public var seed: UInt64 = 0
    /// Run only this share of the combinations (`--shard K/N`); nil, at first, runs them all.
    public var shard: Shard?
    /// The most runs the sweep may make (`--max-runs`); a sweep of more is refused before any runs. 1,000,000 at
    /// first.
    public var maxRuns = 1_000_000

    /// The options every cell's session runs with (``maxEvents`` is one of them).
    var options = SessionOptions()
    /// The source as the caller parsed it already.
    var parsed: Script?

    /// A sweep of `source`, named `name`.
    public init(source: String, name: String = "sweep.gesture") {
        self.init(bytes: Array(source.utf8), name: name)
    }

    /// A sweep of a file's bytes, named `name` (the file's path, as messages should show it).
    public init(bytes: [UInt8], name: String) {
        self.name = name
        source = bytes
        quotesSource = name.hasSuffix(".gesture")
    }

    /// The input events (touch phases) after which a cell stops with an error, against a runaway `repeat`;
    /// 20,000,000 at first (docs/limits.md). At least 1.
    public var maxEvents: Int {
        get { options.maxEvents }
        set { options.maxEvents = max(1, newValue) }
    }

    /// One share of a sweep's combinations (`--shard K/N`): the `index`-th of `count` shares takes every
    /// `count`-th combination starting at the `index`-th, so the shares together run every combination once.
    public struct Shard: Hashable, Sendable {
        /// Which share, from 1 to ``count``.
        public var index: Int
        /// How many shares the combinations are split into, at least 1.
        public var count: Int

        /// Share `index` of `count` (1-based); nil unless `1 <= index <= count`.
        public init?(_ index: Int, of count: Int) {
            guard count >= 1, index >= 1, index <= count else { return nil }
            self.index = index
            self.count = count
        }
    }

    /// Runs the sweep's combinations in order, each from the copy of the scene.
    ///
    /// - Returns: the cells that ran, in the order of the combinations (the last parameter changing fastest), and
    ///   their counts.
    /// - Throws: ``GestureLabError`` for a syntax error, a script that declares no parameter, more runs than
    ///   ``maxRuns`` (or combinations than a sweep can number), or a runtime error, in the scene's declarations or
    ///   in a cell, which stops the sweep there (a note names the cell's values).
    public func run() throws(GestureLabError) -> Result {
        let script = try checkedScript()
        let plan = SweepPlan(script.parameters)
        let part = shard.map { (k: $0.index, n: $0.count) }
        if let refusal = plan.refusal(sample: sample.map { max(1, $0) }, shard: part, maxRuns: maxRuns) {
            throw GestureLabError(callError: Self.message(refusal, maxRuns: maxRuns), id: "sweep-too-large", file: name)
        }
        let indices = plan.runs(sample: sample.map { max(1, $0) }, seed: seed, shard: part)
        do {
            var prepared = self
            prepared.parsed = script
            let cells = try prepared.prepare().cells(indices)
            return Result(plan: plan, cells: cells)
        } catch let failure as SweepFailure {
            throw GestureLabError(failure, in: script.file)
        } catch {
            // The sweep throws only SweepFailure.
            throw GestureLabError(callError: "\(error)", id: "sweep", file: name)
        }
    }

    /// The source parsed, without syntax errors, with at least one parameter.
    private func checkedScript() throws(GestureLabError) -> Script {
        let file = SourceFile(name: name, bytes: source)
        let (script, diagnostics) = parsed.map { ($0, []) } ?? Parser.parse(file)
        if diagnostics.contains(where: \.isError) || file.encodingProblem != nil {
            var error = GestureLabError(diagnostics.filter(\.isError), in: file)
            error.rendered = DiagnosticRenderer.renderSyntaxErrors(diagnostics, in: file, isScript: quotesSource)
            throw error
        }
        guard !script.parameters.isEmpty else {
            throw GestureLabError(callError: "'\(name)' declares no parameters; add one such as 'param dt from 0ms to 600ms step 10ms' "
                                  + "and use it as $dt", id: "no-parameters", file: name)
        }
        return script
    }

    /// Why `gesturelab sweep` refuses to start, in its words.
    static func message(_ refusal: SweepPlan.RunsRefusal, maxRuns: Int) -> String {
        switch refusal {
        case .tooManyCombinations:
            SweepPlan.tooManyCombinations
        case .tooManyRuns(let count):
            "this sweep would make \(count) runs, more than --max-runs \(maxRuns); "
                + "use larger steps, fewer values, --sample N, --shard K/N, or raise --max-runs"
        case .sampleTooLarge(let sample):
            "--sample \(sample) is more than --max-runs \(maxRuns): every shard draws the whole sample before it takes its share; "
                + "take a smaller sample, or raise --max-runs"
        }
    }
}

extension GestureLabError {
    /// An error about the call rather than a statement: line and column 0, rendered `FILE: error: MESSAGE`.
    init(callError message: String, id: String, file: String) {
        let d = Diagnostic(file: file, line: 0, column: 0, severity: .error, id: id, message: message)
        self.init(diagnostics: [d], rendered: d.description)
    }

    /// The error that stopped a sweep, and a note on where: as `gesturelab sweep` prints them (no color).
    init(_ failure: SweepFailure, in file: SourceFile) {
        self.init([failure.diagnostic], in: file)
        let note = failure.combination.isEmpty ? "the sweep stopped while setting up the scene"
            : "the sweep stopped at the first failing combination: \(failure.combination)"
        diagnostics.append(Diagnostic(file: file.name, line: 0, column: 0, severity: .note, id: "sweep-stopped", message: note))
        rendered += "\nnote: " + VisibleText.escape(note)
    }
}
