@testable import GestureScript
@testable import GestureLanguage

/// Test helpers shared by the front-end tests.
enum FrontEnd {
    /// Parses `text` as a file named `test.gesture`.
    static func parse(_ text: String) -> (Script, [Diagnostic]) {
        Parser.parse(SourceFile(name: "test.gesture", text: text))
    }

    /// The rendered diagnostics for `text` (no colour), joined by newlines.
    static func render(_ text: String) -> String {
        let file = SourceFile(name: "test.gesture", text: text)
        return DiagnosticRenderer.render(Parser.parse(file).1, in: file)
    }

    /// The rendered diagnostics for raw bytes.
    static func render(bytes: [UInt8]) -> String {
        let file = SourceFile(name: "test.gesture", bytes: bytes)
        return DiagnosticRenderer.render(Parser.parse(file).1, in: file)
    }

    /// The canonical text of every statement of an error-free `text`, or the diagnostics.
    static func canonical(_ text: String) -> [String] {
        let (script, diagnostics) = parse(text)
        guard diagnostics.isEmpty else {
            return ["<diagnostics>"] + diagnostics.map { "\($0.id): \($0.message)" }
        }
        return script.statements.map(\.description)
    }

    /// The one statement of `text` (which must parse without diagnostics).
    static func statement(_ text: String) -> Statement.Kind? {
        let (script, diagnostics) = parse(text)
        guard diagnostics.isEmpty, script.statements.count == 1 else { return nil }
        return script.statements[0].kind
    }
}
