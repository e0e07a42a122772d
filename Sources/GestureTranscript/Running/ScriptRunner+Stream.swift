import GestureLanguage
import GestureScript

extension ScriptRunner {
    /// Runs a parsed script in a session of its own and hands every output to `sink`: for the readers that work on
    /// the output stream alone (`explain`'s `GestureLog`), which neither hold nor see the session.
    @discardableResult
    public static func stream(_ script: Script, options: SessionOptions, sink: @escaping (SessionOutput) -> Void) -> RunResult {
        Session(options: options).run(script, sink: sink)
    }
}
