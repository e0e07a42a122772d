import GestureLanguage
import GestureScript
import GestureSupport
import GestureTranscript

/// `gesturelab explain FILE NAME [--at TIME]`: runs a script, then explains why recognizer NAME did or did not fire, or
/// why view NAME got its calls when it did, in its last gesture or the one in progress at TIME (`Explainer`).
public enum ScriptExplainer {
    public struct Outcome: Sendable {
        /// The explanation (standard output), empty when there is none.
        public var text: String
        /// Rendered diagnostics and messages (standard error), each line ended by a newline (empty when there are
        /// none), as the other commands write theirs.
        public var diagnostics: String
        public var status: ExitStatus
    }

    /// `recognizer` is what `:why` takes before `at` (NAME, `view NAME`, `VIEW.CALL`); `at` a time as `:why` takes it.
    /// `width`: wrap the answer at these columns (a terminal), nil for none. `running` runs the script; the answer
    /// is read from the outputs it hands on alone (``GestureLog``).
    public static func run(name: String, bytes: [UInt8], recognizer: String, at: String? = nil, options: SessionOptions = SessionOptions(),
                           diagnosticStyle: Bool = false, width: Int? = nil,
                           running: ScriptStreaming = ScriptStream.interpreter) -> Outcome {
        var query: WhyQuery
        switch WhyQuery.parse(recognizer) {
        case .success(let q) where q.time == nil: query = q
        case .success: return usage(.unexpectedWords("at"))
        case .failure(let f): return usage(f)
        }
        if let at {
            switch WhyQuery.parseTime(at) {
            case .success(let t): query.time = t
            case .failure(let f): return usage(f)
            }
        }
        let file = SourceFile(name: name, bytes: bytes)
        let (parsed, diagnostics) = Parser.parse(file)
        if diagnostics.contains(where: \.isError) || file.encodingProblem != nil {
            let text = DiagnosticRenderer.render(diagnostics, in: file, color: diagnosticStyle)
            return Outcome(text: "", diagnostics: text + "\n", status: .scriptError)
        }
        // Run as `gesturelab run` runs it: a parameter takes its first value, which a statement may refuse.
        let script: Script
        do {
            script = try ParameterBinder.bindingFirstValues(parsed)
        } catch {
            return Outcome(text: "", diagnostics: DiagnosticRenderer.render(error, in: file, color: diagnosticStyle) + "\n", status: .scriptError)
        }
        var opts = options
        opts.producesTranscript = true  // the engine must trace for the explanation
        opts.keepsFullHistory = true
        opts.tracesTimers = false  // the explanation reads no timer bookkeeping (`GestureRecorder` skips it)
        var log = GestureLog()
        var runtimeError: Diagnostic?
        running(script, opts) { output in
            if case .error(let d) = output { runtimeError = d }
            log.read(output)
        }
        var messages = ""
        if let e = runtimeError {
            messages += DiagnosticRenderer.render(e, in: file, color: diagnosticStyle)
            messages += "\nnote: the script stopped at this error; what follows explains the gesture up to there\n"
        }
        switch Explainer.explain(query, in: log) {
        case .success(let explanation):
            return Outcome(text: explanation.render(width: width), diagnostics: messages, status: runtimeError == nil ? .ok : .scriptError)
        case .failure(let f):
            return Outcome(text: "", diagnostics: messages + "gesturelab: error: \(visible: f.message)\n",
                           status: runtimeError == nil ? .usage : .scriptError)
        }
    }

    private static func usage(_ f: Explainer.Failure) -> Outcome {
        Outcome(text: "", diagnostics: "gesturelab: error: \(visible: f.message)\n", status: .usage)
    }
}
