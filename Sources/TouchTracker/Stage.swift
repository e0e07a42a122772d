/// One step of the chapter, in order: what the app looks like after the reader has typed that section's code.
///
/// Each stage is the previous one plus one change, so `use touchtracker stage NAME` replays the chapter.
public struct Stage: Hashable, Sendable {
    /// Position in the chapter, from 1.
    public var number: Int
    /// Short name, as `use touchtracker stage NAME` takes it (`double-tap`, or `01`, or `01-double-tap`).
    public var name: String
    /// One line: what this stage adds and what the reader sees.
    public var summary: String
    public var features: Features
    /// Why the Objective-C edition has no such step of its own (nil: it has).
    public var objcAbsence: Absence?
    /// What the Objective-C edition does differently at this step (nil: nothing a reader would see).
    public var objcDifference: String?

    /// A step an edition does not take on its own: why, and the step that has its code.
    public struct Absence: Hashable, Sendable {
        public var reason: String
        /// The number of the stage to use instead.
        public var instead: Int
    }

    /// The full name, `01-double-tap`.
    public var fullName: String { (number < 10 ? "0" : "") + "\(number)-\(name)" }

    /// What the app has at a stage.
    public struct Features: Hashable, Sendable {
        public var doubleTapDelaysTouchesBegan = false
        public var singleTap = false
        public var tapRequiresDoubleTapToFail = false
        /// `tap(_:)` selects the line near the tap (`selectedLineIndex`, `indexOfLine(at:)`).
        public var selection = false
        /// `tap(_:)` shows a menu with `Delete`; `canBecomeFirstResponder`; `deleteLine(_:)`.
        public var menu = false
        /// `selectedLineIndex`'s `didSet` hides the menu when it becomes nil.
        public var menuHidesOnDeselect = false
        public var longPress = false
        /// The `moveRecognizer` pan with `cancelsTouchesInView = false`; `moveLine(_:)` only prints.
        public var pan = false
        /// The pan's delegate allows simultaneous recognition.
        public var simultaneous = false
        /// `moveLine(_:)` moves the selected line by the translation at `.changed`.
        public var moveSelectedLine = false
        /// `setTranslation(.zero, in:)` after each move.
        public var resetTranslation = false
    }

    /// The chapter's steps in order; the last one is the final app (`use touchtracker`).
    public static let all: [Stage] = {
        var f = Features()
        var stages: [Stage] = []
        func add(_ name: String, _ summary: String, objc: String? = nil, objcAbsent: Absence? = nil, _ change: (inout Features) -> Void) {
            change(&f)
            stages.append(Stage(number: stages.count + 1, name: name, summary: summary, features: f, objcAbsence: objcAbsent,
                                objcDifference: objc))
        }
        let oneListing = "the Objective-C text adds the single tap, requireGestureRecognizerToFail: and line selection in one listing"
        add("double-tap", "a double tap clears the lines; its first tap leaves a red dot (touchesBegan, then touchesCancelled)",
            objc: "logs 'Recognized Double Tap'; the view logs touchesBegan:withEvent:, …") { _ in }
        add("delays-touches-began", "doubleTap.delaysTouchesBegan = true: no red dot, the view hears nothing of a double tap",
            objc: "the listing that adds delaysTouchesBegan logs 'Recognizer Double Tap'") {
            $0.doubleTapDelaysTouchesBegan = true
        }
        add("single-tap", "a single-tap recognizer logs 'Recognized a tap'; a double tap fires both tap and doubleTap",
            objcAbsent: Absence(reason: oneListing, instead: 5)) {
            $0.singleTap = true
        }
        add("require-to-fail", "tap.require(toFail: doubleTap): a tap waits out the double tap's 0.35 s window",
            objcAbsent: Absence(reason: oneListing, instead: 5)) {
            $0.tapRequiresDoubleTapToFail = true
        }
        add("select-line", "a tap selects the line within 20 pt of it (green); a double tap clears the selection",
            objc: "singleTap: (logs 'Recongizer Single Tap', waits for doubleTap) arrives here; lineAtPoint: tests only t = 0, 0.5, 1") {
            $0.selection = true
        }
        add("menu", "selecting a line shows a menu with Delete (DrawView becomes first responder); Delete removes it") {
            $0.menu = true
        }
        add("menu-hides", "selectedLineIndex's didSet hides the menu when the selection is cleared (double tap)",
            objcAbsent: Absence(reason: "the Objective-C text has no didSet on the selection: its menu stays up when a double tap or a long press clears the selection",
                                instead: 8)) {
            $0.menuHidesOnDeselect = true
        }
        add("long-press", "a long press selects a line at .began and deselects it at .ended",
            objc: "longPress: logs nothing; the menu stays up when the selection is cleared") { $0.longPress = true }
        add("pan", "a pan (cancelsTouchesInView = false) logs 'Recognized a pan'; press then drag reports only the long press",
            objcAbsent: Absence(reason: "the Objective-C text adds the pan together with its delegate, which allows simultaneous recognition", instead: 10)) {
            $0.pan = true
        }
        add("simultaneous", "the pan's delegate allows simultaneous recognition: press then drag reports both gestures",
            objc: "the pan arrives here, with its delegate; moveLine: logs nothing and does nothing yet (its body is the next step); the menu stays up when the selection is cleared") {
            $0.simultaneous = true
        }
        add("move-line", "moveLine adds the translation at .changed: the line runs away from the finger",
            objc: "moveLine: logs nothing; the menu stays up when the selection is cleared") {
            $0.moveSelectedLine = true
        }
        add("set-translation", "setTranslation(.zero, in:) after each move: the line follows the finger (the final app)",
            objc: "moveLine: logs nothing; the menu stays up when the selection is cleared") {
            $0.resetTranslation = true
        }
        return stages
    }()

    /// The final app.
    public static var final: Stage { all[all.count - 1] }

    /// Finds a stage by `01`, `1`, `double-tap` or `01-double-tap`.
    public static func named(_ text: String) -> Stage? {
        all.first { $0.fullName == text || $0.name == text || Int(text) == $0.number }
    }
}
