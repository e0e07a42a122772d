import GestureEngine
import GestureScript
import GestureSupport

/// Summarizes repeat iterations after the first (levels `normal` and `brief`): each iteration is compared with the
/// first, and its summary names every transition, action, console line and note that it has more or fewer of than
/// the first, and its line-model change when that differs:
/// `iteration 2: doubleTap → recognized, action doubleTap(_:), console "Recognized a double tap", lines 1 → 0`.
/// Runs of iterations with the same summary are one line (`iterations 3–1000: same as iteration 1`).
///
/// Memory is bounded whatever the count: per open repeat, two summaries of at most `maxItems` distinct items and
/// one pending run. Output is bounded too: at most `maxLines` summary lines per repeat, then a count.
struct RepeatSummarizer {
    static let maxItems = 64
    static let maxLines = 100
    /// The longest first iteration, in items, that later ones are followed along (`Frame.firstSequence`).
    static let maxSequence = 4096

    /// Something an iteration did that its summary can name.
    enum Item: Hashable {
        case transition(RecognizerID, GestureState)
        case action(RecognizerID, String)
        case console(String)
        case note(String)

        /// Which case it is, 0…3 (`Summary.add` remembers where it last found each).
        var kind: Int {
            switch self {
            case .transition: 0
            case .action: 1
            case .console: 2
            case .note: 3
            }
        }
    }

    /// A place in `Summary.order` for each `Item.kind` (four words, not a list: a summary is copied at every
    /// iteration's end).
    struct KindHints {
        private var transition = 0, action = 0, console = 0, note = 0

        subscript(kind: Int) -> Int {
            get {
                switch kind {
                case 0: transition
                case 1: action
                case 2: console
                default: note
                }
            }
            set {
                switch kind {
                case 0: transition = newValue
                case 1: action = newValue
                case 2: console = newValue
                default: note = newValue
                }
            }
        }
    }

    /// What one iteration did: its items with counts (first occurrence order) and its model change.
    struct Summary {
        /// The distinct items in first-occurrence order, and how often each occurred (`tally[k]` for `order[k]`).
        /// At most `maxItems`, so a scan finds an item sooner than hashing it would (its names are strings).
        var order: [Item] = []
        var tally: [Int] = []
        /// More than `maxItems` distinct items: the rest were not kept.
        var overflow = false
        /// Where the last item of each kind added is in `order`, by `Item.kind`: an iteration does the same thing
        /// several times in a row (a pan's `changed`, its action and its console line, in turn), so that is looked at
        /// first.
        private var last = KindHints()
        /// The model's changes other than the number of lines (`finger 1's line begins at 10,10`, `menu hidden`).
        var model: [String] = []
        /// Finished lines before and after the iteration. Iterations are compared by the difference, so a repeat
        /// that adds one line each time is "the same" every time.
        var linesBefore = 0
        var linesAfter = 0
        var lineDelta: Int { linesAfter - linesBefore }

        mutating func add(_ item: Item) {
            let kind = item.kind
            let hint = last[kind]
            if hint < order.count, order[hint] == item {
                tally[hint] += 1
            } else if let k = order.firstIndex(of: item) {
                tally[k] += 1
                last[kind] = k
            } else if order.count < RepeatSummarizer.maxItems {
                order.append(item)
                tally.append(1)
                last[kind] = order.count - 1
            } else {
                overflow = true
            }
        }

        /// How often `item` occurred (0 when it did not, or was not kept).
        func count(of item: Item) -> Int { order.firstIndex(of: item).map { tally[$0] } ?? 0 }

        /// Whether `other` did the same in the same order: then neither names anything the other does not.
        func isSame(as other: Summary) -> Bool {
            order == other.order && tally == other.tally && model == other.model && !overflow && !other.overflow
        }

        /// Empty again, in the memory it has (every iteration fills it with about as many items as the last).
        mutating func removeAll() {
            order.removeAll(keepingCapacity: true)
            tally.removeAll(keepingCapacity: true)
            overflow = false
            last = KindHints()
            if !model.isEmpty { model.removeAll() }
            linesBefore = 0
            linesAfter = 0
        }
    }

    struct Frame {
        var count: Int
        var iteration = 1
        /// Whether the current iteration is summarized rather than printed (decided at its start by the level).
        var summarized = false
        var startModel: ModelSnapshot?
        var first: Summary?
        /// Whether `first` holds its items alone: no model change, no more items than it kept, no change in the number
        /// of lines. A later iteration without a model that did all it did, in order, is then the same as it.
        var firstIsItemsAlone = false
        var current = Summary()
        /// The first iteration's items in the order they came (at most `maxSequence`; nil when it had more): a later
        /// iteration is followed along it (`following`), item by item, and counted only from where it differs.
        var firstSequence: [Item]? = []
        /// How far the current iteration went along `firstSequence` without a difference, while `following`.
        var cursor = 0
        var following = false
        /// Consecutive iterations with the same summary text, not printed yet.
        var run: Run?
        var linesPrinted = 0
        var iterationsNotListed = 0

        /// Whether the current iteration's items are read: the first iteration's (every later one is compared with
        /// it) and a summarized one's. An iteration printed in full (`all`) is compared with nothing.
        var collects: Bool { summarized || first == nil }

        /// The current iteration did `item`. The first iteration counts it and notes the order; a later one that has
        /// done what the first did so far only moves along the first's items, and is counted once it differs.
        mutating func take(_ item: Item) {
            if following {
                if cursor < firstSequence!.count, firstSequence![cursor] == item {
                    cursor += 1
                    return
                }
                stopFollowing()
            } else if first == nil, firstSequence != nil {
                if firstSequence!.count < RepeatSummarizer.maxSequence { firstSequence!.append(item) } else { firstSequence = nil }
            }
            current.add(item)
        }

        /// `take(_:)` for each event of a batch that a summary counts. While the iteration follows the first's items,
        /// the batch is compared with them in one call (`RepeatSummarizer.follow`); from the event that parts from
        /// them on, the events are taken one by one.
        mutating func take(_ events: [TraceEvent]) {
            var i = events.startIndex
            if following, let sequence = firstSequence {
                let followed = RepeatSummarizer.follow(events, along: sequence, from: cursor)
                cursor = followed.cursor
                guard let parted = followed.parted else { return }
                stopFollowing()
                i = parted
            }
            while i < events.endIndex {
                if let item = RepeatSummarizer.item(events[i]) { take(item) }
                i += 1
            }
        }

        /// Counts what the current iteration did along the first's items, which it no longer follows.
        mutating func stopFollowing() {
            following = false
            guard let sequence = firstSequence else { return }
            for k in 0..<cursor { current.add(sequence[k]) }
        }

        /// Starts a later iteration: it follows the first's items while there is a whole list of them (none, when the
        /// first did nothing a summary counts).
        mutating func startFollowing() {
            cursor = 0
            following = first != nil && firstSequence != nil
        }

        /// The current iteration ended: true when it did all that the first did, in the same order (then its items
        /// are the first's, and `current` holds none); otherwise its items are counted in `current`.
        mutating func finishFollowing() -> Bool {
            guard following else { return false }
            if first != nil, cursor == firstSequence?.count {
                following = false
                return true
            }
            stopFollowing()
            return false
        }
    }

    /// Consecutive iterations whose summaries are the same (`text`), and the number of lines around them.
    struct Run {
        var text: String
        var lineDelta: Int
        var first: Int
        var last: Int
        var linesBefore: Int
        var linesAfter: Int
    }

    private(set) var frames: [Frame] = []
    /// Repeats nested in a summarized iteration: their markers are absorbed into that iteration's summary.
    private var absorbed = 0

    /// Whether output is being summarized rather than printed.
    var isSummarizing: Bool { frames.contains { $0.summarized } }

    /// Notes what an output did, for every open repeat's current iteration.
    mutating func collect(_ output: SessionOutput) {
        switch output {
        case .trace, .note: break
        case .statement, .expectationFailure, .model, .modelStep, .iteration, .repeatEnd, .show, .error, .scene, .clock, .summary: return
        }
        // Usually one repeat collects: its frame is found once per output, not per event.
        var first = -1, collecting = 0
        for k in frames.indices where frames[k].collects {
            if first < 0 { first = k }
            collecting += 1
        }
        guard collecting > 0 else { return }
        let alone = collecting == 1
        switch output {
        case .trace(let events):
            // A followed iteration's batch is compared in one call; the others' events are made items here, and
            // only the events a summary counts reach a frame.
            if alone, frames[first].following {
                frames[first].take(events)
                return
            }
            for i in events.indices {
                guard let item = Self.item(events[i]) else { continue }
                if alone {
                    frames[first].take(item)
                } else {
                    for k in frames.indices where frames[k].collects { frames[k].take(item) }
                }
            }
        case .note(let text):
            for k in frames.indices where frames[k].collects { frames[k].take(.note(text)) }
        case .statement, .expectationFailure, .model, .modelStep, .iteration, .repeatEnd, .show, .error, .scene, .clock, .summary:
            break
        }
    }

    /// What a summary counts of `e`, if anything. A function of its own, which reads the event where it lies: matched
    /// inline in the loop, each event was copied first (its payload retained and released).
    @inline(never)
    private static func item(_ e: TraceEvent) -> Item? {
        switch e {
        case .transition(_, let id, _, let to, _): .transition(id, to)
        case .action(_, let id, _, let method): .action(id, method)
        case .log(_, let line): .console(line)
        default: nil
        }
    }

    /// Follows `events` along `sequence` from its item `cursor` on: where the cursor is after them, and the index of
    /// the first event that parts from the sequence (nil when none does). A function of its own, apart from the frame
    /// it moves, and each event is made its item (`item(_:)`) before it is compared: an event handed to a function
    /// that compares strings, or read in a method of the frame, was copied first (its payload retained and released).
    @inline(never)
    static func follow(_ events: [TraceEvent], along sequence: [Item], from cursor: Int) -> (cursor: Int, parted: Int?) {
        var at = cursor
        for i in events.indices {
            guard let item = item(events[i]) else { continue }
            guard at < sequence.count, sequence[at] == item else { return (at, i) }
            at += 1
        }
        return (at, nil)
    }

    /// A repeat starts iteration `number`; returns summary lines completed by the iteration that ended.
    mutating func iteration(_ number: Int, count: Int, model: ModelSnapshot?, level: TraceLevel, style: Style, scene: SceneTable) -> String {
        if absorbed > 0 || (isSummarizing && number == 1) {
            if number == 1 { absorbed += 1 }
            return ""
        }
        if number == 1 {
            frames.append(Frame(count: count, startModel: model))
            return ""
        }
        guard !frames.isEmpty else { return "" }
        let out = closeIteration(endModel: model, style: style, scene: scene)
        let k = frames.count - 1
        frames[k].iteration = number
        frames[k].summarized = level.summarizesLaterIterations
        frames[k].startModel = model
        frames[k].current.removeAll()
        if frames[k].summarized { frames[k].startFollowing() }
        return out
    }

    /// A repeat ended; returns its remaining summary lines. `absorbedEnd` is true when it was nested in a summarized
    /// iteration (nothing to print for it).
    mutating func end(model: ModelSnapshot?, style: Style, scene: SceneTable) -> (text: String, absorbedEnd: Bool) {
        if absorbed > 0 {
            absorbed -= 1
            return ("", true)
        }
        guard !frames.isEmpty else { return ("", false) }
        var out = closeIteration(endModel: model, style: style, scene: scene)
        out += closeFrame(style: style)
        return (out, false)
    }

    /// Closes every open repeat (a run stopped by an error inside one).
    mutating func finish(style: Style) -> String {
        var out = ""
        while !frames.isEmpty { out += closeFrame(style: style) }
        absorbed = 0
        return out
    }

    private mutating func closeFrame(style: Style) -> String {
        var out = flushRun(style: style)
        let f = frames.removeLast()
        if f.iterationsNotListed > 0 {
            out += "  " + style.cyan("… \(f.iterationsNotListed) more iterations not listed (at most \(Self.maxLines) summary lines per repeat; 'set trace all' prints every iteration)") + "\n"
        }
        return out
    }

    private mutating func closeIteration(endModel: ModelSnapshot?, style: Style, scene: SceneTable) -> String {
        let k = frames.count - 1
        let followed = frames[k].finishFollowing()
        if followed, endModel == nil, frames[k].summarized, frames[k].firstIsItemsAlone {
            // It did all the first did, in order, and neither has a model: the same as the first, told without
            // copying either's counts (the usual iteration of a long repeat).
            return add(Self.same, lineDelta: 0, linesBefore: 0, linesAfter: 0, style: style)
        }
        var summary = frames[k].current
        if followed, let first = frames[k].first {
            // It did what the first did, in order: the first's items (its model is its own, below).
            summary.order = first.order
            summary.tally = first.tally
            summary.overflow = first.overflow
        }
        if let endModel {
            summary.model = ModelChange.describe(from: frames[k].startModel, to: endModel, includeGeometry: true).filter { !$0.hasPrefix("lines ") }
            summary.linesBefore = frames[k].startModel?.finishedLines.count ?? 0
            summary.linesAfter = endModel.finishedLines.count
        }
        guard let first = frames[k].first else {
            frames[k].first = summary
            frames[k].firstIsItemsAlone = summary.model.isEmpty && !summary.overflow && summary.lineDelta == 0
            return ""
        }
        guard frames[k].summarized else { return "" }
        let text = Self.difference(summary, from: first, scene: scene)
        let delta = summary.lineDelta == first.lineDelta ? 0 : summary.lineDelta
        return add(text, lineDelta: delta, linesBefore: summary.linesBefore, linesAfter: summary.linesAfter, style: style)
    }

    /// The innermost repeat's current iteration, summarized as `text`, joins the run of iterations not printed yet
    /// when it continues it with the same summary; otherwise it starts a run, and the one it ends is returned.
    private mutating func add(_ text: String, lineDelta delta: Int, linesBefore: Int, linesAfter: Int, style: Style) -> String {
        let k = frames.count - 1
        let n = frames[k].iteration
        if let run = frames[k].run, run.text == text, run.lineDelta == delta, run.last == n - 1 {
            frames[k].run?.last = n
            frames[k].run?.linesAfter = linesAfter
            return ""
        }
        let out = flushRun(style: style)
        frames[k].run = Run(text: text, lineDelta: delta, first: n, last: n, linesBefore: linesBefore, linesAfter: linesAfter)
        return out
    }

    private mutating func flushRun(style: Style) -> String {
        let k = frames.count - 1
        guard let run = frames[k].run else { return "" }
        frames[k].run = nil
        if frames[k].linesPrinted >= Self.maxLines {
            frames[k].iterationsNotListed += run.last - run.first + 1
            return ""
        }
        frames[k].linesPrinted += 1
        let which = run.first == run.last ? "iteration \(run.first)" : "iterations \(run.first)–\(run.last)"
        var text = run.text
        if run.lineDelta != 0 {
            // The number of lines changed differently from the first iteration.
            let lines = run.first == run.last ? "lines \(run.linesBefore) → \(run.linesAfter)"
                : "lines \(run.lineDelta > 0 ? "+" : "")\(run.lineDelta) each (\(run.linesBefore) → \(run.linesAfter))"
            text = text == Self.same ? lines : text + ", " + lines
        }
        return "  " + style.cyan("\(which): \(text)") + "\n"
    }

    /// What `s` did differently from `first`, in words; "same as iteration 1" when nothing.
    static func difference(_ s: Summary, from first: Summary, scene: SceneTable) -> String {
        // The usual case, told without looking an item up in the other summary.
        if s.isSame(as: first) { return same }
        var parts: [String] = []
        for (k, item) in s.order.enumerated() {
            let extra = s.tally[k] - first.count(of: item)
            if extra > 0 { parts.append(text(item, scene: scene) + (extra > 1 ? " ×\(extra)" : "")) }
        }
        for (k, item) in first.order.enumerated() {
            let missing = first.tally[k] - s.count(of: item)
            if missing > 0 { parts.append("no " + text(item, scene: scene) + (missing > 1 ? " ×\(missing)" : "")) }
        }
        if s.model != first.model { parts += s.model.isEmpty ? ["model unchanged"] : s.model }
        if s.overflow || first.overflow { parts.append("and more ('set trace all' shows everything)") }
        return parts.isEmpty ? same : parts.joined(separator: ", ")
    }

    static let same = "same as iteration 1"

    static func text(_ item: Item, scene: SceneTable) -> String {
        switch item {
        case .transition(let id, let state):
            return "\(scene.name(of: id)) → \(state.name(discrete: scene.isDiscrete(id)))"
        case .action(_, let method): return "action \(TranscriptFormatter.methodName(method))"
        case .console(let line): return "console \"\(visible: line)\""
        case .note(let text): return VisibleText.escape(text)
        }
    }
}
