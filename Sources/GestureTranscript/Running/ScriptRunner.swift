import GestureEngine
import GestureLanguage
import GestureScript
import GestureSupport

/// The documented exit codes (docs/limits.md, exit codes; 5 for `test` with no tests, as pytest).
public enum ExitStatus: Int32, Sendable, Comparable {
    case ok = 0
    case expectationFailed = 1
    case scriptError = 2
    case noTests = 5
    case usage = 64

    public static func < (a: ExitStatus, b: ExitStatus) -> Bool { a.rank < b.rank }
    /// Worse statuses win when combining several files: a script error outranks a failed expectation.
    private var rank: Int {
        switch self {
        case .ok: 0
        case .expectationFailed: 1
        case .noTests: 2
        case .scriptError: 3
        case .usage: 4
        }
    }
}

/// What running one script produced.
public struct ScriptOutcome: Sendable {
    public init(status: ExitStatus, expectationsChecked: Int, expectationFailures: Int, diagnostics: String, firstError: String?,
                failureLines: [String], events: Int, expectations: [ExpectationResult] = [], errorLocation: SourceLocation? = nil,
                goldenDiagnostics: String? = nil) {
        self.status = status
        self.expectationsChecked = expectationsChecked
        self.expectationFailures = expectationFailures
        self.diagnostics = diagnostics
        self.firstError = firstError
        self.failureLines = failureLines
        self.events = events
        self.expectations = expectations
        self.errorLocation = errorLocation
        self.goldenDiagnostics = goldenDiagnostics
    }

    public var status: ExitStatus
    public var expectationsChecked: Int
    public var expectationFailures: Int
    /// Rendered diagnostics (syntax and runtime errors), for standard error.
    public var diagnostics: String
    /// The first error's one-line summary (`FILE:LINE:COL: error: …`), for test listings.
    public var firstError: String?
    /// One-line summaries of failed expectations: the first `maximumFailureLines`, then one line that counts the rest
    /// (`… and N more failed expectations`), so what a run keeps does not grow with it (the transcript shows them all).
    public var failureLines: [String]
    /// How many failed expectations' summaries an outcome keeps.
    public static let maximumFailureLines = 100
    public var events: Int
    /// Every `expect` statement of the script with how it fared (none when the script did not parse).
    public var expectations: [ExpectationResult]
    /// Where the first error is (the syntax error, or the runtime error that stopped the run).
    public var errorLocation: SourceLocation?
    /// ``diagnostics`` as a golden transcript shows them, without line numbers (`FILE: error: …`); nil unless the run
    /// was asked for a transcript without line numbers.
    public var goldenDiagnostics: String?
}

/// How `ScriptRunner` writes what a script did.
public enum OutputFormat: String, Sendable, CaseIterable {
    /// The transcript (`TranscriptFormatter`).
    case text
    /// JSON lines (`TraceJSON`, `docs/trace-schema.md`): a header, one object per event, statement, model, failed
    /// expectation and diagnostic, and an `end` object.
    case jsonl
}

/// Runs a script file end to end: decode, parse (all syntax errors reported, nothing run if any), run, report.
public enum ScriptRunner {
    /// - Parameters:
    ///   - write: receives transcript text as it is produced (nothing when `transcript` is false except failures).
    ///   - transcript: print the full transcript; false for `--quiet` (only expectation failures).
    ///   - format: text (the transcript) or JSON lines; diagnostics are also returned as text either way.
    ///   - isScript: whether the file read is named *.gesture (for a link, the file it leads to), so its syntax
    ///     errors may quote it; nil: `name` decides (``DiagnosticRenderer/renderSyntaxErrors(_:in:color:isScript:lineNumbers:)``).
    ///   - parsed: `bytes` as the caller parsed them already (its file under any name: `name` is the one messages use).
    ///   - listsExpectations: fill ``ScriptOutcome/expectations`` (the reports that give each `expect` a case of
    ///     its own need it; a listing does not).
    ///   - width: the terminal's columns when the transcript goes to one: its lines wrap there (``TranscriptPrinter``);
    ///     nil prints them whole.
    ///   - lineNumbers: false for a golden transcript: statement headers and failures without the script's line
    ///     numbers (``TranscriptFormatter/lineNumbers``), and ``ScriptOutcome/goldenDiagnostics`` rendered without
    ///     them too (``ScriptOutcome/diagnostics`` keep them, for the listing).
    public static func run(name: String, bytes: [UInt8], isScript: Bool? = nil, options: SessionOptions = SessionOptions(), style: Style = .plain,
                           diagnosticStyle: Bool = false, transcript: Bool = true, format: OutputFormat = .text,
                           width: Int? = nil, lineNumbers: Bool = true, parsed: (script: Script, diagnostics: [Diagnostic])? = nil,
                           listsExpectations: Bool = true,
                           observe: ((SessionOutput, ScriptExecution) -> Void)? = nil,
                           write: @escaping (String) -> Void) -> ScriptOutcome {
        run(name: name, bytes: bytes, isScript: isScript, options: options, style: style, diagnosticStyle: diagnosticStyle,
            transcript: transcript, format: format, width: width, lineNumbers: lineNumbers, parsed: parsed,
            listsExpectations: listsExpectations, observe: observe, observesTimers: true, writer: .text(write))
    }

    /// `run(…write:)`, handing the output on as UTF-8 bytes, in chunks of about ``chunkSize`` bytes (standard output's
    /// buffered writer takes them as they are): no `String` is made of it. (A name of its own: a trailing closure
    /// would not tell the two apart.)
    public static func runWritingBytes(name: String, bytes: [UInt8], isScript: Bool? = nil, options: SessionOptions = SessionOptions(), style: Style = .plain,
                           diagnosticStyle: Bool = false, transcript: Bool = true, format: OutputFormat = .text,
                           width: Int? = nil, lineNumbers: Bool = true, parsed: (script: Script, diagnostics: [Diagnostic])? = nil,
                           listsExpectations: Bool = true,
                           observe: ((SessionOutput, ScriptExecution) -> Void)? = nil,
                           writeBytes: @escaping ([UInt8]) -> Void) -> ScriptOutcome {
        run(name: name, bytes: bytes, isScript: isScript, options: options, style: style, diagnosticStyle: diagnosticStyle,
            transcript: transcript, format: format, width: width, lineNumbers: lineNumbers, parsed: parsed,
            listsExpectations: listsExpectations, observe: observe, observesTimers: true, writer: .bytes(writeBytes))
    }

    /// `runWritingBytes` with each chunk handed on where it was written, for the writer to read before the next
    /// (`gesturelab run`, `bench output`): made into a `[UInt8]`, every byte of the output was copied once more.
    /// `observesTimers`: an observer sees the pending timers (the pictures follow them); false leaves that to
    /// `options.tracesTimers` (an analysis that reads none).
    package static func runWritingSpans(name: String, bytes: [UInt8], isScript: Bool? = nil, options: SessionOptions = SessionOptions(),
                                        style: Style = .plain, diagnosticStyle: Bool = false, transcript: Bool = true,
                                        format: OutputFormat = .text, width: Int? = nil, lineNumbers: Bool = true,
                                        parsed: (script: Script, diagnostics: [Diagnostic])? = nil, listsExpectations: Bool = true,
                                        observe: ((SessionOutput, ScriptExecution) -> Void)? = nil, observesTimers: Bool = true,
                                        writeSpan: @escaping (Span<UInt8>) -> Void) -> ScriptOutcome {
        run(name: name, bytes: bytes, isScript: isScript, options: options, style: style, diagnosticStyle: diagnosticStyle,
            transcript: transcript, format: format, width: width, lineNumbers: lineNumbers, parsed: parsed,
            listsExpectations: listsExpectations, observe: observe, observesTimers: observesTimers, writer: .span(writeSpan))
    }

    /// How much output `runWritingBytes` collects before handing it on, in bytes.
    public static let chunkSize = 64 * 1024

    /// Where a run's output goes: a `String` for each output that printed something, or bytes in chunks (copied
    /// into an array, or read in place).
    private enum Writer {
        case text((String) -> Void)
        case bytes(([UInt8]) -> Void)
        case span((Span<UInt8>) -> Void)
    }

    private static func run(name: String, bytes: [UInt8], isScript: Bool?, options: SessionOptions, style: Style,
                            diagnosticStyle: Bool, transcript: Bool, format: OutputFormat,
                            width: Int?, lineNumbers: Bool, parsed: (script: Script, diagnostics: [Diagnostic])?,
                            listsExpectations: Bool, observe: ((SessionOutput, ScriptExecution) -> Void)?, observesTimers: Bool,
                            writer: Writer) -> ScriptOutcome {
        // Every output is rendered into `pending`; `hand()` passes it on (at once for `.text`, by the chunk for
        // `.bytes`).
        var pending = TextBytes(capacity: 1024)
        func hand() {
            guard !pending.isEmpty else { return }
            switch writer {
            case .text(let write): write(pending.string)
            case .bytes(let write): write(pending.bytes)
            case .span(let write): pending.withSpan(write)
            }
            pending.removeAll()
        }
        func handIfDue() {
            if case .text = writer {} else if pending.count < chunkSize { return }
            hand()
        }
        func write(_ text: String) {
            pending.append(text)
            handIfDue()
        }
        let file = parsed.map { $0.script.file.named(name) } ?? SourceFile(name: name, bytes: bytes)
        var (script, diagnostics) = parsed ?? Parser.parse(file)
        script.file = file
        // A script with parameters runs with each parameter's first value (`gesturelab sweep` runs them all).
        if !script.parameters.isEmpty, !diagnostics.contains(where: \.isError) {
            do {
                script = try ParameterBinder.bindingFirstValues(script)
            } catch {
                diagnostics.append(error)
            }
        }
        let errors = diagnostics.filter(\.isError)
        var json = format == .jsonl ? TraceJSON(fileName: name) : nil
        if let json { write(json.header()) }
        if !errors.isEmpty || file.encodingProblem != nil {
            let named = isScript ?? name.hasSuffix(".gesture")
            let text = DiagnosticRenderer.renderSyntaxErrors(diagnostics, in: file, color: diagnosticStyle, isScript: named)
            let golden = lineNumbers ? nil
                : DiagnosticRenderer.renderSyntaxErrors(diagnostics, in: file, color: diagnosticStyle, isScript: named, lineNumbers: false)
            if let json {
                // A file not named *.gesture gets no diagnostic lines: they would quote its content.
                if named { write(diagnostics.map { json.diagnostic($0, in: file, time: .start) }.joined()) }
                write(json.end(status: .scriptError, time: .start, expectationsChecked: 0, expectationFailures: 0, events: 0))
            }
            hand()
            return ScriptOutcome(status: .scriptError, expectationsChecked: 0, expectationFailures: 0, diagnostics: text,
                                 firstError: named ? errors.first.map { summary($0, file) } : text, failureLines: [], events: 0,
                                 errorLocation: errors.first.map { file.location(of: $0.range.start) }, goldenDiagnostics: golden)
        }
        var opts = options
        // An observer (the pictures) needs the output stream even when no transcript is printed.
        opts.producesTranscript = transcript || observe != nil
        // The pictures follow the pending timers from the stream (transcripts and JSON lines leave them out).
        if observe != nil, observesTimers { opts.tracesTimers = true }
        // Only the transcript reads the stream: summarized repeat iterations need only what their summaries count.
        opts.readerSummarizesIterations = transcript && format == .text && observe == nil
        let execution = ScriptExecution(options: opts)
        var printer = TranscriptPrinter(formatter: TranscriptFormatter(style: style, showsStatements: true, fileName: name,
                                                                       lineNumbers: lineNumbers), width: width)
        var failures: [String] = []
        var failed: [ExpectationFailure] = []
        var failedPerStatement: [Int: Int] = [:]
        var runtimeError: Diagnostic?
        func render(_ output: SessionOutput) {
            if json != nil {
                json!.write(output, into: &pending)
            } else if width != nil {
                // Lines wrapped for a terminal (the printer's `width`): each output's text is wrapped on its own.
                pending.append(printer.render(output))
            } else {
                printer.write(output, into: &pending)
            }
            handIfDue()
        }
        // Each output is rendered at once, while the session's names are current, and handed on.
        let result = execution.run(script) { output in
            observe?(output, execution)
            switch output {
            case .expectationFailure(let f):
                // Both lists are bounded, so a run that fails in a loop keeps no more than a script's worth of them:
                // the listing's summaries in all, the reports' failures per statement (each still shows it failed).
                if listsExpectations, failedPerStatement[f.range.start, default: 0] < ScriptOutcome.maximumFailureLines {
                    failedPerStatement[f.range.start, default: 0] += 1
                    failed.append(f)
                }
                if failures.count < ScriptOutcome.maximumFailureLines {
                    failures.append("\(visible: name):\(f.line): expectation failed: expected \(visible: f.expected), got \(visible: f.actual)")
                }
                render(output)
            case .error(let d):
                runtimeError = d
            default:
                guard transcript else { return }
                // Most outputs complete no text (scene events, the clock, a step still open, a summarized repeat
                // iteration): nothing is handed on for them.
                render(output)
            }
        }
        if json == nil, transcript { write(printer.finish()) }
        if result.expectationFailures > failures.count {
            failures.append("… and \(result.expectationFailures - failures.count) more failed expectations")
        }
        func rendered(lineNumbers: Bool) -> String {
            var text = DiagnosticRenderer.render(diagnostics.filter { !$0.isError }, in: file, color: diagnosticStyle, lineNumbers: lineNumbers)
            if let e = runtimeError { text += DiagnosticRenderer.render(e, in: file, color: diagnosticStyle, lineNumbers: lineNumbers) }
            return text
        }
        let text = rendered(lineNumbers: true)
        let status: ExitStatus = runtimeError != nil ? .scriptError : (result.expectationFailures > 0 ? .expectationFailed : .ok)
        if let json {
            let all = diagnostics + (runtimeError.map { [$0] } ?? [])
            write(all.map { json.diagnostic($0, in: file, time: execution.now) }.joined())
            write(json.end(status: status, time: execution.now, expectationsChecked: result.expectationsChecked,
                           expectationFailures: result.expectationFailures, events: execution.eventsDispatched))
        }
        hand()
        return ScriptOutcome(status: status, expectationsChecked: result.expectationsChecked,
                             expectationFailures: result.expectationFailures, diagnostics: text,
                             firstError: runtimeError.map { summary($0, file) }, failureLines: failures, events: execution.eventsDispatched,
                             expectations: listsExpectations
                                ? ExpectationResult.results(of: script, checked: execution.checkedExpectations, failures: failed,
                                                           errorAt: runtimeError?.range.start) : [],
                             errorLocation: runtimeError.map { file.location(of: $0.range.start) },
                             goldenDiagnostics: lineNumbers ? nil : rendered(lineNumbers: false))
    }

    /// `FILE:LINE:COL: error: message` on one line (control characters escaped: ``VisibleText``).
    static func summary(_ d: Diagnostic, _ file: SourceFile) -> String {
        let loc = file.location(of: d.range.start)
        return "\(visible: file.name):\(loc.line):\(loc.column): \(d.severity.rawValue): \(visible: d.message)"
    }
}
