import GestureEngine
import Testing

@testable import GestureScript
@testable import GestureTranscript

/// A summarized iteration is followed along the first iteration's items, event by event, and counted only from where
/// it parts from them (`RepeatSummarizer.Frame.take`). Whatever the batches and wherever it parts, its summary line
/// is the one counting every item says (`RepeatSummarizer.difference` of the two iterations' counts).
@Suite struct RepeatSummaryFollowingTests {
    typealias Item = RepeatSummarizer.Item

    static let pan = RecognizerID(index: 0)
    static let tap = RecognizerID(index: 1)

    /// An event a summary counts, as the item it counts: transitions, actions and console lines.
    static func event(_ item: Item, at ms: Int64) -> TraceEvent {
        let time = VirtualTime(microseconds: ms * 1000)
        switch item {
        case .transition(let id, let to): return .transition(time: time, recognizer: id, from: .possible, to: to, cause: nil)
        case .action(let id, let method): return .action(time: time, recognizer: id, state: .changed, method: method)
        case .console(let line): return .log(time: time, line: line)
        case .note: fatalError("not a trace event")
        }
    }

    /// One iteration's events, in batches: an event a summary does not count (a reset) after each item, and a new
    /// batch every `batch` items, `spacing` milliseconds apart from `start` on (iterations happen at other times, and
    /// their events may come at other intervals: times are nothing a summary compares).
    static func batches(_ items: [Item], start: Int64, spacing: Int64, batch: Int) -> [[TraceEvent]] {
        var batches: [[TraceEvent]] = [[]]
        for (k, item) in items.enumerated() {
            if k > 0, k % batch == 0 { batches.append([]) }
            let ms = start + Int64(k) * spacing
            batches[batches.count - 1].append(event(item, at: ms))
            batches[batches.count - 1].append(.reset(time: VirtualTime(microseconds: (ms + 1) * 1000), recognizers: [tap]))
        }
        return batches
    }

    /// The summary lines the summarizer prints for a repeat whose iterations did `iterations`.
    static func summarized(_ iterations: [[Item]], batch: Int) -> String {
        var summarizer = RepeatSummarizer()
        let scene = SceneTable()
        var out = ""
        for (k, items) in iterations.enumerated() {
            out += summarizer.iteration(k + 1, count: iterations.count, model: nil, level: .normal, style: .plain, scene: scene)
            for events in batches(items, start: Int64(k) * 7_000, spacing: 10 + Int64(k) * 3, batch: batch) {
                summarizer.collect(.trace(events))
            }
        }
        out += summarizer.end(model: nil, style: .plain, scene: scene).text
        return out
    }

    /// What counting every item says of a repeat of two iterations.
    static func counted(_ first: [Item], _ second: [Item]) -> String {
        func summary(_ items: [Item]) -> RepeatSummarizer.Summary {
            var s = RepeatSummarizer.Summary()
            for item in items { s.add(item) }
            return s
        }
        return "  iteration 2: " + RepeatSummarizer.difference(summary(second), from: summary(first), scene: SceneTable()) + "\n"
    }

    static let first: [Item] = [.transition(pan, .began), .action(pan, "pan"), .console("pan began")]
        + Array(repeating: [.transition(pan, .changed), .action(pan, "pan"), .console("pan changed")], count: 6).joined()
        + [.transition(pan, .ended), .action(pan, "pan"), .console("pan ended"), .transition(tap, .failed)]

    /// The first iteration's items, changed by `edit`.
    static func changed(_ edit: (inout [Item]) -> Void) -> [Item] {
        var items = first
        edit(&items)
        return items
    }

    static let seconds: [(String, [Item])] = [
        ("the same (at other times and intervals only)", first),
        ("another item first", changed { $0[0] = .transition(pan, .failed) }),
        ("another item in the middle", changed { $0[10] = .console("pan moved") }),
        ("another item late", changed { $0[$0.count - 2] = .console("pan done") }),
        ("another item last", changed { $0[$0.count - 1] = .transition(tap, .ended) }),
        ("another action's method last", changed { $0[$0.count - 1] = .action(tap, "tapped") }),
        ("one more item at the end", changed { $0.append(.console("extra")) }),
        ("the same item once more at the end", changed { $0.append(.console("pan ended")) }),
        ("one item fewer at the end", changed { $0.removeLast() }),
        ("stopping halfway", changed { $0.removeLast(10) }),
        ("nothing", []),
        ("the same items in another order", changed { $0.swapAt(1, $0.count - 1) }),
        ("the same items, the last two swapped", changed { $0.swapAt($0.count - 2, $0.count - 1) }),
    ]

    @Test(arguments: seconds.indices, [1, 2, 5, 100])
    func aFollowedIterationIsSummarizedAsCounted(_ index: Int, batch: Int) {
        let (what, second) = Self.seconds[index]
        let expected = Self.counted(Self.first, second)
        #expect(Self.summarized([Self.first, second], batch: batch) == expected, "\(what)")
        // A third iteration that does what the first did is followed from the start again.
        let third = expected == "  iteration 2: same as iteration 1\n" ? "  iterations 2–3: same as iteration 1\n"
            : expected + "  iteration 3: same as iteration 1\n"
        #expect(Self.summarized([Self.first, second, Self.first], batch: batch) == third, "\(what), then the same as the first")
    }

    /// A first iteration that did nothing a summary counts (`repeat N { tap at 1,1; wait 1s }` without recognizers)
    /// is followed too: along no items, until a later iteration does something.
    @Test(arguments: [1, 3])
    func iterationsAfterOneThatDidNothingAreFollowedAlongNothing(batch: Int) {
        let tap: [Item] = [.transition(Self.tap, .ended), .console("tap")]
        #expect(Self.summarized([[], [], []], batch: batch) == "  iterations 2–3: same as iteration 1\n")
        #expect(Self.summarized([[], tap, [], []], batch: batch)
            == Self.counted([], tap) + "  iterations 3–4: same as iteration 1\n")
        #expect(Self.summarized([tap, [], tap], batch: batch) == Self.counted(tap, []) + "  iteration 3: same as iteration 1\n")
    }
}
