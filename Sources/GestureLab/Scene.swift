internal import GestureTranscript
internal import GestureSupport
internal import GestureEngine
internal import GestureLanguage
internal import GestureScript

/// A scene you drive from a test: views, recognizers and delegate answers on a virtual clock, fed with script
/// statements one chunk at a time, as the REPL feeds what you type.
///
/// ```swift
/// let lab = try Scene(script: """
///     recognizer doubleTap = tap numberOfTapsRequired = 2
///     recognizer tap = tap
///     tap requireToFail doubleTap
///     """)
/// try lab.run("tap at 10,10")
/// #expect(try lab.state(of: "tap") == .possible)
/// ```
///
/// Each ``run(_:)`` continues the scene where the previous one left it: the clock, the fingers, the history
/// since the last `mark`, and the line numbers (a diagnostic's line counts from the scene's first statement, so
/// ``source`` saved as a `.gesture` file reproduces the same positions). The virtual clock moves only when
/// statements move it; nothing sleeps, so a scene is deterministic.
///
/// A scene is not thread-safe: use it from one task at a time (each test makes its own).
public final class Scene {
    /// The name diagnostics and failure messages give the scene's source (`FILE` in `FILE:LINE:COLUMN`).
    public let name: String
    /// Which parts of the trace the scene keeps (see ``trace``).
    public let recording: TraceParts

    let session: Session
    /// The line the next chunk starts on.
    private var nextLine = 1
    private var accepted: [String] = []
    private var events: [Event] = []
    private var transcript = ""
    private var jsonBody = ""
    let json: TraceJSON
    private var failures: [FailedExpectation] = []
    private var checked = 0
    private var sawRuntimeError = false

    /// Makes a scene and runs `script` in it (an empty script: just the `window` view on a 375×667 screen).
    ///
    /// - Parameters:
    ///   - script: statements in the GestureLab language (`grammar/README.md`), such as a `.gesture` file's text.
    ///   - name: how diagnostics name the source, for example the file it came from.
    ///   - recording: which parts of the trace to keep; fewer parts cost less time and memory in long runs.
    /// - Throws: ``GestureLabError`` when `script` has syntax errors (nothing ran) or a runtime error stopped it.
    public convenience init(script: String = "", name: String = "scene.gesture", recording: TraceParts = .all) throws(GestureLabError) {
        var options = SessionOptions()
        options.producesTranscript = true
        options.keepsFullHistory = true
        self.init(name: name, recording: recording, options: options)
        if !script.isEmpty { try run(script) }
    }

    /// An empty scene whose session runs with `options` (the REPL's scene: Scene+Package.swift).
    init(name: String, recording: TraceParts, options: SessionOptions) {
        self.name = name
        self.recording = recording
        json = TraceJSON(fileName: name)
        session = Session(options: options)
    }

    // MARK: - Running

    /// Runs statements in the scene, after everything run before.
    ///
    /// A statement may span several lines (`repeat 3 { … }`). Failed `expect` statements do not throw: the run goes
    /// on, as a script does, and they are in the result's ``Outcome/failedExpectations``.
    ///
    /// - Returns: what these statements did.
    /// - Throws: ``GestureLabError`` for syntax errors (nothing ran, and the chunk's lines are not counted) or the
    ///   runtime error that stopped the statements (those before it ran, and the scene keeps the state they left).
    @discardableResult
    public func run(_ statements: String) throws(GestureLabError) -> Outcome {
        let file = SourceFile(name: name, text: statements, firstLine: nextLine)
        let (script, diagnostics) = Self.parse(file)
        if diagnostics.contains(where: \.isError) || file.encodingProblem != nil {
            if recording.contains(.jsonLines) {
                jsonBody += diagnostics.map { json.diagnostic($0, in: file, time: session.env.now) }.joined()
            }
            throw GestureLabError(diagnostics.filter(\.isError), in: file)
        }
        // The chunk ran (perhaps only up to a runtime error): it is part of the scene's source from here on.
        accepted.append(statements)
        nextLine += Self.lineCount(statements)
        let collector = RunCollector(scene: self, file: file)
        let result = session.execute(script.statements, in: file, sink: collector.take)
        var outcome = collector.finish()
        outcome.expectationsChecked = result.expectationsChecked
        events += outcome.events
        transcript += outcome.transcript
        jsonBody += collector.json
        failures += outcome.failedExpectations
        checked += outcome.expectationsChecked
        if let runtimeError = collector.runtimeError {
            sawRuntimeError = true
            if recording.contains(.jsonLines) { jsonBody += json.diagnostic(runtimeError, in: file, time: session.env.now) }
            throw GestureLabError([runtimeError], in: file)
        }
        return outcome
    }

    /// Forgets every chunk ``run(_:)`` ran, as if the scene were new: its ``source`` and line numbers, its ``trace``
    /// and its expectations (the package `reset()` starts a new scene).
    func forgetChunks() {
        nextLine = 1
        accepted.removeAll()
        clearTrace()
        failures.removeAll()
        checked = 0
        sawRuntimeError = false
    }

    /// The lines `text` takes in ``source`` (which ends every chunk with a newline).
    private static func lineCount(_ text: String) -> Int {
        let newlines = text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        return newlines + (text.isEmpty || text.utf8.last == UInt8(ascii: "\n") ? 0 : 1)
    }

    /// `file` parsed, with each parameter bound to its first value (as `gesturelab run` does).
    private static func parse(_ file: SourceFile) -> (Script, [GestureLanguage.Diagnostic]) {
        var (script, diagnostics) = Parser.parse(file)
        guard !script.parameters.isEmpty, !diagnostics.contains(where: \.isError) else { return (script, diagnostics) }
        do {
            script = try ParameterBinder.bindingFirstValues(script)
        } catch {
            diagnostics.append(error)
        }
        return (script, diagnostics)
    }

    /// Starts a new history window, as the `mark` statement does: ``states(of:)``, ``actionCount(of:)`` and the
    /// history expectations (`expect NAME states …`) look back only to here.
    public func mark() {
        // `mark` neither fails to parse nor fails to run.
        _ = try? run("mark")
    }

    /// The statements run so far, in order, as one script: every chunk that ran (one a runtime error stopped too,
    /// not one with a syntax error), each ending with a newline. Saved as a file named ``name``, it reproduces the
    /// scene and the line numbers of its diagnostics.
    public var source: String { accepted.map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }.joined() }

    // MARK: - Reading the scene

    /// The virtual time: how far statements have moved the clock since the scene was made.
    public var now: Duration { .microseconds(session.env.now.microseconds) }

    /// The recognizers' names, in the order they were declared.
    public var recognizerNames: [String] { session.recognizerNames }

    /// The views' names, `window` first, in the order they were declared.
    public var viewNames: [String] { session.viewNames }

    /// The recognizer's state now (`expect NAME state S` compares this).
    ///
    /// A recognizer that would recognize but waits for another to fail is still ``RecognizerState/possible``.
    /// - Throws: ``GestureLabError`` when the scene has no recognizer of that name.
    public func state(of recognizer: String) throws(GestureLabError) -> RecognizerState {
        RecognizerState(session.env[try id(of: recognizer)].state)
    }

    /// The states the recognizer entered since the last ``mark()`` (or the scene's start), in order, with
    /// consecutive repeats collapsed and `possible` left out (`expect NAME states …` compares this).
    ///
    /// A long run keeps the most recent states only (docs/limits.md, the history limit).
    /// - Throws: ``GestureLabError`` when the scene has no recognizer of that name.
    public func states(of recognizer: String) throws(GestureLabError) -> [RecognizerState] {
        guard let log = session.statesSinceMark(ofRecognizerNamed: recognizer) else { throw unknown(recognizer) }
        return log.states.map(RecognizerState.init)
    }

    /// The action messages the recognizer sent since the last ``mark()`` (or the scene's start)
    /// (`expect NAME actions N` compares this).
    /// - Throws: ``GestureLabError`` when the scene has no recognizer of that name.
    public func actionCount(of recognizer: String) throws(GestureLabError) -> Int {
        guard let count = session.actionsSinceMark(ofRecognizerNamed: recognizer) else { throw unknown(recognizer) }
        return count
    }

    /// Every `expect` that did not hold since the scene was made, in order.
    public var failedExpectations: [FailedExpectation] { failures }

    /// How many `expect` statements ran since the scene was made (those that held and those that did not).
    public var expectationsChecked: Int { checked }

    // MARK: - The trace

    /// Everything the scene did since it was made (or since ``clearTrace()``), in the parts ``recording`` keeps.
    public var trace: Trace {
        var lines = ""
        if recording.contains(.jsonLines) {
            let status: ExitStatus = sawRuntimeError ? .scriptError : (failures.isEmpty ? .ok : .expectationFailed)
            lines = json.header() + jsonBody
                + json.end(status: status, time: session.env.now, expectationsChecked: checked,
                           expectationFailures: failures.count, events: session.env.eventCount)
        }
        return Trace(events: events, transcript: transcript, jsonLines: lines)
    }

    /// Forgets the trace kept so far (the scene, its clock and its history stay as they are), so a long test keeps
    /// memory flat.
    public func clearTrace() {
        events.removeAll()
        transcript.removeAll()
        jsonBody.removeAll()
    }

    // MARK: - Names

    func id(of recognizer: String) throws(GestureLabError) -> RecognizerID {
        guard let id = session.env.recognizer(named: recognizer) else { throw unknown(recognizer) }
        return id
    }

    func unknown(_ recognizer: String) -> GestureLabError {
        let known = recognizerNames.isEmpty ? "the scene has none" : "recognizers: " + recognizerNames.joined(separator: ", ")
        let message = "no recognizer named '\(VisibleText.escape(recognizer))' (\(known))"
        return GestureLabError(diagnostics: [.init(file: name, line: 0, column: 0, severity: .error, id: "unknown-recognizer",
                                                   message: message)],
                               rendered: "\(name): error: \(message)\n")
    }
}
