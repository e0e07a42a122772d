/// A recognizer's identity in its environment: its index in declaration order. Every table the engine keeps per
/// recognizer (records, tracked touches, marks) is indexed by it.
public struct RecognizerID: Hashable, Comparable, Sendable {
    public var index: Int
    public init(index: Int) { self.index = index }
    public static func < (a: RecognizerID, b: RecognizerID) -> Bool { a.index < b.index }
}

/// A view's identity: its index in declaration order; the window is index 0.
public struct ViewID: Hashable, Comparable, Sendable {
    public var index: Int
    public init(index: Int) { self.index = index }
    public static let window = ViewID(index: 0)
    public static func < (a: ViewID, b: ViewID) -> Bool { a.index < b.index }
}

/// Where a touch's record lives in the environment's touch table. A slot is reused by later touches: a touch's
/// `TouchID` carries its slot and its serial, and the record's serial tells whether the slot still holds that touch.
struct TouchSlot: Hashable, Sendable {
    var index: Int
}
