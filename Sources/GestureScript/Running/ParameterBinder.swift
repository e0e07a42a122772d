import GestureLanguage

/// Puts one combination of parameter values into a parsed script's statements, without parsing again.
///
/// The parser records where each `$NAME` was written (``ParameterUse``); binding rewrites only the literals there,
/// and only in the statements that contain one. A value a statement cannot take (a negative duration, a negative
/// swipe distance) is a ``Diagnostic`` on that statement naming the combination.
public struct ParameterBinder: Sendable {
    public let parameters: [Parameter]
    /// The uses, by the range of the literal they stand in.
    private let usesByLiteral: [SourceRange: [ParameterUse]]
    /// The ranges of the top-level statements that contain a use, as start offsets.
    private let boundStarts: Set<Int>
    private let file: SourceFile

    public init(_ script: Script) {
        parameters = script.parameters
        file = script.file
        var byLiteral: [SourceRange: [ParameterUse]] = [:]
        for use in script.parameterUses { byLiteral[use.literal, default: []].append(use) }
        usesByLiteral = byLiteral
        var starts = Set<Int>()
        for s in script.statements where script.parameterUses.contains(where: { s.range.start <= $0.range.start && $0.range.end <= s.range.end }) {
            starts.insert(s.range.start)
        }
        boundStarts = starts
    }

    /// Whether a top-level statement uses a parameter.
    public func usesParameters(_ statement: Statement) -> Bool { boundStarts.contains(statement.range.start) }

    /// The values of a combination (one index per parameter).
    public func values(_ combination: [Int]) -> [ParameterValue] {
        zip(parameters, combination).map { $0.value(at: $1) }
    }

    /// `dt = 350ms, x = 10`.
    public func describe(_ values: [ParameterValue]) -> String {
        zip(parameters, values).map { "\($0.name.value) = \($1.text)" }.joined(separator: ", ")
    }

    /// `script` with every `$NAME` bound to its parameter's first value, as a script with parameters runs outside a
    /// sweep (`gesturelab run`, `explain`, `report`, a `Scene`, the REPL). Throws the diagnostic of a first value a statement cannot take
    /// (a negative duration: the parser leaves those checks to binding).
    public static func bindingFirstValues(_ script: Script) throws(Diagnostic) -> Script {
        guard !script.parameterUses.isEmpty else { return script }
        var bound = script
        do {
            bound.statements = try ParameterBinder(script).bind(script.statements[...],
                                                                combination: Array(repeating: 0, count: script.parameters.count))
        } catch let d as Diagnostic {
            throw d
        } catch {
            // The binder throws only diagnostics.
        }
        return bound
    }

    /// The statements with the combination's values in place of every `$NAME`.
    public func bind(_ statements: ArraySlice<Statement>, combination: [Int]) throws -> [Statement] {
        try bind(statements, values: values(combination))
    }

    /// The statements with `values` (one per parameter) in place of every `$NAME`.
    public func bind(_ statements: ArraySlice<Statement>, values: [ParameterValue]) throws -> [Statement] {
        var out: [Statement] = []
        out.reserveCapacity(statements.count)
        for s in statements {
            if boundStarts.contains(s.range.start) {
                var b = Binding(binder: self, values: values, statement: s)
                out.append(try b.statement(s))
            } else {
                out.append(s)
            }
        }
        return out
    }

    /// One statement's rewrite.
    private struct Binding {
        let binder: ParameterBinder
        let values: [ParameterValue]
        let statement: Statement

        func uses(_ range: SourceRange) -> [ParameterUse] { binder.usesByLiteral[range] ?? [] }

        func invalid(_ problem: String) -> Diagnostic {
            let text = DiagnosticMessage.quote(binder.file.text(of: statement.range))
            return Diagnostic(.parameterValueInvalid("\(text): \(problem)", combination: binder.describe(values)),
                              at: statement.range)
        }

        mutating func statement(_ s: Statement) throws -> Statement {
            var s = s
            switch s.kind {
            case .touches(let group):
                s.kind = .touches(try touchGroup(group))
            case .wait(let d):
                s.kind = .wait(try duration(d))
            case .repeat(let count, let body):
                var bound: [Statement] = []
                for b in body { bound.append(try statement(b)) }
                s.kind = .repeat(count: count, body: bound)
            case .shorthand(let sh):
                s.kind = .shorthand(try shorthand(sh))
            case .recognizer(var decl):
                for k in decl.properties.indices { decl.properties[k].value = try property(decl.properties[k].value) }
                s.kind = .recognizer(decl)
            case .setProperty(let r, var assignment):
                assignment.value = try property(assignment.value)
                s.kind = .setProperty(recognizer: r, assignment: assignment)
            case .screen, .view, .requireToFail, .delegate, .action, .override, .useTouchTracker, .menuTap, .panelPick, .set, .expect,
                 .mark, .show:
                break  // The parser refuses `$NAME` in these.
            }
            return s
        }

        func touchGroup(_ g: TouchGroup) throws -> TouchGroup {
            var g = g
            for k in g.actions.indices {
                switch g.actions[k].kind {
                case .down(let f, let p):
                    g.actions[k].kind = .down(finger: f, at: point(p))
                case .move(let f, let target, let t):
                    let bound: MoveTarget = switch target {
                    case .to(let p): .to(point(p))
                    case .by(let p): .by(point(p))
                    }
                    g.actions[k].kind = .move(finger: f, target: bound, timing: try timing(t))
                case .up, .cancel, .cancelAll, .upAll:
                    break
                }
            }
            g.timing = try timing(g.timing)
            return g
        }

        func timing(_ t: MotionTiming?) throws -> MotionTiming? {
            guard var t else { return nil }
            if let over = t.over { t.over = try duration(over) }
            return t
        }

        func shorthand(_ s: Shorthand) throws -> Shorthand {
            switch s {
            case .tap(let at, let taps, let fingers):
                return .tap(at: point(at), taps: taps, fingers: fingers)
            case .longPress(let at, let d):
                return .longPress(at: point(at), duration: try d.map { d in try duration(d) })
            case .drag(let from, let to, let over):
                return .drag(from: point(from), to: point(to), over: try over.map { d in try duration(d) })
            case .swipe(let dir, let at, let distance, let over, let fingers):
                return .swipe(direction: dir, at: at.map(point),
                              distance: try distance.map { n in try number(n, nonNegative: "the swipe distance") },
                              over: try over.map { d in try duration(d) }, fingers: fingers)
            case .pinch(let at, let from, let to, let over):
                return .pinch(at: point(at), from: try number(from, nonNegative: "the pinch distance"),
                              to: try number(to, nonNegative: "the pinch distance"),
                              over: try over.map { d in try duration(d) })
            case .rotate(let at, let degrees, let over):
                return .rotate(at: point(at), byDegrees: try number(degrees, nonNegative: nil),
                               over: try over.map { d in try duration(d) })
            }
        }

        func point(_ p: PointLiteral) -> PointLiteral {
            var p = p
            for use in uses(p.range) {
                switch (use.slot, values[use.parameter]) {
                case (.whole, .point(let x, let y)):
                    p.x = x
                    p.y = y
                case (.x, .number(let x)): p.x = use.negated ? -x : x
                case (.y, .number(let y)): p.y = use.negated ? -y : y
                case (.whole, _), (.x, _), (.y, _): break  // The parser checked the kinds.
                }
            }
            return p
        }

        func duration(_ d: DurationLiteral) throws -> DurationLiteral {
            var d = d
            for use in uses(d.range) {
                guard case .duration(let us) = values[use.parameter] else { continue }
                if us < 0 { throw invalid("a duration must not be negative") }
                d.microseconds = us
            }
            return d
        }

        func number(_ n: Located<Double>, nonNegative noun: String?) throws -> Located<Double> {
            var n = n
            for use in uses(n.range) {
                guard case .number(let v) = values[use.parameter] else { continue }
                let x = use.negated ? -v : v
                if let noun, x < 0 { throw invalid("\(noun) must not be negative") }
                n.value = x
            }
            return n
        }

        func property(_ p: PropertyLiteral) throws -> PropertyLiteral {
            var p = p
            for use in uses(p.range) {
                switch values[use.parameter] {
                case .number(let x):
                    p.kind = .number(use.negated ? -x : x, isInteger: binder.parameters[use.parameter].isInteger)
                case .duration(let us):
                    if us < 0 { throw invalid("a duration must not be negative") }
                    p.kind = .duration(microseconds: us)
                case .point:
                    break  // The parser refuses points as property values.
                }
            }
            return p
        }
    }
}

extension ParameterValue {
    /// The value as a script writes it: `350ms`, `-50ms`, `12.5`, `(100,200)`.
    public var text: String {
        switch self {
        case .number(let x): SourceText.number(x)
        case .duration(let us): us < 0 ? "-" + SourceText.duration(-us) : SourceText.duration(us)
        case .point(let x, let y): "(\(SourceText.number(x)),\(SourceText.number(y)))"
        }
    }
}
