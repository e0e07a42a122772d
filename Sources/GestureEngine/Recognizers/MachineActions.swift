/// What one call into a state machine asks for: a short, ordered list of actions, kept inline.
///
/// Machines answer every touch phase and timer, millions of times per second, and most answers are empty, so the
/// answer is plain data of 48 bytes: no heap allocation (an `Array` would cost one per non-empty answer) and a copy
/// of three vector moves. The actions are kept as one byte each (their kind and their state or timer); the payloads
/// that need more room have one field each, because no answer carries two of a kind that has one: at most one state
/// (a machine sets its state once per call), one timer start and one `ignoreNewTouches`. No machine asks for more
/// than `capacity` actions at once (a failing tap or long press: two timer cancellations and its state). The only
/// answers built from parts are a tap's touch-down (its finger check, which either fails with three actions and ends
/// there or returns none, then at most two timer actions), a long press's tap-then-press (two) and a screen-edge
/// pan's first touch (two); no script input can make one longer or give it two of a kind. Such an answer would be a
/// programming error in a machine and traps.
/// Machines write `MachineActions(.cancelTimer(.tapInterval), .setState(.failed, cause))`: fixed-arity initializers,
/// because an array literal passes through a variadic array that the optimizer keeps off the heap only sometimes
/// (measured: one allocation per tap lift). Tests compare answers with array literals: `== [.setState(.ended, …)]`.
/// (Callgrind on bench engine, pan part: three inline `MachineAction` slots made a 116-byte answer, and copying it
/// out of `MachineStore.deliver` was most of that function's 69 instructions per call.)
public struct MachineActions: RandomAccessCollection, ExpressibleByArrayLiteral, Equatable, Sendable, CustomStringConvertible {
    public static let capacity = 3
    /// The cause of the answer's `setState`, if it has one.
    private var cause: Cause? = nil
    /// The actions in order, one byte each (`Op`); bytes at or past `used` are zero.
    private var op0: UInt8 = 0
    private var op1: UInt8 = 0
    private var op2: UInt8 = 0
    private var used: UInt8 = 0
    /// The delay of the answer's `startTimer`, if it has one.
    private var delay = TimeSpan.zero
    /// The `keeping` of the answer's `ignoreNewTouches`, if it has one.
    private var keeping = 0

    public init() {}

    public init(_ a: MachineAction) {
        append(a)
    }

    public init(_ a: MachineAction, _ b: MachineAction) {
        append(a)
        append(b)
    }

    public init(_ a: MachineAction, _ b: MachineAction, _ c: MachineAction) {
        append(a)
        append(b)
        append(c)
    }

    public init(arrayLiteral elements: MachineAction...) {
        for e in elements { append(e) }
    }

    @inline(__always)  // Machines append known actions: inlined, the switch below folds away.
    public mutating func append(_ action: MachineAction) {
        let op: UInt8
        switch action {
        case .setState(let s, let c):
            op = Op.setState | UInt8(truncatingIfNeeded: s.rawValue) << 2
            cause = c
        case .startTimer(let t, let after):
            op = Op.startTimer | t.opBits
            delay = after
        case .cancelTimer(let t):
            op = Op.cancelTimer | t.opBits
        case .ignoreNewTouches(let k):
            op = Op.ignoreNewTouches
            keeping = k
        }
        precondition(used < Self.capacity, "a machine answered with more than \(Self.capacity) actions")
        assert(op & 3 == Op.cancelTimer || !contains(kind: op & 3), "a machine answered with two actions of a kind")
        switch used {
        case 0: op0 = op
        case 1: op1 = op
        default: op2 = op
        }
        used += 1
    }

    private func contains(kind: UInt8) -> Bool {
        (used > 0 && op0 & 3 == kind) || (used > 1 && op1 & 3 == kind) || (used > 2 && op2 & 3 == kind)
    }

    public static func + (a: MachineActions, b: MachineActions) -> MachineActions {
        var result = a
        for e in b { result.append(e) }
        return result
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { Int(used) }
    public var isEmpty: Bool { used == 0 }

    public subscript(position: Int) -> MachineAction {
        precondition(position >= 0 && position < Int(used), "MachineActions index out of range")
        let op = position == 0 ? op0 : position == 1 ? op1 : op2
        let arg = op >> 2
        switch op & 3 {
        case Op.setState: return .setState(GestureState(rawValue: Int(arg)) ?? .possible, cause)
        case Op.startTimer: return .startTimer(MachineTimer(opBits: arg), after: delay)
        case Op.cancelTimer: return .cancelTimer(MachineTimer(opBits: arg))
        default: return .ignoreNewTouches(keeping: keeping)
        }
    }

    public static func == (a: MachineActions, b: MachineActions) -> Bool { a.elementsEqual(b) }

    public var description: String { Array(self).description }

    /// An action's kind, in the low two bits of its byte; the state's raw value or the timer's slot sits above.
    private enum Op {
        static let setState: UInt8 = 0
        static let startTimer: UInt8 = 1
        static let cancelTimer: UInt8 = 2
        static let ignoreNewTouches: UInt8 = 3
    }
}

extension MachineTimer {
    /// The timer's slot, shifted into an action byte of `MachineActions`.
    fileprivate var opBits: UInt8 { UInt8(truncatingIfNeeded: slotOffset) << 2 }

    /// The timer in slot `opBits` (0…3) of an action byte.
    fileprivate init(opBits: UInt8) {
        switch opBits {
        case 0: self = .maximumTapDuration
        case 1: self = .tapInterval
        case 2: self = .minimumPressDuration
        default: self = .maximumDuration
        }
    }
}
