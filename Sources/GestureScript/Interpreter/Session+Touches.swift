import GestureEngine
import GestureLanguage

extension Session {
    /// A touch statement: one event, or an interpolated series when a move has `over`/`steps`.
    func executeTouchGroup(_ group: TouchGroup, range: SourceRange) throws {
        // One untimed action (most touch statements) is one event of one input: no buffers.
        if let input = PreparedStatement.loneInput(group) {
            try dispatch(input, range: range, fingerRanges: FingerRanges(group.actions))
            return
        }
        try checkEventBudget(StatementCost(hz: hz).minimumEvents(group), what: "this statement", atLeast: false, range: range)
        if group.actions.count == 1, group.timing == nil {
            // One action (a timed move, `up all`, `cancel all`): no list of actions.
            try runAction(Self.groupAction(group.actions[0].kind), on: env, range: range, fingerRanges: FingerRanges(group.actions))
            return
        }
        let groupTiming = group.timing.map { Self.timing($0) }
        var actions = scratch.takeActions()
        defer { scratch.putActions(actions) }
        for action in group.actions { actions.append(Self.groupAction(action.kind)) }
        try runGroup(actions, groupTiming: groupTiming, range: range, fingerRanges: FingerRanges(group.actions))
    }

    /// A written touch action as a step's action.
    static func groupAction(_ kind: TouchAction.Kind) -> GroupAction {
        switch kind {
        case .down(let f, let p):
            .down(f.value, Point(x: p.x, y: p.y))
        case .move(let f, .to(let p), let t):
            .moveTo(f.value, Point(x: p.x, y: p.y), t.map { Self.timing($0) })
        case .move(let f, .by(let d), let t):
            .moveBy(f.value, Point(x: d.x, y: d.y), t.map { Self.timing($0) })
        case .up(let f):
            .up(f.value)
        case .cancel(let f):
            .cancel(f.value)
        case .cancelAll:
            .cancelAll
        case .upAll:
            .upAll
        }
    }

    /// The input of a step's action that needs neither the finger's location nor a timeline; nil otherwise.
    private static func singleInput(_ action: GroupAction) -> TouchInput? {
        switch action {
        case .down(let f, let p): .down(finger: f, at: p)
        case .moveTo(let f, let p, nil): .move(finger: f, to: p)
        case .up(let f): .up(finger: f)
        case .cancel(let f): .cancel(finger: f)
        case .moveTo, .moveBy, .cancelAll, .upAll: nil
        }
    }

    static func timing(_ t: MotionTiming) -> StepTiming {
        StepTiming(over: TimeSpan(microseconds: t.over?.microseconds ?? 0), steps: t.steps?.value)
    }

    /// A shorthand: expanded with the lowest free fingers, each step run as it is produced (never materialized).
    func executeShorthand(_ s: Shorthand, range: SourceRange) throws {
        try checkEventBudget(StatementCost(hz: hz).events(s), what: "this shorthand", atLeast: false, range: range)
        let env = self.env
        // One-finger taps and presses (most shorthands, and the ones in long loops) run the expander's steps directly:
        // no step values, no closure per step.
        if let press = ShorthandPress(s) {
            try run(press, on: env, range: range)
            return
        }
        let expander = ShorthandExpander(fingersDown: env.fingersDownMask, screen: env.screenSize, hz: hz)
        let ok = try expander.forEachStep(s) { step in
            try run(step, on: env, range: range)
            // Each step's trace goes on at once (to the history, the gesture recorder and the sink), as an
            // interpolated move's samples do: the engine's trace buffer then holds one step, not `taps 1000000`.
            flushTrace(env)
            return true
        }
        if !ok { throw RuntimeError(.noFreeFinger(), at: range) }
    }

    /// A one-finger tap or long press, as the expander's steps for it would run (`env` is `self.env`, held by the
    /// caller): the event budget is checked by the caller.
    func run(_ press: ShorthandPress, on env: GestureEnvironment, range: SourceRange) throws {
        guard let f = Self.lowestFreeFinger(env) else { throw RuntimeError(.noFreeFinger(), at: range) }
        switch press {
        case .tap(let origin, let taps):
            for k in 0..<taps {
                if k > 0 { try runStep(wait: ShorthandDefaults.tapGap, on: env, range: range) }
                try runStep(.down(finger: f, at: origin), on: env, range: range)
                try runStep(wait: ShorthandDefaults.tapHold, on: env, range: range)
                try runStep(.up(finger: f), on: env, range: range)
            }
        case .longPress(let origin, let hold):
            try runStep(.down(finger: f, at: origin), on: env, range: range)
            try runStep(wait: hold, on: env, range: range)
            try runStep(.up(finger: f), on: env, range: range)
        }
    }

    /// The lowest finger number that is not down (`ShorthandExpander.lowestFreeFinger` without building the mask of
    /// fingers down: a finger is down exactly when the environment knows where it is).
    private static func lowestFreeFinger(_ env: GestureEnvironment) -> Int? {
        for f in 1...20 where env.location(ofFinger: f) == nil { return f }
        return nil
    }

    /// A shorthand's one-finger step, as `run(_:on:range:)` runs `.single(action)`, and its trace passed on.
    @inline(__always)
    private func runStep(_ input: TouchInput, on env: GestureEnvironment, range: SourceRange) throws {
        try dispatch(input, on: env, range: range, fingerRanges: .none)
        flushTrace(env)
    }

    /// A shorthand's wait step, as `run(_:on:range:)` runs `.wait(span)`, and its trace passed on.
    @inline(__always)
    private func runStep(wait span: TimeSpan, on env: GestureEnvironment, range: SourceRange) throws {
        try advanceClock(by: span, on: env, range: range)
        flushTrace(env)
    }

    /// The first `limit` primitive steps a shorthand stands for, given the fingers down now (for `:expand`).
    func expand(_ s: Shorthand, range: SourceRange, limit: Int = .max) throws -> [TimelineStep] {
        let expander = ShorthandExpander(fingersDown: env.fingersDownMask, screen: env.screenSize, hz: hz)
        guard let steps = expander.expand(s, limit: limit) else { throw RuntimeError(.noFreeFinger(), at: range) }
        return steps
    }

    /// Runs one primitive step of a shorthand (`env` is `self.env`, held by the caller).
    private func run(_ step: TimelineStep, on env: GestureEnvironment, range: SourceRange) throws {
        switch step {
        case .wait(let span):
            try advanceClock(by: span, on: env, range: range)
        case .single(let action):
            try runAction(action, on: env, range: range, fingerRanges: .none)
        case .group(let actions, let groupTiming):
            if actions.count == 1, groupTiming == nil, let input = Self.singleInput(actions[0]) {
                try dispatch(input, on: env, range: range, fingerRanges: .none)
            } else {
                try runGroup(actions, groupTiming: groupTiming, range: range, fingerRanges: .none)
            }
        }
    }

    struct TimedMove {
        var finger: Int
        var from: Point
        var to: Point
        var over: Int64
        var steps: Int
        /// The next sample (1-based) and its offset in µs, worked out once per sample (it takes two divisions).
        var next = 1
        var nextTime: Int64

        /// A move whose first sample is next.
        static func starting(finger: Int, from: Point, to: Point, over: Int64, steps: Int) -> TimedMove {
            TimedMove(finger: finger, from: from, to: to, over: over, steps: steps, nextTime: Interpolation.sampleTime(over, 1, steps))
        }

        var isDone: Bool { next > steps }

        mutating func advance() {
            next += 1
            if next <= steps { nextTime = Interpolation.sampleTime(over, next, steps) }
        }
    }

    /// One action alone in its event (`env` is `self.env`, held by the caller): one input, or one finger's timed
    /// move without the buffers of a group.
    func runAction(_ action: GroupAction, on env: GestureEnvironment, range: SourceRange, fingerRanges: FingerRanges) throws {
        if let input = Self.singleInput(action) {
            try dispatch(input, on: env, range: range, fingerRanges: fingerRanges)
            return
        }
        switch action {
        case .moveTo(let f, let p, let timing?), .moveBy(let f, let p, let timing?):
            var relative = false
            if case .moveBy = action { relative = true }
            let move = try timedMove(finger: f, to: p, relative: relative, timing: timing, on: env, range: range, fingerRanges: fingerRanges)
            let start = env.now
            if start.microseconds > Int64.max / 2 - move.over { throw RuntimeError(.clockOverflow(), at: range) }
            var inputs: [TouchInput] = []
            try runMove(move, start: start, first: [], last: [], inputs: &inputs, range: range, fingerRanges: fingerRanges)
        case .down, .moveTo, .moveBy, .up, .cancel, .cancelAll, .upAll:
            try runGroup([action], groupTiming: nil, range: range, fingerRanges: fingerRanges)
        }
    }

    /// A timed move of finger `f` from where it is now to `p` (or by `p` when `relative`).
    private func timedMove(finger f: Int, to p: Point, relative: Bool, timing: StepTiming, on env: GestureEnvironment, range: SourceRange,
                           fingerRanges: FingerRanges) throws -> TimedMove {
        guard let current = env.location(ofFinger: f) else { throw RuntimeError(.fingerNotDown(f), at: fingerRanges.range(of: f) ?? range) }
        let steps = timing.steps ?? Interpolation.defaultSteps(over: timing.over, hz: hz)
        return .starting(finger: f, from: current, to: relative ? current + p : p, over: timing.over.microseconds, steps: steps)
    }

    private func runGroup(_ actions: [GroupAction], groupTiming: StepTiming?, range: SourceRange,
                          fingerRanges: FingerRanges) throws {
        func rangeOf(_ f: Int) -> SourceRange { fingerRanges.range(of: f) ?? range }
        // downs and instant moves make the first event; lifts and cancels the last; `inputs` each sample event.
        var (first, last, inputs, moves) = scratch.takeGroupBuffers()
        defer { scratch.putGroupBuffers(first, last, inputs, moves) }
        for action in actions {
            switch action {
            case .down(let f, let p):
                first.append(.down(finger: f, at: p))
            case .moveTo(let f, let p, let t), .moveBy(let f, let p, let t):
                var relative = false
                if case .moveBy = action { relative = true }
                if let timing = t ?? groupTiming {
                    moves.append(try timedMove(finger: f, to: p, relative: relative, timing: timing, on: env, range: range, fingerRanges: fingerRanges))
                } else if relative {
                    guard let current = env.location(ofFinger: f) else { throw RuntimeError(.fingerNotDown(f), at: rangeOf(f)) }
                    first.append(.move(finger: f, to: current + p))
                } else {
                    first.append(.move(finger: f, to: p))
                }
            case .up(let f):
                last.append(.up(finger: f))
            case .cancel(let f):
                last.append(.cancel(finger: f))
            case .cancelAll:
                last.append(contentsOf: env.fingersDown.map { .cancel(finger: $0) })
            case .upAll:
                last.append(contentsOf: env.fingersDown.map { .up(finger: $0) })
            }
        }
        if moves.isEmpty {
            // Most events are all downs or all lifts: concatenate only when both halves are there.
            if last.isEmpty {
                if !first.isEmpty { try dispatch(first, range: range, fingerRanges: fingerRanges) }
            } else if first.isEmpty {
                try dispatch(last, range: range, fingerRanges: fingerRanges)
            } else {
                first.append(contentsOf: last)
                try dispatch(first, range: range, fingerRanges: fingerRanges)
            }
            return
        }
        // Interpolated: merge every move's samples by time; downs join the first event, lifts the last. The clock
        // must reach the end of the longest move: checked before the first sample, so the offsets below never overflow.
        let start = env.now
        var longest: Int64 = 0
        for k in moves.indices { longest = max(longest, moves[k].over) }
        if start.microseconds > Int64.max / 2 - longest { throw RuntimeError(.clockOverflow(), at: range) }
        if moves.count == 1 {
            try runMove(moves[0], start: start, first: first, last: last, inputs: &inputs, range: range, fingerRanges: fingerRanges)
            return
        }
        var firstPending = !first.isEmpty
        while true {
            // Index loops: `for m in moves` would retain the buffer on every sample.
            var nextOffset = Int64.max
            for k in moves.indices where !moves[k].isDone { nextOffset = min(nextOffset, moves[k].nextTime) }
            if nextOffset == Int64.max { break }
            try advanceClock(by: TimeSpan(microseconds: start.microseconds + nextOffset - env.now.microseconds), range: range)
            if !firstPending, moves.count == 1, moves[0].next < moves[0].steps || last.isEmpty {
                // One finger moving and nothing joining this sample (most samples): one input, no list.
                let input = TouchInput.move(finger: moves[0].finger,
                                            to: Interpolation.point(moves[0].from, moves[0].to, moves[0].next, moves[0].steps))
                moves[0].advance()
                try dispatch(input, range: range, fingerRanges: fingerRanges)
                flushTrace()
                continue
            }
            inputs.removeAllKeepingCapacity()
            if firstPending {
                inputs.append(contentsOf: first)
                firstPending = false
            }
            var remaining = false
            for k in moves.indices where !moves[k].isDone && moves[k].nextTime == nextOffset {
                inputs.append(.move(finger: moves[k].finger, to: Interpolation.point(moves[k].from, moves[k].to, moves[k].next, moves[k].steps)))
                moves[k].advance()
            }
            for k in moves.indices where !moves[k].isDone { remaining = true }
            if !remaining { inputs.append(contentsOf: last) }
            try dispatch(inputs, range: range, fingerRanges: fingerRanges)
            flushTrace()
        }
    }

    /// One timed move (most interpolated statements, and every one-finger drag or swipe): the merge above without
    /// searching the list of moves for the next sample. The environment is held once for the whole move: `self.env`
    /// (a `var`, as `use touchtracker` replaces the scene, never in the middle of a statement) was retained and
    /// released for every clock advance and every dispatch (and `runAction` skips the group buffers for a move alone
    /// in its event).
    private func runMove(_ move: TimedMove, start: VirtualTime, first: [TouchInput], last: [TouchInput], inputs: inout [TouchInput],
                         range: SourceRange, fingerRanges: FingerRanges) throws {
        let env = self.env
        let printing = options.producesTranscript
        var m = move
        var firstPending = !first.isEmpty
        while !m.isDone {
            // Cannot overflow: the caller checked that the end of the move fits.
            env.advance(to: VirtualTime(microseconds: start.microseconds + m.nextTime))
            if printing { afterEvent() }
            let sample = TouchInput.move(finger: m.finger, to: Interpolation.point(m.from, m.to, m.next, m.steps))
            m.advance()
            // Downs join the first sample and lifts the last; every other sample is one input.
            if !firstPending, !m.isDone || last.isEmpty {
                try dispatch(sample, on: env, range: range, fingerRanges: fingerRanges)
            } else {
                inputs.removeAllKeepingCapacity()
                if firstPending {
                    inputs.append(contentsOf: first)
                    firstPending = false
                }
                inputs.append(sample)
                if m.isDone { inputs.append(contentsOf: last) }
                try dispatch(inputs, on: env, range: range, fingerRanges: fingerRanges)
            }
            flushTrace(env)
        }
    }

    /// Dispatches one event, enforcing the event limit and turning engine errors into diagnostics.
    func dispatch(_ inputs: [TouchInput], range: SourceRange, fingerRanges: FingerRanges) throws {
        try dispatch(inputs, on: env, range: range, fingerRanges: fingerRanges)
    }

    /// Dispatches an event of one input, the same way.
    func dispatch(_ input: TouchInput, range: SourceRange, fingerRanges: @autoclosure () -> FingerRanges) throws {
        try dispatch(input, on: env, range: range, fingerRanges: fingerRanges())
    }

    /// `dispatch(_:range:fingerRanges:)` on the session's environment, which the caller holds (`env` is `self.env`).
    private func dispatch(_ inputs: [TouchInput], on env: GestureEnvironment, range: SourceRange, fingerRanges: FingerRanges) throws {
        try checkEventAllowed(env, range: range)
        do {
            try env.dispatch(inputs)
        } catch {
            throw runtimeError(error, range: range, fingerRanges: fingerRanges)
        }
        if options.producesTranscript { afterEvent() }
    }

    /// The same for an event of one input.
    func dispatch(_ input: TouchInput, on env: GestureEnvironment, range: SourceRange,
                  fingerRanges: @autoclosure () -> FingerRanges) throws {
        try checkEventAllowed(env, range: range)
        do {
            try env.dispatch(input)
        } catch {
            throw runtimeError(error, range: range, fingerRanges: fingerRanges())
        }
        if options.producesTranscript { afterEvent() }
    }

    /// The event limit and an interruption (^C in the REPL) stop a run before its next event. Inlined into every
    /// dispatch; the errors are made out of line.
    @inline(__always)
    private func checkEventAllowed(_ env: GestureEnvironment, range: SourceRange) throws {
        // The scenes before this one used part of the limit (`eventsOfEarlierScenes`, never more than the limit).
        if env.eventCount >= options.maxEvents &- eventsOfEarlierScenes { throw eventLimitReached(range) }
        if let check = options.isInterrupted, check() { throw interrupted(range) }
    }

    @inline(never)
    private func eventLimitReached(_ range: SourceRange) -> RuntimeError { RuntimeError(.eventLimit(options.maxEvents), at: range) }

    @inline(never)
    private func interrupted(_ range: SourceRange) -> RuntimeError { RuntimeError(.interrupted(), at: range) }

    func runtimeError(_ error: EngineError, range: SourceRange, fingerRanges: FingerRanges) -> RuntimeError {
        func at(_ f: Int) -> SourceRange { fingerRanges.range(of: f) ?? range }
        switch error {
        case .fingerAlreadyDown(let f): return RuntimeError(.fingerAlreadyDown(f), at: at(f))
        case .fingerNotDown(let f): return RuntimeError(.fingerNotDown(f), at: at(f))
        case .fingerOutOfRange(let f): return RuntimeError(.fingerNotDown(f), at: at(f))
        case .duplicateFinger(let f): return RuntimeError(.duplicateFinger(f), at: at(f))
        case .pointOutsideScreen(let p, let w, let h): return RuntimeError(.pointOutsideScreen(p, width: w, height: h), at: range)
        case .eventLimitExceeded(let limit): return RuntimeError(.eventLimit(limit), at: range)
        case .unknownProperty(let name, let kind, let known):
            return RuntimeError(.unknownProperty(name, kind: kind.rawValue), at: range, suggestion: Suggest.closest(to: name, among: known))
        case .property(let e): return propertyError(e, range: range)
        case .requirementOnItself(let n): return RuntimeError(.requirementOnItself(n), at: range)
        case .notContinuous(let name, let value): return RuntimeError(.notAvailableHere("\(name) has no \(value)"), at: range)
        }
    }

    func propertyError(_ e: PropertyError, range: SourceRange) -> RuntimeError {
        switch e {
        case .unknownProperty(let name, let kind, let known):
            return RuntimeError(.unknownProperty(name, kind: kind.rawValue), at: range, suggestion: Suggest.closest(to: name, among: known))
        case .wrongType(let property, let expected, let got):
            let what: String =
                switch expected {
                case .bool: "true or false"
                case .integer: "a whole number"
                case .number: "a number"
                case .duration: "a duration such as 500ms"
                case .direction: "directions such as left|right"
                case .edges: "edges such as left or all"
                }
            return RuntimeError(.propertyWrongType(property, expected: what, got: got.description), at: range)
        case .outOfRange(let property, let value, let lo, let hi):
            var text = ""
            switch (lo, hi) {
            case (let l?, let h?): text = "from \(formatNumber(l)) to \(formatNumber(h))"
            case (let l?, nil): text = "at least \(formatNumber(l))"
            case (nil, let h?): text = "at most \(formatNumber(h))"
            case (nil, nil): text = "finite"
            }
            return RuntimeError(.propertyOutOfRange(property, value: value.description, range: text), at: range)
        }
    }
}

/// Where each finger of a touch statement is written, so an engine error points at that finger's action. Looked up
/// only when an error needs it (no dictionary built per statement).
struct FingerRanges {
    private enum Source {
        case none
        case actions([TouchAction])
        /// A statement of one action: its finger and range (no list to retain per event).
        case one(finger: Int, range: SourceRange)
    }

    private var source: Source

    /// No per-finger ranges (shorthands, scene statements): errors point at the whole statement.
    static var none: FingerRanges { FingerRanges(source: .none) }

    private init(source: Source) { self.source = source }

    init(_ actions: [TouchAction]) { source = .actions(actions) }

    /// A touch statement of one action on `finger`, written at `range`.
    static func one(finger: Int, range: SourceRange) -> FingerRanges { FingerRanges(source: .one(finger: finger, range: range)) }

    /// The range of the last action of `finger` in the statement.
    func range(of finger: Int) -> SourceRange? {
        switch source {
        case .none:
            return nil
        case .one(let f, let range):
            return f == finger ? range : nil
        case .actions(let actions):
            for action in actions.reversed() {
                switch action.kind {
                case .down(let f, _), .move(let f, _, _), .up(let f), .cancel(let f):
                    if f.value == finger { return action.range }
                case .cancelAll, .upAll:
                    continue
                }
            }
            return nil
        }
    }
}

/// Buffers a touch step takes and gives back, so the per-event path allocates nothing once they have grown.
/// Taking empties the stored one: a step that runs while another holds a buffer (none does today) would get fresh
/// storage rather than share it.
struct TouchScratch {
    private var actions: [GroupAction] = []
    private var first: [TouchInput] = []
    private var last: [TouchInput] = []
    private var inputs: [TouchInput] = []
    private var moves: [Session.TimedMove] = []

    mutating func takeActions() -> [GroupAction] {
        var a = actions
        actions = []
        a.removeAllKeepingCapacity()
        return a
    }

    mutating func putActions(_ a: [GroupAction]) { actions = a }

    mutating func takeGroupBuffers() -> ([TouchInput], [TouchInput], [TouchInput], [Session.TimedMove]) {
        var buffers = (first, last, inputs, moves)
        (first, last, inputs, moves) = ([], [], [], [])
        buffers.0.removeAllKeepingCapacity()
        buffers.1.removeAllKeepingCapacity()
        buffers.2.removeAllKeepingCapacity()
        buffers.3.removeAllKeepingCapacity()
        return buffers
    }

    mutating func putGroupBuffers(_ f: [TouchInput], _ l: [TouchInput], _ i: [TouchInput], _ m: [Session.TimedMove]) {
        (first, last, inputs, moves) = (f, l, i, m)
    }
}
