/// The contract of a recognizer's state machine: a value type that turns touches and timers into actions.
///
/// A machine never reads a clock, never calls a target and never prints. The environment (`GestureEnvironment`)
/// delivers to it only while its state is `possible`, `began` or `changed`, calls `reset()` when UIKit would, and
/// carries out the returned actions. The machine mirrors the state it asked for (UIKit subclasses read
/// `self.state`), but the environment owns the reported state: it may refuse a transition
/// (`gestureRecognizerShouldBegin`), hold it back (failure requirements) or fail the recognizer from outside
/// (exclusion); it resets the machine afterwards in every case.
public protocol GestureMachine: Sendable {
    /// The settable properties of this class, public and private, with their defaults.
    static var propertyDescriptors: [PropertyDescriptor] { get }

    mutating func touchesBegan(_ batch: TouchBatch) -> MachineActions
    mutating func touchesMoved(_ batch: TouchBatch) -> MachineActions
    mutating func touchesEnded(_ batch: TouchBatch) -> MachineActions
    mutating func touchesCancelled(_ batch: TouchBatch) -> MachineActions
    /// A timer the machine started fired; `batch` holds the machine's current touches (all `.stationary`).
    mutating func timerFired(_ timer: MachineTimer, _ batch: TouchBatch) -> MachineActions
    /// Back to the initial tracking state; properties are kept.
    mutating func reset()

    /// Why the machine asked for the state of its latest `setState`: the environment reads it right after the call
    /// that answered with the request, and reports it with the transition. Nil before any request.
    var cause: Cause? { get }

    /// `location(in:)` in window coordinates, given the recognizer's current touches.
    func location(touches: [TrackedTouch]) -> Point

    /// Reads a property by its UIKit name.
    func value(of property: String) -> PropertyValue?
    /// Sets a property by its UIKit name; the value has already been checked against its descriptor.
    mutating func setValue(_ value: PropertyValue, for property: String)
}

extension GestureMachine {
    /// The descriptor for `name`, if this class has such a property.
    public static func descriptor(named name: String) -> PropertyDescriptor? {
        propertyDescriptors.first { $0.name == name }
    }
}

/// A machine that keeps the cause of the state it asks for (every machine here): `state(_:_:)` records the cause
/// and makes the action, so that machines write `MachineActions(.cancelTimer(.tapInterval), state(.failed, cause))`.
protocol RecordsCause: GestureMachine {
    var cause: Cause? { get set }
}

extension RecordsCause {
    /// `.setState(s)`, with `why` kept as the machine's `cause`.
    @inline(__always)
    mutating func state(_ s: GestureState, _ why: Cause?) -> MachineAction {
        cause = why
        return .setState(s)
    }
}
