/// What a scene did, in three readings of the same stream.
public struct Trace: Hashable, Sendable {
    /// The typed events, in order (empty unless the scene records ``TraceParts/events``).
    public var events: [Event]
    /// The transcript `gesturelab run` prints at the default trace level, without color (empty unless the
    /// scene records ``TraceParts/transcript``). A scene made from a whole script and not run further has exactly
    /// the transcript `gesturelab run` prints for that script.
    public var transcript: String
    /// JSON lines as `gesturelab run --format jsonl` writes them (`docs/trace-schema.md`): a header, one object
    /// per statement, event, model, failed expectation and diagnostic, and an `end` object for the scene as it is
    /// now (empty unless the scene records ``TraceParts/jsonLines``).
    public var jsonLines: String

    /// A trace (for tests that compare whole traces).
    public init(events: [Event], transcript: String, jsonLines: String) {
        self.events = events
        self.transcript = transcript
        self.jsonLines = jsonLines
    }
}

/// The parts of the trace a ``Scene`` keeps. Each costs time and memory in proportion to the events a run
/// dispatches.
public struct TraceParts: OptionSet, Hashable, Sendable {
    /// The typed ``Event``s.
    public static let events = TraceParts(rawValue: 1 << 0)
    /// The transcript text.
    public static let transcript = TraceParts(rawValue: 1 << 1)
    /// The JSON lines.
    public static let jsonLines = TraceParts(rawValue: 1 << 2)
    /// Events, transcript and JSON lines.
    public static let all: TraceParts = [.events, .transcript, .jsonLines]

    /// The parts as bits (``events`` 1, ``transcript`` 2, ``jsonLines`` 4).
    public let rawValue: Int

    /// The parts whose bits are set in `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
}

/// What one ``Scene/run(_:)`` did.
public struct Outcome: Hashable, Sendable {
    /// The events these statements dispatched, in order (empty unless the scene records ``TraceParts/events``).
    public var events: [Event] = []
    /// The transcript of these statements (empty unless the scene records ``TraceParts/transcript``).
    public var transcript = ""
    /// The `expect` statements that did not hold.
    public var failedExpectations: [FailedExpectation] = []
    /// How many `expect` statements ran.
    public var expectationsChecked = 0

    /// An empty outcome.
    public init() {}
}
