/// A recognizer's identity in its environment: its index in declaration order.
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
