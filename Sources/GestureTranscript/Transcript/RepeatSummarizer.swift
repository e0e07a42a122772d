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

    /// Something an iteration did that its summary can name.
    enum Item: Hashable {
        case transition(RecognizerID, GestureState)
        case action(RecognizerID, String)
        case console(String)
        case note(String)
    }

    /// What one iteration did: its items with counts (first occurrence order) and its model change.
    struct Summary {
        /// The distinct items in first-occurrence order, and how often each occurred (`tally[k]` for `order[k]`).
        /// At most `maxItems`, so a scan finds an item sooner than hashing it would (its names are strings).
        var order: [Item] = []
        var tally: [Int] = []
        /// More than `maxItems` distinct items: the rest were not kept.
        var overflow = false
        /// Where the last item added is in `order`: an iteration does the same thing several times in a row (a pan's
        /// `changed`), so it is looked at first.
        private var last = 0
        /// The model's changes other than the number of lines (`finger 1's line begins at 10,10`, `menu hidden`).
        var model: [String] = []
        /// Finished lines before and after the iteration. Iterations are compared by the difference, so a repeat
        /// that adds one line each time is "the same" every time.
        var linesBefore = 0
        var linesAfter = 0
        var lineDelta: Int { linesAfter - linesBefore }

        mutating func add(_ item: Item) {
            if last < order.count, order[last] == item {
                tally[last] += 1
            } else if let k = order.firstIndex(of: item) {
                tally[k] += 1
                last = k
            } else if order.count < RepeatSummarizer.maxItems {
                order.append(item)
                tally.append(1)
                last = order.count - 1
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
            last = 0
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
        var current = Summary()
        /// Consecutive iterations with the same summary text, not printed yet.
        var run: Run?
        var linesPrinted = 0
        var iterationsNotListed = 0

        /// Whether the current iteration's items are read: the first iteration's (every later one is compared with
        /// it) and a summarized one's. An iteration printed in full (`all`) is compared with nothing.
        var collects: Bool { summarized || first == nil }
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
        guard frames.contains(where: { $0.collects }) else { return }
        switch output {
        case .trace(let events):
            // Each event is matched where it lies (a copy of each would retain and release its payload).
            for i in events.indices {
                let item: Item
                switch events[i] {
                case .transition(_, let id, _, let to, _): item = .transition(id, to)
                case .action(_, let id, _, let method): item = .action(id, method)
                case .log(_, let line): item = .console(line)
                default: continue
                }
                for k in frames.indices where frames[k].collects { frames[k].current.add(item) }
            }
        case .note(let text):
            for k in frames.indices where frames[k].collects { frames[k].current.add(.note(text)) }
        case .statement, .expectationFailure, .model, .modelStep, .iteration, .repeatEnd, .show, .error, .scene, .clock:
            break
        }
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
        frames[k].summarized = level != .all
        frames[k].startModel = model
        frames[k].current.removeAll()
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
        var summary = frames[k].current
        if let endModel {
            summary.model = ModelChange.describe(from: frames[k].startModel, to: endModel, includeGeometry: true).filter { !$0.hasPrefix("lines ") }
            summary.linesBefore = frames[k].startModel?.finishedLines.count ?? 0
            summary.linesAfter = endModel.finishedLines.count
        }
        guard let first = frames[k].first else {
            frames[k].first = summary
            return ""
        }
        guard frames[k].summarized else { return "" }
        let text = Self.difference(summary, from: first, scene: scene)
        let delta = summary.lineDelta == first.lineDelta ? 0 : summary.lineDelta
        let n = frames[k].iteration
        if let run = frames[k].run, run.text == text, run.lineDelta == delta, run.last == n - 1 {
            frames[k].run?.last = n
            frames[k].run?.linesAfter = summary.linesAfter
            return ""
        }
        let out = flushRun(style: style)
        frames[k].run = Run(text: text, lineDelta: delta, first: n, last: n, linesBefore: summary.linesBefore, linesAfter: summary.linesAfter)
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
