/// What one call into a state machine asks for: a short, ordered list of actions, kept inline.
///
/// Machines answer every touch phase and timer, millions of times per second, and most answers are empty, so the
/// answer is two words of plain data, returned in two registers: no heap allocation (an `Array` would cost one per
/// non-empty answer) and no copy through memory. The actions are kept as one byte each (their kind and their state or
/// timer); the payloads that need more room have one field each, because no answer carries two of a kind that has
/// one: at most one timer start and one `ignoreNewTouches` (and one state, whose cause the machine keeps: its
/// `cause`). No machine asks for more than `capacity` actions at once (a failing tap or long press: two timer
/// cancellations and its state). The only answers built from parts are a tap's touch-down (its finger check, which
/// either fails with three actions and ends there or returns none, then at most two timer actions), a long press's
/// tap-then-press (two) and a screen-edge pan's first touch (two); no script input can make one longer or give it
/// two of a kind. Such an answer would be a programming error in a machine and traps (a fifth action) or fails a
/// debug assertion (two of a kind).
/// Machines write `MachineActions(.cancelTimer(.tapInterval), state(.failed, cause))`: fixed-arity initializers,
/// because an array literal passes through a variadic array that the optimizer keeps off the heap only sometimes
/// (measured: one allocation per tap lift). Tests compare answers with array literals: `== [.setState(.ended)]`.
/// (Inline `MachineAction` slots with their causes made an answer of over a hundred bytes, copied through memory out
/// of `MachineStore.deliver` on every call; two words travel in registers.)
public struct MachineActions: RandomAccessCollection, ExpressibleByArrayLiteral, Equatable, Sendable, CustomStringConvertible {
    public static let capacity = 3
    /// The actions in order, one byte each (`Op`), in bytes 0…2 (zero at or past the count); the count in byte 3;
    /// the `keeping` of the answer's `ignoreNewTouches`, if it has one, in bytes 4…7.
    private var packed: UInt64 = 0
    /// The delay of the answer's `startTimer`, if it has one.
    private var delay = TimeSpan.zero

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
        case .setState(let s):
            op = Op.setState | UInt8(truncatingIfNeeded: s.rawValue) << 2
        case .startTimer(let t, let after):
            op = Op.startTimer | t.opBits
            delay = after
        case .cancelTimer(let t):
            op = Op.cancelTimer | t.opBits
        case .ignoreNewTouches(let k):
            op = Op.ignoreNewTouches
            // At most the touches that began in one event (20 fingers).
            assert(k >= 0 && k <= Int(UInt32.max), "ignoreNewTouches(keeping:) out of range")
            packed = packed & 0xFFFF_FFFF | UInt64(UInt32(truncatingIfNeeded: k)) << 32
        }
        let n = count
        precondition(n < Self.capacity, "a machine answered with more than \(Self.capacity) actions")
        assert(op & 3 == Op.cancelTimer || !contains(kind: op & 3), "a machine answered with two actions of a kind")
        packed |= UInt64(op) << (8 * UInt64(n))
        packed += 1 << 24
    }

    private func contains(kind: UInt8) -> Bool {
        indices.contains { op(at: $0) & 3 == kind }
    }

    @inline(__always)
    private func op(at n: Int) -> UInt8 { UInt8(truncatingIfNeeded: packed >> (8 * UInt64(n))) }

    public static func + (a: MachineActions, b: MachineActions) -> MachineActions {
        var result = a
        for e in b { result.append(e) }
        return result
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }
    public var count: Int { Int(truncatingIfNeeded: packed >> 24 & 0xFF) }
    public var isEmpty: Bool { packed & 0xFF00_0000 == 0 }

    public subscript(position: Int) -> MachineAction {
        precondition(position >= 0 && position < count, "MachineActions index out of range")
        let op = op(at: position)
        let arg = op >> 2
        switch op & 3 {
        case Op.setState: return .setState(GestureState(rawValue: Int(arg)) ?? .possible)
        case Op.startTimer: return .startTimer(MachineTimer(opBits: arg), after: delay)
        case Op.cancelTimer: return .cancelTimer(MachineTimer(opBits: arg))
        default: return .ignoreNewTouches(keeping: Int(truncatingIfNeeded: packed >> 32))
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
    fileprivate var opBits: UInt8 { code << 2 }

    /// The timer whose `code` (0…4) is `opBits` of an action byte.
    fileprivate init(opBits: UInt8) {
        switch opBits {
        case 0: self = .maximumTapDuration
        case 1: self = .tapInterval
        case 2: self = .minimumPressDuration
        case 3: self = .maximumDuration
        default: self = .contentTouchDelay
        }
    }
}
