import GestureLanguage
import GestureSupport

/// A script the user named — on the command line (`run`, `report`, `explain`, `sweep`, `bench … --script`) or in the
/// REPL (`:load`, `:sweep FILE`): opened by its bytes (a name need not be UTF-8), shown escaped, and taken for a
/// script only if the file it leads to is named *.gesture (a link named `x.gesture` that leads to `~/.netrc` is
/// not one).
public struct NamedScript: Sendable {
    /// The name as messages show it (``FilePath/display``).
    public let name: String
    public let bytes: [UInt8]
    /// Whether the file read — a link's target — is named *.gesture, so its syntax errors may quote it.
    public let isScript: Bool

    /// Nil when the file cannot be read (no such file, not a regular file, or too large).
    public init?(_ argument: String) {
        let path = FilePath(argument)
        guard case .success(let opened) = FileBytes.open(path) else { return nil }
        name = path.display
        bytes = opened.bytes
        isScript = opened.resolved.hasSuffix(".gesture")
    }

    /// `cannot read 'NAME' (no such file, not a regular file, or too large)`, for a file that `init` could not read.
    public static func cannotRead(_ argument: String) -> String {
        "cannot read '\(FilePath.display(argument))' (no such file, not a regular file, or too large)"
    }

    /// `gesturelab: error: cannot read 'NAME' (…)`, for a file that `init` could not read.
    public static func unreadable(_ argument: String) -> String { "gesturelab: error: \(cannotRead(argument))\n" }

    /// The file as the parser reads it, under its shown name.
    public var source: SourceFile { SourceFile(name: name, bytes: bytes) }

    /// Its syntax errors as ``DiagnosticRenderer/renderSyntaxErrors(_:in:color:isScript:)`` renders them for this
    /// file: in full for a script, else one diagnostic that quotes nothing of it.
    public func renderSyntaxErrors(_ diagnostics: [Diagnostic], in file: SourceFile, color: Bool) -> String {
        DiagnosticRenderer.renderSyntaxErrors(diagnostics, in: file, color: color, isScript: isScript)
    }

    /// For a file that is not a script and does not parse: its one redacted diagnostic, which quotes nothing of it
    /// (``DiagnosticRenderer/renderSyntaxErrors(_:in:color:isScript:)``). Nil for a script, or a file that parses.
    public func redactedSyntaxErrors(color: Bool) -> String? {
        guard !isScript else { return nil }
        let source = source
        let (_, diagnostics) = Parser.parse(source)
        guard source.encodingProblem != nil || diagnostics.contains(where: \.isError) else { return nil }
        return renderSyntaxErrors(diagnostics, in: source, color: color)
    }
}
