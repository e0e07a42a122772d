/// `show …`: what to print about the scene now (a statement; it prints in the transcript and changes nothing).
public enum ShowRequest: Hashable, Sendable {
    /// `show NAME` or `show recognizer NAME`: one recognizer's state, properties, values, requirements, delegate
    /// answers and timers.
    case recognizer(Located<String>)
    /// `show view NAME`: a view's frame, flags, subviews, recognizers, touches and withheld deliveries.
    case view(Located<String>)
    /// `show fingers`: each finger down.
    case fingers
    /// `show timers`: every pending timer, in firing order.
    case timers
    /// `show model`: TouchTracker's line model.
    case model

    /// The words after `show` that are not recognizer names (`show recognizer NAME` shows a recognizer named so).
    public static let subcommands = ["view", "recognizer", "fingers", "timers", "model"]
}

extension ShowRequest: CustomStringConvertible {
    /// The request as a script writes it (after `show `).
    public var description: String {
        switch self {
        case .recognizer(let name):
            Self.subcommands.contains(name.value) ? "recognizer \(name.value)" : name.value
        case .view(let name): "view \(name.value)"
        case .fingers: "fingers"
        case .timers: "timers"
        case .model: "model"
        }
    }
}
