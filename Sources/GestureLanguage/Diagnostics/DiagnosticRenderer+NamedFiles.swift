import GestureSupport

extension DiagnosticRenderer {
    /// Renders the syntax errors of a file the user named (`run`, `test`, `report`, `:load`).
    ///
    /// Scripts are `.gesture` files. A file with another name that does not parse is most likely not a script at
    /// all (`gesturelab run /etc/passwd`), and its content must not be echoed: it gets one diagnostic that names
    /// the location of the first error, without the source line, the offending token or a suggestion.
    ///
    /// `isScript` decides, when given: whether the file read is named *.gesture, which for a symbolic link is the name
    /// of the file it leads to, not the link's (`secret.gesture -> ~/.netrc` is not a script). Nil: `file.name` decides.
    public static func renderSyntaxErrors(_ diagnostics: [Diagnostic], in file: SourceFile, color: Bool = false,
                                          isScript: Bool? = nil, lineNumbers: Bool = true) -> String {
        guard !(isScript ?? file.name.hasSuffix(".gesture")), let first = diagnostics.first(where: \.isError) else {
            return render(diagnostics, in: file, color: color, lineNumbers: lineNumbers)
        }
        let location = lineNumbers ? ":\(file.location(of: first.range.start))" : ""
        let errors = diagnostics.filter(\.isError).count
        let redacted = "\(visible: file.name)\(location): error: this file is not a gesture script (\(errors) syntax error\(errors == 1 ? "" : "s")); "
            + "its content is not shown because the file \(file.name.hasSuffix(".gesture") ? "it leads to " : "")is not named *.gesture"
        return redacted
    }
}
