/// A recognizer's properties by their UIKit names: the base class's four here, each class's own in its machine.
extension GestureEnvironment {
    /// Sets a base-class or class-specific property by its UIKit name.
    public func setProperty(_ property: String, of id: RecognizerID, to value: PropertyValue) throws(EngineError) {
        switch property {
        case "isEnabled", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded":
            guard case .bool(let b) = value else {
                throw .property(.wrongType(property: property, expected: .bool, got: value))
            }
            switch property {
            case "isEnabled": setEnabled(id, b)
            case "cancelsTouchesInView": recognizers[id].cancelsTouchesInView = b
            case "delaysTouchesBegan": recognizers[id].delaysTouchesBegan = b
            default: recognizers[id].delaysTouchesEnded = b
            }
        default:
            let kind = recognizers[id].kind
            guard let descriptor = kind.propertyDescriptors.first(where: { $0.name == property }) else {
                throw .unknownProperty(name: property, kind: kind, known: Self.propertyNames(for: kind))
            }
            switch descriptor.coerce(value) {
            case .success(let v): machines.setValue(machine(id), v, for: property)
            case .failure(let e): throw .property(e)
            }
        }
    }

    /// Reads a property by its UIKit name.
    public func property(_ property: String, of id: RecognizerID) -> PropertyValue? {
        switch property {
        case "isEnabled": .bool(recognizers[id].isEnabled)
        case "cancelsTouchesInView": .bool(recognizers[id].cancelsTouchesInView)
        case "delaysTouchesBegan": .bool(recognizers[id].delaysTouchesBegan)
        case "delaysTouchesEnded": .bool(recognizers[id].delaysTouchesEnded)
        default: machines.value(machine(id), of: property)
        }
    }

    /// Base-class properties every recognizer has, with their defaults and sources.
    public static let baseDescriptors: [PropertyDescriptor] = [
        PropertyDescriptor("isEnabled", .bool, default: .bool(true), source: "[DOC] UIGestureRecognizer"),
        PropertyDescriptor("cancelsTouchesInView", .bool, default: .bool(GestureDefaults.cancelsTouchesInView), source: "[DOC] true"),
        PropertyDescriptor("delaysTouchesBegan", .bool, default: .bool(GestureDefaults.delaysTouchesBegan),
                           source: "[DOC] false (screen-edge pan: true [DEC])"),
        PropertyDescriptor("delaysTouchesEnded", .bool, default: .bool(GestureDefaults.delaysTouchesEnded), source: "[DOC] true"),
    ]

    /// Every property name a recognizer of `kind` accepts.
    public static func propertyNames(for kind: RecognizerKind) -> [String] {
        baseDescriptors.map(\.name) + kind.propertyDescriptors.map(\.name)
    }
}
