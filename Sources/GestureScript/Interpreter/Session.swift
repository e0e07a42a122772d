import GestureEngine
import TouchTracker

/// What a session reports while it runs, in order. The transcript formatter turns these into text; tests and the
/// JSON writer read them directly. The core never prints.
public enum SessionOutput {
    /// A statement starts executing (`line` is 1-based; `text` is its source).
    case statement(line: Int, text: String)
    /// Engine events produced by the statement so far.
    case trace([TraceEvent])
    /// An `expect` that did not hold; the script goes on.
    case expectationFailure(ExpectationFailure)
    /// The TouchTracker line model after the statement.
    case model(ModelSnapshot)
    /// An informational line (a scene was installed, repeat iterations were summarized).
    case note(String)
    /// What a `show` statement asked for (`ShowFormatter` renders it).
    case show(ShowReport)
    /// A runtime error; the run stops.
    case error(Diagnostic)
}

/// A failed expectation: where it is, what was expected and what happened.
public struct ExpectationFailure: Sendable {
    public var range: SourceRange
    public var line: Int
    public var expected: String
    public var actual: String
    /// Why it turned out that way, from the trace (the last transition's cause), when known.
    public var explanation: String?
    /// The repeat iteration it failed in (1-based), when inside a repeat.
    public var iteration: Int?
}

/// The result of running statements.
public struct RunResult: Sendable {
    public var expectationFailures = 0
    public var expectationsChecked = 0
    /// The runtime error that stopped the run, if any.
    public var error: Diagnostic?
}

/// One interpreter session: a scene (views, recognizers, maybe TouchTracker), a virtual clock and the expectation
/// history. The REPL keeps one across lines; `run` and `test` make one per file.
public final class Session {
    public internal(set) var env: GestureEnvironment
    public internal(set) var app: TouchTrackerApp?
    public var options: SessionOptions
    /// The sampling rate of interpolated moves, in Hz (`set hz N`).
    public internal(set) var hz = GestureDefaults.sampleRateHz
    /// The statements accepted so far, as written (for `:save` and bug reports).
    public internal(set) var acceptedSource: [String] = []

    var history: History
    var statementsExecuted = 0
    var sink: (SessionOutput) -> Void = { _ in }
    var file = SourceFile(name: "<none>", text: "")
    var result = RunResult()
    /// Inside the second and later iterations of a repeat: outputs are summarized, not emitted.
    var elisionDepth = 0
    /// Whether the engine must trace even when nothing is printed (history-based expectations ahead).
    var historyNeeded = true
    /// The current repeat iteration (outermost first), for failure messages.
    var iterationStack: [Int] = []
    /// The trace of the most recent gesture, for `:why` and `explain` (Session+Recording.swift).
    var gestureRecorder = GestureRecorder()
    /// The line model printed last (printing happens only when it changes).
    var lastReportedModel: ModelSnapshot?
    /// Buffers a touch step reuses from one statement to the next (a long script runs millions of them).
    var scratch = TouchScratch()

    public init(options: SessionOptions = SessionOptions()) {
        self.options = options
        env = GestureEnvironment()
        history = History(limit: options.historyLimit)
    }

    /// The name `view` has in scripts.
    public func name(of view: ViewID) -> String { env.views[view.index].name }
    public func name(of recognizer: RecognizerID) -> String { env[recognizer].name }

    // MARK: - Running

    /// Runs a parsed script from the start of this session's current state. Stops at the first runtime error.
    @discardableResult
    public func run(_ script: Script, sink: @escaping (SessionOutput) -> Void) -> RunResult {
        historyNeeded = options.keepsFullHistory || Self.needsHistory(script.statements)
        return execute(script.statements, in: script.file, sink: sink)
    }

    /// Executes statements (a REPL line, or a whole script) and reports through `sink`.
    @discardableResult
    public func execute(_ statements: [Statement], in file: SourceFile, sink: @escaping (SessionOutput) -> Void) -> RunResult {
        self.file = file
        self.sink = sink
        // The sink often captures this session (to name things while rendering): let go of it when done, or the
        // pair is a reference cycle and every `test` file's session leaks.
        defer { self.sink = { _ in } }
        result = RunResult()
        env.isTracing = historyNeeded || options.producesTranscript
        do {
            for statement in statements {
                try executeTopLevel(statement)
            }
        } catch let error as RuntimeError {
            flushTrace()
            result.error = error.diagnostic
            sink(.error(error.diagnostic))
        } catch {
            // Only RuntimeError is thrown by the interpreter.
        }
        return result
    }

    private func executeTopLevel(_ statement: Statement) throws {
        try execute(statement)
        acceptedSource.append(file.text(of: statement.range))
    }

    /// Executes one statement and reports its output.
    func execute(_ statement: Statement) throws {
        statementsExecuted += 1
        if statementsExecuted > options.maxStatements {
            throw RuntimeError(.statementLimit(options.maxStatements), at: statement.range)
        }
        let printing = elisionDepth == 0 && options.producesTranscript
        if printing, !isRepeat(statement) {
            sink(.statement(line: file.location(of: statement.range.start).line, text: file.text(of: statement.range)))
        }
        switch statement.kind {
        case .touches(let group):
            try executeTouchGroup(group, range: statement.range)
        case .wait(let d):
            try advanceClock(by: TimeSpan(microseconds: d.microseconds), range: d.range)
        case .repeat(let count, let body):
            try executeRepeat(count: count.value, body: body, range: statement.range)
            return
        case .shorthand(let s):
            try executeShorthand(s, range: statement.range)
        case .screen(let w, let h):
            env.setScreenSize(width: w.value, height: h.value)
        case .view(let decl):
            try declareView(decl)
        case .recognizer(let decl):
            try declareRecognizer(decl)
        case .setProperty(let r, let assignment):
            let id = try recognizer(named: r)
            try setProperty(assignment, of: id)
        case .requireToFail(let r, let other):
            try requireToFail(r, other)
        case .delegate(let rule):
            try applyDelegate(rule)
        case .action(let r, let method):
            try bindAction(r, method)
        case .useTouchTracker(let setup, let edition):
            try useTouchTracker(setup, edition: edition, range: statement.range)
        case .menuTap(let item):
            try menuTap(item)
        case .panelPick(let color):
            try panelPick(color)
        case .set(let name, let value):
            try applySetting(name, value)
        case .expect(let expectation):
            flushTrace()
            try check(expectation, range: statement.range)
            return
        case .mark:
            flushTrace()
            history = History(limit: options.historyLimit)
            return
        case .show(let request):
            flushTrace()
            try executeShow(request, range: statement.range)
            return
        }
        flushTrace()
        if printing { reportModelIfChanged() }
    }

    /// Prints the line model when it differs from the one printed last (always after a new scene).
    func reportModelIfChanged() {
        guard let app else { return }
        let model = ModelSnapshot(app)
        if model != lastReportedModel {
            lastReportedModel = model
            sink(.model(model))
        }
    }

    private func isRepeat(_ s: Statement) -> Bool {
        if case .repeat = s.kind { return true }
        return false
    }

    /// Hands the engine's new events to the history and, unless summarized, to the sink.
    func flushTrace() {
        guard !env.trace.isEmpty else { return }
        let events = env.takeTrace()
        history.record(events)
        gestureRecorder.record(events)
        if elisionDepth == 0, options.producesTranscript { sink(.trace(events)) }
    }

    // MARK: - Repeat

    /// `repeat N { … }`, streamed: the body runs N times in place, never unrolled. The first iteration is
    /// reported in full; later ones are summarized (unless `set trace all`).
    private func executeRepeat(count: Int, body: [Statement], range: SourceRange) throws {
        let printing = elisionDepth == 0 && options.producesTranscript
        if printing {
            sink(.statement(line: file.location(of: range.start).line, text: "repeat \(count) {"))
        }
        try checkBudgets(ofRepeat: count, body: body, range: range)
        let eventsBefore = env.eventCount
        let timeBefore = env.now
        // An empty body does nothing however often it runs: no loop (`repeat 9223372036854775807 { }` ends at once).
        for iteration in 0..<(body.isEmpty ? 0 : count) {
            let elide = iteration > 0 && !options.traceAllIterations
            if elide {
                elisionDepth += 1
                if elisionDepth == 1 { env.isTracing = historyNeeded }
            }
            iterationStack.append(iteration + 1)
            defer {
                iterationStack.removeLast()
                if elide {
                    elisionDepth -= 1
                    if elisionDepth == 0 { env.isTracing = historyNeeded || options.producesTranscript }
                }
            }
            // Borrowed from the buffer: iterating the array would copy every statement on every iteration.
            try body.withUnsafeBufferPointer { b in for k in b.indices { try execute(b[k]) } }
        }
        if printing {
            let events = env.eventCount - eventsBefore
            let span = env.now - timeBefore
            var text = "} repeat \(count): \(events) events over \(span)"
            if count == 2, !options.traceAllIterations { text += "; iteration 2 not shown ('set trace all' shows it)" }
            if count > 2, !options.traceAllIterations { text += "; iterations 2–\(count) not shown ('set trace all' shows them)" }
            sink(.note(text))
            reportModelIfChanged()
        }
    }

    /// Refuses a `repeat` at once when what it will execute (its body's statements and events times its count,
    /// worked out before the first iteration) does not fit what is left of the statement and event budgets.
    private func checkBudgets(ofRepeat count: Int, body: [Statement], range: SourceRange) throws {
        let statements = Saturating.multiply(count, StatementCost.statements(body))
        let statementsLeft = max(0, options.maxStatements - statementsExecuted)
        if statements > statementsLeft {
            throw RuntimeError(.statementBudget(statements: statements, left: statementsLeft, limit: options.maxStatements), at: range)
        }
        var cost = StatementCost(hz: hz)
        guard let events = cost.minimumEvents(repeating: body, count: count) else { return }
        try checkEventBudget(events, what: "this repeat", atLeast: true, range: range)
    }

    /// Refuses a statement at once when the events it will dispatch do not fit what is left of the event limit.
    func checkEventBudget(_ events: Int, what: String, atLeast: Bool, range: SourceRange) throws {
        let left = max(0, options.maxEvents - env.eventCount)
        if events > left {
            throw RuntimeError(.eventBudget(what, events: events, atLeast: atLeast, left: left, limit: options.maxEvents), at: range)
        }
    }

    /// True when some expectation reads the history (states, actions, view calls, log): the engine must then trace
    /// even while nothing is printed.
    static func needsHistory(_ statements: [Statement]) -> Bool {
        for s in statements {
            switch s.kind {
            case .expect(let e):
                switch e {
                case .states, .actions, .viewCalls, .log: return true
                case .state, .translation, .velocity, .scalarVelocity, .location, .scale, .rotation, .numberOfTouches, .lines, .currentLines,
                    .selected, .menuVisible, .line:
                    continue
                }
            case .repeat(_, let body):
                if needsHistory(body) { return true }
            default:
                continue
            }
        }
        return false
    }

    // MARK: - Time

    func advanceClock(by span: TimeSpan, range: SourceRange) throws {
        let (sum, overflow) = env.now.microseconds.addingReportingOverflow(span.microseconds)
        if overflow || sum > Int64.max / 2 { throw RuntimeError(.clockOverflow(), at: range) }
        env.advance(to: VirtualTime(microseconds: sum))
    }

    // MARK: - Lookup

    func recognizer(named name: Located<String>) throws -> RecognizerID {
        if let id = env.recognizer(named: name.value) { return id }
        let names = env.recognizers.map(\.name)
        throw RuntimeError(.unknownRecognizer(name.value), at: name.range, suggestion: Suggest.closest(to: name.value, among: names))
    }

    func view(named name: Located<String>) throws -> ViewID {
        if let id = env.view(named: name.value) { return id }
        throw RuntimeError(.unknownView(name.value), at: name.range,
                           suggestion: Suggest.closest(to: name.value, among: env.views.map(\.name)))
    }

    /// Starts a new scene (used by `use touchtracker` and the REPL's `:reset`).
    public func resetScene() {
        env = GestureEnvironment()
        app = nil
        lastReportedModel = nil
        hz = GestureDefaults.sampleRateHz
        history = History(limit: options.historyLimit)
        acceptedSource.removeAll()
        gestureRecorder = GestureRecorder()
    }

    func install(_ setup: TouchTrackerApp.Setup, edition: Edition = .swift) {
        let wasTracing = env.isTracing
        resetScene()
        env.isTracing = wasTracing
        app = TouchTrackerApp.install(setup, edition: edition, in: env)
    }
}
