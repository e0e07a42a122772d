import GestureEngine
import GestureLanguage
import TouchTracker

/// What a session reports while it runs, in order. The transcript formatter turns these into text; tests and the
/// JSON writer read them directly. The core never prints.
///
/// A value of it is built, handed on and copied for every event and statement, so it is only as large as its
/// common cases (a statement's line and text): the larger payloads, which come at most once per statement, repeat
/// iteration or changed line model (a failure, an error, a line model, `show`'s report, a scene event), are boxed
/// (`indirect`), and growing them costs nothing per event.
public enum SessionOutput {
    /// A statement starts executing (`line` is 1-based; `text` is its source). Not reported in a repeat iteration
    /// the transcript summarizes (`SessionOptions.readerSummarizesIterations`), which prints no statements.
    case statement(line: Int, text: String)
    /// Engine events produced by the statement so far.
    case trace([TraceEvent])
    /// An `expect` that did not hold; the script goes on.
    indirect case expectationFailure(ExpectationFailure)
    /// The TouchTracker line model after the statement (when it differs from the one reported after the last one).
    indirect case model(ModelSnapshot)
    /// The TouchTracker line model changed in the middle of a statement, at the input event or timer whose trace was
    /// just reported (the red dot appears, a line grows, ends, is cancelled, the selection or the menu changes).
    /// Reported only while a transcript is produced; the model after the statement still comes as `.model`.
    indirect case modelStep(ModelSnapshot)
    /// A `repeat` starts iteration `number` (1-based) of `count`; `model` is the line model at that moment
    /// (TouchTracker only). Every iteration's output follows in full: renderers decide what to summarize.
    indirect case iteration(number: Int, count: Int, model: ModelSnapshot?)
    /// A `repeat` finished: its count, the input events its iterations dispatched, the virtual time they took, and
    /// the line model then (TouchTracker only).
    indirect case repeatEnd(count: Int, events: Int, span: TimeSpan, model: ModelSnapshot?)
    /// An informational line (a scene was installed, repeat iterations were summarized).
    case note(String)
    /// What a `show` statement asked for (`ShowFormatter` renders it).
    indirect case show(ShowReport)
    /// A runtime error; the run stops.
    indirect case error(Diagnostic)
    /// What the scene is, told as it is declared (`SceneEvent`; `SceneTable` reads it). Prints nothing.
    indirect case scene(SceneEvent)
    /// What the run left, in brief (`RunSummary`): the very last output of a run, only when asked
    /// (`SessionOptions.tellsSummary`), and then even when the run produces no other output: what a sweep reads of
    /// each of its runs. An output of its own rather than a scene event, and a reference (a class) rather than a boxed
    /// struct: the sweep's reader takes it with one retain, where matching it inside a scene event copied the whole
    /// event out first. Prints nothing.
    case summary(RunSummary)
    /// The virtual clock reads `time`: told before any output other than a trace batch or a scene event when the
    /// clock moved since it was last told in this run (JSON lines stamp every line with it). Prints nothing.
    case clock(VirtualTime)
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
    public internal(set) var env: GestureEnvironment {
        // A replaced scene stops reporting to this session (its listener points back here, unowned).
        didSet {
            if oldValue !== env { oldValue.traceListener = nil }
            env.displayFramesPerSecond = hz
        }
    }
    public internal(set) var app: TouchTrackerApp?
    public var options: SessionOptions
    /// The sampling rate of interpolated moves, in Hz (`set hz N`), and the display frame rate of decelerating
    /// scroll views.
    public internal(set) var hz = GestureDefaults.sampleRateHz {
        didSet { env.displayFramesPerSecond = hz }
    }
    /// The statements accepted so far, as written (for `:save` and bug reports), unless
    /// `SessionOptions.keepsAcceptedSource` is false.
    public internal(set) var acceptedSource: [String] = []

    var history: History
    var statementsExecuted = 0
    /// The input events the scenes before this one dispatched: a new scene (`use touchtracker`, the REPL's `:reset`)
    /// starts a new clock but not a new event count, so the event limit holds for the whole run (the whole REPL session).
    var eventsOfEarlierScenes = 0
    /// Where `sink(_:)` hands outputs, while a run is going on (`execute`).
    private var receiver: (SessionOutput) -> Void = { _ in }
    /// The clock as the stream last told it (`.clock`), nil before a run told it.
    private var toldTime: VirtualTime?
    var file = SourceFile(name: "<none>", text: "")
    var result = RunResult()
    /// Where the `expect` statements the last `run` or `execute` checked start (source offsets): a suite's reports tell
    /// an expectation that held from one the run never reached. (Kept here rather than in ``RunResult``, which every
    /// run returns: a sweep's runs would copy it.)
    public internal(set) var checkedExpectations: Set<Int> = []
    /// What the history must record for the expectations ahead (RecordingNeeds.swift); everything until a script
    /// says otherwise (the REPL cannot know its expectations in advance).
    var recording = RecordingNeeds.everything
    /// The reports whose times an `at` expectation reads, by recognizer (set by `applyRecording`).
    var timedStates = TimedStates()
    /// Whether the repeat iteration running is one the transcript summarizes, and so the engine traces only outcomes
    /// (`SessionOptions.readerSummarizesIterations`, `traceSummarizedIteration`); false outside repeats (a repeat puts
    /// back what it found, however it ends).
    var inSummarizedIteration = false
    /// The current repeat iteration (outermost first), for failure messages.
    var iterationStack: [Int] = []
    /// The trace of the most recent gesture, for the notes on expectations that failed because time did not move
    /// (Session+ExpectationHints.swift). (`:why` and `explain` keep their own, from the output stream: `GestureLog`.)
    var gestureRecorder = GestureRecorder()
    /// The line model printed last (printing happens only when it changes).
    var lastReportedModel: ModelSnapshot?
    /// The line model as of the last input event (`.modelStep` is reported when an event changes it).
    var lastStepModel: ModelSnapshot?
    /// `env.tableRowChanges` when the tables were last told (`reportTables`).
    var toldTableRowChanges = 0
    /// Bumped whenever the scene is replaced, so cached names are rebuilt.
    var sceneGeneration = 0
    /// Recognizer and view names by index, for renderers (see `recognizerNames`).
    private var namesCache = NamesCache()
    /// Buffers a touch step reuses from one statement to the next (a long script runs millions of them).
    var scratch = TouchScratch()
    /// The recognizers of the last summary told (`runSummary()`): a sweep tells one after every run, and once its
    /// reader has let that summary go the next refills this array in place instead of allocating one.
    var summaryRecognizers: [RunSummary.Recognizer] = []
    /// The headers of statements reported in this run, by their range in `file`: a `repeat` looks its body's up
    /// once each time it starts (`StatementHeader.body`), so a nested repeat does not cut its text out of the file
    /// again every time the repeat around it goes round. At most `statementHeaderLimit` are kept.
    private var statementHeaders: [SourceRange: StatementHeader] = [:]
    private static let statementHeaderLimit = 4096

    public init(options: SessionOptions = SessionOptions()) {
        self.options = options
        let env = GestureEnvironment()
        env.fastPaths = options.engineFastPaths
        self.env = env
        history = History(limit: options.historyLimit, from: env)
    }

    deinit {
        // The environment may outlive the session (a caller kept it): it must not report to a session that is gone.
        env.traceListener = nil
    }

    /// The input events this session dispatched, in every scene it had: what the event limit (`options.maxEvents`)
    /// counts.
    public var eventsDispatched: Int { Saturating.add(eventsOfEarlierScenes, env.eventCount) }

    /// The name `view` has in scripts.
    public func name(of view: ViewID) -> String { env.views[view.index].name }
    public func name(of recognizer: RecognizerID) -> String { env[recognizer].name }

    // MARK: - Running

    /// Hands one output to the run's sink, telling the clock first when it moved (`.clock`).
    @inline(__always)
    func sink(_ output: SessionOutput) {
        switch output {
        case .trace, .scene, .clock, .summary: break
        default: tellTimeIfMoved()
        }
        receiver(output)
    }

    @inline(__always)
    private func tellTimeIfMoved() {
        let now = env.now
        if toldTime != now {
            toldTime = now
            receiver(.clock(now))
        }
    }

    /// Runs a parsed script from the start of this session's current state. Stops at the first runtime error.
    @discardableResult
    public func run(_ script: Script, sink: @escaping (SessionOutput) -> Void) -> RunResult {
        recording = options.keepsFullHistory ? .everything : RecordingNeeds(script.statements)
        return execute(script.statements, in: script.file, sink: sink)
    }

    /// Executes statements (a REPL line, or a whole script) and reports through `sink`.
    @discardableResult
    public func execute(_ statements: [Statement], in file: SourceFile, sink: @escaping (SessionOutput) -> Void) -> RunResult {
        self.file = file
        statementHeaders.removeAll()
        receiver = sink
        toldTime = nil
        // Readers of the stream need no session (the stream names what it reports), but a caller's sink may still
        // capture one: let go of it when done, so that no caller's closure can keep a session alive.
        defer { receiver = { _ in } }
        result = RunResult()
        if !checkedExpectations.isEmpty { checkedExpectations.removeAll() }
        applyRecording()
        reportWholeScene(withShownModel: true)
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
        // Where the clock stopped (a last `wait` moves it after the last output): a reader that draws the scene up
        // to now (the pictures) reads it.
        if options.producesTranscript {
            tellTimeIfMoved()
            // Where the run left each table (its selection switches, its open row) and each recognizer: `:why` and
            // `explain` read them after the run.
            for k in env.views.indices where env.tableState(of: ViewID(index: k)) != nil {
                receiver(.scene(.view(sceneView(ViewID(index: k)))))
            }
            receiver(.scene(.recognizerStates(env.recognizers.map(\.state))))
            if options.tellsOutcome { receiver(.scene(.outcome(runOutcome()))) }
        }
        if options.tellsSummary { receiver(.summary(runSummary())) }
        return result
    }

    private func executeTopLevel(_ statement: Statement) throws {
        try execute(statement)
        if options.keepsAcceptedSource { acceptedSource.append(file.text(of: statement.range)) }
    }

    /// Executes one statement and reports its output. `header` is the statement's own, when the caller looked it up
    /// already (a `repeat` body's); otherwise it is looked up when a transcript is produced.
    func execute(_ statement: Statement, header: StatementHeader? = nil) throws {
        try beginStatement(statement, header: header)
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
            reportScene(.screen(env.screenSize, title: sceneTitle()))
            reportView(.window)  // the window's frame is the screen's
        case .view(let decl):
            try declareView(decl)
            // A scroll view (a table, a collection) brings its pan, which a `states` expectation may name.
            if decl.scrollContent != nil || decl.table != nil, recording.namesRecognizers { applyRecording() }
        case .recognizer(let decl):
            try declareRecognizer(decl)
            // A `states` expectation may name it.
            if recording.namesRecognizers { applyRecording() }
        case .setProperty(let r, let assignment):
            // A view's properties (`photo.isUserInteractionEnabled = true`); a recognizer's name wins otherwise.
            if env.recognizer(named: r.value) == nil, let v = env.view(named: r.value) {
                try setViewProperty(assignment, of: v, named: r)
            } else {
                let id = try recognizer(named: r)
                try setProperty(assignment, of: id)
            }
        case .requireToFail(let r, let other):
            try requireToFail(r, other)
        case .delegate(let rule):
            try applyDelegate(rule)
        case .action(let r, let method):
            try bindAction(r, method)
        case .override(let rule):
            try applyOverride(rule)
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
            history = History(limit: options.historyLimit, from: env)
            return
        case .show(let request):
            flushTrace()
            try executeShow(request, range: statement.range)
            return
        }
        endStatement(env)
    }

    /// Counts a statement against the statement limit (before it does anything) and, with a transcript, reports it
    /// (a `repeat` reports its own line) with `header` when given, else with the one looked up by its range. A repeat
    /// iteration the transcript summarizes reports no statements: it prints none of them (`readerSummarizesIterations`).
    /// Inlined into the statement loops; what happens only with a transcript or at the limit is out of line.
    @inline(__always)
    func beginStatement(_ statement: Statement, header: StatementHeader? = nil) throws {
        try countStatement(statement)
        if options.producesTranscript {
            if let header { report(header) } else { reportStatement(statement) }
        }
    }

    /// Counts a statement against the statement limit, before it does anything.
    @inline(__always)
    func countStatement(_ statement: Statement) throws {
        statementsExecuted += 1
        if statementsExecuted > options.maxStatements { throw statementLimitReached(statement) }
    }

    /// Reports a statement by its header, unless the iteration is one the transcript summarizes or the statement is a
    /// `repeat` (which reports its own line).
    @inline(never)
    private func report(_ header: StatementHeader) {
        if !inSummarizedIteration, !header.isRepeat { sink(.statement(line: header.line, text: header.text)) }
    }

    @inline(never)
    private func statementLimitReached(_ statement: Statement) -> RuntimeError {
        RuntimeError(.statementLimit(options.maxStatements), at: statement.range)
    }

    @inline(never)
    private func reportStatement(_ statement: Statement) {
        guard !inSummarizedIteration, !isRepeat(statement) else { return }
        let header = self.header(of: statement)
        sink(.statement(line: header.line, text: header.text))
    }

    /// `statement`'s header: its line and its text as written in `file`, kept for the rest of the run.
    func header(of statement: Statement) -> StatementHeader {
        let range = statement.range
        if let header = statementHeaders[range] { return header }
        let header = StatementHeader(line: file.location(of: range.start).line, text: file.text(of: range),
                                     isRepeat: isRepeat(statement))
        if statementHeaders.count >= Self.statementHeaderLimit { statementHeaders.removeAll() }
        statementHeaders[range] = header
        return header
    }

    /// After a statement that ran events or changed the scene: its trace goes on, and with a transcript the line
    /// model when it changed. `env` is `self.env`, held by the caller.
    func endStatement(_ env: GestureEnvironment) {
        flushTrace(env)
        if options.producesTranscript { reportModelIfChanged() }
    }

    /// Prints the line model when it differs from the one printed last (always after a new scene).
    func reportModelIfChanged() {
        guard let app else { return }
        let model = ModelSnapshot(app)
        // Statements such as `menu tap` change the model without an event: the next event compares with this.
        lastStepModel = model
        if model != lastReportedModel {
            lastReportedModel = model
            sink(.model(model))
        }
    }

    private func isRepeat(_ s: Statement) -> Bool {
        if case .repeat = s.kind { return true }
        return false
    }

    /// Hands the engine's new events to the history, the last-gesture recording and (when output is produced) the
    /// sink. The engine traces only while output is produced or everything is recorded (`applyRecording`). Called
    /// after every input event and step: the usual case, nothing traced, is one test inlined into the caller.
    @inline(__always)
    func flushTrace() { flushTrace(env) }

    /// `flushTrace()` with the session's environment held by the caller (`env` is `self.env`).
    @inline(__always)
    func flushTrace(_ env: GestureEnvironment) {
        if !env.trace.isEmpty { passOnTrace(env) }
    }

    /// The trace is read in place and then cleared in the same memory (`clearTrace`): the readers copy the events
    /// they keep, so the batch's buffer is not shared once they return, and the engine reuses it.
    @inline(never)
    private func passOnTrace(_ env: GestureEnvironment) {
        passOn(env.trace)
        env.clearTrace()
    }

    private func passOn(_ events: [TraceEvent]) {
        if recording.everything {
            history.record(events, selection: nil, timed: timedStates)
            // Only sessions that record everything (the REPL, `explain`, bug reports) give the hints that read it.
            gestureRecorder.record(events)
        } else if !recording.isEmpty {
            history.record(events, selection: env.traceSelection, timed: timedStates)
        }
        if options.producesTranscript { sink(.trace(events)) }
    }

    /// After an input event or the timers of a clock advance, while a transcript is produced: hands on the trace
    /// at once (so a long statement streams instead of holding its whole trace) and reports the line model when it
    /// changed. Without a transcript this is never called: `--quiet` runs and benchmarks pay nothing per event.
    func afterEvent() {
        flushTrace()
        if env.tableRowChanges != toldTableRowChanges { reportTables() }
        guard let app else { return }
        let model = ModelSnapshot(app)
        if model != lastStepModel {
            lastStepModel = model
            sink(.modelStep(model))
        }
    }

    /// The recognizers' names by index, rebuilt only when the scene changes (a renderer looks names up for every
    /// event; building the list each time made text output quadratic in the number of recognizers).
    public var recognizerNames: [String] {
        refreshNames()
        return namesCache.recognizers
    }

    /// The views' names by index, cached like `recognizerNames`.
    public var viewNames: [String] {
        refreshNames()
        return namesCache.views
    }

    private func refreshNames() {
        if namesCache.generation == sceneGeneration, namesCache.recognizers.count == env.recognizers.count,
            namesCache.views.count == env.views.count
        {
            return
        }
        namesCache = NamesCache(generation: sceneGeneration, recognizers: env.recognizers.map(\.name), views: env.views.map(\.name))
    }

    // MARK: - Repeat

    /// `repeat N { … }`, streamed: the body runs N times in place, never unrolled. Every iteration is reported in
    /// full, between `.iteration` markers and a `.repeatEnd`; the text transcript summarizes iterations after the
    /// first unless the trace level is `all` (`TranscriptPrinter`).
    private func executeRepeat(count: Int, body: [Statement], range: SourceRange) throws {
        let printing = options.producesTranscript
        if printing, !inSummarizedIteration {
            sink(.statement(line: file.location(of: range.start).line, text: "repeat \(count) {"))
        }
        try checkBudgets(ofRepeat: count, body: body, range: range)
        let prepared = body.map(PreparedStatement.init)
        // Looked up once here, not on every iteration: each statement's header is then where its index is.
        let headers = printing ? body.map(header(of:)) : []
        let eventsBefore = eventsDispatched
        let timeBefore = env.now
        // The transcript summarizes this repeat's iterations after the first, and all of one it summarizes already
        // (`readerSummarizesIterations`); after the repeat, or when an error leaves it, the iteration around it goes on.
        let summarizes = printing && options.readerSummarizesIterations
        let around = inSummarizedIteration
        defer { if summarizes { traceSummarizedIteration(around) } }
        // An empty body does nothing however often it runs: no loop (`repeat 9223372036854775807 { }` ends at once).
        for iteration in 0..<(body.isEmpty ? 0 : count) {
            if printing {
                flushTrace()
                sink(.iteration(number: iteration + 1, count: count, model: app.map(ModelSnapshot.init)))
                if summarizes { traceSummarizedIteration(around || (iteration > 0 && options.traceLevel.summarizesLaterIterations)) }
            }
            iterationStack.append(iteration + 1)
            defer { iterationStack.removeLast() }
            try runBody(body, prepared: prepared, headers: headers)
        }
        if printing {
            flushTrace()
            if summarizes { traceSummarizedIteration(around) }
            sink(.repeatEnd(count: count, events: eventsDispatched - eventsBefore, span: env.now - timeBefore,
                            model: app.map(ModelSnapshot.init)))
            reportModelIfChanged()
        }
    }

    /// One iteration of a `repeat` body. Lone touches and waits (most of a long script's statements) run from their
    /// prepared form; the rest as written. The environment is held across the statements that cannot replace it:
    /// `self.env` is a `var` (`use touchtracker` installs a new scene), so each read retained and released it.
    /// `headers` are the statements' headers by index while a transcript is produced, else empty.
    private func runBody(_ body: [Statement], prepared: [PreparedStatement], headers: [StatementHeader]) throws {
        // Borrowed from the buffers: iterating the arrays would copy every statement on every iteration.
        try body.withUnsafeBufferPointer { b in
            try prepared.withUnsafeBufferPointer { p in
                try headers.withUnsafeBufferPointer { h in
                    var env = self.env
                    // `h` is empty when no transcript is produced: then nothing is reported, and nothing is copied.
                    for k in b.indices {
                        switch p[k] {
                        case .input(let input, let action):
                            try countStatement(b[k])
                            if !h.isEmpty { report(h[k]) }
                            try dispatch(input, on: env, range: b[k].range, fingerRanges: .one(finger: input.finger, range: action))
                            endStatement(env)
                        case .timedMove(let move, let finger, let timing, let action):
                            try countStatement(b[k])
                            if !h.isEmpty { report(h[k]) }
                            // What `executeTouchGroup` checks for a group of one timed move (`StatementCost.minimumEvents`).
                            let events = timing.steps ?? Interpolation.defaultSteps(over: timing.over, hz: hz)
                            try checkEventBudget(events, what: "this statement", atLeast: false, range: b[k].range)
                            try runAction(move, on: env, range: b[k].range, fingerRanges: .one(finger: finger, range: action))
                            endStatement(env)
                        case .wait(let span, let range):
                            try countStatement(b[k])
                            if !h.isEmpty { report(h[k]) }
                            try advanceClock(by: span, on: env, range: range)
                            endStatement(env)
                        case .press(let press, let range):
                            try countStatement(b[k])
                            if !h.isEmpty { report(h[k]) }
                            try checkEventBudget(press.events, what: "this shorthand", atLeast: false, range: range)
                            try run(press, on: env, range: range)
                            endStatement(env)
                        case .statement:
                            try execute(b[k], header: h.isEmpty ? nil : h[k])
                            env = self.env
                        }
                    }
                }
            }
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
        try checkEventBudget(cost.minimumEvents(repeating: body, count: count), what: "this repeat", atLeast: true, range: range)
    }

    /// Refuses a statement at once when the events it will dispatch do not fit what is left of the event limit.
    func checkEventBudget(_ events: Int, what: String, atLeast: Bool, range: SourceRange) throws {
        let left = max(0, options.maxEvents - eventsDispatched)
        if events > left {
            throw RuntimeError(.eventBudget(what, events: events, atLeast: atLeast, left: left, limit: options.maxEvents), at: range)
        }
    }

    // MARK: - Time

    func advanceClock(by span: TimeSpan, range: SourceRange) throws {
        try advanceClock(by: span, on: env, range: range)
    }

    /// `advanceClock(by:range:)` with the session's environment held by the caller (`env` is `self.env`).
    func advanceClock(by span: TimeSpan, on env: GestureEnvironment, range: SourceRange) throws {
        let (sum, overflow) = env.now.microseconds.addingReportingOverflow(span.microseconds)
        if overflow || sum > Int64.max / 2 { throw RuntimeError(.clockOverflow(), at: range) }
        env.advance(to: VirtualTime(microseconds: sum))
        if options.producesTranscript { afterEvent() }
    }

    // MARK: - Lookup

    func recognizer(named name: Located<String>) throws -> RecognizerID {
        // A scroll view's pinch exists only while it zooms (UIKit's `pinchGestureRecognizer` is nil otherwise).
        if let error = pinchOfScrollViewWithoutZooming(name) { throw error }
        if let id = env.recognizer(named: name.value) { return id }
        if let dot = name.value.lastIndex(of: "."), env.view(named: String(name.value[..<dot])) != nil {
            // `v.panGestureRecognizer` of a view that is not a scroll view.
            let viewName = String(name.value[..<dot])
            throw RuntimeError(.notAScrollView(viewName, property: String(name.value[name.value.index(after: dot)...])), at: name.range)
        }
        let names = recognizerNames
        throw RuntimeError(.unknownRecognizer(name.value), at: name.range, suggestion: Suggest.closest(to: name.value, among: names))
    }

    func view(named name: Located<String>) throws -> ViewID {
        if let id = env.view(named: name.value) { return id }
        throw RuntimeError(.unknownView(name.value), at: name.range,
                           suggestion: Suggest.closest(to: name.value, among: env.views.map(\.name)))
    }

    /// Starts a new scene (used by `use touchtracker` and the REPL's `:reset`): a new clock, the same event count.
    public func resetScene() {
        eventsOfEarlierScenes = eventsDispatched
        env = GestureEnvironment()
        env.fastPaths = options.engineFastPaths
        app = nil
        lastReportedModel = nil
        lastStepModel = nil
        sceneGeneration += 1
        hz = GestureDefaults.sampleRateHz
        history = History(limit: options.historyLimit, from: env)
        acceptedSource.removeAll()
        gestureRecorder = GestureRecorder()
        applyRecording()
    }

    func install(_ setup: TouchTrackerApp.Setup, edition: Edition = .swift) {
        resetScene()
        app = TouchTrackerApp.install(setup, edition: edition, in: env)
        // The app's recognizers are new: a `states` expectation may name one.
        applyRecording()
        lastStepModel = app.map(ModelSnapshot.init)
    }
}

/// Names by index for one scene (`Session.recognizerNames`).
private struct NamesCache {
    var generation = -1
    var recognizers: [String] = []
    var views: [String] = []
}
