/// A `LineReader` for tests: returns queued inputs in order, then `.endOfInput` forever, and records what the
/// REPL asked of it.
public final class ScriptedLineReader: LineReader {
    /// Every line passed to `addToHistory`, in order (recorded whatever `isInteractive` says).
    public private(set) var history: [String] = []
    /// Every prompt passed to `readLine`, in order (including the calls that returned `.endOfInput`).
    public private(set) var prompts: [String] = []
    /// How many times `saveHistory()` was called.
    public private(set) var saveCount = 0

    /// Stored so tests can check what the REPL installs; never called by this reader.
    public var completer: ((_ textBeforeCursor: String) -> [String])?
    /// As given at init (false by default); true lets tests exercise the REPL's terminal-only paths.
    public let isInteractive: Bool

    private var pending: ArraySlice<LineInput>

    /// Returns `lines` as `.line` inputs, then `.endOfInput`.
    public convenience init(lines: [String], isInteractive: Bool = false) {
        self.init(inputs: lines.map(LineInput.line), isInteractive: isInteractive)
    }

    /// Returns `inputs` as given (so a test can script `.interrupted`), then `.endOfInput`.
    public init(inputs: [LineInput], isInteractive: Bool = false) {
        pending = inputs[...]
        self.isInteractive = isInteractive
    }

    /// The inputs not yet returned.
    public var remaining: [LineInput] { Array(pending) }

    public func readLine(prompt: String) -> LineInput {
        prompts.append(prompt)
        return pending.popFirst() ?? .endOfInput
    }

    public func addToHistory(_ line: String) {
        history.append(line)
    }

    public func saveHistory() {
        saveCount += 1
    }
}
