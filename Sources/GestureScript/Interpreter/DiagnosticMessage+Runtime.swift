import GestureEngine
import GestureLanguage

/// The interpreter's messages, alphabetical. Runtime errors stop the script (exit code 2).
extension DiagnosticMessage {
    static func alreadyDeclared(_ what: String, _ name: String) -> Self {
        Self(id: "alreadyDeclared", text: "\(what) \(quote(name)) is already declared")
    }
    /// `alpha` outside 0…1: UIKit takes it without a word and its layer clamps it (CALayer `opacity`); a script is
    /// told, with the clamped value as the suggestion.
    static func alphaOutOfRange(_ value: String, clamped: String) -> Self {
        Self(id: "alphaOutOfRange",
             text: "\(quote(value)) is out of range for 'alpha': from 0 (transparent) to 1 (opaque); UIKit would clamp it to \(clamped)")
    }
    static func builtInPanDelegate(_ name: String) -> Self {
        Self(id: "builtInPanDelegate",
             text: "\(quote(name)) must have its scroll view as its delegate, as UIKit's built-in pan does; answer from the other recognizer's delegate instead")
    }
    static func clockOverflow() -> Self {
        Self(id: "clockOverflow", text: "the virtual clock would pass its end (2^62 µs, about 146,000 years)")
    }
    /// Refused before it is stored: the answers of a `delegate` statement would pass the scene's limit.
    static func delegateAnswerLimit(answers: Int, limit: Int) -> Self {
        Self(id: "delegateAnswerLimit",
             text: "this delegate answer would give the scene's delegates \(answers) requirement answers, more than the limit of \(limit) ('any' counts one answer for every other recognizer)")
    }
    static func duplicateFinger(_ f: Int) -> Self {
        Self(id: "duplicateFinger", text: "finger \(f) appears twice in one event")
    }
    static func durationPropertyNeedsUnit(_ property: String) -> Self {
        Self(id: "durationPropertyNeedsUnit", text: "\(quote(property)) is a duration and needs a unit")
    }
    /// Refused before it starts: `events` (at least, when `atLeast`) would not fit the `left` events of `limit`.
    static func eventBudget(_ what: String, events: Int, atLeast: Bool, left: Int, limit: Int) -> Self {
        let count = (atLeast || events == .max ? "at least " : "") + String(events)
        return Self(id: "eventBudget",
                    text: "\(what) would dispatch \(count) events, more than the \(left) left of the event limit of \(limit) (raise it with --max-events N)")
    }
    static func eventLimit(_ limit: Int) -> Self {
        Self(id: "eventLimit", text: "event limit reached: the script dispatched \(limit) events (raise it with --max-events N)")
    }
    static func fingerAlreadyDown(_ f: Int) -> Self {
        Self(id: "fingerAlreadyDown", text: "finger \(f) is already down")
    }
    static func fingerNotDown(_ f: Int) -> Self {
        Self(id: "fingerNotDown", text: "finger \(f) is not down")
    }
    static func interrupted() -> Self {
        Self(id: "interrupted", text: "interrupted (Ctrl-C); the scene keeps the state it had reached")
    }
    static func menuHidden() -> Self {
        Self(id: "menuHidden", text: "the menu is not visible (a tap on a line shows it)")
    }
    static func needsTouchTracker(_ what: String) -> Self {
        Self(id: "needsTouchTracker", text: "\(what) needs the TouchTracker app: write 'use touchtracker' first")
    }
    static func noFreeFinger() -> Self {
        Self(id: "noFreeFinger", text: "no free finger: all 20 fingers are down")
    }
    static func notAvailableHere(_ what: String) -> Self {
        Self(id: "notAvailableHere", text: "\(what)")
    }
    /// `NAME.PROP = …` where NAME is a view that is not a scroll view (only scroll views have settable properties).
    static func notAScrollView(_ view: String, property: String) -> Self {
        Self(id: "notAScrollView",
             text: "\(quote(view)) is a view, not a scroll view: it has no property \(quote(property)) (declare it with 'scrollView content W,H')")
    }
    /// `override NAME touchesShouldCancel …` where NAME is a view but not a scroll view.
    static func notAScrollViewOverride(_ view: String, method: String) -> Self {
        Self(id: "notAScrollViewOverride",
             text: "\(quote(view)) is a view, not a scroll view: only a UIScrollView subclass overrides \(quote(method)) (declare it with 'scrollView content W,H')")
    }
    /// `override NAME …` where NAME is a recognizer.
    static func overrideOnRecognizer(_ name: String, method: String) -> Self {
        Self(id: "overrideOnRecognizer",
             text: "\(quote(name)) is a recognizer: \(quote(method)) is a method of a scroll view (override SCROLLVIEW \(method) = true|false)")
    }
    /// `NAME.pinchGestureRecognizer` of a scroll view whose two zoom scales are equal (no pinch, as in UIKit).
    static func scrollViewDoesNotZoom(_ view: String) -> Self {
        Self(id: "scrollViewDoesNotZoom",
             text: "\(quote(view)) does not zoom, so it has no 'pinchGestureRecognizer': its minimumZoomScale and maximumZoomScale are equal (set them apart first)")
    }
    /// A table's property, delegate answer or expectation on a view that is not a table or collection.
    static func notATable(_ view: String, what: String) -> Self {
        Self(id: "notATable",
             text: "\(quote(view)) is not a table or collection: it has no \(what) (declare it with 'tableView rows N' or 'collectionView items N itemSize W,H')")
    }
    /// `delegate NAME canEditRowAt R = B` with R past the table's last row.
    static func rowBeyondTable(_ table: String, row: Int, count: Int) -> Self {
        Self(id: "rowBeyondTable",
             text: "\(quote(table)) has \(count) row\(count == 1 ? "" : "s") (numbered from 0): there is no row \(row)")
    }
    /// `expect view NAME scrollViewDidScroll N` where NAME is not a scroll view.
    static func notAScrollViewCall(_ view: String, call: String) -> Self {
        Self(id: "notAScrollViewCall",
             text: "\(quote(view)) is a view, not a scroll view: its delegate gets no \(quote(call)) (declare it with 'scrollView content W,H')")
    }
    static func panelHidden() -> Self {
        Self(id: "panelHidden", text: "the colour panel is not visible (a three-finger swipe up shows it; needs 'use touchtracker challenge platinum')")
    }
    static func pointOutsideScreen(_ p: Point, width: Double, height: Double) -> Self {
        Self(id: "pointOutsideScreen",
             text: "point \(p) is outside the \(formatNumber(width))×\(formatNumber(height)) screen")
    }
    static func propertyOutOfRange(_ property: String, value: String, range: String) -> Self {
        Self(id: "propertyOutOfRange", text: "\(quote(value)) is out of range for \(quote(property)): \(range)")
    }
    static func propertyWrongType(_ property: String, expected: String, got: String) -> Self {
        Self(id: "propertyWrongType", text: "\(quote(property)) takes \(expected), not \(quote(got))")
    }
    static func requirementOnItself(_ name: String) -> Self {
        Self(id: "requirementOnItself", text: "\(quote(name)) cannot require itself to fail")
    }
    static func showViewName(_ name: String) -> Self {
        Self(id: "showViewName", text: "\(quote(name)) is a view, not a recognizer")
    }
    /// Refused before it starts: a `repeat` that would execute `statements` (its body times its count) of the
    /// `left` statements of `limit`.
    static func statementBudget(statements: Int, left: Int, limit: Int) -> Self {
        let count = (statements == .max ? "at least " : "") + String(statements)
        return Self(id: "statementBudget",
                    text: "this repeat would execute \(count) statements, more than the \(left) left of the statement limit of \(limit) (a runaway 'repeat'?)")
    }
    static func statementLimit(_ limit: Int) -> Self {
        Self(id: "statementLimit", text: "statement limit reached: \(limit) statements executed (a runaway 'repeat'?)")
    }
    static func unknownColor(_ c: String) -> Self {
        Self(id: "unknownColor", text: "no colour named \(quote(c)) in the panel")
    }
    static func unknownFix(_ name: String) -> Self {
        Self(id: "unknownFix", text: "no fix named \(quote(name)) (known: silver)")
    }
    static func unknownChallenge(_ name: String) -> Self {
        Self(id: "unknownChallenge", text: "no challenge named \(quote(name)) (known: silver, gold, platinum)")
    }
    static func unknownMenuItem(_ item: String, available: [String]) -> Self {
        Self(id: "unknownMenuItem", text: "the menu has no item \(quote(item)) (it shows \(available.map { quote($0) }.joined(separator: ", ")))")
    }
    static func unknownMethod(_ name: String) -> Self {
        Self(id: "unknownMethod", text: "no action method named \(quote(name))")
    }
    static func unknownProperty(_ name: String, kind: String) -> Self {
        Self(id: "unknownProperty", text: "\(kind) recognizers have no property \(quote(name))")
    }
    static func unknownRecognizer(_ name: String) -> Self {
        Self(id: "unknownRecognizer", text: "no gesture recognizer named \(quote(name))")
    }
    static func unknownRecognizerKind(_ name: String) -> Self {
        Self(id: "unknownRecognizerKind", text: "unknown recognizer kind \(quote(name))")
    }
    static func unknownScrollViewProperty(_ name: String) -> Self {
        Self(id: "unknownScrollViewProperty", text: "scroll views have no property \(quote(name))")
    }
    static func unknownSetting(_ name: String) -> Self {
        Self(id: "unknownSetting", text: "unknown setting \(quote(name))")
    }
    static func unknownStage(_ name: String) -> Self {
        Self(id: "unknownStage", text: "no chapter stage named \(quote(name)) (':stages' lists them)")
    }
    static func unknownEdition(_ name: String) -> Self {
        Self(id: "unknownEdition", text: "no edition of the chapter named \(quote(name)) (the editions are 'swift', the default, and 'objc')")
    }
    static func stageNotInEdition(_ stage: String, edition: String) -> Self {
        Self(id: "stageNotInEdition", text: "the \(edition) edition has no step \(quote(stage)) of its own")
    }
    static func velocityIsANumber(_ name: String, kind: String, unit: String) -> Self {
        Self(id: "velocityIsANumber", text: "\(quote(name)) is a \(kind) recognizer: its velocity is a number (\(unit)), not a point")
    }
    static func velocityIsAPoint(_ name: String, kind: String) -> Self {
        Self(id: "velocityIsAPoint", text: "\(quote(name)) is a \(kind) recognizer: its velocity is a point (points per second), such as '50,0'")
    }
    static func unknownViewProperty(_ name: String, view: String) -> Self {
        Self(id: "unknownViewProperty",
             text: "view \(quote(view)) has no property \(quote(name)) (view properties: \(ViewProperty.allCases.map(\.rawValue).joined(separator: ", ")))")
    }
    static func unknownView(_ name: String) -> Self {
        Self(id: "unknownView", text: "no view named \(quote(name))")
    }
    static func unknownValueName(_ name: String, property: String, allowed: [String]) -> Self {
        Self(id: "unknownValueName", text: "\(quote(name)) is not a value of \(quote(property)) (use \(allowed.joined(separator: ", ")))")
    }
    static func viewPropertyOnRecognizer(_ property: String, recognizer: String, view: String) -> Self {
        Self(id: "viewPropertyOnRecognizer",
             text: "\(quote(property)) is a property of views, and \(quote(recognizer)) is a recognizer (attached to view \(quote(view)))")
    }
    static func windowViewProperty(_ property: String) -> Self {
        Self(id: "windowViewProperty",
             text: "the window's \(quote(property)) cannot be changed: every touch is hit-tested from the window (change a view inside it)")
    }
}

/// A runtime error with the range it belongs to; the run stops and the CLI exits with 2.
public struct RuntimeError: Error, Sendable {
    public var diagnostic: Diagnostic

    init(_ message: DiagnosticMessage, at range: SourceRange, suggestion: String? = nil, notes: [Diagnostic.Note] = []) {
        diagnostic = Diagnostic(message, at: range, notes: notes, suggestion: suggestion)
    }
}
