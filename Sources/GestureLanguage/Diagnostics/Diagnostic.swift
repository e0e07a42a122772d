import GestureSupport

/// A problem found in a script: data only, rendered by ``DiagnosticRenderer``.
///
/// The parser and the interpreter both produce diagnostics; messages come from the
/// ``DiagnosticMessage`` catalogue so that wording and ``id``s stay consistent.
public struct Diagnostic: Hashable, Sendable, Error {
    /// How serious the diagnostic is.
    public enum Severity: String, Hashable, Sendable, Comparable {
        case note, warning, error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs.rank < rhs.rank
        }

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }
    }

    /// A secondary message, optionally pointing at another place in the same file
    /// (for example "to match this '{'").
    public struct Note: Hashable, Sendable {
        /// Lower-case text, user tokens in single quotes.
        public var message: String
        /// Where the note points, if anywhere.
        public var range: SourceRange?

        public init(_ message: String, at range: SourceRange? = nil) {
            self.message = message
            self.range = range
        }
    }

    /// How serious it is.
    public var severity: Severity
    /// A stable identifier such as `durationNeedsUnit`, for tests and documentation.
    public var id: String
    /// The headline: lower-case, user tokens in single quotes.
    public var message: String
    /// The source range the caret and tildes are drawn under.
    public var range: SourceRange
    /// Further notes, rendered after the source line.
    public var notes: [Note]
    /// Replacement text for ``range`` that would probably fix the problem; rendered as
    /// `note: did you mean '600ms'?`.
    public var suggestion: String?

    /// Creates a diagnostic from a catalogue message.
    public init(
        _ message: DiagnosticMessage,
        at range: SourceRange,
        notes: [Note] = [],
        suggestion: String? = nil
    ) {
        self.severity = message.severity
        self.id = message.id
        self.message = message.text
        self.range = range
        self.notes = notes
        self.suggestion = suggestion
    }

    /// Creates a diagnostic from its parts (prefer the catalogue initializer).
    public init(
        severity: Severity,
        id: String,
        message: String,
        range: SourceRange,
        notes: [Note] = [],
        suggestion: String? = nil
    ) {
        self.severity = severity
        self.id = id
        self.message = message
        self.range = range
        self.notes = notes
        self.suggestion = suggestion
    }

    /// Whether this is an error (as opposed to a warning or a note).
    public var isError: Bool { severity == .error }
}

/// A catalogue entry: a stable id, the text and the default severity.
///
/// The parser's entries live in `DiagnosticMessage+Parser.swift`, alphabetically. Other
/// stages add their own `extension DiagnosticMessage` in their own files.
public struct DiagnosticMessage: Hashable, Sendable {
    /// A stable identifier (the catalogue member's name).
    public var id: String
    /// Lower-case text, user tokens in single quotes.
    public var text: String
    /// The default severity.
    public var severity: Diagnostic.Severity

    public init(id: String, text: String, severity: Diagnostic.Severity = .error) {
        self.id = id
        self.text = text
        self.severity = severity
    }

    /// Quotes user text for a message: `'text'`, shortened to at most `limit` Unicode
    /// scalars with `…` so a megabyte-long token never ends up in a headline, and with
    /// control characters shown as ``VisibleText`` escapes.
    public static func quote(_ text: String, limit: Int = 40) -> String {
        let scalars = text.unicodeScalars
        if scalars.count <= limit { return "'\(visible: text)'" }
        var shortened = String.UnicodeScalarView()
        shortened.append(contentsOf: scalars.prefix(limit - 1))
        return "'\(visible: String(shortened))…'"
    }
}
