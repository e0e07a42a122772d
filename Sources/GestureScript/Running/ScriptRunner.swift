import GestureEngine

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
                failureLines: [String], events: Int) {
        self.status = status
        self.expectationsChecked = expectationsChecked
        self.expectationFailures = expectationFailures
        self.diagnostics = diagnostics
        self.firstError = firstError
        self.failureLines = failureLines
        self.events = events
    }

    public var status: ExitStatus
    public var expectationsChecked: Int
    public var expectationFailures: Int
    /// Rendered diagnostics (syntax and runtime errors), for standard error.
    public var diagnostics: String
    /// The first error's one-line summary (`FILE:LINE:COL: error: …`), for test listings.
    public var firstError: String?
    /// One-line summaries of failed expectations.
    public var failureLines: [String]
    public var events: Int
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
    ///     errors may quote it; nil: `name` decides (``DiagnosticRenderer/renderSyntaxErrors(_:in:color:isScript:)``).
    public static func run(name: String, bytes: [UInt8], isScript: Bool? = nil, options: SessionOptions = SessionOptions(), style: Style = .plain,
                           diagnosticStyle: Bool = false, transcript: Bool = true, format: OutputFormat = .text,
                           observe: ((SessionOutput, Session) -> Void)? = nil,
                           write: @escaping (String) -> Void) -> ScriptOutcome {
        let file = SourceFile(name: name, bytes: bytes)
        var (script, diagnostics) = Parser.parse(file)
        // A script with parameters runs with each parameter's first value (`gesturelab sweep` runs them all).
        if !script.parameters.isEmpty, !diagnostics.contains(where: \.isError) {
            do {
                let binder = ParameterBinder(script)
                script.statements = try binder.bind(script.statements[...], combination: Array(repeating: 0, count: script.parameters.count))
            } catch let error as Diagnostic {
                diagnostics.append(error)
            } catch {
                // The binder throws only diagnostics.
            }
        }
        let errors = diagnostics.filter(\.isError)
        let json = format == .jsonl ? TraceJSON(fileName: name) : nil
        if let json { write(json.header()) }
        if !errors.isEmpty || file.encodingProblem != nil {
            let named = isScript ?? name.hasSuffix(".gesture")
            let text = DiagnosticRenderer.renderSyntaxErrors(diagnostics, in: file, color: diagnosticStyle, isScript: named)
            if let json {
                // A file not named *.gesture gets no diagnostic lines: they would quote its content.
                if named { write(diagnostics.map { json.diagnostic($0, in: file, time: .start) }.joined()) }
                write(json.end(status: .scriptError, time: .start, expectationsChecked: 0, expectationFailures: 0, events: 0))
            }
            return ScriptOutcome(status: .scriptError, expectationsChecked: 0, expectationFailures: 0, diagnostics: text,
                                 firstError: named ? errors.first.map { summary($0, file) } : text, failureLines: [], events: 0)
        }
        var opts = options
        // An observer (the pictures) needs the output stream even when no transcript is printed.
        opts.producesTranscript = transcript || observe != nil
        let session = Session(options: opts)
        var printer = TranscriptPrinter(formatter: TranscriptFormatter(style: style, showsStatements: true, fileName: name))
        var failures: [String] = []
        var runtimeError: Diagnostic?
        // Each output is rendered at once, while the session's names are current, and handed on.
        let result = session.run(script) { output in
            observe?(output, session)
            switch output {
            case .expectationFailure(let f):
                failures.append("\(visible: name):\(f.line): expectation failed: expected \(visible: f.expected), got \(visible: f.actual)")
                write(json?.render(output, session: session) ?? printer.render(output, session: session))
            case .error(let d):
                runtimeError = d
            default:
                if transcript { write(json?.render(output, session: session) ?? printer.render(output, session: session)) }
            }
        }
        if json == nil, transcript { write(printer.finish(session: session)) }
        var text = DiagnosticRenderer.render(diagnostics.filter { !$0.isError }, in: file, color: diagnosticStyle)
        if let e = runtimeError { text += DiagnosticRenderer.render(e, in: file, color: diagnosticStyle) }
        let status: ExitStatus = runtimeError != nil ? .scriptError : (result.expectationFailures > 0 ? .expectationFailed : .ok)
        if let json {
            let all = diagnostics + (runtimeError.map { [$0] } ?? [])
            write(all.map { json.diagnostic($0, in: file, time: session.env.now) }.joined())
            write(json.end(status: status, time: session.env.now, expectationsChecked: result.expectationsChecked,
                           expectationFailures: result.expectationFailures, events: session.env.eventCount))
        }
        return ScriptOutcome(status: status, expectationsChecked: result.expectationsChecked,
                             expectationFailures: result.expectationFailures, diagnostics: text,
                             firstError: runtimeError.map { summary($0, file) }, failureLines: failures, events: session.env.eventCount)
    }

    /// `FILE:LINE:COL: error: message` on one line (control characters escaped: ``VisibleText``).
    static func summary(_ d: Diagnostic, _ file: SourceFile) -> String {
        let loc = file.location(of: d.range.start)
        return "\(visible: file.name):\(loc.line):\(loc.column): \(d.severity.rawValue): \(visible: d.message)"
    }
}
