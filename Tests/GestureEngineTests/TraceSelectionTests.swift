import Testing
@testable import GestureEngine

/// `TraceSelection.isEmpty` keeps whether any recognizer's transitions are selected rather than searching for one:
/// it must still say exactly whether anything is selected, and the environment's trace flags, worked out from it
/// whenever a trace switch is set, must follow.
struct TraceSelectionTests {
    /// Recognizer indices selected, whether the console is, and whether the selection is empty.
    static let cases: [(transitions: [Int], console: Bool, isEmpty: Bool)] = [
        ([], false, true),
        ([], true, false),
        ([0], false, false),
        ([3], false, false),
        ([5, 2], true, false),
        ([-1], false, true),
    ]

    @Test(arguments: cases.indices)
    func isEmptyExactlyWhenNothingIsSelected(_ n: Int) {
        let c = Self.cases[n]
        var selection = TraceSelection()
        selection.consoleLines = c.console
        for index in c.transitions { selection.traceTransitions(of: RecognizerID(index: index)) }
        #expect(selection.isEmpty == c.isEmpty)
        for index in 0..<8 { #expect(selection.tracesTransitions(of: index) == c.transitions.contains(index)) }

        // The environment traces something while untraced exactly when something is selected, however the switches
        // are set around it.
        let env = GestureEnvironment()
        env.isTracing = false
        env.traceSelection = selection
        #expect(env.tracesAnything == !c.isEmpty)
        env.tracesOutcomes = true
        env.tracesOutcomes = false
        #expect(env.tracesAnything == !c.isEmpty)
        env.isTracing = true
        #expect(env.tracesAnything)
        env.isTracing = false
        #expect(env.tracesAnything == !c.isEmpty)
    }
}
