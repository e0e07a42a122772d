/// `gesturelab explain FILE NAME`: runs a script, then explains why recognizer NAME did or did not fire in its last
/// gesture (`Explainer`).
public enum ScriptExplainer {
    public struct Outcome: Sendable {
        /// The explanation (standard output), empty when there is none.
        public var text: String
        /// Rendered diagnostics and messages (standard error).
        public var diagnostics: String
        public var status: ExitStatus
    }

    public static func run(name: String, bytes: [UInt8], recognizer: String, options: SessionOptions = SessionOptions(),
                           diagnosticStyle: Bool = false) -> Outcome {
        let file = SourceFile(name: name, bytes: bytes)
        let (script, diagnostics) = Parser.parse(file)
        if diagnostics.contains(where: \.isError) || file.encodingProblem != nil {
            let text = DiagnosticRenderer.render(diagnostics, in: file, color: diagnosticStyle)
            return Outcome(text: "", diagnostics: text, status: .scriptError)
        }
        var opts = options
        opts.producesTranscript = true  // the engine must trace for the explanation
        opts.keepsFullHistory = true
        let session = Session(options: opts)
        var runtimeError: Diagnostic?
        session.run(script) { output in
            if case .error(let d) = output { runtimeError = d }
        }
        var messages = ""
        if let e = runtimeError {
            messages += DiagnosticRenderer.render(e, in: file, color: diagnosticStyle)
            messages += "\nnote: the script stopped at this error; what follows explains the gesture up to there\n"
        }
        switch Explainer.explain(recognizer, in: session) {
        case .success(let explanation):
            return Outcome(text: explanation.render(), diagnostics: messages, status: runtimeError == nil ? .ok : .scriptError)
        case .failure(let f):
            return Outcome(text: "", diagnostics: messages + "gesturelab: error: \(visible: f.message)\n",
                           status: runtimeError == nil ? .usage : .scriptError)
        }
    }
}
