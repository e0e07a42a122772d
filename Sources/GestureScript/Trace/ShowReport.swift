import GestureEngine

/// What a `show` statement reports, captured when it runs (names resolved, values copied), so that it renders the
/// same whenever the transcript is written. `ShowFormatter` turns it into text.
public struct ShowReport: Sendable {
    /// The request as written after `show` (`moveLine`, `view canvas`, `fingers`).
    public var request: String
    /// The virtual time it was taken at.
    public var now: VirtualTime
    public var content: Content

    public enum Content: Sendable {
        case recognizer(RecognizerShow)
        case view(ViewShow)
        case fingers([FingerShow])
        case timers([TimerShow])
        case model(ModelSnapshot)
    }
}

/// The whole scene, as the REPL's `:scene` prints it (`SceneSummary`): captured when asked, names resolved, values
/// copied.
public struct SceneSummaryReport: Sendable {
    /// `scene: window 375×667`, `scene: TouchTracker (final)`.
    public var title: String
    public var now: VirtualTime
    /// Every view, the window first.
    public var views: [ViewShow]
    /// Every recognizer, in declaration order.
    public var recognizers: [RecognizerShow]
    public var fingers: [FingerShow]
    /// The pending timers, in firing order.
    public var timers: [TimerShow]
}

/// One recognizer, as `show NAME` prints it.
public struct RecognizerShow: Sendable {
    public var name: String
    public var kind: RecognizerKind
    public var view: String
    public var state: GestureState
    /// The state it reached but does not report yet, held back by a failure requirement.
    public var heldBack: GestureState?
    /// Its latest transition since the last `mark` (`failed at 500ms: excluded by longPress`), if any: after a reset
    /// the state is `possible` again, and this says how the gesture ended.
    public var lastTransition: String?
    public var properties: [PropertyShow]
    /// `location`, `translation`, `velocity`, `scale`, `rotation`, `numberOfTouches`: those its kind has, in order.
    public var values: [(name: String, text: String)]
    /// The recognizers it requires to fail, and why.
    public var requires: [RequirementShow]
    /// The recognizers that require it to fail, and why.
    public var requiredBy: [RequirementShow]
    public var delegate: DelegateShow
    /// Action methods (`log` by default) and how many action messages it sent since the start.
    public var actions: [String]
    public var actionCount: Int
    public var timers: [TimerShow]
}

/// A property's value next to its default.
public struct PropertyShow: Sendable {
    public var name: String
    public var value: PropertyValue
    public var defaultValue: PropertyValue
    /// `pt`, `°`, … (empty when none).
    public var unit: String

    public var isChanged: Bool { value != defaultValue }
}

/// A failure requirement between two recognizers, seen from one of them.
public struct RequirementShow: Sendable {
    /// The other recognizer.
    public var other: String
    /// The other recognizer's state now (discrete kinds say `recognized`).
    public var otherState: String
    public var source: Source

    public enum Source: Sendable {
        /// `A.require(toFail: B)` (`A requireToFail B`).
        case requireToFail
        /// A delegate method answered true. `owner` is the recognizer whose delegate answers; the requirement is
        /// asked for once both recognizers take part in a gesture, and `inEffect` tells whether it holds now.
        case delegate(owner: String, method: String, inEffect: Bool)
    }
}

/// The delegate answers that decide whether a recognizer begins, receives a touch, and shares a gesture.
/// `nil`: the delegate does not implement the method, UIKit's default applies.
public struct DelegateShow: Sendable {
    public var shouldBegin: Bool?
    public var shouldReceive: (answer: Bool, onlyIn: String?)?
    /// With `onlyIn`: the answer covers that view's descendants too (`within VIEW`).
    public var shouldReceiveWithin = false
    /// Per other recognizer, in declaration order.
    public var simultaneous: [(other: String, answer: Bool)]
    public var simultaneousWithAny: Bool?
}

/// A pending timer.
public struct TimerShow: Sendable {
    public var recognizer: String
    /// The timer's name: the property it measures (`minimumPressDuration`).
    public var timer: String
    public var deadline: VirtualTime
    /// Time left until it fires.
    public var left: TimeSpan
}

/// One finger that is down.
public struct FingerShow: Sendable {
    public var finger: Int
    /// Window coordinates.
    public var location: Point
    /// The hit-test view.
    public var view: String
    public var phase: TouchPhase
    public var lastChange: VirtualTime
    public var heldBy: [String]
    public var viewStatus: ViewDeliveryStatus
}

/// One view, as `show view NAME` prints it.
public struct ViewShow: Sendable {
    public var name: String
    /// In the parent's coordinates; nil parent for the window.
    public var frame: Rect
    public var parent: String?
    public var windowFrame: Rect
    public var flags: [String]
    /// `isUserInteractionEnabled`, `isHidden`, `alpha`, as a script sets them.
    public var properties: [(name: String, value: String)] = []
    /// Why hit-testing never returns the view (or looks inside it), if it does not: its own property or an
    /// ancestor's (`isUserInteractionEnabled is false`, `its superview card is hidden`).
    public var hitTestSkips: String?
    /// The responders a touch call to the view reaches after it (its superviews up to the one that handles it, or up
    /// to `application` when the window passes it on), and how the chain ends, in words.
    public var passesOnTo: [String] = []
    public var chainEnd: String = ""
    public var subviews: [String]
    public var recognizers: [(name: String, kind: RecognizerKind, state: String)]
    /// The fingers down whose hit view is this view.
    public var touches: [FingerShow]
    public var withheld: [WithheldDelivery]
    /// What a scroll view adds; `nil` for any other view.
    public var scroll: ScrollShow? = nil
}

/// A scroll view's state for `show`: offset, content size, the axes it can scroll, and every switch with its default.
public struct ScrollShow: Sendable {
    public var contentOffset: Point
    public var contentSize: Point
    /// Whether each axis can scroll now (content larger than the bounds, or `alwaysBounce…` with `bounces`).
    public var canScroll: (x: Bool, y: Bool)
    /// The boolean properties in UIKit's spelling, each with its value and UIKit's default.
    public var flags: [(name: String, value: Bool, standard: Bool)]
    /// The zoom scale and its limits, when the view zooms or is zoomed (nil otherwise).
    public var zoom: (scale: Double, minimum: Double, maximum: Double, bounces: Bool)? = nil
    /// What it is doing now, in UIKit's words (`dragging`, `decelerating`, `zooming`); empty at rest.
    public var activity: [String] = []
    /// What a table or collection adds; `nil` for any other scroll view.
    public var table: TableShow? = nil
    /// The subclass's content-touch overrides, `touchesShouldBegin` then `touchesShouldCancel` (B6–B8).
    public var overrides: [ContentTouchOverrideShow] = []
    /// `decelerationRate` per millisecond when it is not `.normal` (nil at the default).
    public var decelerationRate: Double? = nil
    /// A plain scroll view's delegate (a table's has its own line, `TableShow`): what it answers
    /// (`viewForZooming(in:)`: the content while the zoom limits differ, else nil) and the calls it heard so far, by
    /// name, those heard at least once. Nil for a table or collection.
    public var delegate: (zoomsContent: Bool, calls: [(name: String, count: Int)])? = nil
}

/// One content-touch method of a scroll view for `show`: what the script's subclass answers (for every view, and per
/// view), and how many times UIKit asked it so far.
public struct ContentTouchOverrideShow: Sendable {
    /// `touchesShouldBegin` or `touchesShouldCancel`.
    public var method: String
    /// `override NAME METHOD = ANSWER`; nil when not overridden for every view.
    public var answerForAll: Bool?
    /// `override NAME METHOD = ANSWER in VIEW`, by view name, in the views' declaration order.
    public var answerByView: [(view: String, answer: Bool)]
    /// UIKit's answer where the subclass gives none (`true`; `false for a control, true otherwise`).
    public var standard: String
    /// The calls UIKit made since the scene began.
    public var calls: Int
}

/// A table's or collection's state for `show`: its cells, the ones the offset shows, highlight and selection, and
/// the delegate's answers.
public struct TableShow: Sendable {
    /// "row" or "item".
    public var noun: String
    public var count: Int
    /// A cell's frame size (a table's rows span its width), and the cells per line (1 for a table).
    public var cellSize: Point
    public var cellsPerLine: Int
    /// The cells the view shows at its offset, at least partly.
    public var visible: ClosedRange<Int>?
    public var selected: Int?
    public var highlighted: Int?
    /// `allowsSelection`, `shouldHighlight…At`, `canEditRowAt` (nil for a collection).
    public var allowsSelection: Bool
    public var shouldHighlight: Bool
    public var canEdit: Bool?
    /// The `canEditRowAt R` answers given for single rows, by row.
    public var canEditRows: [(row: Int, answer: Bool)] = []
    /// A row swiped open on its Delete button.
    public var openRow: Int?
    /// The row being swiped (between the swipe pan's began and its end), and its offset, points (negative to the left, rubber-banded past the button).
    public var swiped: (row: Int, offset: Double)?
}
