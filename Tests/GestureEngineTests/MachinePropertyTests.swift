import Testing

@testable import GestureEngine

/// Every settable property of every machine, by name, as scripts reach them (`set r.NAME = V`, `r.NAME`): a new
/// machine reads the descriptor's default; a value other than the default, set by name, reads back by name; and
/// setting one property changes no other.
struct MachinePropertyTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var kind: RecognizerKind
        var descriptor: PropertyDescriptor
        var testDescription: String { "\(kind).\(descriptor.name)" }
    }

    static let cases: [Case] = RecognizerKind.allCases.flatMap { kind in
        kind.propertyDescriptors.map { Case(kind: kind, descriptor: $0) }
    }

    /// A value of the descriptor's type that is not its default and lies in its range.
    static func otherValue(_ d: PropertyDescriptor) -> PropertyValue {
        func inRange(_ v: Double) -> Bool { (d.minimum.map { v >= $0 } ?? true) && (d.maximum.map { v <= $0 } ?? true) }
        switch d.defaultValue {
        case .bool(let b):
            return .bool(!b)
        case .integer(let i):
            return .integer(inRange(Double(i + 1)) ? i + 1 : i - 1)
        case .number(let x):
            if inRange(x + 1.5) { return .number(x + 1.5) }
            return .number(((d.minimum ?? x - 1) + (d.maximum ?? x + 1)) / 2)
        case .duration(let t):
            return .duration(t + .milliseconds(125))
        case .direction(let s):
            return .direction(s == [.left, .down] ? .up : [.left, .down])
        case .edges(let e):
            return .edges(e == [.left, .bottom] ? .top : [.left, .bottom])
        }
    }

    @Test func everyKindHasItsProperties() {
        let counts = Dictionary(grouping: Self.cases, by: \.kind).mapValues(\.count)
        #expect(counts == [.tap: 6, .longPress: 7, .pan: 4, .swipe: 8, .pinch: 2, .rotation: 1, .screenEdgePan: 4, .contentTouchDelay: 2])
        for kind in RecognizerKind.allCases {
            let names = kind.propertyDescriptors.map(\.name)
            #expect(Set(names).count == names.count, "\(kind) declares a name twice")
        }
    }

    @Test(arguments: cases)
    func setByNameReadsBackByName(_ c: Case) {
        switch c.kind {
        case .tap: Self.roundTrip(TapMachine(), c.descriptor)
        case .longPress: Self.roundTrip(LongPressMachine(), c.descriptor)
        case .pan: Self.roundTrip(PanMachine(), c.descriptor)
        case .swipe: Self.roundTrip(SwipeMachine(), c.descriptor)
        case .pinch: Self.roundTrip(PinchMachine(), c.descriptor)
        case .rotation: Self.roundTrip(RotationMachine(), c.descriptor)
        case .screenEdgePan: Self.roundTrip(ScreenEdgePanMachine(), c.descriptor)
        case .contentTouchDelay: Self.roundTrip(ContentTouchDelayMachine(), c.descriptor)
        }
    }

    static func roundTrip<M: GestureMachine>(_ fresh: M, _ d: PropertyDescriptor) {
        var m = fresh
        let all = M.propertyDescriptors
        #expect(m.value(of: d.name) == d.defaultValue, "a new machine reads the default")
        let other = otherValue(d)
        #expect(other != d.defaultValue)
        #expect(d.coerce(other) == .success(other), "the test's value is one a script may set")
        m.setValue(other, for: d.name)
        #expect(m.value(of: d.name) == other)
        for e in all where e.name != d.name {
            #expect(m.value(of: e.name) == e.defaultValue, "setting \(d.name) left \(e.name) alone")
        }
        m.setValue(d.defaultValue, for: d.name)
        #expect(m.value(of: d.name) == d.defaultValue)
    }

    @Test(arguments: RecognizerKind.allCases)
    func unknownNamesAndOtherTypesAreIgnored(_ kind: RecognizerKind) {
        switch kind {
        case .tap: Self.ignoresTheUnknown(TapMachine())
        case .longPress: Self.ignoresTheUnknown(LongPressMachine())
        case .pan: Self.ignoresTheUnknown(PanMachine())
        case .swipe: Self.ignoresTheUnknown(SwipeMachine())
        case .pinch: Self.ignoresTheUnknown(PinchMachine())
        case .rotation: Self.ignoresTheUnknown(RotationMachine())
        case .screenEdgePan: Self.ignoresTheUnknown(ScreenEdgePanMachine())
        case .contentTouchDelay: Self.ignoresTheUnknown(ContentTouchDelayMachine())
        }
    }

    /// The environment checks names and types against the descriptors first; the machine reads nothing for an
    /// unknown name and sets nothing for an unknown name or a value of another type.
    static func ignoresTheUnknown<M: GestureMachine>(_ fresh: M) {
        var m = fresh
        #expect(m.value(of: "noSuchProperty") == nil)
        m.setValue(.number(3), for: "noSuchProperty")
        for d in M.propertyDescriptors {
            let wrong: PropertyValue = if case .bool = d.defaultValue { .integer(7) } else { .bool(true) }
            m.setValue(wrong, for: d.name)
        }
        for d in M.propertyDescriptors {
            #expect(m.value(of: d.name) == d.defaultValue, "\(d.name)")
        }
    }
}
