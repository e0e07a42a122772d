internal import GestureSupport
internal import GestureLanguage
internal import GestureScript

/// Building a scene with Swift calls instead of script text. Each call runs the one statement it stands for (so
/// ``Scene/source`` shows it, and a bad name or value is a ``GestureLabError`` pointing into that statement).
extension Scene {
    /// Adds a view, as `view NAME frame X,Y,W,H [in PARENT] [control]` does.
    ///
    /// - Parameters:
    ///   - name: the view's name (an identifier, unique in the scene).
    ///   - frame: its frame in `parent`'s coordinates, in points.
    ///   - parent: the view it is added to (`window`, the root, when nil).
    ///   - control: whether it is a UIButton-like control that reports `touchUpInside`.
    @discardableResult
    public func addView(_ name: String, frame: Frame, in parent: String? = nil, control: Bool = false) throws(GestureLabError) -> Outcome {
        var text = "view \(name) frame \(number(frame.x)),\(number(frame.y)),\(number(frame.width)),\(number(frame.height))"
        if let parent { text += " in \(parent)" }
        if control { text += " control" }
        return try runOne(text)
    }

    /// Adds a recognizer, as `recognizer NAME = KIND [on VIEW]` does.
    ///
    /// - Parameters:
    ///   - name: the recognizer's name (an identifier, unique in the scene).
    ///   - kind: its class.
    ///   - view: the view it is attached to (the default view, `window` or TouchTracker's `canvas`, when nil).
    @discardableResult
    public func addRecognizer(_ name: String, _ kind: GestureKind, on view: String? = nil) throws(GestureLabError) -> Outcome {
        try runOne("recognizer \(name) = \(kind.rawValue)" + (view.map { " on \($0)" } ?? ""))
    }

    /// Sets a recognizer's property to a number, as `NAME.PROPERTY = VALUE` does (`numberOfTapsRequired`,
    /// `allowableMovement` in points, …).
    @discardableResult
    public func set(_ property: String, of recognizer: String, to value: Double) throws(GestureLabError) -> Outcome {
        try runOne("\(recognizer).\(property) = \(number(value))")
    }

    /// Sets a recognizer's Boolean property (`cancelsTouchesInView`, `delaysTouchesBegan`, `isEnabled`, …).
    @discardableResult
    public func set(_ property: String, of recognizer: String, to value: Bool) throws(GestureLabError) -> Outcome {
        try runOne("\(recognizer).\(property) = \(value)")
    }

    /// Sets a recognizer's duration property (`minimumPressDuration`, …), to the microsecond.
    @discardableResult
    public func set(_ property: String, of recognizer: String, to value: Duration) throws(GestureLabError) -> Outcome {
        let (seconds, attoseconds) = value.components
        let microseconds = seconds * 1_000_000 + attoseconds / 1_000_000_000_000
        return try runOne("\(recognizer).\(property) = \(microseconds)us")
    }

    /// Sets a recognizer's property to a value written as in scripts (`direction`, `left|right`; `edges`, `all`).
    @discardableResult
    public func set(_ property: String, of recognizer: String, toScriptValue value: String) throws(GestureLabError) -> Outcome {
        try runOne("\(recognizer).\(property) = \(value)")
    }

    /// Makes `recognizer` wait for `other` to fail, as `NAME requireToFail OTHER` does.
    @discardableResult
    public func require(_ recognizer: String, toFail other: String) throws(GestureLabError) -> Outcome {
        try runOne("\(recognizer) requireToFail \(other)")
    }

    /// Sets one of the recognizer's delegate answers, as `delegate NAME …` does.
    @discardableResult
    public func setDelegate(of recognizer: String, _ answer: DelegateAnswer) throws(GestureLabError) -> Outcome {
        let rest: String = switch answer {
        case .shouldBegin(let b): "shouldBegin = \(b)"
        case .shouldReceive(let b, let view): "shouldReceive = \(b)" + (view.map { " in \($0)" } ?? "")
        case .shouldRecognizeSimultaneously(let other, let b): "shouldRecognizeSimultaneouslyWith \(other ?? "any") = \(b)"
        case .shouldRequireFailure(let other): "shouldRequireFailureOf \(other) = true"
        case .shouldBeRequiredToFail(let other): "shouldBeRequiredToFailBy \(other) = true"
        }
        return try runOne("delegate \(recognizer) \(rest)")
    }

    /// Binds the recognizer's action to `method`, as `action NAME -> METHOD` does (`log`, the default, logs
    /// `NAME STATE`; TouchTracker's scenes have `doubleTap`, `tap`, `longPress` and `moveLine`).
    @discardableResult
    public func setAction(of recognizer: String, to method: String) throws(GestureLabError) -> Outcome {
        try runOne("action \(recognizer) -> \(method)")
    }

    /// Runs one generated statement: an argument that would make it more than one (a newline, `;`, a brace) is a
    /// diagnostic, never a second statement.
    func runOne(_ text: String) throws(GestureLabError) -> Outcome {
        let file = SourceFile(name: name, text: text, firstLine: 1)
        let (script, diagnostics) = Parser.parse(file)
        if !diagnostics.contains(where: \.isError), script.statements.count != 1 || text.contains(where: \.isNewline) {
            let message = "a name or value in this call makes it more than one statement: '\(VisibleText.escape(text))'"
            throw GestureLabError(diagnostics: [.init(file: name, line: 0, column: 0, severity: .error, id: "not-one-statement",
                                                      message: message)],
                                  rendered: "\(name): error: \(message)\n")
        }
        return try run(text)
    }

    /// A number as scripts write it (no exponent, no trailing `.0`).
    func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}

/// One answer of a recognizer's delegate (`UIGestureRecognizerDelegate`), for ``Scene/setDelegate(of:_:)``.
public enum DelegateAnswer: Hashable, Sendable {
    /// `gestureRecognizerShouldBegin(_:)`.
    case shouldBegin(Bool)
    /// `gestureRecognizer(_:shouldReceive:)`, for every touch or only for touches whose hit view is `inView`.
    case shouldReceive(Bool, inView: String? = nil)
    /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`, for the named recognizer or any (nil).
    case shouldRecognizeSimultaneously(with: String?, Bool)
    /// `gestureRecognizer(_:shouldRequireFailureOf:)` answers true for the named recognizer.
    case shouldRequireFailure(of: String)
    /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)` answers true for the named recognizer.
    case shouldBeRequiredToFail(by: String)
}
