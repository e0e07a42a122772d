import GestureEngine
@testable import TouchTracker

/// TouchTracker installed in a fresh `GestureEnvironment`, driven by a small timeline on the virtual clock.
///
/// Time only moves through `wait` and the `over` of `move` (as in scripts). The taps and drags use the defaults of
/// the script shorthands (a tap is held 50 ms; the double tap's second tap comes 150 ms after the first lift).
final class TouchTrackerHarness {
    let env = GestureEnvironment()
    /// The environment keeps only a weak reference to its host; the harness owns the app.
    let app: TouchTrackerApp

    init(_ setup: TouchTrackerApp.Setup = .final, edition: Edition = .swift) {
        app = TouchTrackerApp.install(setup, edition: edition, in: env)
    }

    convenience init(stage name: String, edition: Edition = .swift) {
        guard let stage = Stage.named(name) else { fatalError("no stage \(name)") }
        self.init(.stage(stage), edition: edition)
    }

    convenience init(challenges configure: (inout Challenges) -> Void) {
        var c = Challenges()
        configure(&c)
        self.init(.challenges(c))
    }

    var view: DrawView { app.drawView }
    var lines: [Line] { Array(view.finishedLines) }
    var nowMilliseconds: Double { Double(env.now.microseconds) / 1000 }

    // MARK: - Recognizers

    func id(_ name: String) -> RecognizerID {
        guard let id = env.recognizer(named: name) else { fatalError("no recognizer \(name)") }
        return id
    }

    func state(_ name: String) -> GestureState { env[id(name)].state }

    var recognizerNames: [String] { env.recognizers.map(\.name) }

    // MARK: - The console

    private var logMark = 0

    /// Every console line since the start (the trace is collected but never taken, so it holds everything).
    var allLog: [String] {
        env.trace.compactMap { if case .log(_, let line) = $0 { line } else { nil } }
    }

    /// Console lines since the last `mark()`.
    var log: [String] { Array(allLog.dropFirst(logMark)) }

    func mark() { logMark = allLog.count }

    /// Actions sent to `method` since the start, with the recognizer's state.
    func actions(_ method: String) -> [GestureState] {
        env.trace.compactMap { if case .action(_, _, let state, let m) = $0, m == method { state } else { nil } }
    }

    /// The states `name` entered since the start (`possible` left out), from the trace's transitions.
    func transitions(_ name: String) -> [GestureState] {
        let r = id(name)
        return env.trace.compactMap { if case .transition(_, r, _, let to, _) = $0, to != .possible { to } else { nil } }
    }

    // MARK: - Touches

    func wait(_ ms: Double) { env.advance(by: .seconds(ms / 1000)) }

    func down(_ finger: Int, _ x: Double, _ y: Double) throws { try env.dispatch([.down(finger: finger, at: Point(x: x, y: y))]) }

    func up(_ finger: Int) throws { try env.dispatch([.up(finger: finger)]) }

    func cancel(_ finger: Int) throws { try env.dispatch([.cancel(finger: finger)]) }

    /// One event: the fingers move to the given points together.
    func move(_ moves: (finger: Int, to: Point)...) throws { try env.dispatch(moves.map { .move(finger: $0.finger, to: $0.to) }) }

    func move(_ finger: Int, _ x: Double, _ y: Double) throws { try move((finger, Point(x: x, y: y))) }

    /// Moves by an offset in `steps` events spread evenly over `ms` (the last one lands on the target).
    func move(_ finger: Int, by dx: Double, _ dy: Double, over ms: Double = 0, steps: Int = 1) throws {
        guard let start = env.location(ofFinger: finger) else { fatalError("finger \(finger) is not down") }
        for k in 1...steps {
            let f = Double(k) / Double(steps)
            if ms > 0 { wait(ms / Double(steps)) }
            try move(finger, start.x + dx * f, start.y + dy * f)
        }
    }

    /// A finger drawing a straight line: down, `steps` moves over `ms`, up.
    func drag(from a: Point, to b: Point, over ms: Double = 300, steps: Int = 18, finger: Int = 1) throws {
        try down(finger, a.x, a.y)
        try move(finger, by: b.x - a.x, b.y - a.y, over: ms, steps: steps)
        try up(finger)
    }

    /// A tap held 50 ms; `taps: 2` adds a second one 150 ms after the first lift.
    func tap(_ x: Double, _ y: Double, taps: Int = 1, finger: Int = 1) throws {
        for k in 0..<taps {
            if k > 0 { wait(150) }
            try down(finger, x, y)
            wait(50)
            try up(finger)
        }
    }

    /// A single tap, then the 0.35 s the tap recognizer waits for the double tap to fail (plus a margin).
    func tapAndSettle(_ x: Double, _ y: Double) throws {
        try tap(x, y)
        wait(400)
    }

    /// Draws the chapter examples' usual lines: 0 at y = 100 and, if asked, 1 at y = 300 (x from 50 to 250).
    func drawLines(_ count: Int = 1) throws {
        for k in 0..<count {
            let y = 100 + 200 * Double(k)
            try drag(from: p(50, y), to: p(250, y))
        }
    }
}

func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Line { Line(begin: p(x1, y1), end: p(x2, y2)) }

/// Points compared to half a point, as `expect line` does.
func close(_ a: Point, _ b: Point, tolerance: Double = 0.5) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}
