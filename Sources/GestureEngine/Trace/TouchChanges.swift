/// The touches an input event changed, in the order the event lists them (`TraceEvent.touchEvent`). Most events
/// change one touch: that change is held in the value itself, and only an event of several touches (or none) keeps
/// them in an array, so tracing a one-touch event allocates nothing for its changes and its readers free nothing.
public struct TouchChanges: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
    private enum Storage: Sendable {
        case one(TouchChangeRecord)
        /// None, or two and more (one is always `.one`, so that equal lists are stored alike).
        case several([TouchChangeRecord])
    }

    private let storage: Storage

    /// One touch's change.
    public init(one change: TouchChangeRecord) {
        storage = .one(change)
    }

    public init(_ changes: [TouchChangeRecord]) {
        storage = changes.count == 1 ? .one(changes[0]) : .several(changes)
    }

    public init(arrayLiteral changes: TouchChangeRecord...) {
        self.init(changes)
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch storage {
        case .one: 1
        case .several(let changes): changes.count
        }
    }

    public subscript(position: Int) -> TouchChangeRecord {
        switch storage {
        case .one(let change):
            precondition(position == 0, "TouchChanges index out of range")
            return change
        case .several(let changes):
            return changes[position]
        }
    }

    public static func == (a: TouchChanges, b: TouchChanges) -> Bool {
        a.elementsEqual(b)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for change in self { hasher.combine(change) }
    }
}
