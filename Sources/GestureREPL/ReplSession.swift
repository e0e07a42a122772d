#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GestureAnalysis
import GestureEngine
import class GestureLab.Scene
import GestureLanguage
import GesturePictures
import enum GestureScript.GestureLabVersion
import struct GestureScript.SessionOptions
import GestureSupport
import GestureTranscript
import TouchTracker

/// The interactive loop: reads lines, runs statements in one scene (the library's `Scene`), handles `:` commands,
/// and prints transcripts and diagnostics. It never stops on an error; only `:quit` or end of input end it. At a terminal the
/// exit status is 0; reading a script that is not a terminal (piped, redirected) it is `run`'s: 1 when an `expect`
/// failed, 2 after any error, and diagnostics name the input's real lines (`<stdin>:4:1: error: …`).
public final class ReplSession {
    public static let prompt = "gesture> "
    public static let continuationPrompt = "    ...> "

    let reader: LineReader
    /// The scene every line runs in, from the start (or `:reset`) on. What the REPL reads and does of it beyond the
    /// library's public API (the stream of each line, the accepted statements, the engine to read, `:reset`,
    /// `:expand`, `:scene`) are the package doors of GestureLab's Scene+Package.swift.
    public let scene: Scene
    var write: (String) -> Void
    var style: Style
    /// Start (and `:reset`) with `use touchtracker`.
    let startsWithTouchTracker: Bool
    /// Whether the `:` commands that write files (``fileWritingCommands``) run. A person at a terminal names the files
    /// they write; a script on standard input is text someone else may have written (`gesturelab < untrusted.gesture`),
    /// so it writes files only when `--allow-writes` says so.
    public let allowsFileWrites: Bool
    /// Lines of a statement still being typed (an open `repeat {`, a last `&`).
    var pending = StatementInProgress()
    var lineNumber = 0
    /// The input line on which the statement in `pending` began (line numbers of piped scripts).
    var pendingFirstLine = 1
    /// The worst outcome so far, as `run` would report it: errors (parse, runtime, a `:` command that failed)
    /// outrank failed expectations.
    public internal(set) var status = ExitStatus.ok
    public internal(set) var didQuit = false
    /// What `:timeline`, `:canvas` and `:picture` draw: everything the session reported since the last `:reset`.
    public internal(set) var pictures = PictureRecorder(fileName: "<repl>")
    /// What `:why` and `:timeline` read: the scene's gestures, from the output of every line (`GestureLog`).
    var whyLog = GestureLog()
    /// The `param` lines typed (or loaded) since the start or `:reset`.
    var parameters = ReplParameters()
    /// The terminal's width and height in columns and rows, for the pictures (tests fix them).
    public var terminalSize: () -> (columns: Int, rows: Int) = { (TerminalSize.columns(), TerminalSize.rows()) }
    /// The width transcripts, notes, `error:` lines and `:why` answers wrap at: the terminal's columns when the output
    /// is a terminal, nil (no wrapping) when it is piped or captured (tests set it).
    public var answerWidth: () -> Int? = { isatty(1) != 0 ? TerminalSize.columns() : nil }
    /// The characters `:timeline`, `:canvas` and `:sweep`'s map are drawn with: ASCII when the locale is not UTF-8 or
    /// `TERM=dumb` (tests set it).
    public var pictureCharset = PictureCharset.fromEnvironment()

    /// `isInterrupted` replaces Ctrl-C (tests); by default a SIGINT while a statement runs stops it.
    /// `allowsFileWrites`: whether `:save`, `:bugreport`, `:picture` and `:sweep --svg` may write files; by default only
    /// when the reader is interactive (a terminal), else only with `--allow-writes`.
    public init(reader: LineReader, startsWithTouchTracker: Bool, style: Style, options: SessionOptions = SessionOptions(),
                allowsFileWrites: Bool? = nil, isInterrupted: (@Sendable () -> Bool)? = nil, write: @escaping (String) -> Void) {
        self.reader = reader
        self.startsWithTouchTracker = startsWithTouchTracker
        self.allowsFileWrites = allowsFileWrites ?? reader.isInteractive
        self.style = style
        self.write = write
        var options = options
        options.isInterrupted = isInterrupted ?? { Interrupt.isPending }
        // The pictures (`pictures`) follow the pending timers from the stream.
        options.tracesTimers = true
        scene = Scene(options: options)
        reader.completer = { [weak self] text in self?.completions(for: text) ?? [] }
        tellSceneToWhyLog()
    }

    /// Starts `whyLog` afresh on the session's scene as it is, before any line ran in it (at the start, after
    /// `:reset`): an empty run tells the scene, and prints nothing.
    func tellSceneToWhyLog() {
        whyLog = GestureLog()
        scene.run([], in: SourceFile(name: "<repl>", text: "")) { [self] in whyLog.read($0) }
    }

    /// Runs until end of input or `:quit`. Returns the exit status: 0 at a terminal, else `status`'s code.
    public func run() -> Int32 {
        if reader.isInteractive {
            // Wrapped as the rest (the second line is 81 columns: it broke mid-word in an 80-column terminal).
            writeWrapped(style.bold("GestureLab \(GestureLabVersion.string)") + " — UIKit's gesture recognizers on a virtual clock.\n")
            writeWrapped("Type statements (down 1 at 100,100), :help for commands, :quit or Ctrl-D to leave.\n")
        }
        if startsWithTouchTracker { execute("use touchtracker", echo: false) }
        while !didQuit {
            let prompt = pending.isEmpty ? Self.prompt : Self.continuationPrompt
            switch reader.readLine(prompt: prompt) {
            case .endOfInput:
                if reader.isInteractive { write("\n") }
                if !pending.isEmpty { flushPendingAsIs() }
                didQuit = true
            case .interrupted:
                // The line reader already echoed ^C and a newline.
                pending.removeAll()
            case .line(let line):
                lineNumber += 1
                if let plain = reader as? StandardInputReader, plain.lastLineWasInvalid || plain.lastLineWasTruncated {
                    let what = plain.lastLineWasTruncated ? "is longer than 4 MiB" : "is not valid UTF-8 or contains a NUL byte"
                    writeError(" <stdin>:\(plain.lineNumber): the line \(what); it was not run\n")
                    continue
                }
                handle(line)
            }
        }
        reader.saveHistory()
        return reader.isInteractive ? 0 : status.rawValue
    }

    /// Writes `error:` and `text`, and remembers that an error happened. `text` is shown with control characters
    /// escaped (``VisibleText``; its own line breaks kept): it echoes what was typed, file names and errors.
    func writeError(_ text: String) {
        let shown = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
            .map { VisibleText.escape(String($0)) }.joined(separator: "\n")
        writeWrapped(style.red("error:") + shown)
        status = max(status, .scriptError)
    }

    /// Writes `text` wrapped at the terminal's width (``answerWidth``), or as it is when the output is not a terminal.
    func writeWrapped(_ text: String) {
        write(answerWidth().map { ParagraphWrap.lines(text, width: $0) } ?? text)
    }

    /// Handles one typed line.
    public func handle(_ line: String) {
        let trimmed = line.trimmingSpaces
        if pending.isEmpty, trimmed.hasPrefix(":") {
            if !trimmed.isEmpty { reader.addToHistory(line) }
            command(trimmed)
            return
        }
        if !trimmed.isEmpty { reader.addToHistory(line) }
        if pending.isEmpty { pendingFirstLine = max(lineNumber, 1) }
        if pending.add(line, declared: parameters.declared) { return }
        let text = pending.text
        pending.removeAll()
        execute(text, echo: !reader.isInteractive, firstLine: pendingFirstLine)
    }

    private func flushPendingAsIs() {
        let text = pending.text
        pending.removeAll()
        execute(text, echo: false, firstLine: pendingFirstLine)
    }

    /// Parses and runs `text`, which began on input line `firstLine`; errors are drawn under the typed line.
    func execute(_ text: String, echo: Bool, firstLine: Int = 1) {
        let name = reader.isInteractive ? "<repl>" : "<stdin>"
        let file = SourceFile(name: name, text: text, firstLine: reader.isInteractive ? 1 : firstLine)
        let (script, diagnostics) = parameters.parse(file)
        let errors = diagnostics.filter(\.isError)
        if !errors.isEmpty {
            for d in errors { write(renderDiagnostic(d, in: file) + "\n") }
            status = max(status, .scriptError)
            return
        }
        let statements: [Statement]
        do {
            statements = try ReplParameters.bindFirstValues(script)
        } catch {
            write(renderDiagnostic(error, in: file) + "\n")
            status = max(status, .scriptError)
            return
        }
        parameters.remember(script)
        var printer = TranscriptPrinter(formatter: TranscriptFormatter(style: style, showsStatements: echo, fileName: name),
                                        width: answerWidth())
        Interrupt.begin()
        defer { Interrupt.end() }
        // An `expect` that ran and did not fail says so once the next statement starts (or the input ends).
        var holding: String?
        func confirm() {
            if let text = holding { write(style.green("  ✓ " + text) + "\n") }
            holding = nil
        }
        scene.run(statements, in: file) { [self] output in
            pictures.consume(output)
            whyLog.read(output)
            switch output {
            case .statement(_, let text):
                write(printer.flush())
                confirm()
                let first = TranscriptFormatter.firstLineOf(text)
                if first.hasPrefix("expect ") { holding = VisibleText.escape(first) }
                if echo { write(style.bold(Self.prompt + VisibleText.escape(first)) + "\n") }
            case .error(let d) where d.id == "interrupted":
                write(printer.finish())
                holding = nil
                reportInterruption(d)
            case .error(let d):
                write(printer.finish())
                holding = nil
                write(renderDiagnostic(d, in: file) + "\n")
                status = max(status, .scriptError)
            case .expectationFailure:
                holding = nil
                status = max(status, .expectationFailed)
                write(printer.render(output))
            case .note where holding != nil:
                // A note on an expectation that holds (`expect tap state possible` after tap fired and reset): after its ✓.
                write(printer.flush())
                confirm()
                write(printer.render(output))
            default:
                write(printer.render(output))
            }
        }
        write(printer.finish())
        confirm()
        if !echo || reader.isInteractive { write(style.dim("  \(scene.env.now)") + "\n") }
    }

    /// Ctrl-C stopped a statement: no caret (the statement was fine; the user stopped it), and the fingers it left
    /// down, which the next statements would otherwise trip over.
    func reportInterruption(_ d: Diagnostic) {
        // At a terminal the ^C echo ends the last line of output; the message starts a line of its own.
        if reader.isInteractive { write("\n") }
        write(style.yellow("interrupted:") + " Ctrl-C stopped the statement at \(scene.env.now); the scene keeps the state it had reached\n")
        let down = scene.env.fingersDown
        if !down.isEmpty {
            let list = down.map(String.init).joined(separator: ", ")
            let verb = down.count == 1 ? "is" : "are"
            write("  finger\(down.count == 1 ? "" : "s") \(list) \(verb) still down: 'up all' lifts \(down.count == 1 ? "it" : "them"), 'cancel all' cancels \(down.count == 1 ? "it" : "them")\n")
        }
        status = max(status, .scriptError)
    }

    func renderDiagnostic(_ d: Diagnostic, in file: SourceFile) -> String {
        if reader.isInteractive {
            return DiagnosticRenderer.renderForREPL(d, in: file, promptWidth: Self.prompt.count, color: style.enabled)
        }
        return DiagnosticRenderer.render(d, in: file, color: style.enabled)
    }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\r" { s.removeLast() }
        return String(s)
    }
}

extension TranscriptFormatter {
    public static func firstLineOf(_ text: String) -> String {
        String(text.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
    }
}
