/// ANSI styling for transcripts; everything is plain when `enabled` is false (not a terminal, or `NO_COLOR`).
public struct Style: Sendable {
    public var enabled: Bool

    public init(enabled: Bool) { self.enabled = enabled }

    public static let plain = Style(enabled: false)

    func wrap(_ s: String, _ code: String) -> String { enabled ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }
    public func dim(_ s: String) -> String { wrap(s, "2") }
    public func bold(_ s: String) -> String { wrap(s, "1") }
    public func red(_ s: String) -> String { wrap(s, "31") }
    public func green(_ s: String) -> String { wrap(s, "32") }
    public func yellow(_ s: String) -> String { wrap(s, "33") }
    public func blue(_ s: String) -> String { wrap(s, "34") }
    public func magenta(_ s: String) -> String { wrap(s, "35") }
    public func cyan(_ s: String) -> String { wrap(s, "36") }
    /// A colour of the xterm 256-colour palette (`38;5;N`): the pictures' colour-blind-safe palette.
    public func colour256(_ s: String, _ n: Int) -> String { wrap(s, "38;5;\(n)") }

    /// Whether to colour output: a terminal, `NO_COLOR` unset or empty (no-color.org), and `TERM` not `dumb`.
    public static func shouldColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        if let v = environment["NO_COLOR"], !v.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return isTerminal
    }
}
