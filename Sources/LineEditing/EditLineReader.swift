import CLibEdit
import GestureREPL

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The interactive line reader: libedit with emacs key bindings, history, Tab completion and Ctrl-C handling.
///
/// Contract:
/// - Create it only for a terminal session; `init` returns nil when standard input or output is not a terminal
///   (use `StandardInputReader` then) or libedit cannot start.
/// - Keys: Enter returns the line; Ctrl-C discards the line, echoes `^C` and a newline, and `readLine`
///   returns `.interrupted`; Ctrl-D on an empty line echoes `^D` and a newline and returns `.endOfInput`;
///   Tab completes with `completer`; the arrow keys walk the history. `~/.editrc` (or `$EDITRC`) is read
///   before the Tab and Ctrl-C bindings, so it may change any other key, or switch to vi mode.
/// - While `readLine` runs, the terminal's interrupt character is disabled so Ctrl-C arrives as a key and
///   never raises SIGINT; outside `readLine` the terminal behaves normally (Ctrl-C raises SIGINT).
/// - History: loaded from `historyPath` at init (parent directories created, mode 0700), at most 1000 entries,
///   consecutive duplicates dropped; written by `saveHistory()` and by deinit (deinit does not run if the
///   process calls `exit`, so call `saveHistory()` before exiting). A nil path keeps history in memory only.
/// - One reader at a time: libedit's signal handling keeps a single global "current editor".
public final class EditLineReader: LineReader {
    /// Maximum number of history entries kept (and saved).
    public static let historySize: Int32 = 1000

    /// The standard history location for `environment`; see `HistoryPath.defaultPath(environment:)`.
    public static func defaultHistoryPath(environment: [String: String]) -> String? {
        HistoryPath.defaultPath(environment: environment)
    }

    /// Tab completion: receives the text before the cursor and returns candidate whole words.
    public var completer: ((_ textBeforeCursor: String) -> [String])?

    /// Always true: this reader exists only on a terminal.
    public var isInteractive: Bool { true }

    /// The history file, or nil when history is not persisted.
    public let historyPath: String?

    let editLine: OpaquePointer
    private let history: OpaquePointer
    let prompt = PromptBuffer()
    /// Set by the Ctrl-C key function, read and cleared by `readLine` (same thread, inside `el_gets`).
    var interruptRequested = false
    private var historyIsDirty = false

    /// Opens libedit on the standard streams under `programName` (the name `~/.editrc` lines may be prefixed
    /// with) and loads the history from `historyPath`.
    public init?(historyPath: String?, programName: String = "gesturelab") {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return nil }
        TerminalLocale.adoptUTF8CharacterType()
        guard let editLine = clibedit_init_stdio(programName) else { return nil }
        guard let history = history_init() else {
            el_end(editLine)
            return nil
        }
        self.editLine = editLine
        self.history = history
        self.historyPath = historyPath
        configureHistory()
        configureEditor()
    }

    deinit {
        saveHistory()
        el_end(editLine)  // restores the terminal
        history_end(history)
    }

    /// Shows `prompt` and edits one line. See the type's contract for Ctrl-C and Ctrl-D.
    /// Invalid UTF-8 cannot normally occur (libedit decodes keystrokes); if it does, it is replaced by U+FFFD.
    public func readLine(prompt promptText: String) -> LineInput {
        prompt.set(promptText)
        interruptRequested = false
        var count: Int32 = 0
        let raw = el_gets(editLine, &count)
        let readError = errno
        if interruptRequested {
            interruptRequested = false
            clibedit_write_output(editLine, "^C\n")
            return .interrupted
        }
        guard let raw, count > 0 else {
            // A signal (e.g. SIGINT sent by `kill` while a handler is installed) interrupts the read.
            if count < 0 && readError == EINTR {
                clibedit_write_output(editLine, "\n")
                return .interrupted
            }
            clibedit_write_output(editLine, "\n")  // after libedit's "^D"
            return .endOfInput
        }
        // `raw` points into libedit's conversion buffer; copy it before any other libedit call.
        var line = String(cString: raw)
        if line.hasSuffix("\n") { line.removeLast() }
        return .line(line)
    }

    /// Enters `line` in the history unless it is blank. Does not write the file (see `saveHistory()`).
    public func addToHistory(_ line: String) {
        guard line.contains(where: { !$0.isWhitespace }) else { return }
        if clibedit_history_enter(history, line) >= 0 { historyIsDirty = true }
    }

    /// Writes the history file if lines were added since it was loaded or last saved. Failures are ignored:
    /// losing history must not disturb the session.
    public func saveHistory() {
        guard historyIsDirty, let historyPath else { return }
        HistoryDirectory.createParent(of: historyPath)
        if clibedit_history_save(history, historyPath) >= 0 { historyIsDirty = false }
    }

    private func configureHistory() {
        clibedit_history_set_size(history, Self.historySize)
        clibedit_history_set_unique(history, 1)
        if let historyPath {
            HistoryDirectory.createParent(of: historyPath)
            clibedit_history_load(history, historyPath)  // -1 when the file does not exist yet: fine
        }
    }

    private func configureEditor() {
        clibedit_set_client_data(editLine, Unmanaged.passUnretained(self).toOpaque())
        clibedit_set_prompt(editLine, EditLineCallbacks.prompt, PromptBuffer.invisibleDelimiter)
        clibedit_set_editor(editLine, "emacs")
        // libedit restores the terminal on fatal signals and follows window resizes while reading.
        clibedit_set_signal_handling(editLine, 1)
        clibedit_set_history(editLine, history)
        _ = el_source(editLine, nil)  // the user's ~/.editrc first; our essential bindings win
        EditLineCallbacks.install(on: editLine)
        // While editing, ^C must reach the key map instead of raising SIGINT, so the edit-mode terminal
        // settings get no interrupt character. "intr=" clears it in the settings now; "-intr" makes libedit
        // clear it again whenever it rebuilds them from the terminal's (which it does on every read).
        // ISIG stays on, so Ctrl-Z and Ctrl-\ keep their usual meaning.
        clibedit_set_edit_mode_tty(editLine, "intr=")
        clibedit_set_edit_mode_tty(editLine, "-intr")
    }
}
