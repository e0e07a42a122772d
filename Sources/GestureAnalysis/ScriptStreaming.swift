import GestureLanguage
import GestureScript
import GestureTranscript

/// How `explain` and bug reports have a script run: from its first statement, in a fresh scene with `options`, every
/// output handed to `sink` in order before it returns. The script comes parsed without errors and with its
/// parameters bound to their first values (``ParameterBinder/bindingFirstValues(_:)``).
///
/// The analysis reads nothing of a run but that stream, so the caller chooses what runs it: `gesturelab explain`,
/// `gesturelab report` and the REPL's `:bugreport` run it through the GestureLab library (`ScriptRun.stream`, a
/// `ScriptRun` as `gesturelab run` makes one: docs/library.md); the analysis's tests through the interpreter's own
/// runner (``ScriptStream/interpreter(_:options:sink:)``), which the library's run is built on.
public typealias ScriptStreaming = (_ script: Script, _ options: SessionOptions, _ sink: @escaping (SessionOutput) -> Void) -> Void

/// The runners the analysis is handed.
public enum ScriptStream {
    /// Runs `script` in a session of its own (``ScriptRunner/stream(_:options:sink:)``).
    public static func interpreter(_ script: Script, options: SessionOptions, sink: @escaping (SessionOutput) -> Void) {
        ScriptRunner.stream(script, options: options, sink: sink)
    }
}
