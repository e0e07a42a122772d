import GestureEngine

/// What the scene is, told in the output stream as it is declared, so that a reader of the stream names and
/// describes what the engine's events point at by index (`RecognizerID`, `ViewID`) without asking the session.
///
/// A session reports, only while it produces output (`SessionOptions.producesTranscript`):
/// - at the start of every `run` or `execute`, the scene as it is then (`began`, then every view and every
///   recognizer, then the trace level and, with TouchTracker, the line model last shown), so a reader that starts
///   with any run (each REPL line has its own) knows the whole scene;
/// - the same after `use touchtracker` installs a new scene;
/// - at the end of every run, every table and collection again (whole: its selection switches and open row change
///   as touches arrive), then the recognizers' states (`recognizerStates`);
/// - each declaration as it takes effect: a view (a scroll view, then its built-in pan), and the view again (whole)
///   when one of its properties is set (a scroll view's too, and then its pan, which `isScrollEnabled` changes); a
///   recognizer, and the recognizer again (whole) whenever a property, an action, a failure requirement or a
///   delegate answer of it changes; the screen size; the trace level.
///
/// One more is told only when asked, as the last output of a run: `outcome` (a bug report). (A sweep's summary of a
/// run is an output of its own, `SessionOutput.summary`.)
///
/// `SceneTable` reads them. JSON lines (schema `gesturelab-trace/1`) do not print them (docs/trace-schema.md).
public enum SceneEvent: Sendable {
    /// A scene is told from its start: ids count from 0 again, nothing is declared yet but the window. `title` is
    /// what the transcript's notes say (`scene: window 375×667`, `scene: TouchTracker stage 03-single-tap`);
    /// `screen` is the screen size in points; `touchTracker` whether the TouchTracker app runs in it. `number`
    /// counts the session's scenes from 0 (`use touchtracker` and the REPL's `:reset` start the next one): every
    /// run tells its scene again, so a reader that keeps scenes apart (the pictures) compares the number.
    case began(title: String, screen: Point, touchTracker: Bool, number: Int)
    /// The screen size changed (`screen W,H`), in points, and with it the scene's title (`scene: window 320×480`).
    /// The window is told again after it (its frame changed).
    case screen(Point, title: String)
    /// A view was added (the window is view 0, told after every `began`).
    case view(SceneView)
    /// A recognizer was added, or one of its properties, actions, failure requirements or delegate answers changed:
    /// the whole recognizer as it is now (it replaces what was told of it before).
    case recognizer(SceneRecognizer)
    /// The transcript's level changed (`set trace`, or the session's level at the start of a run).
    case traceLevel(TraceLevel)
    /// The TouchTracker line model the transcript showed last, at the start of a run that continues a scene (a REPL
    /// line): what the first event's model changes are measured from; and the app's model as it starts, after
    /// `use touchtracker`.
    case shownModel(ModelSnapshot)
    /// The recognizers' states by index as a run ends (the last output of every run while output is produced): what
    /// a reader that answers questions after the run (`:why`, `explain`) says a recognizer is now. Trace events tell
    /// every reported transition; this tells where they left each recognizer, quiet ones included.
    case recognizerStates([GestureState])
    /// What the run left behind for a bug report (`RunOutcome`), after `recognizerStates`, only when asked
    /// (`SessionOptions.tellsOutcome`). Boxed (`indirect`): every output the stream carries is as large as its largest
    /// case, and this one is told once per run at most.
    indirect case outcome(RunOutcome)
}

/// A view as declared: its index, name, frame in its parent's coordinates (points), parent, kind, flags and the
/// properties hit-testing reads (told again whenever one of them changes).
public struct SceneView: Hashable, Sendable {
    public var id: ViewID
    public var name: String
    /// Frame in the parent's coordinate space, points.
    public var frame: Rect
    /// Nil for the window.
    public var parent: ViewID?
    public var kind: ViewKind
    public var isExclusiveTouch: Bool
    public var isMultipleTouchEnabled: Bool
    /// Its touch methods do not call super: the responder chain stops here (`handlesTouches`; the app's canvas).
    public var handlesTouches: Bool
    public var isUserInteractionEnabled: Bool
    public var isHidden: Bool
    /// 0…1.
    public var alpha: Double
    /// What a scroll view adds (`scrollView content W,H`); nil for any other view. A scroll view handles its touches
    /// (`handlesTouches` is true for it).
    public var scroll: SceneScroll?

    public init(id: ViewID, name: String, frame: Rect, parent: ViewID?, kind: ViewKind, isExclusiveTouch: Bool,
                isMultipleTouchEnabled: Bool, handlesTouches: Bool = false, isUserInteractionEnabled: Bool = true,
                isHidden: Bool = false, alpha: Double = 1, scroll: SceneScroll? = nil) {
        self.id = id
        self.name = name
        self.frame = frame
        self.parent = parent
        self.kind = kind
        self.isExclusiveTouch = isExclusiveTouch
        self.isMultipleTouchEnabled = isMultipleTouchEnabled
        self.handlesTouches = handlesTouches
        self.isUserInteractionEnabled = isUserInteractionEnabled
        self.isHidden = isHidden
        self.alpha = alpha
        self.scroll = scroll
    }
}

/// A scroll view's content: its size, and its offset when the view was told (the trace's `scrolled` events tell every
/// offset a drag or a deceleration sets after that, and `SceneTable` follows them).
public struct SceneScroll: Hashable, Sendable {
    /// `contentSize`, points.
    public var contentSize: Point
    /// `contentOffset`, points: the bounds origin, which the content's window origins are measured from.
    public var contentOffset: Point

    /// A table's or collection's cells (nil for any other scroll view): pictures draw the ones the offset shows.
    public var cells: SceneCells?
    /// The view's built-in pan (`NAME.panGestureRecognizer`): `:why TABLE.didSelectRowAt` tells a drag by it.
    public var panGestureRecognizer: RecognizerID?

    public init(contentSize: Point, contentOffset: Point, cells: SceneCells? = nil, panGestureRecognizer: RecognizerID? = nil) {
        self.contentSize = contentSize
        self.contentOffset = contentOffset
        self.cells = cells
        self.panGestureRecognizer = panGestureRecognizer
    }
}

/// A table's or collection's layout as the scene tells it: enough to place every cell (`TableViewState`'s arithmetic),
/// and the switches and state `:why TABLE.didSelectRowAt` reads (told again, whole, at the end of every run).
public struct SceneCells: Hashable, Sendable {
    public var kind: TableViewState.Kind
    public var count: Int
    /// A cell's size, points (a table's rows take the view's width).
    public var cellSize: Point
    /// `allowsSelection`.
    public var allowsSelection: Bool
    /// The delegate's `shouldHighlightRowAt` (`shouldHighlightItemAt`) answer.
    public var shouldHighlight: Bool
    /// Swipe-to-delete's pan, once rows could be edited (`canEditRowAt`).
    public var swipeActionPan: RecognizerID?
    /// The row swiped open on its `Delete` button, if any.
    public var openRow: Int?
    /// How far, points, the open row's content is moved left, revealing its `Delete` button in the gap (the button's
    /// width, `GestureDefaults.swipeDeleteButtonWidth`); 0 when no row is open. Pictures draw the row moved so.
    public var openRowReveal: Double
    /// The row swipe-to-delete's pan is dragging (between its `began` and its end), if any: an open row swiped again
    /// too.
    public var swipingRow: Int?
    /// How far, points, the swiping row's content is moved: negative to the left (revealing its `Delete` button in
    /// the gap), positive to the right; rubber-banded past the button's width and past 0 (`TableViewState.swipeRubberBand`).
    /// 0 when no row is swiping. Pictures draw the row moved so.
    public var swipingRowOffset: Double

    public init(kind: TableViewState.Kind, count: Int, cellSize: Point, allowsSelection: Bool = true, shouldHighlight: Bool = true,
                swipeActionPan: RecognizerID? = nil, openRow: Int? = nil, openRowReveal: Double = 0, swipingRow: Int? = nil,
                swipingRowOffset: Double = 0) {
        self.kind = kind
        self.count = count
        self.cellSize = cellSize
        self.allowsSelection = allowsSelection
        self.shouldHighlight = shouldHighlight
        self.swipeActionPan = swipeActionPan
        self.openRow = openRow
        self.openRowReveal = openRowReveal
        self.swipingRow = swipingRow
        self.swipingRowOffset = swipingRowOffset
    }

    /// At most this many cells are drawn per view: rows a point high would otherwise fill a picture with hundreds.
    public static let drawnLimit = 100

    /// The cells a view of `size` at `offset` shows, each with its frame in the view's content coordinates, in index
    /// order, at most `drawnLimit`.
    public func visible(offset: Point, size: Point) -> [(index: Int, frame: Rect)] {
        let layout = TableViewState(kind: kind, count: count, cellSize: cellSize, width: size.x)
        guard let range = layout.visibleCells(offset: offset, boundsSize: size) else { return [] }
        return range.prefix(Self.drawnLimit).map { ($0, layout.cellFrame($0)) }
    }
}

/// A recognizer as declared now: name, kind, view, every property's value, actions, failure requirements and
/// delegate answers.
public struct SceneRecognizer: Hashable, Sendable {
    public var id: RecognizerID
    public var name: String
    public var kind: RecognizerKind
    public var view: ViewID
    /// Every property the kind has, base-class ones first, by UIKit name, with its value now.
    public var properties: [SceneProperty]
    /// The action methods it sends (`log` unless bound).
    public var actions: [String]
    /// `require(toFail:)` targets, in the order they were added.
    public var failureRequirements: [RecognizerID]
    /// Its delegate's fixed answers.
    public var delegate: DelegateAnswers

    public init(id: RecognizerID, name: String, kind: RecognizerKind, view: ViewID, properties: [SceneProperty],
                actions: [String], failureRequirements: [RecognizerID], delegate: DelegateAnswers) {
        self.id = id
        self.name = name
        self.kind = kind
        self.view = view
        self.properties = properties
        self.actions = actions
        self.failureRequirements = failureRequirements
        self.delegate = delegate
    }

    /// A property's value by its UIKit name, nil when the kind has no such property.
    public func property(_ name: String) -> PropertyValue? { properties.first { $0.name == name }?.value }
}

/// One property of a recognizer and its value.
public struct SceneProperty: Hashable, Sendable {
    public var name: String
    public var value: PropertyValue

    public init(name: String, value: PropertyValue) {
        self.name = name
        self.value = value
    }
}
