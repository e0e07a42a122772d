import GestureEngine
import GestureLanguage

/// A script run in a session of its own that only this value holds: how the runners above the interpreter (the
/// transcript's `ScriptRunner`, `explain`, bug reports, the fuzz harness) run a script, so that none of them names or
/// keeps a `Session` and each reads what it needs from the output stream and from the few facts below.
public final class ScriptExecution {
    /// Internal, not private: tests that compare what the stream tells with what the engine holds reach it through
    /// `@testable import GestureScript`.
    let session: Session

    /// A fresh session with `options` (nothing declared, the clock at zero).
    public init(options: SessionOptions) {
        session = Session(options: options)
    }

    /// Runs a parsed script from the start and hands every output to `sink`, in order, before returning. Stops at
    /// the first runtime error, which the result carries.
    @discardableResult
    public func run(_ script: Script, sink: @escaping (SessionOutput) -> Void) -> RunResult {
        session.run(script, sink: sink)
    }

    /// The virtual time the run has reached.
    public var now: VirtualTime { session.env.now }

    /// Input events dispatched so far (the `--max-events` count).
    public var eventsDispatched: Int { session.eventsDispatched }

    /// The source offsets of the `expect` statements that ran (checked, whether they passed or not).
    public var checkedExpectations: Set<Int> { session.checkedExpectations }

    /// The names `set NAME VALUE` accepts (the fuzz harness's dictionary, the REPL's completion).
    public static var settingNames: [String] { Session.settingNames }
}
