/// What one call into a state machine asks for: a short, ordered list of actions, kept inline.
///
/// Machines answer every touch phase and timer, millions of times per second, so the answer is plain data of at
/// most 128 bytes: no heap allocation (an `Array` would cost one per non-empty answer) and copies the compiler
/// does with a few vector moves. No machine asks for more than `capacity` actions at once (a failing tap or long
/// press: two timer cancellations and its state). The only answers built from parts are a tap's touch-down (its
/// finger check, which either fails with three actions and ends there or returns none, then at most two timer
/// actions), a long press's tap-then-press (two) and a screen-edge pan's first touch (two); no script input can
/// make one longer. A longer answer would be a programming error in a machine and traps.
/// Machines write `MachineActions(.cancelTimer(.tapInterval), .setState(.failed, cause))`: fixed-arity initializers,
/// because an array literal passes through a variadic array that the optimizer keeps off the heap only sometimes
/// (measured: one allocation per tap lift). Tests compare answers with array literals: `== [.setState(.ended, …)]`.
public struct MachineActions: RandomAccessCollection, ExpressibleByArrayLiteral, Equatable, Sendable, CustomStringConvertible {
    public static let capacity = 3
    /// Three named slots rather than an `InlineArray`: reading an element of an inline array copied the whole answer
    /// first (measured: the largest single cost of applying actions). Slots at or past `count` hold a placeholder.
    private var slot0: MachineAction
    private var slot1: MachineAction
    private var slot2: MachineAction
    private var used: UInt8

    public init() {
        slot0 = .cancelTimer(.maximumTapDuration)
        slot1 = slot0
        slot2 = slot0
        used = 0
    }

    public init(_ a: MachineAction) {
        self.init()
        append(a)
    }

    public init(_ a: MachineAction, _ b: MachineAction) {
        self.init()
        append(a)
        append(b)
    }

    public init(_ a: MachineAction, _ b: MachineAction, _ c: MachineAction) {
        self.init()
        append(a)
        append(b)
        append(c)
    }

    public init(arrayLiteral elements: MachineAction...) {
        self.init()
        for e in elements { append(e) }
    }

    public mutating func append(_ action: MachineAction) {
        switch used {
        case 0: slot0 = action
        case 1: slot1 = action
        case 2: slot2 = action
        default: preconditionFailure("a machine answered with more than \(Self.capacity) actions")
        }
        used += 1
    }

    public static func + (a: MachineActions, b: MachineActions) -> MachineActions {
        var result = a
        for e in b { result.append(e) }
        return result
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { Int(used) }

    public subscript(position: Int) -> MachineAction {
        precondition(position >= 0 && position < Int(used), "MachineActions index out of range")
        switch position {
        case 0: return slot0
        case 1: return slot1
        default: return slot2
        }
    }

    public static func == (a: MachineActions, b: MachineActions) -> Bool { a.elementsEqual(b) }

    public var description: String { Array(self).description }
}
