import GestureREPL
import GestureScript

/// A script named on the command line (`run`, `report`, `explain`): opened by its bytes (a name need not be UTF-8),
/// shown escaped, and taken for a script only if the file it leads to is named *.gesture (a link named
/// `x.gesture` that leads to `~/.netrc` is not one).
struct NamedScript {
    /// The name as messages show it (``FilePath/display``).
    let name: String
    let bytes: [UInt8]
    /// Whether the file read — a link's target — is named *.gesture, so its syntax errors may quote it.
    let isScript: Bool

    /// Nil when the file cannot be read (no such file, not a regular file, or too large).
    init?(_ argument: String) {
        let path = FilePath(argument)
        guard case .success(let opened) = FileBytes.open(path) else { return nil }
        name = path.display
        bytes = opened.bytes
        isScript = opened.resolved.hasSuffix(".gesture")
    }

    /// `gesturelab: error: cannot read 'NAME' (…)`, for a file that `init` could not read.
    static func unreadable(_ argument: String) -> String {
        "gesturelab: error: cannot read '\(FilePath.display(argument))' (no such file, not a regular file, or too large)\n"
    }

    /// For a file that is not a script and does not parse: its one redacted diagnostic, which quotes nothing of it
    /// (``DiagnosticRenderer/renderSyntaxErrors(_:in:color:isScript:)``). Nil for a script, or a file that parses.
    func redactedSyntaxErrors(color: Bool) -> String? {
        guard !isScript else { return nil }
        let source = SourceFile(name: name, bytes: bytes)
        let (_, diagnostics) = Parser.parse(source)
        guard source.encodingProblem != nil || diagnostics.contains(where: \.isError) else { return nil }
        return DiagnosticRenderer.renderSyntaxErrors(diagnostics, in: source, color: color, isScript: false)
    }
}
