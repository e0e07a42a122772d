package import GestureLanguage
package import GestureScript
package import GestureTranscript

// What the command line sets and reads of a run beyond the public API: package access, so other packages never see
// it and docs/library.md promises nothing about it. The public properties and `run(writing:)` do the rest.
extension ScriptRun {
    /// The session's options in full (the benchmarks' statement limit); ``traceLevel`` and ``maxEvents`` are parts
    /// of them.
    package var sessionOptions: SessionOptions {
        get { options }
        set { options = newValue }
    }

    /// Sees every output of the session, in order, whatever ``writesTranscript`` says (`run`'s pictures). With an
    /// observer the session also reports its pending timers, which the transcript and JSON lines leave out.
    package var observe: ((SessionOutput) -> Void)? {
        get { observer }
        set { observer = newValue }
    }

    /// The source as the caller parsed it already (`test` parses each file to see whether it sweeps); its file's
    /// name is replaced by ``name``.
    package var parsedSource: (script: Script, diagnostics: [Diagnostic])? {
        get { parsed }
        set { parsed = newValue }
    }

    /// Whether the outcome lists every `expect` statement with how it fared (``ScriptOutcome/expectations``): the
    /// reports that give each its own case need it; true at first.
    package var listingExpectations: Bool {
        get { listsExpectations }
        set { listsExpectations = newValue }
    }

    /// False writes statement headers and failures without line numbers, as golden transcripts are, and renders
    /// ``ScriptOutcome/goldenDiagnostics`` without them too; true at first.
    package var numbersLines: Bool {
        get { lineNumbers }
        set { lineNumbers = newValue }
    }
}

extension ScriptRun {
    /// ``run(writing:)`` with each chunk handed to `output` where it was written, to be read (written out) before
    /// `output` returns: `gesturelab run` and `bench output`, whose writer takes the bytes as they are, so the
    /// output is not copied into an array on the way.
    package func run(writingSpans output: (Span<UInt8>) -> Void) -> Result {
        withoutActuallyEscaping(output) { output in
            let observe = observer.map { observe in { (o: SessionOutput, _: ScriptExecution) in observe(o) } }
            let outcome = ScriptRunner.runWritingSpans(name: name, bytes: source, isScript: quotesSource, options: options,
                                                       style: Style(enabled: transcriptColor), diagnosticStyle: diagnosticColor,
                                                       transcript: writesTranscript, format: format == .jsonl ? .jsonl : .text,
                                                       width: lineWidth, lineNumbers: lineNumbers, parsed: parsed,
                                                       listsExpectations: listsExpectations, observe: observe,
                                                       observesTimers: observerSeesTimers, writeSpan: output)
            return Result(outcome: outcome, name: name, output: "")
        }
    }

    /// Runs a parsed script (checked: no syntax errors) as a `ScriptRun` named by its file, writing nothing, and
    /// hands every output of the session to `sink`: how `explain`, `report` and the REPL's `:bugreport` have their
    /// analysis run a script (GestureAnalysis's `ScriptStreaming`), which reads nothing but that stream. The session
    /// traces what `options` ask for and no more: the pending timers only with `tracesTimers`, which the analysis
    /// does not read (`report --html`'s pictures do).
    package static func stream(_ script: Script, options: SessionOptions, sink: @escaping (SessionOutput) -> Void) {
        _ = runStreaming(script, options: options, sink: sink)
    }

    /// ``stream(_:options:sink:)``, telling how the run ended: `report` counts the expectations its pictures show.
    package static func runStreaming(_ script: Script, options: SessionOptions, sink: @escaping (SessionOutput) -> Void) -> Result {
        var run = ScriptRun(bytes: script.file.bytes, name: script.file.name)
        run.parsed = (script, [])
        run.options = options
        run.writesTranscript = false
        run.listsExpectations = false
        run.observer = sink
        run.observerSeesTimers = false
        return run.run(writing: { _ in })
    }
}

extension ScriptRun.Result {
    /// Everything the run reported (the test reports' listing, each expectation's result, the golden diagnostics).
    package var scriptOutcome: ScriptOutcome { outcome }
}
