/// How much of a run the text transcript shows (`set trace LEVEL`, `gesturelab run --trace LEVEL`).
///
/// The level is a rendering choice (`TranscriptPrinter`): the session reports every trace event whatever the level,
/// so JSON lines, pictures, `explain`, `:why` and the expectation history always see all of them. (Only where the
/// text transcript is the stream's one reader are the iterations it summarizes traced for just what their summaries
/// count: `SessionOptions.readerSummarizesIterations`.)
public enum TraceLevel: String, Sendable, CaseIterable {
    /// State transitions, actions, console lines and the line model, and what answers "why late, why not": waiting for
    /// a failure requirement, withheld, released, cancelled and dropped deliveries, control events. No touches, live
    /// deliveries, timers, rejections, delegate answers or resets.
    case brief
    /// The default: everything that changes something — transitions, actions, console lines, withheld, released,
    /// cancelled and dropped deliveries, rejections, timers, expectation failures and the line model at the event
    /// where it changed — on one line per input event, with runs of uneventful events (moves that only reach a
    /// view and the console) folded into one line. Times and points are rounded to 0.1; repeat iterations after
    /// the first are summarized by what differs from the first.
    case normal
    /// Every trace event on its own line with its exact time, and every repeat iteration in full. This is what
    /// golden transcripts (`gesturelab test` with `NAME.expected`) are compared at.
    case all

    /// Whether the transcript at this level summarizes a repeat's iterations after the first (every level but
    /// `all`, which prints them in full). The transcript's summaries and the session's outcome-only tracing of the
    /// iterations they summarize (`SessionOptions.readerSummarizesIterations`) both ask this, so they cannot part.
    public var summarizesLaterIterations: Bool { self != .all }

    /// The level a `set trace` value names: a level, or `first` (the value older scripts used for what is now the
    /// default: repeat iterations after the first summarized).
    public init?(setting: String) {
        if setting == "first" {
            self = .normal
            return
        }
        self.init(rawValue: setting)
    }
}
