/// Where the interactive REPL keeps its line-editing history.
public enum HistoryPath {
    /// The directory name under the XDG state directory.
    public static let applicationDirectory = "gesturelab"

    /// `$XDG_STATE_HOME/gesturelab/history` when `XDG_STATE_HOME` is set to an absolute path, otherwise
    /// `$HOME/.local/state/gesturelab/history` when `HOME` is set and non-empty, otherwise nil (no history file).
    /// A relative or empty `XDG_STATE_HOME` is ignored, as the XDG base-directory spec requires.
    /// Trailing slashes on either variable are dropped. Pure: reads only `environment`, touches no file.
    public static func defaultPath(environment: [String: String]) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return join(state, applicationDirectory, "history")
        }
        if let home = environment["HOME"], !home.isEmpty {
            return join(home, ".local/state", applicationDirectory, "history")
        }
        return nil
    }

    private static func join(_ base: String, _ rest: String...) -> String {
        var trimmed = Substring(base)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        let head = trimmed == "/" ? "" : String(trimmed)
        return ([head] + rest).joined(separator: "/")
    }
}
