/// What `LineReader.readLine` returns.
public enum LineInput: Equatable, Sendable {
    /// A line, without its terminator.
    case line(String)
    /// The user pressed Ctrl-C: the line being edited was discarded; the REPL shows a fresh prompt.
    case interrupted
    /// End of input (Ctrl-D on an empty line, or the end of a non-terminal standard input).
    case endOfInput
}

/// Source of interactive input. The libedit reader (`LineEditing.EditLineReader`), the plain standard-input
/// reader and the scripted reader used by tests conform. The REPL knows nothing of libedit.
public protocol LineReader: AnyObject {
    /// Shows `prompt` (when the reader is interactive) and returns the next line.
    func readLine(prompt: String) -> LineInput
    /// Records an accepted, non-empty line in the history (no-op for non-interactive readers).
    func addToHistory(_ line: String)
    /// Writes the history to its file, if the reader keeps one.
    func saveHistory()
    /// The completion function for Tab: given the text before the cursor, the candidates for the word being typed
    /// (whole words). Readers without completion ignore it.
    var completer: ((_ textBeforeCursor: String) -> [String])? { get set }
    /// True when the reader is attached to a terminal (colour, prompts and history apply).
    var isInteractive: Bool { get }
}
