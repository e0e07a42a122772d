import Testing
@testable import GestureREPL
import GestureScript

/// Issue 23 item 11: in the REPL the event limit covers the whole session, as the statement limit does: neither
/// `use touchtracker` nor `:reset` gives a piped script a new budget.
@Suite("REPL event limit")
struct ReplEventLimitTests {
    @Test(arguments: ["use touchtracker", ":reset", ":reset empty"])
    func aNewSceneIsNoNewBudget(newScene: String) {
        var options = SessionOptions()
        options.maxEvents = 5
        var out = ""
        let lines = ["tap at 10,10", "tap at 10,10", newScene, "tap at 10,10", "down 1 at 10,10", "up 1"]
        let repl = ReplSession(reader: ScriptedLineReader(lines: lines), startsWithTouchTracker: true, style: .plain,
                               options: options) { out += $0 }
        _ = repl.run()
        #expect(out.contains("<stdin>:4:1: error: this shorthand would dispatch 2 events, more than the 1 left of the event limit of 5"),
                "\(out)")
        #expect(out.contains("<stdin>:6:1: error: event limit reached: the script dispatched 5 events"), "\(out)")
        #expect(repl.scene.eventsDispatched == 5)
        #expect(repl.status == .scriptError)
    }
}
