/// One settable property of a machine, declared once: its UIKit name, the stored property that holds it (a key path,
/// whose type gives the property's type), its unit, where its default comes from, and its range. The default itself is
/// the stored property's initial value: a new machine is read through the key path.
///
/// A machine lists its properties in `static let properties` and answers `GestureMachine`'s property requirements
/// from that list (`descriptors(defaultsFrom:)`, `value(of:in:)`, `set(_:for:in:)`), so a property is added, renamed
/// or documented in one line.
struct MachineProperty<Machine: GestureMachine>: Sendable {
    let name: String
    let type: PropertyType
    let unit: String
    let source: String
    let isPrivateInUIKit: Bool
    let minimum: Double?
    let maximum: Double?
    /// Reads the stored property as a script value.
    let read: @Sendable (Machine) -> PropertyValue
    /// Writes a value of the property's type; a value of another type is ignored (callers check against the
    /// descriptor first).
    let write: @Sendable (inout Machine, PropertyValue) -> Void

    /// - Parameters:
    ///   - unit: of a number or duration (`pt`, `s`, `°`), empty when none.
    ///   - source: where the default comes from: `[DOC]`, `[DEC]`, `[GUESS]` with a short source.
    ///   - isPrivateInUIKit: one of UIKit's private thresholds, exposed as an ordinary property.
    ///   - minimum, maximum: the accepted range of numbers and integers (inclusive).
    init<Value: PropertyValueRepresentable>(
        _ name: String, _ key: WritableKeyPath<Machine, Value> & Sendable, unit: String = "", source: String,
        isPrivateInUIKit: Bool = false, minimum: Double? = nil, maximum: Double? = nil
    ) {
        self.name = name
        self.type = Value.propertyType
        self.unit = unit
        self.source = source
        self.isPrivateInUIKit = isPrivateInUIKit
        self.minimum = minimum
        self.maximum = maximum
        self.read = { $0[keyPath: key].propertyValue }
        self.write = { machine, value in
            if let v = Value(propertyValue: value) { machine[keyPath: key] = v }
        }
    }

    /// The descriptor, with the default read from `fresh`, a new machine.
    func descriptor(defaultFrom fresh: Machine) -> PropertyDescriptor {
        PropertyDescriptor(name, type, default: read(fresh), unit: unit, source: source, isPrivateInUIKit: isPrivateInUIKit,
                           minimum: minimum, maximum: maximum)
    }
}

extension Array {
    /// `GestureMachine.propertyDescriptors` of these properties, in order, with the defaults of `fresh`.
    func descriptors<M>(defaultsFrom fresh: M) -> [PropertyDescriptor] where Element == MachineProperty<M> {
        map { $0.descriptor(defaultFrom: fresh) }
    }

    /// `GestureMachine.value(of:)`: nil for a name not among these properties.
    func value<M>(of name: String, in machine: M) -> PropertyValue? where Element == MachineProperty<M> {
        first { $0.name == name }?.read(machine)
    }

    /// `GestureMachine.setValue(_:for:)`: does nothing for a name not among these properties.
    func set<M>(_ value: PropertyValue, for name: String, in machine: inout M) where Element == MachineProperty<M> {
        first { $0.name == name }?.write(&machine, value)
    }
}

/// A Swift type a property is stored as, with its script type and its conversion to and from script values.
protocol PropertyValueRepresentable: Sendable {
    static var propertyType: PropertyType { get }
    var propertyValue: PropertyValue { get }
    /// Nil when `propertyValue` is of another type.
    init?(propertyValue: PropertyValue)
}

extension Bool: PropertyValueRepresentable {
    static var propertyType: PropertyType { .bool }
    var propertyValue: PropertyValue { .bool(self) }
    init?(propertyValue: PropertyValue) {
        guard case .bool(let v) = propertyValue else { return nil }
        self = v
    }
}

extension Int: PropertyValueRepresentable {
    static var propertyType: PropertyType { .integer }
    var propertyValue: PropertyValue { .integer(self) }
    init?(propertyValue: PropertyValue) {
        guard case .integer(let v) = propertyValue else { return nil }
        self = v
    }
}

extension Double: PropertyValueRepresentable {
    static var propertyType: PropertyType { .number }
    var propertyValue: PropertyValue { .number(self) }
    init?(propertyValue: PropertyValue) {
        guard case .number(let v) = propertyValue else { return nil }
        self = v
    }
}

extension TimeSpan: PropertyValueRepresentable {
    static var propertyType: PropertyType { .duration }
    var propertyValue: PropertyValue { .duration(self) }
    init?(propertyValue: PropertyValue) {
        guard case .duration(let v) = propertyValue else { return nil }
        self = v
    }
}

extension SwipeDirection: PropertyValueRepresentable {
    static var propertyType: PropertyType { .direction }
    var propertyValue: PropertyValue { .direction(self) }
    init?(propertyValue: PropertyValue) {
        guard case .direction(let v) = propertyValue else { return nil }
        self = v
    }
}

extension RectEdge: PropertyValueRepresentable {
    static var propertyType: PropertyType { .edges }
    var propertyValue: PropertyValue { .edges(self) }
    init?(propertyValue: PropertyValue) {
        guard case .edges(let v) = propertyValue else { return nil }
        self = v
    }
}
