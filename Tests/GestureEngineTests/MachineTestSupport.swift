@testable import GestureEngine

/// Drives one recognizer machine directly, the way `GestureEnvironment` delivers to it, without any environment.
///
/// Per event: every touch the machine holds is in the batch (changed ones with their phase, the others
/// `.stationary`); the phases are delivered in the order began, moved, ended, cancelled, one call per phase present,
/// each call with the same batch; delivery stops once the machine asked for a terminal state. Timers due at or before
/// an event's time fire first, each with the clock set to its deadline. Touches the machine ignored leave later
/// batches. Requested states are applied as asked (no delegate, no failure requirements); a continuous machine that
/// began is moved to `changed` on the next event, as the environment does. Nothing is reset automatically: tests
/// read the machine after its terminal state; call `reset()` to start over.
struct MachineDriver<Machine: GestureMachine> {
    /// One change to a finger in an event.
    enum Change {
        case down(Int, Point)
        case move(Int, Point)
        case up(Int)
        case cancel(Int)
    }

    /// A state the machine asked for, with its cause and time.
    struct Transition {
        var state: GestureState
        var cause: Cause?
        var at: VirtualTime
    }

    var machine: Machine
    private(set) var now = VirtualTime.start
    private(set) var state = GestureState.possible
    private(set) var transitions: [Transition] = []
    /// Every action the machine returned, in order.
    private(set) var actions: [MachineAction] = []
    private(set) var ignored: Set<TouchID> = []
    private(set) var timers: [MachineTimer: VirtualTime] = [:]
    /// The fingers on the screen, in touch-down order.
    private(set) var touches: [TrackedTouch] = []
    private var nextSerial = 1

    init(_ machine: Machine) { self.machine = machine }

    /// The cause of the latest transition.
    var lastCause: Cause? { transitions.last?.cause }

    /// The touch of script finger `finger`, while it is down.
    func touch(_ finger: Int) -> TrackedTouch? { touches.first { $0.finger == finger } }

    // MARK: - Time

    /// Moves the clock to `ms` milliseconds after the start, firing due timers in deadline order.
    mutating func advance(toMs ms: Double) {
        let target = VirtualTime(microseconds: Int64((ms * 1000).rounded()))
        while let (tag, deadline) = timers.filter({ $0.value <= target }).min(by: { $0.value < $1.value }) {
            timers[tag] = nil
            now = deadline
            guard !state.isTerminal else { continue }
            let held = heldTouches().map { Self.stationary($0) }
            let batch = TouchBatch(touches: held, now: now)
            apply(machine.timerFired(tag, batch), batch: batch)
        }
        if target > now { now = target }
    }

    // MARK: - Events

    mutating func down(_ finger: Int, x: Double, y: Double) { send([.down(finger, Point(x: x, y: y))]) }
    mutating func move(_ finger: Int, x: Double, y: Double) { send([.move(finger, Point(x: x, y: y))]) }
    mutating func up(_ finger: Int) { send([.up(finger)]) }
    mutating func cancel(_ finger: Int) { send([.cancel(finger)]) }

    /// Delivers one event at the current time.
    mutating func send(_ changes: [Change]) {
        var list = touches.map { Self.stationary($0) }
        for change in changes {
            switch change {
            case .down(let finger, let p):
                let id = TouchID(serial: nextSerial)
                nextSerial += 1
                list.append(TrackedTouch(id: id, finger: finger, location: p, previousLocation: p, phase: .began, timestamp: now))
            case .move(let finger, let p):
                guard let i = list.firstIndex(where: { $0.finger == finger }) else { preconditionFailure("finger \(finger) is not down") }
                list[i].previousLocation = list[i].location
                list[i].location = p
                list[i].phase = .moved
                list[i].timestamp = now
            case .up(let finger), .cancel(let finger):
                guard let i = list.firstIndex(where: { $0.finger == finger }) else { preconditionFailure("finger \(finger) is not down") }
                if case .up = change { list[i].phase = .ended } else { list[i].phase = .cancelled }
                list[i].timestamp = now
            }
        }
        // The environment moves a began continuous gesture to changed on every later event.
        if state == .began { state = .changed }
        let delivered = list.filter { !ignored.contains($0.id) }
        let batch = TouchBatch(touches: delivered, now: now)
        for phase in [TouchPhase.began, .moved, .ended, .cancelled] where !batch.touches(in: phase).isEmpty {
            guard !state.isTerminal else { break }
            switch phase {
            case .began: apply(machine.touchesBegan(batch), batch: batch)
            case .moved: apply(machine.touchesMoved(batch), batch: batch)
            case .ended: apply(machine.touchesEnded(batch), batch: batch)
            case .cancelled: apply(machine.touchesCancelled(batch), batch: batch)
            case .stationary: break
            }
        }
        touches = list.filter { $0.phase != .ended && $0.phase != .cancelled }
    }

    /// `reset()` as the environment does after a terminal state: a new attempt, fingers still down stay ignored.
    mutating func reset() {
        machine.reset()
        state = .possible
        timers = [:]
        ignored.formUnion(touches.map(\.id))
    }

    /// The machine's `location(in:)` for the fingers it holds.
    var location: Point { machine.location(touches: heldTouches()) }

    // MARK: - Helpers

    private func heldTouches() -> [TrackedTouch] { touches.filter { !ignored.contains($0.id) } }

    private static func stationary(_ t: TrackedTouch) -> TrackedTouch {
        var t = t
        t.phase = .stationary
        return t
    }

    private mutating func apply(_ list: MachineActions, batch: TouchBatch) {
        actions += list
        for action in list {
            switch action {
            case .setState(let s):
                state = s
                transitions.append(Transition(state: s, cause: machine.cause, at: now))
            case .startTimer(let tag, let delay):
                timers[tag] = now + delay
            case .cancelTimer(let tag):
                timers[tag] = nil
            case .ignoreNewTouches(let keeping):
                for t in batch.touches(in: .began).dropFirst(keeping) { ignored.insert(t.id) }
            }
        }
    }
}

/// Degrees to radians, for rotation tests.
func machineTestRadians(_ degrees: Double) -> Double { degrees * Double.pi / 180 }

/// Two fingers `distance` apart, centred on `center`, on a line at `degrees` counterclockwise on screen from the
/// +x axis (so `RotationMachine`'s θ equals `degrees`): finger 1 first, finger 2 second.
func machineTestPair(center: Point, distance: Double, degrees: Double) -> (Point, Point) {
    let a = machineTestRadians(degrees)
    let half = Point(x: distance / 2 * machineTestCos(a), y: -distance / 2 * machineTestSin(a))
    return (center - half, center + half)
}

/// Cosine and sine in pure Swift (the tests import no libm either): Taylor series after reduction to [−π, π].
func machineTestCos(_ x: Double) -> Double { machineTestSin(x + Double.pi / 2) }

func machineTestSin(_ x: Double) -> Double {
    var x = x.truncatingRemainder(dividingBy: 2 * Double.pi)
    if x > Double.pi { x -= 2 * Double.pi }
    if x < -Double.pi { x += 2 * Double.pi }
    var term = x
    var sum = x
    for k in 1...30 {
        term *= -x * x / Double((2 * k) * (2 * k + 1))
        sum += term
    }
    return sum
}

/// True when `a` and `b` differ by at most `tolerance`.
func machineTestClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }
