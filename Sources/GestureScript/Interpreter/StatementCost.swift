import GestureEngine
import GestureLanguage

/// What a statement will cost before it runs: the statements it executes and the input events it dispatches at
/// least. The session checks both against what is left of its budgets (`SessionOptions.maxStatements`,
/// `maxEvents`) before any work starts, so a runaway `repeat`, a move over years or `steps 9223372036854775807`
/// is refused at once with the numbers instead of running into a limit minutes later (docs/limits.md).
///
/// All arithmetic saturates at `Int.max`: a cost that large is refused, never trapped on.
struct StatementCost {
    /// The sampling rate (Hz) that timed moves without `steps` use.
    var hz: Int

    // MARK: - Statements

    /// Statements executed by `s`, itself included (each `repeat` iteration runs its body again).
    static func statements(_ s: Statement) -> Int {
        guard case .repeat(let count, let body) = s.kind else { return 1 }
        return Saturating.add(1, Saturating.multiply(count.value, statements(body)))
    }

    /// Statements executed by a list of statements (a `repeat` body) run once.
    static func statements(_ list: [Statement]) -> Int {
        var total = 0
        for s in list { total = Saturating.add(total, statements(s)) }
        return total
    }

    // MARK: - Events

    /// The input events `s` dispatches at least. Exact for touch statements with one timing and for shorthands;
    /// for a `repeat`, its body's count times the repeat count. A `cancel all` or `up all` counts nothing (no finger
    /// may be down); nor does `use touchtracker`, which starts a new scene but not a new count (the session's events
    /// count across scenes), at the default rate.
    mutating func minimumEvents(_ s: Statement) -> Int {
        switch s.kind {
        case .touches(let group):
            return minimumEvents(group)
        case .shorthand(let shorthand):
            return events(shorthand)
        case .repeat(let count, let body):
            return minimumEvents(repeating: body, count: count.value)
        case .set(let name, let value):
            if name.value == "hz", case .number(let v, true) = value.kind, v >= 1, v <= 1000 { hz = Int(v) }
            return 0
        case .useTouchTracker:
            hz = GestureDefaults.sampleRateHz
            return 0
        case .wait, .screen, .view, .recognizer, .setProperty, .requireToFail, .delegate, .action, .override, .menuTap, .panelPick,
            .expect, .mark, .show:
            return 0
        }
    }

    /// The events of `body` run `count` times. A `set hz` in the body changes the rate for later iterations: counted
    /// with the lowest rate the body reaches.
    mutating func minimumEvents(repeating body: [Statement], count: Int) -> Int {
        var inner = StatementCost(hz: Self.lowestRate(in: body, from: hz))
        let once = inner.minimumEvents(body)
        // Lower than or equal to the rate after the repeat, whether or not the body ran.
        hz = min(hz, inner.hz)
        return Saturating.multiply(count, once)
    }

    /// The events of statements run in order once.
    mutating func minimumEvents(_ list: [Statement]) -> Int {
        var total = 0
        for s in list { total = Saturating.add(total, minimumEvents(s)) }
        return total
    }

    /// A touch statement: one event, or one per sample of its longest timed move (the other fingers' samples join
    /// those at the same instant; downs join the first, lifts the last).
    func minimumEvents(_ group: TouchGroup) -> Int {
        var samples = 0
        var instant = false
        for action in group.actions {
            switch action.kind {
            case .move(_, _, let t):
                if let t = t ?? group.timing {
                    let over = TimeSpan(microseconds: t.over?.microseconds ?? 0)
                    samples = max(samples, t.steps?.value ?? Interpolation.defaultSteps(over: over, hz: hz))
                } else {
                    instant = true
                }
            case .down, .up, .cancel:
                instant = true
            case .cancelAll, .upAll:
                continue
            }
        }
        return max(samples, instant ? 1 : 0)
    }

    /// A shorthand's events, exactly (see `ShorthandExpander.forEachStep`): a down, the samples, a lift.
    func events(_ s: Shorthand) -> Int {
        func samples(_ over: DurationLiteral?, _ fallback: TimeSpan) -> Int {
            Interpolation.defaultSteps(over: over.map { TimeSpan(microseconds: $0.microseconds) } ?? fallback, hz: hz)
        }
        switch s {
        case .tap(_, let taps, _): return Saturating.multiply(2, taps?.value ?? 1)
        case .longPress: return 2
        case .drag(_, _, let over): return Saturating.add(2, samples(over, ShorthandDefaults.dragDuration))
        case .swipe(_, _, _, let over, _): return Saturating.add(2, samples(over, ShorthandDefaults.swipeDuration))
        case .pinch(_, _, _, let over): return Saturating.add(2, samples(over, ShorthandDefaults.pinchDuration))
        case .rotate(_, _, let over): return Saturating.add(2, samples(over, ShorthandDefaults.rotateDuration))
        }
    }

    /// The lowest sampling rate in effect anywhere in `body` when it starts at `hz` (a new scene starts at the default).
    private static func lowestRate(in body: [Statement], from hz: Int) -> Int {
        var lowest = hz
        for s in body {
            if case .useTouchTracker = s.kind { lowest = min(lowest, GestureDefaults.sampleRateHz) }
            if case .set(let name, let value) = s.kind, name.value == "hz", case .number(let v, true) = value.kind, v >= 1, v <= 1000 {
                lowest = min(lowest, Int(v))
            }
            if case .repeat(_, let inner) = s.kind { lowest = min(lowest, lowestRate(in: inner, from: lowest)) }
        }
        return lowest
    }
}

/// Arithmetic on counts from scripts that saturates at `Int.max` instead of trapping (counts are never negative).
enum Saturating {
    static func add(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : sum
    }

    static func multiply(_ a: Int, _ b: Int) -> Int {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? .max : product
    }
}
