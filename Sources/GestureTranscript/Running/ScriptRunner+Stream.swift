import GestureLanguage
import GestureScript

extension ScriptRunner {
    /// Runs a parsed script in a session of its own and hands every output to `sink`: for the readers that work on
    /// the output stream alone (`explain`'s `GestureLog`, bug reports), which neither hold nor see the session. The
    /// commands give those readers the library's run instead (`ScriptRun.stream`, a run as `gesturelab run` makes it).
    @discardableResult
    public static func stream(_ script: Script, options: SessionOptions, sink: @escaping (SessionOutput) -> Void) -> RunResult {
        ScriptExecution(options: options).run(script, sink: sink)
    }
}
