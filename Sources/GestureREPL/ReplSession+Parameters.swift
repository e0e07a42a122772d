import GestureLanguage
import struct GestureScript.ParameterBinder

/// The REPL's `param` declarations: a `param` line is remembered for the lines after it; a line that uses `$NAME`
/// runs with the parameter's first value (as `gesturelab run` does), and `:sweep` runs every value.
struct ReplParameters {
    /// In declaration order; a line that declares one again replaces it in place.
    private(set) var declared: [Parameter] = []
    /// Each one's declaration as typed (`param dt from 0ms to 600ms step 10ms`), for `:save`, `:bugreport` and `:sweep`.
    private(set) var source: [String] = []

    /// The parameter named `name`'s declaration, if any.
    func source(of name: String) -> String? {
        declared.firstIndex { $0.name.value == name }.map { source[$0] }
    }

    /// Parses `file` with the parameters declared so far.
    func parse(_ file: SourceFile) -> (Script, [Diagnostic]) { Parser.parse(file, declared: declared) }

    /// The statements of `script` with each `$NAME` bound to its parameter's first value.
    static func bindFirstValues(_ script: Script) throws(Diagnostic) -> [Statement] {
        try ParameterBinder.bindingFirstValues(script).statements
    }

    /// Keeps what `script` (parsed with ``parse(_:)``, without errors) declared.
    mutating func remember(_ script: Script) {
        for (i, p) in script.parameters.enumerated() where i >= declared.count || declared[i] != p {
            let text = script.file.text(of: p.range)
            if i < declared.count {
                declared[i] = p
                source[i] = text
            } else {
                declared.append(p)
                source.append(text)
            }
        }
    }

    mutating func removeAll() {
        declared.removeAll()
        source.removeAll()
    }
}
