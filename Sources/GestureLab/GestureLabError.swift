/// A script or statement GestureLab could not run: a syntax error (nothing ran), a runtime error (the statements
/// before it ran, and the scene keeps the state they left), or a name the scene does not have.
///
/// ``description`` is the rendered text the command line prints to standard error
/// (`FILE:LINE:COLUMN: error: …`, the source line and a caret under the column), so a failing test shows it as is.
public struct GestureLabError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One message with its position in the source.
    public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
        /// How serious a diagnostic is.
        public enum Severity: String, Hashable, Sendable {
            /// The script did not run (syntax) or stopped (runtime).
            case error
            /// Something suspicious that did not stop the script.
            case warning
            /// Additional information.
            case note
        }

        /// The name of the source it is in (the `name` the scene was made with).
        public var file: String
        /// The line, starting at 1, as the line is numbered in the scene's ``Scene/source``; 0 for an error about
        /// a call rather than a statement (a recognizer name the scene does not have).
        public var line: Int
        /// The column in Unicode scalars, starting at 1; 0 when ``line`` is.
        public var column: Int
        /// Error, warning or note.
        public var severity: Severity
        /// A stable identifier of the kind of message (`unknown-recognizer`, …), for tests that match on it.
        public var id: String
        /// The message, without its position.
        public var message: String

        /// `FILE:LINE:COLUMN: SEVERITY: MESSAGE` on one line (`FILE: SEVERITY: MESSAGE` without a position).
        public var description: String {
            line == 0 ? "\(file): \(severity.rawValue): \(message)" : "\(file):\(line):\(column): \(severity.rawValue): \(message)"
        }

        /// A diagnostic at a position (for tests that compare whole diagnostics).
        public init(file: String, line: Int, column: Int, severity: Severity, id: String, message: String) {
            self.file = file
            self.line = line
            self.column = column
            self.severity = severity
            self.id = id
            self.message = message
        }
    }

    /// What went wrong, in source order (at least one).
    public var diagnostics: [Diagnostic]
    /// The diagnostics as the command line renders them: each with its source line and a caret, no color.
    public var rendered: String

    /// An error made of diagnostics and their rendering.
    public init(diagnostics: [Diagnostic], rendered: String) {
        self.diagnostics = diagnostics
        self.rendered = rendered
    }

    /// ``rendered``.
    public var description: String { rendered }
}
