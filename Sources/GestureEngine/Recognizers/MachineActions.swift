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
    /// Slots at or past `count` hold a placeholder.
    private var slots: InlineArray<3, MachineAction>
    private var used: UInt8

    public init() {
        slots = InlineArray(repeating: .cancelTimer(.maximumTapDuration))
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
        precondition(Int(used) < Self.capacity, "a machine answered with more than \(Self.capacity) actions")
        slots[Int(used)] = action
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
        return slots[position]
    }

    public static func == (a: MachineActions, b: MachineActions) -> Bool { a.elementsEqual(b) }

    public var description: String { Array(self).description }
}
