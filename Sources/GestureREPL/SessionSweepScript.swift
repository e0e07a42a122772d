import GestureLab
import GestureLanguage

/// What `:sweep` without a file sweeps: the session as a script.
///
/// The swept statements are those since the last `mark` (all of the session's, since the start, `:reset` or `use
/// touchtracker`, when there is none), after the scene: the declarations typed before that `mark` (views,
/// recognizers, properties, requirements, delegates, actions, settings, `use touchtracker`), in the order they were
/// typed. Touches before the `mark` are left out: every run starts from the declarations with the clock at 0. The
/// parameters are the `param`s those statements use (a `param` no swept statement uses would only repeat runs).
struct SessionSweepScript {
    var script: Script
    /// `the 5 statements since the last 'mark'` or `the session's 7 statements`.
    var what: String
    /// The scene's statement count (before the `mark`).
    var sceneCount: Int

    static let fileName = "<session>"

    /// Builds it from the session's accepted statements (as typed) and its parameters; the message when there is
    /// nothing to sweep.
    static func make(accepted: [String], parameters: ReplParameters) -> Result<SessionSweepScript, SweepArgumentError> {
        let usage = "type a gesture that uses it, such as 'down 1 at 100,200; up 1; wait $dt; down 1 at 100,200; up 1', and ':sweep' again"
        guard !parameters.declared.isEmpty else {
            return .failure(SweepArgumentError("nothing to sweep: declare a parameter such as 'param dt from 0ms to 600ms step 10ms', then \(usage) (or ':sweep FILE')"))
        }
        let whole = SourceFile(name: fileName, text: accepted.joined(separator: "\n"))
        let (all, diagnostics) = parameters.parse(whole)
        if let d = diagnostics.first(where: \.isError) {
            // Only when a `param` was declared again with values an earlier line cannot take.
            return .failure(SweepArgumentError("the session's statements no longer parse with its parameters: \(d.message); ':reset' to start over"))
        }
        let statements = all.statements
        let mark = statements.lastIndex { if case .mark = $0.kind { true } else { false } }
        var chosen: [Statement]
        let what: String
        var sceneCount = 0
        if let mark {
            let scene = statements[..<mark].filter(ScriptSweep.isScene)
            sceneCount = scene.count
            chosen = scene + statements[(mark + 1)...]
            let n = statements.count - mark - 1
            what = "the \(n) statement\(n == 1 ? "" : "s") since the last 'mark'"
        } else {
            chosen = statements
            what = "the session's \(statements.count) statement\(statements.count == 1 ? "" : "s") (no 'mark'; type 'mark' before a gesture to sweep only that gesture)"
        }
        guard chosen.contains(where: { !ScriptSweep.isScene($0) }) else {
            return .failure(SweepArgumentError("nothing to sweep since the last 'mark': \(usage)"))
        }
        // The parameters the chosen statements use, in declaration order.
        var used = Set<Int>()
        for use in all.parameterUses where chosen.contains(where: { $0.range.start <= use.range.start && use.range.end <= $0.range.end }) {
            used.insert(use.parameter)
        }
        guard !used.isEmpty else {
            let names = parameters.declared.map { "$" + $0.name.value }.joined(separator: ", ")
            return .failure(SweepArgumentError("nothing to sweep: no statement \(mark == nil ? "of the session" : "since the last 'mark'") uses \(names); \(usage)"))
        }
        var lines = used.sorted().map { parameters.source[$0] }
        lines += chosen.map { whole.text(of: $0.range) }
        let file = SourceFile(name: fileName, text: lines.joined(separator: "\n") + "\n")
        let (script, again) = Parser.parse(file)
        if let d = again.first(where: \.isError) {
            return .failure(SweepArgumentError("the session's statements do not parse as one script: \(d.message)"))
        }
        return .success(SessionSweepScript(script: script, what: what, sceneCount: sceneCount))
    }
}
